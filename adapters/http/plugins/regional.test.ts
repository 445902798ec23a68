import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { refusingPaymentRowsOf } from "../../../fixtures/testing/refusingRows"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { type FakeOneclick, listenFakeOneclick } from "../../providers/regional/fakeOneclick"

/** Transbank Oneclick end to end: the official transbank-sdk in the server against our fake. */
const MALL = "597055555541"
const KEY = "oneclick-suite-key"
let oneclick: FakeOneclick
let server: TestServer
beforeAll(async () => {
  oneclick = await listenFakeOneclick(MALL, KEY)
  server = await startTestServer({
    ONECLICK_URL: oneclick.url,
    ONECLICK_COMMERCE_CODE: MALL,
    ONECLICK_STORE_CODE: "597055555542",
    ONECLICK_API_KEY: KEY,
  })
})
afterAll(async () => {
  await server.close()
  await oneclick.close()
})

/** What Transbank's return to us looks like: the browser posts the form with the token. */
const returnWithToken = (token: string, accept = "text/html") =>
  fetch(`${server.url}/api/webhooks/received_token_pair`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", accept },
    body: new URLSearchParams({ TBK_TOKEN: token }),
  })

const pesoClub = () => makeClub(server, { currency: "CLP", currency_decimals: 0 })

describe("the regional card provider (Transbank Oneclick)", () => {
  it("signs up a card through a gateway session and the returned token pair, then charges it once per trace id", async () => {
    const { facility, manager, player, user, booking } = await pesoClub()
    const session = await player.post("/api/sessions", { facility_id: facility.id })
    expect(session.status).toBe(201)
    expect(session.body).toMatchObject({ provider: "oneclick" })
    expect(session.body.gateway_token).toMatch(/^[0-9a-f]{64}$/)
    expect(session.body.url).toMatch(/^https:\/\/webpay3gint\.transbank\.cl\//)

    const back = await returnWithToken(session.body.gateway_token)
    expect(back.status).toBe(303)
    expect(back.headers.get("location")).toBe("/account?card=saved")
    expect((await returnWithToken(session.body.gateway_token)).status).toBe(404)
    const [card] = (await player.get(`/api/users/${user.id}/cards`)).body
    expect(card).toMatchObject({ provider: "oneclick", brand: "Visa", expiry: null })

    const r = await booking()
    const trace = crypto.randomUUID()
    const order = (traceId: string, reservationId = r.id) =>
      player.post(
        "/api/oneclick_payments/token_order",
        { card_id: card.id, reservation_id: reservationId },
        { "X-Trace-Id": traceId },
      )
    const noTrace = await player.post("/api/oneclick_payments/token_order", { card_id: card.id, reservation_id: r.id })
    expect(noTrace.status).toBe(400)
    const paid = await order(trace)
    expect(paid.body.message).toBeUndefined()
    expect(paid.status).toBe(200)
    expect(paid.body.payments[0]).toMatchObject({ method: "card", amount: 3000, status: "paid" })
    expect(paid.body.pending).toEqual([])
    // The same trace id again is the same order: answered, not charged twice.
    const again = await order(trace)
    expect(again.status).toBe(200)
    expect(again.body.payments.map((p: { id: number }) => p.id)).toEqual(
      paid.body.payments.map((p: { id: number }) => p.id),
    )
    expect(oneclick.authorizations().filter((a) => a.amount === 3000)).toHaveLength(1)

    // Refunded like any card payment, at Transbank.
    const refund = await manager.put(`/api/payments/${paid.body.payments[0].id}/partial_refund`, { amount: 1000 })
    expect(refund.status).toBe(200)
    expect(refund.body.refund).toMatchObject({ method: "reversal_card", amount: 1000, status: "paid" })
    const buyOrder = paid.body.payments[0].payment_intent_id.replace(/^oneclick:/, "")
    expect(oneclick.authorizations().find((a) => a.buy_order === buyOrder)?.refunded).toBe(1000)

    // A charge whose ledger rows cannot be written is reversed at Transbank.
    const unlucky = await booking()
    const allowRows = await refusingPaymentRowsOf(server, unlucky.id)
    const failed = await player.post(
      "/api/oneclick_payments/token_order",
      { card_id: card.id, reservation_id: unlucky.id },
      { "X-Trace-Id": crypto.randomUUID() },
    )
    await allowRows()
    expect(failed.status).toBe(500)
    const reversed = oneclick.authorizations().at(-1)!
    expect(reversed).toMatchObject({ amount: 3000, refunded: 3000 })

    const { client: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const other = await booking()
    const theirs = await stranger.post(
      "/api/oneclick_payments/token_order",
      { card_id: card.id, reservation_id: other.id },
      { "X-Trace-Id": crypto.randomUUID() },
    )
    expect(theirs.status).toBe(404)
  })

  it("a card Transbank rejects is not saved; a club in another currency is told why", async () => {
    const { facility, player, user } = await pesoClub()
    const session = await player.post("/api/sessions", { facility_id: facility.id })
    oneclick.reject(session.body.gateway_token)
    const refused = await returnWithToken(session.body.gateway_token, "application/json")
    expect(refused.status).toBe(422)
    expect((await refused.json()).message).toBe("The card was not signed up: Transbank rejected it.")
    expect((await player.get(`/api/users/${user.id}/cards`)).body).toEqual([])

    const dollars = await makeClub(server)
    const dollarSession = await dollars.player.post("/api/sessions", { facility_id: dollars.facility.id })
    await returnWithToken(dollarSession.body.gateway_token)
    const [card] = (await dollars.player.get(`/api/users/${dollars.user.id}/cards`)).body
    const r = await dollars.booking()
    const wrong = await dollars.player.post(
      "/api/oneclick_payments/token_order",
      { card_id: card.id, reservation_id: r.id },
      { "X-Trace-Id": crypto.randomUUID() },
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body.message).toBe("Transbank Oneclick charges in CLP; this club's prices are in USD.")
  })
})
