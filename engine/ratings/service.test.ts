import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listenFakeDupr } from "../../adapters/providers/dupr/fakeServer"
import { outboxFor } from "../../adapters/sql/mailOutbox"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { Ratings } from "./service"

let dupr: Awaited<ReturnType<typeof listenFakeDupr>>
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  dupr = await listenFakeDupr("ratings-dupr-key")
  engine = await startEngine({ DUPR_URL: dupr.url, DUPR_API_KEY: "ratings-dupr-key" })
})
afterAll(async () => {
  await engine?.close()
  await dupr?.close()
})

const ratings = Effect.serviceFunctions(Ratings)

describe("ratings", () => {
  it("are a person's own, in the provider's range; a DUPR rating only from a proven account", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const own = Either.getOrThrow(await engine.as(player.caller, ratings.add(player.id, "utr", 7.5, undefined)))
    expect(own).toMatchObject({ provider: "utr", rating: 7.5, facility_id: null })
    expect(refusalOf(await engine.as(player.caller, ratings.add(player.id, "utr", 99, undefined)))._tag).toBe(
      "Unprocessable",
    )
    expect(refusalOf(await engine.as(player.caller, ratings.add(player.id, "utr", 8, undefined)))._tag).toBe("Conflict")
    expect(refusalWords(await engine.as(player.caller, ratings.add(player.id, "dupr", 4, undefined)))).toEqual([
      "Unprocessable",
      "A DUPR rating comes from a DUPR account proven yours: link it, and its rating follows.",
    ])
    expect(Either.getOrThrow(await engine.as(player.caller, ratings.change(player.id, own.id, 8))).rating).toBe(8)
  })

  it("of a club are kept by its staff and seen by no other club's", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const desk = await engine.person([facility.id, "front_desk"])
    const otherDesk = await engine.person([other.id, "front_desk"])
    const clubs = Either.getOrThrow(await engine.as(desk.caller, ratings.add(player.id, "dupr", 4.5, facility.id)))
    expect(clubs.facility_id).toBe(facility.id)
    expect(refusalOf(await engine.as(player.caller, ratings.change(player.id, clubs.id, 5)))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(otherDesk.caller, ratings.list(player.id)))._tag).toBe("NotFound")
    expect(Either.getOrThrow(await engine.as(player.caller, ratings.list(undefined))).map((r) => r.id)).toEqual([
      clubs.id,
    ])
  })

  it("link a DUPR account by the code mailed to DUPR's address of record, once, for one person", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const someone = await engine.person([facility.id, "player"])
    const asked = Either.getOrThrow(await engine.as(player.caller, ratings.linkDupr(player.id, "DEMO01")))
    expect(asked).toMatchObject({ verification: "code_sent", sent_to: "o…n@dupr.example", ratings: [] })
    expect(refusalOf(await engine.as(someone.caller, ratings.linkDupr(player.id, "DEMO01")))._tag).toBe("NotFound")
    expect(refusalWords(await engine.as(player.caller, ratings.linkDupr(player.id, "DEMO04")))[0]).toBe("Unprocessable")

    const mails = await engine.sql(() => outboxFor("olivia.martin@dupr.example"))
    const code = /: (\d{6})\b/.exec(mails.at(-1)!.body)![1]!
    expect(refusalWords(await engine.as(player.caller, ratings.verifyDupr(player.id, "000000")))).toEqual([
      "Unprocessable",
      "The code is wrong.",
    ])
    const linked = Either.getOrThrow(await engine.as(player.caller, ratings.verifyDupr(player.id, code)))
    expect(linked.user.dupr_id).toBe("DEMO01")
    expect(linked.ratings).toEqual([expect.objectContaining({ provider: "dupr", rating: 4.38 })])
    expect(refusalOf(await engine.as(player.caller, ratings.verifyDupr(player.id, code)))._tag).toBe("Unprocessable")
    expect(refusalWords(await engine.as(someone.caller, ratings.linkDupr(someone.id, "DEMO01")))).toEqual([
      "Conflict",
      "This DUPR account is linked to another person; a DUPR id is one person's.",
    ])
  })
})
