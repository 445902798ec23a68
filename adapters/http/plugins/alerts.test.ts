import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** `GET /api/alerts`: what the staff of the caller's clubs must act on now. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const sql = (statement: string) => server.run(Effect.flatMap(SqlClient.SqlClient, (s) => s.unsafe(statement)))

describe("alerts", () => {
  it("name declined renewals, overdue charges, stuck and failed payments, low stock and waiting lesson requests", async () => {
    const { facility, manager, desk, player, user } = await makeClub(server)
    const fid = facility.id
    // Nothing to act on yet.
    expect((await desk.get("/api/alerts")).body).toEqual([])

    const plan = await manager.post(`/api/facilities/${fid}/membership_plans`, { name: "Adult" })
    const price = await manager.post(`/api/facilities/${fid}/membership_plans/${plan.body.id}/prices`, {
      interval_unit: "month",
      amount: 5000,
    })
    const membership = await manager.post("/api/memberships", {
      facility_id: fid,
      owner_id: user.id,
      membership_plan_price_id: price.body.id,
      start: true,
    })
    expect(membership.status).toBe(201)
    await sql(`update membership_charges set due_on = current_date - 3, last_error = 'Your card was declined.'
      where facility_id = ${fid}`)
    const product = await manager.post(`/api/facilities/${fid}/products`, {
      name: "Tennis balls",
      price: 600,
      stock_enabled: true,
      low_stock_at: 5,
    })
    expect(product.status).toBe(201)
    await manager.post(`/api/facilities/${fid}/products/${product.body.id}/create_stock`, {
      action: "receive",
      amount: 3,
    })
    await sql(`insert into payments (facility_id, payable_type, payer_id, method, amount, status, business_date, created_at)
      values (${fid}, 'account', ${user.id}, 'ach', 4200, 'pending', current_date - 2, now() - interval '2 days'),
        (${fid}, 'account', ${user.id}, 'card', 1500, 'failed', current_date, now())`)
    const { user: teacher } = await makeUser(server, { roles: [[fid, "teacher"]] })
    await sql(`insert into lesson_requests (facility_id, teacher_id, user_id, local_date, hour_start, hour_end)
      values (${fid}, ${teacher.id}, ${user.id}, current_date + 5, 36000, 39600)`)

    const alerts = (await desk.get("/api/alerts")).body as Array<{ kind: string; severity: string; detail: string }>
    expect(alerts.map((a) => a.kind).sort()).toEqual(
      ["failed_payment", "failed_renewal", "lesson_request", "low_stock", "stuck_payment"].sort(),
    )
    // Urgent ones first.
    expect(alerts.slice(0, 2).every((a) => a.severity === "urgent")).toBe(true)
    expect(alerts.find((a) => a.kind === "low_stock")).toMatchObject({
      title: "Low stock: Tennis balls",
      detail: "3 left (reorder at 5).",
      subject_type: "product",
      subject_id: product.body.id,
      facility_id: fid,
    })
    expect(alerts.find((a) => a.kind === "failed_renewal")?.detail).toMatch(
      /\$50\.00 could not be collected: Your card/,
    )
    expect(alerts.find((a) => a.kind === "stuck_payment")?.detail).toBe("$42.00 by ach has waited over a day.")

    // The same for one club named; a player has none; paid charges stop being overdue.
    expect((await manager.get(`/api/alerts?facility_id=${fid}`)).body).toHaveLength(5)
    expect((await player.get("/api/alerts")).body).toEqual([])
    await sql(`update products set low_stock_at = 2 where id = ${product.body.id}`)
    expect(((await desk.get("/api/alerts")).body as Array<{ kind: string }>).some((a) => a.kind === "low_stock")).toBe(
      false,
    )
  })

  it("of another club are refused, and a bad club id is a sentence", async () => {
    const { facility } = await makeClub(server)
    const other = await makeClub(server)
    const refused = await other.manager.get(`/api/alerts?facility_id=${facility.id}`)
    expect(refused.status).toBe(403)
    expect((await other.manager.get("/api/alerts?facility_id=abc")).status).toBe(400)
    expect((await other.player.get(`/api/alerts?facility_id=${other.facility.id}`)).status).toBe(403)
  })
})
