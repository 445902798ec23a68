import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The club's program waivers a competition asks each player to accept before entering (as a clinic
 * does); and what each decided match changed of its players' club ratings, so that a corrected
 * result takes back its first change before making its own.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table competitions add column waiver_ids bigint[] not null default '{}'`
  yield* sql`
    create table club_rating_changes (
      facility_id bigint not null,
      match_id bigint not null,
      user_id bigint not null references users (id) on delete cascade,
      change numeric(5, 2) not null,
      primary key (facility_id, match_id, user_id),
      foreign key (facility_id, match_id) references competition_matches (facility_id, id) on delete cascade
    )`
})
