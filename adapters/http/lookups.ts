import { Effect, Option } from "effect"
import { findFacility } from "../sql/facilities"
import { findReservation } from "../sql/reservations"
import { findUser } from "../sql/users"
import { notFound } from "./errors"

/** Turns "no such row" into the API's 404. */
const orNotFound =
  (what: string) =>
  <A, E, R>(lookup: Effect.Effect<Option.Option<A>, E, R>) =>
    Effect.flatMap(lookup, Option.match({ onNone: () => Effect.fail(notFound(what)), onSome: Effect.succeed }))

export const requireUser = (id: number) => orNotFound("User")(findUser(id))

export const requireFacility = (id: number) => orNotFound("Facility")(findFacility(id))

export const requireReservation = (id: number) => orNotFound("Reservation")(findReservation(id))
