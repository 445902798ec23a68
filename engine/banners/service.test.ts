import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { BannerAds } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const banners = Effect.serviceFunctions(BannerAds)

describe("a club's banner ads", () => {
  it("are placed by its managers, checked with a sentence, and changed only in the fields given", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const offer = { title: "Spring offer", link_url: "https://example.com/spring", alt_text: "Rackets", position: 2 }

    expect(refusalOf(await engine.as(desk.caller, banners.save(facility.id, undefined, offer)))._tag).toBe("Forbidden")
    expect(
      refusalOf(await engine.as(manager.caller, banners.save(facility.id, undefined, { ...offer, title: " " }))),
    ).toEqual(expect.objectContaining({ _tag: "Unprocessable", message: "A banner needs a title." }))
    const backwards = { ...offer, starts_on: "2030-05-02", ends_on: "2030-05-01" }
    expect(refusalOf(await engine.as(manager.caller, banners.save(facility.id, undefined, backwards))).message).toBe(
      "A banner ends on or after the day it starts.",
    )
    const placed = Either.getOrThrow(await engine.as(manager.caller, banners.save(facility.id, undefined, offer)))
    expect(placed).toMatchObject({ title: "Spring offer", placement: "home", active: true, position: 2 })
    const moved = Either.getOrThrow(
      await engine.as(manager.caller, banners.save(facility.id, placed.id, { placement: "booking" })),
    )
    expect(moved).toMatchObject({ title: "Spring offer", link_url: offer.link_url, placement: "booking", position: 2 })
    expect(Either.getOrThrow(await engine.as(desk.caller, banners.list(facility.id, {})))).toHaveLength(1)
  })

  it("show players only those showing today; staff see every one; another club's id is not found", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const player = await engine.person([facility.id, "player"])
    const other = await engine.facility()
    const save = (fields: Parameters<typeof banners.save>[2]) =>
      engine.as(manager.caller, banners.save(facility.id, undefined, fields)).then(Either.getOrThrow)
    const now = await save({ title: "Now" })
    await save({ title: "Later", starts_on: "2099-01-01" })
    await save({ title: "Ended", ends_on: "2000-01-01" })
    await save({ title: "Off", active: false })

    const seen = Either.getOrThrow(await engine.as(player.caller, banners.list(facility.id, {})))
    expect(seen.map((b) => b.title)).toEqual(["Now"])
    expect(Either.getOrThrow(await engine.as(manager.caller, banners.list(facility.id, {})))).toHaveLength(4)
    expect(refusalOf(await engine.as(player.caller, banners.show(other.id, now.id)))._tag).toBe("NotFound")

    Either.getOrThrow(await engine.as(manager.caller, banners.remove(facility.id, now.id)))
    expect(Either.getOrThrow(await engine.as(player.caller, banners.list(facility.id, {})))).toEqual([])
  })
})
