import { withSql } from "./client"
import { Effect } from "effect"

/** The ids a person links to outside rating services; clearing one also drops the rating it brought. */
import type { LinkedId } from "../../engine/ratings"
const providerOf: Record<LinkedId, string> = { dupr_id: "dupr", redpadel_id: "rpr", club_locker_code: "club_locker" }

/** A person's ratings: their own (`facility_id` null) and every club's value for them. */
export const ratingRows = (userId: number) =>
  withSql(
    (sql) => sql<{ id: number; user_id: number; provider: string; rating: number; facility_id: number | null }>`
      select id, user_id, provider, rating::float8 as rating, facility_id from user_ratings
      where user_id = ${userId}
      order by provider, facility_id nulls first`,
  )

/** The new rating's id, or none when the person (or the club, for them) has one from this provider already. */
export const insertRating = (userId: number, provider: string, rating: number, facilityId: number | null) =>
  withSql((sql) =>
    Effect.map(
      sql<{ id: number }>`
        insert into user_ratings (user_id, provider, rating, facility_id)
        values (${userId}, ${provider}, ${rating}, ${facilityId})
        on conflict do nothing returning id`,
      (rows) => rows[0]?.id,
    ),
  )

export const upsertRating = (userId: number, provider: string, rating: number, facilityId: number | null = null) =>
  withSql(
    (sql) => sql`
      insert into user_ratings (user_id, provider, rating, facility_id) values (${userId}, ${provider}, ${rating}, ${facilityId})
      on conflict (user_id, provider, facility_id) do update set rating = excluded.rating, updated_at = now()`,
  )

export const setProfileRating = (userId: number, rating: number | null) =>
  withSql((sql) => sql`update users set rating = ${rating}, updated_at = now() where id = ${userId}`)

export const setLinkedId = (userId: number, column: LinkedId, value: string) =>
  withSql((sql) => sql`update users set ${sql(column)} = ${value}, updated_at = now() where id = ${userId}`)

export const clearLinkedId = (userId: number, column: LinkedId) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.zipRight(
        sql`update users set ${sql(column)} = null, updated_at = now() where id = ${userId}`,
        sql`delete from user_ratings where user_id = ${userId} and provider = ${providerOf[column]} and facility_id is null`,
      ),
    ),
  )
