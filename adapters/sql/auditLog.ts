import type { SqlClient, Statement } from "@effect/sql"
import { AuditEntry, type AuditQuery } from "../../engine/auditLog/rules"
import type { Cursor } from "../../engine/lists"
import { decodedRows, repository, withSql } from "./client"
import { keysetPage, pastAnchor } from "./keyset"
import { AuditLogRepo } from "../../engine/auditLog/port"

/** The entries of one club's log that `q` names (the log's index by facility and time bounds them). */
const inLog = (sql: SqlClient.SqlClient, alias: string, facilityId: number, q: AuditQuery) => {
  const a = sql.literal(alias)
  return sql`${a}.facility_id = ${facilityId} and ${a}.at >= ${q.from} and ${a}.at < ${q.to}
    and ${q.actorId === undefined ? sql`true` : sql`${a}.actor_id = ${q.actorId}`}
    and ${q.subject === undefined ? sql`true` : sql`${a}.subject = ${q.subject}`}`
}

const entriesWhere = (sql: SqlClient.SqlClient, where: Statement.Fragment, limit: number, offset: number) =>
  decodedRows(
    AuditEntry,
    sql`
    select a.id, to_json(a.at) #>> '{}' as at,
      json_build_object('id', a.actor_id, 'name', coalesce(trim(u.first_name || ' ' || u.last_name), 'Person ' || a.actor_id)) as actor,
      case when a.app_id is null then null
        else json_build_object('id', a.app_id, 'name', coalesce(p.name, 'App ' || a.app_id)) end as app,
      a.request_id, a.request, a.subject, a.subject_id, a.action, a.before, a.after
    from audit_log a
    left join users u on u.id = a.actor_id
    left join partner_apps p on p.id = a.app_id
    where ${where}
    order by a.at desc, a.id desc
    limit ${limit} offset ${offset}`,
  )

/** One club's audit log between two instants, newest first. */
export const auditEntries = (
  facilityId: number,
  q: AuditQuery,
  page: { readonly limit: number; readonly offset: number },
) => withSql((sql) => entriesWhere(sql, inLog(sql, "a", facilityId, q), page.limit, page.offset))

/** The same log from the entry after the cursor's, newest first. */
export const auditEntriesAfter = (facilityId: number, q: AuditQuery, cursor: Cursor) =>
  withSql((sql) => {
    const anchor =
      cursor.startingAfter === undefined
        ? undefined
        : sql`select x.at, x.id from audit_log x where x.id = ${cursor.startingAfter} and ${inLog(sql, "x", facilityId, q)}`
    const past = pastAnchor(sql, { keys: "a.at, a.id", order: "desc", anchor })
    return keysetPage(
      sql,
      cursor,
      anchor,
      entriesWhere(sql, sql`${inLog(sql, "a", facilityId, q)} and ${past}`, cursor.limit + 1, 0),
    )
  })

export const AuditLogRepoLive = repository(AuditLogRepo, (on) => ({
  entries: on(auditEntries),
  entriesAfter: on(auditEntriesAfter),
}))
