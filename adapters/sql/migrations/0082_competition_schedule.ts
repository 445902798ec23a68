import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A competition's matches on the club's courts: each placed match is a real booking (the database
 * refuses a clash as for any booking), and a match whose booking is cancelled is to be placed again.
 * An entry's players say when they cannot play (local days and hours), which the schedule keeps clear.
 * An entry fee is a ledger row of its own (`competition_entry`), which the entry names.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table competition_matches add column reservation_id bigint`
  yield* sql`alter table competition_matches add constraint competition_matches_reservation_fkey
    foreign key (facility_id, reservation_id) references reservations (facility_id, id) on delete set null (reservation_id)`
  yield* sql`create unique index competition_matches_by_reservation on competition_matches (facility_id, reservation_id)
    where reservation_id is not null`
  yield* sql`alter table competition_entries add column unavailable jsonb not null default '[]'
    check (jsonb_typeof(unavailable) = 'array')`
  yield* sql`alter table payments drop constraint payments_payable_type_check`
  yield* sql`alter table payments add constraint payments_payable_type_check
    check (payable_type in ('reservation', 'reservation_user', 'credits', 'account', 'user_package', 'user_clinic',
      'membership', 'order', 'competition_entry'))`
  yield* sql`alter table competition_entries add column payment_id bigint`
  yield* sql`alter table competition_entries add constraint competition_entries_payment_fkey
    foreign key (facility_id, payment_id) references payments (facility_id, id)`
})
