import { Effect, Option } from "effect"
import { findFacility } from "../sql/facilities"
import { isGuardianOf } from "../sql/family"
import { findReservation } from "../sql/reservations"
import { findUser } from "../sql/users"
import { Actor, isStaffAt } from "./actor"
import { notFound } from "./errors"

/** Turns "no such row" into the API's 404. */
const orNotFound =
  (what: string) =>
  <A, E, R>(lookup: Effect.Effect<Option.Option<A>, E, R>) =>
    Effect.flatMap(lookup, Option.match({ onNone: () => Effect.fail(notFound(what)), onSome: Effect.succeed }))

export const requireUser = (id: number) => orNotFound("User")(findUser(id))

export const requireFacility = (id: number) => orNotFound("Facility")(findFacility(id))

export const requireReservation = (id: number) => orNotFound("Reservation")(findReservation(id))

/**
 * Whether the caller may act for `userId` at `facilityId` (their cards, bank accounts): it is
 * them, a child they handle, or they are staff there. Anything else reads as not found.
 */
export const requireActingFor = (userId: number, facilityId: number, what = "User") =>
  Effect.gen(function* () {
    const actor = yield* Actor
    const me = actor.user?.id
    if (me === userId || isStaffAt(actor, facilityId)) return
    if (me !== undefined && (yield* isGuardianOf(me, userId))) return
    return yield* Effect.fail(notFound(what))
  })
