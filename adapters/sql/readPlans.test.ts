import { SqlClient, Statement } from "@effect/sql"
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { seedClubs } from "../../fixtures/manyClubs"
import { startEngine } from "../../fixtures/testing/engine"
import { ClubAccounts } from "../../engine/clubAccounts/service"
import { Ledger } from "../../engine/payments/ledger"
import { Clinics } from "../../engine/clinics/service"
import { Announcements } from "../../engine/announcements/service"
import { Comments } from "../../engine/notes/service"
import { Alerts } from "../../engine/alerts/service"
import { AuditLog } from "../../engine/auditLog/service"
import { Push } from "../../engine/push/service"
import { Competitions } from "../../engine/competitions/service"
import { Notices } from "../../engine/notifications/service"
import { Webhooks } from "../../engine/webhooks/service"
import { DoorAccess } from "../../engine/doors/service"
import { Facilities } from "../../engine/facilities/service"
import { Leaderboards } from "../../engine/leaderboards/service"
import { Groups } from "../../engine/notes/groups"
import { Tags } from "../../engine/notes/tags"
import { Enrolments } from "../../engine/clinics/enrolments"
import { Memberships } from "../../engine/memberships/service"
import { Orders } from "../../engine/shop/orders"
import { Packages } from "../../engine/packages/service"
import { Shop } from "../../engine/shop/service"
import { Teachers } from "../../engine/teachers/service"
import { SlotWatches } from "../../engine/slotWatch/service"
import { PeakDraws } from "../../engine/peakDraws/service"
import { PartnerApps } from "../../engine/partnerApps/service"
import { OpenGames } from "../../engine/openGames/service"
import { OpenPlay } from "../../engine/openPlay/service"
import { Insights } from "../../engine/insights/service"
import type { CurrentCaller } from "../../engine/access"
import { agendaOf } from "./agenda"
import { bookingFacts } from "./bookings"
import { insertClinic } from "./clinics"
import { calendarDay, dayBoardJson, findReservations } from "./reservations"
import { DoorsRepo } from "../../engine/doors/port"
import { MembershipsRepo } from "../../engine/memberships/port"

/**
 * Reads that must not grow with a club's history: each statement the read paths run is planned
 * with sequential scans priced out, and the plan must reach every history table through an index
 * whose leading column the query pins (and, for the day-keyed indexes, the day too). A query that
 * names a booking without its facility plans a whole-index walk here and fails, though on a small
 * table it would run just as fast as the right one.
 */

const HISTORY_TABLES = [
  "reservations",
  "reservation_users",
  "reservation_fees",
  "payments",
  "account_entries",
  "coupon_redemptions",
  "credit_lots",
  "credit_spends",
  "checkin_logs",
  "clinic_lessons",
  "user_clinics",
  "lesson_attendances",
  "memberships",
  "membership_members",
  "membership_charges",
  "orders",
  "order_lines",
  "order_returns",
  "stock_entries",
  "comments",
  "taggings",
  "group_members",
  "announcements",
  "announcement_deliveries",
  "match_results",
  "audit_log",
  "door_openings",
  "webhook_deliveries",
  "slot_watches",
  "slot_offers",
  "peak_draws",
  "peak_draw_entries",
  "open_play_sessions",
  "open_play_players",
  "open_play_games",
  "game_openings",
  "game_join_requests",
  "app_grants",
  "occupancy_days",
  "occupancy_marks",
  "push_subscriptions",
  "push_messages",
  "competitions",
  "competition_divisions",
  "competition_entries",
  "competition_players",
  "competition_matches",
]
/** Partial indexes over rows still open (offers holding a slot now): they hold the present's few, never history. */
const OPEN_ONLY = ["slot_offers_expiring", "push_messages_due"]
/** Indexes over a club's whole history by day: the day must bound them, not only the club. */
const DAY_COLUMN: Record<string, string> = {
  reservations_by_day: "local_date",
  payments_by_day: "business_date",
  orders_by_day: "business_date",
  match_results_by_day: "local_date",
  competitions_by_end: "ends_on",
  audit_log_by_day: "at",
  door_openings_by_time: "at",
  slot_watches_by_day: "local_date",
  slot_offers_by_day: "local_date",
  open_play_sessions_by_day: "play_date",
  open_play_games_by_day: "local_date",
  occupancy_days_pkey: "local_date",
  occupancy_marks_by_day: "local_date",
  slot_watches_by_date: "local_date",
}

let engine: Awaited<ReturnType<typeof startEngine>>
let club: Awaited<ReturnType<typeof seed>>
beforeAll(async () => {
  engine = await startEngine()
  // A platform's thousand clubs beside the measured one, each with its courts, members, bookings,
  // memberships and sales: a read bounded by its club stays so among them.
  await engine.sql(() => seedClubs(1000, 0, { members: 30, hours: [9], daysBack: 3, daysAhead: 1, salesDays: 20 }))
  club = await seed()
})
afterAll(() => engine?.close())

const DAY = "2030-01-07"

/** A club with a court, a player with a paid booking and one still to pay, and an account that owes. */
const seed = async () => {
  const facility = await engine.facility()
  const staff = await engine.person([facility.id, "manager"])
  const player = await engine.person([facility.id, "player"])
  await engine.sql((sql) =>
    Effect.gen(function* () {
      const [court] = yield* sql<{ id: number }>`
        insert into courts (facility_id, name, sport) values (${facility.id}, 'Court 1', 'tennis') returning id`
      for (const hour of [8, 9]) {
        const [r] = yield* sql<{ id: number }>`
          insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by)
          values (${facility.id}, ${court!.id},
            tstzrange(${`${DAY}T${hour + 5}:00:00Z`}, ${`${DAY}T${hour + 6}:00:00Z`}, '[)'), ${DAY},
            ${hour * 3600}, ${(hour + 1) * 3600}, ${player.id})
          returning id`
        const [ru] = yield* sql<{ id: number }>`
          insert into reservation_users (facility_id, reservation_id, user_id, name)
          values (${facility.id}, ${r!.id}, ${player.id}, 'Player') returning id`
        yield* sql`
          insert into reservation_fees (facility_id, reservation_id, reservation_user_id, user_index, amount, description)
          values (${facility.id}, ${r!.id}, ${ru!.id}, 0, 3000, 'Court fee')`
        if (hour === 8)
          yield* sql`
            insert into payments (facility_id, payable_type, payable_id, reservation_id, payer_id, method, amount, status,
              business_date)
            values (${facility.id}, 'reservation_user', ${ru!.id}, ${r!.id}, ${player.id}, 'cash', 3000, 'paid', ${DAY})`
      }
      const [account] = yield* sql<{ id: number }>`
        insert into accounts (facility_id, name, invoice_receiver_id) values (${facility.id}, 'Family', ${player.id})
        returning id`
      const [charge] = yield* sql<{ id: number }>`
        insert into payments (facility_id, payable_type, payer_id, method, amount, status, business_date)
        values (${facility.id}, 'account', ${player.id}, 'accounts_receivable', 2000, 'paid', ${DAY}) returning id`
      yield* sql`
        insert into account_entries (facility_id, account_id, kind, amount, payment_id, business_date)
        values (${facility.id}, ${account!.id}, 'debit', 2000, ${charge!.id}, ${DAY})`
      // Years of other people's play, so the planner prices the tables as a club with history.
      yield* sql`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by, status)
        select ${facility.id}, ${court!.id},
          tstzrange(d + interval '1 hour' * h, d + interval '1 hour' * (h + 1), '[)'), d::date, h * 3600, (h + 1) * 3600,
          ${staff.id}, 'booked'
        from generate_series(current_date - 1096, current_date - 2, interval '1 day') d, generate_series(6, 21) h`
      yield* sql`
        insert into reservation_users (facility_id, reservation_id, user_id, name)
        select facility_id, id, ${staff.id}, 'Staff' from reservations where facility_id = ${facility.id} and created_by = ${staff.id}`
      yield* sql`
        insert into reservation_fees (facility_id, reservation_id, user_index, amount, description)
        select facility_id, id, 0, 1000, 'Court fee' from reservations where facility_id = ${facility.id} and created_by = ${staff.id}`
      yield* sql`
        insert into payments (facility_id, payable_type, payable_id, reservation_id, payer_id, method, amount, status,
          business_date)
        select facility_id, 'reservation', id, id, ${staff.id}, 'cash', 1000, 'paid', local_date
        from reservations where facility_id = ${facility.id} and created_by = ${staff.id}`
      for (const table of HISTORY_TABLES) yield* sql`analyze ${sql(table)}`
    }),
  )
  return { facility, staff, player }
}

interface PlanNode {
  readonly "Node Type": string
  readonly "Actual Rows"?: number
  readonly "Actual Loops"?: number
  readonly "Relation Name"?: string
  readonly "Index Name"?: string
  readonly "Index Cond"?: string
  readonly Plans?: ReadonlyArray<PlanNode>
}

const nodesOf = (node: PlanNode): ReadonlyArray<PlanNode> => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

/** The queries `read` ran as `caller`, with their parameters. */
const statementsOf = async <A, E, R>(caller: Parameters<typeof engine.as>[0], read: Effect.Effect<A, E, R>) => {
  const ran: Array<readonly [string, ReadonlyArray<unknown>]> = []
  const outcome = await engine.as(
    caller,
    read.pipe(
      Statement.withTransformer((statement) => {
        ran.push(statement.compile())
        return Effect.succeed(statement)
      }),
    ) as never,
  )
  expect(outcome._tag).toBe("Right")
  return ran.filter(([text]) => /^\s*(select|with)\b/i.test(text))
}

/**
 * Runs `read` as `caller`, then plans every query it ran (with its own parameters) and returns
 * what in those plans walks a history table without its leading key: empty when the read is bounded.
 */
const unboundedScans = async <A, E, R>(caller: Parameters<typeof engine.as>[0], read: Effect.Effect<A, E, R>) => {
  const queries = await statementsOf(caller, read)
  expect(queries.length).toBeGreaterThan(0)
  return engine.sql((sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        const leading = new Map(
          (yield* sql<{ name: string; tablename: string; lead: string }>`
            select indexname as name, tablename, pg_get_indexdef(format('%I', indexname)::regclass, 1, true) as lead
            from pg_indexes where schemaname = current_schema()`).map((i) => [i.name, i]),
        )
        yield* sql`set local enable_seqscan = off`
        const found: Array<string> = []
        for (const [text, params] of queries) {
          const [row] = yield* sql.unsafe<{ "QUERY PLAN": ReadonlyArray<{ Plan: PlanNode }> | string }>(
            `explain (format json) ${text}`,
            params,
          )
          const plan = row!["QUERY PLAN"]
          const root = (typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan as PlanNode
          for (const node of nodesOf(root)) {
            const table = node["Relation Name"]
            if (node["Node Type"] === "Seq Scan" && table !== undefined && HISTORY_TABLES.includes(table))
              found.push(`a sequential scan of ${table} in: ${text}`)
            const index = node["Index Name"] === undefined ? undefined : leading.get(node["Index Name"])
            if (index === undefined || !HISTORY_TABLES.includes(index.tablename) || OPEN_ONLY.includes(index.name))
              continue
            const pinned = (column: string) =>
              new RegExp(`\\b${column} = `).test(node["Index Cond"] ?? "") ||
              new RegExp(`\\b${column} = ANY`).test(node["Index Cond"] ?? "")
            if (!pinned(index.lead)) found.push(`${index.name} walked without its ${index.lead} in: ${text}`)
            const day = DAY_COLUMN[index.name]
            if (day !== undefined && !new RegExp(`\\b${day} (=|>=|<=|>|<) `).test(node["Index Cond"] ?? ""))
              found.push(`${index.name} walked without bounding ${day} in: ${text}`)
          }
        }
        return found
      }),
    ),
  )
}

/** The most rows any one statement of `read` took from the history tables, as it ran. */
const historyRowsRead = async <A, E, R>(caller: Parameters<typeof engine.as>[0], read: Effect.Effect<A, E, R>) => {
  let most = 0
  for (const [text, params] of await statementsOf(caller, read)) {
    // Priced as a club whose tables outgrow memory: a small test table would be read whole.
    const [row] = await engine.sql((sql) =>
      sql.withTransaction(
        Effect.zipRight(
          sql`set local enable_seqscan = off`,
          sql.unsafe<{ "QUERY PLAN": ReadonlyArray<{ Plan: PlanNode }> | string }>(
            `explain (analyze, format json) ${text}`,
            params,
          ),
        ),
      ),
    )
    const plan = row!["QUERY PLAN"]
    const root = (typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan as PlanNode
    const read = nodesOf(root)
      .filter((n) => HISTORY_TABLES.includes(n["Relation Name"] ?? ""))
      .reduce((sum, n) => sum + (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1), 0)
    most = Math.max(most, read)
  }
  return most
}

describe("read paths stay bounded as a club's history grows", () => {
  it("the public calendar feed reads one day of one club", async () => {
    expect(await unboundedScans(club.staff.caller, calendarDay(club.facility.id, DAY))).toEqual([])
  })

  it("the desk's day board reads one day of one club", async () => {
    expect(await unboundedScans(club.staff.caller, dayBoardJson(club.facility.id, DAY))).toEqual([])
  })

  it("a person's reservations are found from the person, upcoming and past", async () => {
    for (const when of ["upcoming", "past"] as const) {
      const agenda = Effect.flatMap(agendaOf([club.player.id], when, { number: 1, size: 20 }), (rows) =>
        findReservations(rows.map((r) => r.id)),
      )
      expect(await unboundedScans(club.player.caller, agenda)).toEqual([])
    }
  })

  it("a page of a long-time player's reservations reads about a page of their rows, not their years", async () => {
    // The staff member booked and played in every game of the three years before yesterday: 17,520 of them.
    for (const when of ["upcoming", "past"] as const) {
      const page = agendaOf([club.staff.id], when, { number: 1, size: 20 })
      expect(await historyRowsRead(club.staff.caller, page)).toBeLessThan(200)
    }
  })

  it("a page by cursor of a long-time player's past reads about a page of their rows, and is the numbered page", async () => {
    const ids = async (page: ReturnType<typeof agendaOf>) =>
      Either.getOrThrow(
        await engine.as(
          club.staff.caller,
          Effect.map(page, (rows) => rows.slice(0, 20).map((r) => r.id)),
        ),
      )
    for (const when of ["upcoming", "past"] as const) {
      const [first, second] = [
        await ids(agendaOf([club.staff.id], when, { number: 1, size: 20 })),
        await ids(agendaOf([club.staff.id], when, { number: 2, size: 20 })),
      ]
      if (first.length < 20) continue
      const next = agendaOf([club.staff.id], when, { after: first.at(-1)!, size: 20 })
      expect(await ids(next)).toEqual(second)
      // The anchor's day and the days beside it (a club's zone may put an instant on another date), and a page before them.
      expect(await historyRowsRead(club.staff.caller, next)).toBeLessThan(300)
      expect(await unboundedScans(club.staff.caller, next)).toEqual([])
    }
  })

  it("a person's payments by cursor read the person's rows from the cursor's", async () => {
    const ledger = Effect.serviceFunctions(Ledger)
    const first = Either.getOrThrow(
      await engine.as(club.staff.caller, ledger.paymentsAfter(club.player.id, undefined, { limit: 1 })),
    )
    const next = ledger.paymentsAfter(club.player.id, undefined, { limit: 1, startingAfter: first.data[0]!.id })
    expect(await unboundedScans(club.staff.caller, next)).toEqual([])
  })

  it("what a person still has to pay is found from the person, paid bookings left aside", async () => {
    const pending = Effect.flatMap(Ledger, (p) => p.pendingOf(club.player.id))
    expect(await unboundedScans(club.player.caller, pending)).toEqual([])
    const found = await engine.as(club.player.caller, pending as never)
    expect(found._tag === "Right" && (found.right as ReadonlyArray<unknown>).length).toBe(1)
  })

  it("the daily close reads the day's ledger and the accounts that owe", async () => {
    const close = Effect.flatMap(Ledger, (p) => p.closeReport(club.facility.id, DAY))
    expect(await unboundedScans(club.staff.caller, close)).toEqual([])
    const owing = Effect.flatMap(ClubAccounts, (a) => a.owing(club.facility.id, DAY))
    expect(await unboundedScans(club.staff.caller, owing)).toEqual([])
  })

  it("a teacher's day reads one day of one club; a person's packages are found from the person", async () => {
    const day = Effect.flatMap(Teachers, (t) => t.day(club.facility.id, DAY))
    expect(await unboundedScans(club.staff.caller, day)).toEqual([])
    const held = Effect.flatMap(Packages, (p) => p.held(club.player.id, club.facility.id, false))
    expect(await unboundedScans(club.staff.caller, held)).toEqual([])
  })

  it("a lesson's booking reads what else its teacher has on that day only", async () => {
    const facts = bookingFacts({
      facility_id: club.facility.id,
      court_ids: [],
      booked_for: null,
      people: [club.player.id],
      teacher_id: club.staff.id,
      during: { date: DAY, hour_start: 8 * 3600, hour_end: 9 * 3600 },
    })
    expect(await unboundedScans(club.staff.caller, facts)).toEqual([])
  })

  it("a club's clinics, a clinic's page and a person's clinics read that club's, clinic's and person's rows", async () => {
    const clinicId = await engine.sql(() =>
      insertClinic(club.facility.id, {
        slug: "plans",
        name: "Plans",
        public_name: null,
        description: "",
        category_id: null,
        sport: null,
        age_start: null,
        age_end: null,
        rating_provider: null,
        rating_min: null,
        rating_max: null,
        capacity: 4,
        coach_ids: [],
        court_ids: [],
        waiver_ids: [],
        active: true,
      }),
    )
    const show = Effect.flatMap(Clinics, (c) => c.show(clinicId, club.facility.id, "auto"))
    expect(await unboundedScans(club.player.caller, show)).toEqual([])
    const list = Effect.flatMap(Clinics, (c) => c.list(club.facility.id))
    expect(await unboundedScans(club.player.caller, list)).toEqual([])
    const mine = Effect.flatMap(Enrolments, (e) => e.mine(club.facility.id))
    expect(await unboundedScans(club.player.caller, mine)).toEqual([])
  })

  it("a club's memberships, a player's own, the plans and a member's discounts read that club's and that person's rows", async () => {
    const all = Effect.flatMap(Memberships, (m) => m.list(club.facility.id))
    expect(await unboundedScans(club.staff.caller, all)).toEqual([])
    const mine = Effect.flatMap(Memberships, (m) => m.list(club.facility.id))
    expect(await unboundedScans(club.player.caller, mine)).toEqual([])
    const plans = Effect.flatMap(Memberships, (m) => m.plans(club.facility.id))
    expect(await unboundedScans(club.player.caller, plans)).toEqual([])
    const discounts = Effect.flatMap(MembershipsRepo, (r) => r.discounts(club.facility.id, [club.player.id]))
    expect(await unboundedScans(club.player.caller, discounts)).toEqual([])
  })

  it("the shop's products, a product's history, orders by day or by buyer and the reports read that club's rows", async () => {
    const { product, order } = await engine.sql((sql) =>
      Effect.gen(function* () {
        const fid = club.facility.id
        const [product] = yield* sql<{ id: number }>`
          insert into products (facility_id, name, price, stock_enabled) values (${fid}, 'Balls', 600, true) returning id`
        // Three years of a daily sale, each an order, a line and a stock entry.
        yield* sql`
          insert into orders (facility_id, user_id, channel, subtotal, discount, tax, total, business_date, created_at)
          select ${fid}, ${club.staff.id}, 'desk', 600, 0, 0, 600, d::date, d
          from generate_series(current_date - 1096, current_date - 2, interval '1 day') d`
        yield* sql`
          insert into order_lines (facility_id, order_id, product_id, name, quantity, unit_price, discount, tax_rate, tax, total)
          select facility_id, id, ${product!.id}, 'Balls', 1, 600, 0, 0, 0, 600 from orders where facility_id = ${fid}`
        yield* sql`
          insert into stock_entries (facility_id, product_id, action, amount, order_id, order_line_id)
          select facility_id, product_id, 'sale', -1, order_id, id from order_lines where facility_id = ${fid}`
        const [order] = yield* sql<{ id: number }>`
          insert into orders (facility_id, user_id, channel, subtotal, discount, tax, total, business_date)
          values (${fid}, ${club.player.id}, 'online', 0, 0, 0, 0, ${DAY}) returning id`
        for (const table of ["orders", "order_lines", "stock_entries", "products"]) yield* sql`analyze ${sql(table)}`
        return { product: product!.id, order: order!.id }
      }),
    )
    const fid = club.facility.id
    const reads = [
      [club.player.caller, Effect.flatMap(Shop, (s) => s.products(fid))],
      [club.staff.caller, Effect.flatMap(Shop, (s) => s.products(fid, { q: "ball" }))],
      [club.staff.caller, Effect.flatMap(Shop, (s) => s.history(fid, product, { limit: 50, offset: 0 }))],
      [club.staff.caller, Effect.flatMap(Shop, (s) => s.salesReport(fid, {}))],
      [club.staff.caller, Effect.flatMap(Shop, (s) => s.stockReport(fid))],
      [club.staff.caller, Effect.flatMap(Orders, (o) => o.list(fid, {}))],
      [club.player.caller, Effect.flatMap(Orders, (o) => o.list(fid, {}))],
      [club.player.caller, Effect.flatMap(Orders, (o) => o.ofClub(fid, order))],
    ] as const
    for (const [caller, read] of reads) expect(await unboundedScans(caller, read as Effect.Effect<unknown>)).toEqual([])
  })

  it("a person's notes and tags, the board, the club's latest notes and its groups read that person's, that club's rows", async () => {
    const fid = club.facility.id
    let groupId = 0
    await engine.sql((sql) =>
      Effect.gen(function* () {
        // Three years of a daily note on a player and on the board, and the player tagged.
        yield* sql`
          insert into comments (facility_id, model, user_id, comment, author_id, created_at)
          select ${fid}, 'User', ${club.player.id}, 'Note', ${club.staff.id}, d
          from generate_series(now() - interval '1096 days', now(), interval '1 day') d`
        yield* sql`
          insert into comments (facility_id, model, comment, author_id, created_at)
          select ${fid}, 'Facility', 'To do', ${club.staff.id}, d
          from generate_series(now() - interval '1096 days', now(), interval '1 day') d`
        const [tag] = yield* sql<{
          id: number
        }>`insert into tags (facility_id, name) values (${fid}, 'VIP') returning id`
        yield* sql`insert into taggings (facility_id, tag_id, model, user_id) values (${fid}, ${tag!.id}, 'User', ${club.player.id})`
        const [group] = yield* sql<{ id: number }>`
          insert into groups (facility_id, title, groupable_type) values (${fid}, 'League', 'Facility') returning id`
        yield* sql`insert into group_members (facility_id, group_id, user_id) values (${fid}, ${group!.id}, ${club.player.id})`
        groupId = group!.id
        for (const table of ["comments", "tags", "taggings", "groups", "group_members"])
          yield* sql`analyze ${sql(table)}`
      }),
    )
    const reads = [
      Effect.flatMap(Comments, (c) => c.on(fid, "User", club.player.id)),
      Effect.flatMap(Comments, (c) => c.on(fid, "Facility", fid)),
      Effect.flatMap(Comments, (c) => c.playersNotes(fid)),
      Effect.flatMap(Comments, (c) => c.list(fid, undefined)),
      Effect.flatMap(Tags, (t) => t.list(fid)),
      Effect.flatMap(Tags, (t) => t.list(fid, { model: "User", model_id: club.player.id })),
      Effect.flatMap(Groups, (g) => g.list(fid)),
      Effect.flatMap(Groups, (g) => g.show(groupId)),
    ]
    for (const read of reads)
      expect(await unboundedScans(club.staff.caller, read as Effect.Effect<unknown>)).toEqual([])
    // The club's latest notes are a page read from the index, not three years sorted.
    for (const latest of [
      Effect.flatMap(Comments, (c) => c.playersNotes(fid)),
      Effect.flatMap(Comments, (c) => c.list(fid, undefined)),
    ])
      expect(await historyRowsRead(club.staff.caller, latest)).toBeLessThanOrEqual(60)
  })

  it("a page of announcements, one announcement, its mail and the metrics read that club's rows of the period", async () => {
    const fid = club.facility.id
    let latest = 0
    await engine.sql((sql) =>
      Effect.gen(function* () {
        // Three years of a weekly announcement to everyone, each delivered to forty people.
        const people = yield* sql<{ id: number }>`
          insert into users (email, first_name, last_name)
          select 'reader-' || n || '-' || ${fid} || '@example.com', 'Reader', n::text from generate_series(1, 40) n
          returning id`
        const made = yield* sql<{ id: number }>`
          insert into announcements (facility_id, title, content, audience, status, published_at, created_at)
          select ${fid}, 'Week ' || n, '<p>News</p>', 'everyone', 'published', d, d
          from generate_series(now() - interval '1096 days', now(), interval '7 days') with ordinality as g(d, n)
          returning id`
        yield* sql`
          insert into announcement_deliveries (announcement_id, user_id, email, status, sent_at)
          select a, p, 'x@example.com', 'sent', now() from unnest(${made.map((m) => m.id)}::bigint[]) a,
            unnest(${people.map((p) => p.id)}::bigint[]) p`
        latest = Math.max(...made.map((m) => m.id))
        for (const table of ["announcements", "announcement_deliveries"]) yield* sql`analyze ${sql(table)}`
      }),
    )
    const reads = [
      Effect.flatMap(Announcements, (a) => a.list(fid, {})),
      Effect.flatMap(Announcements, (a) => a.show(fid, latest)),
      Effect.flatMap(Announcements, (a) => a.metrics(fid, {})),
    ]
    for (const read of reads) {
      expect(await unboundedScans(club.staff.caller, read as Effect.Effect<unknown>)).toEqual([])
      // A page of twenty and its mail, or the last ninety days: not three years of deliveries.
      expect(await historyRowsRead(club.staff.caller, read as Effect.Effect<unknown>)).toBeLessThanOrEqual(1000)
    }
    const playersPage = Effect.flatMap(Announcements, (a) => a.list(fid, {}))
    expect(await unboundedScans(club.player.caller, playersPage)).toEqual([])
    expect(await historyRowsRead(club.player.caller, playersPage)).toBeLessThanOrEqual(60)
  })

  it("a leaderboard's standings read the results of its own period, not the club's years", async () => {
    const fid = club.facility.id
    let boardId = 0
    await engine.sql((sql) =>
      Effect.gen(function* () {
        // Every one of three years of the staff's daily bookings is an official match with a result.
        yield* sql`update reservations set official_match = true where facility_id = ${fid} and created_by = ${club.staff.id}`
        yield* sql`update reservation_users set team = 1 where facility_id = ${fid} and user_id = ${club.staff.id}`
        yield* sql`
          insert into match_results (facility_id, reservation_id, local_date, winner_team)
          select facility_id, id, local_date, 1 from reservations where facility_id = ${fid} and created_by = ${club.staff.id}`
        const [board] = yield* sql<{ id: number }>`
          insert into leaderboards (facility_id, name, starts_on) values (${fid}, 'Ladder', current_date - 7) returning id`
        boardId = board!.id
        for (const table of ["reservations", "reservation_users", "match_results", "leaderboards"])
          yield* sql`analyze ${sql(table)}`
      }),
    )
    const standings = Effect.flatMap(Leaderboards, (l) => l.show(fid, boardId))
    expect(await unboundedScans(club.player.caller, standings)).toEqual([])
    // A week of sixteen matches a day and their players, not three years of them.
    expect(await historyRowsRead(club.player.caller, standings)).toBeLessThanOrEqual(8 * 16 * 4)
  })

  it("a month's insights read that month's rows and rolled-up days of the club, not its years", async () => {
    const month = { from: "2029-12-08", to: DAY }
    const reports: ReadonlyArray<Effect.Effect<unknown, unknown, Insights | CurrentCaller>> = [
      Effect.flatMap(Insights, (i) => i.occupancy(club.facility.id, month, "year")),
      Effect.flatMap(Insights, (i) => i.revenue(club.facility.id, month, "week")),
      Effect.flatMap(Insights, (i) => i.people(club.facility.id, month, "month")),
      Effect.flatMap(Insights, (i) => i.behaviour(club.facility.id, month)),
    ]
    for (const report of reports) expect(await unboundedScans(club.staff.caller, report)).toEqual([])
  })

  it("a day of the audit log reads that day's rows, not the club's years", async () => {
    const fid = club.facility.id
    await engine.sql((sql) =>
      Effect.gen(function* () {
        // Three years of a hundred staff writes a day, from 9:00 on each of the club's own days
        // (its today included, whatever the hour in UTC).
        yield* sql`
          insert into audit_log (facility_id, at, actor_id, subject, subject_id, action, after)
          select ${fid}, (d + interval '9 hours' + interval '1 minute' * n) at time zone f.time_zone,
            ${club.staff.id}, 'reservations', n, 'changed', '{"note": "x"}'
          from facilities f,
            generate_series((now() at time zone f.time_zone)::date - 1096, (now() at time zone f.time_zone)::date,
              interval '1 day') d,
            generate_series(1, 100) n
          where f.id = ${fid}`
        yield* sql`analyze audit_log`
      }),
    )
    const day = Effect.flatMap(AuditLog, (log) => log.day(fid, { page: 2 }))
    expect(await unboundedScans(club.staff.caller, day)).toEqual([])
    expect(await historyRowsRead(club.staff.caller, day)).toBeLessThanOrEqual(200)
    // By cursor, from the middle of the day: the anchor and a page, never the rows before it.
    const first = await engine.as(
      club.staff.caller,
      Effect.flatMap(AuditLog, (log) => log.list(fid, {}, { limit: 50 })),
    )
    const after = Either.getOrThrow(first).data.at(-1)!.id
    const next = Effect.flatMap(AuditLog, (log) => log.list(fid, {}, { limit: 50, startingAfter: after }))
    expect(await unboundedScans(club.staff.caller, next)).toEqual([])
    expect(await historyRowsRead(club.staff.caller, next)).toBeLessThanOrEqual(60)
  })

  it("the alerts read the last month of payments and the unpaid charges, not the club's years", async () => {
    const alerts = Effect.flatMap(Alerts, (a) => a.now(club.facility.id))
    expect(await unboundedScans(club.staff.caller, alerts)).toEqual([])
    // A month of sixteen paid bookings a day, and each stocked product's entries (on hand is their
    // sum, read index-only: three years of the shop test's daily sales here).
    expect(await historyRowsRead(club.staff.caller, alerts)).toBeLessThanOrEqual(31 * 16 * 2 + 3 * 366)
  })

  it("the notification job reads the coming week's bookings and the unsent mail, not the club's years", async () => {
    const round = Effect.flatMap(Notices, (n) => n.deliver(new URL("https://club.example.com")))
    expect(await unboundedScans(club.staff.caller, round)).toEqual([])
    expect(await historyRowsRead(club.staff.caller, round)).toBeLessThanOrEqual(8 * 16 * 2)
  })

  it("a person's devices read that person's subscriptions; the push round reads the messages due and their readers' devices", async () => {
    const mine = Effect.flatMap(Push, (p) => p.mine)
    expect(await unboundedScans(club.staff.caller, mine)).toEqual([])
    await engine.sql(
      (sql) => sql`
        insert into push_messages (facility_id, user_id, topic, key, payload)
        values (${club.facility.id}, ${club.staff.id}, 'announcements', 'plan-check',
          ${JSON.stringify({ topic: "announcements", title: "T", body: "B", url: "/", tag: "t", actions: [] })})`,
    )
    const round = Effect.flatMap(Push, (p) => p.round(new URL("https://club.example.com")))
    expect(await unboundedScans(club.staff.caller, round)).toEqual([])
  })

  it("a person's calendar feed reads their bookings of the period", async () => {
    const token = await engine.as(
      club.staff.caller,
      Effect.flatMap(Notices, (n) => n.newFeedToken),
    )
    const feed = Effect.flatMap(Notices, (n) => n.feed(Either.getOrThrow(token), new URL("https://club.example.com")))
    expect(await unboundedScans(club.staff.caller, feed)).toEqual([])
    // Three years of the staff's daily bookings: the feed reads its 13 months of them.
    expect(await historyRowsRead(club.staff.caller, feed)).toBeLessThanOrEqual(400 * 16 * 3)
  })

  it("recommended clubs read the person's last year of play, not the clubs' histories", async () => {
    const recommended = Effect.flatMap(Facilities, (f) => f.directory(""))
    expect(await unboundedScans(club.staff.caller, recommended)).toEqual([])
    // A year of the staff's daily bookings (sixteen a day) and the players on them, at most twice over.
    expect(await historyRowsRead(club.staff.caller, recommended)).toBeLessThanOrEqual(1000 * 2 + 100)
  })

  it("the door finds the player's booking under way among a few days of the club's, and the alerts its last try", async () => {
    const around = Effect.flatMap(DoorsRepo, (doors) =>
      doors.bookingAround({
        facilityId: club.facility.id,
        userId: club.player.id,
        at: new Date(`${DAY}T13:30:00Z`),
        minutes: 15,
        reservationId: undefined,
      }),
    )
    expect(await unboundedScans(club.player.caller, around)).toEqual([])
    expect(await historyRowsRead(club.player.caller, around)).toBeLessThanOrEqual(3 * 16 * 2 + 2)
    await engine.sql(
      (sql) => sql`
        insert into door_openings (facility_id, user_id, outcome, reason, at)
        select ${club.facility.id}, ${club.player.id}, 'opened', 'Booking.', d + interval '1 minute' * n
        from generate_series(current_date - 1096, current_date, interval '1 day') d, generate_series(1, 20) n`,
    )
    await engine.sql((sql) => sql`analyze door_openings`)
    const alerts = Effect.flatMap(Alerts, (a) => a.now(club.facility.id))
    expect(await unboundedScans(club.staff.caller, alerts)).toEqual([])
    const log = Effect.flatMap(DoorAccess, (doors) => doors.log(club.facility.id, undefined))
    expect(await unboundedScans(club.staff.caller, log)).toEqual([])
    expect(await historyRowsRead(club.staff.caller, log)).toBeLessThanOrEqual(40)
  })

  it("a webhook address's deliveries and the failing-webhook alert read that address's rows, not the club's years", async () => {
    const fid = club.facility.id
    // Three years of deliveries to each of the club's eight integrations.
    const endpoints = await engine.sql(
      (sql) => sql<{ id: number }>`
        insert into webhook_endpoints (facility_id, url, secret_sealed, events)
        select ${fid}, 'https://hooks.example.com/' || n, 'sealed', '{reservation.created}'
        from generate_series(1, 8) n
        returning id`,
    )
    const endpoint = endpoints[0]
    await engine.sql((sql) =>
      Effect.gen(function* () {
        const [event] = yield* sql<{ id: number }>`
          insert into webhook_events (facility_id, kind, object) values (${fid}, 'reservation.created', '{}') returning id`
        yield* sql`
          insert into webhook_deliveries (facility_id, endpoint_id, event_id, status, attempts, created_at)
          select ${fid}, e.id, ${event!.id}, 'delivered', 1, d
          from generate_series(current_date - 1096, current_date, interval '4 hours') d,
            unnest(${endpoints.map((e) => e.id)}::bigint[]) e(id)`
        yield* sql`analyze webhook_deliveries`
      }),
    )
    const page = Effect.flatMap(Webhooks, (w) => w.deliveries(fid, endpoint!.id, 3))
    expect(await unboundedScans(club.staff.caller, page)).toEqual([])
    expect(await historyRowsRead(club.staff.caller, page)).toBeLessThanOrEqual(3 * 51)
    // By cursor, three years back: the anchor and a page.
    const [old] = await engine.sql(
      (sql) => sql<{ id: number }>`
        select id from webhook_deliveries where facility_id = ${fid} and endpoint_id = ${endpoint!.id}
        order by id limit 1 offset 100`,
    )
    const byCursor = Effect.flatMap(Webhooks, (w) =>
      w.deliveriesAfter(fid, endpoint!.id, { limit: 20, startingAfter: old!.id }),
    )
    expect(await unboundedScans(club.staff.caller, byCursor)).toEqual([])
    // The anchor and a page, and the endpoint's last day (its counts of recent and failing deliveries).
    expect(await historyRowsRead(club.staff.caller, byCursor)).toBeLessThanOrEqual(60)
    const alerts = Effect.flatMap(Alerts, (a) => a.now(fid))
    expect(await unboundedScans(club.staff.caller, alerts)).toEqual([])
  })

  it("a person's watches and offers, and the desk's holds of a day, read that person's and that day's rows", async () => {
    const watches = Effect.serviceFunctions(SlotWatches)
    const [court] = await engine.sql(
      (sql) => sql<{ id: number }>`select id from courts where facility_id = ${club.facility.id} limit 1`,
    )
    const made = await engine.as(
      club.player.caller,
      watches.watch(club.facility.id, {
        date: DAY,
        from: 8 * 3600,
        to: 10 * 3600,
        duration: 3600,
        court_id: court!.id,
        sport: null,
        surface: null,
        indoor: null,
      }),
    )
    expect(made._tag).toBe("Right")
    expect(await unboundedScans(club.player.caller, watches.mine(club.facility.id))).toEqual([])
    expect(await unboundedScans(club.staff.caller, watches.holds(club.facility.id, DAY))).toEqual([])
  })

  it("a club's draws and open play read its coming rows; a draw's page and a session read their own", async () => {
    const fid = club.facility.id
    const { draw, session } = await engine.sql((sql) =>
      Effect.gen(function* () {
        const [r] = yield* sql<{ id: number; court_id: number }>`
          select id, court_id from reservations where facility_id = ${fid} limit 1`
        const [d] = yield* sql<{ id: number }>`
          insert into peak_draws (facility_id, name, play_date, hour_start, hour_end, slot_minutes, court_ids,
            entries_close_at, draw_at, recent_weeks)
          values (${fid}, 'Peak', current_date + 7, 28800, 36000, 60, array[${r!.court_id}]::bigint[],
            now() + interval '1 day', now() + interval '2 days', 4)
          returning id`
        const [o] = yield* sql<{ id: number }>`
          insert into open_play_sessions (facility_id, name, format, play_date, hour_start, hour_end, court_ids,
            rating_kind, price, cap, reservation_id)
          values (${fid}, 'Open', 'doubles', current_date + 3, 64800, 72000, array[${r!.court_id}]::bigint[],
            'dupr', 1000, 8, ${r!.id})
          returning id`
        // Years of sessions of ten: what the club's open play holds once it has run a while.
        yield* sql`
          with sessions as (
            insert into open_play_sessions (facility_id, name, format, play_date, hour_start, hour_end, court_ids,
              rating_kind, price, cap, reservation_id)
            select ${fid}, 'Open', 'doubles', current_date - g, 64800, 72000, array[${r!.court_id}]::bigint[],
              'dupr', 1000, 8, ${r!.id}
            from generate_series(1, 60) g
            returning id
          ), people as (
            insert into users (first_name, last_name, email)
            select 'Player', g::text, 'open-play-' || g || '@example.com' from generate_series(1, 10) g
            returning id
          )
          insert into open_play_players (facility_id, session_id, user_id, status)
          select ${fid}, sessions.id, people.id, 'joined' from sessions, people`
        for (const table of ["peak_draws", "open_play_sessions", "open_play_players"]) yield* sql`analyze ${sql(table)}`
        return { draw: d!.id, session: o!.id }
      }),
    )
    const draws = Effect.serviceFunctions(PeakDraws)
    const open = Effect.serviceFunctions(OpenPlay)
    expect(await unboundedScans(club.player.caller, draws.list(fid))).toEqual([])
    expect(await unboundedScans(club.player.caller, draws.show(fid, draw))).toEqual([])
    expect(await unboundedScans(club.player.caller, open.list(fid))).toEqual([])
    expect(await unboundedScans(club.player.caller, open.show(fid, session))).toEqual([])
  })

  it("a club's competitions read its coming ones; a division's draw reads its own entries and matches; the desk's day its bookings", async () => {
    const fid = club.facility.id
    const division = await engine.sql((sql) =>
      Effect.gen(function* () {
        // Years of monthly tournaments of sixteen: what a club's competitions hold once they have run a while.
        const [made] = yield* sql<{ id: number }>`
          with past as (
            insert into competitions (facility_id, name, format, sport, team_size, scoring, entries_open_at,
              entries_close_at, starts_on, ends_on)
            select ${fid}, 'Monthly ' || g, 'single_elimination', 'tennis', 1,
              '{"sport":"tennis","best_of":3,"deciding_tiebreak":false,"points_to":11}', now() - g * interval '30 days',
              now() - g * interval '30 days' + interval '1 day', current_date - g * 30, current_date - g * 30 + 1
            from generate_series(0, 60) g
            returning id
          ), divisions as (
            insert into competition_divisions (facility_id, competition_id, name, cap)
            select ${fid}, id, 'Open', 16 from past returning id
          ), entries as (
            insert into competition_entries (facility_id, division_id, status)
            select ${fid}, divisions.id, 'entered' from divisions, generate_series(1, 16)
            returning id, division_id
          ), players as (
            insert into competition_players (facility_id, division_id, entry_id, user_id, accepted_at)
            select ${fid}, division_id, id, ${club.player.id} + 0 * id, now() from entries
            where id in (select min(id) from entries group by division_id)
          )
          select max(id) as id from divisions`
        yield* sql`
          insert into competition_matches (facility_id, division_id, key, stage, round, ord, sides)
          select ${fid}, d.id, 'M1-' || g, 'main', 1, g, '[{"entry":1},{"entry":2}]'
          from competition_divisions d, generate_series(1, 8) g where d.facility_id = ${fid}`
        for (const table of [
          "competitions",
          "competition_divisions",
          "competition_entries",
          "competition_players",
          "competition_matches",
        ])
          yield* sql`analyze ${sql(table)}`
        return made!.id
      }),
    )
    // A few of the newest division's matches booked on the day the desk reads.
    await engine.sql(
      (sql) => sql`
        with booked as (
          select id, row_number() over (order by id) as n from reservations where facility_id = ${fid} and local_date = ${DAY}
        ), matches as (
          select id, row_number() over (order by id) as n from competition_matches where facility_id = ${fid} and division_id = ${division}
        )
        update competition_matches m set reservation_id = b.id
        from booked b join matches x on x.n = b.n where m.id = x.id and b.n <= 4`,
    )
    const competitions = Effect.serviceFunctions(Competitions)
    expect(await unboundedScans(club.player.caller, competitions.list(fid))).toEqual([])
    expect(await unboundedScans(club.player.caller, competitions.drawOf(fid, division))).toEqual([])
    // The day's read finds the matches booked on it, so its plan is the one that reads them.
    const onDay = Either.getOrThrow(await engine.as(club.staff.caller, competitions.onDay(fid, DAY)))
    expect(onDay.map((s) => s.division.id)).toEqual([division])
    expect(onDay[0]!.matches.length).toBeGreaterThan(0)
    expect(await unboundedScans(club.staff.caller, competitions.onDay(fid, DAY))).toEqual([])
  })

  it("finding a game reads the club's bookings of the days searched; the requests read the booker's and the player's", async () => {
    const fid = club.facility.id
    await engine.sql((sql) =>
      Effect.gen(function* () {
        const [r] = yield* sql<{ id: number }>`
          select id from reservations where facility_id = ${fid} and local_date = ${DAY} limit 1`
        yield* sql`
          insert into game_openings (reservation_id, facility_id, rating_kind, wanted, opened_by)
          values (${r!.id}, ${fid}, 'dupr', 1, ${club.player.id})`
        yield* sql`
          insert into game_join_requests (facility_id, reservation_id, user_id, asked_by)
          values (${fid}, ${r!.id}, ${club.staff.id}, ${club.staff.id})`
        for (const table of ["game_openings", "game_join_requests"]) yield* sql`analyze ${sql(table)}`
      }),
    )
    const games = Effect.serviceFunctions(OpenGames)
    const search = { date: DAY, days: 3, hour_start: 0, hour_end: 86400, rating_kind: "dupr" }
    expect(await unboundedScans(club.staff.caller, games.find(fid, search))).toEqual([])
    expect(await unboundedScans(club.player.caller, games.requests(fid))).toEqual([])
    expect(await unboundedScans(club.staff.caller, games.requests(fid))).toEqual([])
  })

  it("a club's app grants read that club's, ended ones included", async () => {
    const fid = club.facility.id
    const admin = await engine.person([fid, "admin"])
    await engine.sql((sql) =>
      Effect.gen(function* () {
        const [app] = yield* sql<{ id: number }>`
          insert into partner_apps (name, client_id, scope) values ('Plans', ${`app_plans_${fid}`}, 'read') returning id`
        // Years of an app let in and sent away again.
        yield* sql`
          insert into app_grants (facility_id, app_id, user_id, scope, revoked_at)
          select ${fid}, ${app!.id}, ${admin.id}, 'read', now() - g * interval '1 day' from generate_series(1, 300) g`
        yield* sql`analyze app_grants`
      }),
    )
    const apps = Effect.serviceFunctions(PartnerApps)
    expect(await unboundedScans(admin.caller, apps.grants(fid))).toEqual([])
  })

  it("fails a query that names a booking without its facility", async () => {
    const careless = Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql`select name from reservation_users where reservation_id = ${1}`,
    )
    expect(await unboundedScans(club.staff.caller, careless)).toEqual([expect.stringContaining("reservation_users")])
  })
})
