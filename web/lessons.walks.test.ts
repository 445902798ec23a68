import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { weekdayOf } from "../engine/bookings/rules"
import { addDays, localDate } from "../engine/dates"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"

/**
 * Lessons walked in Chromium against a server with the demo club: a player asks a teacher for a
 * lesson, the teacher books it, the desk sells a package and books another lesson, both paid from
 * the package; a manager
 * sets up a teacher's week, prices and packages.
 */

const NY = "America/New_York"

const walk = demoWalks()

const { as } = walk
const go = (page: Page, link: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click()

describe("lessons", () => {
  it("a player asks for a lesson, the teacher books it, the desk sells a package and books another, both paid from it", async () => {
    // Alex Novak teaches weekdays 8:00 to 16:00: the form offers the first of them from tomorrow.
    const today = localDate(new Date(), NY)
    let day = addDays(today, 1)
    while (weekdayOf(day) > 4) day = addDays(day, 1)

    const player = await as(`emma.johnson@${DEMO}`)
    await go(player, "Lessons")
    const alex = player.getByRole("article", { name: "Alex Novak" })
    await alex.getByText("Mon 8:00 AM – 4:00 PM").waitFor()
    await expect(player.getByRole("article").count()).resolves.toBe(3)
    await alex.getByRole("button", { name: "Ask for a lesson" }).click()
    const form = player.getByRole("region", { name: "Ask Alex Novak for a lesson" })
    await expect(form.getByLabel("Day").inputValue()).resolves.toBe(day)
    await form.getByLabel("Starting at").click()
    await player.getByRole("option", { name: "2:00 PM", exact: true }).click()
    await form.getByLabel("Lesson price").getByText("2:00 PM – 3:00 PM: $80.00").waitFor()
    await form.getByLabel("Note for the teacher").fill("Second serve, please")
    await capture(player, "lessons-request")
    await form.getByRole("button", { name: "Send request" }).click()
    await flashed(player, "Request sent to Alex Novak. You will hear by e-mail.")
    const waiting = player.getByRole("region", { name: "Waiting for an answer" })
    await waiting.getByText(/^Alex Novak · .*2:00 PM – 3:00 PM · for Emma Johnson$/).waitFor()
    // A second request, withdrawn before the teacher answers it.
    await alex.getByRole("button", { name: "Ask for a lesson" }).click()
    await form.getByLabel("Starting at").click()
    await player.getByRole("option", { name: "3:00 PM", exact: true }).click()
    await form.getByRole("button", { name: "Send request" }).click()
    // Its flash may stand beside the first one's: the list says it arrived.
    await waiting.getByText(/3:00 PM – 4:00 PM/).waitFor()
    await waiting.getByRole("button", { name: "Withdraw" }).last().click()
    const withdrawing = player.getByRole("dialog", { name: "Withdraw the request?" })
    await withdrawing.getByText(/Alex Novak is told you no longer ask for .*3:00 PM – 4:00 PM/).waitFor()
    await withdrawing.getByRole("button", { name: "Withdraw it" }).click()
    await flashed(player, "Request withdrawn.")
    await expect.poll(() => waiting.getByText(/3:00 PM – 4:00 PM/).count()).toBe(0)

    const teacher = await as(`coach.alex@${DEMO}`)
    await go(teacher, "Teaching")
    const request = teacher.getByRole("article", { name: "Request from Emma Johnson" })
    await request.getByText("“Second serve, please”").waitFor()
    await capture(teacher, "teaching")
    await request.getByRole("button", { name: "Accept and book a court" }).click()
    await flashed(teacher, "Lesson booked with Emma Johnson; they are told by e-mail.")
    await teacher.getByText("No requests waiting.").waitFor()
    for (let d = today; d < day; d = addDays(d, 1)) await teacher.getByRole("button", { name: "Next day" }).click()
    const dayView = teacher.getByRole("region", { name: "Your day" })
    await dayView.getByRole("article").filter({ hasText: "2:00 PM – 3:00 PM" }).getByText("Emma Johnson").waitFor()
    await capture(teacher, "teaching-day")
    await teacher.close()

    const desk = await as(`frontdesk@${DEMO}`)
    await go(desk, "Members")
    await desk.getByLabel("Search members").fill("johnson")
    await desk.getByRole("link", { name: "Emma Johnson" }).click()
    const packages = desk.getByRole("region", { name: "Lesson packages" })
    await packages.getByText("No lesson packages yet.").waitFor()
    await packages.getByRole("button", { name: "Sell Five lessons with Alex" }).click()
    const sale = desk.getByRole("dialog", { name: "Sell this package?" })
    await expect(sale.getByRole("note").textContent()).resolves.toBe(
      "Five lessons with Alex for Emma Johnson: 5 lessons of 60 minutes with Alex Novak, to be used within 90 days from today. $360.00 is taken now by Cash.",
    )
    await capture(desk, "desk-sell-package")
    await sale.getByRole("button", { name: "Take $360.00" }).click()
    await flashed(desk, "Five lessons with Alex: 5 lessons for Emma Johnson.")
    await packages.getByRole("list", { name: "Lesson packages held" }).getByText("5 of 5 left").waitFor()

    // The desk books Emma a lesson with Alex on the day board: not over the lesson he accepted,
    // and paid from her new package.
    await go(desk, "Front desk")
    await desk.getByRole("table", { name: /^Courts on/ }).waitFor()
    for (let d = today; d < day; d = addDays(d, 1)) await desk.getByRole("button", { name: "Next day" }).click()
    const bookLesson = async (cell: string) => {
      await desk.getByRole("cell", { name: cell }).click()
      const modal = desk.getByRole("dialog", { name: "New booking" })
      await modal.getByLabel("Kind").click()
      await desk.getByRole("option", { name: "Lesson", exact: true }).click()
      await modal.getByLabel("Teacher").click()
      await desk.getByRole("option", { name: "Alex Novak" }).click()
      await modal.getByLabel("Players").fill("johnson")
      await desk.getByRole("option", { name: /Emma Johnson/ }).click()
      await modal.getByRole("button", { name: "Book" }).click()
      return modal
    }
    const clash = await bookLesson("Court 4, 2:00 PM")
    await clash.getByRole("alert").getByText("The teacher already teaches 2:00 PM–3:00 PM that day.").waitFor()
    await clash.getByRole("button", { name: "Close" }).last().click()
    await bookLesson("Court 3, 8:00 AM")
    const drawer = desk.getByRole("dialog", { name: "Lesson on Court 3" })
    await drawer.getByRole("button", { name: "Five lessons with Alex (5 left)" }).click()
    await flashed(desk, "One lesson taken from Five lessons with Alex.")
    // Paid by the package: nothing is left to pay, and the package is not offered again.
    await drawer.getByRole("button", { name: /^Five lessons with Alex/ }).waitFor({ state: "detached" })
    await drawer.getByText("Nothing pending").waitFor()
    await capture(desk, "desk-lesson-from-package")
    await desk.close()

    await go(player, "Reservations")
    const lesson = player.getByRole("article").filter({ hasText: "2:00 PM – 3:00 PM" }).filter({ hasText: "$80.00" })
    await lesson.getByRole("button", { name: "Payment" }).click()
    await lesson.getByRole("button", { name: "Five lessons with Alex (4 left)" }).click()
    await flashed(player, "One lesson taken from Five lessons with Alex.")
    await player
      .getByRole("article")
      .filter({ hasText: "2:00 PM – 3:00 PM" })
      .filter({ hasNotText: "$80.00" })
      .first()
      .waitFor()
    await go(player, "Lessons")
    await player.getByRole("list", { name: "Lesson packages held" }).getByText("3 of 5 left").waitFor()
    await capture(player, "lessons")
    await player.close()
  })

  it("a manager sets a teacher's week and prices, is told what is wrong, and puts a package on sale", async () => {
    const page = await as(`manager@${DEMO}`)
    await go(page, "Manage")
    await page.getByRole("tab", { name: "Teachers" }).click()
    await page.getByRole("combobox", { name: "Teacher" }).click()
    await page.getByRole("option", { name: "Alex Novak" }).click()
    const week = page.getByRole("region", { name: "Weekly hours" })
    await week.getByLabel("Hours 1 day").waitFor()
    const rows = await week.getByRole("button", { name: /^Remove hours/ }).count()
    // A Monday hour inside the Monday hours already there: the server says which overlap.
    await week.getByRole("button", { name: "Add hours" }).click()
    await page.getByRole("button", { name: "Save Alex Novak" }).click()
    await page
      .getByRole("alert")
      .getByText(`Hours ${rows + 1} overlap hours 1 on the same day.`)
      .waitFor()
    await week.getByLabel(`Hours ${rows + 1} day`).click()
    await page.getByRole("option", { name: "Saturday" }).click()
    const prices = page.getByRole("region", { name: "Lesson prices" })
    await prices.getByRole("button", { name: "Add price" }).click()
    const added = (await prices.getByRole("button", { name: /^Remove price/ }).count()).toString()
    await prices.getByLabel(`Price ${added} player`).click()
    await page.getByRole("option", { name: "Child (under 18)" }).click()
    await prices.getByLabel(`Price ${added} amount`).fill("60")
    await page.getByRole("button", { name: "Save Alex Novak" }).click()
    await flashed(page, "Alex Novak's page saved.")
    await capture(page, "manage-teachers")

    await page.getByRole("tab", { name: "Lesson packages" }).click()
    const fresh = page.getByRole("region", { name: "New package" })
    await fresh.getByLabel("Name").fill("Three junior lessons")
    await fresh.getByLabel("Lessons").fill("3")
    await fresh.getByLabel(/^Price/).fill("150")
    await fresh.getByRole("button", { name: "Add package" }).click()
    await page
      .getByRole("table", { name: "Lesson packages" })
      .getByRole("row")
      .filter({ hasText: "Three junior lessons" })
      .getByText("$150.00")
      .waitFor()
    await capture(page, "manage-packages")
    await page.close()
  })
})
