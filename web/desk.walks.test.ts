import { describe, expect, it } from "vitest"
import { localDate, localSeconds } from "../engine/dates"
import { TestClient } from "../fixtures/testing/client"
import { DEMO, demoWalks, NY } from "../fixtures/testing/demoWalks"
import { capture, tomorrowOn } from "../fixtures/testing/walk"

/**
 * The front desk, a manager and an owner walked in Chromium against a server with the demo club: the
 * day board, members, selling and refunding a package, setting the club up, the demo's kept mail
 * and credentials. Each screen is photographed at 390 and 1280 px into SCREENSHOTS (a CI artifact).
 */

const walk = demoWalks()

describe("the front desk", () => {
  it("checks a player in and marks a no-show on the day board", async () => {
    // Open round the clock, with two games under way now, so the walk runs at any hour.
    await walk.sql(
      (q) => q`update facility_schedules set hour_start = 0, hour_end = 86400 where facility_id = ${walk.facilityId}`,
    )
    // Changed behind the API's back, so say so: the calendar's cached days drop their old hours.
    await walk.announce("*")
    const now = new Date()
    const seconds = localSeconds(now, NY)
    const start = Math.max(0, Math.floor((seconds - 1800) / 900) * 900)
    const end = Math.min(86400, start + 3600)
    const today = localDate(now, NY)
    await walk.sql((q) => q`delete from reservations where facility_id = ${walk.facilityId} and local_date = ${today}`)
    await walk.occupy("Court 4", today, start, end, "Casey Checkin")
    await walk.occupy("Pickleball 1", today, start, end, "Nora Noshow")
    await walk.occupy("Padel 1", today, start, end, "Rory Rain")

    const page = await walk.page()
    await walk.signIn(page, `frontdesk@${DEMO}`)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Front desk" }).click()
    await page.getByRole("table", { name: /^Courts on/ }).waitFor()
    await capture(page, "desk")

    await page.getByRole("cell", { name: /Casey Checkin/ }).click()
    const drawer = page.getByRole("dialog", { name: "Reservation on Court 4" })
    await drawer.getByRole("button", { name: "Check in" }).click()
    await drawer.getByText("Checked in").waitFor()
    await capture(page, "desk-reservation")
    await drawer.getByRole("button", { name: "Close" }).click()
    await page.getByRole("cell", { name: /Reservation ✓.*Casey Checkin/ }).waitFor()

    await page.getByRole("cell", { name: /Nora Noshow/ }).click()
    const second = page.getByRole("dialog", { name: "Reservation on Pickleball 1" })
    await second.getByRole("button", { name: "No-show" }).click()
    // Asked first, with what it means for the money.
    const asked = page.getByRole("dialog", { name: "Mark as a no-show?" })
    await asked.getByText(/The booking keeps its fees/).waitFor()
    await asked.getByRole("button", { name: "Mark no-show" }).click()
    await second.getByText("Cancelled").waitFor()
    // Escape closes the dialog on top: the confirmation has gone, so it is the drawer's turn.
    await asked.waitFor({ state: "detached" })
    await page.keyboard.press("Escape")
    await second.waitFor({ state: "detached" })
    await expect.poll(() => page.getByRole("cell", { name: /Nora Noshow/ }).count()).toBe(0)
    await page.getByText(/Cancelled, rain-checked and no-shows \(\d+\)/).waitFor()

    // A rain check says, before it is done, what happens to the money: the server's own plan.
    await page.getByRole("cell", { name: /Rory Rain/ }).click()
    const third = page.getByRole("dialog", { name: "Reservation on Padel 1" })
    await third.getByRole("button", { name: "Rain check" }).click()
    const rain = page.getByRole("dialog", { name: "Give a rain check?" })
    await rain.getByText(/for rain\? Nothing has been paid, so nothing is refunded\.$/).waitFor()
    await rain.getByRole("button", { name: "Give rain check" }).click()
    await third.getByText("Rain check").first().waitFor()
    await rain.waitFor({ state: "detached" })
    await page.keyboard.press("Escape")

    // Book a rental by clicking a free cell; the guest list fails this once, and says so in the server's words.
    await page.route("**/api/guest_users*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }),
    )
    await page.getByRole("cell", { name: "Squash 1, 11:00 PM" }).click()
    const modal = page.getByRole("dialog", { name: "New booking" })
    await modal
      .getByRole("alert")
      .getByText("There was an error trying to retrieve the guests. Please try again later.")
      .waitFor()
    await page.unroute("**/api/guest_users*")
    await modal.getByLabel("Guests").fill("Pat Visitor")
    await modal.getByLabel("Guests").press("Enter")
    await modal.getByLabel("Kind").click()
    await page.getByRole("option", { name: "Rental" }).click()
    await modal.getByLabel("Detail").fill("ball machine")
    await capture(page, "desk-new-booking")
    await modal.getByRole("button", { name: "Book" }).click()
    await page.getByRole("dialog", { name: "Rental on Squash 1" }).getByText("Pat Visitor (guest)").waitFor()
    // Priced when booked, by the same rates as a player's booking: no recalculation needed.
    const fees = page.getByRole("dialog", { name: "Rental on Squash 1" }).getByRole("table", { name: "Fees" })
    await fees.getByText("Court fee").first().waitFor()
    expect(await fees.textContent()).not.toContain("Total$0.00")
    await page.keyboard.press("Escape")

    // A drag along a court picks the cells it crosses: 9:00 to 9:45 PM is a booking to 10:00 PM.
    await page.getByRole("cell", { name: "Center Court, 9:45 PM" }).scrollIntoViewIfNeeded()
    await page.getByRole("cell", { name: "Center Court, 9:00 PM" }).scrollIntoViewIfNeeded()
    const from = await page.getByRole("cell", { name: "Center Court, 9:00 PM" }).boundingBox()
    const to = await page.getByRole("cell", { name: "Center Court, 9:45 PM" }).boundingBox()
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2)
    await page.mouse.down()
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 8 })
    await page.mouse.up()
    const dragged = page.getByRole("dialog", { name: "New booking" })
    expect(await dragged.getByLabel("From").first().inputValue()).toBe("9:00 PM")
    expect(await dragged.getByLabel("To").first().inputValue()).toBe("10:00 PM")
    await dragged.getByRole("button", { name: "Close" }).last().click()
    await page.close()
    const noShows = await walk.sql<{ n: number }>(
      // The week's bookings: the demo's season before it has no-shows of its own.
      (q) => q`select count(*)::int as n from reservations where no_show and facility_id = ${walk.facilityId}
        and local_date >= (now() at time zone 'America/New_York')::date - 3`,
    )
    expect(noShows[0]!.n).toBe(1)
  })

  it("books with two members who share a name: the guests offer the name once, the players tell them apart", async () => {
    // Imported members (no password of their own) are the desk's guest suggestions.
    for (const email of ["john.smith@example.com", "j.smith@example.com"])
      await walk.sql(
        (q) => q`
          with person as (
            insert into users (email, first_name, last_name) values (${email}, 'John', 'Smith') returning id)
          insert into facility_users (facility_id, user_id, role)
          select ${walk.facilityId}, id, 'player' from person returning user_id`,
      )
    const page = await walk.page()
    await walk.signIn(page, `frontdesk@${DEMO}`)
    await page.goto(`${walk.server.url}/desk`)
    await page.getByRole("button", { name: "Next day" }).click()
    await page.getByRole("cell", { name: "Squash 1, 6:00 AM" }).click()
    const modal = page.getByRole("dialog", { name: "New booking" })
    await modal.getByLabel("Guests").fill("Smith")
    await page.getByRole("option", { name: "John Smith", exact: true }).waitFor()
    expect(await page.getByRole("option", { name: "John Smith", exact: true }).count()).toBe(1)
    await modal.getByLabel("Guests").fill("")
    await modal.getByLabel("Players").fill("smith")
    await page.getByRole("option", { name: "John Smith (john.smith@example.com)" }).click()
    await modal.getByLabel("Players").fill("smith")
    await page.getByRole("option", { name: "John Smith (j.smith@example.com)" }).waitFor()
    await modal.getByRole("button", { name: "Book" }).click()
    const booked = page.getByRole("dialog", { name: "Reservation on Squash 1" })
    await booked.getByText("John Smith").first().waitFor()
    const players = await walk.sql<{ email: string }>(
      (q) => q`
        select u.email from reservation_users ru join users u on u.id = ru.user_id
        join reservations r on r.id = ru.reservation_id
        where r.facility_id = ${walk.facilityId} and u.last_name = 'Smith' and u.first_name = 'John'`,
    )
    expect(players.map((p) => p.email)).toEqual(["john.smith@example.com"])
    // The members' list shows both, each with what tells them apart.
    await page.keyboard.press("Escape")
    await page.goto(`${walk.server.url}/members`)
    await page.getByLabel("Search members").fill("smith")
    const found = page.getByRole("table", { name: "Members found" })
    await found.getByText("john.smith@example.com").waitFor()
    await found.getByText("j.smith@example.com").waitFor()
    expect(await found.getByRole("link", { name: "John Smith" }).count()).toBe(2)
    await page.close()

    // A player inviting members sees both, told apart without their addresses.
    const player = await walk.page()
    await walk.signIn(player, `grace.parker@${DEMO}`)
    await player.goto(`${walk.server.url}/book?facility=${walk.facilityId}`)
    await tomorrowOn(player, NY)
    await player.getByRole("cell", { name: "Court 2, 9:00 PM" }).click()
    await player.getByRole("region", { name: "Your booking" }).getByLabel("Invite members").fill("john smith")
    await player.getByRole("option", { name: "John Smith (jo…th@example.com)" }).waitFor()
    await player.getByRole("option", { name: "John Smith (j.…th@example.com)" }).waitFor()
    await player.close()
  })

  it("finds a member and opens their profile", async () => {
    const page = await walk.page()
    await walk.signIn(page, `frontdesk@${DEMO}`)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Members", exact: true }).click()
    await page.getByLabel("Search members").fill("walker")
    await page.getByRole("link", { name: "Evelyn Walker" }).click()
    await page.getByRole("heading", { name: "Evelyn Walker" }).waitFor()
    await capture(page, "member-profile")
    await page.goBack()
    await page.getByRole("table", { name: "Members found" }).waitFor()
    await capture(page, "members")
    await page.close()
  })
})

describe("a manager", () => {
  it("sells a lesson package on a member's profile and refunds it from their statement, saying what goes with it", async () => {
    const page = await walk.page()
    await page.goto(`${walk.server.url}/sign-in`)
    await capture(page, "sign-in")
    await walk.signIn(page, `manager@${DEMO}`)
    await page.goto(`${walk.server.url}/members`)
    await page.getByLabel("Search members").fill("hall")
    await page.getByRole("link", { name: "Benjamin Hall" }).click()
    await page.getByRole("heading", { name: "Benjamin Hall" }).waitFor()
    await page
      .getByRole("button", { name: /^Sell Five lessons with / })
      .first()
      .click()
    const sell = page.getByRole("dialog", { name: "Sell this package?" })
    await sell.getByText(/taken now by Cash\.$/).waitFor()
    await sell.getByRole("button", { name: /^Take \$/ }).click()
    await sell.waitFor({ state: "detached" })
    await page.reload()
    const statement = page.getByRole("table", { name: "Statement" })
    const row = statement.getByRole("row").filter({ hasText: "Lesson package: Five lessons with" })
    await row.getByText("paid", { exact: true }).waitFor()
    await row.getByRole("button", { name: "Refund" }).click()
    const refund = page.getByRole("dialog", { name: "Give this money back?" })
    await refund.getByText(/goes back by the way it was paid\. The package's unused lessons go with it\./).waitFor()
    await capture(page, "refund-package")
    await refund.getByRole("button", { name: /^Refund \$/ }).click()
    await row.getByText("refunded", { exact: true }).waitFor()
    await page.close()
  })

  it("adds a court and changes the opening hours", async () => {
    const page = await walk.page()
    await walk.signIn(page, `manager@${DEMO}`)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Manage" }).click()
    await page.getByRole("table", { name: "Courts" }).waitFor()
    await page.getByLabel("Court name").fill("Court 9")
    await page.getByRole("button", { name: "Add court" }).click()
    await expect(page.getByLabel("Name of Court 9").inputValue()).resolves.toBe("Court 9")
    await capture(page, "manage-courts")

    await page.getByRole("tab", { name: "Opening hours" }).click()
    const sunday = page.getByRole("region", { name: "Sunday" })
    // Later, not earlier: an earlier close would strand the demo's late bookings, which the server refuses.
    await sunday.getByLabel("Sunday closes").click()
    await page.getByRole("option", { name: "Midnight" }).click()
    await expect.poll(() => sunday.getByLabel("Sunday closes").inputValue()).toBe("Midnight")
    await page.getByRole("listbox").waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Save opening hours" }).click()
    // The saved line, or the server's sentence when it refused (the walk then says which).
    const answer = page.getByText("Opening hours saved.").or(page.getByRole("alert"))
    await answer.waitFor()
    expect(await answer.textContent()).toBe("Opening hours saved.")
    await capture(page, "manage-hours")
    const sundays = await walk.sql<{ hour_end: number }>(
      (q) => q`select hour_end from facility_schedules where facility_id = ${walk.facilityId} and day = 6`,
    )
    expect(sundays.map((s) => s.hour_end)).toContain(24 * 3600)

    // Winter hours as a season far ahead: a copy of the week, Monday's close brought in, saved beside the standing hours.
    await page.getByLabel("A season from").fill("2030-01-07")
    await page.getByRole("button", { name: "Add season" }).click()
    expect(await page.getByRole("combobox", { name: "Hours of" }).inputValue()).toBe("From Mon, Jan 7, 2030")
    await page.getByRole("region", { name: "Monday" }).getByLabel("Monday closes").click()
    await page.getByRole("option", { name: "6:00 PM" }).click()
    await page.getByRole("listbox").waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Save opening hours" }).click()
    await page.getByText("Opening hours saved.").waitFor()
    const winter = await walk.sql<{ day: number; hour_end: number }>(
      (q) => q`select day, hour_end from facility_schedules
        where facility_id = ${walk.facilityId} and starts_on = '2030-01-07' order by day`,
    )
    expect(winter).toHaveLength(7)
    expect(winter[0]!.hour_end).toBe(18 * 3600)
    expect(winter[6]!.hour_end).toBe(24 * 3600)

    // A court's removal refused while it has reservations: the server's sentence shows.
    await page.getByRole("tab", { name: "Courts" }).click()
    await page
      .getByRole("row")
      .filter({ has: page.getByLabel("Name of Center Court") })
      .getByRole("button", { name: "Remove" })
      .click()
    await page
      .getByRole("alert")
      .getByText(/^Reservation \d+ on \S/)
      .waitFor()

    await page.getByRole("tab", { name: "Coupons" }).click()
    await page.getByLabel("Code").fill("spring")
    await page.getByLabel("Percent", { exact: true }).fill("20")
    await page.getByRole("button", { name: "Create coupon" }).click()
    await page.getByRole("table", { name: "Coupons" }).getByText("SPRING").waitFor()
    await capture(page, "manage-coupons")

    for (const [tab, name] of [
      ["Schedule rules", "manage-rules"],
      ["Waivers", "manage-waivers"],
      ["Settings", "manage-settings"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click()
      await page.getByRole("tabpanel", { name: tab }).waitFor()
      await capture(page, name)
    }
    // The new court is on the front desk's board.
    await page.goto(`${walk.server.url}/desk`)
    await page.getByRole("rowheader", { name: "Court 9" }).waitFor()
    await page.close()
  })
})

describe("an owner", () => {
  it("reads the mail the demo kept instead of sending, from the header's demo badge", async () => {
    const to = `olivia.martin@${DEMO}`
    expect((await new TestClient(walk.server.url).post("/api/password/forgot", { email: to })).status).toBe(202)
    const page = await walk.page()
    await walk.signIn(page, `admin@${DEMO}`)
    await page.getByRole("link", { name: "Demo · mail" }).click()
    await page.getByRole("heading", { name: "Mail kept by the server" }).waitFor()
    await page.getByLabel("To").fill(to)
    const mail = page.getByRole("list", { name: "Kept mail" }).getByRole("listitem").first()
    await mail.getByText(`To ${to}`, { exact: false }).waitFor()
    await mail.getByRole("button").click()
    await mail.getByText(/token=/).waitFor()
    await capture(page, "kept-mail")

    // The demo's own setup is in the audit log, as the club's manager and desk did it.
    await page.goto(`${walk.server.url}/manage`)
    await page.getByRole("tab", { name: "Audit log" }).click()
    const changes = page.getByRole("table", { name: "Changes" })
    await changes.getByText("Morgan Reyes").first().waitFor()
    await page.close()
  })

  it("keeps a credential whose password never comes back", async () => {
    const page = await walk.page()
    await walk.signIn(page, `admin@${DEMO}`)
    await page.goto(`${walk.server.url}/manage/credentials`)
    await page.getByRole("combobox", { name: "Service" }).click()
    await page.getByRole("option", { name: "Door access (Kisi)" }).click()
    await page.getByText("Enter type: kisi; token: the API key; device_id: the lock's id.").waitFor()
    await page.getByLabel("Username").fill("frontgate")
    await page.getByLabel("Password", { exact: true }).fill("open sesame")
    await page.getByRole("button", { name: "Save credential" }).click()
    const table = page.getByRole("table", { name: "Credentials" })
    await table.getByText("password set · no token").waitFor()
    expect(await page.content()).not.toContain("open sesame")
    await capture(page, "manage-credentials")
    await page.close()
  })
})
