import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A rating is either the person's own (self-rated, or brought by a rating account they linked):
 * `facility_id` null; or a club's value for them, set by that club's staff and kept for that club
 * alone, so one club never rewrites what another uses. Ratings so far were set by the person or
 * by any club's staff alike; they stay the person's own.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table user_ratings add column facility_id bigint references facilities (id) on delete cascade`
  yield* sql`alter table user_ratings drop constraint user_ratings_user_id_provider_key`
  yield* sql`
    alter table user_ratings add constraint user_ratings_one_per_provider
      unique nulls not distinct (user_id, provider, facility_id)`
})
