import { BENEFIT_STATUSES, CURRENT_STATUSES, HELD_STATUSES } from "../../engine/memberships/rules"
import { ACTIVE_STATUSES } from "../../engine/reservations/rules"

/** Statuses as an SQL list, `('a', 'b')`, written out (not bound) for the planner to match partial indexes. */
const listOf = (statuses: ReadonlyArray<string>) => `(${statuses.map((s) => `'${s}'`).join(", ")})`

/**
 * The engine's active reservation statuses as an SQL list (booked and checked in), for
 * `status in ${sql.literal(ACTIVE)}`: written out (not bound) so the planner can match the partial
 * exclusion constraint and indexes written with the same list. A test ties it to the constraint.
 */
export const ACTIVE = listOf(ACTIVE_STATUSES)

/** The engine's membership statuses (`engine/memberships/rules.ts`) as SQL lists, for `status in ${sql.literal(...)}`. */
export const MEMBERSHIP_BENEFITS = listOf(BENEFIT_STATUSES)
export const MEMBERSHIP_CURRENT = listOf(CURRENT_STATUSES)
/** The statuses of the unique index `memberships_one_live_per_plan`; a test ties the two. */
export const MEMBERSHIP_HELD = listOf(HELD_STATUSES)

/**
 * The earliest facility-local date a reservation that has not ended can be on: a booking lies
 * within its local day, and no time zone's today is more than a day behind UTC's. Written beside
 * `upper(during) > now()` so the read walks the date index from there, not a club's whole history.
 */
export const NOT_ENDED_SINCE = "((now() at time zone 'utc')::date - 1)"
