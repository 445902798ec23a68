import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { ClubAccounts } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const accounts = Effect.serviceFunctions(ClubAccounts)

/**
 * A club whose family account has two members, the first its invoice receiver, owing `owed` on
 * 2030-03-01 (a charge of 6000 that day, 6000 - owed paid), with its desk and a player of no account.
 */
const family = async (owed = 3500) => {
  const facility = await engine.facility()
  const desk = await engine.person([facility.id, "front_desk"])
  const [parent, partner, outsider] = [
    await engine.person([facility.id, "player"]),
    await engine.person([facility.id, "player"]),
    await engine.person([facility.id, "player"]),
  ]
  const accountId = await engine.sql((sql) =>
    Effect.gen(function* () {
      const [account] = yield* sql<{ id: number }>`
        insert into accounts (facility_id, name, invoice_receiver_id) values (${facility.id}, 'Family', ${parent.id})
        returning id`
      for (const member of [parent, partner])
        yield* sql`insert into account_members (facility_id, account_id, user_id) values (${facility.id}, ${account!.id}, ${member.id})`
      for (const [kind, amount] of [
        ["debit", 6000],
        ["payment", 6000 - owed],
      ] as const) {
        const [payment] = yield* sql<{ id: number }>`
          insert into payments (facility_id, payable_type, method, amount, status, business_date)
          values (${facility.id}, 'account', ${kind === "debit" ? "accounts_receivable" : "cash"}, ${amount}, 'paid', '2030-03-01')
          returning id`
        yield* sql`
          insert into account_entries (facility_id, account_id, kind, amount, payment_id, user_id, description, business_date)
          values (${facility.id}, ${account!.id}, ${kind}, ${amount}, ${payment!.id}, ${parent.id}, 'Court fee', '2030-03-01')`
      }
      return account!.id
    }),
  )
  return { facility, desk, parent, partner, outsider, accountId }
}

describe("club accounts", () => {
  it("are looked up by the club's staff and by their members, and by nobody else", async () => {
    const { facility, desk, parent, partner, outsider, accountId } = await family()
    expect(Either.getOrThrow(await engine.as(desk.caller, accounts.ofPerson(facility.id, partner.id)))?.id).toBe(
      accountId,
    )
    expect(Either.getOrThrow(await engine.as(parent.caller, accounts.mine(facility.id)))?.id).toBe(accountId)
    expect(Either.getOrThrow(await engine.as(outsider.caller, accounts.mine(facility.id)))).toBeNull()
    expect(refusalOf(await engine.as(outsider.caller, accounts.ofPerson(facility.id, parent.id)))._tag).toBe(
      "Forbidden",
    )
    expect(refusalOf(await engine.as(outsider.caller, accounts.statement(accountId)))._tag).toBe("NotFound")
  })

  it("say what is owed at the end of a day, and a statement of any period", async () => {
    const { facility, desk, partner, accountId } = await family(3500)
    const owing = Either.getOrThrow(await engine.as(desk.caller, accounts.owing(facility.id, "2030-03-01")))
    expect(owing).toMatchObject({ balance_date: "2030-03-01", accounts_owing: 1, total_owed: 3500 })
    const before = Either.getOrThrow(await engine.as(desk.caller, accounts.owing(facility.id, "2030-02-28")))
    expect(before).toMatchObject({ accounts_owing: 0, total_owed: 0 })
    const statement = Either.getOrThrow(await engine.as(partner.caller, accounts.statement(accountId, "2030-03-01")))
    expect(statement.account.id).toBe(accountId)
  })

  it("hand the invoices on: by staff or the current receiver, only to a member of the account", async () => {
    const { desk, parent, partner, outsider, accountId } = await family()
    const byPartner = await engine.as(partner.caller, accounts.setInvoiceReceiver(accountId, partner.id))
    expect(refusalOf(byPartner)).toMatchObject({
      _tag: "Forbidden",
      message: "Only staff or the current invoice receiver may change it.",
    })
    const toOutsider = await engine.as(parent.caller, accounts.setInvoiceReceiver(accountId, outsider.id))
    expect(refusalOf(toOutsider)).toMatchObject({
      _tag: "Unprocessable",
      message: "The invoice receiver must be a member of the account.",
    })
    const handed = Either.getOrThrow(await engine.as(parent.caller, accounts.setInvoiceReceiver(accountId, partner.id)))
    expect(handed.invoice_receiver_id).toBe(partner.id)
    const back = Either.getOrThrow(await engine.as(desk.caller, accounts.setInvoiceReceiver(accountId, parent.id)))
    expect(back.invoice_receiver_id).toBe(parent.id)
  })
})
