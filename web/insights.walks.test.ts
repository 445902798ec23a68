import * as fs from "node:fs"
import { describe, expect, it } from "vitest"
import { localDate } from "../engine/dates"
import { accessibilityProblems } from "../fixtures/testing/axe"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture } from "../fixtures/testing/walk"

/**
 * The manager's Insights walked in Chromium against the demo club's season: each chart has its
 * sentence, its table and its CSV, and a day's revenue on the screen is that day's close.
 */

const walk = demoWalks()
const { as } = walk

describe("club insights", () => {
  it("a manager reads occupancy as a heatmap and as a table, downloads it, and each tab says what it shows", async () => {
    const page = await as(`manager@${DEMO}`)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights", exact: true }).click()
    await page.getByRole("heading", { name: "Insights", level: 1 }).waitFor()
    const week = page.getByRole("table", { name: "Occupancy by weekday and hour" })
    await week.waitFor()
    // The demo's evenings are its prime time, and fuller than the rest.
    const summary = page.getByRole("figure", { name: /^Courts were .* full/ })
    const said = (await summary.locator("figcaption").textContent())!
    const [, prime, offPeak] = /Prime time was ([\d.]+)% full, off-peak ([\d.]+)%/.exec(said)!
    expect(Number(prime)).toBeGreaterThan(Number(offPeak))
    await capture(page, "insights-occupancy")
    expect(await accessibilityProblems(page, "insights-occupancy")).toEqual([])

    const panel = page
      .locator(".mantine-Paper-root")
      .filter({ has: page.getByRole("heading", { name: "Occupancy by weekday and hour" }) })
    await panel.getByText("Table", { exact: true }).click()
    await panel
      .getByRole("table", { name: "Occupancy by weekday and hour" })
      .getByRole("columnheader", { name: "Open hours" })
      .waitFor()
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "Download CSV" }).click(),
    ])
    const csv = fs.readFileSync((await download.path())!, "utf8")
    expect(csv.split("\r\n")[0]).toBe("weekday,hour,prime,open_hours,booked_hours,rate")
    expect(csv.split("\r\n").length).toBeGreaterThan(7 * 10)

    await page.getByRole("tab", { name: "People" }).click()
    await page.getByRole("figure", { name: /members at the end of the period/ }).waitFor()
    await page.getByRole("tab", { name: "Behaviour" }).click()
    await page.getByRole("figure", { name: /no-shows and/ }).waitFor()
    await capture(page, "insights-behaviour")
  })

  it("speaks the reader's language, its numbers and hours written as they write them", async () => {
    const page = await as(`manager@${DEMO}`, 1280, "es-ES")
    await page.goto(`${walk.server.url}/insights`)
    await page.getByRole("heading", { name: "Análisis", level: 1 }).waitFor()
    const said = (await page
      .getByRole("figure", { name: /^Las pistas estuvieron llenas en un/ })
      .locator("figcaption")
      .textContent())!
    // Spanish writes a decimal comma and a space before the percent sign.
    expect(said).toMatch(/llenas en un \d+,\d\s%/)
    await page.getByRole("tab", { name: "Ingresos" }).click()
    await page.getByRole("figure", { name: /en el periodo/ }).waitFor()
    await capture(page, "insights-es")
  })

  it("a day's revenue on the Insights screen is the money taken in that day's close", async () => {
    const day = localDate(new Date(Date.now() - 5 * 86_400_000), "America/New_York")
    const page = await as(`manager@${DEMO}`)
    await page.goto(`${walk.server.url}/insights`)
    await page.getByRole("combobox", { name: "Period" }).click()
    await page.getByRole("option", { name: "Chosen dates" }).click()
    await page.getByLabel("From", { exact: true }).fill(day)
    await page.getByLabel("To", { exact: true }).fill(day)
    await page.getByRole("tab", { name: "Revenue" }).click()
    const said = (await page
      .getByRole("figure", { name: /was taken in the period/ })
      .locator("figcaption")
      .textContent())!
    const taken = /^(.+?) was taken in the period/.exec(said)![1]!
    await capture(page, "insights-revenue")

    await page.goto(`${walk.server.url}/close`)
    await page.getByLabel("Day").fill(day)
    const row = page.getByRole("table", { name: "Close" }).getByRole("row", { name: /^Money taken/ })
    await expect.poll(() => row.getByRole("columnheader").last().textContent()).toBe(taken)
  })
})
