import { Effect, Either, TestClock, TestContext } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listenFakeKisi } from "../../adapters/providers/doors/fakeServer"
import { startEngine } from "../../fixtures/testing/engine"
import { Alerts } from "../alerts/service"
import { DoorAccess } from "./service"

let kisi: Awaited<ReturnType<typeof listenFakeKisi>>
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  kisi = await listenFakeKisi({ "club-key": ["front-door"], "other-key": ["other-door"] })
  engine = await startEngine({ KISI_URL: kisi.url })
})
afterAll(async () => {
  await engine?.close()
  await kisi?.close()
})

const MINUTE = 60_000

/** `open` as if the clock read `at` (a fake clock: the door's window is checked against it). */
const openAt = (at: number, request: { facility_id: number; reservation_id?: number }) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(at)
    return yield* Effect.flatMap(DoorAccess, (doors) => doors.open(request))
  }).pipe(Effect.provide(TestContext.TestContext))

/** A club with its door connected, a player whose booking starts in two hours, and its staff. */
const club = async (door_open_minutes = 15) => {
  const facility = await engine.facility({ door_open_minutes })
  await engine.credential(facility.id, "access_control", { token: "club-key", device_id: "front-door", type: "kisi" })
  const player = await engine.person([facility.id, "player"])
  const staff = await engine.person([facility.id, "front_desk"])
  const reservation = await engine.booking(facility.id, player.id, 2)
  const [times] = await engine.sql(
    (sql) => sql<{ starts: number; ends: number }>`
      select extract(epoch from lower(during)) * 1000 as starts, extract(epoch from upper(during)) * 1000 as ends
      from reservations where id = ${reservation}`,
  )
  return { facility, player, staff, reservation, starts: Number(times!.starts), ends: Number(times!.ends) }
}

const log = (facilityId: number) =>
  engine.sql(
    (sql) => sql<{
      user_id: number | null
      reservation_id: number | null
      outcome: string
      lock: string | null
      reason: string
    }>`
      select user_id, reservation_id, outcome, lock, reason from door_openings where facility_id = ${facilityId} order by id`,
  )

describe("opening the club's door", () => {
  it("opens for a player from the window before their booking until the window after it, and not outside it", async () => {
    const c = await club(15)
    const tries = [
      [c.starts - 16 * MINUTE, false],
      [c.starts - 14 * MINUTE, true],
      [c.ends + 14 * MINUTE, true],
      [c.ends + 16 * MINUTE, false],
    ] as const
    const before = kisi.unlocks().length
    for (const [at, opens] of tries) {
      const outcome = await engine.as(c.player.caller, openAt(at, { facility_id: c.facility.id }))
      if (opens)
        expect(outcome).toEqual(
          Either.right(expect.objectContaining({ opened: true, lock: "front-door", reservation_id: c.reservation })),
        )
      else
        expect(Either.getLeft(outcome).pipe((e) => e._tag === "Some" && e.value.message)).toMatch(
          /no booking at .* under way: the door opens for players from 15 minutes before their booking until 15 minutes after it ends/,
        )
    }
    expect(kisi.unlocks().length - before).toBe(2)
    expect((await log(c.facility.id)).map((e) => [e.user_id, e.outcome, e.reservation_id])).toEqual([
      [c.player.id, "refused", null],
      [c.player.id, "opened", c.reservation],
      [c.player.id, "opened", c.reservation],
      [c.player.id, "refused", null],
    ])
  })

  it("opens for staff at any hour, and logs them", async () => {
    const c = await club()
    const outcome = await engine.as(c.staff.caller, openAt(c.starts - 12 * 60 * MINUTE, { facility_id: c.facility.id }))
    expect(Either.isRight(outcome)).toBe(true)
    expect(await log(c.facility.id)).toEqual([
      { user_id: c.staff.id, reservation_id: null, outcome: "opened", lock: "front-door", reason: "Opened by staff." },
    ])
  })

  it("does not open for another person's booking, or at another club for a booking here", async () => {
    const c = await club()
    const other = await club()
    const stranger = await engine.person([c.facility.id, "player"])
    const during = c.starts + 10 * MINUTE
    const named = await engine.as(
      stranger.caller,
      openAt(during, { facility_id: c.facility.id, reservation_id: c.reservation }),
    )
    expect(Either.isLeft(named)).toBe(true)
    const elsewhere = await engine.as(c.player.caller, openAt(during, { facility_id: other.facility.id }))
    expect(Either.isLeft(elsewhere)).toBe(true)
    const otherStaff = await engine.as(other.staff.caller, openAt(during, { facility_id: c.facility.id }))
    expect(Either.isLeft(otherStaff)).toBe(true)
    // The club logs its own people's refused tries; strangers' are not its records.
    expect((await log(c.facility.id)).map((e) => [e.user_id, e.outcome])).toEqual([[stranger.id, "refused"]])
    expect(await log(other.facility.id)).toEqual([])
  })

  it("says when the door system fails, logs the fault, and raises a door alert until the door opens again", async () => {
    const facility = await engine.facility()
    await engine.credential(facility.id, "access_control", { token: "other-key", device_id: "other-door" })
    const staff = await engine.person([facility.id, "manager"])
    const now = Date.now()
    kisi.setOffline("other-door", true)
    const failed = await engine.as(staff.caller, openAt(now, { facility_id: facility.id }))
    expect(Either.getLeft(failed).pipe((e) => e._tag === "Some" && e.value.message)).toBe(
      "The door did not open: Kisi refused to open lock other-door (422: The lock is offline).",
    )
    const alerts = async () =>
      Either.getOrThrow(
        await engine.as(
          staff.caller,
          Effect.flatMap(Alerts, (a) => a.now(facility.id)),
        ),
      )
    expect((await alerts()).map((a) => [a.kind, a.severity, a.detail])).toEqual([
      ["door_fault", "urgent", "Kisi refused to open lock other-door (422: The lock is offline)."],
    ])
    kisi.setOffline("other-door", false)
    expect(Either.isRight(await engine.as(staff.caller, openAt(now, { facility_id: facility.id })))).toBe(true)
    expect(await alerts()).toEqual([])
  })

  it("tells a club without an access-control system how to connect one", async () => {
    const facility = await engine.facility()
    const staff = await engine.person([facility.id, "front_desk"])
    const outcome = await engine.as(staff.caller, openAt(Date.now(), { facility_id: facility.id }))
    expect(Either.getLeft(outcome).pipe((e) => e._tag === "Some" && e.value.message)).toMatch(
      /has not connected its door: add a credential of category access_control/,
    )
  })
})
