import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import {
  actsFor,
  CurrentCaller,
  isBooker,
  isStaffAt,
  requireMemberAt,
  requireSelfOrGuardian,
  reservationAccess,
  signedInId,
} from "../access"
import { addDays, initials, localDate, localInstant } from "../dates"
import { conflict, forbidden, notFound, orNotFound, unprocessable } from "../errors"
import {
  findGames,
  type GameSearch,
  type OpenBooking,
  type OpeningRequest,
  openingProblem,
  roomLeft,
  searchProblem,
} from "./rules"
import { OpenGamesRepo } from "./port"
import { rangeLabel, ratingFits } from "../openPlay/rules"
import { OpenPlayRepo } from "../openPlay/port"
import { ratingLabel } from "../ratings/rules"
import { ReservationChangesRepo } from "../reservationChanges/port"
import { reservationCapacity } from "../reservations/rules"
import { Bookings } from "../bookings/service"
import { Letters } from "../mail/letters"
import type { Language } from "../i18n/languages"
import { dayIn, secondsOfDayIn } from "../i18n/languageFormats"
import type { MailSay } from "../mail/mailWords"
import { OpenPlay } from "../openPlay/service"
import { ReservationChanges } from "../reservationChanges/service"
import { FacilitiesRepo } from "../facilities/port"
import { ReservationsRepo } from "../reservations/port"
import { Transactions } from "../ports"

/** What a player asks of the finder: a search, for themself or a child they handle. */
export interface FindRequest extends Omit<GameSearch, "rating"> {
  readonly rating?: number | undefined
  readonly for_user_id?: number | undefined
}

/**
 * "Find me a game". A booker opens their own booking to players of a level (the booker's act:
 * staff cannot open a member's booking for them); a player names days, hours and a level and
 * finds the club's open play sessions and open bookings that fit, and asks to join one; the
 * booker accepts (the player is added to the booking, as an invite would) or declines, and the
 * player is told either way. A booking that has found its players declines the rest.
 */
export class OpenGames extends Effect.Service<OpenGames>()("venue/OpenGames", {
  dependencies: [Bookings.Default, Letters.Default, OpenPlay.Default, ReservationChanges.Default],
  effect: Effect.gen(function* () {
    const repo = yield* OpenGamesRepo
    const ratings = yield* OpenPlayRepo
    const facilities = yield* FacilitiesRepo
    const reservations = yield* ReservationsRepo
    const transactions = yield* Transactions
    const bookings = yield* Bookings
    const letters = yield* Letters
    const openPlay = yield* OpenPlay
    const changes = yield* ReservationChanges
    const people = yield* ReservationChangesRepo
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    const facilityOf = (id: number) => orNotFound("Facility")(facilities.find(id))
    const startsIn = (r: { date: string; hour_start: number }, zone: string) =>
      Effect.map(now, (at) => localInstant(r.date, r.hour_start, zone).getTime() - at.getTime())
    /** A game's day and hour as its reader writes them. */
    const when = (say: MailSay, language: Language, r: { date: string; hour_start: number }, zone: string) =>
      say("game.when", { date: dayIn(language, r.date, zone), time: secondsOfDayIn(language, r.hour_start) })

    /** How many more players an open booking takes now; 0 when it is full, not open or not bookable. */
    const roomOf = (r: { facility_id: number; id: number; date: string; reservation_type: number }) =>
      Effect.map(repo.openBooking(r.facility_id, r.id, r.date), (b) =>
        Option.match(b, { onNone: () => 0, onSome: (b) => roomLeft(b, reservationCapacity(r.reservation_type)) }),
      )

    /** A court booking the caller booked (or a child of theirs did), not started and not cancelled. */
    const ownBooking = (id: number) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(id))
        yield* reservationAccess(r)
        if (!(yield* isBooker(r)))
          return yield* Effect.fail(forbidden("Only the booker opens a booking to other players, or closes it."))
        const facility = yield* facilityOf(r.facility_id)
        if (r.kind !== "reservation" || r.parent_id !== null || r.status !== "booked")
          return yield* Effect.fail(unprocessable("Only a court booking that is still to be played takes players."))
        if ((yield* startsIn(r, facility.time_zone)) <= 0)
          return yield* Effect.fail(unprocessable("This game has started."))
        return { r, facility }
      })

    const open = (reservationId: number, request: OpeningRequest) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        const { r } = yield* ownBooking(reservationId)
        const problem = openingProblem(request, reservationCapacity(r.reservation_type) - r.users.length)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const opening = yield* repo.open(r.facility_id, r.id, { ...request, opened_by: me })
        return { ...opening, range: rangeLabel(opening) }
      })

    /** Closes the booking to players; whoever still waits is told no. */
    const close = (reservationId: number) =>
      Effect.gen(function* () {
        const { r, facility } = yield* ownBooking(reservationId)
        const declined = yield* repo.close(r.facility_id, r.id)
        yield* tellDeclined(declined, r, facility.time_zone, "stopped")
      })

    const tellDeclined = (
      declined: ReadonlyArray<{ readonly user_id: number }>,
      r: { facility_id: number; date: string; hour_start: number },
      zone: string,
      why: "stopped" | "full" | "declined",
    ) =>
      Effect.forEach(
        declined,
        (q) =>
          letters.tell(q.user_id, {
            subject: (say) => say("game.requestSubject"),
            text: (say, language) => say(`game.requestEnded.${why}`, { when: when(say, language, r, zone) }),
            facilityId: r.facility_id,
          }),
        { discard: true },
      )

    /** How a booker shows to other players: a private profile as initials. */
    const shownBooking = (b: OpenBooking) => {
      const { booker_public, booker_name, ...rest } = b
      return {
        ...rest,
        range: rangeLabel(b),
        room: roomLeft(b, reservationCapacity(b.reservation_type)),
        booker: booker_public ? booker_name : initials(booker_name),
      }
    }

    /** The club's open play sessions and open bookings that fit a search, each marked with the player's request. */
    const find = (facilityId: number, request: FindRequest) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        yield* requireMemberAt(facilityId)
        const forId = request.for_user_id ?? me
        yield* requireSelfOrGuardian(forId, "You may look for games only for yourself and the children you handle.")
        const rating = request.rating ?? (yield* ratings.ratingOf(facilityId, forId, request.rating_kind))
        const search: GameSearch = { ...request, rating }
        const problem = searchProblem(search)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const facility = yield* facilityOf(facilityId)
        const today = localDate(yield* now, facility.time_zone)
        const from = search.date < today ? today : search.date
        const ahead = (g: { date: string; hour_start: number }) =>
          Effect.map(startsIn(g, facility.time_zone), (ms) => ms > 0)

        const sessions = (yield* openPlay.list(facilityId))
          .filter((s) => s.status === "open")
          .map((s) => ({ ...s, date: s.play_date }))
        const asked = new Map((yield* repo.byPlayer(facilityId, forId, today)).map((q) => [q.reservation_id, q.status]))
        const open = (yield* repo.between(facilityId, from, addDays(search.date, search.days - 1)))
          .map(shownBooking)
          .filter((b) => b.room > 0 || asked.has(b.reservation_id))
        return {
          rating_kind: search.rating_kind,
          rating,
          sessions: yield* Effect.filter(findGames(search, sessions), ahead),
          bookings: (yield* Effect.filter(findGames(search, open), ahead))
            .filter((b) => b.opened_by !== forId)
            .map((b) => ({ ...b, asked: asked.get(b.reservation_id) ?? null })),
        }
      })

    /** A player asks to join an open booking, for themself or a child; the booker is told. */
    const ask = (
      reservationId: number,
      request: { readonly for_user_id?: number | undefined; readonly message?: string | undefined },
    ) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        const forId = request.for_user_id ?? me
        yield* requireSelfOrGuardian(forId, "You may ask only for yourself and the children you handle.")
        const r = yield* orNotFound("Open game")(reservations.find(reservationId))
        yield* requireMemberAt(r.facility_id).pipe(Effect.mapError(() => notFound("Open game")))
        const opening = yield* orNotFound("Open game")(repo.opening(r.facility_id, r.id))
        const facility = yield* facilityOf(r.facility_id)
        const member = yield* people.member(r.facility_id, forId)
        if (member === undefined) return yield* Effect.fail(unprocessable("Only the club's members join its games."))
        if (r.status !== "booked" || (yield* startsIn(r, facility.time_zone)) <= 0)
          return yield* Effect.fail(unprocessable("This game has started or was cancelled."))
        if (r.users.some((u) => u.user_id === forId))
          return yield* Effect.fail(unprocessable("You are in this game already."))
        if ((yield* roomOf(r)) === 0) return yield* Effect.fail(unprocessable("This game has found its players."))
        const rating = yield* ratings.ratingOf(r.facility_id, forId, opening.rating_kind)
        if (!ratingFits(rating, opening))
          return yield* Effect.fail(
            unprocessable(
              rating === null
                ? `This game is for ${rangeLabel(opening)}; add your rating to your profile, or ask the club to rate you.`
                : `This game is for ${rangeLabel(opening)}; your rating is ${rating}.`,
            ),
          )
        const waiver = yield* bookings.waiverProblem(r.facility_id, r.court_id, forId)
        if (waiver !== undefined) return yield* Effect.fail(unprocessable(waiver))
        const made = yield* repo.ask({
          facility_id: r.facility_id,
          reservation_id: r.id,
          user_id: forId,
          asked_by: me,
          rating,
          message: request.message?.trim() || null,
        })
        if (Option.isNone(made)) return yield* Effect.fail(conflict("You asked to join this game already."))
        const level = rating === null ? "" : ` (${ratingLabel(opening.rating_kind)} ${rating})`
        const note = made.value.message
        yield* letters.tell(opening.opened_by, {
          subject: (say) => say("game.asksSubject", { person: member.name }),
          text: (say, language) =>
            [
              say("game.asks", { person: `${member.name}${level}`, when: when(say, language, r, facility.time_zone) }),
              ...(note === null ? [] : ["", `"${note}"`]),
              "",
              say("game.answer"),
            ].join("\n"),
          facilityId: facility.id,
        })
        return made.value
      })

    /** The caller's side of requests at a club: those to the bookings they opened, and their own. */
    const requests = (facilityId: number) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        yield* requireMemberAt(facilityId)
        const today = localDate(yield* now, (yield* facilityOf(facilityId)).time_zone)
        return {
          to_me: yield* repo.toOpener(facilityId, me, today),
          mine: yield* repo.byPlayer(facilityId, me, today),
        }
      })

    /** A request the caller may act on as the booker who opened its booking; anyone else reads not found. */
    const asBooker = (id: number) =>
      Effect.gen(function* () {
        const q = yield* orNotFound("Join request")(repo.request(id))
        const opening = yield* repo.opening(q.facility_id, q.reservation_id)
        if (Option.isNone(opening) || (yield* actsFor([opening.value.opened_by])).length === 0)
          return yield* Effect.fail(notFound("Join request"))
        if (q.status !== "asked") return yield* Effect.fail(unprocessable(`This request was ${q.status} already.`))
        const r = yield* orNotFound("Reservation")(reservations.find(q.reservation_id))
        return { q, r, opening: opening.value, facility: yield* facilityOf(q.facility_id) }
      })

    /** The booker says yes: the player is added to the booking and told; when it is full, the rest are told no. */
    const accept = (id: number) =>
      Effect.gen(function* () {
        const { q, r, facility } = yield* asBooker(id)
        if ((yield* startsIn(r, facility.time_zone)) <= 0)
          return yield* Effect.fail(unprocessable("This game has started."))
        const full = yield* transactions.run(
          Effect.gen(function* () {
            if (!(yield* repo.decide(q.id, "asked", "accepted")))
              return yield* Effect.fail(unprocessable("This request was answered already."))
            yield* changes.invite(r.id, { id: q.user_id, rating: q.rating })
            if ((yield* roomOf(r)) > 0) return []
            return yield* repo.close(r.facility_id, r.id)
          }),
        )
        yield* letters.tell(q.user_id, {
          subject: (say) => say("game.inSubject"),
          text: (say, language) =>
            say("game.in", { when: when(say, language, r, facility.time_zone), court: q.court_name }),
          facilityId: facility.id,
        })
        yield* tellDeclined(full, r, facility.time_zone, "full")
        return { ...q, status: "accepted" as const }
      })

    const decline = (id: number) =>
      Effect.gen(function* () {
        const { q, r, facility } = yield* asBooker(id)
        if (!(yield* repo.decide(q.id, "asked", "declined")))
          return yield* Effect.fail(unprocessable("This request was answered already."))
        yield* tellDeclined([q], r, facility.time_zone, "declined")
        return { ...q, status: "declined" as const }
      })

    /** The player (or who asked for them) takes a waiting request back. */
    const withdraw = (id: number) =>
      Effect.gen(function* () {
        yield* signedInId
        const q = yield* orNotFound("Join request")(repo.request(id))
        const theirs = (yield* actsFor(q.asked_by === null ? [q.user_id] : [q.user_id, q.asked_by])).length > 0
        if (!theirs && !isStaffAt(yield* CurrentCaller, q.facility_id))
          return yield* Effect.fail(notFound("Join request"))
        if (!(yield* repo.decide(q.id, "asked", "withdrawn")))
          return yield* Effect.fail(unprocessable(`This request was ${q.status} already.`))
      })

    return withSpans("OpenGames", { open, close, find, ask, requests, accept, decline, withdraw })
  }),
}) {}
