import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate } from "../../engine/dates"
import { createHash } from "node:crypto"
import { makeFacility, makeUser } from "../../fixtures/testing/builders"
import { TestClient } from "../../fixtures/testing/client"
import { SECRET_NOT_REPLAYED } from "./idempotency"
import { makeClub } from "../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"

/**
 * Idempotency-Key is one mechanism at the HTTP edge: every write of the API honours it, whatever
 * the handler (the shop, bookings, memberships and money calls that once each wrote their own
 * check or none). These go through HTTP because the edge is what is tested.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>, never, SqlClient.SqlClient>)

const count = async (table: string, facilityId: number) => {
  const [row] = await sql<{ n: number }>(
    (q) => q`select count(*)::int as n from ${q(table)} where facility_id = ${facilityId}`,
  )
  return row!.n
}

describe("Idempotency-Key", () => {
  it("is taken by every write the OpenAPI document lists, and marked there", async () => {
    const spec = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const writes: Array<string> = []
    for (const [path, operations] of Object.entries(spec.paths as Record<string, Record<string, any>>))
      for (const [method, operation] of Object.entries(operations)) {
        if (!["post", "put", "patch", "delete"].includes(method)) continue
        writes.push(`${method} ${path}`)
        expect(operation["x-idempotent"], `${method} ${path}`).toBe(true)
        expect(operation.parameters.map((p: { name: string }) => p.name)).toContain("Idempotency-Key")
      }
    expect(writes.length).toBeGreaterThan(100)
  })

  it("makes a shop sale and a booking once when sent twice, and answers the second as the first", async () => {
    const { facility, desk, manager, player, user } = await makeClub(server)
    const category = await manager.post(`/api/facilities/${facility.id}/product_categories`, { name: "Grips" })
    const product = await manager.post(`/api/facilities/${facility.id}/products`, {
      name: "Overgrip",
      sku: "GRIP-1",
      product_category_id: category.body.id,
      price: 500,
      sellable_on: ["desk"],
    })
    expect(product.status).toBe(201)
    const sale = {
      user_id: user.id,
      product_orders_attributes: [{ product_id: product.body.id, quantity: 1 }],
      payment: { method: "cash" },
    }
    const ordersBefore = await count("orders", facility.id)
    const paymentsBefore = await count("payments", facility.id)
    const first = await desk.post(`/api/facilities/${facility.id}/orders`, sale, { "idempotency-key": "sale-1" })
    const again = await desk.post(`/api/facilities/${facility.id}/orders`, sale, { "idempotency-key": "sale-1" })
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(await count("orders", facility.id)).toBe(ordersBefore + 1)
    expect(await count("payments", facility.id)).toBe(paymentsBefore + 1)
    // Sent twice at once: one order; the second answers as the first, or 409 while the first runs.
    const [a, b] = await Promise.all([
      desk.post(`/api/facilities/${facility.id}/orders`, sale, { "idempotency-key": "sale-at-once" }),
      desk.post(`/api/facilities/${facility.id}/orders`, sale, { "idempotency-key": "sale-at-once" }),
    ])
    expect([a.status, b.status]).toContain(201)
    expect([a.status, b.status].every((status) => status === 201 || status === 409)).toBe(true)
    expect(await count("orders", facility.id)).toBe(ordersBefore + 2)
    // A booking sent again is answered as it was (without the key the slot would be taken: 409).
    // Another caller's key of the same name is theirs: the player's booking is their own.
    const courts = await player.get(`/api/facilities/${facility.id}/courts`)
    const booking = {
      facility_id: facility.id,
      court_id: courts.body[0].id,
      date: localDate(new Date(Date.now() + 3 * 86_400_000), "America/New_York"),
      hour_start: 10 * 3600,
      hour_end: 11 * 3600,
    }
    const booked = await player.post("/api/reservations", booking, { "idempotency-key": "sale-1" })
    const rebooked = await player.post("/api/reservations", booking, { "idempotency-key": "sale-1" })
    expect(booked.status).toBe(201)
    expect([rebooked.status, rebooked.body]).toEqual([201, booked.body])
    // The same key for another request is refused, and changes nothing.
    const other = await desk.post(
      `/api/facilities/${facility.id}/orders`,
      { ...sale, product_orders_attributes: [{ product_id: product.body.id, quantity: 2 }] },
      { "idempotency-key": "sale-1" },
    )
    expect(other.status).toBe(422)
    expect(other.body.message).toBe("This Idempotency-Key was used for a different request.")
    expect(await count("orders", facility.id)).toBe(ordersBefore + 2)
    // A refused request did nothing and frees its key.
    const refused = await desk.post(
      `/api/facilities/${facility.id}/orders`,
      { ...sale, product_orders_attributes: [] },
      { "idempotency-key": "sale-2" },
    )
    expect(refused.status).toBeGreaterThanOrEqual(400)
    const fixed = await desk.post(`/api/facilities/${facility.id}/orders`, sale, { "idempotency-key": "sale-2" })
    expect(fixed.status).toBe(201)
    expect(await count("orders", facility.id)).toBe(ordersBefore + 3)
  })
  it("makes a lesson package sale, a shop return and a refund once each when sent twice", async () => {
    const { facility, desk, manager, user } = await makeClub(server)
    const twice = async (method: "POST" | "PUT", client: typeof desk, path: string, body: object, key: string) => {
      const first = await client.request(method, path, body, { "idempotency-key": key })
      const again = await client.request(method, path, body, { "idempotency-key": key })
      expect([first.status, again.status, again.body], path).toEqual([first.status, first.status, first.body])
      expect(first.status, JSON.stringify(first.body)).toBeLessThan(300)
      return first.body
    }
    const { user: pro } = await makeUser(server, { roles: [[facility.id, "teacher"]] })
    const offer = await manager.post(`/api/facilities/${facility.id}/teacher_packages`, {
      teacher_id: pro.id,
      name: "Five lessons",
      lessons: 5,
      duration: 60,
      price: 30000,
      valid_days: 90,
    })
    const moves = async () => [await count("user_packages", facility.id), await count("payments", facility.id)]
    let before = await moves()
    await twice(
      "POST",
      desk,
      "/api/user_packages/book_admin",
      { facility_id: facility.id, teacher_package_id: offer.body.id, method: "cash", user_id: user.id },
      "package",
    )
    expect(await moves()).toEqual([before[0]! + 1, before[1]! + 1])

    const category = await manager.post(`/api/facilities/${facility.id}/product_categories`, { name: "Balls" })
    const product = await manager.post(`/api/facilities/${facility.id}/products`, {
      name: "Balls",
      sku: "BALL-3",
      product_category_id: category.body.id,
      price: 900,
      sellable_on: ["desk"],
    })
    const sold = await desk.post(`/api/facilities/${facility.id}/orders`, {
      user_id: user.id,
      product_orders_attributes: [{ product_id: product.body.id, quantity: 2 }],
      payment: { method: "cash" },
    })
    before = [await count("order_returns", facility.id), await count("payments", facility.id)]
    await twice(
      "POST",
      manager,
      `/api/facilities/${facility.id}/orders/${sold.body.id}/return`,
      { lines: [{ order_line_id: sold.body.lines[0].id, quantity: 1 }] },
      "return",
    )
    expect([await count("order_returns", facility.id), await count("payments", facility.id)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ])

    const [payment] = await sql<{ id: number }>(
      (q) => q`select id from payments where facility_id = ${facility.id} and payable_type = 'user_package'`,
    )
    const paymentsBefore = await count("payments", facility.id)
    await twice("PUT", manager, `/api/payments/${payment!.id}/partial_refund`, { amount: 1000 }, "refund")
    expect(await count("payments", facility.id)).toBe(paymentsBefore + 1)
  })

  it("answers again only the caller as the request proves it now, keeps no secret it showed once, and keys its digests", async () => {
    const facility = await makeFacility(server)
    const { client: admin } = await makeUser(server, { roles: [[facility.id, "admin"]] })
    const made = await admin.post("/api/api_tokens", { name: "Kiosk" }, { "idempotency-key": "token-1" })
    expect(made.status).toBe(201)
    expect(made.body.token).toMatch(/^vt_/)
    // A retry says it was done, and shows the secret no more.
    const again = await admin.post("/api/api_tokens", { name: "Kiosk" }, { "idempotency-key": "token-1" })
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([201, "true"])
    expect(again.body.token).toBe(SECRET_NOT_REPLAYED)
    const [kept] = await sql<{ body: string; request_hash: string }>(
      (q) => q`select body, request_hash from idempotency_keys where key = 'token-1'`,
    )
    expect(kept!.body).not.toContain(made.body.token)
    // The request's digest is keyed by the server's secret: not the plain SHA-256 of what was sent.
    const plain = createHash("sha256")
      .update(JSON.stringify(["POST", "/api/api_tokens", JSON.stringify({ name: "Kiosk" })]))
      .digest("hex")
    expect(kept!.request_hash).not.toBe(plain)

    // Without its CSRF token, or signed out, the old cookie gets no stored answer: the API refuses it.
    const noCsrf = new TestClient(server.url)
    noCsrf.cookie = admin.cookie
    const forged = await noCsrf.post("/api/api_tokens", { name: "Kiosk" }, { "idempotency-key": "token-1" })
    expect(forged.status).toBe(403)
    expect(forged.headers.get("idempotent-replayed")).toBeNull()
    const stale = { cookie: admin.cookie, csrf: admin.csrf }
    expect((await admin.del("/api/sign_out")).status).toBe(204)
    const after = new TestClient(server.url)
    Object.assign(after, stale)
    const replayed = await after.post("/api/api_tokens", { name: "Kiosk" }, { "idempotency-key": "token-1" })
    expect(replayed.status).toBe(401)
    expect(JSON.stringify(replayed.body)).not.toContain("vt_")

    // A password change is done again, never digested or kept.
    const { client: player } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const change = { current_password: "correct horse battery", password: "a new long passphrase" }
    expect((await player.request("PUT", "/api/password", change, { "idempotency-key": "pw-1" })).status).toBe(204)
    const rows = await sql<{ n: number }>((q) => q`select count(*)::int as n from idempotency_keys where key = 'pw-1'`)
    expect(rows[0]!.n).toBe(0)
  })

  it("serves the retry of a request whose server died before answering, once the key's lease has ended", async () => {
    const { facility, manager } = await makeClub(server)
    const category = { name: "Strings" }
    const path = `/api/facilities/${facility.id}/product_categories`
    expect((await manager.post(path, category, { "idempotency-key": "crash-1" })).status).toBe(201)
    // As if its server died mid-request: claimed, never answered (nothing written), the lease run out.
    const unanswered = (lease: string) =>
      sql(
        (q) => q`update idempotency_keys set status = null, body = null, lease_until = now() + ${lease}::interval
          where key = 'crash-1' returning id`,
      )
    await sql((q) => q`delete from product_categories where facility_id = ${facility.id} returning id`)
    await unanswered("-1 second")
    // Another request under the key is still refused; the same one is served.
    expect((await manager.post(path, { name: "Grips" }, { "idempotency-key": "crash-1" })).status).toBe(422)
    const retried = await manager.post(path, category, { "idempotency-key": "crash-1" })
    expect([retried.status, retried.headers.get("idempotent-replayed")]).toEqual([201, null])
    // While its lease runs, the same request waits its turn: 409.
    await unanswered("1 minute")
    expect((await manager.post(path, category, { "idempotency-key": "crash-1" })).status).toBe(409)
  })
})
