import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { Groups } from "./groups"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const groups = Effect.serviceFunctions(Groups)

describe("a club's groups", () => {
  it("are kept by its staff, hold only the club's own people, each once", async () => {
    const facility = await engine.facility()
    const desk = await engine.person([facility.id, "front_desk"])
    const member = await engine.person([facility.id, "player"])
    const other = await engine.facility()
    const outsider = await engine.person([other.id, "player"])

    expect(
      refusalOf(await engine.as(member.caller, groups.create({ facility_id: facility.id, title: "Juniors" })))._tag,
    ).toBe("Forbidden")
    expect(
      refusalOf(await engine.as(desk.caller, groups.create({ facility_id: facility.id, title: "  " }))),
    ).toMatchObject({
      _tag: "Unprocessable",
      message: "A group needs a title.",
    })
    const juniors = Either.getOrThrow(
      await engine.as(desk.caller, groups.create({ facility_id: facility.id, title: " Juniors " })),
    )
    expect(juniors).toMatchObject({ title: "Juniors", groupable_type: "Facility", members: [] })

    const joined = Either.getOrThrow(await engine.as(desk.caller, groups.addUser(juniors.id, member.id)))
    expect(joined.members.map((m) => m.id)).toEqual([member.id])
    expect(refusalOf(await engine.as(desk.caller, groups.addUser(juniors.id, member.id))).message).toBe(
      "That person is in the group already.",
    )
    expect(refusalOf(await engine.as(desk.caller, groups.addUser(juniors.id, outsider.id)))._tag).toBe("NotFound")
    const left = Either.getOrThrow(await engine.as(desk.caller, groups.removeUser(juniors.id, member.id)))
    expect(left.members).toEqual([])
    expect(refusalOf(await engine.as(desk.caller, groups.removeUser(juniors.id, member.id))).message).toBe(
      "That person is not in the group.",
    )
  })

  it("are never seen, renamed or removed by another club's staff", async () => {
    const facility = await engine.facility()
    const desk = await engine.person([facility.id, "front_desk"])
    const otherDesk = await engine.person([(await engine.facility()).id, "front_desk"])
    const group = Either.getOrThrow(
      await engine.as(desk.caller, groups.create({ facility_id: facility.id, title: "Ladies" })),
    )

    for (const attempt of [groups.show(group.id), groups.rename(group.id, "Mine"), groups.remove(group.id)])
      expect(refusalOf(await engine.as(otherDesk.caller, attempt))._tag).toBe("NotFound")
    expect(Either.getOrThrow(await engine.as(desk.caller, groups.rename(group.id, "Ladies' league"))).title).toBe(
      "Ladies' league",
    )
    Either.getOrThrow(await engine.as(desk.caller, groups.remove(group.id)))
    expect(Either.getOrThrow(await engine.as(desk.caller, groups.list(facility.id)))).toEqual([])
  })
})
