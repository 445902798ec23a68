import { rowsOf, withSql } from "./client"
import { Activity } from "../../engine/people/rules"

/** Notes something that happened to a person, by whom, at which facility (if any). */
export const recordActivity = (entry: {
  readonly facility_id?: number | null
  readonly user_id: number
  readonly actor_id: number | null
  readonly kind: string
  readonly description: string
}) =>
  withSql(
    (sql) => sql`
      insert into user_activity (facility_id, user_id, actor_id, kind, description)
      values (${entry.facility_id ?? null}, ${entry.user_id}, ${entry.actor_id}, ${entry.kind}, ${entry.description})`,
  )

const select = `id, facility_id, user_id, actor_id, kind, description, to_json(created_at) #>> '{}' as created_at`

/** The newest activity of these people, a page of 50. */
export const activityOf = (userIds: ReadonlyArray<number>, page: number) =>
  withSql((sql) =>
    rowsOf(Activity)(sql`
      select ${sql.literal(select)} from user_activity where user_id in ${sql.in(userIds)}
      order by created_at desc, id desc limit 50 offset ${(page - 1) * 50}`),
  )

/** The newest activity at a facility, a page of 50. */
export const activityAt = (facilityId: number, page: number) =>
  withSql((sql) =>
    rowsOf(Activity)(sql`
      select ${sql.literal(select)} from user_activity where facility_id = ${facilityId}
      order by created_at desc, id desc limit 50 offset ${(page - 1) * 50}`),
  )
