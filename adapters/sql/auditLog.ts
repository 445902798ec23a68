import { AuditEntry, type AuditQuery } from "../../engine/auditLog/rules"
import { decodedRows, repository, withSql } from "./client"
import { AuditLogRepo } from "../../engine/auditLog/port"

/** One club's audit log between two instants, newest first (the log's index by facility and time). */
export const auditEntries = (facilityId: number, q: AuditQuery) =>
  withSql((sql) =>
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
      where a.facility_id = ${facilityId} and a.at >= ${q.from} and a.at < ${q.to}
        and ${q.actorId === undefined ? sql`true` : sql`a.actor_id = ${q.actorId}`}
        and ${q.subject === undefined ? sql`true` : sql`a.subject = ${q.subject}`}
      order by a.at desc, a.id desc
      limit ${q.limit} offset ${q.offset}`,
    ),
  )

export const AuditLogRepoLive = repository(AuditLogRepo, (on) => ({ entries: on(auditEntries) }))
