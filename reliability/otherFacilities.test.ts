import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../fixtures/testing/builders"
import type { TestClient } from "../fixtures/testing/client"
import { startTestServer, type TestServer } from "../fixtures/testing/testServer"
import { rowCounts } from "./rowCounts"

/**
 * Every endpoint of the OpenAPI document, called by the owner of one club with the ids of another
 * club's things (and with ids nobody has): no 5xx, nothing of the other club in any answer, and no
 * row changed anywhere. The other club is made first, so that id 1 names its facility, court,
 * reservation, payment, account, coupon, credential, product, order, comment, tag, group, post and
 * announcement, attachment and first person alike.
 */

const MARKERS = {
  email: "zed.private@other-club.example.com",
  phone: "+1 555 0199 731",
  guest: "Quentin Hiddenguest",
  coupon: "OTHERSECRET50",
  credential: "other-club-panel-login",
  account: "Zed Private Family Account",
  description: "other club private payment note",
  order: "other club private order note",
  comment: "other club private staff note",
  tag: "OtherClubSecretTag",
  group: "Other club private group",
  post: "Other club draft post",
  announcement: "Other club draft announcement",
  attachment: "other club private attachment text",
  banner: "Other club paused banner",
  leaderboard: "Other club hidden ladder",
  audit: "Other club audited change",
  camera: "Other club hidden camera",
}

/** The caller's own: joining a club, a favourite, their mail settings and calendar feed. */
const SELF_SERVICE = [
  "POST /api/facilities/{id}/join",
  "POST /api/users_facilities_faves/toggle_fave",
  "PUT /api/notification_settings",
  "POST /api/calendar_feed",
  "DELETE /api/calendar_feed",
]

let server: TestServer
let owner: TestClient
beforeAll(async () => {
  server = await startTestServer()
  const other = await makeFacility(server, { name: "Other Club" })
  await server.run(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const [zed] = yield* sql<{ id: number }>`
        insert into users (email, first_name, last_name, phone, public_profile)
        values (${MARKERS.email}, 'Zed', 'Private', ${MARKERS.phone}, false) returning id`
      yield* sql`insert into facility_users (facility_id, user_id, role) values (${other.id}, ${zed!.id}, 'player')`
      const [court] = yield* sql<{ id: number }>`
        insert into courts (facility_id, name, sport) values (${other.id}, 'Court', 'tennis') returning id`
      const [r] = yield* sql<{ id: number }>`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by)
        values (${other.id}, ${court!.id}, tstzrange(now() + interval '1 day', now() + interval '25 hours'),
          current_date + 1, 36000, 39600, ${zed!.id})
        returning id`
      yield* sql`insert into reservation_users (facility_id, reservation_id, user_id, name)
        values (${other.id}, ${r!.id}, ${zed!.id}, 'Zed Private'), (${other.id}, ${r!.id}, null, ${MARKERS.guest})`
      yield* sql`
        insert into payments (facility_id, payable_type, payable_id, reservation_id, payer_id, method, amount, status,
          business_date, description)
        values (${other.id}, 'reservation', ${r!.id}, ${r!.id}, ${zed!.id}, 'cash', 1000, 'paid', current_date,
          ${MARKERS.description})`
      yield* sql`insert into accounts (facility_id, name, invoice_receiver_id) values (${other.id}, ${MARKERS.account}, ${zed!.id})`
      yield* sql`insert into coupons (facility_id, code, kind, percent) values (${other.id}, ${MARKERS.coupon}, 'percent', 50)`
      yield* sql`insert into facility_credentials (facility_id, category, username) values (${other.id}, 'door_panel', ${MARKERS.credential})`
      const [cams] = yield* sql<{ id: number }>`
        insert into facility_credentials (facility_id, category) values (${other.id}, 'camera') returning id`
      yield* sql`
        insert into external_camera_devices (facility_id, credential_id, name, external_identifier)
        values (${other.id}, ${cams!.id}, ${MARKERS.camera}, 'cam-x')`
      const [product] = yield* sql<{ id: number }>`
        insert into products (facility_id, name, price, stock_enabled) values (${other.id}, 'Racquet', 9000, true) returning id`
      const [order] = yield* sql<{ id: number }>`
        insert into orders (facility_id, user_id, channel, notes, subtotal, discount, tax, total, business_date)
        values (${other.id}, ${zed!.id}, 'desk', ${MARKERS.order}, 9000, 0, 0, 9000, current_date) returning id`
      const [line] = yield* sql<{ id: number }>`
        insert into order_lines (facility_id, order_id, product_id, name, quantity, unit_price, discount, tax_rate, tax, total)
        values (${other.id}, ${order!.id}, ${product!.id}, 'Racquet', 1, 9000, 0, 0, 0, 9000) returning id`
      yield* sql`
        insert into stock_entries (facility_id, product_id, action, amount, order_id, order_line_id)
        values (${other.id}, ${product!.id}, 'sale', -1, ${order!.id}, ${line!.id})`
      yield* sql`
        insert into comments (facility_id, model, user_id, comment) values (${other.id}, 'User', ${zed!.id}, ${MARKERS.comment})`
      const [tag] = yield* sql<{ id: number }>`
        insert into tags (facility_id, name) values (${other.id}, ${MARKERS.tag}) returning id`
      yield* sql`insert into taggings (facility_id, tag_id, model, user_id) values (${other.id}, ${tag!.id}, 'User', ${zed!.id})`
      const [group] = yield* sql<{ id: number }>`
        insert into groups (facility_id, title, groupable_type) values (${other.id}, ${MARKERS.group}, 'Facility') returning id`
      yield* sql`insert into group_members (facility_id, group_id, user_id) values (${other.id}, ${group!.id}, ${zed!.id})`
      yield* sql`
        insert into facility_posts (facility_id, post_type, title, slug, status, content)
        values (${other.id}, 'news', ${MARKERS.post}, 'other-draft', 'draft', ${MARKERS.post})`
      const [announcement] = yield* sql<{ id: number }>`
        insert into announcements (facility_id, title, content, audience, status)
        values (${other.id}, ${MARKERS.announcement}, ${MARKERS.announcement}, 'everyone', 'draft') returning id`
      yield* sql`insert into banner_ads (facility_id, title, placement, active) values (${other.id}, ${MARKERS.banner}, 'home', false)`
      yield* sql`
        insert into leaderboards (facility_id, name, starts_on, active)
        values (${other.id}, ${MARKERS.leaderboard}, current_date, false)`
      yield* sql`
        insert into audit_log (facility_id, actor_id, subject, subject_id, action, after)
        values (${other.id}, ${zed!.id}, 'courts', ${court!.id}, 'changed', ${JSON.stringify({ name: MARKERS.audit })}::jsonb)`
      const text = new TextEncoder().encode(MARKERS.attachment)
      yield* sql`
        insert into announcement_attachments (announcement_id, filename, content_type, size, bytes)
        values (${announcement!.id}, 'notes.txt', 'text/plain', ${text.length}, ${text})`
    }),
  )
  const mine = await makeFacility(server, { name: "My Club" })
  owner = (await makeUser(server, { roles: [[mine.id, "owner"]] })).client
})
afterAll(() => server.close())

const snapshot = () => rowCounts(server)

type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean }>
  "x-policy"?: { _tag: string }
}

describe("another club's ids", () => {
  it("disclose nothing of that club and change nothing, nor do ids nobody has", async () => {
    const before = await snapshot()
    const document = (await owner.get("/api/openapi.json")).body as {
      paths: Record<string, Record<string, Operation>>
    }
    const leaks: Array<string> = []
    const failures: Array<string> = []
    let calls = 0
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // The public calendar and widget pages show every club's courts by design.
        if (operation["x-policy"]?._tag === "public") continue
        // Anyone signed in may join another club as a player or mark it a favourite: their own rows, not that club's.
        if (SELF_SERVICE.includes(`${method.toUpperCase()} ${template}`)) continue
        for (const id of ["1", "987654321"]) {
          const query = (operation.parameters ?? [])
            .filter((p) => p.in === "query" && /(^|_)id$/.test(p.name))
            .map((p) => `${p.name}=${id}`)
          const url = `${template.replace(/\{[^}]+\}/g, id)}${query.length > 0 ? `?${query.join("&")}` : ""}`
          const body =
            method === "get" || method === "delete" ? undefined : { facility_id: Number(id), user_id: Number(id) }
          const response = await owner.request(method.toUpperCase(), url, body)
          calls++
          if (response.status >= 500) failures.push(`${method.toUpperCase()} ${url} -> ${response.status}`)
          for (const marker of Object.values(MARKERS))
            if (response.text.includes(marker))
              leaks.push(`${method.toUpperCase()} ${url} -> ${response.status} shows ${marker}`)
        }
      }
    }
    expect(failures).toEqual([])
    expect(leaks).toEqual([])
    expect(calls).toBeGreaterThan(200)
    expect(await snapshot()).toEqual(before)
    // Public calls show only what that club published: its drafts and their files stay its own.
    for (const url of [
      "/api/facilities/1/announcements",
      "/api/facilities/1/announcements/1",
      "/api/attachments/1",
      "/api/facilities/1/facility_posts",
      "/api/facilities/1/facility_posts/1",
      "/api/facilities/1/banner_ads",
      "/api/facilities/1/banner_ads/1",
      "/api/facilities/1/leaderboards",
      "/api/facilities/1/leaderboards/1",
    ]) {
      const response = await owner.get(url)
      for (const marker of Object.values(MARKERS)) expect(response.text).not.toContain(marker)
    }
    // The markers are there to be found: that club's own staff see them through the same calls.
    const { client: theirs } = await makeUser(server, { roles: [[1, "owner"]] })
    expect((await theirs.get("/api/facilities/1/coupons")).text).toContain(MARKERS.coupon)
    expect((await theirs.get("/api/accounts/1")).text).toContain(MARKERS.account)
    expect((await theirs.get("/api/facilities/1/announcements/1")).text).toContain(MARKERS.announcement)
    expect((await theirs.get("/api/attachments/1")).text).toContain(MARKERS.attachment)
    expect((await theirs.get("/api/facilities/1/banner_ads/1")).text).toContain(MARKERS.banner)
    expect((await theirs.get("/api/facilities/1/leaderboards/1")).text).toContain(MARKERS.leaderboard)
    expect((await theirs.get("/api/facilities/1/logs")).text).toContain(MARKERS.audit)
    expect((await theirs.get("/camera_integrations/api/2/external_devices")).text).toContain(MARKERS.camera)
  })
})
