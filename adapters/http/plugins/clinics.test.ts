import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addDays } from "../../../engine/dates"
import { makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { outboxFor } from "../../sql/mailOutbox"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const H = 3600
/** Sessions from the Monday after next: never in the current week or, for a few days, its month. */
const firstDay = () => addDays(mondayAhead(), 7)

/** A club with a clinic for `capacity`, its prices and weekly sessions at 6 PM. */
const clinicClub = async (options: { capacity?: number; weeks?: number; age?: [number, number] } = {}) => {
  const club = await makeClub(server)
  const { facility, manager, desk } = club
  const [court] = (await manager.get(`/api/facilities/${facility.id}/courts`)).body as Array<{ id: number }>
  const created = await manager.post(`/api/facilities/${facility.id}/clinics`, {
    slug: `cardio-${facility.id}`,
    name: "Cardio Tennis",
    public_name: "Cardio Tennis (all levels)",
    capacity: options.capacity ?? 4,
    ...(options.age === undefined ? {} : { age_start: options.age[0], age_end: options.age[1] }),
  })
  expect(created.status).toBe(201)
  const clinic = created.body as { id: number }
  const price = async (body: Record<string, unknown>) => {
    const r = await manager.post(`/api/facilities/${facility.id}/clinics/${clinic.id}/prices`, {
      name: "Price",
      lesson_unit: "session",
      amount: 2000,
      ...body,
    })
    expect(r.status).toBe(201)
    return r.body as { id: number }
  }
  const sessions = await desk.post("/api/clinic_lessons", {
    clinic_id: clinic.id,
    court_id: court!.id,
    date: firstDay(),
    hour_start: 18 * H,
    hour_end: 19 * H,
    weeks: options.weeks ?? 3,
  })
  expect(sessions.status).toBe(201)
  const ids = (sessions.body as Array<{ id: number }>).map((s) => s.id)
  const book = (client: TestClient, body: Record<string, unknown>) =>
    client.post(`/api/clinics/${clinic.id}/book`, { facility_id: facility.id, ...body })
  const pending = async (client: TestClient) =>
    (
      (await client.get(`/api/clinics/users_lesson?facility_id=${facility.id}&clinic_id=${clinic.id}`)).body as Array<{
        pending_sessions: number
      }>
    ).map((p) => p.pending_sessions)
  return { ...club, court: court!.id, clinic, price, sessions: ids, book, pending }
}

describe("clinics", () => {
  it("are built by managers: slug, categories, options, prices and sessions on the calendar", async () => {
    const { facility, manager, desk, player, clinic, sessions, court } = await clinicClub()
    const slug = (s: string) =>
      manager.get(`/api/clinics/validate_slug?facility_id=${facility.id}&slug=${encodeURIComponent(s)}`)
    expect((await slug(`cardio-${facility.id}`)).body).toEqual({
      valid: false,
      message: "Another clinic of the club has this slug.",
    })
    expect((await slug("Bad Slug")).body.valid).toBe(false)
    expect((await slug("junior-academy")).body).toEqual({ valid: true, message: null })
    const taken = await manager.post(`/api/facilities/${facility.id}/clinics`, {
      slug: `cardio-${facility.id}`,
      name: "Again",
      capacity: 2,
    })
    expect([taken.status, taken.body.message]).toEqual([422, "Another clinic of the club has this slug."])
    expect(
      (await player.post(`/api/facilities/${facility.id}/clinics`, { slug: "x", name: "X", capacity: 2 })).status,
    ).toBe(403)

    expect(
      (await manager.put(`/api/facilities/${facility.id}/clinic_categories/999999`, { name: "Adults" })).status,
    ).toBe(404)
    const category = await manager.post(`/api/facilities/${facility.id}/clinic_categories`, { name: "Adults" })
    expect(category.status).toBe(201)
    expect(category.body).toMatchObject({ facility_id: facility.id, name: "Adults" })
    const renamed = await manager.put(`/api/facilities/${facility.id}/clinic_categories/${category.body.id}`, {
      name: "Adult programs",
    })
    expect(renamed.body.name).toBe("Adult programs")
    const other = await makeClub(server)
    expect(
      (
        await other.manager.put(`/api/facilities/${other.facility.id}/clinic_categories/${category.body.id}`, {
          name: "Mine",
        })
      ).status,
    ).toBe(404)
    const changed = await manager.put(`/api/facilities/${facility.id}/clinics/${clinic.id}`, {
      slug: `cardio-${facility.id}`,
      name: "Cardio Tennis",
      capacity: 4,
      category_id: category.body.id,
    })
    expect(changed.body.category).toEqual({ id: category.body.id, name: "Adult programs" })
    const options = await player.get(`/api/clinics/options?facility_id=${facility.id}`)
    expect(options.body).toMatchObject({
      categories: [{ name: "Adult programs" }],
      courts: [{ id: court }],
      affiliations: expect.arrayContaining(["non_resident"]),
    })

    // Sessions are reservations of kind clinic: the calendar shows the public name.
    const shown = await player.get(`/api/clinics/${clinic.id}?facility_id=${facility.id}`)
    expect(shown.body.lesson.id).toBe(sessions[0])
    expect(shown.body.lessons).toHaveLength(3)
    const reservation = await desk.get(`/api/reservations/${shown.body.lesson.reservation_id}/basic`)
    expect(reservation.body).toMatchObject({ kind: "clinic", info_text: "Cardio Tennis (all levels)" })
    const at = await player.get(`/api/clinics/${clinic.id}?lesson_id=${sessions[1]}`)
    expect(at.body.lesson.id).toBe(sessions[1])
    const clash = await desk.post("/api/clinic_lessons", {
      clinic_id: clinic.id,
      court_id: court,
      date: firstDay(),
      hour_start: 18.5 * H,
      hour_end: 19.5 * H,
    })
    expect(clash.status).toBe(409)
    expect(
      (
        await player.post("/api/clinic_lessons", {
          clinic_id: clinic.id,
          court_id: court,
          date: firstDay(),
          hour_start: 8 * H,
          hour_end: 9 * H,
        })
      ).status,
    ).toBe(404)
    expect((await player.get(`/api/facilities/${facility.id}/clinics`)).body.map((c: { id: number }) => c.id)).toEqual([
      clinic.id,
    ])
  })

  it("take places, then a waitlist promoted in order with mail; a place is cancelled with errors", async () => {
    const { facility, player, user, price, sessions, book, clinic, desk } = await clinicClub({ capacity: 1 })
    const single = await price({ lessons: 1 })
    const { client: second, user: secondUser } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const first = await book(player, { clinic_price_id: single.id, clinic_lesson_ids: [sessions[0]] })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ user_id: user.id, pending_payment: true, pending_sessions: 0, amount: 2000 })
    const full = await book(second, { clinic_price_id: single.id, clinic_lesson_ids: [sessions[0]] })
    expect([full.status, full.body.message]).toEqual([
      422,
      expect.stringMatching(/is full; join its waitlist instead\.$/),
    ])
    const waiting = await book(second, { clinic_price_id: single.id, clinic_lesson_ids: [sessions[0]], waitlist: true })
    expect(waiting.body.sessions[0].waitlist).toBe(true)

    const publicList = await new TestClient(server.url).get(
      `/api/public/clinics/lesson_players?clinic_lesson_id=${sessions[0]}`,
    )
    expect(publicList.body).toMatchObject({ capacity: 1, waitlisted: 1, players: [{ guest: false }] })
    expect(publicList.body.players[0].name).toMatch(/^Test \S\.$/)
    const named = await player.post("/api/clinics/define_guest_name", {
      clinic_lesson_id: sessions[0],
      user_clinic_id: first.body.id,
      guest_name: "Robin Friend",
    })
    expect(named.body.players).toEqual([{ name: "Robin Friend", guest: true }])
    expect(
      (
        await second.post("/api/clinics/define_guest_name", {
          clinic_lesson_id: sessions[0],
          user_clinic_id: first.body.id,
          guest_name: "Not Mine",
        })
      ).status,
    ).toBe(404)

    const cancelled = await player.del(`/api/public/clinics/${clinic.id}/attendance/${sessions[0]}`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.pending_sessions).toBe(1)
    const promoted = (await second.get(`/api/clinics/users_lesson?facility_id=${facility.id}`)).body[0]
    expect(promoted.sessions[0].waitlist).toBe(false)
    const mails = await server.run(outboxFor(secondUser.email!))
    expect(mails.map((m) => m.subject)).toEqual([
      "On the waitlist: Cardio Tennis (all levels)",
      "A place opened in Cardio Tennis (all levels)",
    ])
    expect(mails[0]!.body).toMatch(
      /is on the waitlist of Cardio Tennis \(all levels\) \(Price\): you are told by mail when a place opens\./,
    )
    const again = await player.del(`/api/public/clinics/${clinic.id}/attendance/${sessions[0]}`)
    expect(again.status).toBe(422)
    expect(again.body.errors[0]).toBe("There is no place in this session to cancel.")

    // A session whose reservation was cancelled takes no cancellation.
    const shown = await desk.get(`/api/clinics/${clinic.id}?lesson_id=${sessions[1]}`)
    await book(player, { clinic_price_id: single.id, clinic_lesson_ids: [sessions[1]] })
    await desk.del(`/api/reservations/${shown.body.lesson.reservation_id}`)
    const gone = await player.del(`/api/public/clinics/${clinic.id}/attendance/${sessions[1]}`)
    expect([gone.status, gone.body.errors[0]]).toEqual([422, "This session is already cancelled."])
  })

  it("refuse a child outside the age range, a clinic of another club, and a price not on sale", async () => {
    const { facility, player, price, clinic, book } = await clinicClub({ age: [8, 12] })
    const drop = await price({ lessons: 1 })
    const { user: child } = await makeUser(server, { roles: [[facility.id, "player"]] })
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`update users set birth_date = '1990-05-01' where id = ${child.id}`,
      ),
    )
    const forChild = await book(player, { clinic_price_id: drop.id, user_child_id: child.id })
    expect(forChild.status).toBe(403)
    const mine = await book(player, { clinic_price_id: drop.id })
    expect([mine.status, mine.body.message]).toEqual([
      422,
      expect.stringMatching(/^This clinic is for ages 8 to 12; add .*'s birth date first\.$/),
    ])
    const other = await clinicClub()
    const foreign = await other.player.post(`/api/clinics/${clinic.id}/book`, {
      facility_id: other.facility.id,
      clinic_price_id: drop.id,
    })
    expect(foreign.status).toBe(404)
    // Another club's desk learns nothing of this club's player, not even a name.
    const theirPrice = await other.price({ lessons: 1 })
    const stranger = await other.desk.post(`/api/clinics/${other.clinic.id}/book`, {
      facility_id: other.facility.id,
      clinic_price_id: theirPrice.id,
      user_id: (await player.get("/api/session")).body.user.id,
    })
    expect(stranger.status).toBe(404)
    const offSale = await book(player, { clinic_price_id: 999999 })
    expect([offSale.status, offSale.body.message]).toEqual([422, "That price is not on sale for this clinic."])
  })
})

describe("before enrolling and at the desk", () => {
  it("a quote says the amount charged; the desk reads a clinic block's register and takes what a place owes", async () => {
    const { facility, player, user, desk, price, clinic, book, sessions } = await clinicClub()
    const weekly = await price({
      name: "Six weeks",
      lessons: 6,
      lesson_unit: "per_week_per_next_sessions",
      amount: 6000,
    })
    const quote = await player.get(
      `/api/clinics/${clinic.id}/book/quote?facility_id=${facility.id}&clinic_price_id=${weekly.id}`,
    )
    expect(quote.status).toBe(200)
    expect(quote.body).toEqual({
      clinic_price_id: weekly.id,
      user_id: user.id,
      amount: 3000,
      listed: 6000,
      lessons: 6,
      sessions: 3,
      full: 0,
      eligibility: null,
    })
    const bad = await player.get(`/api/clinics/${clinic.id}/book/quote?facility_id=${facility.id}&clinic_price_id=x`)
    expect(bad.status).toBe(400)
    const enrolled = await book(player, { clinic_price_id: weekly.id })
    expect(enrolled.body.amount).toBe(3000)

    const shown = await desk.get(`/api/clinics/${clinic.id}?lesson_id=${sessions[0]}`)
    const reservationId = shown.body.lesson.reservation_id
    const register = await desk.get(`/api/reservations/${reservationId}/clinic_register`)
    expect(register.status).toBe(200)
    expect(register.body).toMatchObject({ clinic_id: clinic.id, players: [{ user_id: user.id, amount_due: 3000 }] })
    expect((await player.get(`/api/reservations/${reservationId}/clinic_register`)).status).toBe(404)
    const other = await makeClub(server)
    expect((await other.desk.get(`/api/reservations/${reservationId}/clinic_register`)).status).toBe(404)
    const paid = await desk.post(`/api/clinics/${clinic.id}/pay_pending_packages`, {
      facility_id: facility.id,
      user_id: user.id,
      user_clinic_ids: [enrolled.body.id],
      method: "cash",
    })
    expect(paid.status).toBe(200)
    const after = await desk.get(`/api/reservations/${reservationId}/clinic_register`)
    expect(after.body.players[0].amount_due).toBe(0)
  })
})

describe("a place in a clinic", () => {
  it("shows its sessions in the person's reservations and calendar feed; a waitlist place in the list only", async () => {
    const { facility, player, price, clinic, book, sessions, desk } = await clinicClub({ capacity: 1 })
    const single = await price({ lessons: 1 })
    const { client: second } = await makeUser(server, { roles: [[facility.id, "player"]] })
    expect((await book(player, { clinic_price_id: single.id, clinic_lesson_ids: [sessions[0]] })).status).toBe(201)
    expect(
      (await book(second, { clinic_price_id: single.id, clinic_lesson_ids: [sessions[0]], waitlist: true })).status,
    ).toBe(201)
    const reservationOf = async (id: number) =>
      (await desk.get(`/api/clinics/${clinic.id}?lesson_id=${id}`)).body.lesson.reservation_id as number
    const first = await reservationOf(sessions[0]!)
    for (const who of [player, second]) {
      const listed = await who.get("/api/users/reservations")
      expect(listed.body.reservations.map((r: { id: number; kind: string }) => [r.id, r.kind])).toEqual([
        [first, "clinic"],
      ])
    }
    const feed = await player.post("/api/calendar_feed")
    const ics = await new TestClient(server.url).get(new URL(feed.body.url).pathname)
    expect(ics.text).toContain(`reservation-${first}@`)
    const theirs = await second.post("/api/calendar_feed")
    expect((await new TestClient(server.url).get(new URL(theirs.body.url).pathname)).text).not.toContain(
      `reservation-${first}@`,
    )
  })
})

describe("program waivers", () => {
  it("are accepted for the clinic before enrolling in it", async () => {
    const { facility, manager, player, price, clinic, book } = await clinicClub()
    const waiver = (
      await manager.post(`/api/facilities/${facility.id}/facility_waivers`, {
        name: "Program rules",
        category: "programs",
        content: "Rules of the program.",
      })
    ).body as { id: number }
    const booking = (
      await manager.post(`/api/facilities/${facility.id}/facility_waivers`, {
        name: "Court use",
        category: "facility_booking",
        content: "Court rules.",
      })
    ).body as { id: number }
    const wrong = await manager.put(`/api/facilities/${facility.id}/clinics/${clinic.id}`, {
      slug: `cardio-${facility.id}`,
      name: "Cardio Tennis",
      capacity: 4,
      waiver_ids: [booking.id],
    })
    expect([wrong.status, wrong.body.message]).toEqual([
      422,
      `Waiver ${booking.id} is not one of this club's program waivers.`,
    ])
    await manager.put(`/api/facilities/${facility.id}/clinics/${clinic.id}`, {
      slug: `cardio-${facility.id}`,
      name: "Cardio Tennis",
      capacity: 4,
      waiver_ids: [waiver.id],
    })
    const one = await price({ lessons: 1 })
    const refused = await book(player, { clinic_price_id: one.id })
    expect([refused.status, refused.body.message]).toEqual([
      422,
      expect.stringMatching(/ has not accepted "Program rules" for this clinic yet\.$/),
    ])
    await player.post("/api/waivers/program_accept", { waiver_id: waiver.id, program_id: clinic.id })
    expect((await book(player, { clinic_price_id: one.id })).status).toBe(201)
  })
})

describe("an upgrade", () => {
  it("moves a purchase to a price with more sessions, paying the difference; a smaller one is refused", async () => {
    const { player, user, desk, price, book } = await clinicClub()
    const two = await price({ name: "Two", lessons: 2, amount: 3600 })
    const four = await price({ name: "Four", lessons: 4, amount: 6400 })
    const paid = await book(desk, {
      clinic_price_id: two.id,
      user_id: user.id,
      clinic_lesson_ids: [],
      payment: { method: "cash" },
    })
    const smaller = await player.post("/api/clinics/upgrade_packages", {
      user_clinic_id: paid.body.id,
      clinic_price_id: two.id,
    })
    expect([smaller.status, smaller.body.message]).toEqual([
      422,
      "An upgrade buys more than the 2 sessions this purchase has.",
    ])
    const unsaid = await player.post("/api/clinics/upgrade_packages", {
      user_clinic_id: paid.body.id,
      clinic_price_id: four.id,
    })
    expect([unsaid.status, unsaid.body.message]).toEqual([422, "Say how the difference is paid."])
    const quote = await player.get(
      `/api/clinics/upgrade_packages/quote?user_clinic_id=${paid.body.id}&clinic_price_id=${four.id}`,
    )
    expect(quote.body).toEqual({
      user_clinic_id: paid.body.id,
      clinic_price_id: four.id,
      lessons: 4,
      amount: 6400,
      due_now: 2800,
    })
    const upgraded = await desk.post("/api/clinics/upgrade_packages", {
      user_clinic_id: paid.body.id,
      clinic_price_id: four.id,
      payment: { method: "cash" },
    })
    expect(upgraded.body).toMatchObject({ lessons: 4, amount: 6400, pending_sessions: 4, price_name: "Four" })
    const ledger = (await player.get(`/api/users/payments?user_id=${user.id}`)).body as Array<{
      amount: number
      payable_type: string
    }>
    expect(
      ledger
        .filter((p) => p.payable_type === "user_clinic")
        .map((p) => p.amount)
        .sort(),
    ).toEqual([2800, 3600])
    const stranger = await makeClub(server)
    expect(
      (
        await stranger.player.post("/api/clinics/upgrade_packages", {
          user_clinic_id: paid.body.id,
          clinic_price_id: four.id,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await stranger.player.get(
          `/api/clinics/upgrade_packages/quote?user_clinic_id=${paid.body.id}&clinic_price_id=${four.id}`,
        )
      ).status,
    ).toBe(404)
  })
})

describe("a session's register", () => {
  it("is the coach's and the desk's: every place by name, marked present or absent", async () => {
    const club = await clinicClub()
    const { facility, manager, player, user, price, sessions, book, clinic } = club
    const { user: coach, client: coachClient } = await makeUser(server, { roles: [[facility.id, "teacher"]] })
    await manager.put(`/api/facilities/${facility.id}/clinics/${clinic.id}`, {
      slug: `cardio-${facility.id}`,
      name: "Cardio Tennis",
      capacity: 4,
      coach_ids: [coach.id],
    })
    const one = await price({ lessons: 1 })
    const bought = await book(player, { clinic_price_id: one.id, clinic_lesson_ids: [sessions[0]] })
    const register = await coachClient.get(`/api/clinic_lessons/${sessions[0]}/attendance`)
    expect(register.body.players).toEqual([
      expect.objectContaining({ user_id: user.id, name: expect.stringMatching(/^Test Person/), present: null }),
    ])
    const marked = await coachClient.put(`/api/clinic_lessons/${sessions[0]}/attendance`, {
      user_clinic_id: bought.body.id,
      present: true,
    })
    expect(marked.body.players[0].present).toBe(true)
    // A player, or another club's staff, sees no register.
    expect((await player.get(`/api/clinic_lessons/${sessions[0]}/attendance`)).status).toBe(404)
    const other = await makeClub(server)
    expect((await other.desk.get(`/api/clinic_lessons/${sessions[0]}/attendance`)).status).toBe(404)
  })
})

describe("pending clinic sessions, clause by clause", () => {
  it("are the lessons bought minus those attended; a rain-checked session gives its lesson back", async () => {
    const { player, desk, price, sessions, book, pending } = await clinicClub()
    const three = await price({ lessons: 3 })
    expect((await book(player, { clinic_price_id: three.id, clinic_lesson_ids: sessions.slice(0, 2) })).status).toBe(
      201,
    )
    expect(await pending(player)).toEqual([1])
    expect((await desk.put(`/api/clinic_lessons/${sessions[0]}/raincheck`, {})).status).toBe(200)
    expect(await pending(player)).toEqual([2])
  })

  it("keep a rained-out session used for a paid, non-refundable single session", async () => {
    const { player, user, desk, price, sessions, book, pending } = await clinicClub()
    const dropIn = await price({ lessons: 1, refundable: false })
    const sold = await book(desk, {
      clinic_price_id: dropIn.id,
      user_id: user.id,
      clinic_lesson_ids: [sessions[0]],
      payment: { method: "cash" },
    })
    expect(sold.body.payment).toMatchObject({ status: "paid", refundable: false })
    await desk.put(`/api/clinic_lessons/${sessions[0]}/raincheck`, {})
    expect(await pending(player)).toEqual([0])
  })

  it("are none once the purchase is refunded, whole or to credit", async () => {
    const { player, user, desk, manager, price, book, pending } = await clinicClub()
    const five = await price({ lessons: 5 })
    const paid = async () =>
      (
        await book(desk, {
          clinic_price_id: five.id,
          user_id: user.id,
          clinic_lesson_ids: [],
          payment: { method: "cash" },
        })
      ).body.payment.id as number
    const [a, b] = [await paid(), await paid()]
    expect(await pending(player)).toEqual([5, 5])
    await manager.put(`/api/payments/${a}/refund`, {})
    await manager.put(`/api/payments/${b}/refund_to_credit`, {})
    expect(await pending(player)).toEqual([0, 0])
  })

  it("leave out waitlist and inquiry places", async () => {
    const { facility, player, price, sessions, book, pending } = await clinicClub({ capacity: 1 })
    const one = await price({ lessons: 1 })
    const { client: other } = await makeUser(server, { roles: [[facility.id, "player"]] })
    await book(other, { clinic_price_id: one.id, clinic_lesson_ids: [sessions[0]] })
    await book(player, { clinic_price_id: one.id, clinic_lesson_ids: [sessions[0]], waitlist: true })
    await book(player, { clinic_price_id: one.id, clinic_lesson_ids: [sessions[1]], inquiry: true })
    expect(await pending(player)).toEqual([1, 1])
  })

  it("for group lessons, are none with no session left in the current week", async () => {
    const { player, price, book, pending } = await clinicClub()
    // The clinic's sessions start the Monday after next: none is left this week.
    const weekly = await price({ lessons: 2, lesson_unit: "per_week", group_lessons: true })
    const single = await price({ lessons: 2, lesson_unit: "per_week", group_lessons: false })
    await book(player, { clinic_price_id: weekly.id, clinic_lesson_ids: [] })
    await book(player, { clinic_price_id: single.id, clinic_lesson_ids: [] })
    expect((await pending(player)).sort()).toEqual([0, 2])
  })
})

describe("the demo club's clinics", () => {
  it("are a junior academy and an adult clinic with prices, four weeks of sessions and children enrolled", async () => {
    const demo = await startTestServer({
      DEMO: "1",
      DEMO_ADMIN_EMAIL: "owner@example.com",
      DEMO_ADMIN_PASSWORD: "demo pass 1234",
    })
    try {
      const guardian = new TestClient(demo.url)
      await guardian.signIn("grace.parker@demo.example.com", "demo pass 1234")
      const facility = (await guardian.get("/api/session")).body.facilities[0].id as number
      const clinics = (await guardian.get(`/api/facilities/${facility}/clinics`)).body as Array<{
        id: number
        name: string
        age_start: number
        prices: Array<unknown>
      }>
      expect(clinics.map((c) => c.name).sort()).toEqual(["Cardio Tennis", "Junior Academy"])
      const academy = clinics.find((c) => c.name === "Junior Academy")!
      expect(academy.prices).toHaveLength(2)
      const shown = await guardian.get(`/api/clinics/${academy.id}`)
      expect(shown.body.lessons.length).toBeGreaterThanOrEqual(7)
      const enrolled = (await guardian.get(`/api/clinics/users_lesson?facility_id=${facility}`)).body as Array<{
        user_name: string
        pending_payment: boolean
      }>
      expect(enrolled.map((p) => p.user_name).sort()).toEqual(["Leo Parker", "Lily Parker"])
      expect(enrolled.every((p) => p.pending_payment)).toBe(true)
    } finally {
      await demo.close()
    }
  })
})
