import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A club's country (card-reader locations were all made in the US), and who may run a club-account
 * tab: players charge their own account only where the club allows it, up to its limit.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    alter table facilities
      add column country text not null default 'US' check (country ~ '^[A-Z]{2}$'),
      add column players_charge_accounts boolean not null default false,
      add column account_limit bigint not null default 0 check (account_limit >= 0)`
})
