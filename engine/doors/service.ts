import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isStaffAt, requireStaffAt, roleAt } from "../access"
import { addDays, localDate, localInstant } from "../dates"
import { type DoorOpened, type DoorOpening } from "./rules"
import { DoorControl } from "./port"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { DoorsRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"

/**
 * The API's `open_door`: the club's door opened through its access-control system, for its staff at
 * any time and for a player whose booking there is under way (from the club's `door_open_minutes`
 * before it until as many after it). Every opening, failure and refusal of the club's people is logged
 * with who and why.
 */
export class DoorAccess extends Effect.Service<DoorAccess>()("venue/DoorAccess", {
  effect: Effect.gen(function* () {
    const facilities = yield* FacilitiesRepo
    const repo = yield* DoorsRepo
    const door = yield* DoorControl

    const open = (request: { readonly facility_id: number; readonly reservation_id?: number | undefined }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (caller.userId === undefined && !caller.platformAdmin)
          return yield* Effect.fail(forbidden("Sign in to open the club's door."))
        const facility = Option.getOrUndefined(yield* facilities.find(request.facility_id))
        if (facility === undefined) return yield* Effect.fail(notFound("Facility"))
        const logged = (entry: Omit<DoorOpening, "facility_id" | "user_id">) =>
          repo.record({ ...entry, facility_id: facility.id, user_id: caller.userId ?? null })

        let reservationId: number | null = null
        let reason = "Opened by staff."
        if (!isStaffAt(caller, facility.id)) {
          const minutes = facility.door_open_minutes
          const booking = yield* repo.bookingAround({
            facilityId: facility.id,
            userId: caller.userId!,
            at: new Date(yield* Clock.currentTimeMillis),
            minutes,
            reservationId: request.reservation_id,
          })
          if (Option.isNone(booking)) {
            const refusal =
              `You have no booking at ${facility.name} under way: the door opens for players from ${minutes} ` +
              `minutes before their booking until ${minutes} minutes after it ends.`
            // Only the club's own people's tries are its records: anyone else could fill its log.
            if (roleAt(caller, facility.id) !== undefined)
              yield* logged({ reservation_id: null, lock: null, outcome: "refused", reason: refusal })
            return yield* Effect.fail(unprocessable(refusal))
          }
          reservationId = booking.value.reservation_id
          reason = `Booking ${reservationId} on ${booking.value.court_name}.`
        }

        const opened = yield* door.unlock(facility.id).pipe(
          Effect.catchAll((problem) =>
            Effect.zipRight(
              logged({
                reservation_id: reservationId,
                lock: null,
                outcome: problem._tag === "DoorFault" ? "fault" : "refused",
                reason: problem.message,
              }),
              Effect.fail(unprocessable(`The door did not open: ${problem.message}`)),
            ),
          ),
        )
        yield* logged({ reservation_id: reservationId, lock: opened.lock, outcome: "opened", reason })
        return {
          opened: true,
          lock: opened.lock,
          reservation_id: reservationId,
          message: "The door is open.",
        } satisfies DoorOpened
      })

    /** A facility-local day of the club's door log (today by default), newest first: its staff's. */
    const log = (facilityId: number, date: string | undefined) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const zone = facility.time_zone
        const day = date ?? localDate(new Date(yield* Clock.currentTimeMillis), zone)
        return yield* repo.log(facilityId, localInstant(day, 0, zone), localInstant(addDays(day, 1), 0, zone))
      })

    return withSpans("DoorAccess", { open, log })
  }),
}) {}
