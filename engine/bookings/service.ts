import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isStaffAt, requireSelfOrGuardian, reservationAccess } from "../access"
import { bookingProblem } from "./rules"
import { navigationBounds } from "./bookingWindow"
import { localInstant } from "../dates"
import { conflict, type NotFound, notFound, notMembers, orNotFound, Unprocessable, unprocessable } from "../errors"
import { DomainEvent, Events } from "../events"
import { memberPrice } from "../memberships/membershipPlans"
import { bookingCourtFees, type Fee } from "../pricing/rules"
import { busyProblem, LESSON_FEE, lessonPrice, lessonUserType, teachingProblem } from "../teachers/rules"
import { pricedByCourtRates, type ReservationKind } from "../reservations/rules"
import { BookingsRepo, type BookingFacts, type BookingPerson, type NewBooking } from "./port"
import { CalendarChanges, ReservationsRepo } from "../reservations/port"
import { TeachersRepo } from "../teachers/port"
import { Transactions } from "../ports"

export interface Slot {
  readonly court_id: number
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
}

export interface PlayerBooking extends Slot {
  readonly facility_id: number
  readonly reservation_type: number
  /** A child the caller handles; default: the caller. */
  readonly booked_for?: number | undefined
  /** Invited players, who must be members of the facility. */
  readonly player_ids: ReadonlyArray<number>
  readonly guests: ReadonlyArray<string>
  /** The recurring series it is an occurrence of (`Series` books them). */
  readonly series_id?: number | undefined
  /** Won in the club's peak draw: the draw stood for the booking window, so how far ahead is not asked. */
  readonly drawn?: boolean | undefined
}

/** A booking the form asks the price of. */
export type PlayerQuote = Omit<PlayerBooking, "reservation_type" | "series_id" | "drawn">

export interface StaffBooking extends Omit<Slot, "court_id"> {
  readonly kind: ReservationKind
  readonly subkind?: string | null | undefined
  readonly reservation_type: number
  readonly player_ids: ReadonlyArray<number>
  readonly guests: ReadonlyArray<string>
  readonly teacher_id?: number | null | undefined
  readonly guest_name?: string | null | undefined
  /** More courts in the same reservation: each becomes a child court reservation. */
  readonly extra_court_ids: ReadonlyArray<number>
  /** A clinic's session: what the public calendar says of it. */
  readonly clinic?: { readonly public_name: string; readonly category: string } | null | undefined
  /** A lesson outside the teacher's hours or in their time off, which the teacher agreed to. */
  readonly outside_teacher_hours?: boolean | undefined
  /** The recurring series it is an occurrence of (`Series` books them). */
  readonly series_id?: number | undefined
  /** Its fees as they were (an occurrence moved keeps its price): not priced again. */
  readonly fees?: ReadonlyArray<{ readonly user_index?: number; readonly amount: number; readonly description: string }>
}

/** A membership's plan may give its member a longer booking window than the club's. */
const windowHours = (facts: BookingFacts, forId: number | null) =>
  Math.max(facts.max_hours_range, (facts.people.find((p) => p.id === forId)?.membership?.booking_window_days ?? 0) * 24)

const slotTaken = () => conflict("That court is already booked at that time; pick another time or court.")

const COURT_FEE = "Court fee"

/** Every hour of every day: the hours of a teacher who keeps none. */
const ANY_HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, hour_start: 0, hour_end: 86400 }))

const WAIVER_FIRST = "Accept the club's current booking waiver before booking."

/**
 * Booking a court, written once for the player's form, its quote and the desk: the club's rules
 * and rates asked of what one read of storage says, then one write that the database's exclusion
 * constraint guards.
 */
export class Bookings extends Effect.Service<Bookings>()("venue/Bookings", {
  effect: Effect.gen(function* () {
    const repo = yield* BookingsRepo
    const calendar = yield* CalendarChanges
    const teachers = yield* TeachersRepo
    const reservations = yield* ReservationsRepo
    const transactions = yield* Transactions
    const events = yield* Events

    const factsOf = (query: Parameters<typeof repo.facts>[0]) => orNotFound("Court")(repo.facts(query))

    /** The people a booking lists: the one it is for, then invited members (each once), then guests by name. */
    const playersOf = (
      facts: BookingFacts,
      forId: number | null,
      invited: ReadonlyArray<number>,
      guests: ReadonlyArray<string>,
    ) =>
      Effect.gen(function* () {
        const find = (id: number) => facts.people.find((p) => p.id === id)
        const others = [...new Set(invited)].filter((id) => id !== forId)
        const missing = others.filter((id) => find(id)?.member !== true)
        if (missing.length > 0) return yield* Effect.fail(notMembers(missing))
        const booker = forId === null ? undefined : find(forId)
        if (forId !== null && booker === undefined) return yield* Effect.fail(notFound("User"))
        const people = [...(booker === undefined ? [] : [booker]), ...others.map((id) => find(id)!)]
        return [
          ...people.map((p) => ({
            user_id: p.id,
            name: p.name,
            rating: p.rating,
            guest: false,
            pass: p.pass,
            membership: p.membership,
            birth_date: p.birth_date,
          })),
          ...guests.map((name) => ({
            user_id: null,
            name,
            rating: null,
            guest: true,
            pass: null,
            membership: null,
            birth_date: null,
          })),
        ]
      })

    /** Why a player's booking waits for the club's booking waiver, or undefined when it is accepted: book's refusal and quote's answer. */
    const waiverOf = (facts: BookingFacts) => (facts.waivers_accepted ? undefined : WAIVER_FIRST)

    /** Why the slot breaks the club's rules for this caller, or undefined when it fits. */
    const ruleProblem = (facts: BookingFacts, slot: Slot, staff: boolean, forId: number | null, drawn = false) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const booker = facts.people.find((p) => p.id === forId)
        const plan = booker?.membership ?? null
        const rules = bookingProblem(slot, {
          now: new Date(now),
          timeZone: facts.time_zone,
          ...facts,
          max_hours_range: drawn ? Number.POSITIVE_INFINITY : windowHours(facts, forId),
          staff,
          member: booker?.pass?.reservation_pass === true || plan !== null,
        })
        if (rules !== undefined || forId === null) return rules
        const limit = plan?.max_active_bookings ?? facts.max_active_bookings
        if (limit > 0 && facts.active_bookings >= limit)
          return `A player may hold at most ${limit} upcoming bookings here.`
        return undefined
      })

    /** The court fees the club's rates set, each player's by their place; a refusal as a sentence. */
    const priced = (
      facts: BookingFacts,
      slot: Slot,
      players: ReadonlyArray<{
        user_id: number | null
        pass: BookingPerson["pass"]
        membership: BookingPerson["membership"]
      }>,
    ) =>
      bookingCourtFees(facts.rates, facts.court_fee_split, {
        ...slot,
        players: players.map((p) => ({ account: p.user_id !== null, pass: p.pass, membership: p.membership })),
      }).pipe(
        Effect.map((fees) => ({ fees, problem: undefined as string | undefined })),
        Effect.catchTags({
          NoPrice: (error) => Effect.succeed({ fees: [] as ReadonlyArray<Fee>, problem: error.message }),
          PriceRefused: (error) => Effect.succeed({ fees: [] as ReadonlyArray<Fee>, problem: error.message }),
        }),
      )

    const write = (facts: BookingFacts, booking: Omit<NewBooking, "facility_id" | "starts_at" | "ends_at">) =>
      Effect.gen(function* () {
        const written = repo.write({
          ...booking,
          // A series' occurrences are not confirmed one by one: a season would be a mail a week at once.
          notify: booking.series_id == null,
          facility_id: facts.facility_id,
          starts_at: localInstant(booking.date, booking.hour_start, facts.time_zone),
          ends_at: localInstant(booking.date, booking.hour_end, facts.time_zone),
        })
        const reservation = yield* events
          .tell(written, (r) => DomainEvent.ReservationCreated({ facilityId: facts.facility_id, reservationId: r.id }))
          .pipe(Effect.catchTag("SlotTaken", () => Effect.fail(slotTaken())))
        yield* calendar.announce(facts.facility_id, booking.date)
        return reservation
      })

    /** Whom a player's booking is for, once the caller is allowed to book for them. */
    const bookedFor = (request: PlayerQuote, staff: boolean) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        const forId = request.booked_for ?? me
        if (forId === undefined) return yield* Effect.fail(notFound("User"))
        if (!staff) yield* requireSelfOrGuardian(forId)
        return forId
      })

    const playerFacts = (request: PlayerQuote, forId: number) =>
      factsOf({
        facility_id: request.facility_id,
        court_ids: [request.court_id],
        booked_for: forId,
        people: [forId, ...request.player_ids],
        teacher_id: null,
      }).pipe(
        Effect.filterOrFail(
          (facts) => facts.open_court_ids.length === 1,
          (): NotFound => notFound("Court"),
        ),
      )

    /**
     * A player's booking for themself or a child they handle, with invited members and guests:
     * the club's rules as they apply to players, the booking waiver accepted, priced at the
     * club's court rates (a time they leave unpriced is left to the desk).
     */
    const book = (request: PlayerBooking) =>
      Effect.gen(function* () {
        const forId = yield* bookedFor(request, false)
        const facts = yield* playerFacts(request, forId)
        const staff = isStaffAt(yield* CurrentCaller, facts.facility_id)
        const problem = yield* ruleProblem(facts, request, staff, forId, request.drawn)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const waiver = waiverOf(facts)
        if (waiver !== undefined) return yield* Effect.fail(unprocessable(waiver))
        const players = yield* playersOf(facts, forId, request.player_ids, request.guests)
        const { fees } = yield* priced(facts, request, players)
        return yield* write(facts, {
          court_ids: [request.court_id],
          date: request.date,
          hour_start: request.hour_start,
          hour_end: request.hour_end,
          kind: "reservation",
          subkind: null,
          reservation_type: request.reservation_type,
          created_by: (yield* CurrentCaller).userId ?? null,
          teacher_id: null,
          guest_name: null,
          users: players,
          fees: fees.map((fee) => ({ ...fee, description: COURT_FEE })),
          series_id: request.series_id,
        })
      })

    /**
     * What a player's booking would cost and whether it breaks a rule, without booking it: the
     * form's price line. Staff quote for anyone.
     */
    const quote = (request: PlayerQuote) =>
      Effect.gen(function* () {
        const staff = isStaffAt(yield* CurrentCaller, request.facility_id)
        const forId = yield* bookedFor(request, staff)
        const facts = yield* playerFacts(request, forId)
        const players = yield* playersOf(facts, forId, request.player_ids, request.guests)
        const problem = yield* ruleProblem(facts, request, staff, forId)
        const price = yield* priced(facts, request, players)
        return {
          fees: price.fees.map((fee) => ({
            name: fee.user_index === undefined ? "Court" : players[fee.user_index]!.name,
            amount: fee.amount,
          })),
          total: price.fees.reduce((sum, fee) => sum + fee.amount, 0),
          currency: facts.currency,
          currency_decimals: facts.currency_decimals,
          problem: problem ?? null,
          waiver_problem: waiverOf(facts) ?? null,
          price_problem: price.problem ?? null,
        }
      })

    /**
     * The desk's booking of any kind on one court or more (one reservation, a child court
     * reservation per extra court): staff are held to opening hours, closures and durations but
     * not to the booking window; court rates price only what they price (not lessons or clinics).
     * The club's staff book anything; its teacher books their own lessons. Anyone else, or another
     * club's staff, finds no such court.
     */
    const bookAsStaff = (courtId: number, request: StaffBooking) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const courtIds = [courtId, ...request.extra_court_ids.filter((c) => c !== courtId)] as const
        const teacherId = request.teacher_id ?? null
        const facts = yield* factsOf({
          facility_id: undefined,
          court_ids: courtIds,
          booked_for: null,
          people: request.player_ids,
          teacher_id: teacherId,
          during: request,
        })
        const ownLesson = request.kind === "lesson" && teacherId !== null && teacherId === caller.userId
        if (!isStaffAt(caller, facts.facility_id) && !(ownLesson && facts.teacher_here))
          return yield* Effect.fail(notFound("Court"))
        if (!facts.open_court_ids.includes(courtId)) return yield* Effect.fail(notFound("Court"))
        if (facts.open_court_ids.length !== new Set(courtIds).size)
          return yield* Effect.fail(
            unprocessable("Every court of a reservation must be an open court of the same facility."),
          )
        for (const court_id of courtIds) {
          const problem = yield* ruleProblem(facts, { ...request, court_id }, true, null)
          if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        }
        if (teacherId !== null && !facts.teacher_here)
          return yield* Effect.fail(unprocessable("The teacher must be a teacher of this facility."))
        const busy = busyProblem(facts.teacher_busy, request.hour_start, request.hour_end)
        if (busy !== undefined) return yield* Effect.fail(unprocessable(busy))
        if (request.kind === "lesson" && teacherId !== null && request.outside_teacher_hours !== true) {
          const teacher = Option.getOrUndefined(yield* teachers.find(teacherId, facts.facility_id))
          // A teacher with no hours kept teaches when booked; their time off still counts.
          const off =
            teacher === undefined
              ? undefined
              : teachingProblem(
                  teacher.hours.length > 0 ? teacher : { ...teacher, hours: ANY_HOURS },
                  request.date,
                  request.hour_start,
                  request.hour_end,
                )
          if (off !== undefined)
            return yield* Effect.fail(
              new Unprocessable({
                message: `${off} Book it outside the teacher's hours only if they agreed to it.`,
                errors: [],
                reason: "outside_teacher_hours",
              }),
            )
        }
        const players = yield* playersOf(facts, null, request.player_ids, request.guests)
        const fees = request.fees
          ? request.fees
          : pricedByCourtRates(request.kind)
            ? (yield* priced(facts, { ...request, court_id: courtId }, players)).fees.map((fee) => ({
                ...fee,
                description: COURT_FEE,
              }))
            : request.kind === "lesson" && teacherId !== null
              ? yield* lessonFees(facts, request, players)
              : []
        return yield* write(facts, {
          court_ids: courtIds,
          date: request.date,
          hour_start: request.hour_start,
          hour_end: request.hour_end,
          kind: request.kind,
          subkind: request.subkind ?? null,
          reservation_type: request.reservation_type,
          created_by: caller.userId ?? null,
          teacher_id: teacherId,
          guest_name: request.guest_name ?? null,
          clinic: request.kind === "clinic" ? (request.clinic ?? null) : null,
          series_id: request.series_id ?? null,
          users: players,
          fees,
        })
      })

    const memberOf = (facts: BookingFacts, userId: number | null) =>
      userId === null ? null : (facts.people.find((p) => p.id === userId)?.membership ?? null)

    /**
     * A lesson's fees at its teacher's prices, each player's by their place (a child at the child
     * price; a guest at the adult one; a member less their plan's discount); a lesson the prices leave
     * out is left to the desk.
     */
    const lessonFees = (
      facts: BookingFacts,
      lesson: Omit<Slot, "court_id">,
      players: ReadonlyArray<{ readonly user_id: number | null; readonly birth_date: string | null }>,
    ) =>
      players.length === 0
        ? Effect.succeed([])
        : lessonPrice(facts.teacher_prices, {
            duration: (lesson.hour_end - lesson.hour_start) / 60,
            hour_start: lesson.hour_start,
            surface: null,
            quantity: 1,
            players: players.map((p) => lessonUserType(p.birth_date, lesson.date)),
          }).pipe(
            // A member pays their plan's lesson price.
            Effect.map(({ each }) =>
              each.map((amount, user_index) => ({
                user_index,
                amount: memberPrice(
                  amount,
                  memberOf(facts, players[user_index]!.user_id)?.lesson_discount_percent ?? 0,
                ),
                description: LESSON_FEE,
              })),
            ),
            Effect.catchTags({ NoPrice: () => Effect.succeed([]), PriceRefused: () => Effect.succeed([]) }),
          )

    /**
     * How far ahead the caller (or a child they handle) may book at the club: its window, or their
     * plan's longer one, with the first and last days it reaches, for the booking screen's days.
     */
    const window = (facilityId: number, bookedFor?: number) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        const forId = bookedFor ?? me
        if (forId === undefined) return yield* Effect.fail(notFound("User"))
        yield* requireSelfOrGuardian(forId)
        const facts = yield* orNotFound("Facility")(
          repo.facts({ facility_id: facilityId, court_ids: [], booked_for: forId, people: [forId], teacher_id: null }),
        )
        const range = { min_hours_range: facts.min_hours_range, max_hours_range: windowHours(facts, forId) }
        const { first, last } = navigationBounds(new Date(yield* Clock.currentTimeMillis), range, facts.time_zone)
        return { ...range, first_date: first, last_date: last }
      })

    /**
     * A booking's court fees priced again at the club's rates, as a new booking of it would be
     * (each player's pass and membership read the same way), its other fees left alone.
     */
    const recalculateFees = (reservationId: number) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(reservationId))
        yield* reservationAccess(r)
        const ids = r.users.flatMap((u) => (u.user_id === null ? [] : [u.user_id]))
        const facts = yield* factsOf({
          facility_id: r.facility_id,
          court_ids: [r.court_id],
          booked_for: null,
          people: ids,
          teacher_id: null,
        })
        const person = (id: number | null) => (id === null ? undefined : facts.people.find((p) => p.id === id))
        const { fees, problem } = yield* priced(
          facts,
          r,
          r.users.map((u) => ({
            user_id: u.user_id,
            pass: person(u.user_id)?.pass ?? null,
            membership: person(u.user_id)?.membership ?? null,
          })),
        )
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        yield* transactions.run(repo.replaceCourtFees(r, fees))
        return yield* orNotFound("Reservation")(reservations.find(r.id))
      })

    /**
     * Why `forId` could not be booked on the court for want of the club's booking waiver, or
     * undefined: `book`'s own condition, for what books later on a player's behalf (a draw).
     */
    const waiverProblem = (facilityId: number, courtId: number, forId: number) =>
      Effect.map(
        factsOf({
          facility_id: facilityId,
          court_ids: [courtId],
          booked_for: forId,
          people: [forId],
          teacher_id: null,
        }),
        waiverOf,
      )

    return withSpans("Bookings", { book, quote, bookAsStaff, window, recalculateFees, waiverProblem })
  }),
}) {}
