import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Money a provider took for the server whose ledger rows were never written (the server died
 * between the provider's answer and the commit), and that reconciliation gave back: one row per
 * provider payment, so it is given back once and never recorded as paid afterwards.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table provider_returns (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      reference text not null unique,
      amount bigint not null check (amount >= 0),
      currency text not null,
      action text not null check (action in ('refunded', 'cancelled')),
      created_at timestamptz not null default now()
    )`
  yield* sql`create index provider_returns_by_facility on provider_returns (facility_id, created_at)`
})
