import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { Passes } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const passes = Effect.serviceFunctions(Passes)

describe("booking passes", () => {
  it("are given by a club's managers, one per person, changed in the fields given; the desk reads them", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const player = await engine.person([facility.id, "player"])

    expect(refusalOf(await engine.as(desk.caller, passes.create(facility.id, player.id, {})))._tag).toBe("Forbidden")
    const pass = Either.getOrThrow(
      await engine.as(manager.caller, passes.create(facility.id, player.id, { reservation_pass: true })),
    )
    expect(pass).toMatchObject({ reservation_pass: true, clinic_pass: false })
    expect(refusalWords(await engine.as(manager.caller, passes.create(facility.id, player.id, {})))).toEqual([
      "Conflict",
      "This person has a booking pass here already; change it instead.",
    ])
    const changed = Either.getOrThrow(
      await engine.as(manager.caller, passes.update(facility.id, pass.id, { clinic_pass: true })),
    )
    expect(changed).toMatchObject({ reservation_pass: true, clinic_pass: true, affiliation: pass.affiliation })
    expect(Either.getOrThrow(await engine.as(desk.caller, passes.ofClub(facility.id))).map((p) => p.id)).toEqual([
      pass.id,
    ])
    expect(Either.getOrThrow(await engine.as(player.caller, passes.ofPerson(player.id))).map((p) => p.id)).toEqual([
      pass.id,
    ])
    Either.getOrThrow(await engine.as(manager.caller, passes.remove(facility.id, pass.id)))
    expect(refusalOf(await engine.as(desk.caller, passes.show(facility.id, pass.id)))._tag).toBe("NotFound")
  })

  it("stay with their club: another club's staff neither read nor change them, nor give one to its people", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const otherManager = await engine.person([other.id, "manager"])
    const player = await engine.person([facility.id, "player"])
    const pass = Either.getOrThrow(await engine.as(manager.caller, passes.create(facility.id, player.id, {})))

    expect(refusalOf(await engine.as(otherManager.caller, passes.show(other.id, pass.id)))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(otherManager.caller, passes.update(facility.id, pass.id, {})))._tag).toBe(
      "Forbidden",
    )
    expect(refusalOf(await engine.as(otherManager.caller, passes.create(other.id, player.id, {})))._tag).toBe(
      "NotFound",
    )
    expect(refusalOf(await engine.as(otherManager.caller, passes.ofPerson(player.id)))._tag).toBe("NotFound")
  })

  it("keep a person's billing addresses, changed by them or their guardian only", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const someone = await engine.person([facility.id, "player"])
    const added = Either.getOrThrow(await engine.as(player.caller, passes.addAddress(undefined, "1 Court Lane")))
    expect(Either.getOrThrow(await engine.as(player.caller, passes.addresses(undefined))).map((a) => a.id)).toEqual([
      added.id,
    ])
    expect(refusalOf(await engine.as(someone.caller, passes.changeAddress(added.id, "2 Net Road")))._tag).toBe(
      "NotFound",
    )
    expect(refusalOf(await engine.as(someone.caller, passes.removeAddress(added.id)))._tag).toBe("NotFound")
    Either.getOrThrow(await engine.as(player.caller, passes.removeAddress(added.id)))
    expect(Either.getOrThrow(await engine.as(player.caller, passes.addresses(undefined)))).toEqual([])
  })
})
