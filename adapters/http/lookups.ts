import { Effect } from "effect"
import { findFacility } from "../sql/facilities"
import { findReservation } from "../sql/reservations"
import { findUser } from "../sql/users"
import { personAccess, reservationAccess } from "../../engine/access"
import { asCaller } from "./actor"
import { orNotFound } from "../../engine/errors"

export const requireUser = (id: number) => orNotFound("User")(findUser(id))

export const requireFacility = (id: number) => orNotFound("Facility")(findFacility(id))

export const requireReservation = (id: number) => orNotFound("Reservation")(findReservation(id))

/**
 * Whether the caller may act for `userId` at `facilityId` (their cards, bank accounts): it is
 * them, a child they handle, or they are staff there. Anything else reads as not found.
 */
export const requireActingFor = (userId: number, facilityId: number, what = "User") =>
  Effect.asVoid(asCaller(personAccess(userId, facilityId, what)))

/** A reservation the caller may see (staff of its club, in it, or a guardian of a child in it), and whether as staff. */
export const visibleReservation = (id: number) =>
  Effect.gen(function* () {
    const reservation = yield* requireReservation(id)
    const { staff } = yield* asCaller(reservationAccess(reservation))
    return { reservation, staff }
  })
