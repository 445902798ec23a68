import { withSpans } from "../spans"
import { Clock, Data, Effect, Option } from "effect"
import {
  actsFor,
  CurrentCaller,
  operator,
  isStaffAt,
  Relations,
  requireManagerAt,
  requireMemberAt,
  requireStaffAt,
  roleAt,
  signedInId,
} from "../access"
import { initials } from "../dates"
import { conflict, forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { Transactions } from "../ports"
import { championOf, progress } from "./progress"
import { CompetitionsRepo } from "./port"
import {
  type Competition,
  type CompetitionFile,
  type CompetitionWithDivisions,
  competitionProblem,
  type Division,
  type DrawSheet,
  divisionProblem,
  drawProblem,
  eligibilityProblem,
  type Entry,
  feeBack,
  type NewCompetition,
  type NewDivision,
  planDraw,
  type MatchMove,
  type ScheduleRequest,
  seedOrder,
  type StoredMatch,
  type Unavailability,
} from "./rules"
import { judgeMatch, type MatchScore, scoreLine, tally } from "./scores"
import { ReservationChanges } from "../reservationChanges/service"
import { ReservationsRepo } from "../reservations/port"
import { Reservations } from "../reservations/service"
import { LeaderboardsRepo } from "../leaderboards/port"
import { Bookings } from "../bookings/service"
import { Charges } from "../payments/charges"
import { Refunds } from "../payments/refunds"
import { Letters } from "../mail/letters"
import { FacilitiesRepo } from "../facilities/port"
import { dayIn, secondsOfDayIn } from "../i18n/languageFormats"
import type { HowPaid } from "../memberships/membershipCharges"
import { at, dayAndSecond, type FreeTime, freeTime, matchesToPlace, type Placement, solveSchedule } from "./schedule"
import { standings } from "./standings"
import { CLUB_RATING, clubRatingProvider, moved, ratingChange } from "./clubRating"
import { RatingsRepo } from "../ratings/port"

const MANAGERS_ONLY = "Only the club's managers run its competitions."

/** A dry run's writes, undone: what they made. */
class RolledBack extends Data.TaggedError("RolledBack")<{ readonly shown: CompetitionWithDivisions }> {}

/**
 * A club's competitions: managers set one up with its divisions; members enter (a pair: the
 * partner accepts), wait for a place when a division is full, and withdraw before the draw, a
 * waiting entry taking the place; a manager makes the draw, seeded by rating; players report a
 * match's score and the other side confirms it (the desk's counts at once), and winners go on.
 */
export class Competitions extends Effect.Service<Competitions>()("venue/Competitions", {
  dependencies: [
    Bookings.Default,
    ReservationChanges.Default,
    Reservations.Default,
    Charges.Default,
    Refunds.Default,
    Letters.Default,
  ],
  effect: Effect.gen(function* () {
    const repo = yield* CompetitionsRepo
    const bookings = yield* Bookings
    const changes = yield* ReservationChanges
    const reservations = yield* ReservationsRepo
    const results = yield* LeaderboardsRepo
    const reservationService = yield* Reservations
    const charges = yield* Charges
    const refunds = yield* Refunds
    const letters = yield* Letters
    const facilities = yield* FacilitiesRepo
    const ratings = yield* RatingsRepo
    const relations = yield* Relations
    const transactions = yield* Transactions
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    const competitionAt = (facilityId: number, id: number) => orNotFound("Competition")(repo.find(facilityId, id))
    /** A division and its competition, in this club. */
    const divisionAt = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const division = yield* orNotFound("Division")(repo.division(facilityId, id))
        return { division, competition: yield* competitionAt(facilityId, division.competition_id) }
      })

    const create = (facilityId: number, input: NewCompetition) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        const problem = competitionProblem(input)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const programs = new Set((yield* repo.programWaivers(facilityId)).map((w) => w.id))
        const strangers = input.waiver_ids.filter((id) => !programs.has(id))
        if (strangers.length > 0)
          return yield* Effect.fail(
            unprocessable(`Waiver ${strangers.join(", ")} is not one of this club's program waivers.`),
          )
        return yield* repo.insert(facilityId, input, (yield* CurrentCaller).userId ?? null)
      })

    const addDivision = (facilityId: number, competitionId: number, input: NewDivision) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        yield* competitionAt(facilityId, competitionId)
        const problem = divisionProblem(input)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const made = yield* repo.insertDivision(facilityId, competitionId, input)
        return yield* Option.match(made, {
          onNone: () => Effect.fail(conflict(`The competition has a division called ${input.name} already.`)),
          onSome: Effect.succeed,
        })
      })

    /**
     * A competition and its divisions set up at once (a file's, `venue competitions import`): all
     * or none; a dry run makes every write and rolls it back, answering what it would be.
     */
    const setUp = (facilityId: number, file: CompetitionFile, options: { readonly dryRun: boolean }) =>
      transactions
        .run(
          Effect.gen(function* () {
            const { divisions, ...settings } = file
            const made = yield* create(facilityId, settings)
            for (const d of divisions) yield* addDivision(facilityId, made.id, d)
            const shown = yield* show(facilityId, made.id)
            return options.dryRun ? yield* Effect.fail(new RolledBack({ shown })) : shown
          }),
        )
        .pipe(Effect.catchTag("RolledBack", (e) => Effect.succeed(e.shown)))

    /** The club's competitions not over yet, with their divisions: anyone reads them (the public draw page). */
    const list = (facilityId: number) =>
      Effect.gen(function* () {
        const today = (yield* now).toISOString().slice(0, 10)
        const competitions = yield* repo.ofFacility(facilityId, today)
        return yield* Effect.forEach(competitions, (c) =>
          Effect.map(repo.divisions(facilityId, c.id), (divisions) => ({ ...c, divisions })),
        )
      })

    const show = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const competition = yield* competitionAt(facilityId, id)
        return { ...competition, divisions: yield* repo.divisions(facilityId, id) }
      })

    const entriesOpen = (competition: Competition) =>
      Effect.gen(function* () {
        const at = (yield* now).getTime()
        if (competition.status !== "open") return yield* Effect.fail(conflict("The competition was cancelled."))
        if (at < Date.parse(competition.entries_open_at))
          return yield* Effect.fail(conflict("Entries are not open yet."))
        if (at >= Date.parse(competition.entries_close_at)) return yield* Effect.fail(conflict("Entries have closed."))
      })

    /** Entries that hold a place: entered, or waiting for their partner's yes. */
    const placesTaken = (entries: ReadonlyArray<Entry>) => entries.filter((e) => e.status === "entered").length

    /**
     * A member enters a division, for themself or a child they handle, with a partner for doubles
     * (a member of the club, who accepts). Each player must fit the division's ratings and ages; a
     * full division keeps the entry waiting for a place.
     */
    const enter = (
      facilityId: number,
      divisionId: number,
      input: {
        readonly player_id: number
        readonly partner_id?: number | undefined
        /** How the entry fee is paid, where there is one: by the one entering. */
        readonly payment?: HowPaid | undefined
      },
    ) =>
      Effect.gen(function* () {
        yield* requireMemberAt(facilityId)
        const me = yield* signedInId
        if ((yield* actsFor([input.player_id])).length === 0)
          return yield* Effect.fail(forbidden("You may enter only yourself and the children you handle."))
        const { competition } = yield* divisionAt(facilityId, divisionId)
        yield* waiversAccepted(facilityId, competition, input.player_id, input.player_id !== me)
        const fee = competition.fee
        if (fee > 0 && input.payment === undefined)
          return yield* Effect.fail(unprocessable("This competition has an entry fee: say how you pay it."))
        const record = Effect.gen(function* () {
          const division = yield* orNotFound("Division")(repo.lockDivision(facilityId, divisionId))
          yield* entriesOpen(competition)
          if (division.drawn_at !== null) return yield* Effect.fail(conflict("The division has been drawn."))
          const partner = input.partner_id
          if (competition.team_size === 2 && partner === undefined)
            return yield* Effect.fail(unprocessable("Doubles: name your partner."))
          if (competition.team_size === 1 && partner !== undefined)
            return yield* Effect.fail(unprocessable("Singles: an entry is one player, with no partner."))
          if (partner === input.player_id) return yield* Effect.fail(unprocessable("A partner is someone else."))
          const ids = partner === undefined ? [input.player_id] : [input.player_id, partner]
          for (const id of ids)
            if (!(yield* relations.belongsTo(facilityId, id)))
              return yield* Effect.fail(unprocessable("Both players are members of the club."))
          if ((yield* repo.alreadyIn(facilityId, divisionId, ids)).length > 0)
            return yield* Effect.fail(conflict("A player of this entry is in the division already."))
          const facts = yield* repo.playerFacts(facilityId, ids, competition.rating_kind)
          for (const player of facts) {
            const problem = eligibilityProblem(division, player, competition.starts_on)
            if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
          }
          const rated = facts.flatMap((f) => (f.rating === null ? [] : [f.rating]))
          const rating = rated.length === facts.length ? rated.reduce((a, b) => a + b, 0) / rated.length : null
          const full = placesTaken(yield* repo.entries(facilityId, divisionId)) >= division.cap
          const made = yield* repo.insertEntry(facilityId, divisionId, {
            made_by: me,
            rating,
            status: partner !== undefined ? "awaiting_partner" : full ? "waitlisted" : "entered",
            players: ids.map((user_id) => ({ user_id, accepted: user_id !== partner })),
          })
          return made.id
        })
        // The fee is one ledger row, written with the entry: both or neither.
        const id =
          fee === 0 || input.payment === undefined
            ? yield* transactions.run(record)
            : yield* charges.sell(
                me,
                facilityId,
                { ...input.payment, amount: fee },
                {
                  description: `Entry: ${competition.name}`,
                  payable_type: "competition_entry",
                  record,
                  paid: (paymentId, entryId) => Effect.as(repo.setPayment(facilityId, entryId, paymentId), entryId),
                },
              )
        return Option.getOrThrow(yield* repo.entry(facilityId, id))
      })

    /** The named partner (or their guardian) says yes, and the pair takes a place or waits for one; or no, and the entry ends. */
    const answerPartner = (facilityId: number, entryId: number, accept: boolean) =>
      transactions.run(
        Effect.gen(function* () {
          const entry = yield* orNotFound("Entry")(repo.entry(facilityId, entryId))
          const asked = entry.players.find((p) => !p.accepted)
          if (
            entry.status !== "awaiting_partner" ||
            asked === undefined ||
            (yield* actsFor([asked.user_id])).length === 0
          )
            return yield* Effect.fail(notFound("Entry"))
          const division = Option.getOrThrow(yield* repo.lockDivision(facilityId, entry.division_id))
          if (!accept) {
            yield* repo.withdraw(facilityId, entryId)
            yield* giveFeeBack(
              facilityId,
              entryId,
              (yield* divisionAt(facilityId, entry.division_id)).competition,
              true,
            )
            return Option.getOrThrow(yield* repo.entry(facilityId, entryId))
          }
          const { competition } = yield* divisionAt(facilityId, entry.division_id)
          yield* waiversAccepted(facilityId, competition, asked.user_id, asked.user_id !== (yield* signedInId))
          yield* repo.accept(facilityId, entryId, asked.user_id)
          const full = placesTaken(yield* repo.entries(facilityId, entry.division_id)) >= division.cap
          yield* repo.setStatus(facilityId, entryId, full ? "waitlisted" : "entered")
          return Option.getOrThrow(yield* repo.entry(facilityId, entryId))
        }),
      )

    /** A player has accepted the waivers the competition asks for (and a child the club's children's ones). */
    const waiversAccepted = (facilityId: number, competition: Competition, personId: number, child: boolean) =>
      Effect.gen(function* () {
        const unsigned = [
          ...(child ? yield* repo.unacceptedChildWaivers(facilityId, personId) : []),
          ...(yield* repo.unacceptedWaivers(facilityId, personId, competition.waiver_ids, competition.id)),
        ]
        if (unsigned.length === 0) return
        const [person] = yield* repo.playerFacts(facilityId, [personId], null)
        return yield* Effect.fail(
          unprocessable(
            `${person?.name ?? "The player"} has not accepted ${unsigned.map((n) => `"${n}"`).join(", ")} for this competition yet.`,
          ),
        )
      })

    /**
     * An entry withdrawn before the draw has its fee given back by the club's cancellation policy
     * (`feeBack`): in full while entries are open, less a late share once they have closed.
     */
    const giveFeeBack = (facilityId: number, entryId: number, competition: Competition, declined: boolean) =>
      Effect.gen(function* () {
        const paid = yield* repo.paymentOf(facilityId, entryId)
        if (Option.isNone(paid)) return
        const club = yield* orNotFound("Facility")(facilities.find(facilityId))
        const late = (yield* now).getTime() >= Date.parse(competition.entries_close_at)
        const back = feeBack(competition.fee, club, declined ? "declined" : late ? "late" : "open")
        if (back.amount > 0) yield* refunds.refund(paid.value, back.amount, back.to === "credits" ? "credit" : "refund")
      })

    /** An entry its players (or their guardians) or the club's staff reach; to anyone else it does not exist. */
    const entryAt = (facilityId: number, entryId: number) =>
      Effect.gen(function* () {
        const entry = yield* orNotFound("Entry")(repo.entry(facilityId, entryId))
        const mine = (yield* actsFor(entry.players.map((p) => p.user_id))).length > 0
        if (!mine && !isStaffAt(yield* CurrentCaller, facilityId)) return yield* Effect.fail(notFound("Entry"))
        return { entry, mine }
      })

    /** When an entry cannot play, as its players or the desk said: only they read it. */
    const unavailable = (facilityId: number, entryId: number) =>
      Effect.zipRight(entryAt(facilityId, entryId), repo.unavailableOf(facilityId, entryId))

    /** An entry's players (or the desk) say when it cannot play, on the competition's days; the schedule keeps those times clear. */
    const setUnavailable = (facilityId: number, entryId: number, times: Unavailability) =>
      Effect.gen(function* () {
        const { entry } = yield* entryAt(facilityId, entryId)
        const { competition } = yield* divisionAt(facilityId, entry.division_id)
        if (times.times.some((t) => t.date < competition.starts_on || t.date > competition.ends_on))
          return yield* Effect.fail(unprocessable("Say times on the competition's days."))
        yield* repo.setUnavailable(facilityId, entryId, times)
        return yield* repo.unavailableOf(facilityId, entryId)
      })

    /** A player of the entry (or a manager) withdraws it before the draw; the first waiting entry takes its place. */
    const withdraw = (facilityId: number, entryId: number) =>
      transactions.run(
        Effect.gen(function* () {
          const { entry, mine } = yield* entryAt(facilityId, entryId)
          if (!mine) yield* requireManagerAt(facilityId, MANAGERS_ONLY)
          if (entry.status === "withdrawn") return entry
          const division = Option.getOrThrow(yield* repo.lockDivision(facilityId, entry.division_id))
          if (division.drawn_at !== null)
            return yield* Effect.fail(conflict("The division has been drawn: ask the desk."))
          yield* repo.withdraw(facilityId, entryId)
          yield* giveFeeBack(facilityId, entryId, (yield* divisionAt(facilityId, entry.division_id)).competition, false)
          if (entry.status === "entered") {
            const waiting = (yield* repo.entries(facilityId, entry.division_id)).find((e) => e.status === "waitlisted")
            if (waiting !== undefined) yield* repo.setStatus(facilityId, waiting.id, "entered")
          }
          return Option.getOrThrow(yield* repo.entry(facilityId, entryId))
        }),
      )

    /** A manager draws a division once its entries have closed: the entered, seeded by rating. */
    const makeDraw = (facilityId: number, divisionId: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        const { competition } = yield* divisionAt(facilityId, divisionId)
        if ((yield* now).getTime() < Date.parse(competition.entries_close_at))
          return yield* Effect.fail(conflict("Entries are still open: the draw is made once they close."))
        const entered = seedOrder((yield* repo.entries(facilityId, divisionId)).filter((e) => e.status === "entered"))
        const problem = drawProblem(competition, entered.length)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const draw = planDraw(
          competition,
          entered.map((e) => e.id),
        )
        if (!(yield* repo.saveDraw(facilityId, divisionId, draw.matches)))
          return yield* Effect.fail(conflict("The division has been drawn already."))
        return yield* drawOf(facilityId, divisionId)
      })

    /** A division's draw sheet as the results make it: seeds, matches and who plays them, tables, champion. */
    const drawOf = (facilityId: number, divisionId: number) =>
      Effect.gen(function* () {
        const { division, competition } = yield* divisionAt(facilityId, divisionId)
        const caller = yield* CurrentCaller
        // The club's people read each other's names; the public draw page, private profiles' initials.
        const member = caller.platformAdmin || roleAt(caller, facilityId) !== undefined
        const entries = (yield* repo.entries(facilityId, divisionId)).map((e) => ({
          ...e,
          players: e.players.map((p) => (member || p.shown ? p : { ...p, name: initials(p.name) })),
        }))
        const matches = yield* repo.matches(facilityId, divisionId)
        return sheet(competition, division, entries, matches)
      })

    /**
     * The club's competition matches booked on a local day, for the desk: each division's sheet
     * (its entries, tables) with that day's matches only, in the order they start.
     */
    const onDay = (facilityId: number, date: string) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const divisions = yield* repo.divisionsPlayingOn(facilityId, date)
        return yield* Effect.forEach(divisions, (divisionId) =>
          Effect.map(drawOf(facilityId, divisionId), (s) => ({
            ...s,
            matches: s.matches
              .filter((m) => m.scheduled?.date === date)
              .sort((a, b) => a.scheduled!.hour_start - b.scheduled!.hour_start),
          })),
        )
      })

    const matchAt = (facilityId: number, matchId: number) =>
      Effect.gen(function* () {
        const match = yield* orNotFound("Match")(repo.match(facilityId, matchId))
        const { division, competition } = yield* divisionAt(facilityId, match.division_id)
        const entries = yield* repo.entries(facilityId, match.division_id)
        const stored = yield* repo.matches(facilityId, match.division_id)
        const state = sheet(competition, division, entries, stored)
        return { match, competition, entries, stored, now: state.matches.find((m) => m.id === matchId)! }
      })

    /**
     * A match's score: from a player of it (or their guardian), kept until the other side confirms;
     * from the club's staff, it counts at once. Checked by the sport's rules; the match must be due.
     */
    const report = (facilityId: number, matchId: number, score: MatchScore) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        const { match, competition, entries, stored, now: state } = yield* matchAt(facilityId, matchId)
        const staff = isStaffAt(yield* CurrentCaller, facilityId)
        const side = yield* sideOf(entries, state.entry_ids)
        if (side === undefined && !staff) return yield* Effect.fail(notFound("Match"))
        if (!state.due && !(staff && state.won !== null))
          return yield* Effect.fail(
            conflict("This match is not to be played now: its players are not both known, or it is decided."),
          )
        // A correction may not change who played a match already decided after it.
        if (state.won !== null && laterDecided(stored, match))
          return yield* Effect.fail(conflict("A match this one led to is decided: correct that one first."))
        const judged = judgeMatch(competition.scoring, score)
        if ("problem" in judged) return yield* Effect.fail(unprocessable(judged.problem))
        return yield* transactions.run(
          Effect.gen(function* () {
            yield* repo.saveResult(facilityId, match.id, {
              score,
              won: staff ? judged.winner : null,
              reported_by: me,
              confirmed: staff,
            })
            const after = yield* drawOf(facilityId, match.division_id)
            if (staff) {
              yield* rate(facilityId, after, match.key)
              yield* keepBookings(facilityId, after, touchedBy(match.key, match.group), me)
            }
            return after
          }),
        )
      })

    /** The other side confirms a reported score, and the match counts. */
    const confirm = (facilityId: number, matchId: number) =>
      Effect.gen(function* () {
        const { match, competition, entries, now: state } = yield* matchAt(facilityId, matchId)
        const side = yield* sideOf(entries, state.entry_ids)
        if (side === undefined) return yield* Effect.fail(notFound("Match"))
        if (match.score === null || match.confirmed_at !== null || match.reported_by === null)
          return yield* Effect.fail(conflict("There is no reported score to confirm."))
        const reporterSide = entrySide(entries, state.entry_ids, match.reported_by)
        if (reporterSide === side)
          return yield* Effect.fail(conflict("The other side confirms the score its opponents reported."))
        const judged = judgeMatch(competition.scoring, match.score)
        if ("problem" in judged) return yield* Effect.fail(unprocessable(judged.problem))
        const reportedBy = match.reported_by
        return yield* transactions.run(
          Effect.gen(function* () {
            yield* repo.saveResult(facilityId, match.id, {
              score: match.score!,
              won: judged.winner,
              reported_by: reportedBy,
              confirmed: true,
            })
            const after = yield* drawOf(facilityId, match.division_id)
            yield* rate(facilityId, after, match.key)
            yield* keepBookings(facilityId, after, touchedBy(match.key, match.group), reportedBy)
            return after
          }),
        )
      })

    /**
     * A manager places a drawn division's matches still to be played on the club's courts for its
     * sport over some of the event's days: each a real booking, at the earliest time after the
     * matches feeding it with the players rested. A time the club's rules or a booking made
     * meanwhile refuses is left out and the rest placed again; matches placed before stay. What no
     * free time fits is named, to be placed with more courts or hours.
     */
    const schedule = (facilityId: number, divisionId: number, input: ScheduleRequest) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        const { division, competition } = yield* divisionAt(facilityId, divisionId)
        if (division.drawn_at === null) return yield* Effect.fail(conflict("Make the division's draw first."))
        if (input.dates.some((d) => d < competition.starts_on || d > competition.ends_on))
          return yield* Effect.fail(unprocessable("Matches are played on the competition's days."))
        if (input.hour_end - input.hour_start < input.match_minutes * 60)
          return yield* Effect.fail(unprocessable("The hours hold at least one match."))
        const courts = yield* repo.courtsFor(facilityId, competition.sport)
        const courtIds = input.court_ids ?? courts.map((c) => c.id)
        if (courtIds.length === 0 || courtIds.some((id) => !courts.some((c) => c.id === id)))
          return yield* Effect.fail(unprocessable("Matches are played on the club's open courts for the sport."))
        const sheet = yield* drawOf(facilityId, divisionId)
        const entryPlayers = new Map(sheet.entries.map((e) => [e.id, e.players.map((p) => p.user_id)]))
        const over = new Set(sheet.matches.filter((m) => m.won !== null || m.void).map((m) => m.key))
        const toPlace = matchesToPlace(sheet.matches.map(plannedOf))
          .filter((m) => !over.has(m.key))
          .map((m) => ({ ...m, after: m.after.filter((k) => !over.has(k)) }))
        const placedBefore: ReadonlyArray<Placement> = sheet.matches.flatMap((m) =>
          m.scheduled === null || over.has(m.key) ? [] : [{ key: m.key, ...m.scheduled }],
        )
        const windows = input.dates.flatMap((date) =>
          courtIds.map((court_id) => ({ court_id, date, from: input.hour_start, to: input.hour_end })),
        )
        const away = yield* repo.unavailableIn(facilityId, divisionId)
        const refused: Array<FreeTime> = []
        const booked: Array<Placement> = []
        // Each refusal narrows the free time; every pass books at least one match or ends.
        for (let pass = 0; pass < toPlace.length + 1; pass++) {
          const taken = yield* repo.booked(facilityId, courtIds, input.dates)
          const plan = solveSchedule({
            matches: toPlace,
            free: freeTime(windows, [...taken, ...refused]),
            placed: [...placedBefore, ...booked],
            unavailable: away,
            matchSeconds: input.match_minutes * 60,
            restSeconds: input.rest_minutes * 60,
            mostPerDay: input.most_per_day,
            stepSeconds: 1800,
          })
          let refusedNow = false
          for (const p of plan.placed) {
            const match = sheet.matches.find((m) => m.key === p.key)!
            const made = yield* Effect.either(
              transactions.run(
                Effect.gen(function* () {
                  const reservation = yield* bookings.bookAsStaff(p.court_id, {
                    date: p.date,
                    hour_start: p.hour_start,
                    hour_end: p.hour_end,
                    kind: "other",
                    // What the court calendars show of it, to players and the desk alike.
                    subkind: `${competition.name} · ${match.key}`,
                    reservation_type: 0,
                    guest_name: `${competition.name} · ${division.name} · ${match.key}`,
                    player_ids: match.entry_ids.flatMap((id) => (id === null ? [] : (entryPlayers.get(id) ?? []))),
                    guests: [],
                    extra_court_ids: [],
                    fees: [],
                  })
                  yield* repo.setReservation(facilityId, match.id, reservation.id)
                }),
              ),
            )
            if (made._tag === "Right") booked.push(p)
            else {
              refused.push({ court_id: p.court_id, date: p.date, from: p.hour_start, to: p.hour_end })
              refusedNow = true
              break
            }
          }
          if (!refusedNow) break
        }
        const now = yield* drawOf(facilityId, divisionId)
        const placedNow = (m: DrawSheet["matches"][number]) => booked.some((p) => p.key === m.key)
        yield* keepBookings(facilityId, now, placedNow, null, placedNow)
        return {
          sheet: now,
          unplaced: now.matches.filter((m) => m.scheduled === null && !over.has(m.key)).map((m) => m.key),
        }
      })

    /**
     * The desk moves a scheduled match to another time (and court); the matches that follow from
     * it move later by as much, so each still starts after its players have rested. All move or
     * none: a clash with any booking refuses the move, as the database refuses any double booking.
     */
    const move = (facilityId: number, matchId: number, to: MatchMove) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const match = yield* orNotFound("Match")(repo.match(facilityId, matchId))
        const { competition } = yield* divisionAt(facilityId, match.division_id)
        if (to.date < competition.starts_on || to.date > competition.ends_on)
          return yield* Effect.fail(unprocessable("Matches are played on the competition's days."))
        if (
          to.court_id !== undefined &&
          !(yield* repo.courtsFor(facilityId, competition.sport)).some((c) => c.id === to.court_id)
        )
          return yield* Effect.fail(unprocessable("Matches are played on the club's open courts for the sport."))
        const sheet = yield* drawOf(facilityId, match.division_id)
        const here = sheet.matches.find((m) => m.id === matchId)!
        if (here.scheduled === null || here.won !== null)
          return yield* Effect.fail(conflict("Only a scheduled match still to be played is moved."))
        const length = here.scheduled.hour_end - here.scheduled.hour_start
        if (to.hour_start + length > 86_400)
          return yield* Effect.fail(unprocessable("A match ends on the day it starts."))
        const shift = at(to.date, to.hour_start) - at(here.scheduled.date, here.scheduled.hour_start)
        const after = new Map(matchesToPlace(sheet.matches.map(plannedOf)).map((m) => [m.key, m.after] as const))
        const follows = (key: string, seen = new Set<string>()): boolean =>
          (after.get(key) ?? []).some((k) => k === here.key || (!seen.has(k) && (seen.add(k), follows(k, seen))))
        const later =
          shift <= 0 ? [] : sheet.matches.filter((m) => m.scheduled !== null && m.won === null && follows(m.key))
        const moves = [
          { match: here, court_id: to.court_id ?? here.scheduled.court_id, date: to.date, hour_start: to.hour_start },
          ...later.map((m) => ({
            match: m,
            court_id: m.scheduled!.court_id,
            ...dayAndSecond(at(m.scheduled!.date, m.scheduled!.hour_start) + shift),
          })),
        ]
        if (moves.some((x) => x.hour_start + length > 86_400))
          return yield* Effect.fail(
            unprocessable("That pushes a match that follows it past the end of its day: move that one first."),
          )
        yield* transactions.run(
          Effect.gen(function* () {
            for (const x of moves) yield* reservationService.setAside(x.match.scheduled!.reservation_id)
            for (const x of moves) {
              const old = x.match.scheduled!
              const r = Option.getOrThrow(yield* reservations.find(old.reservation_id))
              const made = yield* bookings.bookAsStaff(x.court_id, {
                date: x.date,
                hour_start: x.hour_start,
                hour_end: x.hour_start + (old.hour_end - old.hour_start),
                kind: "other",
                subkind: r.subkind,
                reservation_type: 0,
                guest_name: r.guest_name,
                player_ids: r.users.flatMap((u) => (u.user_id === null ? [] : [u.user_id])),
                guests: [],
                extra_court_ids: [],
                fees: [],
              })
              yield* repo.setReservation(facilityId, x.match.id, made.id)
            }
          }),
        )
        const now = yield* drawOf(facilityId, match.division_id)
        const movedNow = (m: DrawSheet["matches"][number]) => moves.some((x) => x.match.key === m.key)
        yield* keepBookings(facilityId, now, movedNow, null, movedNow)
        return { sheet: now, moved: moves.map((x) => x.match.key) }
      })

    /**
     * Each scheduled match `which` picks, once both its sides are known, as its booking says: its
     * players on their teams of an official match, and its result where it has one, so ladders
     * count it. Done for the competition (as the platform), whoever's act decided it.
     */
    const keepBookings = (
      facilityId: number,
      sheet: DrawSheet,
      which: (m: DrawSheet["matches"][number]) => boolean,
      by: number | null,
      /** Matches whose players are told their time anyway (placed or moved just now). */
      announce: (m: DrawSheet["matches"][number]) => boolean = () => false,
    ) =>
      Effect.gen(function* () {
        const zone = Option.getOrUndefined(yield* facilities.find(facilityId))?.time_zone ?? "UTC"
        yield* Effect.forEach(
          sheet.matches.filter((m) => m.scheduled !== null && m.entry_ids.every((id) => id !== null) && which(m)),
          (m) =>
            Effect.gen(function* () {
              const sides = m.entry_ids.map(
                (id) => sheet.entries.find((e) => e.id === id)?.players.map((p) => p.user_id) ?? [],
              )
              const found = yield* reservations.find(m.scheduled!.reservation_id)
              if (Option.isNone(found)) return
              const seated = sides.flat().filter((userId) => !found.value.users.some((u) => u.user_id === userId))
              for (const userId of seated) yield* changes.invite(found.value.id, { id: userId })
              // A corrected result sends another player on: the one it no longer sends leaves the booking.
              const unseated = found.value.users.filter((u) => u.user_id !== null && !sides.flat().includes(u.user_id))
              for (const u of unseated) yield* changes.removePlayer(found.value.id, u.id)
              if (seated.length > 0 || announce(m)) yield* tellTime(facilityId, zone, sheet, m, sides)
              const r = Option.getOrThrow(yield* reservations.find(found.value.id))
              const teams = r.users.map((u) => ({
                ru_id: u.id,
                team: sides[0]!.includes(u.user_id ?? -1) ? 1 : sides[1]!.includes(u.user_id ?? -1) ? 2 : null,
              }))
              if (!r.official_match || teams.some((t) => r.users.find((u) => u.id === t.ru_id)!.team !== t.team))
                yield* changes.gamematch(r.id, { official_match: true, user_teams: teams })
              if (m.won !== null && m.score !== null)
                yield* results.saveMatchResult(r, { winner_team: m.won, score: scoreLine(m.score) }, by)
            }),
          { discard: true },
        )
      }).pipe(Effect.provideService(CurrentCaller, operator), Effect.provideService(Relations, relations))

    /**
     * The players' club ratings of the sport as a match's result moves them: what an earlier
     * result of it changed is taken back first (a correction), and a walkover moves nothing.
     */
    const rate = (facilityId: number, sheet: DrawSheet, key: string) =>
      Effect.gen(function* () {
        const m = sheet.matches.find((x) => x.key === key)!
        const provider = clubRatingProvider(sheet.competition.sport)
        const ratingOf = (userId: number) => ratings.clubValue(userId, provider, facilityId)
        for (const c of yield* repo.ratingChangesOf(facilityId, m.id)) {
          const current = yield* ratingOf(c.user_id)
          if (current !== undefined) yield* ratings.upsert(c.user_id, provider, moved(current, -c.change), facilityId)
        }
        const sides = m.entry_ids.map(
          (id) => sheet.entries.find((e) => e.id === id)?.players.map((p) => p.user_id) ?? [],
        )
        if (m.won === null || m.score?.ending === "walkover" || sides.some((side) => side.length === 0))
          return yield* repo.setRatingChanges(facilityId, m.id, [])
        const before = yield* Effect.forEach(sides, (side) =>
          Effect.forEach(side, (id) => Effect.map(ratingOf(id), (r) => r ?? CLUB_RATING.start)),
        )
        const change = ratingChange([before[0]!, before[1]!], m.won)
        const changes = sides.flatMap((side, i) =>
          side.map((user_id, j) => ({ user_id, from: before[i]![j]!, to: moved(before[i]![j]!, change[i]!) })),
        )
        for (const c of changes) yield* ratings.upsert(c.user_id, provider, c.to, facilityId)
        yield* repo.setRatingChanges(
          facilityId,
          m.id,
          changes.map((c) => ({ user_id: c.user_id, change: Math.round((c.to - c.from) * 100) / 100 })),
        )
      })

    /** Each player of a match is told (mail, and a push to devices that chose booking reminders) its court and time. */
    const tellTime = (
      facilityId: number,
      zone: string,
      sheet: DrawSheet,
      m: DrawSheet["matches"][number],
      sides: ReadonlyArray<ReadonlyArray<number>>,
    ) =>
      Effect.gen(function* () {
        const time = m.scheduled!
        const names = (side: number) =>
          sheet.entries
            .find((e) => e.id === m.entry_ids[side])
            ?.players.map((p) => p.name)
            .join(" / ") ?? ""
        for (const [side, players] of sides.entries())
          for (const userId of players)
            yield* letters.tell(userId, {
              subject: (say) => say("competition.matchSubject", { competition: sheet.competition.name }),
              text: (say, language) =>
                say("competition.match", {
                  competition: sheet.competition.name,
                  division: sheet.division.name,
                  day: dayIn(language, time.date, zone),
                  time: secondsOfDayIn(language, time.hour_start),
                  court: time.court,
                  against: names(side === 0 ? 1 : 0),
                }),
              facilityId,
              push: {
                topic: "booking_reminders",
                key: `competition-match:${m.id}:${time.reservation_id}`,
                path: `/competitions?facility=${facilityId}`,
              },
            })
      })

    /** Matches a result of `key` decides or seats: itself, and those its winner, loser or group go on to. */
    const touchedBy = (key: string, group: number | null) => (m: DrawSheet["matches"][number]) =>
      m.key === key ||
      m.only_if_second_won === key ||
      m.sides.some(
        (s) =>
          ("winner" in s && s.winner === key) ||
          ("loser" in s && s.loser === key) ||
          ("place" in s && s.place.group === group),
      )

    /** The side (1, 2) of a match whose players the caller acts for. */
    const sideOf = (entries: ReadonlyArray<Entry>, sides: readonly [number | null, number | null]) =>
      Effect.gen(function* () {
        for (const i of [0, 1] as const) {
          const entry = entries.find((e) => e.id === sides[i])
          if (entry !== undefined && (yield* actsFor(entry.players.map((p) => p.user_id))).length > 0)
            return (i + 1) as 1 | 2
        }
        return undefined
      })

    return withSpans("Competitions", {
      create,
      addDivision,
      setUp,
      list,
      show,
      enter,
      answerPartner,
      withdraw,
      makeDraw,
      drawOf,
      onDay,
      report,
      confirm,
      schedule,
      move,
      unavailable,
      setUnavailable,
    })
  }),
}) {}

/** A stored match as the draw planned it. */
const plannedOf = (m: StoredMatch) => ({
  key: m.key,
  sides: m.sides,
  round: m.round,
  ...(m.group === null ? {} : { group: m.group }),
  ...(m.only_if_second_won === null ? {} : { onlyIfSecondWon: m.only_if_second_won }),
})

/** Whether a match fed by `match` (its winner or loser, or its group's places, going on) has a result. */
const laterDecided = (matches: ReadonlyArray<StoredMatch>, match: StoredMatch) =>
  matches.some(
    (m) =>
      m.won !== null &&
      (m.only_if_second_won === match.key ||
        (match.group !== null && m.stage === "knockout") ||
        m.sides.some((s) => ("winner" in s && s.winner === match.key) || ("loser" in s && s.loser === match.key))),
  )

const entrySide = (entries: ReadonlyArray<Entry>, sides: readonly [number | null, number | null], userId: number) => {
  const i = sides.findIndex((id) => entries.find((e) => e.id === id)?.players.some((p) => p.user_id === userId))
  return i === -1 ? undefined : ((i + 1) as 1 | 2)
}

/** The sheet of a division: its entries by seed, each match as the confirmed results make it, tables and champion. */
const sheet = (
  competition: Competition,
  division: Division,
  entries: ReadonlyArray<Entry>,
  stored: ReadonlyArray<StoredMatch>,
): DrawSheet => {
  const draw = {
    matches: stored.map((m) => ({
      key: m.key,
      stage: m.stage,
      round: m.round,
      order: m.order,
      sides: m.sides,
      ...(m.only_if_second_won === null ? {} : { onlyIfSecondWon: m.only_if_second_won }),
      ...(m.group === null ? {} : { group: m.group }),
    })),
    byes: [],
  }
  const results = new Map(stored.flatMap((m) => (m.won === null ? [] : [[m.key, m.won] as const])))
  const decided = (matches: ReadonlyArray<StoredMatch>, state: ReturnType<typeof progress>) =>
    matches.flatMap((m) => {
      const now = state.get(m.key)!
      if (m.won === null || m.score === null || now.sides[0] === null || now.sides[1] === null) return []
      const { sets, games } = tally(competition.scoring, m.score)
      return [
        {
          sides: [now.sides[0], now.sides[1]] as const,
          won: m.won,
          sets,
          games,
          walkover: m.score.ending === "walkover",
        },
      ]
    })
  const rule = { win: competition.points_win, loss: competition.points_loss }
  // Groups first: their tables name who goes through, once every match of a group is decided.
  const groupState = progress(draw, results)
  const groups = [...new Set(stored.flatMap((m) => (m.group === null ? [] : [m.group])))].map((group) => {
    const ofGroup = stored.filter((m) => m.group === group)
    const members = [...new Set(ofGroup.flatMap((m) => m.sides.flatMap((s) => ("entry" in s ? [s.entry] : []))))]
    const table = standings(
      seedOrder(entries.filter((e) => members.includes(e.id))).map((e) => e.id),
      decided(ofGroup, groupState),
      rule,
    )
    return { group, complete: ofGroup.every((m) => m.won !== null), table }
  })
  const state = progress(draw, results, (group, rank) => {
    const g = groups.find((x) => x.group === group)
    return g?.complete ? g.table[rank - 1]?.entry : undefined
  })
  const league = stored.filter((m) => m.stage === "league")
  const entered = seedOrder(entries.filter((e) => e.status === "entered"))
  return {
    competition: { id: competition.id, name: competition.name, format: competition.format, sport: competition.sport },
    division,
    entries: entries.map((e) => ({ ...e, seed: entered.indexOf(e) === -1 ? null : entered.indexOf(e) + 1 })),
    matches: stored.map((m) => {
      const now = state.get(m.key)!
      return { ...m, entry_ids: now.sides, due: now.due, void: now.void, confirmed: m.confirmed_at !== null }
    }),
    groups: groups.map(({ group, table }) => ({ group, table })),
    table:
      league.length === 0
        ? []
        : standings(
            entered.map((e) => e.id),
            decided(league, state),
            rule,
          ),
    champion: league.length > 0 || stored.length === 0 ? null : championOf(draw, state),
  }
}
