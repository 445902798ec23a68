import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, visitor } from "../../fixtures/testing/refusals"
import { SIGN_IN_LIMITS } from "../accounts/signIn"
import { Facilities } from "../facilities/service"
import { FrontDesk } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const desk = Effect.serviceFunctions(FrontDesk)
const facilities = Effect.serviceFunctions(Facilities)

describe("the front desk", () => {
  it("checks in the club's own people and bookings only, and shows its staff the day's check-ins", async () => {
    const facility = await engine.facility()
    const staff = await engine.person([facility.id, "front_desk"])
    const member = await engine.person([facility.id, "player"])
    const other = await engine.facility()
    const stranger = await engine.person([other.id, "player"])
    const theirs = await engine.booking(other.id, stranger.id, 48)
    const notOurs = await engine.as(staff.caller, desk.checkIn(facility.id, { reservation_id: theirs, method: "desk" }))
    expect(refusalOf(notOurs)).toMatchObject({
      _tag: "Unprocessable",
      message: "That reservation is not one of this facility's.",
    })
    const notMember = await engine.as(staff.caller, desk.checkIn(facility.id, { user_id: stranger.id, method: "desk" }))
    expect(refusalOf(notMember).message).toBe("That person is not a member of this facility.")
    expect(
      refusalOf(await engine.as(member.caller, desk.checkIn(facility.id, { user_id: member.id, method: "desk" })))._tag,
    ).toBe("Forbidden")

    Either.getOrThrow(await engine.as(staff.caller, desk.checkIn(facility.id, { user_id: member.id, method: "desk" })))
    const logged = Either.getOrThrow(await engine.as(staff.caller, desk.checkins(facility.id, undefined)))
    expect(JSON.stringify(logged)).toContain(`"user_id":${member.id}`)
  })

  it("opens the gate list with the club's password: a wrong one counted and refused, too many refused outright", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    Either.getOrThrow(
      await engine.as(manager.caller, facilities.updateSettings(facility.id, {}, { gate_password: "open sesame" })),
    )
    const withoutToken = await engine.as(visitor, desk.gateList(facility.slug, undefined))
    expect(refusalOf(withoutToken)).toMatchObject({
      _tag: "Unauthorized",
      message: "Enter the gate list password first.",
    })

    const opened = Either.getOrThrow(
      await engine.as(visitor, desk.openGateList(facility.slug, "open sesame", "10.0.0.1")),
    )
    expect(opened.slug).toBe(facility.slug)
    const list = Either.getOrThrow(await engine.as(visitor, desk.gateList(facility.slug, opened.token)))
    expect(list.activity).toEqual([])

    for (let i = 0; i < SIGN_IN_LIMITS.pair; i++) {
      const wrong = await engine.as(visitor, desk.openGateList(facility.slug, "guess", "10.0.0.2"))
      expect(refusalOf(wrong)).toMatchObject({ _tag: "Unauthorized", message: "The gate list password is wrong." })
    }
    const locked = await engine.as(visitor, desk.openGateList(facility.slug, "open sesame", "10.0.0.2"))
    expect(refusalOf(locked)._tag).toBe("TooManyRequests")
    // Another address is not held to that one's failures.
    expect(Either.isRight(await engine.as(visitor, desk.openGateList(facility.slug, "open sesame", "10.0.0.3")))).toBe(
      true,
    )
  })
})
