import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  ACTIVE_STATUSES,
  actionForStatus,
  reservationCapacity,
  type ReservationAction,
  ReservationStatus,
  type ReservationState,
  reservationTransition,
  STATUS_LABELS,
} from "./rules"
import {
  bookingWindowProblem,
  durationProblem,
  navigationBounds,
  outsideBookingWindow,
} from "../bookings/bookingWindow"

const booked: ReservationState = {
  status: "booked",
  starts_at: new Date("2026-07-01T14:00:00Z"),
  ends_at: new Date("2026-07-01T15:30:00Z"),
  allow_cancel: true,
  no_show: false,
}
const at = (iso: string) => new Date(iso)
const refusal = (r: ReservationState, action: ReservationAction, iso: string) => {
  const result = reservationTransition(r, action, at(iso))
  return Either.isLeft(result) ? result.left.message : result.right.status
}

describe("reservation rules", () => {
  it("labels statuses as the API shows them", () => {
    expect(STATUS_LABELS.admin_cancelled).toBe("Cancelled")
    expect(STATUS_LABELS.closed).toBe("Cancelled")
    expect(STATUS_LABELS.booked).toBe("Booked")
    expect(ACTIVE_STATUSES).toEqual(["booked", "checked"])
  })

  it("checks in from an hour before the start until the end, and toggles back", () => {
    expect(refusal(booked, { _tag: "check_in" }, "2026-07-01T12:59:00Z")).toBe(
      "Check-in opens an hour before the start and closes at the end.",
    )
    expect(refusal(booked, { _tag: "check_in" }, "2026-07-01T13:00:00Z")).toBe("checked")
    const checked = { ...booked, status: "checked" as const }
    expect(refusal(checked, { _tag: "toggle_check_in" }, "2026-07-01T14:30:00Z")).toBe("booked")
    expect(refusal(checked, { _tag: "toggle_check_in" }, "2026-07-01T15:30:00Z")).toMatch(/until it ends/)
  })

  it("marks no-shows once started, rain checks, and cancels", () => {
    expect(refusal(booked, { _tag: "no_show" }, "2026-07-01T13:30:00Z")).toBe(
      "A reservation becomes a no-show only once it has started.",
    )
    const noShow = Either.getOrThrow(reservationTransition(booked, { _tag: "no_show" }, at("2026-07-01T14:10:00Z")))
    expect(noShow).toMatchObject({ status: "closed", no_show: true })
    expect(refusal(booked, { _tag: "rain_check" }, "2026-07-01T14:10:00Z")).toBe("raincheck")
    expect(refusal(booked, { _tag: "cancel", by: "player" }, "2026-07-01T10:00:00Z")).toBe("admin_cancelled")
    expect(refusal(booked, { _tag: "cancel", by: "player" }, "2026-07-01T14:00:00Z")).toBe(
      "A reservation that has started cannot be cancelled.",
    )
    expect(
      refusal({ ...booked, allow_cancel: false }, { _tag: "cancel", by: "player" }, "2026-07-01T10:00:00Z"),
    ).toMatch(/ask the club/)
    expect(refusal({ ...booked, allow_cancel: false }, { _tag: "cancel", by: "staff" }, "2026-07-01T14:10:00Z")).toBe(
      "admin_cancelled",
    )
    expect(refusal({ ...booked, status: "raincheck" }, { _tag: "cancel", by: "staff" }, "2026-07-01T10:00:00Z")).toBe(
      "Only a booked reservation can be cancelled; this one is rain check.",
    )
  })

  it("no action leaves the known statuses, and a cancelled reservation never comes back", () => {
    const actions: ReadonlyArray<ReservationAction> = [
      { _tag: "check_in" },
      { _tag: "toggle_check_in" },
      { _tag: "no_show" },
      { _tag: "rain_check" },
      { _tag: "cancel", by: "staff" },
      { _tag: "cancel", by: "player" },
    ]
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...actions), fc.integer({ min: -3, max: 3 })), { maxLength: 20 }),
        (walk) => {
          let r = booked
          for (const [action, hours] of walk) {
            const next = reservationTransition(r, action, new Date(r.starts_at.getTime() + hours * 3600_000))
            if (Either.isLeft(next)) continue
            if (r.status === "admin_cancelled" || r.status === "closed")
              throw new Error("a cancelled reservation changed")
            r = next.right
            expect(ReservationStatus.literals).toContain(r.status)
          }
        },
      ),
    )
  })

  it("keeps bookings inside the window", () => {
    const now = at("2026-07-01T12:00:00Z")
    const range = { min_hours_range: 2, max_hours_range: 48 }
    expect(bookingWindowProblem(at("2026-07-01T13:59:00Z"), now, range)).toBe(
      "Bookings must be made at least 2 hours ahead.",
    )
    expect(bookingWindowProblem(at("2026-07-01T14:00:00Z"), now, range)).toBeUndefined()
    expect(bookingWindowProblem(at("2026-07-03T12:00:00Z"), now, range)).toBeUndefined()
    expect(bookingWindowProblem(at("2026-07-03T12:01:00Z"), now, range)).toBe(
      "Bookings open 48 hours ahead; that time is not open yet.",
    )
    expect(bookingWindowProblem(at("2026-07-01T11:00:00Z"), now, { min_hours_range: 0, max_hours_range: 48 })).toBe(
      "That time has passed.",
    )
    // The same, typed, for a program that acts on the kind.
    expect(outsideBookingWindow(at("2026-07-01T13:59:00Z"), now, range)).toEqual({ _tag: "TooSoon", minHours: 2 })
    expect(outsideBookingWindow(at("2026-07-03T12:01:00Z"), now, range)).toEqual({ _tag: "NotOpenYet", maxHours: 48 })
    expect(outsideBookingWindow(at("2026-07-02T12:00:00Z"), now, range)).toBeUndefined()
  })

  it("bounds calendar navigation by the window, in the facility's days", () => {
    // 22:30 on 1 July in New York: 48 hours on is 3 July.
    const bounds = navigationBounds(
      at("2026-07-02T02:30:00Z"),
      { min_hours_range: 0, max_hours_range: 48 },
      "America/New_York",
    )
    expect(bounds).toMatchObject({ first: "2026-07-01", last: "2026-07-03" })
    expect(bounds.canGoBack("2026-07-01")).toBe(false)
    expect(bounds.canGoBack("2026-07-02")).toBe(true)
    expect(bounds.canGoForward("2026-07-03")).toBe(false)
    expect(bounds.canGoForward("2026-07-02")).toBe(true)
  })

  it("keeps bookings on the interval grid", () => {
    expect(durationProblem(9 * 3600, 10.5 * 3600, 1800)).toBeUndefined()
    expect(durationProblem(9 * 3600, 9.75 * 3600, 1800)).toBe("Bookings start and end on 30-minute steps.")
    expect(durationProblem(9 * 3600, 9 * 3600, 1800)).toBe("A booking must end after it starts.")
  })
})

describe("staff status changes and reservation types", () => {
  it("map a wanted status to the transition it means", () => {
    expect(actionForStatus("booked", "checked")).toEqual({ _tag: "check_in" })
    expect(actionForStatus("checked", "booked")).toEqual({ _tag: "toggle_check_in" })
    expect(actionForStatus("booked", "booked")).toBeUndefined()
    expect(actionForStatus("booked", "closed")).toEqual({ _tag: "no_show" })
    expect(actionForStatus("checked", "admin_cancelled")).toEqual({ _tag: "cancel", by: "staff" })
  })

  it("admit as many players as the type says, any number in practice mode", () => {
    expect(reservationCapacity(0)).toBe(Infinity)
    expect(reservationCapacity(2)).toBe(2)
  })
})
