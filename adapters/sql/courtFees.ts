import { sqlGen } from "./client"
import { bookingCourtFees, type CourtRate } from "../../engine/pricing"

/** The description of the fees the court rates produce; other fees sit beside them. */
export const COURT_FEE = "Court fee"

export interface PricedBooking {
  readonly facility_id: number
  readonly court_id: number
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  /** The players in order, the booker first; null for a guest. */
  readonly user_ids: ReadonlyArray<number | null>
}

/**
 * The court fees of a booking at its facility's rates, each player at their own rate (member,
 * non-member or guest by their booking pass). A facility with no rates charges nothing; one with
 * rates that leave this time unpriced fails with the engine's sentence.
 */
export const courtFeesOf = (booking: PricedBooking) =>
  sqlGen(function* (sql) {
    const rates = yield* sql<CourtRate>`
      select court_ids, days, hour_start, hour_end, user_type, price_per_hour, prime_time
      from court_rates where facility_id = ${booking.facility_id}`
    if (rates.length === 0) return []
    const [facility] = yield* sql<{ court_fee_split: "per_player" | "group" }>`
      select court_fee_split from facilities where id = ${booking.facility_id}`
    const ids = booking.user_ids.flatMap((id) => (id === null ? [] : [id]))
    const passes =
      ids.length === 0
        ? []
        : yield* sql<{ user_id: number; affiliation: string; reservation_pass: boolean }>`
            select user_id, affiliation, reservation_pass from booking_passes
            where facility_id = ${booking.facility_id} and user_id in ${sql.in(ids)}`
    return yield* bookingCourtFees(
      rates.map((rate) => ({ ...rate, court_ids: rate.court_ids?.map(Number) ?? null, days: rate.days.map(Number) })),
      facility!.court_fee_split,
      {
        ...booking,
        players: booking.user_ids.map((id) => ({
          account: id !== null,
          pass: passes.find((p) => p.user_id === id) ?? null,
        })),
      },
    )
  })

/** Replaces a reservation's court fees with `fees`, each tied to its player's row. */
export const recordCourtFees = (
  reservation: {
    readonly id: number
    readonly facility_id: number
    readonly users: ReadonlyArray<{ readonly id: number }>
  },
  fees: ReadonlyArray<{ readonly user_index?: number; readonly amount: number }>,
) =>
  sqlGen(function* (sql) {
    yield* sql`
      delete from reservation_fees
      where facility_id = ${reservation.facility_id} and reservation_id = ${reservation.id} and description = ${COURT_FEE}`
    for (const fee of fees) {
      const ru = fee.user_index === undefined ? null : (reservation.users[fee.user_index]?.id ?? null)
      yield* sql`
        insert into reservation_fees (facility_id, reservation_id, reservation_user_id, user_index, amount, description)
        values (${reservation.facility_id}, ${reservation.id}, ${ru}, ${fee.user_index ?? null}, ${fee.amount}, ${COURT_FEE})`
    }
  })
