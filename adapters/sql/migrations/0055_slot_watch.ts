import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Slot watch. A watch is a person's wish for time on a day; freed time is a vacancy the offers'
 * job works through; an offer holds a slot of it for one watcher. The database holds an open
 * offer's slot like a booking: a booking that overlaps an unexpired open offer is refused (unless
 * its transaction books that very offer), an offer that overlaps a booking is refused, and two
 * open offers never overlap. Both checks take the court's lock `writeBooking` takes (7301), so a
 * booking and an offer of one court are never both let in. Triggers record freed time (a booking
 * cancelled, deleted, moved or shortened; a court reopened), only on a day someone watches.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table slot_watch_settings (
      facility_id bigint primary key references facilities (id) on delete cascade,
      watch_limit integer not null check (watch_limit between 1 and 20),
      offer_minutes integer not null check (offer_minutes between 5 and 1440),
      offer_order text not null check (offer_order in ('earliest', 'members_first')),
      updated_at timestamptz not null default now()
    )`
  yield* sql`create trigger slot_watch_settings_audit after insert or update or delete on slot_watch_settings
    for each row execute function audit_row('facility_id')`
  yield* sql`
    create table slot_watches (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      made_by bigint references users (id) on delete set null,
      local_date date not null,
      hour_from integer not null check (hour_from between 0 and 86400),
      hour_to integer not null check (hour_to between 0 and 86400 and hour_to > hour_from),
      duration integer not null check (duration > 0 and duration <= hour_to - hour_from),
      court_id bigint,
      sport text,
      surface text,
      indoor boolean,
      ends_at timestamptz not null,
      status text not null default 'active' check (status in ('active', 'booked', 'stopped')),
      created_at timestamptz not null default now(),
      unique (facility_id, id),
      foreign key (facility_id, court_id) references courts (facility_id, id) on delete cascade
    )`
  yield* sql`create index slot_watches_by_day on slot_watches (facility_id, local_date) where status = 'active'`
  yield* sql`create index slot_watches_by_person on slot_watches (facility_id, user_id, local_date)`
  yield* sql`
    create table slot_vacancies (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      court_id bigint not null,
      local_date date not null,
      hour_start integer not null,
      hour_end integer not null check (hour_end > hour_start),
      status text not null default 'open' check (status in ('open', 'exhausted', 'released', 'past')),
      -- Not offered before: a watcher it fits is busy with another offer until then.
      next_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      unique (facility_id, id),
      foreign key (facility_id, court_id) references courts (facility_id, id) on delete cascade
    )`
  yield* sql`create index slot_vacancies_open on slot_vacancies (id) where status = 'open'`
  yield* sql`
    create table slot_offers (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      vacancy_id bigint not null,
      watch_id bigint not null,
      user_id bigint not null references users (id) on delete cascade,
      court_id bigint not null,
      local_date date not null,
      hour_start integer not null,
      hour_end integer not null check (hour_end > hour_start),
      during tstzrange not null,
      status text not null default 'open'
        check (status in ('open', 'accepted', 'declined', 'lapsed', 'released')),
      expires_at timestamptz not null,
      reservation_id bigint references reservations (id) on delete set null,
      mailed_at timestamptz,
      mail_claimed_at timestamptz,
      mail_attempts integer not null default 0,
      created_at timestamptz not null default now(),
      ended_at timestamptz,
      foreign key (facility_id, vacancy_id) references slot_vacancies (facility_id, id) on delete cascade,
      foreign key (facility_id, watch_id) references slot_watches (facility_id, id) on delete cascade,
      foreign key (facility_id, court_id) references courts (facility_id, id) on delete cascade,
      -- One turn per person per vacancy: an offer is never made twice for one freed time.
      unique (vacancy_id, user_id),
      constraint one_hold_per_slot exclude using gist (court_id with =, during with &&) where (status = 'open')
    )`
  yield* sql`create unique index one_open_offer_per_watch on slot_offers (watch_id) where status = 'open'`
  yield* sql`create unique index one_open_offer_per_vacancy on slot_offers (vacancy_id) where status = 'open'`
  yield* sql`create index slot_offers_by_day on slot_offers (facility_id, local_date) where status = 'open'`
  yield* sql`create index slot_offers_expiring on slot_offers (expires_at) where status = 'open'`
  yield* sql`create index slot_offers_unmailed on slot_offers (id) where mailed_at is null`
  yield* sql`create index slot_offers_by_watch on slot_offers (facility_id, watch_id)`

  yield* sql`
    create function venue_slot_held() returns trigger language plpgsql as $$
    begin
      if new.status in ('booked', 'checked') and (tg_op = 'INSERT' or old.status not in ('booked', 'checked')
          or old.court_id <> new.court_id or not (old.during @> new.during)) then
        perform pg_advisory_xact_lock(7301, new.court_id::int);
        if exists (select 1 from slot_offers o
                   where o.court_id = new.court_id and o.status = 'open' and o.during && new.during
                     and o.expires_at > clock_timestamp()
                     and o.id is distinct from nullif(current_setting('venue.booking_offer', true), '')::bigint) then
          raise exception 'The slot is held for a player who watched it.'
            using errcode = '23P01', constraint = 'slot_held';
        end if;
      end if;
      return new;
    end $$`
  yield* sql`create trigger slot_held before insert or update of status, court_id, during on reservations
    for each row execute function venue_slot_held()`

  yield* sql`
    create function venue_slot_offer_free() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(7301, new.court_id::int);
      if exists (select 1 from reservations r
                 where r.court_id = new.court_id and r.status in ('booked', 'checked') and r.during && new.during) then
        raise exception 'The slot was booked first.' using errcode = '23P01', constraint = 'slot_taken';
      end if;
      return new;
    end $$`
  yield* sql`create trigger slot_offer_free before insert on slot_offers
    for each row execute function venue_slot_offer_free()`

  yield* sql`
    create function venue_slot_freed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.status in ('booked', 'checked') and new.court_id = old.court_id
          and new.during @> old.during then
        return null;
      end if;
      -- Nothing is freed when the club or the court itself is being deleted.
      if upper(old.during) > now() and exists (select 1 from courts c where c.id = old.court_id) and exists (
          select 1 from slot_watches w
          where w.facility_id = old.facility_id and w.local_date = old.local_date and w.status = 'active'
            and w.ends_at > now()) then
        insert into slot_vacancies (facility_id, court_id, local_date, hour_start, hour_end)
        values (old.facility_id, old.court_id, old.local_date, old.hour_start, old.hour_end);
      end if;
      return null;
    end $$`
  yield* sql`create trigger slot_freed after update of status, court_id, during or delete on reservations
    for each row when (old.status in ('booked', 'checked')) execute function venue_slot_freed()`

  yield* sql`
    create function venue_court_reopened() returns trigger language plpgsql as $$
    begin
      insert into slot_vacancies (facility_id, court_id, local_date, hour_start, hour_end)
      select w.facility_id, new.id, w.local_date, min(w.hour_from), max(w.hour_to)
      from slot_watches w
      where w.facility_id = new.facility_id and w.status = 'active' and w.ends_at > now()
        and (w.court_id = new.id or (w.court_id is null and coalesce(w.sport = new.sport, true)
             and coalesce(w.surface = new.surface, true) and coalesce(w.indoor = new.indoor, true)))
      group by w.facility_id, w.local_date;
      return null;
    end $$`
  yield* sql`create trigger court_reopened after update of active on courts
    for each row when (new.active and not old.active) execute function venue_court_reopened()`
})
