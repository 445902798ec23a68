import { Effect, Schema } from "effect"
import { idRows, isUniqueViolation, rowsOf, withSql } from "./client"

/** The ids a person links to outside rating services; clearing one also drops the rating it brought. */
import type { LinkedId } from "../../engine/ratings/rules"
import { RatingsRepo } from "../../engine/ratings/rules"
import { repository } from "./client"

const providerOf: Record<LinkedId, string> = { dupr_id: "dupr", redpadel_id: "rpr", club_locker_code: "club_locker" }

/** A person's ratings: their own (`facility_id` null) and every club's value for them. */
export const ratingRows = (userId: number) =>
  withSql((sql) =>
    rowsOf(
      Schema.Struct({
        id: Schema.Number,
        user_id: Schema.Number,
        provider: Schema.String,
        rating: Schema.Number,
        facility_id: Schema.NullOr(Schema.Number),
      }),
    )(sql`
      select id, user_id, provider, rating::float8 as rating, facility_id from user_ratings
      where user_id = ${userId}
      order by provider, facility_id nulls first`),
  )

/** The new rating's id, or none when the person (or the club, for them) has one from this provider already. */
export const insertRating = (userId: number, provider: string, rating: number, facilityId: number | null) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into user_ratings (user_id, provider, rating, facility_id)
        values (${userId}, ${provider}, ${rating}, ${facilityId})
        on conflict do nothing returning id`),
      (rows) => rows[0]?.id,
    ),
  )

export const clubValue = (userId: number, provider: string, facilityId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(Schema.Struct({ rating: Schema.Number }))(sql`
        select rating::float8 as rating from user_ratings
        where user_id = ${userId} and provider = ${provider} and facility_id = ${facilityId}`),
      (rows) => rows[0]?.rating,
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

/** Whether the id is now the person's: false when it is another person's already (one DUPR id, one person). */
export const setLinkedId = (userId: number, column: LinkedId, value: string) =>
  withSql((sql) =>
    sql`update users set ${sql(column)} = ${value}, updated_at = now() where id = ${userId}`.pipe(
      Effect.as(true),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
    ),
  )

/** Who has linked the DUPR id, if anyone. */
export const duprHolder = (duprId: string) =>
  withSql((sql) =>
    Effect.map(idRows(sql`select id from users where upper(dupr_id) = upper(${duprId})`), (rows) =>
      rows[0] === undefined ? undefined : Number(rows[0].id),
    ),
  )

/** The one live code a person proves a DUPR account theirs with; a new one replaces it. */
export const saveLinkCode = (userId: number, externalId: string, codeHash: string) =>
  withSql(
    (sql) => sql`
      insert into rating_link_codes (user_id, external_id, code_hash, attempts, expires_at)
      values (${userId}, ${externalId}, ${codeHash}, 0, now() + interval '30 minutes')
      on conflict (user_id) do update set external_id = excluded.external_id, code_hash = excluded.code_hash,
        attempts = 0, expires_at = excluded.expires_at`,
  )

export const linkCode = (userId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({
          external_id: Schema.String,
          code_hash: Schema.String,
          attempts: Schema.Number,
          expired: Schema.Boolean,
        }),
      )(sql`
        select external_id, code_hash, attempts, expires_at < now() as expired from rating_link_codes
        where user_id = ${userId}`),
      (rows) => rows[0],
    ),
  )

export const countWrongLinkCode = (userId: number) =>
  withSql((sql) => sql`update rating_link_codes set attempts = attempts + 1 where user_id = ${userId}`)

export const dropLinkCode = (userId: number) =>
  withSql((sql) => sql`delete from rating_link_codes where user_id = ${userId}`)

export const clearLinkedId = (userId: number, column: LinkedId) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.zipRight(
        sql`update users set ${sql(column)} = null, updated_at = now() where id = ${userId}`,
        sql`delete from user_ratings where user_id = ${userId} and provider = ${providerOf[column]} and facility_id is null`,
      ),
    ),
  )

export const RatingsRepoLive = repository(RatingsRepo, (on) => ({
  of: on(ratingRows),
  insert: on(insertRating),
  clubValue: on.read(clubValue),
  upsert: on((userId: number, provider: string, rating: number, facilityId: number | null = null) =>
    Effect.asVoid(upsertRating(userId, provider, rating, facilityId)),
  ),
  setProfileRating: on((userId: number, rating: number | null) => Effect.asVoid(setProfileRating(userId, rating))),
  setLinkedId: on(setLinkedId),
  clearLinkedId: on((userId: number, column: LinkedId) => Effect.asVoid(clearLinkedId(userId, column))),
  duprHolder: on(duprHolder),
  saveLinkCode: on((userId: number, externalId: string, codeHash: string) =>
    Effect.asVoid(saveLinkCode(userId, externalId, codeHash)),
  ),
  linkCode: on(linkCode),
  countWrongLinkCode: on((userId: number) => Effect.asVoid(countWrongLinkCode(userId))),
  dropLinkCode: on((userId: number) => Effect.asVoid(dropLinkCode(userId))),
}))
