import { describe, expect, it } from "vitest"
import { localDate } from "../engine/dates"
import { DEMO, demoWalks, NY } from "../fixtures/testing/demoWalks"
import { capture, openSignUpLink, tomorrowOn } from "../fixtures/testing/walk"

/**
 * Players and guardians walked in Chromium against a server with the demo club: signing up, finding
 * the club, booking (on a desktop, on a phone, for a child) and cancelling. Each screen is
 * photographed at 390 and 1280 px into SCREENSHOTS (a CI artifact).
 */

const walk = demoWalks()

const idOf = async (first: string) =>
  (await walk.sql<{ id: number }>((q) => q`select id from users where first_name = ${first} order by id limit 1`))[0]!
    .id

describe("a player", () => {
  it("signs up from the club's booking link, accepts the waiver, books a court, sees it and cancels it", async () => {
    const page = await walk.page()
    await page.goto(`${walk.server.url}/book?facility=${walk.facilityId}`)
    await page.getByRole("heading", { name: "Book a court at Demo Racquet Club" }).waitFor()
    await capture(page, "book-signed-out")
    await page.getByRole("link", { name: "create an account" }).click()
    await page.getByLabel("First name").fill("Robin")
    await page.getByLabel("Last name").fill("Rally")
    await page.getByLabel("E-mail").fill("robin.rally@example.com")
    await page.getByLabel(/^Password/).fill("a long password")
    await capture(page, "sign-up")
    await page.getByRole("button", { name: "Create account" }).click()
    await openSignUpLink(page, walk.server, "robin.rally@example.com")

    // Back on the club's booking page, a newcomer joins the club first.
    await page.getByRole("button", { name: "Join Demo Racquet Club" }).click()
    await page.getByText("Pick a free time on a court").waitFor()
    await tomorrowOn(page, NY)
    await page.getByRole("cell", { name: "Court 3, 8:00 PM" }).click()
    const form = page.getByRole("region", { name: "Your booking" })
    await form.getByText("Court 3, 8:00 PM – 9:00 PM").waitFor()
    // Prime time for a non-member: $44.00 an hour, shown before confirming.
    await form.getByRole("table", { name: "Price" }).getByText("$44.00").first().waitFor()
    const confirm = form.getByRole("button", { name: "Confirm booking" })
    expect(await confirm.isDisabled()).toBe(true)
    await form.getByLabel(/I accept "Court use and liability"/).check()
    await capture(page, "book-form")
    await confirm.click()
    await page
      .getByRole("status")
      .getByText(/^Booked Court 3, .*8:00 PM – 9:00 PM\./)
      .waitFor()

    // The calendar shows the booking at once.
    await page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Court 3" }) })
      .getByRole("cell", { name: /Robin Rally 8:00 PM – 9:00 PM/ })
      .waitFor()
    await capture(page, "book-calendar")

    await page.getByRole("link", { name: "See your reservations" }).click()
    const card = page.getByRole("article").filter({ hasText: "Court 3" })
    await card.getByText("$44.00").waitFor()
    await capture(page, "reservations")
    await card.getByRole("button", { name: "Cancel" }).click()
    const dialog = page.getByRole("dialog", { name: "Cancel this reservation?" })
    await dialog.getByRole("note").waitFor()
    expect(await dialog.getByRole("note").textContent()).toMatch(/cancel/i)
    await capture(page, "reservations-cancel")
    await dialog.getByRole("button", { name: "Cancel reservation" }).click()
    await page.getByText("Nothing booked yet.").waitFor()
    await page.getByText("Past and cancelled").click()
    await page.getByRole("article").filter({ hasText: "Court 3" }).getByText("Cancelled").waitFor()
    await page.close()
  })

  it("a visitor finds the club from the home page and sees its courts and news before signing in", async () => {
    const page = await walk.page()
    await page.goto(walk.server.url)
    await page.getByRole("heading", { name: "Welcome" }).waitFor()
    await page.getByLabel("Find a club").fill("demo")
    const club = page.getByRole("article", { name: "Demo Racquet Club" })
    await club.getByRole("link", { name: "Sign up to join" }).waitFor()
    expect(await club.getByRole("button", { name: /favourites/ }).count()).toBe(0)
    await capture(page, "visitor-home")
    await club.getByRole("link", { name: "Club page" }).click()
    await page.getByRole("heading", { name: "Demo Racquet Club" }).waitFor()
    const courts = page.getByRole("region", { name: "Courts" })
    await courts.getByRole("table", { name: /^Courts on / }).waitFor()
    expect(await page.getByRole("heading", { name: "Banners" }).count()).toBe(0)
    await capture(page, "visitor-club-page")
    await page.goto(`${walk.server.url}/book`)
    await page.getByRole("article", { name: "Demo Racquet Club" }).getByRole("link", { name: "See its courts" }).click()
    await page.getByText("to book.").waitFor()
    await page.close()
  })

  it("signs up from the home page, finds the club and joins it", async () => {
    const page = await walk.page()
    await page.goto(`${walk.server.url}/sign-up`)
    await page.getByLabel("First name").fill("Nico")
    await page.getByLabel("Last name").fill("Newcomer")
    await page.getByLabel("E-mail").fill("nico.newcomer@example.com")
    await page.getByLabel(/^Password/).fill("a long password")
    await page.getByRole("button", { name: "Create account" }).click()
    await openSignUpLink(page, walk.server, "nico.newcomer@example.com")
    await page.getByRole("heading", { name: "Hello, Nico" }).waitFor()
    await page.getByText("You do not belong to a club yet").waitFor()
    await page.getByLabel("Find a club").fill("demo")
    const club = page.getByRole("article", { name: "Demo Racquet Club" })
    await club.getByRole("button", { name: "Add Demo Racquet Club to favourites" }).click()
    await club.getByRole("button", { name: "Remove Demo Racquet Club from favourites" }).waitFor()
    await capture(page, "home-find-a-club")
    await club.getByRole("button", { name: "Join" }).click()
    await page.getByRole("status").filter({ hasText: "You joined Demo Racquet Club." }).waitFor()
    await club.getByText("You belong to this club.").waitFor()
    await page.getByRole("link", { name: "Book a court" }).first().click()
    await page.getByText("Pick a free time on a court").waitFor()
    await page.close()
  })

  it("on a phone, books from the list of free start times; on a desktop the whole day fits the width", async () => {
    const page = await walk.page(390)
    await walk.signIn(page, `emma.johnson@${DEMO}`)
    await page.goto(`${walk.server.url}/book`)
    await tomorrowOn(page, NY)
    const list = page.getByLabel("Free times")
    await list.getByRole("region", { name: "Court 3" }).waitFor()
    await capture(page, "book-phone-list")
    const first = list.getByRole("region", { name: "Court 3" }).getByRole("button").last()
    const label = (await first.getAttribute("aria-label"))!
    await first.click()
    const form = page.getByRole("region", { name: "Your booking" })
    await form.getByText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} – `)).waitFor()
    // The grid is one tap away.
    await page.getByLabel("Show").getByText("Grid", { exact: true }).click()
    await page.getByRole("table", { name: /^Courts on/ }).waitFor()

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole("table", { name: /^Courts on/ }).waitFor()
    const fits = await page.evaluate(() => {
      const scroller = document.querySelector(".day-grid-scroll")!
      return scroller.scrollWidth <= scroller.clientWidth + 1
    })
    expect(fits, "the day's grid scrolls sideways at 1280 px").toBe(true)
    await page.close()
  })

  it("sees the server's sentence when a booking is refused", async () => {
    const page = await walk.page()
    await walk.signIn(page, `olivia.martin@${DEMO}`)
    await page.goto(`${walk.server.url}/book`)
    await tomorrowOn(page, NY)
    // Someone else takes the slot between the quote and the confirmation.
    await page.getByRole("cell", { name: "Squash 1, 9:00 PM" }).click()
    const form = page.getByRole("region", { name: "Your booking" })
    await form.getByRole("table", { name: "Price" }).waitFor()
    const tomorrow = localDate(new Date(Date.now() + 24 * 3600 * 1000), NY)
    await walk.occupy("Squash 1", tomorrow, 21 * 3600, 22 * 3600, "Quick Rival")
    const waiver = form.getByLabel(/I accept/)
    await waiver.check()
    await form.getByRole("button", { name: "Confirm booking" }).click()
    await form
      .getByRole("alert")
      .getByText("That court is already booked at that time; pick another time or court.")
      .waitFor()
    await page.close()
  })
})

describe("a guardian", () => {
  it("books a court for a child from the family page", async () => {
    const page = await walk.page()
    await walk.signIn(page, `grace.parker@${DEMO}`)
    await capture(page, "home")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Family" }).click()
    const leo = page.getByRole("article", { name: "Leo" })
    await leo.waitFor()
    await capture(page, "family")
    await leo.getByRole("link", { name: "Book for Leo" }).click()
    await tomorrowOn(page, NY)
    await page.getByRole("cell", { name: "Court 2, 8:00 PM" }).click()
    const form = page.getByRole("region", { name: "Your booking" })
    expect(await form.getByLabel("Book for", { exact: true }).first().inputValue()).toMatch(
      /^Leo Parker \(1\d years old\)$/,
    )
    await form.getByLabel(/I accept "Court use and liability" for the player I book for/).check()
    await form.getByRole("button", { name: "Confirm booking" }).click()
    await page
      .getByRole("status")
      .getByText(/^Booked Court 2/)
      .waitFor()
    await page.getByRole("link", { name: "See your reservations" }).click()
    await page.getByRole("article").filter({ hasText: "Leo Parker" }).waitFor()

    // Leo's waiver was accepted by Grace, for Leo.
    await page.goto(`${walk.server.url}/waivers?user=${await idOf("Leo")}`)
    await page.getByRole("article", { name: "Court use and liability" }).getByText("Accepted").waitFor()
    await capture(page, "waivers")
    await page.goto(`${walk.server.url}/account`)
    await page.getByRole("table", { name: "Ratings" }).or(page.getByText("No ratings yet.")).first().waitFor()
    await capture(page, "account")
    // Rating systems by their names, not their codes.
    await page.getByRole("combobox", { name: "Add a rating" }).click()
    await page.getByRole("option", { name: "Club Locker" }).waitFor()
    expect(await page.getByRole("option", { name: /_/ }).count()).toBe(0)
    await page.close()
  })
})
