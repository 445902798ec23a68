import { Clock, Effect, Either, Option } from "effect"
import { reservationAccess, runsBooking } from "../access"
import { formatSecondsOfDay, formatShortDate, localInstant } from "../dates"
import { orNotFound, unprocessable } from "../errors"
import { CalendarChanges, CourtsRepo, FacilitiesRepo, ReservationsRepo } from "../ports"
import type { Reservation } from "../records"
import { reservationState, reservationTransition } from "../reservations"

/**
 * A reservation's life after booking, written once: cancelling it, and telling the person first
 * what cancelling will do (SPEC §4: cancel after a confirmation-message lookup).
 */
export class Reservations extends Effect.Service<Reservations>()("venue/Reservations", {
  effect: Effect.gen(function* () {
    const reservations = yield* ReservationsRepo
    const facilities = yield* FacilitiesRepo
    const courts = yield* CourtsRepo
    const calendar = yield* CalendarChanges

    /** The reservation, if the caller may see it, and what cancelling it by them would do. */
    const cancelPlan = (id: number) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(id))
        const { staff } = yield* reservationAccess(r)
        if (!(yield* runsBooking(r)))
          return {
            reservation: r,
            next: Either.left({ message: "Only the booker cancels the whole booking; you may leave it instead." }),
          }
        const next = reservationTransition(
          reservationState(r),
          { _tag: "cancel", by: staff ? "staff" : "player" },
          new Date(yield* Clock.currentTimeMillis),
        )
        return { reservation: r, next }
      })

    const describe = (r: Reservation) =>
      Effect.gen(function* () {
        const facility = Option.getOrThrow(yield* facilities.find(r.facility_id))
        const court = (yield* courts.list(r.facility_id)).find((c) => c.id === r.court_id)
        const day = formatShortDate(localInstant(r.date, r.hour_start, facility.time_zone), facility.time_zone)
        return `${court?.name ?? "the court"} on ${day}, ${formatSecondsOfDay(r.hour_start)}–${formatSecondsOfDay(r.hour_end)}`
      })

    /** Whether the caller may cancel, and the sentence to confirm it with. */
    const cancellationVerification = (id: number) =>
      Effect.gen(function* () {
        const { reservation, next } = yield* cancelPlan(id)
        if (Either.isLeft(next)) return { allowed: false, message: next.left.message }
        return {
          allowed: true,
          message: `Cancel the booking of ${yield* describe(reservation)}? No cancellation fee applies and nothing has been paid to refund.`,
        }
      })

    /** Cancels a reservation its staff, players or their guardians may cancel; its courts are free again. */
    const cancel = (id: number) =>
      Effect.gen(function* () {
        const { reservation, next } = yield* cancelPlan(id)
        if (Either.isLeft(next)) return yield* Effect.fail(unprocessable(next.left.message))
        yield* reservations.setStatus(id, next.right.status)
        yield* calendar.announce(reservation.facility_id, reservation.date)
        return Option.getOrThrow(yield* reservations.find(id))
      })

    return { cancellationVerification, cancel } as const
  }),
}) {}
