import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { outboxFor } from "../adapters/sql/mailOutbox"
import { addDays, localDate } from "../engine/dates"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"

/** Slot watch at the demo club, walked in Chromium on a desktop and a phone: from watching to the mail's link. */

const walk = demoWalks()
const { as } = walk
// Tomorrow: inside the demo club's 48-hour booking window whatever the hour.
const day = addDays(localDate(new Date(), "America/New_York"), 1)

/** Olivia's booking of a court of its own at 8:00 on `day`: its id and the court's. */
const oliviaBooks = () =>
  walk.server
    .run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ id: number; court_id: number }>`
        with court as (
          insert into courts (facility_id, name, sport) values (1, 'Walk court', 'tennis') returning id
        ), booked as (
          insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by)
          select 1, court.id,
            tstzrange((${day}::date + time '08:00') at time zone f.time_zone, (${day}::date + time '09:00') at time zone f.time_zone),
            ${day}::date, 8 * 3600, 9 * 3600, u.id
          from court, facilities f, users u where f.id = 1 and u.email = ${`olivia.martin@${DEMO}`}
          returning id, court_id
        )
        select id, court_id from booked`,
      ),
    )
    .then((rows) => rows[0]!)

describe("slot watch", () => {
  it("a player watches a taken hour, is mailed when it comes free, and books it from the mail's link", async () => {
    const booking = await oliviaBooks()
    const emma = `emma.johnson@${DEMO}`
    const page = await as(emma)
    await page.goto(`${walk.server.url}/book?facility=1`)
    await page.getByRole("link", { name: "Watch it" }).click()
    const form = page.getByRole("region", { name: "Watch a time" })
    await form.getByLabel("Day").fill(day)
    await form.getByRole("combobox", { name: "From" }).click()
    await page.getByRole("option", { name: "8:00 AM" }).click()
    await form.getByRole("combobox", { name: "To" }).click()
    await page.getByRole("option", { name: "10:00 AM" }).click()
    await form.getByRole("combobox", { name: "Court" }).click()
    await page.getByRole("option", { name: "Walk court" }).click()
    await form.getByRole("button", { name: "Watch" }).click()
    await flashed(page, "Watching. You will hear by e-mail if it comes free.")
    await page.getByRole("table", { name: "Watches" }).getByText("watching").waitFor()
    await capture(page, "watch-new")

    // Olivia cancels; the offers' job offers the hour to Emma and mails her.
    await walk.server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`update reservations set status = 'admin_cancelled' where id = ${booking.id}`,
      ),
    )
    let link = ""
    await expect
      .poll(
        async () => {
          const mail = (await walk.server.run(outboxFor(emma))).find((m) => m.subject.startsWith("A court came free"))
          link = /https?:\/\/\S+/.exec(mail?.body ?? "")?.[0] ?? ""
          return link
        },
        { timeout: 20_000 },
      )
      .not.toBe("")
    const target = new URL(link)
    await page.goto(`${walk.server.url}${target.pathname}${target.search}${target.hash}`)
    const offer = page.getByRole("region", { name: "Offers" })
    await offer.getByText(/Held for Emma Johnson until/).waitFor()
    await capture(page, "watch-offer")

    const phone = await as(emma, 390)
    await phone.goto(`${walk.server.url}${target.pathname}${target.search}${target.hash}`)
    await phone
      .getByRole("region", { name: "Offers" })
      .getByText(/Held for Emma Johnson until/)
      .waitFor()
    await capture(phone, "watch-offer-phone")

    await offer.getByRole("button", { name: "Book it" }).click()
    await page
      .getByRole("dialog")
      .getByText(/: \$\d+\.\d\d, owed like any booking and cancelled by the club's rules\.$/)
      .waitFor()
    // The club's booking waiver, as any booking asks it.
    await page
      .getByRole("dialog")
      .getByLabel(/I accept "Court use and liability"/)
      .check()
    await page.getByRole("dialog").getByRole("button", { name: "Book it" }).click()
    await flashed(page, "Booked.")
    await page
      .getByRole("status")
      .getByText(/Booked Walk court/)
      .waitFor()
    await page.getByRole("table", { name: "Watches" }).getByText("booked", { exact: true }).waitFor()
    await capture(page, "watch-booked")
  })

  it("the demo club's Liam watches an hour of the league's first night on Court 2", async () => {
    const page = await as(`liam.garcia@${DEMO}`)
    await page.goto(`${walk.server.url}/watches?facility=1`)
    await page
      .getByRole("table", { name: "Watches" })
      .getByRole("row", { name: /6:00 PM – 9:00 PM.*Liam Garcia.*Court 2.*watching/ })
      .waitFor()
  })
})
