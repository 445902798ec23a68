import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Every change to who a signed-in person is — a session ended (sign-out, a password changed,
 * erasure), a role given or taken, the person's own row — tells the app servers (LISTEN
 * venue_identity) the person's id from inside the writing transaction, so a server that keeps
 * sessions in memory drops theirs at commit, whoever wrote it (a server, the CLI, an import).
 * PostgreSQL sends one notice per distinct person however many rows a transaction changed.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create function identity_announce() returns trigger language plpgsql as $$
    begin
      -- The trigger's argument names the column holding the person's id (users: id; the others: user_id).
      if tg_op <> 'INSERT' then
        perform pg_notify('venue_identity', to_jsonb(old) ->> tg_argv[0]);
      end if;
      if tg_op <> 'DELETE' then
        perform pg_notify('venue_identity', to_jsonb(new) ->> tg_argv[0]);
      end if;
      return null;
    end $$`
  // A new session is nobody's cached one: sessions tell only when they change or end.
  yield* sql`
    create trigger sessions_announce after update or delete on sessions
    for each row execute function identity_announce('user_id')`
  yield* sql`
    create trigger facility_users_announce after insert or update or delete on facility_users
    for each row execute function identity_announce('user_id')`
  yield* sql`
    create trigger users_announce after update or delete on users
    for each row execute function identity_announce('id')`
})
