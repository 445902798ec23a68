import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Cancelling moves money by the club's policy: refunds go back the way they were paid, to club
 * credits, or are kept; a late cancellation keeps a fee. A refunded club-account charge is a
 * credit on the account. Who cancelled a booking, and when, is kept with it. A club's court
 * names are unique (any case): the grids and the CLI's files name courts by them. Names already
 * repeated get their id added; the check waits for the commit, so one change may swap two names.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    alter table facilities
      add column cancellation_refund text not null default 'original'
        check (cancellation_refund in ('original', 'credits', 'keep')),
      add column late_cancel_hours int not null default 0 check (late_cancel_hours between 0 and 720),
      add column late_cancel_fee_percent int not null default 0 check (late_cancel_fee_percent between 0 and 100)`
  yield* sql`alter table account_entries drop constraint account_entries_kind_check`
  yield* sql`alter table account_entries add constraint account_entries_kind_check
    check (kind in ('debit', 'payment', 'credit'))`
  yield* sql`
    alter table reservations
      add column cancelled_by bigint references users (id) on delete set null,
      add column cancelled_at timestamptz`
  yield* sql`
    update courts c set name = c.name || ' (' || c.id || ')'
    where exists (
      select 1 from courts o where o.facility_id = c.facility_id and lower(o.name) = lower(c.name) and o.id < c.id)`
  yield* sql`
    alter table courts
      add column name_key text generated always as (lower(name)) stored,
      add constraint courts_unique_name unique (facility_id, name_key) deferrable initially deferred`
})
