import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A DUPR id belongs to one person, and is linked only once its owner typed the code DUPR's address of
 * record received. An id several people had linked (anyone could link anyone's) is nobody's until its
 * owner links it again; the DUPR ratings it brought them go with it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    with shared as (
      select upper(dupr_id) as id from users where dupr_id is not null group by 1 having count(*) > 1
    ), unlinked as (
      update users set dupr_id = null, updated_at = now() where upper(dupr_id) in (select id from shared) returning id
    )
    delete from user_ratings where provider = 'dupr' and facility_id is null and user_id in (select id from unlinked)`
  yield* sql`create unique index users_dupr_id_once on users (upper(dupr_id)) where dupr_id is not null`
  yield* sql`
    create table rating_link_codes (
      user_id bigint primary key references users (id) on delete cascade,
      external_id text not null,
      code_hash text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null
    )`
})
