import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The server that writes a change to who someone is hears it at once, not only at commit: the
 * trigger of migration 0076 also raises a notice (message `venue_identity`, detail the person's id)
 * to the writing connection, so a request's own write is forgotten by its server's session cache
 * before the next request of that person can come; the other servers still hear it by LISTEN.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create or replace function identity_announce() returns trigger language plpgsql as $$
    declare
      person text;
    begin
      -- The trigger's argument names the column holding the person's id (users: id; the others: user_id).
      foreach person in array array[
        case when tg_op <> 'INSERT' then to_jsonb(old) ->> tg_argv[0] end,
        case when tg_op <> 'DELETE' then to_jsonb(new) ->> tg_argv[0] end
      ] loop
        if person is not null then
          perform pg_notify('venue_identity', person);
          raise notice 'venue_identity' using detail = person;
        end if;
      end loop;
      return null;
    end $$`
})
