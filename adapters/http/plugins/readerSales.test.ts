import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addDays } from "../../../engine/dates"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { type FakeStripe, listenFakeStripe, SIMULATED_READER_CODE } from "../../providers/stripe/fakeServer"

/**
 * Clinics and memberships paid at the desk's card reader: the official Stripe SDK inside the server talks to our
 * fake Stripe; a payment started on the reader, the card presented and captured, is recorded
 * against one purchase.
 */
const KEY = "sk_test_clinic_readers"
const WEBHOOK_SECRET = "whsec_clinic_readers"
let stripe: FakeStripe
let server: TestServer
beforeAll(async () => {
  stripe = await listenFakeStripe(KEY, "sk_test_clinic_readers_club")
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

const H = 3600

/** A payment started on the club's reader, the card presented and captured: its intent. */
const takenAtReader = async (club: Awaited<ReturnType<typeof makeClub>>, reader: string, amount: number) => {
  const started = await club.desk.post(`/api/facilities/${club.facility.id}/stripe_payments`, {
    amount,
    device_id: reader,
  })
  await club.desk.post(`/api/devices/${reader}/present_test_card`)
  const intent = started.body.payment_intent_id as string
  await club.desk.post(`/api/facilities/${club.facility.id}/stripe_payments/capture`, { payment_intent_id: intent })
  return intent
}
const readerOf = async (club: Awaited<ReturnType<typeof makeClub>>) =>
  (
    await club.manager.post(`/api/facilities/${club.facility.id}/stripe_terminals`, {
      registration_code: SIMULATED_READER_CODE,
      label: "Front desk",
    })
  ).body.reader_id as string

describe("clinics at the card reader", () => {
  it("enrol and pay a pending purchase with a card taken at the reader, one purchase a payment", async () => {
    const club = await makeClub(server)
    const { facility, manager, desk, user } = club
    const reader = await readerOf(club)
    const [court] = (await manager.get(`/api/facilities/${facility.id}/courts`)).body as Array<{ id: number }>
    const clinic = (
      await manager.post(`/api/facilities/${facility.id}/clinics`, { slug: "readers", name: "Readers", capacity: 4 })
    ).body as { id: number }
    const price = (
      await manager.post(`/api/facilities/${facility.id}/clinics/${clinic.id}/prices`, {
        name: "Drop-in",
        lessons: 1,
        lesson_unit: "session",
        amount: 2000,
      })
    ).body as { id: number }
    await desk.post("/api/clinic_lessons", {
      clinic_id: clinic.id,
      court_id: court!.id,
      date: addDays(mondayAhead(), 7),
      hour_start: 18 * H,
      hour_end: 19 * H,
      weeks: 3,
    })
    const booked = await desk.post(`/api/clinics/${clinic.id}/book_with_stripe`, {
      facility_id: facility.id,
      clinic_price_id: price.id,
      user_id: user.id,
      payment_intent_id: await takenAtReader(club, reader, 2000),
      device_id: reader,
    })
    expect(booked.status).toBe(201)
    expect(booked.body).toMatchObject({ pending_payment: false, payment: { status: "paid" } })

    const later = async () =>
      (
        await desk.post(`/api/clinics/${clinic.id}/book`, {
          facility_id: facility.id,
          clinic_price_id: price.id,
          user_id: user.id,
        })
      ).body.id as number
    const [a, b] = [await later(), await later()]
    const pay = {
      facility_id: facility.id,
      user_id: user.id,
      payment_intent_id: await takenAtReader(club, reader, 2000),
    }
    const both = await desk.post(`/api/clinics/${clinic.id}/pay_pending_packages_with_stripe`, pay)
    expect([both.status, both.body.message]).toEqual([
      422,
      "A card reader payment pays one purchase; name it in user_clinic_ids.",
    ])
    const one = await desk.post(`/api/clinics/${clinic.id}/pay_pending_packages_with_stripe`, {
      ...pay,
      user_clinic_ids: [a],
    })
    expect(one.status).toBe(200)
    expect(one.body).toEqual([expect.objectContaining({ id: a, pending_payment: false })])
    // The same card payment does not pay a second purchase.
    const twice = await desk.post(`/api/clinics/${clinic.id}/pay_pending_packages_with_stripe`, {
      ...pay,
      user_clinic_ids: [b],
    })
    expect(twice.status).toBe(409)
  })
})

describe("memberships at the card reader", () => {
  it("are sold with the card taken there: created active and paid by that one payment", async () => {
    const club = await makeClub(server)
    const { facility, manager, desk, user } = club
    const reader = await readerOf(club)
    const plan = await manager.post(`/api/facilities/${facility.id}/membership_plans`, { name: "Adult" })
    const monthly = await manager.post(`/api/facilities/${facility.id}/membership_plans/${plan.body.id}/prices`, {
      interval_unit: "month",
      amount: 4500,
    })
    const sold = await desk.post("/api/memberships_with_stripe", {
      facility_id: facility.id,
      owner_id: user.id,
      membership_plan_price_id: monthly.body.id,
      payment_intent_id: await takenAtReader(club, reader, 4500),
      device_id: reader,
    })
    expect(sold.status).toBe(201)
    expect(sold.body).toMatchObject({ status: "active", membership_origin: "terminal", balance_due: 0 })
    const other = await makeClub(server)
    const foreign = await other.desk.post("/api/memberships_with_stripe", {
      facility_id: facility.id,
      owner_id: user.id,
      membership_plan_price_id: monthly.body.id,
      payment_intent_id: "pi_x",
    })
    expect(foreign.status).toBe(403)
  })
})
