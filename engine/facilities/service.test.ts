import { Effect, Either, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operator } from "../access"
import { Facilities } from "./service"
import { startEngine } from "../../fixtures/testing/engine"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const facilities = Effect.serviceFunctions(Facilities)

describe("the app's names on a phone's home screen", () => {
  it("are the club's on a club's own server, and the platform's (none here) once clubs share it", async () => {
    const homeScreen = Effect.flatMap(Facilities, (f) => f.homeScreen)
    const names = async () => Either.getOrThrow(await engine.as(operator, homeScreen))
    expect(await names()).toEqual(Option.none())
    const input = { time_zone: "Europe/Madrid", currency: "EUR" }
    await engine.as(operator, facilities.create({ ...input, name: "Real Club de Tenis Barcelona", slug: "rctb" }))
    expect(await names()).toEqual(Option.some({ name: "Real Club de Tenis Barcelona", short_name: "Real Club de" }))
    await engine.as(operator, facilities.create({ ...input, name: "Padel Norte", slug: "padel-norte" }))
    expect(await names()).toEqual(Option.none())
  })
})

describe("creating a facility", () => {
  it("makes it with its defaults and its owner, once per slug", async () => {
    const owner = await engine.person()
    const input = { name: "Harbour Tennis", slug: `harbour-${owner.id}`, time_zone: "Europe/Madrid", currency: "EUR" }
    const made = Either.getOrThrow(await engine.as(operator, facilities.create(input, owner.id)))
    expect(made).toMatchObject({
      name: "Harbour Tennis",
      time_zone: "Europe/Madrid",
      currency: "EUR",
      currency_decimals: 2,
    })
    const roles = await engine.sql(
      (sql) =>
        sql<{ role: string }>`select role from facility_users where facility_id = ${made.id} and user_id = ${owner.id}`,
    )
    expect(roles).toEqual([{ role: "owner" }])

    // Not from a player, nor a club's owner: an embedding program is refused like the API.
    const player = await engine.person([made.id, "owner"])
    const refused = await engine.as(player.caller, facilities.create({ ...input, slug: `${input.slug}-2` }))
    expect(Either.isLeft(refused) && [refused.left._tag, refused.left.message]).toEqual([
      "Forbidden",
      "Only a platform administrator creates a facility.",
    ])

    const again = await engine.as(operator, facilities.create(input))
    expect(Either.isLeft(again) && [again.left._tag, again.left.message]).toEqual([
      "Conflict",
      `The slug "${input.slug}" is taken by another facility.`,
    ])
  })

  it("names each problem of bad settings and makes nothing", async () => {
    const before = await engine.sql((sql) => sql<{ n: number }>`select count(*)::int as n from facilities`)
    const zone = await engine.as(
      operator,
      facilities.create({ name: "X", slug: "x-zone", time_zone: "Mars/Base", currency: "EUR" }),
    )
    expect(Either.isLeft(zone) && zone.left._tag).toBe("Unprocessable")
    expect(Either.isLeft(zone) && zone.left.errors.join()).toMatch(/"Mars\/Base" is not a time zone/)
    const range = await engine.as(
      operator,
      facilities.create({
        name: "Y",
        slug: "y-range",
        time_zone: "UTC",
        currency: "EUR",
        min_hours_range: 5,
        max_hours_range: 2,
      }),
    )
    expect(Either.isLeft(range) && range.left.message).toBe(
      "The minimum booking range cannot be larger than the maximum booking range.",
    )
    const noOwner = await engine.as(
      operator,
      facilities.create({ name: "Z", slug: "z-owner", time_zone: "UTC", currency: "EUR" }, 999_999),
    )
    expect(Either.isLeft(noOwner) && noOwner.left.message).toBe("There is no user 999999 to make the owner.")
    expect(await engine.sql((sql) => sql<{ n: number }>`select count(*)::int as n from facilities`)).toEqual(before)
  })
})

describe("joining a club", () => {
  it("makes the caller a player; whoever holds a role keeps it; a club that is not there is not found", async () => {
    const facility = await engine.facility()
    const newcomer = await engine.person()
    const manager = await engine.person([facility.id, "manager"])
    expect(Either.getOrThrow(await engine.as(newcomer.caller, facilities.join(facility.id)))).toEqual({
      facility_id: facility.id,
      role: "player",
    })
    // Their session's roles may be older than the role they hold now: the club's record decides.
    const stale = { ...manager.caller, roles: [] }
    expect(Either.getOrThrow(await engine.as(stale, facilities.join(facility.id))).role).toBe("manager")
    const missing = await engine.as(newcomer.caller, facilities.join(999_999))
    expect(Either.isLeft(missing) && missing.left._tag).toBe("NotFound")
    const nobody = await engine.as({ userId: undefined, platformAdmin: false, roles: [] }, facilities.join(facility.id))
    expect(Either.isLeft(nobody) && nobody.left._tag).toBe("Forbidden")
  })
})
