import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, ownedBy, Relations, requireStaffAt } from "../access"
import { Passwords, Secrets } from "../accounts/port"
import { localDate } from "../dates"
import { orNotFound, TooManyRequests, Unauthorized, unprocessable } from "../errors"
import { type CheckinMethod, GATE_HOURS } from "./rules"
import { FrontDeskRepo } from "./port"
import { FAILURE_WINDOW_MINUTES, signInVerdict } from "../accounts/signIn"
import { AccountsRepo } from "../accounts/port"
import { FacilitiesRepo } from "../facilities/port"
import { ReservationsRepo } from "../reservations/port"

/** A check-in staff record: a person of the club, one of its bookings, or neither (a note). */
export interface NewCheckin {
  readonly user_id?: number | null | undefined
  readonly reservation_id?: number | null | undefined
  readonly method: CheckinMethod
  readonly note?: string | null | undefined
}

/**
 * The front desk's check-ins, and the gate list the door staff open with the club's password (no
 * account): a session kept by digest for a few hours, wrong passwords counted like sign-ins.
 */
export class FrontDesk extends Effect.Service<FrontDesk>()("venue/FrontDesk", {
  effect: Effect.gen(function* () {
    const repo = yield* FrontDeskRepo
    const facilities = yield* FacilitiesRepo
    const reservations = yield* ReservationsRepo
    const relations = yield* Relations
    const accounts = yield* AccountsRepo
    const secrets = yield* Secrets
    const passwords = yield* Passwords

    const checkins = (facilityId: number, date: string | undefined, page = 1) =>
      Effect.zipRight(requireStaffAt(facilityId), repo.checkinLogs(facilityId, date ?? null, page))

    const checkIn = (facilityId: number, checkin: NewCheckin) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        if (checkin.reservation_id) {
          const reservation = Option.getOrUndefined(yield* reservations.find(checkin.reservation_id))
          if (!ownedBy(facilityId, reservation))
            return yield* Effect.fail(unprocessable("That reservation is not one of this facility's."))
        }
        if (checkin.user_id && !(yield* relations.belongsTo(facilityId, checkin.user_id)))
          return yield* Effect.fail(unprocessable("That person is not a member of this facility."))
        return yield* repo.insertCheckinLog({
          facility_id: facilityId,
          user_id: checkin.user_id ?? null,
          reservation_id: checkin.reservation_id ?? null,
          method: checkin.method,
          note: checkin.note ?? null,
          created_by: (yield* CurrentCaller).userId ?? null,
        })
      })

    const bySlug = (slug: string) => orNotFound("Facility")(facilities.findBySlug(slug))

    /** Opens the gate list with the club's password; its token goes in the door staff's cookie. */
    const openGateList = (slug: string, password: string, ip: string) =>
      Effect.gen(function* () {
        const facility = yield* bySlug(slug)
        const key = `gate:${facility.id}`
        if (signInVerdict(yield* accounts.recentFailures(key, ip))._tag === "refuse")
          return yield* Effect.fail(
            new TooManyRequests({
              message: `Too many wrong passwords; wait ${FAILURE_WINDOW_MINUTES} minutes.`,
              errors: [],
            }),
          )
        if (!(yield* passwords.verify(yield* repo.gatePasswordHash(facility.id), password))) {
          yield* accounts.recordFailure(key, ip)
          return yield* Effect.fail(new Unauthorized({ message: "The gate list password is wrong.", errors: [] }))
        }
        yield* accounts.clearFailures(key, ip)
        const token = secrets.token()
        const expiresAt = yield* repo.openGateSession(facility.id, secrets.digest(token), GATE_HOURS)
        return { token, expires_at: expiresAt, slug: facility.slug }
      })

    /** Today's bookings at the club, for whoever holds an open gate-list token. */
    const gateList = (slug: string, token: string | undefined, limit = 50) =>
      Effect.gen(function* () {
        const facility = yield* bySlug(slug)
        const open = token !== undefined && (yield* repo.isGateSessionOpen(facility.id, secrets.digest(token)))
        if (!open)
          return yield* Effect.fail(new Unauthorized({ message: "Enter the gate list password first.", errors: [] }))
        const date = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        return { date, activity: yield* repo.gateList(facility.id, date, limit) }
      })

    return withSpans("FrontDesk", { checkins, checkIn, openGateList, gateList })
  }),
}) {}
