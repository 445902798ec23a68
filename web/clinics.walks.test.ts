import { describe, expect, it } from "vitest"
import { weekdayOf } from "../engine/bookings/rules"
import { addDays, localDate } from "../engine/dates"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"

/**
 * Clinics walked in Chromium against a server with the demo club: a guardian enrols a child and
 * cancels a place, the coach takes a session's register on a phone, a manager builds a clinic.
 */

const NY = "America/New_York"

const walk = demoWalks()

const { as } = walk

describe("clinics", () => {
  it("a guardian finds the junior academy for a child, drops in at an adult clinic, and cancels a child's place", async () => {
    const page = await as(`grace.parker@${DEMO}`)
    await page.goto(`${walk.server.url}/clinics`)
    await page.getByRole("article", { name: "Cardio Tennis" }).getByText("Mon, Wed · 8:00 PM – 9:00 PM").waitFor()
    await page.getByRole("combobox", { name: "Day" }).click()
    await page.getByRole("option", { name: "Tuesday" }).click()
    await expect.poll(() => page.getByRole("article", { name: "Cardio Tennis" }).count()).toBe(0)
    await page.getByRole("article", { name: "Junior Academy" }).getByText("Tue, Thu · 4:00 PM – 5:00 PM").waitFor()
    // Choosing the day again takes the filter off.
    await page.getByRole("combobox", { name: "Day" }).click()
    await page.getByRole("option", { name: "Tuesday" }).click()
    await page.getByRole("article", { name: "Cardio Tennis" }).waitFor()
    await page.getByLabel("Age", { exact: true }).fill("10")
    await expect(page.getByRole("article", { name: "Cardio Tennis" }).count()).resolves.toBe(0)
    const academy = page.getByRole("article", { name: "Junior Academy" })
    await academy.getByText("Ages 8–14").waitFor()
    await capture(page, "clinics")

    // Grace drops in at Cardio Tennis herself, to pay later.
    await page.getByLabel("Age", { exact: true }).fill("")
    await page
      .getByRole("article", { name: "Cardio Tennis" })
      .getByRole("button", { name: "Sessions and enrolment" })
      .click()
    const enrol = page.getByRole("region", { name: "Enrol in Cardio Tennis" })
    await enrol
      .getByRole("list", { name: "Sessions to come" })
      .getByText(/places? left/)
      .first()
      .waitFor()
    await enrol.getByRole("combobox", { name: "Price" }).click()
    await page.getByRole("option", { name: /^Drop-in/ }).click()
    await enrol.getByRole("button", { name: "Enrol Grace" }).click()
    const dialog = page.getByRole("dialog", { name: "Enrol?" })
    await expect(dialog.getByRole("note").textContent()).resolves.toBe(
      "Grace Parker: Drop-in of Cardio Tennis, $25.00. A place in the next session. Paid later, at the desk or here.",
    )
    // The clinic's program waiver is accepted for it before enrolling.
    const enrolNow = dialog.getByRole("button", { name: "Enrol, pay later" })
    expect(await enrolNow.isDisabled()).toBe(true)
    await dialog.getByLabel("I accept “Cardio Tennis fitness statement” for Grace Parker").check()
    await capture(page, "clinics-enrol")
    await enrolNow.click()
    await flashed(page, "Grace Parker is enrolled in Cardio Tennis.")
    await page
      .getByRole("region", { name: "Your clinics" })
      .getByRole("article", { name: "Cardio Tennis, Grace Parker" })
      .getByText("0 sessions pending")
      .waitFor()

    // She upgrades the drop-in to four sessions, told first what it comes to (still paid later).
    const mine = page.getByRole("region", { name: "Your clinics" })
    const cardio = mine.getByRole("article", { name: "Cardio Tennis, Grace Parker" })
    await cardio.getByRole("button", { name: "Upgrade" }).click()
    const upgrade = page.getByRole("dialog", { name: "Upgrade this purchase?" })
    await upgrade.getByRole("combobox", { name: "New price" }).click()
    await page.getByRole("option", { name: /^Four sessions/ }).click()
    await expect
      .poll(() => upgrade.getByRole("note").textContent())
      .toBe(
        "Grace Parker: 4 sessions for $88.00 instead of 1 for $25.00. Paid later, $88.00 in all, at the desk or here.",
      )
    await capture(page, "clinics-upgrade")
    await upgrade.getByRole("button", { name: "Upgrade" }).click()
    await flashed(page, "Cardio Tennis for Grace Parker is upgraded.")
    await cardio.getByText("Grace Parker · Four sessions").waitFor()

    const lily = mine.getByRole("article", { name: "Junior Academy, Lily Parker" })
    const tenSessions = lily.filter({ hasText: "Ten sessions" })
    const pendingNow = async () =>
      Number((await tenSessions.getByText(/sessions? pending$/).textContent())!.split(" ")[0])
    const before = await pendingNow()
    // A failed cancel shows the first of the server's errors (as the server said it).
    await page.route("**/api/public/clinics/*/attendance/*", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ error: "Unprocessable", message: "Refused.", errors: ["This session has started."] }),
      }),
    )
    // A place is given up after a confirmation that says what happens to it.
    await tenSessions.getByRole("button", { name: "Cancel" }).first().click()
    const asked = page.getByRole("dialog", { name: "Cancel this place?" })
    await asked.getByText(/the place goes to the first on the waitlist/).waitFor()
    await asked.getByRole("button", { name: "Cancel the place" }).click()
    await asked.getByRole("alert").getByText("This session has started.").waitFor()
    await page.unroute("**/api/public/clinics/*/attendance/*")
    await asked.getByRole("button", { name: "Cancel the place" }).click()
    await flashed(page, "Place cancelled; the session is yours to use again.")
    await expect.poll(pendingNow).toBe(before + 1)
    await capture(page, "clinics-mine")
    await page.close()
  })

  it("the coach takes a session's register on a phone", async () => {
    // The academy meets on Tuesdays and Thursdays at 4 PM; its coach is Alex Novak.
    const today = localDate(new Date(), NY)
    let day = addDays(today, 1)
    while (weekdayOf(day) !== 1 && weekdayOf(day) !== 3) day = addDays(day, 1)
    const page = await as(`coach.alex@${DEMO}`, 390)
    await page.goto(`${walk.server.url}/teaching`)
    for (let d = today; d < day; d = addDays(d, 1)) await page.getByRole("button", { name: "Next day" }).click()
    const session = page.getByRole("article", { name: "Junior Academy session" })
    await session.getByRole("button", { name: "Take attendance" }).click()
    const register = session.getByRole("list", { name: "Register of Junior Academy" })
    await register.getByText("Here", { exact: true }).first().click()
    await register.getByRole("radio", { name: "Here", checked: true }).first().waitFor({ state: "attached" })
    await capture(page, "clinics-register")
    await page.close()
  })

  it("a manager builds a clinic with a price and two weeks of sessions, rain-checks one and lists the other on Eventbrite", async () => {
    const page = await as(`manager@${DEMO}`)
    await page.goto(`${walk.server.url}/manage/clinics`)
    // The club's clinics are listed first; a new one is asked for.
    const list = page.getByRole("table", { name: "The club's clinics" })
    await list.getByRole("button", { name: "Edit Junior Academy" }).waitFor()
    await page.getByRole("button", { name: "New clinic" }).click()
    const form = page.getByRole("region", { name: "New clinic" })
    await form.getByRole("textbox", { name: /^Name/ }).fill("Padel Basics")
    await form.getByLabel(/^Slug/).fill("junior-academy")
    await form.getByText("Another clinic of the club has this slug.").waitFor()
    await form.getByLabel(/^Slug/).fill("padel-basics")
    await form.getByLabel("New category").fill("Beginners")
    await form.getByLabel("Places per session").fill("4")
    await form.getByRole("button", { name: "Add clinic" }).click()
    const prices = page.getByRole("region", { name: "Prices" })
    await prices.getByLabel("Price name").fill("Drop-in")
    await prices.getByLabel(/^Amount/).fill("20")
    await prices.getByRole("button", { name: "Add price" }).click()
    await prices.getByText("Drop-in: 1 session, $20.00").waitFor()
    await list.getByRole("button", { name: "Edit Padel Basics" }).waitFor()
    // A price is changed in place.
    await prices.getByRole("button", { name: "Change Drop-in" }).click()
    await prices.getByLabel(/^Amount/).fill("22")
    await prices.getByRole("button", { name: "Save price" }).click()
    await prices.getByText("Drop-in: 1 session, $22.00").waitFor()
    expect(await prices.getByText("Drop-in: 1 session, $20.00").count()).toBe(0)

    const sessions = page.getByRole("region", { name: "Sessions" })
    await sessions.getByRole("combobox", { name: "Court" }).click()
    await page.getByRole("option", { name: "Padel 1" }).click()
    await sessions.getByLabel("First day").fill(addDays(localDate(new Date(), NY), 2))
    await sessions.getByRole("combobox", { name: "From" }).click()
    await page.getByRole("option", { name: "9:00 PM", exact: true }).click()
    await sessions.getByRole("combobox", { name: "To" }).click()
    await page.getByRole("option", { name: "10:00 PM", exact: true }).click()
    await sessions.getByLabel("Weeks").fill("2")
    await sessions.getByRole("button", { name: "Add sessions" }).click()
    const table = sessions.getByRole("table", { name: "Clinic sessions" })
    await table.getByRole("row").nth(1).waitFor()
    await table.getByRole("button", { name: "Rain check" }).first().click()
    const asked = page.getByRole("dialog", { name: "Rain-check this session?" })
    await asked.getByRole("note").waitFor()
    await asked.getByRole("button", { name: "Rain check" }).click()
    await flashed(page, "Session rain-checked; its places are given back to their purchases.")
    await expect.poll(() => table.getByRole("button", { name: "Rain check" }).count()).toBe(1)

    await table.getByRole("button", { name: "List on Eventbrite" }).last().click()
    const listing = page.getByRole("dialog", { name: "List this session on Eventbrite?" })
    await listing.getByLabel("League or series (optional)").fill("Spring Padel")
    await listing.getByLabel("What players will do").fill("Grips, walls and serves.")
    await capture(page, "manage-clinics-listing")
    await listing.getByRole("button", { name: "List on Eventbrite" }).click()
    await flashed(page, "Session listed on Eventbrite.")
    await table.getByRole("link", { name: "On Eventbrite" }).waitFor()
    await table.getByRole("button", { name: "Update listing" }).waitFor()
    // Each session's roster, with what each place still owes, opens beside it.
    await table.getByRole("button", { name: "Roster" }).last().click()
    await table.getByRole("list", { name: "Register of Padel Basics" }).getByText("No one has a place yet.").waitFor()
    await capture(page, "manage-clinics")
    await page.close()
  })
})
