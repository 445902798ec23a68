import { describe, expect, it } from "vitest"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"

/**
 * Staff notes, tags and the board walked in Chromium against the demo club: the desk tags a
 * member and notes something about them, finds them by the tag, and keeps the board; what staff
 * type is shown as text, never run as markup.
 */

const walk = demoWalks()

const { as } = walk

describe("staff notes and tags", () => {
  it("the desk tags a member, writes a note and pins it, then finds the member by the tag", async () => {
    const page = await as(`frontdesk@${DEMO}`)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Members", exact: true }).click()
    await page.getByLabel("Search members").fill("Emma Johnson")
    await page.getByRole("table", { name: "Members found" }).getByRole("link", { name: "Emma Johnson" }).click()
    const tags = page.getByRole("region", { name: "Tags" })
    await tags.getByLabel("Add a tag").fill("League team")
    await tags.getByRole("button", { name: "Tag", exact: true }).click()
    await tags.getByRole("button", { name: "Remove tag League team" }).waitFor()
    const notes = page.getByRole("region", { name: "Staff notes" })
    // What staff type is text: markup in it is shown, not run.
    const typed = `Prefers early courts <img src=x onerror="window.__ran=1"><script>window.__ran=2</script>`
    await notes.getByLabel("New note").fill(typed)
    await notes.getByRole("button", { name: "Add", exact: true }).click()
    const note = notes.getByRole("article", { name: typed })
    await note.getByText(typed).waitFor()
    await note.getByRole("button", { name: "Pin", exact: true }).click()
    await note.getByText("pinned").waitFor()
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
    await capture(page, "member-notes")

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Members", exact: true }).click()
    await page.getByRole("combobox", { name: "Tagged" }).click()
    await page.getByRole("option", { name: "League team (1)" }).click()
    const found = page.getByRole("table", { name: "Members found" })
    await found.getByRole("link", { name: "Emma Johnson" }).waitFor()
    await expect.poll(() => found.getByRole("row").count()).toBe(2)
  })

  it("the desk keeps the board: adds an item, ticks it done, and a manager deletes it after asking", async () => {
    const page = await as(`frontdesk@${DEMO}`)
    await page.goto(`${walk.server.url}/desk`)
    const board = page.getByRole("region", { name: "Staff board" })
    await board.getByLabel("New item").fill("Restock the water fridge")
    await board.getByRole("button", { name: "Add", exact: true }).click()
    // Ticked once the server has it.
    await board.getByRole("checkbox", { name: "Restock the water fridge" }).click()
    await expect.poll(() => board.getByRole("checkbox", { name: "Restock the water fridge" }).isChecked()).toBe(true)
    await capture(page, "desk-board")

    const manager = await as(`manager@${DEMO}`, 390)
    await manager.goto(`${walk.server.url}/desk`)
    const theirs = manager.getByRole("region", { name: "Staff board" })
    await theirs.getByRole("button", { name: 'Delete "Restock the water fridge"' }).click()
    const dialog = manager.getByRole("dialog", { name: "Delete this item" })
    await dialog.getByRole("button", { name: "Delete" }).click()
    await flashed(manager, "Deleted.")
    await theirs.getByRole("checkbox", { name: "Restock the water fridge" }).waitFor({ state: "detached" })
    // The demo's own item stays, pinned.
    await theirs.getByText("Order more water bottles before the weekend.").waitFor()
  })
})
