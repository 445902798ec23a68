import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { outboxFor } from "../adapters/sql/mailOutbox"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed, newPage } from "../fixtures/testing/walk"

/** Peak draws at the demo club, walked in Chromium: entering on a phone, the draw, and its public page. */

// The draws' job looks every second, so a draw made due runs within the walk.
const walk = demoWalks({ PEAK_DRAW_SECONDS: "1" })
const { as } = walk

describe("peak draws", () => {
  it("the desk removes an entry from a draw still taking entries, after a confirmation that says who is told", async () => {
    const desk = await as(`frontdesk@${DEMO}`)
    await desk.goto(`${walk.server.url}/draws?facility=1`)
    const open = desk.getByRole("region", { name: "Saturday morning peak" }).filter({ hasText: "taking entries" })
    const entries = open.getByRole("table", { name: "Entries" })
    await entries.getByRole("row").nth(1).waitFor()
    const before = await entries.getByRole("row").count()
    const first = entries.getByRole("row").nth(1)
    const entrant = ((await first.getByRole("cell").first().textContent()) ?? "").replace(/^#\d+ /, "")
    await first.getByRole("button", { name: "Remove" }).click()
    const dialog = desk.getByRole("dialog")
    await dialog.getByText(`The entry of ${entrant} leaves the draw, with its group.`, { exact: false }).waitFor()
    await capture(desk, "draw-remove-entry")
    await dialog.getByRole("button", { name: "Remove" }).click()
    await flashed(desk, "Entry removed.")
    await expect.poll(() => entries.getByRole("row").count()).toBe(before - 1)
  })

  it("a player enters next Saturday's draw on her phone; at the draw she is mailed, and her page says how it went", async () => {
    const emma = `emma.johnson@${DEMO}`
    const phone = await as(emma, 390)
    await phone.goto(`${walk.server.url}/book?facility=1`)
    await phone.getByRole("link", { name: "enter the draws" }).click()
    const open = phone.getByRole("region", { name: "Saturday morning peak" }).filter({ hasText: "taking entries" })
    await open.getByText("taking entries").waitFor()
    await open.getByRole("button", { name: "Enter the draw" }).click()
    const form = open.getByRole("form", { name: "Your entry" })
    await form.getByLabel("Slots you want, the one you want most first").click({ force: true })
    await phone.getByRole("option", { name: "Court 3, 8:00 AM" }).click()
    await phone.getByRole("option", { name: "Center Court, 9:30 AM" }).click()
    await phone.keyboard.press("Escape")
    await form.getByRole("list", { name: "Your order" }).getByText("Court 3, 8:00 AM").waitFor()
    await form.getByLabel("Who plays with you").fill("Liam")
    await phone.getByRole("option", { name: "Liam Garcia" }).click()
    await phone.keyboard.press("Escape")
    // The slot won is booked at the draw: the club's booking waiver is accepted with the entry.
    await form.getByLabel(/I accept "Court use and liability"/).check()
    await capture(phone, "draw-enter-phone")
    await form.getByRole("button", { name: "Enter", exact: true }).click()
    await flashed(phone, /^Entered\./)
    await open.getByText(/^Entry \d+: Court 3, 8:00 AM, then Center Court, 9:30 AM\./).waitFor()
    await capture(phone, "draw-entered-phone")

    // Liam is not of Emma's household: he is asked, and plays in her group once he accepts.
    const liam = await as(`liam.garcia@${DEMO}`)
    await liam.goto(`${walk.server.url}/draws?facility=1`)
    const asked = liam
      .getByRole("region", { name: "Saturday morning peak" })
      .filter({ hasText: "taking entries" })
      .getByLabel("Entries that name you")
    await asked.getByText(/^Emma Johnson named you in entry \d+:/).waitFor()
    await capture(liam, "draw-named")
    await asked.getByRole("button", { name: "Accept" }).click()
    await flashed(liam, "You are in the group.")
    await asked.getByText(/^You play in Emma Johnson's entry \d+\./).waitFor()
    await asked.getByRole("button", { name: "Leave the group" }).waitFor()

    // Entries close and the draw is due: the job seals it, draws it, books the winners and mails everyone.
    await walk.server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`
          update peak_draws set entries_close_at = now() - interval '2 minutes', draw_at = now() - interval '1 minute'
          where status = 'open'`,
      ),
    )
    let link = ""
    await expect
      .poll(
        async () => {
          const mail = (await walk.server.run(outboxFor(emma))).find((m) =>
            m.subject.startsWith("Saturday morning peak"),
          )
          link = /https?:\/\/\S+\/draws\/\S+/.exec(mail?.body ?? "")?.[0] ?? ""
          return link
        },
        { timeout: 30_000 },
      )
      .not.toBe("")
    const target = new URL(link)
    await phone.goto(`${walk.server.url}${target.pathname}`)
    const yours = phone.getByRole("alert").filter({ hasText: "Your entries" })
    await yours
      .getByText(/Entry \d+ (won (Court 3, 8:00 AM|Center Court, 9:30 AM), booked for you|got no slot this time)\./)
      .waitFor()
    // Every winner was booked by the club's rules, though the day is past the players' 48-hour window.
    const drawn = phone.getByRole("table", { name: "Slots drawn" })
    await expect.poll(() => drawn.getByRole("cell", { name: "yes", exact: true }).count()).toBeGreaterThan(1)
    expect(await drawn.getByText(/Accept the club|not open yet/).count()).toBe(0)
    await capture(phone, "draw-outcome-phone")
  })

  it("anyone reads a finished draw's page: no names, every ticket's weight and key, the awards and the seed", async () => {
    const noah = await as(`noah.brown@${DEMO}`)
    await noah.goto(`${walk.server.url}/draws?facility=1`)
    await noah.getByRole("link", { name: "The result, with every weight and the seed" }).first().click()
    const path = new URL(noah.url()).pathname
    expect(path).toMatch(/^\/draws\/1\/\d+$/)

    // Signed out, as a link in a mail or on the club's wall would be read.
    const anyone = await newPage(walk.browser)
    await anyone.goto(`${walk.server.url}${path}`)
    await anyone.getByRole("heading", { name: "Saturday morning peak" }).waitFor()
    const tickets = anyone.getByRole("table", { name: "Tickets in drawn order" })
    await expect.poll(() => tickets.getByRole("row").count()).toBe(7)
    const slots = anyone.getByRole("table", { name: "Slots drawn" })
    await expect.poll(() => slots.getByRole("row").count()).toBe(5)
    await anyone
      .getByRole("region", { name: "Seed" })
      .getByText(/^[0-9a-f]{64}$/)
      .waitFor()
    await anyone
      .getByRole("region", { name: "How the draw is fair" })
      .getByText(/weighs 1 ÷ \(1 \+ peak slots/)
      .waitFor()
    expect(await anyone.getByText("Noah Brown").count()).toBe(0)
    await capture(anyone, "draw-result")

    // In Spanish, the slots' times are Spanish times too (8:00, never 8:00 AM).
    const spanish = await newPage(walk.browser, 1280, true, "es-ES")
    await spanish.goto(`${walk.server.url}${path}`)
    const drawn = spanish.getByRole("table", { name: "Turnos sorteados" })
    await drawn.getByText(/^Court 3, 8:00$/).waitFor()
    expect(await drawn.getByText(/AM|PM/).count()).toBe(0)
  })
})
