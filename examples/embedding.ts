/**
 * A program embedding the venue engine through its package's entry points: it opens a club, prices
 * and books a court, enrols a player in a clinic, and renews a membership, as the club's owner, its
 * player and the platform's operator would, each use case checking who asks as the server does.
 *
 *   npm run build -w @venue/engine -w @venue/server  (once, from the repository: the packages' dist/)
 *   DATABASE_URL=postgres://… npx tsx embedding.ts   (PostgreSQL)
 *   DATA_DIR=./venue-data npx tsx embedding.ts       (the embedded database, started in that directory)
 */
import { Effect } from "effect"
import { addDays, type Caller, formatMoney, localDate, planFields } from "@venue/engine/rules"
import {
  Accounts,
  Bookings,
  Clinics,
  Courts,
  Enrolments,
  Facilities,
  Memberships,
  PendingPayments,
  Renewals,
} from "@venue/engine/services"
import { makeVenue } from "@venue/server"

const H = 3600
const ZONE = "America/New_York"
const databaseUrl = process.env.DATABASE_URL
const venue = await makeVenue(
  databaseUrl !== undefined && databaseUrl !== ""
    ? { databaseUrl, env: { DATA_DIR: process.env.DATA_DIR } }
    : { dataDir: process.env.DATA_DIR ?? "./venue-data" },
)
const say = (line: string) => process.stdout.write(`${line}\n`)

try {
  // The platform's operator (the default caller) makes two accounts and a club the first owns.
  const run = Date.now().toString(36)
  const owner = await venue.run(
    Effect.flatMap(Accounts, (a) =>
      a.createAccount({
        email: `owner-${run}@example.com`,
        first_name: "Olga",
        last_name: "Owner",
        platform_admin: false,
      }),
    ),
  )
  const player = await venue.run(
    Effect.flatMap(Accounts, (a) =>
      a.createAccount({
        email: `pat-${run}@example.com`,
        first_name: "Pat",
        last_name: "Player",
        platform_admin: false,
      }),
    ),
  )
  const club = await venue.run(
    Effect.flatMap(Facilities, (f) =>
      f.create(
        { name: "Example Tennis Club", slug: `example-${run}`, time_zone: ZONE, currency: "USD" },
        owner.user.id,
      ),
    ),
  )
  const asOwner: Caller = {
    userId: owner.user.id,
    platformAdmin: false,
    roles: [{ facility_id: club.id, role: "owner" }],
  }
  // The player joins the club themself, as they would from its page.
  const asPlayer: Caller = { userId: player.user.id, platformAdmin: false, roles: [] }
  await venue.run(
    Effect.flatMap(Facilities, (f) => f.join(club.id)),
    asPlayer,
  )
  const asMember: Caller = { ...asPlayer, roles: [{ facility_id: club.id, role: "player" }] }

  // The owner sets up a court, its hours and its price.
  const [court] = await venue.run(
    Effect.gen(function* () {
      const courts = yield* Courts
      yield* courts.saveOpeningHours(
        club.id,
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, hour_start: 7 * H, hour_end: 22 * H, shift: "day" })),
      )
      yield* courts.setPricing(club.id, {
        split: "per_player",
        rates: [
          {
            court_ids: null,
            days: [],
            hour_start: 7 * H,
            hour_end: 22 * H,
            user_type: null,
            price_per_hour: 3000,
            prime_time: false,
          },
        ],
      })
      return yield* courts.upsert(club.id, [{ name: "Court 1", sport: "tennis" }])
    }),
    asOwner,
  )
  const courtId = court!.id

  // Prices: what tomorrow at 10 would cost the player, by the rule booking charges by.
  const tomorrow = addDays(localDate(new Date(), ZONE), 1)
  const slot = { facility_id: club.id, court_id: courtId, date: tomorrow, hour_start: 10 * H, hour_end: 11 * H }
  const quote = await venue.run(
    Effect.flatMap(Bookings, (b) => b.quote({ ...slot, player_ids: [], guests: [] })),
    asMember,
  )
  const price = quote.fees.reduce((sum, fee) => sum + fee.amount, 0)
  say(
    `Price of Court 1 tomorrow at 10:00: ${formatMoney(price, "USD", 2)}${quote.problem ? ` (${quote.problem})` : ""}`,
  )

  // Books: the player's own booking, then the desk takes cash for it.
  const booking = await venue.run(
    Effect.flatMap(Bookings, (b) => b.book({ ...slot, reservation_type: 0, player_ids: [], guests: [] })),
    asMember,
  )
  await venue.run(
    Effect.flatMap(PendingPayments, (p) => p.payPending(booking.id, { method: "cash", use_credits: false })),
    asOwner,
  )
  say(`Booked reservation ${booking.id} and paid it in cash`)

  // Enrols: a clinic with two weekly sessions, and the player takes a place in the first.
  const clinic = await venue.run(
    Effect.gen(function* () {
      const clinics = yield* Clinics
      const saved = yield* clinics.save(club.id, undefined, {
        slug: `cardio-${run}`,
        name: "Cardio Tennis",
        capacity: 8,
      })
      const offer = yield* clinics.saveOffer(club.id, saved.id, undefined, {
        name: "Drop-in",
        lessons: 1,
        lesson_unit: "session",
        group_lessons: false,
        amount: 2500,
        affiliation: "non_resident",
        refundable: true,
        active: true,
      })
      const sessions = yield* clinics.addSessions({
        clinic_id: saved.id,
        court_id: courtId,
        date: addDays(tomorrow, 1),
        hour_start: 18 * H,
        hour_end: 19 * H,
        weeks: 2,
      })
      return { id: saved.id, offer: offer.id, first: sessions[0]!.id }
    }),
    asOwner,
  )
  const place = await venue.run(
    Effect.flatMap(Enrolments, (e) =>
      e.enrol(clinic.id, {
        facility_id: club.id,
        clinic_price_id: clinic.offer,
        units: 1,
        lesson_ids: [clinic.first],
        waitlist: false,
      }),
    ),
    asMember,
  )
  say(`Enrolled in Cardio Tennis: ${formatMoney(place.amount, "USD", 2)} to pay`)

  // Renews: a monthly membership, renewed by the renewal job's use case once its month has ended.
  const membership = await venue.run(
    Effect.gen(function* () {
      const memberships = yield* Memberships
      const plan = yield* memberships.savePlan(club.id, undefined, planFields({ name: "Adult" }))
      const monthly = yield* memberships.savePrice(club.id, plan.id, undefined, {
        interval_unit: "month",
        interval_count: 1,
        amount: 5000,
        renews: true,
        active: true,
      })
      return yield* memberships.create(club.id, {
        owner_id: player.user.id,
        membership_plan_price_id: monthly.id,
        start: true,
        notify_via_email: false,
      })
    }),
    asOwner,
  )
  const monthEnd = new Date(Date.parse(membership.ends_at!) + 60_000)
  const renewed = await venue.run(Effect.flatMap(Renewals, (r) => r.run(monthEnd, { facilityId: club.id })))
  say(`Renewed membership ${membership.id}: ${renewed.map((o) => o.outcome).join(", ")}`)
} finally {
  await venue.dispose()
}
