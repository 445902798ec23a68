import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../fixtures/testing/builders"
import { TestClient } from "../../fixtures/testing/client"
import { makeClub } from "../../fixtures/testing/club"
import { appToken } from "../../fixtures/testing/partnerApps"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"

/**
 * Every operation of the OpenAPI document, called by every role of club B, partner apps' tokens of
 * each scope for club B (and by a person who plays at both clubs) against club A's objects. A read may answer, but never with anything of A's
 * (its member's e-mail or name, its slug); a change may not succeed at all, unless it acts only on
 * the caller themself (a favourite club, joining one). What anyone may read whatever they name
 * (the public calendar, a club's public card) is listed with the reason.
 */
const OPEN_TO_ANYONE: Record<string, string> = {
  "GET /api/facilities/{id}": "a club's public card",
  "GET /api/facilities/by_slug/{slug}": "a club's public card",
  "GET /api/facilities/{id}/logo": "a club's public logo",
  "GET /api/facilities/{id}/courts_reservations_for_players": "the public calendar",
  "GET /api/facilities/{id}/calendar_events": "the public calendar's changes",
  "GET /api/facilities/{id}/courts": "a club's courts, as its public calendar shows them",
  "GET /api/facilities/{id}/facility_schedules": "a club's opening hours, as its public calendar shows them",
  "POST /api/facilities/{id}/join": "joining a club is the person's own act",
  "POST /api/users_facilities_faves/toggle_fave": "marking a club as one's favourite is the person's own act",
  "GET /api/session": "the caller's own session",
  "GET /api/users/info": "the caller's own profile and clubs",
  "GET /api/users/preferred_facilities": "the caller's own clubs",
  "GET /api/recommendations/facilities": "the club directory: each club's public card (name, address, slug, time zone)",
  "DELETE /api/sign_out": "the caller's own session (and would sign B's callers out mid-suite)",
  "POST /api/calendar_feed": "the caller's own calendar address, made anew",
  "DELETE /api/calendar_feed": "the caller's own calendar address, stopped",
  "GET /healthz": "liveness, no data",
  "GET /readyz": "readiness, no data",
}

/**
 * What B's staff may do to A's member once that person also plays at B: they are B's member too.
 * Nothing here reaches anything of A's (its bookings, money, settings).
 */
const SHARED_MEMBER: Record<string, string> = {
  "GET /api/users/{id}": "the member's profile as B's staff see it (door PINs hidden)",
  "PUT /api/users/{id}":
    "answers the profile unchanged: the suite names no field, and a shared field is refused (users.test.ts)",
  "POST /api/users/{id}/zip": "answers unchanged: staff approve a postal code, never change it (people.test.ts)",
  "POST /api/users/{id}/send_nprp_questionnaire": "B asks its own member to rate themself; nothing of A's",
}

let server: TestServer
let a: Awaited<ReturnType<typeof makeClub>> & { reservation: number; payment: number; ruId: number }
let b: Awaited<ReturnType<typeof makeClub>>
const callers: Array<[string, TestClient]> = []
beforeAll(async () => {
  server = await startTestServer()
  const club = await makeClub(server)
  const r = await club.booking()
  const paid = await club.desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })
  a = { ...club, reservation: r.id, payment: paid.body.payments[0].id, ruId: r.users[0]!.id }
  b = await makeClub(server)
  for (const role of ["owner", "admin", "manager", "front_desk", "teacher", "player"] as const)
    callers.push([`B's ${role}`, (await makeUser(server, { roles: [[b.facility.id, role]] })).client])
  // Partner apps B's owner let into club B, one of each scope.
  const operator = (await makeUser(server, { platformAdmin: true })).client
  const bOwner = callers[0]![1]
  for (const scope of ["read", "write", "admin"] as const) {
    const app = new TestClient(server.url)
    app.bearer = await appToken(server, operator, bOwner, b.facility.id, scope)
    callers.push([`an app's ${scope} token for club B`, app])
  }
  // A person who plays at both clubs, and A's member joining B: B's staff now share a member with A.
  callers.push([
    "a player of both clubs",
    (
      await makeUser(server, {
        roles: [
          [a.facility.id, "player"],
          [b.facility.id, "player"],
        ],
      })
    ).client,
  ])
  const joined = await a.player.request("POST", `/api/facilities/${b.facility.id}/join`)
  if (joined.status >= 300) throw new Error(`A's member could not join B: ${joined.status}`)
  // A's member has contact data and door PINs that no answer may show to someone without a relation.
  await server.run(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql`
        update users set phone = '+1 555 0199', pin_1 = '7', pin_2 = '3', pin_3 = '9', pin_4 = '1'
        where id = ${a.user.id}`,
    ),
  )
  // A's own admin, through an admin token they limited to club B: the token reaches nothing of A's.
  const both = await makeUser(server, {
    roles: [
      [a.facility.id, "admin"],
      [b.facility.id, "admin"],
    ],
  })
  const limited = await both.client.post("/api/api_tokens", {
    name: "B only",
    scope: "admin",
    facility_id: b.facility.id,
  })
  if (limited.status !== 201) throw new Error(`The club-limited token was not made: ${limited.status}`)
  const integration = new TestClient(server.url)
  integration.bearer = limited.body.token
  callers.push(["A's admin's admin token limited to club B", integration])
  // Someone with no club at all, and someone who asked A's member into their family (not accepted).
  callers.push(["a person with no club", (await makeUser(server)).client])
  const asker = (await makeUser(server)).client
  const asked = await asker.post("/api/users/add_to_family", { related_user_id: a.user.id, handled: true })
  if (asked.status !== 201) throw new Error(`The family request was not made: ${asked.status}`)
  callers.push(["someone whose family request A's member has not accepted", asker])
}, 60_000)
afterAll(() => server.close())

/** The id of A's object a path or body names by this parameter. */
const idFor = (path: string, name: string): number | string => {
  if (name === "slug") return "nowhere"
  if (name === "ruId") return a.ruId
  if (path.startsWith("/api/reservations/")) return a.reservation
  if (path.startsWith("/api/payments/")) return a.payment
  if (path.startsWith("/api/users/") && name === "id") return a.user.id
  return a.facility.id
}

const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => String(idFor(path, name)))

describe("club B against club A, operation by operation", () => {
  it("no caller of club B (nor anyone without a relation) gets a 2xx on anything of club A, or its member's data", async () => {
    const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const opened: Array<string> = []
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of Object.keys(operations)) {
        const key = `${method.toUpperCase()} ${path}`
        if (OPEN_TO_ANYONE[key] !== undefined) continue
        const query = `facility_id=${a.facility.id}&user_id=${a.user.id}&reservation_id=${a.reservation}`
        const url = `${fill(path)}?${query}`
        const body = {
          facility_id: a.facility.id,
          user_id: a.user.id,
          reservation_id: a.reservation,
          payment_id: a.payment,
        }
        for (const [who, client] of callers) {
          const answered = await client.request(method.toUpperCase(), url, method === "get" ? undefined : body)
          if (answered.status < 200 || answered.status >= 300) continue
          // Door PINs never; contact data only to B's staff reading their own shared member.
          const secrets = ['"pin_1":"7"', '"pin_2":"3"'].filter((mark) => answered.text.includes(mark))
          const contacts = [a.user.email, a.user.last_name, "555 0199", a.facility.slug].filter((mark) =>
            answered.text.includes(mark!),
          )
          const shared = SHARED_MEMBER[key] !== undefined && who.startsWith("B's")
          const leaked = shared ? secrets : [...secrets, ...contacts]
          if (shared && leaked.length === 0) continue
          if (method !== "get" || leaked.length > 0)
            opened.push(
              `${who}: ${key} → ${answered.status}${leaked.length > 0 ? ` showing ${leaked.join(", ")}` : ""}`,
            )
        }
      }
    }
    expect(opened).toEqual([])
  }, 300_000)
})

describe("a member both clubs share", () => {
  it("keeps their own profile, ratings and linked accounts: the other club's staff change none of it", async () => {
    const deskB = (await makeUser(server, { roles: [[b.facility.id, "front_desk"]] })).client
    const before = (await a.player.get(`/api/users/${a.user.id}`)).body
    const own = await a.player.post(`/api/users/${a.user.id}/ratings`, { provider: "utr", rating: 6 })
    expect(own.status).toBe(201)
    const tries = [
      await deskB.put(`/api/users/${a.user.id}`, { first_name: "Renamed", phone: "+1 555 0000" }),
      await deskB.post(`/api/users/${a.user.id}/link_to_dupr`, { dupr_id: "DEMO01" }),
      await deskB.post(`/api/users/${a.user.id}/verify_dupr`, { code: "123456" }),
      await deskB.put(`/api/users/${a.user.id}/rating`, { rating: 2 }),
      await deskB.put(`/api/users/${a.user.id}/ratings/${own.body.id}`, { rating: 1 }),
      await deskB.post(`/api/users/${a.user.id}/zip`, { zip_code: "99999" }),
    ]
    expect(tries.map((t) => t.status)).toEqual([403, 404, 404, 404, 403, 403])
    const after = (await a.player.get(`/api/users/${a.user.id}`)).body
    expect(after).toEqual(before)
    const ratings = (await a.player.get("/api/users/ratings")).body as Array<{ provider: string; rating: number }>
    expect(ratings.map((r) => [r.provider, r.rating])).toEqual([["utr", 6]])
  })
})

describe("a club's staff and people who never joined it", () => {
  it("write no money record, pass or receipt for a stranger, and never say their name", async () => {
    const { user: stranger } = await makeUser(server)
    const refused = [
      await b.manager.post(`/api/users/${stranger.id}/balance/${b.facility.id}/add_debit`, {
        amount: 500,
        reason: "Free money from B",
      }),
      await b.desk.post(`/api/facilities/${b.facility.id}/orders`, {
        user_id: stranger.id,
        product_orders_attributes: [{ product_id: 1, quantity: 1 }],
        payment: { method: "accounts_receivable" },
      }),
      await b.manager.post(`/api/facilities/${b.facility.id}/booking_passes`, { user_id: stranger.id }),
    ]
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(3).fill([404, "User was not found."]))
    for (const answer of refused) expect(answer.text).not.toContain(stranger.last_name)
    const written = await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ n: number }>`
          select (select count(*) from credit_lots where user_id = ${stranger.id})
            + (select count(*) from booking_passes where user_id = ${stranger.id})
            + (select count(*) from mail_outbox where to_address = ${stranger.email}) as n`,
      ),
    )
    expect(Number(written[0]!.n)).toBe(0)
    // Their own member is theirs to credit.
    expect((await b.grant(500)).status).toBeLessThan(300)
  })
})
