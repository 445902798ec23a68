import { describe, expect, it } from "vitest"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"

/**
 * Memberships walked in Chromium against a server with the demo club: a player compares plans,
 * joins paying by a saved card and cancels at the period's end; a manager sees who renews, whose
 * card was declined and who owes, and runs a membership from the member page.
 */

const walk = demoWalks()

const { as } = walk

describe("memberships", () => {
  it("a player compares the plans, joins Adult by a saved card, sees the renewal and payment, and cancels at period end", async () => {
    const page = await as(`noah.brown@${DEMO}`)
    await page.goto(`${walk.server.url}/account`)
    const cards = page.getByRole("region", { name: "Saved cards" }).first()
    await cards.getByLabel("Expiry (MMYY)").fill("1230")
    await cards.getByLabel("Name on card").fill("Noah Brown")
    await cards.getByRole("button", { name: "Save card" }).click()
    await cards.getByRole("table", { name: "Saved cards" }).getByText("Visa ···· 4242").waitFor()

    await page.goto(`${walk.server.url}/membership`)
    const mine = page.getByRole("region", { name: "Your memberships" })
    await mine.getByText("No membership yet: compare the plans below.").waitFor()
    const adult = page.getByRole("region", { name: "Plans" }).getByRole("article", { name: "Adult" })
    await adult.getByText("$65.00 a month").waitFor()
    await adult.getByText("Joining fee: $50.00 on joining").waitFor()
    await adult.getByText("✓ Book 14 days ahead").waitFor()
    await page.getByRole("article", { name: "Family" }).getByText("✓ A family: the owner and up to 4 more").waitFor()
    await page
      .getByRole("article", { name: "Summer pass" })
      .getByText(/once, for 3 months/)
      .waitFor()
    await capture(page, "membership-plans")

    await adult.getByRole("button", { name: "Join Adult" }).click()
    const dialog = page.getByRole("dialog", { name: "Join Adult?" })
    await expect
      .poll(() => dialog.getByRole("note").textContent())
      .toBe(
        "Noah Brown: Adult, $65.00 a month, and Joining fee $50.00. $115.00 is taken today and the membership starts now. It renews every month from today, charged to your saved card or club account, until cancelled.",
      )
    await expect.poll(() => dialog.getByLabel("Card", { exact: true }).inputValue()).toMatch(/^Visa ···· 4242/)
    await dialog.getByLabel("Coupon").fill("nope")
    await dialog.getByRole("button", { name: "Apply" }).click()
    await dialog.getByRole("alert").getByText("There is no coupon NOPE here.").waitFor()
    await dialog.getByLabel("Coupon").fill("")
    await capture(page, "membership-join")
    await dialog.getByRole("button", { name: "Join and pay $115.00" }).click()
    await flashed(page, "Noah Brown is a member: Adult.")

    const held = mine.getByRole("article", { name: "Adult, Noah Brown" })
    await held.getByText("Active").waitFor()
    await held.getByText(/^Renews on .+ at \$65\.00 a month\.$/).waitFor()
    const charges = held.getByRole("list", { name: "Charges" })
    await charges.getByText("$50.00 · paid").waitFor()
    await charges.getByText("$65.00 · paid").waitFor()
    expect(await held.getByRole("button", { name: /^Pay/ }).count()).toBe(0)
    await capture(page, "membership-mine")

    await held.getByRole("button", { name: "Cancel my membership" }).click()
    const cancel = page.getByRole("dialog", { name: "Cancel my membership?" })
    await expect(cancel.getByRole("note").textContent()).resolves.toMatch(
      /^Your membership ends on .+, at the end of the period you paid for\.$/,
    )
    await cancel.getByRole("button", { name: "Cancel my membership" }).click()
    await held.getByText("Ends at period end").waitFor()
    await held.getByText(/^Ends on .+; it will not renew\.$/).waitFor()
    expect(await held.getByRole("button", { name: "Cancel my membership" }).count()).toBe(0)
    await page.close()
  })

  it("the front desk takes what a member owes, and is offered neither the member's cancel nor a manager's actions", async () => {
    const page = await as(`frontdesk@${DEMO}`)
    await page.goto(`${walk.server.url}/members`)
    await page.getByLabel("Search members").fill("Amelia")
    await page.getByRole("table", { name: "Members found" }).getByRole("link", { name: "Amelia White" }).click()
    const card = page.getByRole("region", { name: "Memberships" }).getByRole("article", { name: "Adult, Amelia White" })
    await card.getByText("Renewal declined").waitFor()
    expect(await card.getByRole("button").allTextContents()).toEqual(["Pay $65.00"])
    await card.getByRole("button", { name: "Pay $65.00" }).click()
    const pay = page.getByRole("dialog", { name: "Pay this membership?" })
    await expect(pay.getByRole("note").textContent()).resolves.toBe(
      "$65.00 for Adult (Amelia White): every charge still due, taken now by Cash.",
    )
    await pay.getByRole("button", { name: "Go back" }).click()
    await page.close()
  })

  it("a manager sees who renews, whose card was declined and who owes, then takes payment and pauses a membership", async () => {
    const page = await as(`manager@${DEMO}`)
    await page.goto(`${walk.server.url}/manage/memberships`)
    const declined = page.getByRole("region", { name: "Declined renewals" })
    await declined.getByText("Your card was declined.").waitFor()
    await page.getByRole("region", { name: "Owing" }).getByRole("link", { name: "Amelia White" }).waitFor()
    await page.getByRole("region", { name: "Renewing in 14 days" }).getByRole("link").first().waitFor()
    await page.getByRole("table", { name: "Membership plans" }).getByText("$650.00 a year").waitFor()
    await capture(page, "manage-memberships")
    // On a phone each plan is a card, its buttons within the screen.
    await page.setViewportSize({ width: 390, height: 900 })
    const family = page.getByRole("article", { name: "Family" })
    const button = await family.getByRole("button", { name: "Price for Family" }).boundingBox()
    expect(button!.x + button!.width).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 900 })
    const plans = page.getByRole("table", { name: "Membership plans" })
    await plans.getByRole("button", { name: "Price for Family" }).click()
    await plans.getByLabel("Every").fill("1")
    await plans.getByRole("combobox", { name: "Unit" }).click()
    await page.getByRole("option", { name: "year" }).click()
    await plans.getByLabel("Amount (USD)").fill("1200")
    await plans.getByRole("button", { name: "Add price" }).click()
    await plans.getByText("$1,200.00 a year").waitFor()

    await declined.getByRole("link", { name: "Amelia White" }).click()
    const section = page.getByRole("region", { name: "Memberships" })
    const card = section.getByRole("article", { name: "Adult, Amelia White" })
    await card.getByText("Renewal declined").waitFor()
    // Only what the state machine allows an active membership is offered.
    const offered = await card.getByRole("button").allTextContents()
    expect(offered).toEqual(["Pay $65.00", "Pause", "Cancel at period end", "Cancel now"])
    await card.getByRole("button", { name: "Pay $65.00" }).click()
    const pay = page.getByRole("dialog", { name: "Pay this membership?" })
    await expect(pay.getByRole("note").textContent()).resolves.toBe(
      "$65.00 for Adult (Amelia White): every charge still due, taken now by Cash.",
    )
    await pay.getByRole("button", { name: "Take $65.00" }).click()
    await flashed(page, "Adult for Amelia White is paid.")
    await card.getByText(/\$65\.00 · paid/).waitFor()
    expect(await card.getByText("Renewal declined").count()).toBe(0)

    await card.getByRole("button", { name: "Pause" }).click()
    const pause = page.getByRole("dialog", { name: "Pause?" })
    await pause.getByText(/no member rates or member booking until it resumes/).waitFor()
    await pause.getByRole("button", { name: "Pause" }).click()
    await card.getByText("Paused", { exact: true }).waitFor()
    await expect
      .poll(() => card.getByRole("button").allTextContents())
      .toEqual(["Resume", "Cancel at period end", "Cancel now"])
    await capture(page, "member-membership")
    await page.close()
  })
})
