import { describe, expect, it } from "vitest"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, tomorrowOn } from "../fixtures/testing/walk"

/**
 * The pro shop walked in Chromium against a server with the demo club: the front desk scans and
 * sells at the till, saying the total before taking it; a manager adds a product, receives a
 * delivery and reads its history; a player adds drinks to a booking and pays them with the court.
 */

const walk = demoWalks()

const { as } = walk

describe("the pro shop", () => {
  it("the desk scans a can of balls, adds a drink, hears the total with tax, takes cash, gets the receipt and takes a can back", async () => {
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

    // Money back is a manager's at the demo club: the desk is told so before anything changes.
    const deskSales = page.getByRole("region", { name: "Recent sales" })
    await deskSales
      .getByRole("button", { name: /^Return items of order/ })
      .first()
      .click()
    const asked = page.getByRole("dialog", { name: /^Return items of order/ })
    await asked.getByText("Giving money back is a manager's at this club: ask a manager to take this return.").waitFor()
    expect(await asked.getByRole("button", { name: "A manager gives this back" }).isDisabled()).toBe(true)

    // One can comes back, taken by a manager: half of its line (13.98 and 1.24 tax) in cash, the can on the shelf again.
    const managing = await as(`manager@${DEMO}`)
    await managing.goto(`${walk.server.url}/shop`)
    const sales = managing.getByRole("region", { name: "Recent sales" })
    await sales
      .getByRole("button", { name: /^Return items of order/ })
      .first()
      .click()
    const giving = managing.getByRole("dialog", { name: /^Return items of order/ })
    await giving.getByLabel("How many Championship tennis balls (can of 3) come back").fill("1")
    await giving
      .getByText("1 item comes back (stocked items go back on the shelf); $7.61 goes back the way it was paid (Cash).")
      .waitFor()
    await capture(managing, "shop-return")
    await giving.getByRole("button", { name: "Give back $7.61" }).click()
    await sales.getByText("$7.61 given back").waitFor()
    await page.reload()
    await page
      .getByRole("button", { name: "Add Championship tennis balls (can of 3)" })
      .getByText("$6.99 · 33 in stock")
      .waitFor()
  })

  it("the desk takes a card at the reader: the sale is recorded once the card is read", async () => {
    const page = await as(`frontdesk@${DEMO}`)
    await page.goto(`${walk.server.url}/shop`)
    await page.getByRole("button", { name: "Add Sports drink" }).click()
    const cart = page.getByRole("region", { name: "Cart" })
    const dialog = page.getByRole("dialog", { name: "Take payment" })
    const chooseReader = async () => {
      // 3.50 and NYC tax
      await cart.getByRole("button", { name: "Charge $3.81" }).click()
      await dialog.getByRole("combobox", { name: "Paid by" }).click()
      await page.getByRole("option", { name: "Card reader" }).click()
      await dialog.getByRole("combobox", { name: "Reader" }).waitFor()
      await dialog.getByText("1 item, $3.81 with $0.31 tax, taken by Card reader.", { exact: false }).waitFor()
    }
    const send = async () => {
      await dialog.getByRole("button", { name: "Send $3.81 to the reader" }).click()
      await dialog.getByText("Waiting for the card on the reader…").waitFor()
    }
    // Stopped while the reader waits: the reader is cleared, and the next sale is taken there.
    await chooseReader()
    await send()
    await dialog.getByRole("button", { name: "Stop and clear the reader" }).click()
    await dialog.waitFor({ state: "detached" })
    // The till closed mid-payment leaves the reader waiting: the next sale says so, and clears it.
    await chooseReader()
    await send()
    await page.reload()
    await page.getByRole("button", { name: "Add Sports drink" }).click()
    await chooseReader()
    await dialog.getByText("Front desk (simulated) is waiting for a card from an earlier payment.").waitFor()
    await dialog.getByRole("button", { name: "Clear the reader" }).click()
    const clearing = page.getByRole("dialog", { name: "Clear Front desk (simulated)?" })
    await clearing.getByRole("button", { name: "Clear the reader" }).click()
    await clearing.waitFor({ state: "detached" })
    await dialog.getByText(/is waiting for a card/).waitFor({ state: "detached" })
    await send()
    const reader = page.getByRole("status", { name: "Card reader" })
    await capture(page, "shop-reader")
    await reader.getByRole("button", { name: "Tap a test card" }).click()
    const receipt = page.getByRole("region", { name: "Receipt" })
    await receipt.getByText("1 × Sports drink").waitFor()
    await receipt.getByText(/Card reader/).waitFor()
  })

  it("a manager adds a product, receives a delivery of it and reads its history", async () => {
    const page = await as(`manager@${DEMO}`)
    await page.goto(`${walk.server.url}/manage/shop`)
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

  it("a player adds drinks to a booking on a phone, pays them with the court, and finds the purchase on their account", async () => {
    const page = await as(`emma.johnson@${DEMO}`, 390)
    await page.goto(`${walk.server.url}/book`)
    await tomorrowOn(page, "America/New_York")
    await page.getByLabel("Free times").getByRole("region", { name: "Court 3" }).getByRole("button").last().click()
    const form = page.getByRole("region", { name: "Your booking" })
    await form.getByRole("region", { name: "Add to your booking" }).getByLabel("How many Sports drink").fill("2")
    const price = form.getByRole("table", { name: "Price" })
    // 2 × 3.50 and NYC tax of 8.875%
    await price.getByRole("row", { name: "2 × Sports drink $7.62" }).waitFor()
    const total = (await price
      .getByRole("row", { name: /^Total/ })
      .locator("th")
      .last()
      .textContent())!
    await capture(page, "book-extras")
    await form.getByLabel(/^I accept/).check()
    await form.getByRole("button", { name: "Confirm booking" }).click()
    await page
      .getByRole("status")
      .getByText(/Added 2 × Sports drink\./)
      .waitFor()
    // What the booking owes is what the form said: the court and the drinks, one payment.
    await page.getByRole("region", { name: "Pay now" }).getByText(`Pending ${total}`).waitFor()
    await capture(page, "book-extras-pay")

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${walk.server.url}/account`)
    const purchases = page.getByRole("region", { name: "Shop purchases" })
    await purchases.getByRole("row", { name: /2 × Sports drink With booking \d+ \$7\.62/ }).waitFor()
    await capture(page, "account-shop-purchases")
  })
})
