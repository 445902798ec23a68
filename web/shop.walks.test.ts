import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser } from "../fixtures/testing/browser"
import { startTestServer, type TestServer } from "../fixtures/testing/testServer"
import { capture, pageAs } from "../fixtures/testing/walk"

/**
 * The pro shop walked in Chromium against a server with the demo club: the front desk scans and
 * sells at the till, saying the total before taking it; a manager adds a product, receives a
 * delivery and reads its history.
 */

const PASSWORD = "demo-walk-password"
const DEMO = "demo.example.com"

let server: TestServer
let browser: Browser
beforeAll(async () => {
  server = await startTestServer({ DEMO: "1", DEMO_ADMIN_PASSWORD: PASSWORD })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const as = (email: string, width = 1280) => pageAs(browser, server.url, email, PASSWORD, width)

describe("the pro shop", () => {
  it("the desk scans a can of balls, adds a drink, hears the total with tax, takes cash and gets the receipt", async () => {
    const page = await as(`frontdesk@${DEMO}`)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pro shop" }).click()
    await page.getByRole("button", { name: "Add Sports drink" }).waitFor()
    await page.getByLabel("Search or scan a SKU").fill("BALL-T3")
    await page.getByLabel("Search or scan a SKU").press("Enter")
    await page.getByLabel("Quantity of Championship tennis balls (can of 3)").fill("2")
    await page.getByRole("button", { name: "Add Sports drink" }).click()
    const cart = page.getByRole("region", { name: "Cart" })
    // 2 × 6.99 + 3.50 = 17.48, NYC tax 8.875%: 1.24 + 0.31
    await cart.getByRole("button", { name: "Charge $19.03" }).waitFor()
    await capture(page, "shop-till")
    await cart.getByRole("button", { name: "Charge $19.03" }).click()
    const dialog = page.getByRole("dialog", { name: "Take payment" })
    await expect
      .poll(() => dialog.locator("p").first().textContent())
      .toBe("3 items, $19.03 with $1.55 tax, taken by Cash. Stock goes down as sold; a return gives it back.")
    await dialog.getByRole("button", { name: "Take $19.03" }).click()
    const receipt = page.getByRole("region", { name: "Receipt" })
    await receipt.getByText("2 × Championship tennis balls (can of 3)").waitFor()
    await receipt.getByText("$19.03").waitFor()
    await capture(page, "shop-receipt")
    await receipt.getByRole("button", { name: "New sale" }).click()
    await page
      .getByRole("button", { name: "Add Championship tennis balls (can of 3)" })
      .getByText("$6.99 · 32 in stock")
      .waitFor()
  })

  it("a manager adds a product, receives a delivery of it and reads its history", async () => {
    const page = await as(`manager@${DEMO}`)
    await page.goto(`${server.url}/manage/shop`)
    await page.getByRole("table", { name: "Products" }).getByText("Pickleball outdoor balls (4 pack)").waitFor()
    const form = page.getByRole("region", { name: "New product" })
    await form.getByLabel("Name").fill("Dampener")
    await form.getByLabel("SKU").fill("DAMP-1")
    await form.getByLabel(/^Price/).fill("4.50")
    await form.getByLabel("Tax (%)").fill("8.875")
    await form.getByRole("button", { name: "Add product" }).click()
    const table = page.getByRole("table", { name: "Products" })
    await table.getByText("Dampener").waitFor()
    await page.getByRole("button", { name: "Stock of Dampener" }).click()
    const stock = page.getByRole("dialog", { name: "Stock of Dampener" })
    await stock.getByLabel("Units received").fill("30")
    await stock.getByText("On hand now 0; after this 30.").waitFor()
    await stock.getByRole("button", { name: "Record" }).click()
    await table
      .getByRole("row", { name: /Dampener/ })
      .getByText("30", { exact: true })
      .waitFor()
    await capture(page, "manage-shop")
    await page.getByRole("button", { name: "History of Dampener" }).click()
    const history = page.getByRole("dialog", { name: "History of Dampener" })
    await history.getByRole("cell", { name: /Received/ }).waitFor()
    expect(await history.getByRole("row").count()).toBe(2)
  })
})
