import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { Tags } from "./tags"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const tags = Effect.serviceFunctions(Tags)

/** A club with its manager, its desk and a member, and another club with its desk and member. */
const clubs = async () => {
  const facility = await engine.facility()
  const other = await engine.facility()
  return {
    facility,
    manager: await engine.person([facility.id, "manager"]),
    desk: await engine.person([facility.id, "front_desk"]),
    member: await engine.person([facility.id, "player"]),
    other,
    otherDesk: await engine.person([other.id, "front_desk"]),
    otherMember: await engine.person([other.id, "player"]),
  }
}

describe("a club's tags", () => {
  it("are made by name once (the same name finds the same tag), put on the club's own people only", async () => {
    const { facility, desk, member, otherMember } = await clubs()
    const on = { model: "User" as const, model_id: member.id }
    const vip = Either.getOrThrow(await engine.as(desk.caller, tags.create(facility.id, "  V.I.P   member ", on)))
    expect(vip.name).toBe("V.I.P member")
    const again = Either.getOrThrow(await engine.as(desk.caller, tags.create(facility.id, "V.I.P member")))
    expect(again.id).toBe(vip.id)
    expect(Either.getOrThrow(await engine.as(desk.caller, tags.list(facility.id, on))).map((t) => t.id)).toEqual([
      vip.id,
    ])

    const notOurs = await engine.as(
      desk.caller,
      tags.create(facility.id, "VIP", { model: "User", model_id: otherMember.id }),
    )
    expect(refusalOf(notOurs)._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(desk.caller, tags.create(facility.id, "   ")))).toMatchObject({
      _tag: "Unprocessable",
      message: "A tag needs a name.",
    })
    expect(refusalOf(await engine.as(member.caller, tags.list(facility.id)))._tag).toBe("Forbidden")
  })

  it("are renamed and deleted by managers only, and another club's staff find no such tag", async () => {
    const { facility, manager, desk, member, otherDesk } = await clubs()
    const on = { model: "User" as const, model_id: member.id }
    const junior = Either.getOrThrow(await engine.as(desk.caller, tags.create(facility.id, "Junior", on)))
    Either.getOrThrow(await engine.as(desk.caller, tags.create(facility.id, "Senior")))

    expect(refusalOf(await engine.as(desk.caller, tags.rename(junior.id, "Juniors")))._tag).toBe("Forbidden")
    expect(refusalOf(await engine.as(otherDesk.caller, tags.rename(junior.id, "Mine")))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(manager.caller, tags.rename(junior.id, "Senior")))).toMatchObject({
      _tag: "Conflict",
      message: 'The club already has a tag "Senior".',
    })
    expect(Either.getOrThrow(await engine.as(manager.caller, tags.rename(junior.id, "Juniors"))).name).toBe("Juniors")

    Either.getOrThrow(await engine.as(desk.caller, tags.removeFrom(junior.id, on)))
    expect(refusalOf(await engine.as(desk.caller, tags.removeFrom(junior.id, on)))).toMatchObject({
      _tag: "Unprocessable",
      message: 'That user does not carry "Juniors".',
    })
    expect(refusalOf(await engine.as(otherDesk.caller, tags.remove(junior.id)))._tag).toBe("NotFound")
    Either.getOrThrow(await engine.as(manager.caller, tags.remove(junior.id)))
    expect(Either.getOrThrow(await engine.as(desk.caller, tags.list(facility.id))).map((t) => t.name)).toEqual([
      "Senior",
    ])
  })
})
