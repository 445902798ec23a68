import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { outboxFor } from "../../sql/mailOutbox"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const H = 3600
const monday = mondayAhead()

const rows = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>>)

describe("lesson packages", () => {
  it("are offered by managers, sold at the desk through the ledger, and used a lesson at a time", async () => {
    const { facility, manager, desk, player, user } = await makeClub(server)
    const { user: pro } = await makeUser(server, { roles: [[facility.id, "teacher"]] })
    const offer = {
      teacher_id: pro.id,
      name: "Five private lessons",
      lessons: 5,
      duration: 60,
      price: 30000,
      valid_days: 90,
    }
    const added = await manager.post(`/api/facilities/${facility.id}/teacher_packages`, offer)
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ ...offer, active: true, teacher_name: expect.any(String) })
    expect((await player.post(`/api/facilities/${facility.id}/teacher_packages`, offer)).status).toBe(403)
    const { user: outsider } = await makeUser(server)
    const foreign = await manager.post(`/api/facilities/${facility.id}/teacher_packages`, {
      ...offer,
      teacher_id: outsider.id,
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.message).toBe("That teacher does not teach at this club.")
    expect((await player.get(`/api/facilities/${facility.id}/teacher_packages`)).body).toEqual([added.body])

    // A player does not pay cash; the desk takes it.
    const cash = { facility_id: facility.id, teacher_package_id: added.body.id, method: "cash" }
    expect((await player.post("/api/user_packages/book_player", cash)).status).toBe(403)
    const sold = await desk.post("/api/user_packages/book_admin", { ...cash, user_id: user.id })
    expect(sold.status).toBe(201)
    const [receipt] = await server.run(outboxFor(user.email!))
    expect(receipt!.subject).toBe(`Your receipt from ${facility.name}`)
    expect(receipt!.body).toMatch(
      /: \$300\.00, paid by Cash on \w+, \w+ \d+, \d{4}\.\n\nKeep this mail as your receipt\.$/,
    )
    // Nobody who never joined the club is sold a package (or mailed a receipt) by its staff.
    expect((await desk.post("/api/user_packages/book_admin", { ...cash, user_id: outsider.id })).status).toBe(404)
    expect(sold.body).toMatchObject({
      user_id: user.id,
      teacher_id: pro.id,
      lessons: 5,
      used: 0,
      left: 5,
      price: 30000,
    })
    const ledger = await rows(
      (sql) => sql<{ amount: number; method: string; payable_id: number }>`
        select amount, method, payable_id from payments where id = ${sold.body.payment_id}`,
    )
    expect(ledger).toEqual([{ amount: 30000, method: "cash", payable_id: sold.body.id }])
    expect((await player.get("/api/user_packages/bought")).body.map((p: { id: number }) => p.id)).toEqual([
      sold.body.id,
    ])
    expect((await player.get("/api/users/lessons_packages")).body).toHaveLength(1)
    // The desk sees a member's packages at its club; another club's staff, and other players, do not.
    const ofMember = `/api/user_packages/bought?user_id=${user.id}&facility_id=${facility.id}`
    expect((await desk.get(ofMember)).body.map((p: { id: number }) => p.id)).toEqual([sold.body.id])
    const elsewhere = await makeClub(server)
    expect((await elsewhere.desk.get(ofMember)).status).toBe(404)
    expect(
      (await elsewhere.desk.get(`/api/user_packages/bought?user_id=${user.id}&facility_id=${elsewhere.facility.id}`))
        .status,
    ).toBe(404)
    expect((await elsewhere.player.get(`/api/user_packages/bought?user_id=${user.id}`)).status).toBe(404)

    const [court] = (await manager.get(`/api/facilities/${facility.id}/courts`)).body as Array<{ id: number }>
    const lesson = async (hour: number, hours = 1) =>
      (
        await manager.post(`/api/courts/${court!.id}/booking_admin`, {
          kind: "lesson",
          teacher_id: pro.id,
          player_ids: [user.id],
          date: monday,
          hour_start: hour * H,
          hour_end: (hour + hours) * H,
        })
      ).body.id as number
    // The teacher's price is the lesson's fee, until a package pays for it.
    await manager.put(`/api/teachers/${pro.id}`, {
      facility_id: facility.id,
      prices: [
        {
          duration: 60,
          shift: null,
          surface: null,
          user_type: "Adult",
          quantity: 1,
          price: 6500,
          player_category_description: null,
          clinic_category_description: null,
        },
      ],
    })
    const first = await lesson(9)
    const fees = async (id: number) => (await manager.get(`/api/reservations/${id}/basic`)).body.fees
    expect(await fees(first)).toEqual([expect.objectContaining({ user_index: 0, amount: 6500, description: "Lesson" })])
    const used = await player.post(`/api/user_packages/${sold.body.id}/use`, { reservation_id: first })
    expect(used.status).toBe(200)
    expect(used.body).toMatchObject({ used: 1, left: 4 })
    expect(await fees(first)).toEqual([])
    // A lesson already paid is not taken from a package.
    const paidLesson = await lesson(15)
    expect((await desk.put(`/api/reservations/${paidLesson}/pay_pending`, { method: "cash" })).status).toBe(200)
    const paidTwice = await player.post(`/api/user_packages/${sold.body.id}/use`, { reservation_id: paidLesson })
    expect(paidTwice.status).toBe(422)
    expect(paidTwice.body.message).toBe(
      "This lesson is already paid; refund its payment before taking it from a package.",
    )
    const twice = await player.post(`/api/user_packages/${sold.body.id}/use`, { reservation_id: first })
    expect(twice.status).toBe(409)
    const long = await player.post(`/api/user_packages/${sold.body.id}/use`, { reservation_id: await lesson(11, 1.5) })
    expect(long.status).toBe(422)
    expect(long.body.message).toBe("This package is for lessons of 60 minutes.")
    // Another player cannot spend it.
    const { client: other } = await makeUser(server, { roles: [[facility.id, "player"]] })
    expect(
      (await other.post(`/api/user_packages/${sold.body.id}/use`, { reservation_id: await lesson(14) })).status,
    ).toBe(404)

    // Cancelled in time, the lesson goes back to the package; the player is told so first.
    const told = await player.get(`/api/reservations/${first}/cancellation_verification`)
    expect(told.body.message).toMatch(/ The lesson goes back to its package\.$/)
    expect((await player.del(`/api/reservations/${first}`)).status).toBe(200)
    expect((await player.get("/api/user_packages/bought")).body[0]).toMatchObject({ used: 0, left: 5 })

    // Refunded, its unused lessons are taken back.
    const refunded = await manager.put(`/api/payments/${sold.body.payment_id}/refund`, {})
    expect(refunded.status).toBe(200)
    expect((await player.get("/api/user_packages/bought")).body[0]).toMatchObject({ refunded: true, left: 0 })
    expect((await player.get("/api/users/lessons_packages")).body).toEqual([])
    const afterRefund = await player.post(`/api/user_packages/${sold.body.id}/use`, {
      reservation_id: await lesson(16),
    })
    expect(afterRefund.status).toBe(422)
    expect(afterRefund.body.message).toBe("This package was refunded; its unused lessons were taken back.")

    // Off sale, it is not sold.
    await manager.put(`/api/facilities/${facility.id}/teacher_packages/${added.body.id}`, { ...offer, active: false })
    const off = await desk.post("/api/user_packages/book_admin", { ...cash, user_id: user.id })
    expect(off.status).toBe(422)
    expect(off.body.message).toBe("That lesson package is not on sale at this club.")
  })
})
