import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"
import { listenWebhookReceiver } from "../fixtures/testing/webhookReceiver"

/**
 * Running the building, walked in Chromium against the demo club: what staff change is in the
 * audit log for managers to read.
 */

const walk = demoWalks()
const { as } = walk

/**
 * A one-hour booking of Olivia's on a new court of the demo club: the club-local hour
 * `hoursFromNow` from now; the court's id.
 */
const oliviaBooks = (hoursFromNow: number) =>
  walk.server
    .run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ court_id: number }>`
        with hour as (
          select f.id as facility_id, f.time_zone,
            date_trunc('hour', (now() + make_interval(hours => ${hoursFromNow})) at time zone f.time_zone) as local_start
          from facilities f where f.id = 1
        ), court as (
          -- A court of its own, so the demo's bookings of that hour never stand in the way.
          insert into courts (facility_id, name, sport)
          values (1, ${`Walk court ${hoursFromNow < 0 ? "past" : "now"}`}, 'tennis')
          returning id
        ), booked as (
          insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by)
          select h.facility_id, court.id,
            tstzrange(h.local_start at time zone h.time_zone, (h.local_start + interval '1 hour') at time zone h.time_zone),
            h.local_start::date, extract(hour from h.local_start)::int * 3600,
            (extract(hour from h.local_start)::int + 1) * 3600, u.id
          from hour h, court, users u where u.email = ${`olivia.martin@${DEMO}`}
          returning id, facility_id, court_id, created_by
        ), player as (
          insert into reservation_users (facility_id, reservation_id, user_id, name)
          select facility_id, id, created_by, 'Olivia Martin' from booked
        )
        select court_id from booked`,
      ),
    )
    .then((rows) => rows[0]!.court_id)

describe("running the building", () => {
  it("a manager makes a coupon and finds it in the audit log, filtered by what and who", async () => {
    const page = await as(`manager@${DEMO}`)
    await page.goto(`${walk.server.url}/manage/coupons`)
    await page.getByLabel("Code").fill("AUDIT10")
    await page.getByRole("textbox", { name: "Percent" }).fill("10")
    await page.getByRole("button", { name: "Create coupon" }).click()
    await page.getByRole("table", { name: "Coupons" }).getByText("AUDIT10").waitFor()

    await page.goto(`${walk.server.url}/manage/log`)
    const log = page.getByRole("region", { name: "Audit log" })
    const changes = log.getByRole("table", { name: "Changes" })
    await changes.getByText("AUDIT10").waitFor()
    await log.getByRole("combobox", { name: "What" }).click()
    await page.getByRole("option", { name: "Coupon", exact: true }).click()
    await log.getByRole("combobox", { name: "Who" }).click()
    await page.getByRole("option").first().click()
    await expect.poll(() => changes.getByRole("row").count(), { timeout: 10_000 }).toBe(2)
    expect(await changes.getByRole("row").nth(1).textContent()).toMatch(/Coupon #\d+ created.*code: AUDIT10/)
    await capture(page, "audit-log")
  })

  it("the front desk sees what needs attention: the demo's declined renewal first", async () => {
    const page = await as(`frontdesk@${DEMO}`)
    await page.goto(`${walk.server.url}/desk`)
    const attention = page.getByRole("region", { name: "Needs attention" })
    await attention.getByText(/^Renewal declined: /).waitFor()
    expect(await attention.getByRole("listitem").first().textContent()).toMatch(/^urgent/)
    await capture(page, "desk-alerts")
  })

  it("a player chooses their mail and subscribes their phone to their bookings, renewing the address after a warning", async () => {
    const page = await as(`olivia.martin@${DEMO}`, 390)
    await page.goto(`${walk.server.url}/account`)
    const panel = page.getByRole("region", { name: "Notifications" })
    await panel.getByRole("checkbox", { name: "Shop receipts" }).uncheck()
    await panel.getByRole("textbox", { name: /hours before a booking/ }).fill("2")
    await panel.getByRole("button", { name: "Save notification settings" }).click()
    await flashed(page, "Notification settings saved.")
    await page.reload()
    const saved = page.getByRole("region", { name: "Notifications" })
    await expect.poll(() => saved.getByRole("checkbox", { name: "Shop receipts" }).isChecked()).toBe(false)
    expect(await saved.getByRole("checkbox", { name: "Booking confirmations" }).isChecked()).toBe(true)

    const feed = saved.getByRole("region", { name: "Calendar feed" })
    await feed.getByRole("button", { name: "Show my calendar address" }).click()
    const address = (await feed.getByLabel("Calendar address").textContent())!.trim()
    const read = await page.request.get(address.replace(/^https?:\/\/[^/]+/, walk.server.url))
    expect(read.headers()["content-type"]).toMatch(/^text\/calendar/)
    expect(await read.text()).toContain("BEGIN:VEVENT")
    await capture(page, "account-notifications")
    await feed.getByRole("button", { name: "New address" }).click()
    await page.getByRole("dialog").getByText("stops working at once").waitFor()
    await page.getByRole("dialog").getByRole("button", { name: "Make a new address" }).click()
    await flashed(page, "New calendar address made.")
    await expect.poll(async () => (await feed.getByLabel("Calendar address").textContent())!.trim()).not.toBe(address)
  })

  it("a manager adds a camera of the club's camera system on a court, moves it, and removes it after asking", async () => {
    await walk.server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql`insert into facility_credentials (facility_id, category, username) values (1, 'camera', 'Court cams')`,
      ),
    )
    const page = await as(`manager@${DEMO}`)
    await page.goto(`${walk.server.url}/manage/cameras`)
    const system = page.getByRole("region", { name: "Cameras of Court cams" })
    const form = system.getByRole("form", { name: "New camera of Court cams" })
    await form.getByLabel("Name").fill("Baseline cam")
    await form.getByLabel("Identifier in the camera system").fill("cam-0042")
    await form.getByRole("combobox", { name: "Court" }).click()
    await page.getByRole("option", { name: "Center Court" }).click()
    await form.getByRole("button", { name: "Add camera" }).click()
    await flashed(page, "Camera saved.")
    const table = system.getByRole("table", { name: "Cameras of Court cams" })
    await table.getByRole("row", { name: /Baseline cam.*cam-0042.*Center Court/ }).waitFor()
    await capture(page, "manage-cameras")
    await table.getByRole("button", { name: "Edit Baseline cam" }).click()
    await form.getByRole("combobox", { name: "Court" }).click()
    await page.getByRole("option", { name: "Court 2" }).click()
    await form.getByRole("button", { name: "Save camera" }).click()
    await table.getByRole("row", { name: /Baseline cam.*Court 2/ }).waitFor()
    await table.getByRole("button", { name: "Delete Baseline cam" }).click()
    await page.getByRole("dialog").getByText("the camera system itself is not changed").waitFor()
    await page.getByRole("dialog").getByRole("button", { name: "Remove camera" }).click()
    await flashed(page, "Camera removed.")
    await system.getByText("No cameras yet.").waitFor()
  })

  it("a player on court now opens the club's door from their booking, at phone width; the desk reads it in the door log", async () => {
    await oliviaBooks(0)
    const page = await as(`olivia.martin@${DEMO}`, 390)
    await page.goto(`${walk.server.url}/reservations`)
    await page
      .getByRole("article", { name: /^Walk court now,/ })
      .getByRole("button", { name: "Open the door" })
      .click()
    await flashed(page, "The door is open.")
    await capture(page, "open-door")

    const desk = await as(`frontdesk@${DEMO}`)
    await desk.goto(`${walk.server.url}/desk`)
    const door = desk.getByRole("region", { name: "Door" })
    await door
      .getByRole("table", { name: "Door log" })
      .getByRole("row", { name: /Olivia Martin.*opened.*Booking \d+/ })
      .waitFor()
    await door.getByRole("button", { name: "Open the door" }).click()
    await flashed(desk, "The door is open.")
    await door.getByRole("row", { name: /opened.*Opened by staff/ }).waitFor()
    await capture(desk, "desk-door")
  })

  it("a manager adds a webhook, copies its secret, sees a signed delivery taken, sends it again and deletes the webhook", async () => {
    const receiver = await listenWebhookReceiver()
    try {
      const page = await as(`manager@${DEMO}`)
      await page.goto(`${walk.server.url}/manage/webhooks`)
      const section = page.getByRole("region", { name: "Webhooks" })
      const form = section.getByRole("form", { name: "New webhook" })
      await form.getByLabel("Address").fill(receiver.url)
      await form.getByRole("checkbox", { name: "Membership changed" }).check()
      await form.getByRole("button", { name: "Add webhook" }).click()
      await flashed(page, "Webhook added.")
      receiver.setSecret((await section.getByLabel("Signing secret", { exact: true }).textContent())!.trim())
      await capture(page, "manage-webhooks")

      // A membership changed by the club (its mail preference), as the manager's app would change it.
      const [membership] = await walk.server.run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ id: number; notify_via_email: boolean }>`
            select id, notify_via_email from memberships where facility_id = 1 order by id limit 1`,
        ),
      )
      const changed = await page.request.put(`${walk.server.url}/api/memberships/${membership!.id}`, {
        data: { notify_via_email: !membership!.notify_via_email },
        headers: {
          "X-CSRF-Token": (await page.locator('meta[name="csrf-token"]').getAttribute("content"))!,
          "Idempotency-Key": "walk-membership-change",
        },
      })
      expect(changed.status()).toBe(200)
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
      expect(receiver.received[0]).toMatchObject({ verified: true, type: "membership.changed" })
      await section
        .getByRole("table", { name: "Webhook addresses" })
        .getByRole("button", { name: "Deliveries" })
        .click()
      const deliveries = section.getByRole("table", { name: "Deliveries" })
      await deliveries.getByRole("row", { name: /Membership changed.*delivered.*HTTP 200/ }).waitFor()
      await deliveries.getByRole("button", { name: /^Send delivery \d+ again$/ }).click()
      await flashed(page, "Delivery queued to be sent again.")
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2)
      expect(receiver.received[1]!.event.id).toBe(receiver.received[0]!.event.id)

      await section.getByRole("button", { name: "Delete" }).click()
      await page.getByRole("dialog").getByText("is told of nothing more").waitFor()
      await page.getByRole("dialog").getByRole("button", { name: "Delete webhook" }).click()
      await flashed(page, "Webhook deleted.")
      await section.getByText("No webhooks yet.").waitFor()
    } finally {
      await receiver.close()
    }
  })

  it("a player watches the recording of a booking they played, from the camera on its court, at phone width", async () => {
    const court = await oliviaBooks(-3)
    await walk.server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`
          with system as (
            insert into facility_credentials (facility_id, category, username) values (1, 'camera', 'Replay cams')
            returning id
          )
          insert into external_camera_devices (facility_id, credential_id, name, external_identifier, court_id)
          select 1, id, 'Baseline cam', 'replay-1', ${court} from system`,
      ),
    )
    const page = await as(`olivia.martin@${DEMO}`, 390)
    await page.goto(`${walk.server.url}/reservations`)
    await page.getByText("Past and cancelled").click()
    await page
      .getByRole("article", { name: /^Walk court past,/ })
      .getByRole("button", { name: "Recording" })
      .click()
    const link = page.getByRole("link", { name: "Watch from the Baseline cam" })
    await link.waitFor()
    expect(await link.getAttribute("href")).toMatch(/\/watch\/replay-1\/\d+$/)
    await capture(page, "booking-recording")
  })
})
