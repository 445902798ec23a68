/**
 * Many clubs, written set-based (one statement per table and batch of clubs, not a row at a
 * time): each club has 2–30 courts open 6:00–22:00, 100 members, a season of bookings (three a day
 * on every court, three weeks back and one ahead, a member in each), a plan with 30 current
 * memberships, and a month of shop sales (a product and two paid orders a day). The renewal job's
 * due work is set apart: `dueMemberships` memberships whose period ended yesterday, one per club
 * from the first.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ZONE } from "./benchClub"

const MEMBERS = 100
const BATCH = 100

/** Each step's time, on standard error: where a slow seeding goes. */
const timed = <A, E, R>(step: string, effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const at = performance.now()
    const result = yield* effect
    process.stderr.write(`seeded ${step} in ${((performance.now() - at) / 1000).toFixed(1)} s\n`)
    return result
  })

export const seedClubs = (clubs: number, dueMemberships: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (clubs === 0) return
    // One transaction with the rows' triggers off, as a bulk load: no audit rows, no calendar
    // notices, no slot-watch checks for a million bookings (the data is consistent by construction).
    yield* sql.withTransaction(seedInOne(sql, clubs, dueMemberships))
  })

const seedInOne = (sql: SqlClient.SqlClient, clubs: number, dueMemberships: number) =>
  Effect.gen(function* () {
    yield* sql`set local session_replication_role = replica`
    yield* timed(
      "insert into facilities (name, slug, time",
      sql`
      insert into facilities (name, slug, time_zone, currency, currency_decimals)
      select 'Club ' || i, 'many-' || i, ${ZONE}, 'USD', 2 from generate_series(1, ${clubs}) i`,
    )
    yield* timed("drop table if exists many_clubs", sql`drop table if exists many_clubs`)
    yield* timed(
      "create unlogged table many_clubs as",
      sql`
      create unlogged table many_clubs as
      select substring(slug from 6)::int as n, id from facilities where slug ~ '^many-\\d+$'`,
    )
    yield* timed(
      "insert into facility_schedules (facility",
      sql`
      insert into facility_schedules (facility_id, day, hour_start, hour_end)
      select id, d, 21600, 79200 from many_clubs, generate_series(0, 6) d`,
    )
    yield* timed(
      "insert into courts (facility_id, name, s",
      sql`
      insert into courts (facility_id, name, sport, sort_order)
      select m.id, 'Court ' || c, 'tennis', c from many_clubs m, generate_series(1, 2 + (m.n * 7) % 29) c`,
    )
    yield* timed(
      "with made as (",
      sql`
      with made as (
        insert into users (email, first_name, last_name)
        select 'm' || u || '@many-' || m.n || '.example.com', 'Member', 'Number ' || u
        from many_clubs m, generate_series(1, ${MEMBERS}) u
        returning id, email
      )
      insert into facility_users (facility_id, user_id, role)
      select m.id, made.id, 'player' from made join many_clubs m on m.n = substring(made.email from '@many-(\\d+)\\.')::int`,
    )
    yield* timed("alter table many_clubs add column first_", sql`alter table many_clubs add column first_member bigint`)
    yield* timed(
      "update many_clubs m set first_member = f",
      sql`
      update many_clubs m set first_member = f.first
      from (select facility_id, min(user_id) as first from facility_users group by facility_id) f
      where f.facility_id = m.id`,
    )
    for (let from = 1; from <= clubs; from += BATCH) {
      const to = Math.min(clubs, from + BATCH - 1)
      yield* timed(
        "insert into reservations (facility_id, c",
        sql`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind, status, created_by)
        select c.facility_id, c.id,
          tstzrange((d::date + make_interval(hours => h)) at time zone ${ZONE},
                    (d::date + make_interval(hours => h + 1)) at time zone ${ZONE}, '[)'),
          d::date, h * 3600, (h + 1) * 3600, 'reservation', 'booked',
          m.first_member + (c.sort_order * 7 + h + (d::date - current_date + 30)) % ${MEMBERS}
        from many_clubs m join courts c on c.facility_id = m.id,
          generate_series(current_date - 21, current_date + 7, interval '1 day') d, unnest(array[8, 12, 18]) h
        where m.n between ${from} and ${to}`,
      )
    }
    yield* timed(
      "insert into reservation_users (facility_",
      sql`
      insert into reservation_users (facility_id, reservation_id, user_id, name, local_date)
      select r.facility_id, r.id, r.created_by, 'Member', r.local_date
      from reservations r join many_clubs m on m.id = r.facility_id`,
    )
    yield* timed(
      "insert into membership_plans (facility_i",
      sql`
      insert into membership_plans (facility_id, name) select id, 'Season' from many_clubs`,
    )
    yield* timed(
      "insert into membership_plan_prices (faci",
      sql`
      insert into membership_plan_prices (facility_id, plan_id, interval_unit, amount)
      select facility_id, id, 'month', 4000 from membership_plans where facility_id in (select id from many_clubs)`,
    )
    yield* timed(
      "insert into memberships (facility_id, pl",
      sql`
      insert into memberships (facility_id, plan_id, plan_price_id, owner_id, code, status, acquired_at, ends_at, membership_origin)
      select m.id, pp.plan_id, pp.id, m.first_member + k, 'M' || k, 'active', now() - interval '10 days',
        case when k = 0 and m.n <= ${dueMemberships} then now() - interval '1 day' else now() + interval '20 days' end, 'admin'
      from many_clubs m join membership_plan_prices pp on pp.facility_id = m.id, generate_series(0, 29) k`,
    )
    yield* timed(
      "insert into products (facility_id, name,",
      sql`
      insert into products (facility_id, name, sku, price) select id, 'Balls', 'BALLS', 800 from many_clubs`,
    )
    yield* timed(
      "with sold as (",
      sql`
      with sold as (
        insert into orders (facility_id, user_id, channel, subtotal, discount, tax, total, business_date, created_at)
        select m.id, m.first_member + (s % ${MEMBERS}), 'desk', 800, 0, 0, 800, d::date, d + interval '12 hours'
        from many_clubs m, generate_series(current_date - 30, current_date - 1, interval '1 day') d, generate_series(1, 2) s
        returning id, facility_id, user_id, business_date
      ), lines as (
        insert into order_lines (facility_id, order_id, product_id, name, sku, quantity, unit_price, discount, tax_rate, tax, total)
        select sold.facility_id, sold.id, p.id, 'Balls', 'BALLS', 1, 800, 0, 0, 0, 800
        from sold join products p on p.facility_id = sold.facility_id
      )
      insert into payments (facility_id, payable_type, payable_id, payer_id, method, amount, status, business_date)
      select facility_id, 'order', id, user_id, 'cash', 800, 'paid', business_date from sold`,
    )
    yield* timed("drop table many_clubs", sql`drop table many_clubs`)
  })

/** The bench club's own renewal work, for a run with one club: `n` memberships whose period ended yesterday. */
export const seedDueMemberships = (facilityId: number, owners: ReadonlyArray<number>, n: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [plan] = yield* sql<{ id: number }>`
      insert into membership_plans (facility_id, name) values (${facilityId}, 'Season') returning id`
    const [price] = yield* sql<{ id: number }>`
      insert into membership_plan_prices (facility_id, plan_id, interval_unit, amount)
      values (${facilityId}, ${plan!.id}, 'month', 4000) returning id`
    yield* sql`
      insert into memberships (facility_id, plan_id, plan_price_id, owner_id, code, status, acquired_at, ends_at, membership_origin)
      select ${facilityId}, ${plan!.id}, ${price!.id}, (${owners}::bigint[])[k], 'D' || k, 'active',
        now() - interval '40 days', now() - interval '1 day', 'admin'
      from generate_series(1, ${n}) k`
  })
