import { Data, Either, Schema } from "effect"

/** Reservation status values; `booked` is the default. */
export const ReservationStatus = Schema.Literal("booked", "checked", "raincheck", "admin_cancelled", "closed")
export type ReservationStatus = typeof ReservationStatus.Type

/** How a status reads on screen: admin_cancelled and closed both show as cancelled. */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  booked: "Booked",
  checked: "Checked in",
  raincheck: "Rain check",
  admin_cancelled: "Cancelled",
  closed: "Cancelled",
}

/** Statuses that hold the court: only these take part in the no-double-booking constraint. */
export const ACTIVE_STATUSES: ReadonlyArray<ReservationStatus> = ["booked", "checked"]

/** Block kinds on the calendar. */
/**
 * How many people a booking names besides its booker: a player invites up to 3 members and 3
 * guests (a court for four); staff name up to 8 of each (clinics, lessons, events).
 */
export const BOOKING_LIMITS = {
  player: { players: 3, guests: 3 },
  staff: { players: 8, guests: 8 },
} as const

export const ReservationKind = Schema.Literal("reservation", "rental", "lesson", "clinic", "other")
export type ReservationKind = typeof ReservationKind.Type

/** Court time the court rates sell, whoever books it; lessons, clinics and blocks are priced otherwise. */
export const pricedByCourtRates = (kind: ReservationKind) => kind === "reservation" || kind === "rental"

/** Type 0 is practice mode; 1 to 4 is the number of users. */
export const ReservationType = Schema.Int.pipe(Schema.between(0, 4))

export interface ReservationState {
  readonly status: ReservationStatus
  readonly starts_at: Date
  readonly ends_at: Date
  /** Whether players may cancel it themselves (change_allow_cancelation). */
  readonly allow_cancel: boolean
  readonly no_show: boolean
}

/** A stored reservation (instants as ISO strings) as the state machine reads it. */
export const reservationState = (r: {
  readonly status: ReservationStatus
  readonly starts_at: string
  readonly ends_at: string
  readonly allow_cancel: boolean
}): ReservationState => ({
  status: r.status,
  starts_at: new Date(r.starts_at),
  ends_at: new Date(r.ends_at),
  allow_cancel: r.allow_cancel,
  no_show: false,
})

export type ReservationAction =
  | { readonly _tag: "check_in" }
  | { readonly _tag: "toggle_check_in" }
  | { readonly _tag: "no_show" }
  | { readonly _tag: "rain_check" }
  | { readonly _tag: "cancel"; readonly by: "staff" | "player" }

export class ReservationRefused extends Data.TaggedError("ReservationRefused")<{
  readonly action: ReservationAction["_tag"]
  readonly message: string
}> {}

/** How many players a reservation type admits: 0 is practice (no count), 1–4 the number of users. */
export const reservationCapacity = (type: number) => (type === 0 ? Infinity : type)

/** The transition that setting a reservation to `wanted` means (staff's change_status), if any. */
export const actionForStatus = (
  current: ReservationStatus,
  wanted: ReservationStatus,
): ReservationAction | undefined =>
  wanted === "checked"
    ? { _tag: "check_in" }
    : wanted === "booked" && current === "checked"
      ? { _tag: "toggle_check_in" }
      : wanted === "raincheck"
        ? { _tag: "rain_check" }
        : wanted === "admin_cancelled"
          ? { _tag: "cancel", by: "staff" }
          : wanted === "closed"
            ? { _tag: "no_show" }
            : undefined

/** Check-in opens this long before the start. */
export const CHECK_IN_OPENS_MS = 60 * 60 * 1000

/** Whether check-in may be toggled now: booked or checked in, from an hour before the start to the end. */
export const allowToggleCheckIn = (r: ReservationState, now: Date) =>
  (r.status === "booked" || r.status === "checked") &&
  now.getTime() >= r.starts_at.getTime() - CHECK_IN_OPENS_MS &&
  now.getTime() < r.ends_at.getTime()

/**
 * reservation transitions: check-in and its toggle, no-show, rain check and cancel.
 * Staff cancel any booked reservation; a player cancels only one that allows it, before it starts.
 */
export const reservationTransition = (
  r: ReservationState,
  action: ReservationAction,
  now: Date,
): Either.Either<ReservationState, ReservationRefused> => {
  const refuse = (message: string) => Either.left(new ReservationRefused({ action: action._tag, message }))
  const label = STATUS_LABELS[r.status].toLowerCase()
  switch (action._tag) {
    case "check_in":
      if (r.status !== "booked") return refuse(`Only a booked reservation can be checked in; this one is ${label}.`)
      if (!allowToggleCheckIn(r, now)) return refuse("Check-in opens an hour before the start and closes at the end.")
      return Either.right({ ...r, status: "checked" })
    case "toggle_check_in":
      if (!allowToggleCheckIn(r, now)) {
        return refuse(
          "Check-in can be changed only for a booked or checked-in reservation, from an hour before it starts until it ends.",
        )
      }
      return Either.right({ ...r, status: r.status === "checked" ? "booked" : "checked" })
    case "no_show":
      if (r.status !== "booked") return refuse(`Only a booked reservation can be a no-show; this one is ${label}.`)
      if (now.getTime() < r.starts_at.getTime())
        return refuse("A reservation becomes a no-show only once it has started.")
      return Either.right({ ...r, status: "closed", no_show: true })
    case "rain_check":
      if (r.status !== "booked" && r.status !== "checked")
        return refuse(`Only a booked or checked-in reservation can get a rain check; this one is ${label}.`)
      return Either.right({ ...r, status: "raincheck" })
    case "cancel":
      if (r.status !== "booked") return refuse(`Only a booked reservation can be cancelled; this one is ${label}.`)
      if (action.by === "player") {
        if (!r.allow_cancel) return refuse("This reservation cannot be cancelled by its players; ask the club.")
        if (now.getTime() >= r.starts_at.getTime()) return refuse("A reservation that has started cannot be cancelled.")
      }
      return Either.right({ ...r, status: "admin_cancelled" })
  }
}
