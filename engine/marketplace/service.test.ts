import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords, visitor } from "../../fixtures/testing/refusals"
import { MarketplaceBanners } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const areas = Effect.serviceFunctions(MarketplaceBanners)
const admin = { userId: undefined, platformAdmin: true, roles: [] }
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const none = new Map<number, Uint8Array>()
let counter = 0
const key = () => `area_${Date.now().toString(36)}_${counter++}`

describe("the platform's banner areas", () => {
  it("are written by its admins with their banners nested, in one go; a club's owner cannot", async () => {
    const facility = await engine.facility()
    const owner = await engine.person([facility.id, "owner"])
    const input = {
      name: " Home ",
      key: key(),
      banners: [
        { alt_text: "Spring cup", link_url: "https://example.com/cup" },
        { alt_text: "Padel week", position: 5 },
      ],
    }
    expect(refusalOf(await engine.as(owner.caller, areas.save(undefined, input, none)))._tag).toBe("Forbidden")
    const area = Either.getOrThrow(await engine.as(admin, areas.save(undefined, input, new Map([[0, PNG]]))))
    expect(area.name).toBe("Home")
    expect(area.banners.map((b) => [b.alt_text, b.position, b.has_image])).toEqual([
      ["Spring cup", 0, true],
      ["Padel week", 5, false],
    ])

    const [cup, padel] = area.banners
    const changed = Either.getOrThrow(
      await engine.as(
        admin,
        areas.save(
          area.id,
          {
            banners: [
              { id: cup!.id, alt_text: "Summer cup" },
              { id: padel!.id, _destroy: true },
            ],
          },
          none,
        ),
      ),
    )
    expect(changed.banners.map((b) => b.alt_text)).toEqual(["Summer cup"])
    expect(Either.getOrThrow(await engine.as(visitor, areas.image(cup!.id))).active).toBe(true)
  })

  it("check every banner before writing any, and never change another area's banner", async () => {
    const first = Either.getOrThrow(
      await engine.as(admin, areas.save(undefined, { name: "One", key: key(), banners: [{ alt_text: "a" }] }, none)),
    )
    const second = Either.getOrThrow(await engine.as(admin, areas.save(undefined, { name: "Two", key: key() }, none)))
    expect(
      refusalOf(
        await engine.as(admin, areas.save(second.id, { banners: [{ id: first.banners[0]!.id, alt_text: "x" }] }, none)),
      )._tag,
    ).toBe("NotFound")
    expect(
      refusalWords(
        await engine.as(
          admin,
          areas.save(second.id, { banners: [{ alt_text: "ok" }, { alt_text: "bad", position: -1 }] }, none),
        ),
      ),
    ).toEqual(["Unprocessable", "A banner's position is a whole number from 0 to 1000."])
    expect(Either.getOrThrow(await engine.as(admin, areas.show(second.id))).banners).toEqual([])
    expect(refusalWords(await engine.as(admin, areas.save(undefined, { name: "Dup", key: first.key }, none)))).toEqual([
      "Conflict",
      `Another banner area has the key "${first.key}".`,
    ])
    expect(
      refusalWords(await engine.as(admin, areas.save(undefined, { name: "Bad key", key: "Bad Key" }, none))),
    ).toEqual(["Unprocessable", "A banner area's key is lower-case words joined by underscores."])
  })

  it("show only the active ones to everyone else, images included", async () => {
    const hidden = Either.getOrThrow(
      await engine.as(
        admin,
        areas.save(
          undefined,
          { name: "Hidden", key: key(), active: false, banners: [{ alt_text: "h" }] },
          new Map([[0, PNG]]),
        ),
      ),
    )
    expect(refusalOf(await engine.as(visitor, areas.show(hidden.id)))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(visitor, areas.image(hidden.banners[0]!.id)))._tag).toBe("NotFound")
    expect(Either.getOrThrow(await engine.as(visitor, areas.list())).some((a) => a.id === hidden.id)).toBe(false)
    Either.getOrThrow(await engine.as(admin, areas.remove(hidden.id)))
    expect(refusalOf(await engine.as(admin, areas.show(hidden.id)))._tag).toBe("NotFound")
  })
})
