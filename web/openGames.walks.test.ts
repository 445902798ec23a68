import { describe, expect, it } from "vitest"
import { outboxFor } from "../adapters/sql/mailOutbox"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"

/** "Find me a game" at the demo club, walked in Chromium: a player finds a game at her level on her phone and asks; the booker accepts. */

const walk = demoWalks()
const { as } = walk

describe("find me a game", () => {
  it("a player finds a game at her level on her phone and asks to join; the booker accepts, and the game is in her reservations", async () => {
    const emma = `emma.johnson@${DEMO}`
    const phone = await as(emma, 390)
    await phone.goto(`${walk.server.url}/book?facility=1`)
    await phone.getByRole("link", { name: "Find a game" }).click()
    await phone.getByRole("button", { name: "Find games" }).click()
    const found = phone.getByRole("region", { name: "Games found" })
    await found.getByText("Games for DUPR 3.9, soonest first.").waitFor()
    // The club's open play at her level, and Ava's doubles opened to DUPR 3.5–5.
    await found.getByText(/Open play: Evening doubles 3\.0–4\.5/).waitFor()
    const game = found.getByRole("article").filter({ hasText: "Pickleball 1" })
    await game.getByText("For DUPR 3.5–5; looking for 2 more players.").waitFor()
    await game.getByRole("button", { name: "Ask to join" }).click()
    const dialog = phone.getByRole("dialog")
    await dialog.getByText(/If they accept, you are added to their booking/).waitFor()
    await dialog.getByLabel("A word to the booker (optional)").fill("Happy to play either side.")
    await dialog.getByLabel(/I accept "Court use and liability"/).check()
    await capture(phone, "find-game-phone")
    await dialog.getByRole("button", { name: "Ask to join" }).click()
    await flashed(phone, "Asked: you are mailed when the booker answers.")
    await phone.getByRole("region", { name: "Your requests" }).getByText("waiting for an answer").waitFor()

    const ava = `ava.davis@${DEMO}`
    await expect
      .poll(async () =>
        (await walk.server.run(outboxFor(ava))).some((m) => m.subject === "Emma Johnson asks to join your game"),
      )
      .toBe(true)
    const booker = await as(ava)
    await booker.goto(`${walk.server.url}/games?facility=1`)
    const asking = booker.getByRole("region", { name: "Asking to join your games" })
    await asking.getByText(/^Emma Johnson \(3\.9\): .+Pickleball 1$/).waitFor()
    await asking.getByText("“Happy to play either side.”").waitFor()
    await asking.getByRole("button", { name: "Accept" }).click()
    await booker
      .getByRole("dialog")
      .getByText(/Emma Johnson is added as a player of your booking/)
      .waitFor()
    await capture(booker, "find-game-accept")
    await booker.getByRole("dialog").getByRole("button", { name: "Accept" }).click()
    await flashed(booker, "Accepted: they are in your booking and mailed.")

    // The booker's own booking offers to look for players (it still has room for one more).
    await booker.goto(`${walk.server.url}/reservations`)
    const card = booker.getByRole("article").filter({ hasText: "Emma Johnson" })
    await card.getByRole("button", { name: "Look for players" }).click()
    await booker.getByRole("dialog", { name: "Look for players" }).getByLabel("Players wanted").waitFor()
    await capture(booker, "find-game-look-for-players")
    await booker.getByRole("dialog").getByRole("button", { name: "Go back" }).click()

    await expect
      .poll(async () => (await walk.server.run(outboxFor(emma))).some((m) => m.subject === "You are in the game"))
      .toBe(true)
    await phone.goto(`${walk.server.url}/reservations`)
    await phone.getByRole("article").filter({ hasText: "Ava Davis" }).filter({ hasText: "Pickleball 1" }).waitFor()
    await capture(phone, "find-game-joined-phone")
  })
})
