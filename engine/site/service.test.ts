import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, visitor } from "../../fixtures/testing/refusals"
import { DEFAULT_HOME } from "./rules"
import { Site } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const site = Effect.serviceFunctions(Site)

describe("the club's site", () => {
  it("lays out the home page: the default until a manager sets one, each block once", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])

    expect(Either.getOrThrow(await engine.as(visitor, site.homeLayout(facility.id))).home_structure).toEqual(
      DEFAULT_HOME,
    )
    expect(refusalOf(await engine.as(desk.caller, site.saveHomeLayout(facility.id, ["calendar"])))._tag).toBe(
      "Forbidden",
    )
    expect(
      refusalOf(await engine.as(manager.caller, site.saveHomeLayout(facility.id, ["posts", "posts"]))),
    ).toMatchObject({
      _tag: "Unprocessable",
      message: "Each block appears on the home page once.",
    })
    Either.getOrThrow(await engine.as(manager.caller, site.saveHomeLayout(facility.id, ["calendar", "posts"])))
    expect(Either.getOrThrow(await engine.as(visitor, site.homeLayout(facility.id))).home_structure).toEqual([
      "calendar",
      "posts",
    ])
  })

  it("keeps a visitor's cookie consent under a key only their browser learns, always with what is necessary", async () => {
    const given = Either.getOrThrow(await engine.as(visitor, site.giveConsent(["statistics"])))
    expect(given.categories).toEqual(["necessary", "statistics"])
    const changed = Either.getOrThrow(
      await engine.as(visitor, site.changeConsent(given.key, ["marketing", "preferences"])),
    )
    expect(changed.categories).toEqual(["necessary", "preferences", "marketing"])
    expect(Either.getOrThrow(await engine.as(visitor, site.consent(given.key))).categories).toEqual(changed.categories)
    expect(refusalOf(await engine.as(visitor, site.changeConsent("no-such-key", [])))._tag).toBe("NotFound")
  })
})
