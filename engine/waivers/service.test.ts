import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { Waivers } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const waivers = Effect.serviceFunctions(Waivers)
const origin = { ip: "192.0.2.7", userAgent: "test" }
const terms = { name: "Court rules", category: "facility_booking" as const, content: "Play fair." }

describe("a club's waivers", () => {
  it("are written by its managers; the text changes only by a new version, and an acceptance stays with the version signed", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const player = await engine.person([facility.id, "player"])

    expect(refusalOf(await engine.as(desk.caller, waivers.create(facility.id, terms)))._tag).toBe("Forbidden")
    const waiver = Either.getOrThrow(await engine.as(manager.caller, waivers.create(facility.id, terms)))
    expect(waiver.current_version).toMatchObject({ version: 1, content: "Play fair." })
    expect(
      refusalWords(await engine.as(manager.caller, waivers.update(facility.id, waiver.id, { content: "x" }))),
    ).toEqual([
      "Unprocessable",
      "A waiver's text changes only by a new version (create_new_version), so what people signed stays as it was.",
    ])

    Either.getOrThrow(
      await engine.as(player.caller, waivers.accept(waiver.id, undefined, { type: null, id: null }, origin)),
    )
    const signed = Either.getOrThrow(await engine.as(player.caller, waivers.status(waiver.id, undefined)))
    expect(signed).toMatchObject({ accepted: true, accepted_version: 1 })

    expect(
      refusalOf(await engine.as(manager.caller, waivers.newVersion(facility.id, waiver.id, "Play fair."))).message,
    ).toBe("The new version has the same text as the current one.")
    Either.getOrThrow(
      await engine.as(manager.caller, waivers.newVersion(facility.id, waiver.id, "Play fair; wear shoes.")),
    )
    const after = Either.getOrThrow(await engine.as(player.caller, waivers.status(waiver.id, undefined)))
    expect(after).toMatchObject({ accepted: false, accepted_version: 1 })
    expect(after.waiver.current_version.version).toBe(2)

    Either.getOrThrow(await engine.as(manager.caller, waivers.archive(facility.id, waiver.id)))
    expect(Either.getOrThrow(await engine.as(player.caller, waivers.ofClub(facility.id)))).toEqual([])
  })

  it("are accepted by a member for themself or a child they handle, never for someone else or at a club they are not in", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const player = await engine.person([facility.id, "player"])
    const stranger = await engine.person([facility.id, "player"])
    const outsider = await engine.person([other.id, "player"])
    const waiver = Either.getOrThrow(await engine.as(manager.caller, waivers.create(facility.id, terms)))
    const accept = (caller: typeof player.caller, userId: number | undefined) =>
      engine.as(caller, waivers.accept(waiver.id, userId, { type: null, id: null }, origin))

    expect(refusalOf(await accept(player.caller, stranger.id))._tag).toBe("NotFound")
    expect(refusalWords(await accept(outsider.caller, undefined))).toEqual([
      "Unprocessable",
      "Only a member of the club accepts its waivers; join it first.",
    ])
    expect(refusalOf(await engine.as(outsider.caller, waivers.one(facility.id, waiver.id)))._tag).toBe("Forbidden")
    const otherManager = await engine.person([other.id, "manager"])
    expect(refusalOf(await engine.as(otherManager.caller, waivers.archive(facility.id, waiver.id)))._tag).toBe(
      "Forbidden",
    )
    expect(refusalOf(await engine.as(otherManager.caller, waivers.archive(other.id, waiver.id)))._tag).toBe("NotFound")
    expect(Either.getOrThrow(await engine.as(stranger.caller, waivers.status(waiver.id, undefined))).accepted).toBe(
      false,
    )
  })
})
