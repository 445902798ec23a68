import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import type { TestClient } from "../../../fixtures/testing/client"
import { addDays } from "../../../engine/dates"
import { refusingPaymentRowsOf } from "../../../fixtures/testing/refusingRows"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import {
  type FakeStripe,
  listenFakeStripe,
  signStripePayload,
  SIMULATED_READER_CODE,
} from "../../providers/stripe/fakeServer"
import { eventually } from "../../../fixtures/testing/eventually"

/**
 * Cards and readers end to end: the official Stripe SDK inside the server talks to our fake
 * Stripe, which delivers signed webhooks back to the server.
 */
const KEY = "sk_test_cards_suite_key"
const WEBHOOK_SECRET = "whsec_cards_suite_secret"
/** A club's own Stripe account. */
const CLUB_KEY = "sk_test_club_own_account"
const CLUB_WEBHOOK_SECRET = "whsec_club_own_account"
let stripe: FakeStripe
let server: TestServer
beforeAll(async () => {
  stripe = await listenFakeStripe(KEY, CLUB_KEY)
  server = await startTestServer({
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  })
  stripe.deliverTo(`${server.url}/api/webhooks/stripe`, WEBHOOK_SECRET)
})
afterAll(async () => {
  await server.close()
  await stripe.close()
})

const rows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>>)

const cardClub = async () => {
  const club = await makeClub(server)
  const addCard = (token = "tok_visa", expiry = "1230") =>
    club.player.post(`/api/users/${club.user.id}/add_card`, {
      facility_id: club.facility.id,
      token,
      expiry,
      name_on_card: "Pat Player",
    })
  const paymentsOf = async (reservationId: number) =>
    (await club.desk.get(`/api/reservations/${reservationId}/payments`)).body as {
      payments: Array<{ id: number; method: string; amount: number; status: string; payment_intent_id: string | null }>
      pending: Array<{ pending: number }>
    }
  return { ...club, addCard, paymentsOf }
}

describe("saved cards", () => {
  it("saves a card on the player's customer, lists it as the default, and refuses a bad token or a past expiry", async () => {
    const { facility, player, user, addCard } = await cardClub()
    const saved = await addCard()
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({ brand: "Visa", last4: "4242", is_default: true, name_on_card: "Pat Player" })
    expect(saved.body.expiry).toMatch(/^12\d{2}$/)
    const second = await addCard("tok_mastercard")
    expect(second.body.is_default).toBe(false)

    const bad = await addCard("tok_nonsense")
    expect(bad.status).toBe(422)
    expect(bad.body.message).toBe("No such token: 'tok_nonsense'")
    const expired = await addCard("tok_visa", "0120")
    expect(expired.status).toBe(422)
    expect(expired.body.message).toBe("This card expired at the end of 01/20.")
    const malformed = await addCard("tok_visa", "13/30")
    expect(malformed.status).toBe(400)

    const list = await player.get(`/api/users/${user.id}/cards?facility_id=${facility.id}`)
    expect(list.body.map((c: { last4: string }) => c.last4)).toEqual(["4242", "4444"])
    const [customer] = await rows<{ customer_ref: string }>(
      (sql) => sql`select customer_ref from provider_customers where user_id = ${user.id}`,
    )
    expect(customer!.customer_ref).toMatch(/^cus_/)

    const made = await player.put("/api/cards/default", { card_id: second.body.id })
    expect(made.body.is_default).toBe(true)
    expect((await player.get(`/api/users/${user.id}/cards`)).body[0].last4).toBe("4444")

    // Someone else neither sees nor removes these cards.
    const { client: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    expect((await stranger.get(`/api/users/${user.id}/cards`)).status).toBe(404)
    expect((await stranger.del(`/api/cards/delete?card_id=${saved.body.id}`)).status).toBe(404)
    expect((await stranger.put("/api/cards/default", { card_id: saved.body.id })).status).toBe(404)

    expect((await player.del(`/api/users/${user.id}/cards/${second.body.id}`)).status).toBe(204)
    const left = (await player.get(`/api/users/${user.id}/cards`)).body
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({ last4: "4242", is_default: true })
  })
})

describe("paying by card", () => {
  it("pays a reservation by saved card, refuses a declined card without a trace, and refunds through the provider", async () => {
    const { facility, player, user, booking, addCard, paymentsOf, manager } = await cardClub()
    const good = (await addCard()).body
    const declining = (await addCard("tok_chargeDeclined")).body

    const refusedBooking = await booking()
    const declined = await player.put(`/api/reservations/${refusedBooking.id}/pay_pending`, {
      method: "card",
      card_id: declining.id,
    })
    expect(declined.status).toBe(422)
    expect(declined.body.message).toBe("Your card was declined.")
    expect((await paymentsOf(refusedBooking.id)).payments).toEqual([])

    const r = await booking()
    const paid = await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "card", card_id: good.id })
    expect(paid.status).toBe(200)
    expect(paid.body.payments).toHaveLength(1)
    expect(paid.body.payments[0]).toMatchObject({ method: "card", amount: 3000, status: "paid" })
    expect(paid.body.payments[0].payment_intent_id).toMatch(/^pi_/)
    expect(paid.body.pending).toEqual([])

    const refund = await manager.put(`/api/payments/${paid.body.payments[0].id}/partial_refund`, { amount: 1000 })
    expect(refund.status).toBe(200)
    expect(refund.body.refund).toMatchObject({ method: "reversal_card", amount: 1000, status: "paid" })
    expect(refund.body.refund.payment_intent_id).toMatch(/^re_/)
    expect(refund.body.payment).toMatchObject({ status: "partially_refunded", refundable: 2000 })
    const refunds = stripe.delivered.filter((d) => d.event.type === "refund.created")
    expect(refunds.some((d) => (d.event.data as { object: { amount: number } }).object.amount === 1000)).toBe(true)

    // Club credits bought by the saved card.
    const bought = await player.post(`/api/users/${user.id}/balance/${facility.id}/buy`, {
      amount: 5000,
      method: "card",
      card_id: good.id,
    })
    expect(bought.status).toBe(200)
    expect(bought.body.balance).toBe(5000)

    // A card of another player cannot pay this one's booking.
    const other = await makeUser(server, { roles: [[facility.id, "player"]] })
    const theirs = await other.client.post(`/api/users/${other.user.id}/add_card`, {
      facility_id: facility.id,
      token: "tok_visa",
      expiry: "1230",
      name_on_card: "Other",
    })
    const next = await booking()
    const refused = await player.put(`/api/reservations/${next.id}/pay_pending`, {
      method: "card",
      card_id: theirs.body.id,
    })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe("That saved card cannot pay this; choose one of your own cards.")
  })
})

const eventsSince = (start: number, type: string) =>
  stripe.delivered
    .slice(start)
    .filter((d) => d.event.type === type)
    .map((d) => d.event.data as { object: any })

describe("cancelling a booking paid by card", () => {
  it("tells the player the card gets the money back, then refunds it there", async () => {
    const { player, booking, addCard, paymentsOf } = await cardClub()
    const card = (await addCard()).body
    const r = await booking()
    expect(
      (await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "card", card_id: card.id })).status,
    ).toBe(200)
    const told = await player.get(`/api/reservations/${r.id}/cancellation_verification`)
    expect(told.body).toMatchObject({
      allowed: true,
      paid: 3000,
      kept: 0,
      refunds: [{ amount: 3000, way: "refund", method: "card" }],
    })
    expect(told.body.message).toMatch(
      /No cancellation fee applies\. \$30\.00 is refunded to the card it was paid with\.$/,
    )
    const start = stripe.delivered.length
    const cancelled = await player.del(`/api/reservations/${r.id}`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.status).toBe("closed")
    const rows = (await paymentsOf(r.id)).payments
    expect(rows.find((p) => p.method === "card")).toMatchObject({ status: "totally_refunded" })
    expect(rows.find((p) => p.method === "reversal_card")?.payment_intent_id).toMatch(/^re_/)
    const refunded = await eventually(
      async () => eventsSince(start, "refund.created").map((e) => e.object.amount),
      (amounts) => amounts.length > 0,
    )
    expect(refunded).toEqual([3000])
  })
})

describe("money at the provider and the ledger", () => {
  it("gives a card charge back when its ledger rows cannot be written, and refunds at the provider only what the ledger allows", async () => {
    const { facility, player, user, booking, addCard, paymentsOf, manager } = await cardClub()
    const card = (await addCard()).body
    const r = await booking()
    const start = stripe.delivered.length
    const allowRows = await refusingPaymentRowsOf(server, r.id)
    const failed = await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "card", card_id: card.id })
    await allowRows()
    expect(failed.status).toBe(500)
    const [charged] = eventsSince(start, "payment_intent.succeeded")
    expect(charged!.object.amount).toBe(3000)
    expect(eventsSince(start, "refund.created").map((e) => [e.object.payment_intent, e.object.amount])).toEqual([
      [charged!.object.id, 3000],
    ])
    expect((await paymentsOf(r.id)).payments).toEqual([])
    const paid = await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "card", card_id: card.id })
    expect(paid.status).toBe(200)

    // Credits bought by card and then spent: the card purchase cannot be refunded, and the
    // provider is not asked to.
    const bought = await player.post(`/api/users/${user.id}/balance/${facility.id}/buy`, {
      amount: 3000,
      method: "card",
      card_id: card.id,
    })
    expect(bought.status).toBe(200)
    const spent = await player.put(`/api/reservations/${(await booking()).id}/pay_pending`, { method: "prepaid" })
    expect(spent.status).toBe(200)
    const [purchase] = await rows<{ id: number }>(
      (sql) =>
        sql`select id from payments where payable_type = 'credits' and payable_id = ${user.id} and facility_id = ${facility.id}`,
    )
    const before = stripe.delivered.length
    const refused = await manager.put(`/api/payments/${purchase!.id}/refund`, {})
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe("The credits this bought have been spent; they cannot be refunded.")
    expect(eventsSince(before, "refund.created")).toEqual([])
  })
})

/** A clinic of the club with one price of a session, and two weekly sessions. */
const clinicOf = async (facilityId: number, manager: TestClient, desk: TestClient) => {
  const [court] = (await manager.get(`/api/facilities/${facilityId}/courts`)).body as Array<{ id: number }>
  const clinic = await manager.post(`/api/facilities/${facilityId}/clinics`, {
    slug: `juniors-${facilityId}`,
    name: "Juniors",
    capacity: 4,
  })
  const price = await manager.post(`/api/facilities/${facilityId}/clinics/${clinic.body.id}/prices`, {
    name: "Session",
    lesson_unit: "session",
    lessons: 1,
    amount: 4000,
  })
  const sessions = await desk.post("/api/clinic_lessons", {
    clinic_id: clinic.body.id,
    court_id: court!.id,
    date: addDays(mondayAhead(), 7),
    hour_start: 17 * 3600,
    hour_end: 18 * 3600,
    weeks: 2,
  })
  expect(sessions.status).toBe(201)
  return { id: clinic.body.id as number, price: price.body.id as number }
}

describe("a child's clinic", () => {
  it("is paid by the guardian's own saved card; a card of someone else's is refused", async () => {
    const { facility, player, manager, desk, addCard } = await cardClub()
    const card = (await addCard()).body
    const child = (await player.post("/api/users/add_to_family", { first_name: "Max", last_name: "Junior" })).body.user
    const clinic = await clinicOf(facility.id, manager, desk)
    const { client: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const enrol = (client: TestClient, cardId: number) =>
      client.post(`/api/clinics/${clinic.id}/book`, {
        facility_id: facility.id,
        clinic_price_id: clinic.price,
        user_child_id: child.id,
        payment: { method: "card", card_id: cardId },
      })
    const notTheirs = await enrol(stranger, card.id)
    expect(notTheirs.status).toBe(403)
    // The guardian pays with their own card only: someone else's saved card is refused.
    const strangers = await stranger.post(`/api/users/${(await stranger.get("/api/session")).body.user.id}/add_card`, {
      facility_id: facility.id,
      token: "tok_visa",
      expiry: "1230",
      name_on_card: "Someone Else",
    })
    expect(strangers.status).toBe(201)
    const otherCard = await enrol(player, strangers.body.id)
    expect([otherCard.status, otherCard.body.message]).toEqual([
      422,
      "That saved card cannot pay this; choose one of your own cards.",
    ])
    const paid = await enrol(player, card.id)
    expect(paid.status).toBe(201)
    expect(paid.body).toMatchObject({ user_id: child.id, pending_payment: false, payment: { status: "paid" } })
    const [charge] = await rows(
      (sql) => sql<{ payer_id: number; method: string }>`
        select payer_id, method from payments where payable_type = 'user_clinic' and payable_id = ${paid.body.id}`,
    )
    expect(charge).toEqual({ payer_id: child.id, method: "card" })
  })
})

describe("card readers", () => {
  const withReader = async () => {
    const club = await cardClub()
    const { facility, manager } = club
    const wrong = await manager.post(`/api/facilities/${facility.id}/stripe_terminals`, {
      registration_code: "not-a-code",
      label: "Front desk",
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.message).toBe("The registration code is invalid or has expired.")
    const reader = await manager.post(`/api/facilities/${facility.id}/stripe_terminals`, {
      registration_code: SIMULATED_READER_CODE,
      label: "Front desk",
    })
    expect(reader.status).toBe(201)
    expect(reader.body).toMatchObject({ label: "Front desk", status: "online", is_default: true })
    return { ...club, reader: reader.body.reader_id as string }
  }

  it("registers readers, lists them with their state, gives connection tokens, and removes them", async () => {
    const { facility, manager, desk, reader } = await withReader()
    const listed = await desk.get(`/api/facilities/${facility.id}/stripe_terminals`)
    expect(listed.body).toHaveLength(1)
    expect(listed.body[0]).toMatchObject({ reader_id: reader, device_type: "simulated_wisepos_e", action: null })
    const locations = await desk.get(`/api/facilities/${facility.id}/stripe_terminals/locations`)
    expect(locations.body.map((l: { id: string }) => l.id)).toContain(listed.body[0].location)
    const token = await desk.get(`/api/facilities/${facility.id}/stripe_terminals/connection_token`)
    expect(token.body.secret).toMatch(/^pst_test_/)
    const second = await manager.post(`/api/facilities/${facility.id}/stripe_terminals`, {
      registration_code: SIMULATED_READER_CODE,
      label: "Pro shop",
    })
    const chosen = await manager.put(`/api/facilities/${facility.id}/stripe_terminals/set_default`, {
      reader_id: second.body.reader_id,
    })
    expect(chosen.body.is_default).toBe(true)
    expect((await desk.del(`/api/facilities/${facility.id}/stripe_terminals/${reader}`)).status).toBe(403)
    expect((await manager.del(`/api/facilities/${facility.id}/stripe_terminals/${reader}`)).status).toBe(204)
    const after = await desk.get(`/api/facilities/${facility.id}/stripe_terminals?limit=5`)
    expect(after.body.map((r: { label: string }) => r.label)).toEqual(["Pro shop"])
  })

  it("takes a payment at the reader: create, present, capture, then records it once on the reservation", async () => {
    const { facility, desk, booking, reader, paymentsOf } = await withReader()
    const r = await booking()
    const started = await desk.post(`/api/facilities/${facility.id}/stripe_payments`, { amount: 3000 })
    expect(started.status).toBe(201)
    expect(started.body).toMatchObject({
      status: "requires_payment_method",
      device_id: reader,
      reader_action: "in_progress",
    })
    const intent = started.body.payment_intent_id as string

    const early = await desk.post(`/api/facilities/${facility.id}/stripe_payments/capture`, {
      payment_intent_id: intent,
    })
    expect(early.status).toBe(422)
    expect(early.body.message).toMatch(/could not be captured because it has a status of requires_payment_method/)

    expect((await desk.post(`/api/devices/${reader}/present_test_card`)).status).toBe(200)
    const followed = await desk.get(`/api/facilities/${facility.id}/stripe_payments/${intent}`)
    expect(followed.body).toMatchObject({ status: "requires_capture", reader_action: "succeeded" })
    const captured = await desk.post(`/api/facilities/${facility.id}/stripe_payments/capture`, {
      payment_intent_id: intent,
    })
    expect(captured.body.status).toBe("succeeded")

    const recorded = await desk.put(`/api/reservations/${r.id}/pay_pending`, {
      method: "card_reader",
      payment_intent_id: intent,
      device_id: reader,
    })
    expect(recorded.status).toBe(200)
    expect(recorded.body.payments[0]).toMatchObject({
      method: "card_reader",
      amount: 3000,
      status: "paid",
      payment_intent_id: intent,
    })
    const other = await booking()
    const again = await desk.put(`/api/reservations/${other.id}/pay_pending`, {
      method: "card_reader",
      payment_intent_id: intent,
    })
    expect(again.status).toBe(409)
    expect((await paymentsOf(other.id)).payments).toEqual([])
  })

  it("sells from the shop at the reader: the card read there first (nothing started for an order without it), then the order recorded with it once", async () => {
    const { facility, manager, desk, reader } = await withReader()
    const product = await manager.post(`/api/facilities/${facility.id}/products`, {
      name: "Grip",
      price: 1200,
      stock_enabled: false,
      sellable_on: ["desk"],
    })
    const sell = (payment: Record<string, unknown>) =>
      desk.post(`/api/facilities/${facility.id}/orders`, {
        product_orders_attributes: [{ product_id: product.body.id, quantity: 1 }],
        device_id: reader,
        payment: { method: "card_reader", ...payment },
      })
    const unpaid = await sell({})
    expect([unpaid.status, unpaid.body.message]).toEqual([
      422,
      "This must be paid at once: take the card at the reader first, then record it with its payment_intent_id.",
    ])
    const started = await desk.post(`/api/facilities/${facility.id}/stripe_payments`, { amount: 1200 })
    const intent = started.body.payment_intent_id as string
    await desk.post(`/api/devices/${reader}/present_test_card`)
    // Recording it captures it.
    const sold = await sell({ payment_intent_id: intent })
    expect(sold.status).toBe(201)
    expect(sold.body).toMatchObject({
      total: 1200,
      method: "card_reader",
      payment_status: "paid",
      payment_intent_id: intent,
    })
    const twice = await sell({ payment_intent_id: intent })
    expect(twice.status).toBe(409)
    const orders = await desk.get(`/api/facilities/${facility.id}/orders`)
    expect(orders.body).toHaveLength(1)
  })

  it("takes a lesson package and a clinic's pending payment at the reader, recorded once the card is read", async () => {
    const { facility, manager, desk, user, reader } = await withReader()
    const { user: pro } = await makeUser(server, { roles: [[facility.id, "teacher"]] })
    const offer = await manager.post(`/api/facilities/${facility.id}/teacher_packages`, {
      teacher_id: pro.id,
      name: "Five lessons",
      lessons: 5,
      duration: 60,
      price: 25000,
      valid_days: 90,
    })
    const atReader = async (amount: number) => {
      const started = await desk.post(`/api/facilities/${facility.id}/stripe_payments`, { amount, device_id: reader })
      await desk.post(`/api/devices/${reader}/present_test_card`)
      return started.body.payment_intent_id as string
    }
    const packageIntent = await atReader(25000)
    const sold = await desk.post("/api/user_packages/book_admin", {
      facility_id: facility.id,
      teacher_package_id: offer.body.id,
      user_id: user.id,
      method: "card_reader",
      payment_intent_id: packageIntent,
      device_id: reader,
    })
    expect(sold.status).toBe(201)

    const clinic = await clinicOf(facility.id, manager, desk)
    const enrolled = await desk.post(`/api/clinics/${clinic.id}/book`, {
      facility_id: facility.id,
      clinic_price_id: clinic.price,
      user_id: user.id,
    })
    expect(enrolled.body.pending_payment).toBe(true)
    const clinicIntent = await atReader(enrolled.body.amount)
    const paid = await desk.post(`/api/clinics/${clinic.id}/pay_pending_packages`, {
      facility_id: facility.id,
      user_id: user.id,
      user_clinic_ids: [enrolled.body.id],
      method: "card_reader",
      payment_intent_id: clinicIntent,
      device_id: reader,
    })
    expect(paid.status).toBe(200)
    expect(paid.body[0]).toMatchObject({ pending_payment: false, payment: { status: "paid" } })
    const ledger = await rows(
      (sql) => sql<{ payable_type: string; method: string; payment_intent_id: string }>`
        select payable_type, method, payment_intent_id from payments where facility_id = ${facility.id} order by id`,
    )
    expect(ledger).toEqual([
      { payable_type: "user_package", method: "card_reader", payment_intent_id: packageIntent },
      { payable_type: "user_clinic", method: "card_reader", payment_intent_id: clinicIntent },
    ])
  })

  it("keeps a club's reader payments its own: another club on the same account can neither follow, capture, cancel nor record them", async () => {
    const { facility, desk, reader } = await withReader()
    const started = await desk.post(`/api/facilities/${facility.id}/stripe_payments`, { amount: 3000 })
    const intent = started.body.payment_intent_id as string
    await desk.post(`/api/devices/${reader}/present_test_card`)

    const other = await cardClub()
    const theirs = `/api/facilities/${other.facility.id}/stripe_payments`
    const refusals = [
      await other.desk.get(`${theirs}/${intent}`),
      await other.desk.post(`${theirs}/capture`, { payment_intent_id: intent }),
      await other.desk.del(`${theirs}/${intent}`),
      await other.desk.put(`/api/reservations/${(await other.booking()).id}/pay_pending`, {
        method: "card_reader",
        payment_intent_id: intent,
      }),
    ]
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual(
      refusals.map(() => [422, `No such payment_intent: '${intent}'`]),
    )
    // Nor can they start a payment on this club's reader for a booking of theirs.
    const onOurReader = await other.desk.put(`/api/reservations/${(await other.booking()).id}/pay_pending`, {
      method: "card_reader",
      device_id: reader,
    })
    expect([onOurReader.status, onOurReader.body.message]).toEqual([422, "That card reader is not one of this club's."])
    const mine = await desk.get(`/api/facilities/${facility.id}/stripe_payments/${intent}`)
    expect(mine.body).toMatchObject({ status: "requires_capture", reader_action: "succeeded" })
  })

  it("a payment sent to the reader is pending until the card is presented; the provider's event marks it paid", async () => {
    const { desk, booking, reader, paymentsOf } = await withReader()
    const r = await booking()
    const sent = await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "card_reader", device_id: reader })
    expect(sent.status).toBe(200)
    expect(sent.body.payments[0]).toMatchObject({ method: "card_reader", status: "pending" })
    expect(sent.body.pending).toEqual([])
    await desk.post(`/api/devices/${reader}/present_test_card`)
    const settled = await eventually(
      () => paymentsOf(r.id),
      (p) => p.payments[0]?.status === "paid",
    )
    expect(settled.payments[0]).toMatchObject({ status: "paid", amount: 3000 })
  })

  it("cancels at the reader: the waiting payment fails and the reservation is pending again", async () => {
    const { desk, manager, facility, booking, reader, paymentsOf } = await withReader()
    const r = await booking()
    await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "card_reader", device_id: reader })
    const { client: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    expect((await stranger.del(`/api/devices/${reader}/cancel`)).status).toBe(403)
    const cancelled = await desk.del(`/api/devices/${reader}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.action).toMatchObject({ status: "failed" })
    const after = await paymentsOf(r.id)
    expect(after.payments[0]).toMatchObject({ status: "failed" })
    expect(after.pending).toHaveLength(1)
    // Nothing is running on it any more.
    const nothing = await manager.del(`/api/devices/${reader}/cancel`)
    expect(nothing.status).toBe(422)
  })

  it("a booking cancelled while its payment waits at the reader cancels that payment at the provider", async () => {
    const { desk, booking, reader, paymentsOf } = await withReader()
    const r = await booking()
    await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "card_reader", device_id: reader })
    const [waiting] = (await paymentsOf(r.id)).payments
    expect(waiting).toMatchObject({ status: "pending" })
    expect((await desk.del(`/api/reservations/${r.id}`)).status).toBe(200)
    expect((await paymentsOf(r.id)).payments[0]).toMatchObject({ status: "failed" })
    const intent = stripe.intents(KEY).find((p) => p.id === waiting!.payment_intent_id)
    expect(intent!.status).toBe("canceled")
  })
})

describe("the card provider's webhook", () => {
  it("refuses a bad signature, handles each event once, and lets no later event undo a settled payment", async () => {
    const { booking, addCard, player, paymentsOf } = await cardClub()
    const card = (await addCard()).body
    const r = await booking()
    await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "card", card_id: card.id })
    const delivered = stripe.delivered.filter((d) => d.event.type === "payment_intent.succeeded").at(-1)!

    const forged = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signStripePayload(delivered.body, "whsec_wrong"),
      },
      body: delivered.body,
    })
    expect(forged.status).toBe(400)
    expect((await forged.json()).message).toBe("The event's signature does not match; it was not handled.")
    const unsigned = await fetch(`${server.url}/api/webhooks/stripe`, { method: "POST", body: delivered.body })
    expect(unsigned.status).toBe(400)

    const replay = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signStripePayload(delivered.body, WEBHOOK_SECRET),
      },
      body: delivered.body,
    })
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ received: true, duplicate: true, settled: 0 })

    // A failure event for the same intent arriving late (new id, older news) changes nothing.
    const before = await paymentsOf(r.id)
    const late = JSON.stringify({
      ...delivered.event,
      id: `${delivered.event.id}_late`,
      type: "payment_intent.payment_failed",
    })
    const answered = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signStripePayload(late, WEBHOOK_SECRET) },
      body: late,
    })
    expect(await answered.json()).toEqual({ received: true, duplicate: false, settled: 0 })
    expect(await paymentsOf(r.id)).toEqual(before)
    expect(before.payments[0]!.status).toBe("paid")
  })
})

describe("a club with its own card account", () => {
  it("keeps its customers and payments there, and its events are checked with its own secret", async () => {
    const { facility, player, booking, addCard, paymentsOf } = await cardClub()
    const { client: owner } = await makeUser(server, { roles: [[facility.id, "owner"]] })
    const credential = await owner.post(`/api/facilities/${facility.id}/credentials`, {
      category: "stripe",
      token: CLUB_KEY,
      password: CLUB_WEBHOOK_SECRET,
    })
    expect(credential.body).toMatchObject({ has_token: true, has_password: true })
    expect(credential.text).not.toContain(CLUB_KEY)
    stripe.deliverTo(`${server.url}/api/webhooks/stripe?facility_id=${facility.id}`, CLUB_WEBHOOK_SECRET, CLUB_KEY)
    const platformCustomers = stripe.count(KEY, "customer")

    const added = await addCard()
    expect(added.body.message).toBeUndefined()
    const card = added.body
    expect(stripe.count(CLUB_KEY, "customer")).toBe(1)
    expect(stripe.count(KEY, "customer")).toBe(platformCustomers)
    const r = await booking()
    const paid = await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "card", card_id: card.id })
    expect(paid.body.payments[0]).toMatchObject({ status: "paid" })
    expect(stripe.count(CLUB_KEY, "payment_intent")).toBe(1)
    const event = stripe.delivered.find(
      (d) =>
        d.event.type === "payment_intent.succeeded" &&
        (d.event.data as { object: { id: string } }).object.id === paid.body.payments[0].payment_intent_id,
    )!
    const recorded = await eventually(
      () =>
        rows<{ n: number }>(
          (sql) => sql`select count(*)::int as n from provider_events where event_id = ${event.event.id}`,
        ),
      (found) => found[0]!.n === 1,
    )
    expect(recorded[0]!.n).toBe(1)
    // The platform's secret does not pass for the club's events.
    const wrong = await fetch(`${server.url}/api/webhooks/stripe?facility_id=${facility.id}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signStripePayload(event.body, WEBHOOK_SECRET),
      },
      body: event.body,
    })
    expect(wrong.status).toBe(400)
    expect((await paymentsOf(r.id)).payments[0]!.status).toBe("paid")
  })
})

describe("events before their payment is written", () => {
  it("an event that says a reader payment succeeded, arriving before the payment is recorded, settles it when it is", async () => {
    const { facility, manager, desk, booking, paymentsOf } = await cardClub()
    const reader = await manager.post(`/api/facilities/${facility.id}/stripe_terminals`, {
      registration_code: SIMULATED_READER_CODE,
      label: "Desk",
    })
    const started = await desk.post(`/api/facilities/${facility.id}/stripe_payments`, { amount: 3000 })
    const intent = started.body.payment_intent_id as string
    const early = JSON.stringify({
      id: `evt_early_${intent}`,
      object: "event",
      type: "payment_intent.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: intent, object: "payment_intent", status: "succeeded", amount: 3000 } },
    })
    const answered = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signStripePayload(early, WEBHOOK_SECRET) },
      body: early,
    })
    expect(await answered.json()).toEqual({ received: true, duplicate: false, settled: 0 })
    const r = await booking()
    const recorded = await desk.put(`/api/reservations/${r.id}/pay_pending`, {
      method: "card_reader",
      payment_intent_id: intent,
      device_id: reader.body.reader_id,
    })
    expect(recorded.status).toBe(200)
    expect((await paymentsOf(r.id)).payments[0]).toMatchObject({ status: "paid", payment_intent_id: intent })
  })
})

describe("an event signed by one club's account", () => {
  it("settles none of another club's payments, arriving before or after them", async () => {
    const a = await cardClub()
    const b = await cardClub()
    const { client: bOwner } = await makeUser(server, { roles: [[b.facility.id, "owner"]] })
    const B_SECRET = "whsec_chosen_by_club_b"
    await bOwner.post(`/api/facilities/${b.facility.id}/credentials`, {
      category: "stripe",
      token: CLUB_KEY,
      password: B_SECRET,
    })
    const reader = await a.manager.post(`/api/facilities/${a.facility.id}/stripe_terminals`, {
      registration_code: SIMULATED_READER_CODE,
      label: "Desk",
    })
    const forge = async (intent: string, id: string) => {
      const body = JSON.stringify({
        id,
        object: "event",
        type: "payment_intent.succeeded",
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: intent, object: "payment_intent", status: "succeeded", amount: 3000 } },
      })
      const answered = await fetch(`${server.url}/api/webhooks/stripe?facility_id=${b.facility.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signStripePayload(body, B_SECRET) },
        body,
      })
      expect(answered.status).toBe(200)
      return answered.json()
    }
    // Before: B's forged news of A's reader payment is kept, but A's payment, once written, stays pending.
    const early = (await a.desk.post(`/api/facilities/${a.facility.id}/stripe_payments`, { amount: 3000 })).body
    expect(await forge(early.payment_intent_id, `evt_forged_early_${early.payment_intent_id}`)).toEqual({
      received: true,
      duplicate: false,
      settled: 0,
    })
    const first = await a.booking()
    await a.desk.put(`/api/reservations/${first.id}/pay_pending`, {
      method: "card_reader",
      payment_intent_id: early.payment_intent_id,
      device_id: reader.body.reader_id,
    })
    expect((await a.paymentsOf(first.id)).payments[0]).toMatchObject({ status: "pending" })
    // After: A's pending payment is not moved either.
    const other = await a.manager.post(`/api/facilities/${a.facility.id}/stripe_terminals`, {
      registration_code: SIMULATED_READER_CODE,
      label: "Bar",
    })
    const late = (
      await a.desk.post(`/api/facilities/${a.facility.id}/stripe_payments`, {
        amount: 3000,
        device_id: other.body.reader_id,
      })
    ).body
    const second = await a.booking()
    await a.desk.put(`/api/reservations/${second.id}/pay_pending`, {
      method: "card_reader",
      payment_intent_id: late.payment_intent_id,
      device_id: other.body.reader_id,
    })
    expect(await forge(late.payment_intent_id, `evt_forged_late_${late.payment_intent_id}`)).toMatchObject({
      settled: 0,
    })
    expect((await a.paymentsOf(second.id)).payments[0]).toMatchObject({ status: "pending" })
  })
})

describe("a player's weekly booking paid up front by card", () => {
  it("is one charge at the provider; cancelling one date refunds that date's share against it", async () => {
    const { facility, manager, player, addCard, paymentsOf } = await cardClub()
    const card = (await addCard()).body
    await manager.put(`/api/facilities/${facility.id}/member_series_settings`, {
      who: "players",
      weeks_ahead: 4,
      most_series: 1,
    })
    const court = (await player.get(`/api/facilities/${facility.id}/courts`)).body[0].id
    const first = mondayAhead()
    const made = await player.post(`/api/facilities/${facility.id}/own_series`, {
      court_id: court,
      first_date: first,
      count: 3,
      hour_start: 7 * 3600,
      hour_end: 8 * 3600,
    })
    expect(made.status).toBe(201)
    const intentsBefore = stripe.intents(KEY).length
    const paid = await player.post(`/api/facilities/${facility.id}/own_series/${made.body.series.id}/pay`, {
      method: "card",
      card_id: card.id,
    })
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ currency: "USD", total: 9000 })
    expect(paid.body.occurrences.map((o: { date: string; amount: number }) => [o.date, o.amount])).toEqual(
      [0, 7, 14].map((days) => [addDays(first, days), 3000]),
    )
    const charged = stripe.intents(KEY).slice(intentsBefore)
    expect(charged.map((i) => i.amount)).toEqual([9000])
    const ids = paid.body.occurrences.map((o: { reservation_id: number }) => o.reservation_id) as Array<number>
    const references = new Set<string | null>()
    for (const id of ids) for (const p of (await paymentsOf(id)).payments) references.add(p.payment_intent_id)
    expect([...references]).toEqual([charged[0]!.id])

    const start = stripe.delivered.length
    expect((await player.del(`/api/reservations/${ids[1]}`)).status).toBe(200)
    const refunded = await eventually(
      async () => eventsSince(start, "refund.created").map((e) => e.object.amount),
      (amounts) => amounts.length > 0,
    )
    expect(refunded).toEqual([3000])
    expect((await paymentsOf(ids[0]!)).payments.map((p) => p.status)).toEqual(["paid"])
  })
})
