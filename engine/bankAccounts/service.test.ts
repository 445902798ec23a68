import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FakeBank, listenFakeBank } from "../../adapters/providers/bank/fakeServer"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { BankAccounts } from "./service"

const KEY = "bank-accounts-service-key"
let bank: FakeBank
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  bank = await listenFakeBank(KEY)
  engine = await startEngine({ BANK_API_URL: bank.url, BANK_API_KEY: KEY, ACH_RECONCILE_SECONDS: "3600" })
})
afterAll(async () => {
  await engine?.close()
  await bank?.close()
})

const accounts = Effect.serviceFunctions(BankAccounts)
const clubAccount = {
  holder_name: "Riverside Tennis Club",
  routing_number: "110000000",
  account_number: "000123456789",
}

/** A player's account linked on the provider's page in a session opened at `facilityId`; the provider's reference. */
const linkedOnPage = async (caller: Parameters<typeof engine.as>[0], facilityId: number, number: string) => {
  const session = Either.getOrThrow(await engine.as(caller, accounts.openLinkSession(facilityId, undefined)))
  return bank.linkAccount(session.session_id, { routing_number: "110000000", account_number: number })
}

describe("bank accounts", () => {
  it("of a club are added by its owners with a valid routing number, and keep no account number", async () => {
    const facility = await engine.facility()
    const owner = await engine.person([facility.id, "owner"])
    const manager = await engine.person([facility.id, "manager"])
    const otherOwner = await engine.person([(await engine.facility()).id, "owner"])

    expect(refusalOf(await engine.as(manager.caller, accounts.addClubAccount(facility.id, clubAccount)))._tag).toBe(
      "Forbidden",
    )
    expect(refusalOf(await engine.as(otherOwner.caller, accounts.addClubAccount(facility.id, clubAccount)))._tag).toBe(
      "Forbidden",
    )
    expect(
      refusalWords(
        await engine.as(
          owner.caller,
          accounts.addClubAccount(facility.id, { ...clubAccount, routing_number: "110000001" }),
        ),
      ),
    ).toEqual(["Unprocessable", "The routing number 110000001 is not valid (its check digit does not match)."])

    const added = Either.getOrThrow(
      await engine.as(owner.caller, accounts.addClubAccount(facility.id, { ...clubAccount, nickname: "Main" })),
    )
    expect(added).toMatchObject({ holder_name: "Riverside Tennis Club", last4: "6789", nickname: "Main" })
    expect(JSON.stringify(added)).not.toContain(clubAccount.account_number)
    expect(Either.getOrThrow(await engine.as(manager.caller, accounts.clubAccounts(facility.id)))).toHaveLength(1)

    expect(refusalOf(await engine.as(otherOwner.caller, accounts.removeClubAccount(facility.id, added.id)))._tag).toBe(
      "Forbidden",
    )
    Either.getOrThrow(await engine.as(owner.caller, accounts.removeClubAccount(facility.id, added.id)))
    expect(refusalOf(await engine.as(owner.caller, accounts.removeClubAccount(facility.id, added.id)))._tag).toBe(
      "NotFound",
    )
  })

  it("of a person are linked only by the holder, in a session opened for them at that club, and once", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const desk = await engine.person([facility.id, "front_desk"])
    const otherDesk = await engine.person([other.id, "front_desk"])

    const ref = await linkedOnPage(player.caller, facility.id, "000111222333")
    expect(refusalWords(await engine.as(desk.caller, accounts.link(facility.id, ref, player.id)))).toEqual([
      "Forbidden",
      "Only the account holder, or the guardian of a child, links a bank account.",
    ])
    expect(refusalWords(await engine.as(player.caller, accounts.link(other.id, ref, undefined)))).toEqual([
      "Unprocessable",
      "This bank account was not linked in a session opened for this person at this club.",
    ])
    expect(refusalWords(await engine.as(player.caller, accounts.link(facility.id, "ba_unknown", undefined)))).toEqual([
      "Unprocessable",
      "The bank-transfer provider knows no linked account by that token.",
    ])
    const linked = Either.getOrThrow(await engine.as(player.caller, accounts.link(facility.id, ref, undefined)))
    expect(linked).toMatchObject({ user_id: player.id, last4: "2333", bank_name: "Test Bank" })
    expect(JSON.stringify(linked)).not.toContain(ref)
    expect(refusalOf(await engine.as(player.caller, accounts.link(facility.id, ref, undefined)))._tag).toBe("Conflict")

    expect(Either.getOrThrow(await engine.as(desk.caller, accounts.linkedAt(player.id, facility.id)))).toHaveLength(1)
    expect(refusalOf(await engine.as(otherDesk.caller, accounts.linkedAt(player.id, facility.id)))._tag).toBe(
      "NotFound",
    )
    expect(refusalOf(await engine.as(otherDesk.caller, accounts.unlink(linked.id)))._tag).toBe("NotFound")
    Either.getOrThrow(await engine.as(player.caller, accounts.unlink(linked.id)))
    expect(Either.getOrThrow(await engine.as(player.caller, accounts.linked(undefined, undefined)))).toEqual([])
  })

  it("pay a reservation by transfer only for what is pending, by someone who may see what it owes", async () => {
    const facility = await engine.facility()
    const owner = await engine.person([facility.id, "owner"])
    const player = await engine.person([facility.id, "player"])
    const stranger = await engine.person([facility.id, "player"])
    Either.getOrThrow(await engine.as(owner.caller, accounts.addClubAccount(facility.id, clubAccount)))
    const ref = await linkedOnPage(player.caller, facility.id, "000444555666")
    const linked = Either.getOrThrow(await engine.as(player.caller, accounts.link(facility.id, ref, undefined)))
    const reservation = await engine.booking(facility.id, player.id, 48, 3000)

    expect(
      refusalOf(
        await engine.as(stranger.caller, accounts.payByTransfer(linked.id, 3000, { reservation_id: reservation })),
      )._tag,
    ).toBe("NotFound")
    expect(
      refusalWords(
        await engine.as(player.caller, accounts.payByTransfer(linked.id, 2000, { reservation_id: reservation })),
      ),
    ).toEqual(["Unprocessable", "The amount must be what is pending: $30.00."])
    Either.getOrThrow(
      await engine.as(player.caller, accounts.payByTransfer(linked.id, 3000, { reservation_id: reservation })),
    )
    expect(bank.transfers().map((t) => [t.amount, t.status])).toContainEqual([3000, "pending"])
  })
})
