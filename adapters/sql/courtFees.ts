import { sqlGen } from "./client"

/** The description of the fees the court rates produce; other fees sit beside them. */
export const COURT_FEE = "Court fee"

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
