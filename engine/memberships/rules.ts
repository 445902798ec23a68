import { TZDate } from "@date-fns/tz"
import { addDays, addMonths, addWeeks, addYears } from "date-fns"
import { Data, Either, Schema } from "effect"
import { type Minor, proportion } from "../money"

/**
 * The membership state machine. Every action is a function from a membership and the
 * time to the next membership, or a refusal that says why in a sentence.
 *
 * States: pending (sold, not started) → active ⇄ paused; active or paused → cancel_scheduled
 * (ends at the end of the period) → active again by `continue`; any live state → cancelled at
 * once; cancelled or expired → active by `recover`; pending, cancelled or expired → deleted, which
 * is final.
 */
export const MembershipStatus = Schema.Literal(
  "pending",
  "active",
  "paused",
  "cancel_scheduled",
  "cancelled",
  "expired",
  "deleted",
)
export type MembershipStatus = typeof MembershipStatus.Type

/** A membership that gives its benefits now (member rates, its window and limits) and is due to renew. */
export const BENEFIT_STATUSES: ReadonlyArray<MembershipStatus> = ["active", "cancel_scheduled"]
/** A membership started and not ended, paused too: its members hear its plan's news; an import keeps it. */
export const CURRENT_STATUSES: ReadonlyArray<MembershipStatus> = ["active", "paused", "cancel_scheduled"]
/** A membership its owner holds, not started yet too: one per person and plan (a unique index). */
export const HELD_STATUSES: ReadonlyArray<MembershipStatus> = ["pending", ...CURRENT_STATUSES]

/** Plans renew every `interval_count` `interval_unit`s. */
export const IntervalUnit = Schema.Literal("day", "week", "month", "year")
export type IntervalUnit = typeof IntervalUnit.Type

export interface MembershipPlan {
  readonly id: number
  readonly price: Minor
  readonly interval_unit: IntervalUnit
  readonly interval_count: number
  /** Whether members may cancel it themselves; otherwise they ask the club. */
  readonly player_can_cancel: boolean
}

export interface Membership {
  readonly status: MembershipStatus
  readonly owner_id: number
  readonly plan: MembershipPlan
  /** When the current period began. */
  readonly acquired_at: Date | null
  /** When the current period ends (and, once cancelled, when it ended). */
  readonly ends_at: Date | null
  readonly paused_at: Date | null
  /** The member asked the club to cancel. */
  readonly cancel_requested: boolean
}

export type MembershipAction =
  | { readonly _tag: "start" }
  | { readonly _tag: "pause" }
  | { readonly _tag: "resume" }
  | { readonly _tag: "continue" }
  | { readonly _tag: "recover" }
  | { readonly _tag: "cancel" }
  | { readonly _tag: "cancel_immediately" }
  | { readonly _tag: "upgrade"; readonly plan: MembershipPlan }
  | { readonly _tag: "change_owner"; readonly owner_id: number }
  | { readonly _tag: "delete" }
  | { readonly _tag: "player_cancel" }
  | { readonly _tag: "cancel_request" }

export class MembershipRefused extends Data.TaggedError("MembershipRefused")<{
  readonly action: MembershipAction["_tag"]
  readonly status: MembershipStatus
  readonly message: string
}> {}

export interface Transition {
  readonly membership: Membership
  /** What an upgrade costs now: the price difference for the rest of the period. */
  readonly charge: Minor
}

const STATUS_WORDS: Record<MembershipStatus, string> = {
  pending: "not started",
  active: "active",
  paused: "paused",
  cancel_scheduled: "set to cancel at the end of its period",
  cancelled: "cancelled",
  expired: "expired",
  deleted: "deleted",
}

/** The end of a period that starts at `from`, in the facility's time zone (month ends clamp: 31 Jan + 1 month is 28 Feb). */
export const renewalDate = (
  from: Date,
  plan: Pick<MembershipPlan, "interval_unit" | "interval_count">,
  zone: string,
): Date => {
  const local = new TZDate(from, zone)
  const n = plan.interval_count
  const next =
    plan.interval_unit === "day"
      ? addDays(local, n)
      : plan.interval_unit === "week"
        ? addWeeks(local, n)
        : plan.interval_unit === "month"
          ? addMonths(local, n)
          : addYears(local, n)
  return new Date(next.getTime())
}

/**
 * Upgrade proration: the member pays the new plan's price less the old plan's, for the share of
 * the current period that remains (by the millisecond, rounded once), and keeps the period's end.
 */
export const upgradeCharge = (membership: Membership, plan: MembershipPlan, now: Date): Minor => {
  const start = membership.acquired_at?.getTime() ?? now.getTime()
  const end = membership.ends_at?.getTime() ?? now.getTime()
  const period = end - start
  const remaining = Math.max(0, Math.min(end - now.getTime(), period))
  return period <= 0 ? 0 : proportion(plan.price - membership.plan.price, remaining, period)
}

/** Whether a membership's fields fit its status: what every transition keeps true. */
export const isConsistent = (m: Membership): boolean => {
  const live = m.status === "active" || m.status === "paused" || m.status === "cancel_scheduled"
  if (live && (m.acquired_at === null || m.ends_at === null)) return false
  if ((m.status === "paused") !== (m.paused_at !== null)) return false
  if (m.acquired_at !== null && m.ends_at !== null && m.ends_at.getTime() < m.acquired_at.getTime()) return false
  if (m.status === "pending" && m.acquired_at !== null) return false
  return MembershipStatus.literals.includes(m.status)
}

/** The next membership after `action` at `now`, or why not. `zone` is the facility's time zone. */
export const membershipTransition = (
  m: Membership,
  action: MembershipAction,
  now: Date,
  zone: string,
): Either.Either<Transition, MembershipRefused> => {
  const refuse = (message: string) =>
    Either.left(new MembershipRefused({ action: action._tag, status: m.status, message }))
  const wrongState = (what: string, allowed: ReadonlyArray<MembershipStatus>) =>
    refuse(
      `Only a membership that is ${allowed.map((s) => STATUS_WORDS[s]).join(" or ")} can be ${what}; this one is ${STATUS_WORDS[m.status]}.`,
    )
  const to = (change: Partial<Membership>, charge = 0) => Either.right({ membership: { ...m, ...change }, charge })
  const is = (...states: ReadonlyArray<MembershipStatus>) => states.includes(m.status)

  if (m.status === "deleted") return refuse("A deleted membership cannot change.")
  switch (action._tag) {
    case "start":
      if (!is("pending")) return wrongState("started", ["pending"])
      return to({ status: "active", acquired_at: now, ends_at: renewalDate(now, m.plan, zone) })
    case "pause":
      if (!is("active")) return wrongState("paused", ["active"])
      return to({ status: "paused", paused_at: now })
    case "resume": {
      if (!is("paused")) return wrongState("resumed", ["paused"])
      // The paused time is added to the period, so the member loses none of it.
      const paused = Math.max(0, now.getTime() - (m.paused_at ?? now).getTime())
      return to({ status: "active", paused_at: null, ends_at: new Date(m.ends_at!.getTime() + paused) })
    }
    case "continue":
      if (!is("cancel_scheduled")) return wrongState("continued", ["cancel_scheduled"])
      return to({ status: "active", cancel_requested: false })
    case "recover":
      if (!is("cancelled", "expired")) return wrongState("recovered", ["cancelled", "expired"])
      return to({
        status: "active",
        acquired_at: now,
        ends_at: renewalDate(now, m.plan, zone),
        paused_at: null,
        cancel_requested: false,
      })
    case "cancel":
      if (!is("active", "paused")) return wrongState("cancelled at the end of its period", ["active", "paused"])
      return to({ status: "cancel_scheduled", paused_at: null })
    case "cancel_immediately":
      if (!is(...HELD_STATUSES)) return wrongState("cancelled", HELD_STATUSES)
      return to({
        status: "cancelled",
        paused_at: null,
        ends_at: m.acquired_at === null ? null : now.getTime() < m.acquired_at.getTime() ? m.acquired_at : now,
      })
    case "upgrade": {
      if (!is("active")) return wrongState("upgraded", ["active"])
      if (action.plan.id === m.plan.id) return refuse("The membership is on this plan already.")
      if (action.plan.price <= m.plan.price)
        return refuse("An upgrade moves to a plan that costs more; this one costs the same or less.")
      return to({ plan: action.plan }, upgradeCharge(m, action.plan, now))
    }
    case "change_owner":
      if (action.owner_id === m.owner_id) return refuse("This person owns the membership already.")
      if (is("cancelled", "expired")) return wrongState("given to someone else", HELD_STATUSES)
      return to({ owner_id: action.owner_id })
    case "delete":
      if (!is("pending", "cancelled", "expired"))
        return refuse(`Cancel the membership before deleting it; it is ${STATUS_WORDS[m.status]}.`)
      return to({ status: "deleted" })
    case "player_cancel":
      if (!m.plan.player_can_cancel)
        return refuse("Members cannot cancel this plan themselves; ask the club to cancel it.")
      if (!is("active")) return wrongState("cancelled by its member", ["active"])
      return to({ status: "cancel_scheduled" })
    case "cancel_request":
      if (!is("active", "paused")) return wrongState("asked to be cancelled", ["active", "paused"])
      if (m.cancel_requested) return refuse("The member has asked to cancel already; the club will answer.")
      return to({ cancel_requested: true })
  }
}

/** The actions that need nothing but the membership that the club's managers take. */
export const STAFF_ACTIONS = [
  "start",
  "pause",
  "resume",
  "continue",
  "cancel",
  "cancel_immediately",
  "recover",
  "delete",
] as const satisfies ReadonlyArray<MembershipAction["_tag"]>

/** The actions that need nothing but the membership: what staff and its member may be offered. */
export const PLAIN_ACTIONS = [...STAFF_ACTIONS, "player_cancel", "cancel_request"] as const satisfies ReadonlyArray<
  MembershipAction["_tag"]
>
export type PlainAction = (typeof PLAIN_ACTIONS)[number]

/** Of `PLAIN_ACTIONS`, those the state machine allows the membership at `now`. */
export const allowedActions = (m: Membership, now: Date, zone: string): Array<PlainAction> =>
  PLAIN_ACTIONS.filter((tag) => Either.isRight(membershipTransition(m, { _tag: tag }, now, zone)))

/** What the renewal job does with a membership whose period has ended. */
export type RenewalStep =
  | { readonly _tag: "renew"; readonly membership: Membership; readonly period_start: Date; readonly period_end: Date }
  | { readonly _tag: "end"; readonly membership: Membership }
  | { readonly _tag: "none" }

/**
 * A membership at `now`: an active one whose period has ended starts the next period (from the
 * old end, so no day is lost or paid twice) when its price renews, and expires when it is a
 * one-off; one set to cancel ends, cancelled; a paused one waits (resuming extends its period).
 */
export const renewalStep = (m: Membership, renews: boolean, now: Date, zone: string): RenewalStep => {
  if (m.ends_at === null || m.ends_at.getTime() > now.getTime()) return { _tag: "none" }
  if (m.status === "cancel_scheduled") return { _tag: "end", membership: { ...m, status: "cancelled" } }
  if (m.status !== "active") return { _tag: "none" }
  if (!renews) return { _tag: "end", membership: { ...m, status: "expired" } }
  const period_start = m.ends_at
  const period_end = renewalDate(period_start, m.plan, zone)
  return {
    _tag: "renew",
    membership: { ...m, acquired_at: period_start, ends_at: period_end },
    period_start,
    period_end,
  }
}

/** Days after a renewal falls due that a declined charge is tried again; after the last, the membership expires. */
export const DUNNING_DAYS = [1, 3, 7] as const

/** A membership whose renewal could not be collected after the last try: it expires, to be recovered once paid. */
export const lapse = (m: Membership): Membership => ({ ...m, status: "expired", paused_at: null })

/**
 * When to try a declined renewal charge again after `attempts` tries, the last at `triedAt`, or
 * undefined to give up: on its dunning day, and never within a day of the last try (a renewal
 * caught up days late does not spend every try at once).
 */
export const nextAttempt = (dueAt: Date, attempts: number, triedAt: Date): Date | undefined => {
  const days = DUNNING_DAYS[attempts - 1]
  return days === undefined
    ? undefined
    : new Date(Math.max(dueAt.getTime() + days * 86_400_000, triedAt.getTime() + 86_400_000))
}
