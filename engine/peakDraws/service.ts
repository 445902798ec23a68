import { withSpans } from "../spans"
import { Clock, Effect, Either, Option } from "effect"
import { inClubTurns } from "../jobs"
import {
  actsFor,
  type Caller,
  CurrentCaller,
  isStaffAt,
  Relations,
  requireManagerAt,
  requireMemberAt,
  requireSelfOrGuardian,
  signedInId,
} from "../access"
import { addDays, localDate, localInstant } from "../dates"
import type { Language } from "../i18n/languages"
import { dayIn, secondsOfDayIn } from "../i18n/languageFormats"
import type { MailSay } from "../mail/mailWords"
import { conflict, notFound, orNotFound, unprocessable } from "../errors"
import { drawLottery } from "./lottery"
import {
  type DrawEntry,
  drawProblem,
  type NewDraw,
  drawSlots,
  parseSlot,
  type PeakDraw,
  lotteryInputs,
  recordOf,
  seedText,
  drawSecret,
  sha256,
  slotLabel,
} from "./rules"
import { PeakDrawsRepo } from "./port"
import { CardsRepo } from "../cards/port"
import { ChargeKey } from "../payments/rules"
import { Bookings } from "../bookings/service"
import { describeHeld } from "../courts/service"
import { Letters } from "../mail/letters"
import { PendingPayments } from "../payments/pendingPayments"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { PeopleRepo } from "../people/port"
import { Transactions } from "../ports"

/** What a manager sets up: the day's peak hours, their courts and slot length, and when entries close and the draw runs. */
export type DrawRequest = Omit<NewDraw, "facility_id" | "created_by" | "secret" | "commitment">

/** A player's entry: for themself or a child they handle, with their group and the slots they want, best first. */
export interface EntryRequest {
  readonly for_user_id?: number | undefined
  readonly player_ids: ReadonlyArray<number>
  readonly choices: ReadonlyArray<string>
}

/** Mails of drawn entries sent per round. */
const TELL_BATCH = 50
/** Draws sealed, and drawn, in one round at most: each in its own transaction, clubs in turns. */
const DRAW_BATCH = 10

/**
 * Peak hours shared by lot. Managers set a draw up (its slots are kept from first-come booking
 * meanwhile); players enter for themselves or a child with their group and ranked slots; when
 * entries close the seed's text is published, and at the draw the `peak-draws` job draws
 * (`lottery.ts`), books each winner through the one player booking, opens what is left to
 * everyone, and tells each entry how it went.
 */
export class PeakDraws extends Effect.Service<PeakDraws>()("venue/PeakDraws", {
  dependencies: [Bookings.Default, Letters.Default, PendingPayments.Default],
  effect: Effect.gen(function* () {
    const repo = yield* PeakDrawsRepo
    const pendingPayments = yield* PendingPayments
    const cards = yield* CardsRepo
    const facilities = yield* FacilitiesRepo
    const courts = yield* CourtsRepo
    const transactions = yield* Transactions
    const bookings = yield* Bookings
    const letters = yield* Letters
    const relations = yield* Relations
    const people = yield* PeopleRepo
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    const drawAt = (facilityId: number, drawId: number) => orNotFound("Draw")(repo.find(facilityId, drawId))

    const create = (facilityId: number, request: DrawRequest) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only the club's managers set up draws.")
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const own = new Set((yield* courts.list(facilityId)).map((c) => c.id))
        if (request.court_ids.length === 0 || !request.court_ids.every((c) => own.has(c)))
          return yield* Effect.fail(notFound("Court"))
        if (request.name.trim() === "") return yield* Effect.fail(unprocessable("Name the draw."))
        const problem = drawProblem(
          request,
          yield* now,
          localInstant(request.play_date, request.hour_start, facility.time_zone),
        )
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const createdBy = (yield* CurrentCaller).userId ?? null
        return yield* transactions.run(
          Effect.gen(function* () {
            // A draw gives out free slots only: one over booked time would "award" courts already taken.
            const taken = yield* courts.heldInWindow(facilityId, {
              court_ids: request.court_ids,
              starts_on: request.play_date,
              ends_on: request.play_date,
              days: [],
              hour_start: request.hour_start,
              hour_end: request.hour_end,
            })
            if (taken.length > 0)
              return yield* Effect.fail(
                unprocessable(
                  taken.length === 1
                    ? "A booking holds the draw's courts and hours already: move it, or draw other hours."
                    : `${taken.length} bookings hold the draw's courts and hours already: move them, or draw other hours.`,
                  describeHeld(taken),
                ),
              )
            return yield* repo.insert({
              ...request,
              ...(yield* drawSecret),
              name: request.name.trim(),
              court_ids: [...new Set(request.court_ids)],
              facility_id: facilityId,
              created_by: createdBy,
            })
          }),
        )
      })

    /** The club's draws still to play and those of the last four weeks, for anyone with a role there. */
    const list = (facilityId: number) =>
      Effect.gen(function* () {
        yield* requireMemberAt(facilityId)
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        return yield* repo.ofFacility(facilityId, addDays(localDate(yield* now, facility.time_zone), -28))
      })

    /**
     * A draw as anyone may read it, names left out: its slots, every entry's choices and outcome,
     * and once drawn the inputs, weights and order it was drawn by; the caller's own entries marked.
     */
    const show = (facilityId: number, drawId: number) =>
      Effect.gen(function* () {
        const draw = yield* drawAt(facilityId, drawId)
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const names = new Map((yield* courts.list(facilityId)).map((c) => [c.id, c.name]))
        const entries = yield* repo.entries(facilityId, drawId)
        const caller = yield* CurrentCaller
        const mine =
          caller.userId === undefined
            ? new Set<number>()
            : new Set(
                yield* actsFor([...new Set(entries.map((e) => e.user_id))]).pipe(
                  Effect.provideService(Relations, relations),
                ),
              )
        const named = caller.userId === undefined ? [] : entries.flatMap((e) => [...e.invited_ids, ...e.player_ids])
        const mineNamed = new Set(
          named.length === 0
            ? []
            : yield* actsFor([...new Set(named)]).pipe(Effect.provideService(Relations, relations)),
        )
        const staff = isStaffAt(caller, facilityId)
        const invitedBy = (e: DrawEntry) =>
          staff || e.invited_ids.some((id) => mineNamed.has(id)) || e.player_ids.some((id) => mineNamed.has(id))
            ? people.nameOf(e.user_id).pipe(Effect.map((name) => name ?? null))
            : Effect.succeed(null)
        return {
          ...draw,
          club: facility.name,
          time_zone: facility.time_zone,
          slots: drawSlots(draw).map((key) => {
            const { court_id, hour_start } = parseSlot(key, draw.slot_minutes)
            const court = names.get(court_id) ?? `Court ${court_id}`
            return { key, label: slotLabel(key, draw.slot_minutes, () => court), court, hour_start }
          }),
          entries: yield* Effect.forEach(entries, (e) =>
            Effect.map(invitedBy(e), (entrant) => ({
              id: e.id,
              choices: e.choices,
              outcome: e.outcome,
              slot: e.slot,
              problem: e.problem,
              mine: mine.has(e.user_id),
              // Who entered: told to the club's staff and to a person the entry names, to nobody else.
              entrant,
              invited: e.invited_ids.filter((id) => mineNamed.has(id)),
              playing: e.player_ids.filter((id) => mineNamed.has(id)),
            })),
          ),
          record: Option.getOrNull(yield* repo.result(facilityId, drawId)),
        }
      })

    const enter = (facilityId: number, drawId: number, request: EntryRequest) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        yield* requireMemberAt(facilityId)
        const forId = request.for_user_id ?? me
        yield* requireSelfOrGuardian(forId, "You may enter only for yourself and the children you handle.")
        const draw = yield* drawAt(facilityId, drawId)
        if (draw.status !== "open" || Date.parse(draw.entries_close_at) <= (yield* now).getTime())
          return yield* Effect.fail(unprocessable("Entries to this draw are closed."))
        const slots = new Set(drawSlots(draw))
        const choices = [...new Set(request.choices)]
        if (choices.length === 0 || choices.length > 5)
          return yield* Effect.fail(unprocessable("Choose one to five slots, the one you want most first."))
        if (!choices.every((c) => slots.has(c)))
          return yield* Effect.fail(unprocessable("Choose among the draw's slots."))
        // A slot won is booked at the draw as the player would book it: the waiver cannot wait till then.
        const waiver = yield* bookings.waiverProblem(
          facilityId,
          parseSlot(choices[0]!, draw.slot_minutes).court_id,
          forId,
        )
        if (waiver !== undefined)
          return yield* Effect.fail(unprocessable(`${waiver} A slot won is booked at the draw.`))
        const others = [...new Set(request.player_ids)].filter((id) => id !== forId)
        const known = new Set(yield* repo.clubPeople(facilityId, others))
        const stranger = others.find((id) => !known.has(id))
        if (stranger !== undefined)
          return yield* Effect.fail(unprocessable(`Player ${stranger} is not a member of the club.`))
        // Only the household's own are of the group at once; anyone else is asked, and plays only once they accept.
        const households = yield* repo.households([forId, me, ...others])
        const ours = new Set([households.get(forId), households.get(me)])
        const handled = new Set(yield* actsFor(others))
        const isOurs = (id: number) => handled.has(id) || ours.has(households.get(id))
        const player_ids = others.filter(isOurs)
        const invited_ids = others.filter((id) => !isOurs(id))
        return yield* transactions
          .run(
            Effect.tap(
              repo.insertEntry(draw, { user_id: forId, made_by: me, player_ids, invited_ids, choices }),
              (entry) => Effect.forEach(invited_ids, (id) => invite(draw, entry, id), { discard: true }),
            ),
          )
          .pipe(
            Effect.catchTag("AlreadyEntered", (e) =>
              Effect.fail(
                conflict(
                  e.userId === forId
                    ? "You have entered this draw already; each person enters once."
                    : `Player ${e.userId} has entered this draw already, in another group.`,
                ),
              ),
            ),
          )
      })

    /** Tells a person named in an entry who named them, and that they play only if they accept. */
    const invite = (draw: PeakDraw, entry: DrawEntry, userId: number) =>
      Effect.gen(function* () {
        const entrant = (yield* people.nameOf(entry.user_id)) ?? ""
        const facility = Option.getOrThrow(yield* facilities.find(draw.facility_id))
        yield* letters.tell(userId, {
          subject: (say) => say("draw.invitedSubject", { draw: draw.name }),
          text: (say, language) =>
            say("draw.invited", {
              entrant,
              draw: draw.name,
              day: dayIn(language, draw.play_date, facility.time_zone),
            }),
          facilityId: draw.facility_id,
        })
      })

    /** An entry of an open draw, the draw with it; entries that closed stand as they are. */
    const openEntry = (facilityId: number, drawId: number, entryId: number) =>
      Effect.gen(function* () {
        const draw = yield* drawAt(facilityId, drawId)
        const entry = (yield* repo.entries(facilityId, drawId)).find((e) => e.id === entryId)
        if (entry === undefined) return yield* Effect.fail(notFound("Entry"))
        if (draw.status !== "open" || Date.parse(draw.entries_close_at) <= (yield* now).getTime())
          return yield* Effect.fail(unprocessable("Entries to this draw are closed; it stands."))
        return { draw, entry }
      })

    /**
     * Takes back an entry while entries are open: the entrant's own (or a child's they made), or any
     * entry by the club's staff, whose removal the entrant is told of.
     */
    const withdraw = (facilityId: number, drawId: number, entryId: number) =>
      Effect.gen(function* () {
        yield* signedInId
        const { draw, entry } = yield* openEntry(facilityId, drawId, entryId)
        const own = (yield* actsFor([entry.user_id])).length > 0
        if (!own && !isStaffAt(yield* CurrentCaller, facilityId)) return yield* Effect.fail(notFound("Entry"))
        yield* transactions.run(
          Effect.gen(function* () {
            yield* repo.deleteEntry(facilityId, entryId)
            if (!own)
              yield* letters.tell(entry.user_id, {
                subject: (say) => say("draw.removedSubject", { draw: draw.name }),
                text: (say) => say("draw.removed", { draw: draw.name }),
                facilityId,
              })
          }),
        )
      })

    /** A person named in an entry (or their guardian) joins its group: they are in no other entry of the draw. */
    const accept = (facilityId: number, drawId: number, entryId: number, forUserId?: number) =>
      Effect.gen(function* () {
        const who = forUserId ?? (yield* signedInId)
        yield* requireSelfOrGuardian(who, "You may answer only for yourself and the children you handle.")
        const { draw, entry } = yield* openEntry(facilityId, drawId, entryId)
        if (!entry.invited_ids.includes(who)) return yield* Effect.fail(notFound("Invitation"))
        return yield* transactions
          .run(repo.acceptInvitation(draw, entryId, who))
          .pipe(
            Effect.catchTag("AlreadyEntered", () =>
              Effect.fail(
                conflict("You are in another entry of this draw already: leave it first; each person enters once."),
              ),
            ),
          )
      })

    /**
     * Takes a named person off an entry while entries are open: they (or their guardian) decline or
     * leave, or the entrant takes them off. They may then enter on their own.
     */
    const dropPerson = (facilityId: number, drawId: number, entryId: number, userId: number) =>
      Effect.gen(function* () {
        yield* signedInId
        const { entry } = yield* openEntry(facilityId, drawId, entryId)
        const named = entry.invited_ids.includes(userId) || entry.player_ids.includes(userId)
        if (!named || (yield* actsFor([userId, entry.user_id])).length === 0)
          return yield* Effect.fail(notFound("Entry"))
        yield* transactions.run(repo.dropPerson(facilityId, entryId, userId))
      })

    /** Runs `effect` as the entry's maker: what they could do themselves, no more. */
    const asMaker = <A, E, R>(draw: PeakDraw, entry: DrawEntry, effect: Effect.Effect<A, E, R>) =>
      Effect.gen(function* () {
        const makerId = entry.made_by ?? entry.user_id
        const caller: Caller = {
          userId: makerId,
          platformAdmin: false,
          roles: yield* repo.rolesAt(draw.facility_id, makerId),
        }
        return yield* effect.pipe(
          Effect.provideService(CurrentCaller, caller),
          Effect.provideService(Relations, relations),
        )
      })

    /** Books a won slot for the entry as its maker would: the booking rules, price and waiver all apply. */
    const bookWon = (draw: PeakDraw, entry: DrawEntry, slot: string) => {
      const { court_id, hour_start, hour_end } = parseSlot(slot, draw.slot_minutes)
      return asMaker(
        draw,
        entry,
        transactions.run(
          bookings.book({
            facility_id: draw.facility_id,
            court_id,
            date: draw.play_date,
            hour_start,
            hour_end,
            reservation_type: 0,
            booked_for: entry.user_id,
            player_ids: entry.player_ids,
            guests: [],
            drawn: true,
          }),
        ),
      ).pipe(
        Effect.map((r) => ({ reservation_id: r.id, problem: null })),
        Effect.catchAll((e) => Effect.succeed({ reservation_id: null, problem: e.message })),
      )
    }

    /**
     * Where the club charges at the draw: the won booking paid by its maker's default saved card
     * at the club, as they would pay it, once (the charge's key is the entry's). What the mail says,
     * in its reader's words.
     */
    const chargeWon = (draw: PeakDraw, entry: DrawEntry, reservationId: number) =>
      asMaker(
        draw,
        entry,
        Effect.gen(function* () {
          const [card] = yield* cards.list(entry.made_by ?? entry.user_id, draw.facility_id)
          if (card === undefined) return (say: MailSay) => say("draw.noCard")
          const paid = yield* Effect.either(
            Effect.locally(
              pendingPayments.payPending(reservationId, { method: "card", card_id: card.id, use_credits: false }),
              ChargeKey,
              `peak-draw-${draw.id}-entry-${entry.id}`,
            ),
          )
          if (Either.isRight(paid)) return (say: MailSay) => say("draw.paid", { last4: card.last4 })
          const reason = paid.left.message
          return (say: MailSay) => say("draw.refused", { last4: card.last4, reason })
        }),
      )

    /** Draws one due draw and books its winners, in one transaction: how many entries it placed. */
    const drawOne = (draw: PeakDraw) =>
      Effect.gen(function* () {
        const entries = yield* repo.entries(draw.facility_id, draw.id)
        const households = yield* repo.households(entries.map((e) => e.user_id))
        const people = [...new Set(entries.flatMap((e) => [e.user_id, ...e.player_ids]))]
        const wins = yield* repo.recentWins(
          draw.facility_id,
          people,
          addDays(draw.play_date, -7 * draw.recent_weeks),
          draw.play_date,
        )
        const inputs = yield* lotteryInputs(draw, entries, households, wins)
        const result = drawLottery(inputs, drawSlots(draw), draw.seed!)
        // The slots leave the staff's keeping: winners book them now, first come the rest after commit.
        yield* repo.release(draw)
        for (const award of result.awards) {
          const entry = entries.find((e) => e.id === award.entry_id)!
          const booked = yield* bookWon(draw, entry, award.slot)
          yield* repo.saveOutcome(entry.id, { outcome: "won", slot: award.slot, ...booked })
        }
        for (const id of result.unplaced)
          yield* repo.saveOutcome(id, { outcome: "lost", slot: null, reservation_id: null, problem: null })
        yield* repo.saveResult(draw.id, recordOf(inputs, result))
        return result.awards.length
      })

    const tell = (entry: DrawEntry & { readonly facility_id: number }, site: URL) =>
      Effect.gen(function* () {
        const draw = Option.getOrThrow(yield* repo.find(entry.facility_id, entry.draw_id))
        const facility = Option.getOrThrow(yield* facilities.find(draw.facility_id))
        const names = new Map((yield* courts.list(draw.facility_id)).map((c) => [c.id, c.name]))
        const slotIn = (language: Language) =>
          entry.slot === null
            ? ""
            : slotLabel(
                entry.slot,
                draw.slot_minutes,
                (id) => names.get(id) ?? "",
                (s) => secondsOfDayIn(language, s),
              )
        const page = new URL(`/draws/${draw.facility_id}/${draw.id}`, site).toString()
        const watch = new URL(`/watches?facility=${draw.facility_id}`, site).toString()
        const charge =
          entry.outcome !== "lost" && entry.reservation_id !== null && draw.charge_at_draw
            ? yield* chargeWon(draw, entry, entry.reservation_id)
            : (say: MailSay) => say("draw.payAsAny")
        const text = (say: MailSay, language: Language) => {
          const said = {
            draw: draw.name,
            day: dayIn(language, draw.play_date, facility.time_zone),
            slot: slotIn(language),
            page,
          }
          return entry.outcome === "lost"
            ? say("draw.lost", { ...said, watch })
            : entry.reservation_id !== null
              ? say("draw.won", { ...said, charge: charge(say) })
              : say("draw.wonUnbooked", { ...said, problem: entry.problem ?? "" })
        }
        yield* letters.tell(entry.user_id, {
          subject: (say, language) =>
            entry.outcome === "lost"
              ? say("draw.lostSubject", { draw: draw.name })
              : say("draw.wonSubject", { draw: draw.name, slot: slotIn(language) }),
          text,
          facilityId: draw.facility_id,
          messageId: `<peak-draw-${draw.id}-entry-${entry.id}@${site.hostname}>`,
          push: {
            topic: "draw_results",
            key: `draw-result:${entry.id}`,
            path: `/draws/${draw.facility_id}/${draw.id}`,
          },
        })
        yield* repo.markTold(entry.id)
      })

    /**
     * One round of the `peak-draws` job: draws whose entries closed get their seed published; due
     * draws are drawn (each in its own transaction, its row locked so another server skips it);
     * drawn entries are told. How many things it did.
     */
    const round = (site: URL) =>
      Effect.gen(function* () {
        const sealed = yield* inClubTurns(DRAW_BATCH, (served) =>
          transactions.run(
            Effect.gen(function* () {
              const found = yield* repo.nextToSeal(served)
              if (Option.isNone(found)) return Option.none<number>()
              const draw = found.value
              const text = seedText(draw, yield* repo.entries(draw.facility_id, draw.id), yield* repo.secretOf(draw.id))
              yield* repo.seal(draw.id, text, yield* sha256(text))
              return Option.some(draw.facility_id)
            }),
          ),
        )
        const drawn = yield* inClubTurns(DRAW_BATCH, (served) =>
          transactions.run(
            Effect.flatMap(repo.nextToDraw(served), (found) =>
              Option.isNone(found)
                ? Effect.succeed(Option.none<number>())
                : Effect.as(drawOne(found.value), Option.some(found.value.facility_id)),
            ),
          ),
        )
        const untold = yield* transactions.run(
          Effect.flatMap(repo.untold(TELL_BATCH), (entries) =>
            Effect.as(
              Effect.forEach(entries, (e) => tell(e, site), { discard: true }),
              entries.length,
            ),
          ),
        )
        return sealed + drawn + untold
      })

    return withSpans("PeakDraws", { create, list, show, enter, withdraw, accept, dropPerson, round })
  }),
}) {}
