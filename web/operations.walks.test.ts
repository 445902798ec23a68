import { describe, expect, it } from "vitest"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture } from "../fixtures/testing/walk"

/**
 * Running the building, walked in Chromium against the demo club: what staff change is in the
 * audit log for managers to read.
 */

const walk = demoWalks()
const { as } = walk

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
})
