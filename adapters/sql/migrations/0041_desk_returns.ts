import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Refunds are a manager's; a club may let its front desk give a shop return's money back as club
 * credits (never to a card or in cash).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table facilities add column desk_returns_to_credit boolean not null default false`
})
