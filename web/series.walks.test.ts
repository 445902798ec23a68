import { describe, expect, it } from "vitest"
import { weekdayOf } from "../engine/bookings/rules"
import { addDays, formatLongDate, localDate, localInstant } from "../engine/dates"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed, tomorrowOn } from "../fixtures/testing/walk"

/** Recurring series at the demo club's desk, walked in Chromium on a desktop and a phone. */

const walk = demoWalks()
const { as } = walk

describe("series", () => {
  it("the desk books a ladder, sees a league's dates it would clash with, books the free one and cancels a date", async () => {
    const page = await as(`frontdesk@${DEMO}`)
    await page.goto(`${walk.server.url}/desk`)
    await page.getByRole("link", { name: "Series" }).click()
    // The demo club's own league.
    await page
      .getByRole("table", { name: "Series" })
      .getByRole("row", { name: /Thursday night league.*Court 2.*Thursdays 7:00 PM/ })
      .waitFor()
    const form = page.getByRole("region", { name: "New series" })
    const first = addDays(localDate(new Date(), "America/New_York"), 45)
    const fill = async (name: string, times: number) => {
      await form.getByLabel("Series name").fill(name)
      await form.getByRole("combobox", { name: "Court" }).click()
      await page.getByRole("option", { name: "Court 4" }).click()
      await form.getByLabel("First date").fill(first)
      await form.getByRole("combobox", { name: "From" }).click()
      await page.getByRole("option", { name: "8:00 AM" }).click()
      await form.getByRole("combobox", { name: "To" }).click()
      await page.getByRole("option", { name: "9:00 AM" }).click()
      await form.getByLabel("Times", { exact: true }).fill(String(times))
      await form.getByRole("button", { name: "Check the dates" }).click()
    }
    const book = async (dates: number) => {
      const label = `Book ${dates} date${dates === 1 ? "" : "s"}`
      await form.getByRole("button", { name: label }).click()
      await page.getByRole("dialog").getByRole("button", { name: label }).click()
      await flashed(page, "Series booked.")
    }

    await fill("Early ladder", 2)
    const dates = form.getByRole("table", { name: "Dates of the series" })
    await expect.poll(() => dates.getByText("free", { exact: true }).count()).toBe(2)
    await book(2)

    await fill("Morning league", 3)
    await expect.poll(() => dates.getByText("not free").count()).toBe(2)
    await dates.getByText("free", { exact: true }).waitFor()
    await capture(page, "series-conflicts")
    await form.getByRole("button", { name: "Book 1 date" }).click()
    // The dialog says what is left out before anything is booked.
    await page
      .getByRole("dialog")
      .getByText(/Left out: .*\(they cannot be booked\)/)
      .waitFor()
    await page.getByRole("dialog").getByRole("button", { name: "Book 1 date" }).click()
    await flashed(page, "Series booked.")

    const list = page.getByRole("table", { name: "Series" })
    await list
      .getByRole("row", { name: /Early ladder/ })
      .getByRole("button", { name: "Dates" })
      .click()
    const ladder = page.getByRole("table", { name: "Dates of Early ladder" })
    await ladder.getByRole("button", { name: "Cancel this date" }).first().click()
    await page.getByRole("dialog").getByRole("button", { name: "Cancel the date" }).click()
    await flashed(page, "Cancelled.")
    await expect.poll(() => ladder.getByText("cancelled", { exact: true }).count()).toBe(1)
    await capture(page, "series-dates")

    const phone = await as(`frontdesk@${DEMO}`, 390)
    await phone.goto(`${walk.server.url}/series`)
    await phone.getByRole("table", { name: "Series" }).getByText("Morning league").waitFor()
    await capture(phone, "series-phone")
  })

  it("the desk moves a series to a later hour from a date on, checked first, and takes its season up front", async () => {
    const page = await as(`frontdesk@${DEMO}`)
    await page.goto(`${walk.server.url}/series?facility=1`)
    const form = page.getByRole("region", { name: "New series" })
    const choose = async (box: string, option: string, within = form) => {
      await within.getByRole("combobox", { name: box }).click()
      await page.getByRole("option", { name: option, exact: true }).click()
    }
    await form.getByLabel("Series name").fill("Juniors squad")
    await choose("Court", "Court 3")
    const firstNight = addDays(localDate(new Date(), "America/New_York"), 60)
    await form.getByLabel("First date").fill(firstNight)
    await choose("From", "9:00 AM")
    await choose("To", "10:00 AM")
    await form.getByLabel("Times", { exact: true }).fill("2")
    await form.getByRole("button", { name: "Check the dates" }).click()
    await form.getByRole("button", { name: "Book 2 dates" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Book 2 dates" }).click()
    await flashed(page, "Series booked.")

    const dates = page.getByRole("table", { name: "Dates of Juniors squad" })
    await expect.poll(() => dates.getByText(/owed$/).count(), { timeout: 10_000 }).toBe(2)
    await dates.getByRole("button", { name: "Move from here on" }).first().click()
    const move = page.getByRole("region", { name: "Move the series" })
    await choose("From", "12:00 PM", move)
    await choose("To", "1:00 PM", move)
    await move.getByRole("button", { name: "Check the new hour" }).click()
    await move.getByRole("table", { name: "Dates at the new hour" }).waitFor()
    await capture(page, "series-move")
    await move.getByRole("button", { name: "Move 2 dates" }).click()
    await page
      .getByRole("dialog")
      .getByText(/move to 12:00 PM/)
      .waitFor()
    await page.getByRole("dialog").getByRole("button", { name: "Move 2 dates" }).click()
    await flashed(page, "Series moved.")
    await page
      .getByRole("table", { name: "Series" })
      .getByRole("row", { name: /Juniors squad.*12:00 PM/ })
      .waitFor()

    await page.getByRole("button", { name: /^Pay 2 dates up front: \$/ }).click()
    const pay = page.getByRole("dialog", { name: "Pay Juniors squad up front?" })
    await pay.getByText(/one payment today, each date's share refunded/).waitFor()
    await capture(page, "series-pay")
    await pay.getByRole("button", { name: /^Take \$/ }).click()
    await flashed(page, "Series paid.")
    await expect.poll(() => dates.getByText("paid", { exact: true }).count(), { timeout: 10_000 }).toBe(2)

    // The close of the first date shows it played, its money counted today.
    await page.getByRole("link", { name: "Daily close" }).click()
    await page.getByLabel("Day").fill(firstNight)
    await page
      .getByRole("table", { name: "Played this day, paid before" })
      .getByRole("row", { name: /Court 3, 12:00 PM \(series\)/ })
      .waitFor()
    await capture(page, "close-paid-earlier")
  })

  it("the league's captain cancels one night from their reservations; the other nights stay, and the watcher is offered it", async () => {
    const zone = "America/New_York"
    let first = addDays(localDate(new Date(), zone), 8)
    while (weekdayOf(first) !== 3) first = addDays(first, 1)
    const night = `Court 2, ${formatLongDate(localInstant(first, 12 * 3600, zone), zone)}`
    const page = await as(`lucas.miller@${DEMO}`)
    await page.goto(`${walk.server.url}/reservations`)
    const card = page.getByRole("article", { name: night })
    await card.getByRole("button", { name: "Cancel" }).click()
    const dialog = page.getByRole("dialog", { name: "Cancel this reservation?" })
    await dialog.getByRole("button", { name: "Cancel reservation" }).click()
    await flashed(page, "Reservation cancelled.")
    // That night leaves the upcoming list; the league's next night stays booked.
    await expect.poll(() => card.count()).toBe(0)
    const next = `Court 2, ${formatLongDate(localInstant(addDays(first, 7), 12 * 3600, zone), zone)}`
    await page.getByRole("article", { name: next }).getByText("Booked").waitFor()
    await capture(page, "series-member-cancel")

    // Liam watches that evening: the freed hour is offered to him.
    const liam = await as(`liam.garcia@${DEMO}`)
    await liam.goto(`${walk.server.url}/watches?facility=1`)
    await expect
      .poll(
        async () => {
          await liam.reload()
          // The offer's card once the page has loaded the watches; else the next try.
          return liam
            .getByRole("region", { name: "Offers" })
            .getByText(/Held for Liam Garcia/)
            .waitFor({ timeout: 3000 })
            .then(
              () => 1,
              () => 0,
            )
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1)
  })

  it("a member books the same court every week from the booking form, each date checked against their window", async () => {
    const page = await as(`ava.davis@${DEMO}`)
    await page.goto(`${walk.server.url}/book?facility=1`)
    await tomorrowOn(page, "America/New_York")
    await page.getByRole("cell", { name: "Court 2, 8:00 PM" }).click()
    const form = page.getByRole("region", { name: "Your booking" })
    await form.getByRole("combobox", { name: "Repeat" }).click()
    await page.getByRole("option", { name: "Every week, 3 times" }).click()
    const dates = form.getByRole("table", { name: "Weekly dates" })
    // The dates are checked once the club's waivers have loaded and, if one is unaccepted, ticked.
    const waiver = form.getByLabel(/I accept/)
    await dates.or(waiver).first().waitFor()
    if (await waiver.isVisible()) await waiver.check()
    // Ava's membership books 14 days ahead: the third week is beyond it.
    await dates.getByText("not free").waitFor()
    await expect.poll(() => dates.getByText("free", { exact: true }).count(), { timeout: 10_000 }).toBe(2)
    await capture(page, "book-weekly")
    await form.getByRole("button", { name: "Confirm booking" }).click()
    await page
      .getByRole("status")
      .getByText(/^Booked Court 2 every week, 2 dates from/)
      .waitFor()
  })
})
