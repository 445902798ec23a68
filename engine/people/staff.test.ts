import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { Staff } from "./staff"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const staff = Effect.serviceFunctions(Staff)

describe("a club's staff", () => {
  it("is listed for the club's managers only, owners first", async () => {
    const club = await engine.facility()
    const owner = await engine.person([club.id, "owner"])
    const manager = await engine.person([club.id, "manager"])
    const desk = await engine.person([club.id, "front_desk"])
    const elsewhere = await engine.person([(await engine.facility()).id, "manager"])

    const listed = Either.getOrThrow(await engine.as(manager.caller, staff.list(club.id)))
    expect(listed.map((m) => [m.user_id, m.role])).toEqual(
      expect.arrayContaining([
        [owner.id, "owner"],
        [manager.id, "manager"],
        [desk.id, "front_desk"],
      ]),
    )
    expect(listed[0]!.role).toBe("owner")
    expect(refusalOf(await engine.as(desk.caller, staff.list(club.id)))._tag).toBe("Forbidden")
    expect(refusalOf(await engine.as(elsewhere.caller, staff.list(club.id)))._tag).toBe("Forbidden")
  })

  it("takes in a player of the club or a new contact, never someone who has not joined, and only in roles the caller may give", async () => {
    const club = await engine.facility()
    const manager = await engine.person([club.id, "manager"])
    const player = await engine.person([club.id, "player"])
    const outsider = await engine.person()

    const made = Either.getOrThrow(
      await engine.as(manager.caller, staff.add({ facility_id: club.id, role: "front_desk", user_id: player.id })),
    )
    expect(made).toMatchObject({ user_id: player.id, role: "front_desk" })

    const notJoined = await engine.as(
      manager.caller,
      staff.add({ facility_id: club.id, role: "teacher", user_id: outsider.id }),
    )
    expect(refusalOf(notJoined).message).toBe(
      "This person is not a member of the club; they join it themself first, then you give them a role.",
    )

    const email = `coach-${Date.now()}@example.com`
    const contact = Either.getOrThrow(
      await engine.as(
        manager.caller,
        staff.add({ facility_id: club.id, role: "teacher", email, first_name: "Casey", last_name: "Coach" }),
      ),
    )
    expect(contact).toMatchObject({ role: "teacher", user: { email, first_name: "Casey" } })

    const tooHigh = await engine.as(
      manager.caller,
      staff.add({
        facility_id: club.id,
        role: "admin",
        email: `x-${Date.now()}@example.com`,
        first_name: "A",
        last_name: "B",
      }),
    )
    expect(refusalOf(tooHigh)).toMatchObject({ _tag: "Forbidden" })
  })

  it("keeps an owner: the last one is neither demoted nor removed, and another club's owner changes nothing here", async () => {
    const club = await engine.facility()
    const owner = await engine.person([club.id, "owner"])
    const admin = await engine.person([club.id, "admin"])
    const otherOwner = await engine.person([(await engine.facility()).id, "owner"])

    const demoted = await engine.as(owner.caller, staff.change(club.id, owner.id, "admin"))
    expect(refusalOf(demoted).message).toBe("A facility keeps at least one owner; make someone else owner first.")
    expect(refusalOf(await engine.as(owner.caller, staff.remove(club.id, owner.id))).message).toBe(
      "A facility keeps at least one owner; make someone else owner first.",
    )
    expect(refusalOf(await engine.as(otherOwner.caller, staff.remove(club.id, admin.id)))._tag).toBe("Forbidden")

    // An admin may not touch an owner's role; made owner (as their next sign-in says), they may.
    expect(refusalOf(await engine.as(admin.caller, staff.change(club.id, owner.id, "manager")))._tag).toBe("Forbidden")
    Either.getOrThrow(await engine.as(owner.caller, staff.change(club.id, admin.id, "owner")))
    const nowOwner = { ...admin.caller, roles: [{ facility_id: club.id, role: "owner" as const }] }
    Either.getOrThrow(await engine.as(nowOwner, staff.change(club.id, owner.id, "manager")))
    Either.getOrThrow(await engine.as(nowOwner, staff.remove(club.id, owner.id)))
    const left = Either.getOrThrow(await engine.as(nowOwner, staff.list(club.id)))
    expect(left.map((m) => m.user_id)).not.toContain(owner.id)
  })
})
