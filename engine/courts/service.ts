import { withSpans } from "../spans"
import { Data, Effect } from "effect"
import { formatSecondsOfDay } from "../dates"
import { requireManagerAt, requireMemberAt, requireStaffAt } from "../access"
import { notFound, orNotFound, unprocessable } from "../errors"
import { type HoursSeason, openingHoursProblem, type ScheduleRule, scheduleRuleProblem } from "../bookings/rules"
import type { Court, HeldReservation } from "../records"
import { CalendarChanges } from "../reservations/port"
import { type Closure, type CourtPricing, CourtsRepo } from "./port"
import { Transactions } from "../ports"
import { FacilitiesRepo } from "../facilities/port"
import { closureKey, closureRule, closuresOf } from "./rules"

/** A court as an editor or a file gives it: without an id it is new; what is left out keeps its value. */
export interface CourtInput {
  readonly id?: number | undefined
  readonly name: string
  readonly sport: Court["sport"]
  readonly surface?: string | null | undefined
  readonly indoor?: boolean | undefined
  readonly sort_order?: number | undefined
  readonly active?: boolean | undefined
}

/** One line per held reservation, for refusals a person can act on. */
export const describeHeld = (rows: ReadonlyArray<HeldReservation>) =>
  rows.map((r) => `Reservation ${r.id} on ${r.court_name}, ${r.date} at ${formatSecondsOfDay(r.hour_start)}.`)

/** What to do about bookings a change would strand. */
export const HELD_ADVICE =
  "Move them to another court or time, or cancel them (the front desk's day board), then apply the change again."

const stranded = (rows: ReadonlyArray<HeldReservation>) =>
  unprocessable(
    `${rows.length} future reservation${rows.length === 1 ? "" : "s"} would be stranded. ${HELD_ADVICE}`,
    describeHeld(rows),
  )

/** A change written only to see what it would do, then undone. */
class Rehearsed extends Data.TaggedError("Rehearsed")<{ readonly held: ReadonlyArray<HeldReservation> }> {}

/**
 * Courts and opening hours, for the API's editors and the CLI's bulk changes alike: all or
 * nothing, never stranding a future booking, and every open calendar told.
 */
export class Courts extends Effect.Service<Courts>()("venue/Courts", {
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const courts = yield* CourtsRepo
    const calendar = yield* CalendarChanges
    const facilities = yield* FacilitiesRepo

    /** A club's courts; a club nobody has is not found, never an empty list. */
    const list = (facilityId: number) =>
      Effect.zipRight(orNotFound("Facility")(facilities.find(facilityId)), courts.list(facilityId))

    const refuseHeld = (held: ReadonlyArray<HeldReservation>) =>
      held.length > 0 ? Effect.fail(stranded(held)) : Effect.void

    /** Courts and hours shape every date's calendar; the change is made whatever the telling does. */
    const changed =
      <A, E, R>(facilityId: number) =>
      (effect: Effect.Effect<A, E, R>) =>
        Effect.tap(effect, () => calendar.announce(facilityId, "*"))

    /** Changes to courts and hours are the club's managers' (and the operator's). */
    const managing = <A, E, R>(facilityId: number, change: Effect.Effect<A, E, R>) =>
      Effect.zipRight(requireManagerAt(facilityId, "Only the club's managers change its courts and hours."), change)

    /** Adds or changes courts; an id that is not the facility's is refused. */
    const write = (facilityId: number, list: ReadonlyArray<CourtInput>) =>
      Effect.gen(function* () {
        const names = list.map((c) => c.name.toLowerCase())
        if (new Set(names).size !== names.length)
          return yield* Effect.fail(unprocessable("Two courts in the list have the same name."))
        const existing = new Map((yield* courts.list(facilityId)).map((c) => [c.id, c]))
        const unknown = list.flatMap((c) => (c.id !== undefined && !existing.has(c.id) ? [c.id] : []))
        if (unknown.length > 0) return yield* Effect.fail(notFound(`Court ${unknown.join(", ")} of this facility`))
        const renamed = new Set(list.flatMap((c) => (c.id === undefined ? [] : [c.id])))
        const taken = [...existing.values()].find((c) => !renamed.has(c.id) && names.includes(c.name.toLowerCase()))
        if (taken !== undefined)
          return yield* Effect.fail(
            unprocessable(`The club has a court named ${taken.name} already (court ${taken.id}); choose another name.`),
          )
        const touched: Array<number> = []
        for (const [index, c] of list.entries()) {
          const before = c.id === undefined ? undefined : existing.get(c.id)
          const values = {
            name: c.name,
            sport: c.sport,
            surface: c.surface === undefined ? (before?.surface ?? null) : c.surface,
            indoor: c.indoor ?? before?.indoor ?? false,
            sort_order: c.sort_order ?? before?.sort_order ?? existing.size + index + 1,
            active: c.active ?? before?.active ?? true,
          }
          if (before === undefined) touched.push(yield* courts.insert(facilityId, values))
          else {
            yield* courts.update(facilityId, before.id, values)
            touched.push(before.id)
          }
        }
        return touched
      })

    /** Adds or changes the courts listed, the others untouched; deactivating one that has future bookings is refused. */
    const upsert = (facilityId: number, list: ReadonlyArray<CourtInput>) =>
      managing(
        facilityId,
        transactions
          .run(
            Effect.gen(function* () {
              const ids = yield* write(facilityId, list)
              const deactivated = list.flatMap((c, i) => (c.active === false ? [ids[i]!] : []))
              yield* refuseHeld(yield* courts.heldOnCourts(facilityId, deactivated))
              return (yield* courts.list(facilityId)).filter((c) => ids.includes(c.id))
            }),
          )
          .pipe(changed(facilityId)),
      )

    /** The full list of courts: those left out are deactivated (their history stays), unless they have future bookings. */
    const replaceAll = (facilityId: number, list: ReadonlyArray<CourtInput>) =>
      managing(
        facilityId,
        transactions
          .run(
            Effect.gen(function* () {
              const kept = yield* write(facilityId, list)
              const dropped = (yield* courts.list(facilityId)).filter((c) => !kept.includes(c.id) && c.active)
              const ids = dropped.map((c) => c.id)
              yield* refuseHeld(yield* courts.heldOnCourts(facilityId, ids))
              yield* courts.deactivate(facilityId, ids)
              return yield* courts.list(facilityId)
            }),
          )
          .pipe(changed(facilityId)),
      )

    /** Removes courts: one with past bookings keeps its row, deactivated, so its history stays readable. */
    const destroy = (facilityId: number, ids: ReadonlyArray<number>) =>
      managing(
        facilityId,
        transactions
          .run(
            Effect.gen(function* () {
              const mine = (yield* courts.list(facilityId)).map((c) => c.id)
              const unknown = ids.filter((id) => !mine.includes(id))
              if (unknown.length > 0)
                return yield* Effect.fail(notFound(`Court ${unknown.join(", ")} of this facility`))
              yield* refuseHeld(yield* courts.heldOnCourts(facilityId, ids))
              const withHistory = yield* courts.withHistory(facilityId, ids)
              yield* courts.deactivate(facilityId, withHistory)
              yield* courts.remove(
                facilityId,
                ids.filter((id) => !withHistory.includes(id)),
              )
              return { destroyed: [...ids] }
            }),
          )
          .pipe(changed(facilityId)),
      )

    /** Future bookings a set of closures would strand. */
    const heldByClosures = (facilityId: number, closures: ReadonlyArray<Closure>) =>
      Effect.map(
        Effect.forEach(closures, (c) => courts.heldInWindow(facilityId, closureRule(c))),
        (held) => held.flat(),
      )

    /**
     * A change of the weekly opening hours, written by `change`: kept only if every future booking
     * is still inside the hours, else undone and refused with the bookings it would strand.
     */
    const changeOpeningHours = <A, E, R>(facilityId: number, change: Effect.Effect<A, E, R>) =>
      managing(
        facilityId,
        transactions
          .run(
            Effect.gen(function* () {
              const result = yield* change
              yield* refuseHeld(yield* courts.heldOutsideHours(facilityId))
              return result
            }),
          )
          .pipe(changed(facilityId)),
      )

    /**
     * The future bookings new weekly hours would strand (for the season given, or for good), found
     * by writing them in a transaction that is then undone: nothing changes.
     */
    const heldByHours = (
      facilityId: number,
      hours: ReadonlyArray<{ readonly day: number; readonly hour_start: number; readonly hour_end: number }>,
      season?: HoursSeason,
    ) =>
      transactions
        .run(
          Effect.flatMap(
            Effect.zipRight(courts.replaceOpeningHours(facilityId, hours, season), courts.heldOutsideHours(facilityId)),
            (held) => Effect.fail(new Rehearsed({ held })),
          ),
        )
        .pipe(Effect.catchTag("Rehearsed", ({ held }) => Effect.succeed(held)))

    /**
     * Replaces the weekly opening hours (when given: for good, or for a season from its first day)
     * and adds closures, refusing any that strand bookings.
     */
    const applySchedules = (
      facilityId: number,
      plan: {
        readonly opening_hours?:
          ReadonlyArray<{ readonly day: number; readonly hour_start: number; readonly hour_end: number }> | undefined
        readonly season?: HoursSeason | undefined
        readonly closures: ReadonlyArray<Closure>
      },
    ) =>
      managing(
        facilityId,
        transactions
          .run(
            Effect.gen(function* () {
              yield* refuseHeld(yield* heldByClosures(facilityId, plan.closures))
              if (plan.opening_hours !== undefined) {
                if (plan.season?.to !== undefined && plan.season.to < plan.season.from)
                  return yield* Effect.fail(unprocessable("A season's last day comes on or after its first."))
                yield* courts.replaceOpeningHours(facilityId, plan.opening_hours, plan.season)
                yield* refuseHeld(yield* courts.heldOutsideHours(facilityId))
              }
              // The same closure is not added twice: a file applied again adds nothing.
              const had = new Set(closuresOf(yield* courts.rules(facilityId)).map(closureKey))
              let added = 0
              for (const c of plan.closures) {
                if (had.has(closureKey(c))) continue
                had.add(closureKey(c))
                yield* courts.insertRule(facilityId, closureRule(c))
                added++
              }
              return { closures_added: added, closures_already: plan.closures.length - added }
            }),
          )
          .pipe(changed(facilityId)),
      )

    /** Adds or changes rows of weekly opening hours, each checked; kept only if no future booking is stranded. */
    const saveOpeningHours = (
      facilityId: number,
      rows: ReadonlyArray<{
        readonly id?: number | undefined
        readonly day: number
        readonly hour_start: number
        readonly hour_end: number
        readonly shift: string
        /** The season's first day; left out, the row holds from the first. */
        readonly starts_on?: string | null | undefined
      }>,
    ) =>
      Effect.gen(function* () {
        const problems = rows.flatMap((row, i) => {
          const problem = openingHoursProblem(row)
          return problem === undefined ? [] : [`facility_schedules.${i}: ${problem}`]
        })
        if (problems.length > 0) return yield* Effect.fail(unprocessable(problems[0]!, problems))
        return yield* changeOpeningHours(
          facilityId,
          Effect.forEach(rows, ({ id, starts_on, ...rest }) =>
            id === undefined
              ? courts.insertHours(facilityId, { ...rest, starts_on: starts_on ?? null })
              : Effect.flatMap(
                  // A row changed without a season keeps the one it had.
                  courts.updateHours(facilityId, id, starts_on === undefined ? rest : { ...rest, starts_on }),
                  (row) => (row === undefined ? Effect.fail(notFound(`Opening hours ${id}`)) : Effect.succeed(row)),
                ),
          ),
        )
      })

    /** Removes rows of weekly opening hours (every one named must be the club's); refused if it strands bookings. */
    const deleteOpeningHours = (facilityId: number, ids: ReadonlyArray<number>) =>
      changeOpeningHours(
        facilityId,
        Effect.gen(function* () {
          if ((yield* courts.deleteHours(facilityId, ids)) !== new Set(ids).size)
            return yield* Effect.fail(notFound(ids.length === 1 ? "Opening hours" : "Some of these opening hours"))
        }),
      )

    /** How the club prices its courts, for its members. */
    const pricing = (facilityId: number) => Effect.zipRight(requireMemberAt(facilityId), courts.pricing(facilityId))

    /** A manager sets how the club prices its courts; every rate's window and courts must be the club's. */
    const setPricing = (facilityId: number, pricing: CourtPricing) =>
      managing(
        facilityId,
        Effect.gen(function* () {
          const wrong = pricing.rates.findIndex((r) => r.hour_end <= r.hour_start)
          if (wrong >= 0)
            return yield* Effect.fail(unprocessable(`rates.${wrong}: a rate's window must end after it starts.`))
          const mine = (yield* courts.list(facilityId)).map((c) => c.id)
          const foreign = pricing.rates.flatMap((r) => (r.court_ids ?? []).filter((id) => !mine.includes(id)))
          if (foreign.length > 0)
            return yield* Effect.fail(unprocessable(`The facility has no court ${[...new Set(foreign)].join(", ")}.`))
          yield* courts.replacePricing(facilityId, pricing)
          return yield* courts.pricing(facilityId)
        }),
      )

    /** A rule the caller may write: its courts the club's, and a closure refused while it would strand bookings. */
    const checkRule = (facilityId: number, rule: ScheduleRule) =>
      Effect.gen(function* () {
        const problem = scheduleRuleProblem(rule)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        if (rule.court_ids !== null && rule.court_ids.length > 0) {
          const ours = new Set((yield* courts.list(facilityId)).map((c) => c.id))
          if (rule.court_ids.some((id) => !ours.has(id)))
            return yield* Effect.fail(unprocessable("A court named is not one of this club's.", ["court_ids"]))
        }
        const held = rule.kind === "closure" ? yield* courts.heldInWindow(facilityId, rule) : []
        if (held.length > 0)
          return yield* Effect.fail(
            unprocessable(
              `The closure covers ${held.length} future reservation${held.length === 1 ? "" : "s"}; move or cancel ${held.length === 1 ? "it" : "them"} first.`,
              describeHeld(held),
            ),
          )
      })

    const rules = (facilityId: number) => Effect.zipRight(requireStaffAt(facilityId), courts.rules(facilityId))

    const rule = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const found = yield* courts.findRule(facilityId, id)
        return found === undefined ? yield* Effect.fail(notFound("Schedule rule")) : found
      })

    /** Adds a rule (no `id`) or changes one; the calendar follows. */
    const saveRule = (facilityId: number, id: number | undefined, input: ScheduleRule) =>
      managing(
        facilityId,
        Effect.gen(function* () {
          yield* checkRule(facilityId, input)
          const saved =
            id === undefined
              ? yield* courts.insertRule(facilityId, input)
              : yield* courts.updateRule(facilityId, id, input)
          if (saved === undefined) return yield* Effect.fail(notFound("Schedule rule"))
          return saved
        }).pipe(changed(facilityId)),
      )

    const deleteRule = (facilityId: number, id: number) =>
      managing(
        facilityId,
        Effect.gen(function* () {
          if (!(yield* courts.deleteRule(facilityId, id))) return yield* Effect.fail(notFound("Schedule rule"))
        }).pipe(changed(facilityId)),
      )

    /** The facility's weekly opening hours and its closures, as a schedules file states them. */
    const schedules = (facilityId: number) =>
      Effect.all({
        opening_hours: courts.openingHours(facilityId),
        closures: Effect.map(courts.rules(facilityId), closuresOf),
      })

    return withSpans("Courts", {
      list,
      upsert,
      replaceAll,
      destroy,
      heldOnCourts: courts.heldOnCourts,
      heldByClosures,
      heldByHours,
      changeOpeningHours,
      applySchedules,
      schedules,
      openingHours: courts.openingHours,
      saveOpeningHours,
      deleteOpeningHours,
      pricing,
      courtRates: courts.ratesOfCourt,
      setPricing,
      rules,
      rule,
      saveRule,
      deleteRule,
    })
  }),
}) {}
