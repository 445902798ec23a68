import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { inClubTurns } from "../jobs"
import { actsFor, CurrentCaller, isStaffAt, requireMemberAt, requireSelfOrGuardian, signedInId } from "../access"
import { initials, localDate, localInstant } from "../dates"
import { conflict, forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { formatMoney } from "../money"
import {
  arrangeGames,
  type OpenPlayPlayer,
  type OpenPlaySession,
  rangeLabel,
  ratingFits,
  type SessionRequest,
  memberSessionProblem,
  sessionProblem,
} from "./rules"
import { OpenPlayRepo } from "./port"
import { ReservationChangesRepo } from "../reservationChanges/port"
import { Bookings } from "../bookings/service"
import { Letters } from "../mail/letters"
import type { Language } from "../i18n/languages"
import { dayIn, secondsOfDayIn } from "../i18n/languageFormats"
import type { MailSay } from "../mail/mailWords"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "../payments/port"
import { ReservationsRepo } from "../reservations/port"
import { Transactions } from "../ports"

const PLACE = "Open play"
/** A round robin's rounds last half an hour each. */
const ROUND_SECONDS = 1800

/**
 * Open play by rating. Staff set a session up (its courts held by one booking of the desk);
 * members whose rating of the session's kind is in its range join, or wait for a place, for
 * themselves or a child; each place is a fee on the session's booking, paid like any booking.
 * The organiser arranges balanced games (`openPlay.ts`), each player is told their court, and
 * each game's result counts for the club's leaderboards.
 */
export class OpenPlay extends Effect.Service<OpenPlay>()("venue/OpenPlay", {
  dependencies: [Bookings.Default, Letters.Default],
  effect: Effect.gen(function* () {
    const repo = yield* OpenPlayRepo
    const facilities = yield* FacilitiesRepo
    const courts = yield* CourtsRepo
    const reservations = yield* ReservationsRepo
    const changes = yield* ReservationChangesRepo
    const ledger = yield* LedgerRepo
    const transactions = yield* Transactions
    const bookings = yield* Bookings
    const letters = yield* Letters
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    /** Whether the session is a member's (its booking theirs, not the desk's) and `userId` (the caller by default) acts for them. */
    const organises = (s: OpenPlaySession, userId?: number) =>
      Effect.gen(function* () {
        const booking = Option.getOrThrow(yield* reservations.find(s.reservation_id))
        if (booking.kind !== "reservation" || s.created_by === null) return false
        return userId === undefined ? (yield* actsFor([s.created_by])).length > 0 : userId === s.created_by
      })

    const sessionAt = (facilityId: number, id: number) => orNotFound("Open play session")(repo.find(facilityId, id))
    const started = (s: OpenPlaySession, zone: string) =>
      Effect.map(now, (at) => localInstant(s.play_date, s.hour_start, zone).getTime() <= at.getTime())

    /** A session's day and hour as its reader writes them. */
    const when = (language: Language, s: OpenPlaySession, zone: string) =>
      `${dayIn(language, s.play_date, zone)}, ${secondsOfDayIn(language, s.hour_start)}`

    /**
     * Staff set a session up on the club's courts, held by the desk's booking. A member sets one up
     * on one court they book themself, by every rule a player's booking meets (window, limits,
     * price, waiver): the court fee is theirs, so places are free, and they organise it.
     */
    const create = (facilityId: number, request: SessionRequest) =>
      Effect.gen(function* () {
        yield* requireMemberAt(facilityId)
        const staff = isStaffAt(yield* CurrentCaller, facilityId)
        const own = new Set((yield* courts.list(facilityId)).map((c) => c.id))
        const courtIds = [...new Set(request.court_ids)]
        if (courtIds.length === 0 || !courtIds.every((c) => own.has(c))) return yield* Effect.fail(notFound("Court"))
        const name = request.name.trim()
        if (name === "") return yield* Effect.fail(unprocessable("Name the session."))
        const problem =
          sessionProblem({ ...request, court_ids: courtIds }) ??
          (staff ? undefined : memberSessionProblem({ ...request, court_ids: courtIds }))
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        return yield* transactions.run(
          Effect.gen(function* () {
            const slot = { date: request.play_date, hour_start: request.hour_start, hour_end: request.hour_end }
            // Staff: the courts are the desk's booking, by the club's hours and rules. A member: their own booking.
            // Either way its players come as they join.
            const held = staff
              ? yield* bookings.bookAsStaff(courtIds[0]!, {
                  ...slot,
                  kind: "other",
                  subkind: "open_play",
                  reservation_type: 0,
                  player_ids: [],
                  guests: [],
                  guest_name: `${PLACE}: ${name}`,
                  extra_court_ids: courtIds.slice(1),
                })
              : yield* bookings.book({
                  ...slot,
                  facility_id: facilityId,
                  court_id: courtIds[0]!,
                  reservation_type: 0,
                  player_ids: [],
                  guests: [],
                })
            return yield* repo.insert(facilityId, {
              ...request,
              name,
              court_ids: courtIds,
              reservation_id: held.id,
              created_by: (yield* CurrentCaller).userId ?? null,
            })
          }),
        )
      })

    /** People as the club's members see each other here: a private profile shows as initials, except to staff. */
    const shown = (facilityId: number, players: ReadonlyArray<OpenPlayPlayer & { readonly public_profile: boolean }>) =>
      Effect.map(CurrentCaller, (caller) =>
        players.map(({ public_profile, ...p }) => ({
          ...p,
          name:
            public_profile || isStaffAt(caller, facilityId) || p.user_id === caller.userId ? p.name : initials(p.name),
        })),
      )

    /** A session with its players and games, what the caller's rating says of it, and what a place costs. */
    const view = (s: OpenPlaySession, facility: { currency: string; currency_decimals: number }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const players = yield* repo.players(s.facility_id, s.id)
        const mine = new Set(yield* actsFor(players.map((p) => p.user_id)))
        const rating =
          caller.userId === undefined ? null : yield* repo.ratingOf(s.facility_id, caller.userId, s.rating_kind)
        return {
          ...s,
          range: rangeLabel(s),
          price_label: formatMoney(s.price, facility.currency, facility.currency_decimals),
          currency: facility.currency,
          currency_decimals: facility.currency_decimals,
          joined: players.filter((p) => p.status === "joined").length,
          waitlisted: players.filter((p) => p.status === "waitlisted").length,
          my_rating: rating,
          fits: ratingFits(rating, s),
          players: (yield* shown(s.facility_id, players)).map(({ ru_id: _, ...p }) => ({
            ...p,
            mine: mine.has(p.user_id),
          })),
          games: yield* repo.games(s.facility_id, s.id),
        }
      })

    /** The club's sessions from today on, each with how full it is and whether it fits the caller. */
    const list = (facilityId: number) =>
      Effect.gen(function* () {
        yield* requireMemberAt(facilityId)
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const sessions = yield* repo.ofFacility(facilityId, localDate(yield* now, facility.time_zone))
        return yield* Effect.forEach(sessions, (s) => view(s, facility))
      })

    const show = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireMemberAt(facilityId)
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        return yield* view(yield* sessionAt(facilityId, id), facility)
      })

    /** Puts a player on the session's booking with their place as a fee: owed and paid like any booking. */
    const seat = (s: OpenPlaySession, userId: number, name: string, rating: number | null) =>
      Effect.gen(function* () {
        const r = { facility_id: s.facility_id, id: s.reservation_id }
        // The organiser of a member's session is its booking's player already: their row is their place.
        const before = Option.getOrThrow(yield* reservations.find(s.reservation_id))
        if (!before.users.some((u) => u.user_id === userId))
          yield* changes.addPlayer(r, { user_id: userId, name, rating })
        const booking = Option.getOrThrow(yield* reservations.find(s.reservation_id))
        const at = booking.users.findLastIndex((u) => u.user_id === userId)
        const ru = booking.users[at]!
        if (s.price > 0)
          yield* changes.addFees(r, [{ ruId: ru.id, userIndex: at, amount: s.price, description: PLACE }])
        return ru.id
      })

    const join = (facilityId: number, id: number, forUserId?: number) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        yield* requireMemberAt(facilityId)
        const forId = forUserId ?? me
        yield* requireSelfOrGuardian(forId, "You may join only for yourself and the children you handle.")
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const s = yield* sessionAt(facilityId, id)
        if (s.status !== "open" || (yield* started(s, facility.time_zone)))
          return yield* Effect.fail(
            unprocessable("This session takes no more players: it has started or been arranged."),
          )
        const member = yield* changes.member(facilityId, forId)
        if (member === undefined)
          return yield* Effect.fail(unprocessable("Only the club's members join its open play."))
        const rating = yield* repo.ratingOf(facilityId, forId, s.rating_kind)
        if (!ratingFits(rating, s))
          return yield* Effect.fail(
            unprocessable(
              rating === null
                ? `This session is for ${rangeLabel(s)}; add your rating to your profile, or ask the club to rate you.`
                : `This session is for ${rangeLabel(s)}; your rating is ${rating}.`,
            ),
          )
        const waiver = yield* bookings.waiverProblem(facilityId, s.court_ids[0]!, forId)
        if (waiver !== undefined) return yield* Effect.fail(unprocessable(waiver))
        return yield* transactions.run(
          Effect.gen(function* () {
            const players = yield* repo.players(facilityId, s.id)
            const status: OpenPlayPlayer["status"] =
              players.filter((p) => p.status === "joined").length < s.cap ? "joined" : "waitlisted"
            if (!(yield* repo.addPlayer(s, { user_id: forId, made_by: me, rating, status, ru_id: null })))
              return yield* Effect.fail(
                conflict(forId === me ? "You are in this session already." : "That player is in this session already."),
              )
            if (status === "joined")
              yield* repo.setPlayer(s.id, forId, { status, ru_id: yield* seat(s, forId, member.name, rating) })
            return { status, place: formatMoney(s.price, facility.currency, facility.currency_decimals) }
          }),
        )
      })

    /** Takes a player out (themself, a child they handle, or anyone for staff); the first waiting takes the place. */
    const leave = (facilityId: number, id: number, userId: number) =>
      Effect.gen(function* () {
        yield* signedInId
        const s = yield* sessionAt(facilityId, id)
        const players = yield* repo.players(facilityId, s.id)
        const player = players.find((p) => p.user_id === userId)
        const staff = isStaffAt(yield* CurrentCaller, facilityId)
        if (player === undefined || (!staff && (yield* actsFor([userId])).length === 0))
          return yield* Effect.fail(notFound("Player of this session"))
        if (s.status !== "open") return yield* Effect.fail(unprocessable("The games are arranged; ask the organiser."))
        if (player.ru_id !== null) {
          const paid = (yield* ledger.pendingItems(s.reservation_id)).find((i) => i.ru_id === player.ru_id)?.paid ?? 0
          if (paid > 0)
            return yield* Effect.fail(
              unprocessable("This place is paid: the desk takes you out and refunds it by the club's policy."),
            )
        }
        const promoted = yield* transactions.run(
          Effect.gen(function* () {
            if (player.ru_id !== null) {
              yield* changes.removeFees(s.reservation_id, { ruId: player.ru_id })
              // The organiser's row is their booking's: they stop playing in it, the booking stays theirs.
              if (!(yield* organises(s, userId))) yield* changes.removePlayer(s.reservation_id, player.ru_id)
            }
            yield* repo.removePlayer(s.id, userId)
            const next = player.status === "joined" ? players.find((p) => p.status === "waitlisted") : undefined
            if (next === undefined) return undefined
            yield* repo.setPlayer(s.id, next.user_id, {
              status: "joined",
              ru_id: yield* seat(s, next.user_id, next.name, next.rating),
            })
            return next
          }),
        )
        if (promoted !== undefined) {
          const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
          yield* letters.tell(promoted.user_id, {
            subject: (say) => say("openPlay.placeSubject", { session: s.name }),
            text: (say, language) =>
              say("openPlay.place", {
                session: s.name,
                when: when(language, s, facility.time_zone),
                amount: formatMoney(s.price, facility.currency, facility.currency_decimals, language),
              }),
            facilityId: facility.id,
            push: {
              topic: "waitlist_promotions",
              key: `open-play-place:${s.id}:${promoted.user_id}`,
              path: `/open-play?facility=${facility.id}`,
            },
          })
        }
      })

    /** Balanced games for a session's joined players, saved, and each player told their court; false when too few came. */
    const arrangeSession = (s: OpenPlaySession) =>
      Effect.gen(function* () {
        const facility = yield* orNotFound("Facility")(facilities.find(s.facility_id))
        const players = (yield* repo.players(s.facility_id, s.id)).filter((p) => p.status === "joined")
        const roundLength = s.format === "round_robin" ? ROUND_SECONDS : s.hour_end - s.hour_start
        const rounds = Math.max(1, Math.floor((s.hour_end - s.hour_start) / roundLength))
        const arranged = arrangeGames(
          players.map((p) => ({ id: p.user_id, rating: p.rating })),
          s.court_ids,
          s.format,
          rounds,
        )
        if (arranged[0]!.games.length === 0) return false
        yield* repo.saveArrangement(
          s,
          arranged,
          arranged.map((_, i) => localInstant(s.play_date, s.hour_start + i * roundLength, facility.time_zone)),
        )
        const names = new Map((yield* courts.list(s.facility_id)).map((c) => [c.id, c.name]))
        const named = new Map(players.map((p) => [p.user_id, p.name]))
        for (const p of players) {
          const lines = (say: MailSay, language: Language) =>
            arranged.map((round) => {
              const game = round.games.find((g) => g.team1.includes(p.user_id) || g.team2.includes(p.user_id))
              if (game === undefined) return say("openPlay.sitOut", { round: round.round })
              const [own, other] = game.team1.includes(p.user_id) ? [game.team1, game.team2] : [game.team2, game.team1]
              const partners = own.filter((u) => u !== p.user_id).map((u) => named.get(u) ?? "")
              const against = new Intl.ListFormat(language, { type: "conjunction" }).format(
                other.map((u) => named.get(u) ?? ""),
              )
              return say(partners.length > 0 ? "openPlay.roundWith" : "openPlay.round", {
                round: round.round,
                court: names.get(game.court_id) ?? "",
                partners: partners.join(", "),
                against,
              })
            })
          yield* letters.tell(p.user_id, {
            subject: (say) => say("openPlay.courtSubject", { session: s.name }),
            text: (say, language) =>
              [
                say("openPlay.set", { session: s.name, when: when(language, s, facility.time_zone) }),
                "",
                ...lines(say, language),
              ].join("\n"),
            facilityId: s.facility_id,
          })
        }
        return true
      })

    /** The organiser's button: the games arranged now (again, if players changed since). */
    const arrange = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireMemberAt(facilityId)
        const s = yield* sessionAt(facilityId, id)
        if (!isStaffAt(yield* CurrentCaller, facilityId) && !(yield* organises(s)))
          return yield* Effect.fail(forbidden("Only the club's staff and the session's organiser arrange its games."))
        if (s.status === "cancelled") return yield* Effect.fail(unprocessable("This session is cancelled."))
        if (yield* transactions.run(arrangeSession(s)))
          return yield* view({ ...s, status: "arranged" }, yield* orNotFound("Facility")(facilities.find(facilityId)))
        const joined = (yield* repo.players(facilityId, s.id)).filter((p) => p.status === "joined").length
        return yield* Effect.fail(
          unprocessable(`${joined} joined: a ${s.format} game needs ${s.format === "singles" ? 2 : 4}.`),
        )
      })

    /**
     * One round of the `open-play` job: each session that has started with a game's worth of
     * players and no games yet is arranged, as the organiser's button would, its row held so
     * another server skips it. How many it arranged.
     */
    const arrangeStarted = inClubTurns(20, (served) =>
      transactions.run(
        Effect.flatMap(repo.nextStarted(served), (found) =>
          Option.isNone(found)
            ? Effect.succeed(Option.none<number>())
            : Effect.map(arrangeSession(found.value), (arranged) =>
                arranged ? Option.some(found.value.facility_id) : Option.none<number>(),
              ),
        ),
      ),
    )

    /** A game's result, by the club's staff or one of its players; it counts for the club's leaderboards. */
    const recordResult = (
      facilityId: number,
      id: number,
      gameId: number,
      result: { readonly winner_team: 1 | 2; readonly score: string } | null,
    ) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        yield* requireMemberAt(facilityId)
        const s = yield* sessionAt(facilityId, id)
        const game = (yield* repo.games(facilityId, s.id)).find((g) => g.id === gameId)
        if (game === undefined) return yield* Effect.fail(notFound("Game"))
        const inIt = (yield* actsFor([...game.team1, ...game.team2])).length > 0
        if (!inIt && !isStaffAt(yield* CurrentCaller, facilityId))
          return yield* Effect.fail(forbidden("Only the game's players and the club's staff record its result."))
        yield* repo.saveResult(facilityId, gameId, result, me)
        return { ...game, winner_team: result?.winner_team ?? null, score: result?.score ?? null }
      })

    return withSpans("OpenPlay", { create, list, show, join, leave, arrange, arrangeStarted, recordResult })
  }),
}) {}
