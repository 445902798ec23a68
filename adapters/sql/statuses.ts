import { ACTIVE_STATUSES } from "../../engine/reservations"

/**
 * The engine's active reservation statuses as an SQL list, `('booked', 'checked')`, for
 * `status in ${sql.literal(ACTIVE)}`: written out (not bound) so the planner can match the partial
 * exclusion constraint and indexes written with the same list. A test ties it to the constraint.
 */
export const ACTIVE = `(${ACTIVE_STATUSES.map((s) => `'${s}'`).join(", ")})`

/**
 * The earliest facility-local date a reservation that has not ended can be on: a booking lies
 * within its local day, and no time zone's today is more than a day behind UTC's. Written beside
 * `upper(during) > now()` so the read walks the date index from there, not a club's whole history.
 */
export const NOT_ENDED_SINCE = "((now() at time zone 'utc')::date - 1)"
