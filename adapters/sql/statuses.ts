import { ACTIVE_STATUSES } from "../../engine/reservations"

/**
 * The engine's active reservation statuses as an SQL list, `('booked', 'checked')`, for
 * `status in ${sql.literal(ACTIVE)}`: written out (not bound) so the planner can match the partial
 * exclusion constraint and indexes written with the same list. A test ties it to the constraint.
 */
export const ACTIVE = `(${ACTIVE_STATUSES.map((s) => `'${s}'`).join(", ")})`
