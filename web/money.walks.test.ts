import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { localDate } from "../engine/dates"
import { DEMO, demoWalks, NY } from "../fixtures/testing/demoWalks"
import { capture, tomorrowOn } from "../fixtures/testing/walk"

/**
 * Money at the club walked in Chromium against a server with the demo club: credits, paying and
 * refunding, cancelling a paid booking from either side, saved cards and the card reader (test
 * mode). Each screen is photographed at 390 and 1280 px into SCREENSHOTS (a CI artifact).
 */

const walk = demoWalks()

describe("money at the club", () => {
  it("a manager grants credits, a player pays a booking with them, a manager refunds to credit, the close adds up", async () => {
    const manager = await walk.page()
    await walk.signIn(manager, `manager@${DEMO}`)
    await manager.goto(`${walk.server.url}/members`)
    await manager.getByLabel("Search members").fill("olivia")
    await manager.getByRole("link", { name: "Olivia Martin" }).click()
    await manager.getByLabel(/^Adjust credits/).fill("50")
    await manager.getByLabel("Reason").fill("Welcome to the club")
    await manager.getByRole("button", { name: "Adjust" }).click()
    await manager.getByLabel("Club credit balance").getByText("$50.00").waitFor()
    await capture(manager, "member-credits")
    await manager.close()

    const player = await walk.page()
    await walk.signIn(player, `olivia.martin@${DEMO}`)
    await player.goto(`${walk.server.url}/book`)
    await tomorrowOn(player, NY)
    await player.getByRole("cell", { name: "Padel 2, 9:00 PM" }).click()
    const form = player.getByRole("region", { name: "Your booking" })
    await form.getByRole("table", { name: "Price" }).getByText("$44.00").first().waitFor()
    const waiver = form.getByLabel(/I accept/)
    // The button shows once the form knows the waivers the player has still to accept.
    await form.getByRole("button", { name: "Confirm booking" }).waitFor()
    if (await waiver.count()) await waiver.check()
    await form.getByRole("button", { name: "Confirm booking" }).click()
    await player.getByRole("link", { name: "See your reservations" }).click()
    const card = player.getByRole("article").filter({ hasText: "Padel 2" })
    await card.getByRole("button", { name: "Payment" }).click()
    // A card by default: she chooses the club credits she was given.
    await card.getByLabel("Pay by").click()
    await player.getByRole("option", { name: "Club Credits" }).click()
    await card.getByRole("button", { name: "Pay $44.00" }).click()
    await card.getByText("Nothing pending").waitFor()
    await capture(player, "reservations-paid")
    await player.goto(`${walk.server.url}/account`)
    await player.getByLabel("Club credit balance").getByText("$6.00").waitFor()
    await player.close()

    // Refunds are a manager's: the desk screen asks before money goes back and says where it goes.
    const desk = await walk.page()
    await walk.signIn(desk, `manager@${DEMO}`)
    await desk.goto(`${walk.server.url}/desk`)
    await desk.getByRole("button", { name: "Next day" }).click()
    await desk.getByRole("cell", { name: /Olivia Martin 9:00 PM/ }).click()
    const drawer = desk.getByRole("dialog", { name: "Reservation on Padel 2" })
    await drawer.getByRole("button", { name: "To credits" }).click()
    const confirm = desk.getByRole("dialog", { name: "Give this money back?" })
    await confirm.getByText(/goes back as club credits/).waitFor()
    await confirm.getByRole("button", { name: "Refund $44.00" }).click()
    await drawer.getByText("refunded as club credit").waitFor()
    await capture(desk, "desk-payments")
    await desk.goto(`${walk.server.url}/close`)
    const close = desk.getByRole("table", { name: "Close" })
    await close.getByText("Club Credits").first().waitFor()
    // Credits spent and given back are value moved, never money in the till.
    expect(await close.textContent()).toContain("Value moved (no money changed hands)")
    expect(await close.textContent()).toContain("-$44.00")
    await capture(desk, "daily-close")
    await desk.close()
  })
})

describe("cancelling a paid booking", () => {
  /** Books `cell` tomorrow as the signed-in player; the booking form's waiver is accepted if asked. */
  const bookTomorrow = async (page: Page, cell: string) => {
    await page.goto(`${walk.server.url}/book`)
    await tomorrowOn(page, NY)
    await page.getByRole("cell", { name: cell }).click()
    const form = page.getByRole("region", { name: "Your booking" })
    await form.getByRole("table", { name: "Price" }).waitFor()
    const waiver = form.getByLabel(/I accept/)
    await form.getByRole("button", { name: "Confirm booking" }).waitFor()
    if (await waiver.count()) await waiver.check()
    await form.getByRole("button", { name: "Confirm booking" }).click()
    await page.getByRole("link", { name: "See your reservations" }).waitFor()
  }

  it("the player's own cancel gives desk cash back as credits; the desk's cancel hands cash back; both say so first", async () => {
    const tomorrow = localDate(new Date(Date.now() + 24 * 3600 * 1000), NY)
    await walk.sql(
      (q) => q`
        delete from reservations where facility_id = ${walk.facilityId} and local_date = ${tomorrow}
          and court_id = (select id from courts where facility_id = ${walk.facilityId} and name = 'Court 2')`,
    )
    // Changed behind the API's back, so say so: the calendar's cached day drops the old bookings.
    await walk.announce(tomorrow)
    const player = await walk.page()
    await walk.signIn(player, `noah.brown@${DEMO}`)
    await bookTomorrow(player, "Court 2, 6:00 PM")
    await bookTomorrow(player, "Court 2, 7:00 PM")

    // The desk takes cash for both.
    const desk = await walk.page()
    await walk.signIn(desk, `frontdesk@${DEMO}`)
    await desk.goto(`${walk.server.url}/desk`)
    await desk.getByRole("button", { name: "Next day" }).click()
    for (const time of ["6:00 PM", "7:00 PM"]) {
      await desk.getByRole("cell", { name: new RegExp(`Noah Brown ${time}`) }).click()
      const drawer = desk.getByRole("dialog", { name: "Reservation on Court 2" })
      await drawer.getByRole("button", { name: "Take payment" }).click()
      // Asked first, with the amount and the way.
      const asked = desk.getByRole("dialog", { name: "Take this payment?" })
      await asked.getByText(/^\$\d+\.\d\d for this booking, by Cash\.$/).waitFor()
      await asked.getByRole("button", { name: "Take payment" }).click()
      await drawer.getByText("Nothing pending").waitFor()
      await desk.keyboard.press("Escape")
      await drawer.waitFor({ state: "hidden" })
    }

    // The player cancels the first: told the cash comes back as club credits, and it does.
    await player.goto(`${walk.server.url}/reservations`)
    const card = player.getByRole("article").filter({ hasText: "6:00 PM" })
    await card.getByRole("button", { name: "Cancel" }).click()
    const dialog = player.getByRole("dialog", { name: "Cancel this reservation?" })
    const note = dialog.getByRole("note")
    await note.getByText(/goes back as club credits\.$/).waitFor()
    const refunded = /(\$\d+\.\d{2}) goes back as club credits/.exec((await note.textContent())!)![1]!
    await capture(player, "reservations-cancel-paid")
    await dialog.getByRole("button", { name: "Cancel reservation" }).click()
    await dialog.waitFor({ state: "hidden" })
    await player.goto(`${walk.server.url}/account`)
    await player.getByLabel("Club credit balance").getByText(refunded).waitFor()
    await player.close()

    // The desk cancels the second: told to hand the cash back, asked to confirm, and the ledger agrees.
    await desk.getByRole("cell", { name: /Noah Brown 7:00 PM/ }).click()
    const drawer = desk.getByRole("dialog", { name: "Reservation on Court 2" })
    await drawer.getByRole("button", { name: "Cancel" }).click()
    const confirm = desk.getByRole("dialog", { name: "Cancel this booking?" })
    await confirm
      .getByRole("note")
      .getByText(/is handed back in cash\.$/)
      .waitFor()
    await capture(desk, "desk-cancel-paid")
    await confirm.getByRole("button", { name: "Cancel booking" }).click()
    await confirm.waitFor({ state: "hidden" })
    // Said in a flash notification, gone after 7 seconds.
    const flash = desk.getByRole("status").filter({ hasText: "Booking cancelled." })
    await flash.waitFor()
    await flash.waitFor({ state: "hidden", timeout: 9000 })
    const rows = await walk.sql<{ method: string; status: string }>(
      (q) => q`
        select p.method, p.status from payments p join reservations r on r.id = p.reservation_id
        join users u on u.id = r.created_by
        where u.first_name = 'Noah' and u.last_name = 'Brown' and r.facility_id = ${walk.facilityId}
          and r.hour_start = ${19 * 3600}
        order by p.id`,
    )
    expect(rows.map((r) => r.method)).toEqual(["cash", "reversal_cash"])
    const statuses = await walk.sql<{ status: string; mine: boolean }>(
      (q) => q`
        select r.status, r.cancelled_by = r.created_by as mine from reservations r join users u on u.id = r.created_by
        where u.first_name = 'Noah' and r.facility_id = ${walk.facilityId} and r.hour_start in (${18 * 3600}, ${19 * 3600})
        order by r.hour_start`,
    )
    expect(statuses).toEqual([
      { status: "closed", mine: true },
      { status: "admin_cancelled", mine: false },
    ])
    await desk.close()
  })
})

describe("cards and card readers (test mode)", () => {
  it("a player saves a card and pays by it; the desk cancels a payment at the reader, then takes it with a test card; an owner manages readers and bank accounts", async () => {
    const player = await walk.page()
    await walk.signIn(player, `liam.garcia@${DEMO}`)
    await player.goto(`${walk.server.url}/account`)
    const cards = player.getByRole("region", { name: "Saved cards" }).first()
    await cards.getByText("Test mode").waitFor()
    await cards.getByLabel("Expiry (MMYY)").fill("1230")
    await cards.getByLabel("Name on card").fill("Liam Garcia")
    await cards.getByRole("button", { name: "Save card" }).click()
    await cards.getByRole("table", { name: "Saved cards" }).getByText("Visa ···· 4242").waitFor()
    await capture(player, "account-cards")
    // Buying credits on the same page offers the new card at once, without a reload.
    await expect.poll(() => player.getByLabel("Card", { exact: true }).first().inputValue()).toMatch(/^Visa ···· 4242/)
    expect(await player.getByText(/No saved card yet/).count()).toBe(0)

    for (const time of ["8:00 PM", "9:00 PM"]) {
      await player.goto(`${walk.server.url}/book`)
      await tomorrowOn(player, NY)
      await player.getByRole("cell", { name: `Padel 1, ${time}` }).click()
      const form = player.getByRole("region", { name: "Your booking" })
      const waiver = form.getByLabel(/I accept/)
      await form.getByRole("button", { name: "Confirm booking" }).waitFor()
      if (await waiver.count()) await waiver.check()
      await form.getByRole("button", { name: "Confirm booking" }).click()
      await player.getByRole("link", { name: "See your reservations" }).waitFor()
    }
    await player.goto(`${walk.server.url}/reservations`)
    const booking = player.getByRole("article").filter({ hasText: "Padel 1" }).filter({ hasText: "8:00 PM" })
    await booking.getByRole("button", { name: "Payment" }).click()
    await booking.getByLabel("Pay by").click()
    await player.getByRole("option", { name: "Card", exact: true }).click()
    await booking.getByText("Test mode").waitFor()
    await booking.getByRole("button", { name: /^Pay \$/ }).click()
    await booking.getByText("Nothing pending").waitFor()
    await booking.getByRole("table", { name: "Payments" }).getByText("Card").waitFor()
    await capture(player, "pay-by-saved-card")
    await player.close()

    const desk = await walk.page()
    await walk.signIn(desk, `frontdesk@${DEMO}`)
    await desk.goto(`${walk.server.url}/desk`)
    await desk.getByRole("button", { name: "Next day" }).click()
    await desk.getByRole("cell", { name: /Liam Garcia 9:00 PM/ }).click()
    const drawer = desk.getByRole("dialog", { name: "Reservation on Padel 1" })
    const takeAtReader = async () => {
      await drawer.getByLabel("Pay by").click()
      await desk.getByRole("option", { name: "Card reader" }).click()
      await drawer.getByLabel("Reader").waitFor()
      await drawer.getByRole("button", { name: "Take payment" }).click()
      await desk
        .getByRole("dialog", { name: "Take this payment?" })
        .getByRole("button", { name: "Take payment" })
        .click()
      await drawer
        .getByRole("status", { name: "Card reader" })
        .getByText("Waiting for the card on the reader…")
        .waitFor()
    }
    await takeAtReader()
    await capture(desk, "desk-reader-waiting")
    await drawer.getByRole("button", { name: "Cancel at reader" }).click()
    await drawer.getByRole("table", { name: "Payments" }).getByText("failed").waitFor()
    await drawer.getByText(/^Pending \$/).waitFor()
    await takeAtReader()
    await drawer.getByRole("button", { name: "Tap a test card" }).click()
    await drawer.getByText("Nothing pending").waitFor()
    await capture(desk, "desk-reader-paid")
    await desk.close()

    const owner = await walk.page()
    await walk.signIn(owner, `admin@${DEMO}`)
    await owner.goto(`${walk.server.url}/manage/payments`)
    const readers = owner.getByRole("table", { name: "Card readers" })
    await readers.getByText("Front desk (simulated)").waitFor()
    await owner.getByLabel("Registration code").fill("simulated-wpe")
    await owner.getByLabel("Label").fill("Pro shop")
    await owner.getByRole("button", { name: "Register reader" }).click()
    await readers.getByText("Pro shop").waitFor()
    const proShop = readers.getByRole("row").filter({ hasText: "Pro shop" })
    await proShop.getByRole("button", { name: "Make default" }).click()
    await proShop.getByText("Default").waitFor()
    await readers
      .getByRole("row")
      .filter({ hasText: "Front desk (simulated)" })
      .getByRole("button", { name: "Make default" })
      .waitFor()
    // Removing a reader asks first, saying what it means for the desk.
    await proShop.getByRole("button", { name: "Delete" }).click()
    const removing = owner.getByRole("dialog", { name: "Delete the reader Pro shop?" })
    await removing.getByText("The desk can no longer take card payments on it until it is paired again.").waitFor()
    await removing.getByRole("button", { name: "Delete" }).click()
    await proShop.waitFor({ state: "detached" })
    await owner.getByLabel("Account holder").fill("Demo Racquet Club")
    await owner.getByLabel("Routing number").fill("021000021")
    await owner.getByLabel("Account number").fill("44556677")
    await owner.getByRole("button", { name: "Add bank account" }).click()
    await owner.getByRole("table", { name: "Bank accounts" }).getByText("···· 6677").waitFor()
    expect(await owner.content()).not.toContain("44556677")
    await capture(owner, "manage-payments")
    await owner.close()
  })
})
