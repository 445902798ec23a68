import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Club accounts: a player's or a family's tab at a facility, with the person invoices go to.
 * Charging to it and paying it are ledger rows (payments); the account keeps its entries, and a
 * balance is their sum.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table accounts (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null,
      invoice_receiver_id bigint not null references users (id),
      created_at timestamptz not null default now()
    )`
  yield* sql`create index accounts_by_facility on accounts (facility_id, id)`
  yield* sql`
    create table account_members (
      facility_id bigint not null references facilities (id) on delete cascade,
      account_id bigint not null references accounts (id) on delete cascade,
      user_id bigint not null references users (id),
      primary key (facility_id, user_id)
    )`
  yield* sql`create index account_members_by_account on account_members (facility_id, account_id)`
  yield* sql`
    create table account_entries (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      account_id bigint not null references accounts (id) on delete cascade,
      kind text not null check (kind in ('debit', 'payment')),
      amount bigint not null check (amount > 0),
      payment_id bigint not null references payments (id),
      user_id bigint references users (id),
      description text,
      business_date date not null,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index account_entries_by_account on account_entries (facility_id, account_id, created_at)`
  yield* sql`alter table payments drop constraint payments_payable_type_check`
  yield* sql`alter table payments add constraint payments_payable_type_check
    check (payable_type in ('reservation', 'reservation_user', 'credits', 'account'))`
})
