import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngineWithStripe } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { Cards } from "./service"

let money: Awaited<ReturnType<typeof startEngineWithStripe>>
beforeAll(async () => {
  money = await startEngineWithStripe("sk_test_cards_service")
})
afterAll(() => money?.close())

const cards = Effect.serviceFunctions(Cards)
const card = (facilityId: number, token = "tok_visa", expiry = "1230") => ({
  facility_id: facilityId,
  token,
  expiry,
  name_on_card: "Test Person",
  make_default: false,
})

describe("saved cards", () => {
  it("are kept on the provider for a person at a club: the first the default, a bad token or past expiry refused", async () => {
    const { engine } = money
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])

    const first = Either.getOrThrow(await engine.as(player.caller, cards.add(player.id, card(facility.id))))
    expect(first).toMatchObject({ brand: "Visa", last4: "4242", is_default: true })
    const second = Either.getOrThrow(
      await engine.as(player.caller, cards.add(player.id, card(facility.id, "tok_mastercard"))),
    )
    expect(second.is_default).toBe(false)
    expect(
      refusalWords(await engine.as(player.caller, cards.add(player.id, card(facility.id, "tok_nonsense")))),
    ).toEqual(["Unprocessable", "No such token: 'tok_nonsense'"])
    expect(
      refusalOf(await engine.as(player.caller, cards.add(player.id, card(facility.id, "tok_visa", "0120"))))._tag,
    ).toBe("Unprocessable")

    Either.getOrThrow(await engine.as(player.caller, cards.setDefault(second.id)))
    const listed = Either.getOrThrow(await engine.as(player.caller, cards.list(player.id, facility.id)))
    expect(listed.map((c) => [c.id, c.is_default])).toEqual(
      expect.arrayContaining([
        [first.id, false],
        [second.id, true],
      ]),
    )
    Either.getOrThrow(await engine.as(player.caller, cards.remove(player.id, first.id)))
    expect(
      Either.getOrThrow(await engine.as(player.caller, cards.list(player.id, facility.id))).map((c) => c.id),
    ).toEqual([second.id])
  })

  it("are reached by the holder and the club's staff; another member or another club's staff read them as not found", async () => {
    const { engine } = money
    const facility = await engine.facility()
    const other = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const member = await engine.person([facility.id, "player"])
    const desk = await engine.person([facility.id, "front_desk"])
    const otherDesk = await engine.person([other.id, "front_desk"])
    const saved = Either.getOrThrow(await engine.as(player.caller, cards.add(player.id, card(facility.id))))

    expect(
      Either.getOrThrow(await engine.as(desk.caller, cards.list(player.id, facility.id))).map((c) => c.id),
    ).toEqual([saved.id])
    expect(Either.getOrThrow(await engine.as(otherDesk.caller, cards.list(player.id, undefined)))).toEqual([])
    for (const caller of [member.caller, otherDesk.caller]) {
      expect(refusalOf(await engine.as(caller, cards.setDefault(saved.id)))._tag).toBe("NotFound")
      expect(refusalOf(await engine.as(caller, cards.removeChosen(saved.id)))._tag).toBe("NotFound")
    }
    expect(refusalOf(await engine.as(otherDesk.caller, cards.add(player.id, card(other.id))))._tag).toBe("NotFound")
    // The path names whose card it is: the desk removing it as someone else's finds nothing.
    expect(refusalOf(await engine.as(desk.caller, cards.remove(member.id, saved.id)))._tag).toBe("NotFound")
    Either.getOrThrow(await engine.as(desk.caller, cards.removeChosen(saved.id)))
  })

  it("and the club's ways of payment say whether cards and bank transfers are taken", async () => {
    const { engine } = money
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const ways = Either.getOrThrow(await engine.as(player.caller, cards.paymentWays(facility.id)))
    expect(ways).toMatchObject({ facility_id: facility.id, cards: { available: true }, ach: { available: false } })
    expect(refusalOf(await engine.as(player.caller, cards.paymentWays(2_000_000_000)))._tag).toBe("NotFound")
  })
})
