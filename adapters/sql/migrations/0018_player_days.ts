import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A person's reservations by day: each player row carries its reservation's local date (taken
 * from the reservation when a writer leaves it out, and moved with it, by triggers), and an index by person and day lets "my
 * upcoming bookings" and a page of past ones read only the rows they show, however long the
 * person has played.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table reservation_users add column local_date date`
  yield* sql`update reservation_users ru set local_date = r.local_date from reservations r where r.id = ru.reservation_id`
  yield* sql`alter table reservation_users alter column local_date set not null`
  yield* sql`
    create function reservation_users_take_day() returns trigger language plpgsql as $$
    begin
      if new.local_date is null then
        select local_date into new.local_date from reservations where id = new.reservation_id;
      end if;
      return new;
    end $$`
  yield* sql`
    create trigger reservation_users_take_day before insert on reservation_users
    for each row execute function reservation_users_take_day()`
  yield* sql`
    create function reservations_move_players_day() returns trigger language plpgsql as $$
    begin
      update reservation_users set local_date = new.local_date
      where facility_id = new.facility_id and reservation_id = new.id;
      return null;
    end $$`
  yield* sql`
    create trigger reservations_move_players_day after update of local_date on reservations
    for each row when (old.local_date is distinct from new.local_date)
    execute function reservations_move_players_day()`
  yield* sql`create index reservation_users_by_user_day on reservation_users (user_id, local_date, reservation_id)`
  // A booker's bookings by day at every club, for the same pages.
  yield* sql`drop index reservations_by_creator`
  yield* sql`create index reservations_by_creator on reservations (created_by, local_date, id)`
})
