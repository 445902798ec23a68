import { describe, expect, it } from "vitest"
import { outboxFor } from "../adapters/sql/mailOutbox"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"

/** Open play at the demo club, walked in Chromium: a player joins on her phone, the desk arranges, she finds her court. */

const walk = demoWalks()
const { as } = walk

describe("open play", () => {
  it("a player joins a session at her level on her phone, the desk arranges the games, and she sees her court and records the result", async () => {
    const emma = `emma.johnson@${DEMO}`
    const phone = await as(emma, 390)
    await phone.goto(`${walk.server.url}/book?facility=1`)
    await phone.getByRole("link", { name: "open play", exact: true }).click()
    const session = phone.getByRole("region", { name: "Evening doubles 3.0–4.5" })
    await session.getByText("Your rating, 3.9, is in its range.").waitFor()
    await session.getByText(/3 of 8 places taken/).waitFor()
    await session.getByRole("button", { name: "Join", exact: true }).click()
    const dialog = phone.getByRole("dialog")
    await dialog.getByText(/A place is \$12\.00, owed like any booking/).waitFor()
    await dialog.getByLabel(/I accept "Court use and liability"/).check()
    await capture(phone, "open-play-join-phone")
    await dialog.getByRole("button", { name: "Join", exact: true }).click()
    await flashed(phone, "You are in.")
    await session.getByText("You: in").waitFor()
    await session.getByText(/4 of 8 places taken/).waitFor()

    // Liam has no DUPR rating: the session says why he cannot join.
    const liam = await as(`liam.garcia@${DEMO}`, 390)
    await liam.goto(`${walk.server.url}/open-play?facility=1`)
    await liam.getByText("Add your rating to your account to join: this session is for a level.").waitFor()
    expect(await liam.getByRole("button", { name: "Join", exact: true }).isDisabled()).toBe(true)

    const desk = await as(`frontdesk@${DEMO}`)
    await desk.goto(`${walk.server.url}/open-play?facility=1`)
    const board = desk.getByRole("region", { name: "Evening doubles 3.0–4.5" })
    await board.getByRole("button", { name: "Arrange the games" }).click()
    await desk
      .getByRole("dialog")
      .getByText(/The 4 players are put into games/)
      .waitFor()
    await desk.getByRole("dialog").getByRole("button", { name: "Arrange" }).click()
    await flashed(desk, "Games arranged; each player is mailed their court.")
    await board.getByRole("table", { name: "Games of Evening doubles 3.0–4.5" }).getByText("Pickleball 1").waitFor()
    await capture(desk, "open-play-arranged")

    // Emma is mailed her court, and finds it on the page: the most even pairing, 3.9 + 3.2 against 3.9 + 3.2.
    await expect
      .poll(async () =>
        (await walk.server.run(outboxFor(emma))).some((m) => m.subject === "Evening doubles 3.0–4.5: your court"),
      )
      .toBe(true)
    await phone.reload()
    const court = phone.getByRole("alert").filter({ hasText: "Your court" })
    await court.getByText(/^Round 1: Pickleball 1, with (Olivia|Mia) \S+, against .+ and .+\.$/).waitFor()
    await capture(phone, "open-play-court-phone")
    await session.getByRole("button", { name: "Side 1 won" }).click()
    await flashed(phone, "Result recorded: it counts for the leaderboards.")
    await session.getByText("Side 1 won").waitFor()
  })
})
