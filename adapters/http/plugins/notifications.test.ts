import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import ICAL from "ical.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PASSWORD } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { outboxFor } from "../../sql/mailOutbox"

/** Booking mail through HTTP with the job running, people's settings, and the calendar feed. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ NOTIFICATION_SECONDS: "1", PUBLIC_URL: "https://club.example.com" })
})
afterAll(() => server.close())

const mailOf = async (email: string, subject: RegExp) => {
  await expect
    .poll(async () => (await server.run(outboxFor(email))).filter((m) => subject.test(m.subject)).length, {
      timeout: 15_000,
    })
    .toBe(1)
  return (await server.run(outboxFor(email))).find((m) => subject.test(m.subject))!
}

const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v))

describe("booking mail", () => {
  it("confirms a booking and its cancellation with calendar files; a kind turned off is not sent", async () => {
    const { player, user, booking, desk } = await makeClub(server)
    const made = await booking()
    expect((await desk.put(`/api/reservations/${made.id}/pay_pending`, { method: "cash" })).status).toBe(200)
    const booked = await mailOf(user.email!, /^Booked: /)
    expect(booked.body).toContain("https://club.example.com/account#notifications")
    const [event] = eventsOf(booked.attachments![0]!.content)
    expect(event!.uid).toBe(`reservation-${made.id}@club.example.com`)
    expect(event!.summary).toMatch(/^Court booking at /)

    expect((await player.del(`/api/reservations/${made.id}`)).status).toBe(200)
    const cancelled = await mailOf(user.email!, /^Cancelled: /)
    // The mail says what became of the money, as the cancellation decided it.
    expect(cancelled.body).toMatch(/\nNo cancellation fee applies\. \$\d+\.\d{2} .+\.\n/)
    const calendar = new ICAL.Component(ICAL.parse(cancelled.attachments![0]!.content))
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL")
    expect(eventsOf(cancelled.attachments![0]!.content)[0]!.uid).toBe(event!.uid)

    const saved = await player.put("/api/notification_settings", {
      muted: ["booking_confirmation"],
      reminder_hours: 2,
    })
    expect(saved.body).toMatchObject({ muted: ["booking_confirmation"], reminder_hours: 2 })
    expect(saved.body.kinds).toContain("receipt")
    const quiet = await booking()
    await expect
      .poll(
        async () =>
          (
            await server.run(
              Effect.flatMap(
                SqlClient.SqlClient,
                (sql) => sql<{ outcome: string | null }>`
                  select outcome from notifications where reservation_id = ${quiet.id} and user_id = ${user.id}`,
              ),
            )
          )[0]?.outcome,
        { timeout: 15_000 },
      )
      .toBe("muted")
    expect((await server.run(outboxFor(user.email!))).filter((m) => /^Booked: /.test(m.subject))).toHaveLength(1)
  })

  it("refuses bad settings with a sentence and changes nothing", async () => {
    const { player } = await makeClub(server)
    for (const body of [{ muted: ["spam"], reminder_hours: 2 }, { muted: [], reminder_hours: 500 }, { muted: [] }]) {
      const refused = await player.put("/api/notification_settings", body)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toMatch(/\w+ \w+/)
    }
    expect((await player.get("/api/notification_settings")).body).toMatchObject({ muted: [], reminder_hours: 24 })
    expect((await new TestClient(server.url).get("/api/notification_settings")).status).toBe(401)
  })
})

describe("the calendar feed", () => {
  it("gives a private address a calendar app reads without signing in; renewing or stopping it ends the old one", async () => {
    const { player, booking } = await makeClub(server)
    const made = await booking()
    expect((await player.get("/api/calendar_feed")).body).toBeNull()
    const feed = await player.post("/api/calendar_feed")
    expect(feed.body.url).toMatch(/^https:\/\/club\.example\.com\/api\/calendar_feeds\/[0-9a-f]{48}$/)
    expect(feed.body.webcal).toBe(feed.body.url.replace("https:", "webcal:"))
    expect((await player.get("/api/calendar_feed")).body).toEqual(feed.body)
    const path = new URL(feed.body.url).pathname
    const app = new TestClient(server.url)
    const read = await app.get(path)
    expect(read.status).toBe(200)
    expect(read.headers.get("content-type")).toMatch(/^text\/calendar/)
    expect(eventsOf(read.text).map((e) => e.uid)).toEqual([`reservation-${made.id}@club.example.com`])

    const renewed = await player.post("/api/calendar_feed")
    expect(renewed.body.url).not.toBe(feed.body.url)
    expect((await app.get(path)).status).toBe(404)
    expect((await app.get(new URL(renewed.body.url).pathname)).status).toBe(200)
    expect((await player.del("/api/calendar_feed")).status).toBe(204)
    expect((await player.get("/api/calendar_feed")).body).toBeNull()
    expect((await app.get(new URL(renewed.body.url).pathname)).status).toBe(404)
    expect((await app.get("/api/calendar_feeds/not-a-token")).status).toBe(400)

    // A new password ends the address, as it ends sessions and tokens.
    const again = await player.post("/api/calendar_feed")
    expect(
      (await player.put("/api/password", { current_password: PASSWORD, password: "a brand new passphrase" })).status,
    ).toBe(204)
    expect((await app.get(new URL(again.body.url).pathname)).status).toBe(404)
  })
})
