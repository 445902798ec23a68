import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import * as fs from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import * as path from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { navigationBounds } from "../engine/bookings/bookingWindow"
import { blockInfoText, freeStartTimes } from "../engine/bookings/calendarGrid"
import { formatSecondsOfDay } from "../engine/dates"
import { laidOut, launchBrowser } from "../fixtures/testing/browser"
import { TestClient } from "../fixtures/testing/client"
import { startTestServer, type TestServer } from "../fixtures/testing/testServer"
import { dayTitle } from "./widget/CourtCalendar"
import { SCREENSHOTS } from "../fixtures/testing/screenshots"
import { accessibilityProblems } from "../fixtures/testing/axe"

/**
 * The production widget bundle (web/dist/widget.js, as `npm start` builds it) on a club's page
 * of another origin, against a server with the demo club.
 */

const PASSWORD = "demo-widget-password"
/** CSS a careless club site might carry: it must not reach into the widget. */
const HOSTILE_CSS = `
  * { font-family: "Comic Sans MS", cursive !important; color: #f0f !important; letter-spacing: 3px !important;
      line-height: 3 !important; text-transform: uppercase !important; text-align: right !important; }
  body { font-size: 30px !important; background: #ff0 !important; }
  table, tr, td, th, button, h2, div { display: block !important; border: 6px dashed red !important;
      padding: 25px !important; margin: 10px !important; background: #0ff !important; width: 50px !important; }
  court-calendar { font-size: 40px !important; color: red !important; font-weight: 900 !important; }`

let server: TestServer
let browser: Browser
let host: Server
let hostUrl: string
let facilityId: number

/** The club's website: the two-line snippet, with or without hostile CSS. */
const hostPage = (
  hostile: boolean,
  body = `<court-calendar facility-id="FACILITY"></court-calendar>`,
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Club</title>${hostile ? `<style>${HOSTILE_CSS}</style>` : ""}</head>
<body><h1>Our club</h1>
<script src="${server.url}/widget.js" defer></script>
${body.replace("FACILITY", String(facilityId))}
</body></html>`

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  server = await startTestServer({ DEMO: "1", DEMO_ADMIN_PASSWORD: PASSWORD })
  browser = await launchBrowser()
  facilityId = (
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: number }>`select id from facilities`))
  )[0]!.id
  host = createServer((req, res) => {
    const hostile = req.url?.includes("hostile") ?? false
    const competition = new URL(req.url ?? "/", "http://x").searchParams.get("competition")
    const body = req.url?.startsWith("/mount")
      ? `<div id="slot"></div>`
      : competition !== null
        ? `<competition-draw facility-id="FACILITY" competition-id="${Number(competition)}"></competition-draw>`
        : req.url?.startsWith("/es")
          ? `<court-calendar facility-id="FACILITY" lang="es"></court-calendar>`
          : undefined
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    res.end(hostPage(hostile, body))
  })
  await new Promise<void>((resolve) => host.listen(0, "localhost", resolve))
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => host?.close(resolve))
  await server?.close()
})

const open = async (
  width = 1200,
  options: { path?: string; setup?: (context: BrowserContext) => Promise<unknown> } = {},
) => {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  await options.setup?.(context)
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  const consoleLines: Array<string> = []
  page.on("console", (message) => consoleLines.push(message.text()))
  const calendarRequests: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("courts_reservations_for_players")) calendarRequests.push(request.url())
  })
  await page.goto(`${hostUrl}${options.path ?? "/"}`)
  return { page, context, consoleLines, calendarRequests }
}

/** The widget's inside, through its shadow root (Playwright's locators pierce open shadow roots). */
const widget = (page: Page) => page.locator("court-calendar")

const feedOf = async (date: string) =>
  (await (
    await fetch(`${server.url}/api/facilities/${facilityId}/courts_reservations_for_players?date=${date}`)
  ).json()) as {
    meta: {
      date: string
      time_zone: string
      available_hours: Array<number>
      min_hours_range: number
      max_hours_range: number
      booking_url: string
    }
    courts_with_reservations: Array<{
      name: string
      reservations: Array<Parameters<typeof blockInfoText>[0] & { hour_start: number; hour_end: number }>
    }>
  }

const shownDate = async (page: Page) => {
  const title = await widget(page).getByRole("heading").textContent()
  for (let offset = -3; offset <= 5; offset++) {
    const d = new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10)
    if (dayTitle(d) === title) return d
  }
  throw new Error(`no date near today is titled ${title}`)
}

describe("the court calendar widget on a club's page", () => {
  it("speaks the language its tag names, tells a screen reader the day and its free times, and passes axe-core", async () => {
    const { page } = await open(1200, { path: "/es" })
    const grid = widget(page).getByRole("table", { name: /^Pistas el / })
    await grid.waitFor()
    const title = (await widget(page).getByRole("heading").textContent())!
    const date = [-1, 0, 1].map((d) => new Date(Date.now() + d * 86400_000).toISOString().slice(0, 10))
    const shown = date.find((d) => dayTitle(d, "es") === title)!
    expect(shown, `${title} is a Spanish day title`).toBeDefined()
    const feed = await feedOf(shown)
    const free = feed.courts_with_reservations.reduce(
      (sum, court) => sum + freeStartTimes(feed.meta.available_hours, court.reservations, 3600, 1800, 0).length,
      0,
    )
    expect(await widget(page).getByRole("status").textContent()).toBe(`${title}: ${free} horas libres en las pistas.`)
    expect(await widget(page).getByRole("button", { name: "Día siguiente" }).count()).toBe(1)
    await widget(page).getByRole("button", { name: "Reservar" }).focus()
    await page.screenshot({ path: path.join(SCREENSHOTS, "widget-es-1200.png") })
    expect(await accessibilityProblems(page, "widget-es")).toEqual([])
  })

  it("draws one row per court, 4 cells an hour, hour labels over their cells and each block's text", async () => {
    const { page } = await open()
    const grid = widget(page).getByRole("table")
    await grid.waitFor()
    const date = await shownDate(page)
    const feed = await feedOf(date)
    expect(await widget(page).getByRole("heading").textContent()).toBe(dayTitle(feed.meta.date))

    const hours = grid.locator("thead th[scope=col]")
    expect(await hours.count()).toBe(feed.meta.available_hours.length + 1)
    expect(await hours.nth(1).getAttribute("colspan")).toBe("4")
    expect(await hours.nth(1).textContent()).toBe(formatSecondsOfDay(feed.meta.available_hours[0]!))

    const rows = grid.locator("tbody tr")
    expect(await rows.count()).toBe(feed.courts_with_reservations.length)
    for (const [i, court] of feed.courts_with_reservations.entries()) {
      const row = rows.nth(i)
      expect(await row.getByRole("rowheader").textContent()).toBe(court.name)
      const spans = await row
        .locator("td")
        .evaluateAll((cells) => cells.map((c) => (c as HTMLTableCellElement).colSpan))
      expect(spans.reduce((a, b) => a + b, 0)).toBe(4 * feed.meta.available_hours.length)
      const blocks = await row.locator("td.cc-block button").allTextContents()
      expect(blocks).toEqual(
        court.reservations
          .filter((r) => feed.meta.available_hours.some((h) => r.hour_start < h + 3600 && r.hour_end > h))
          .map((r) => {
            const info = blockInfoText(r)
            const kind = r.kind.charAt(0).toUpperCase() + r.kind.slice(1)
            return `${kind}${info}${formatSecondsOfDay(r.hour_start)} - ${formatSecondsOfDay(r.hour_end)}`
          }),
      )
    }
    for (const width of [320, 768, 1200]) {
      await page.setViewportSize({ width, height: 800 })
      await laidOut(page)
      await widget(page).screenshot({ path: path.join(SCREENSHOTS, `widget-${width}.png`) })
      // Court names stay in view while the day scrolls; the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // On a desktop the demo club's whole day (06:00–22:00) fits: the evening is not cut off.
      const scrolls = await widget(page)
        .locator(".cc-scroll")
        .evaluate((el) => el.scrollWidth > el.clientWidth + 1)
      if (width === 1200) expect(scrolls).toBe(false)
      expect(await grid.locator("tbody th").first().isVisible()).toBe(true)
    }
  })

  it("opens the booking URL in a new tab without a window.opener, from Book and from a block", async () => {
    const { page, context } = await open()
    await widget(page).getByRole("table").waitFor()
    const feed = await feedOf(await shownDate(page))
    // The club's booking page, wherever it lives, answered here.
    await context.route(`${feed.meta.booking_url}*`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Booking</h1>" }),
    )
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      widget(page).getByRole("button", { name: "Book" }).click(),
    ])
    await tab.waitForLoadState()
    expect(tab.url()).toBe(feed.meta.booking_url)
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    const block = widget(page).locator("td.cc-block button").first()
    // The demo club's day always has blocks (seeded on every court).
    expect(await block.count()).toBe(1)
    const [again] = await Promise.all([context.waitForEvent("page"), block.click()])
    await again.waitForLoadState()
    expect(again.url()).toBe(feed.meta.booking_url)
    expect(await again.evaluate(() => window.opener)).toBeNull()
  })

  it("keeps to the booking window: back disabled today, forward disabled on the last day, a load per day", async () => {
    const { page, calendarRequests } = await open()
    await widget(page).getByRole("table").waitFor()
    const back = widget(page).getByRole("button", { name: "Previous day" })
    const forward = widget(page).getByRole("button", { name: "Next day" })
    expect(await back.isDisabled()).toBe(true)
    const feed = await feedOf(await shownDate(page))
    const bounds = navigationBounds(new Date(), feed.meta, feed.meta.time_zone)
    let steps = 0
    while (!(await forward.isDisabled()) && steps < 10) {
      const before = calendarRequests.length
      await forward.click()
      steps += 1
      await expect.poll(() => calendarRequests.length).toBeGreaterThan(before)
    }
    expect(await widget(page).getByRole("heading").textContent()).toBe(dayTitle(bounds.last))
    expect(calendarRequests.at(-1)).toContain(`date=${bounds.last}`)
    expect(await back.isDisabled()).toBe(false)
  })

  it("reloads the shown day every 35 seconds", async () => {
    const { page, calendarRequests } = await open(1200, { setup: (context) => context.clock.install() })
    await widget(page).getByRole("table").waitFor()
    const before = calendarRequests.length
    await page.clock.runFor(34_000)
    expect(calendarRequests.length).toBe(before)
    await page.clock.runFor(1_500)
    await expect.poll(() => calendarRequests.length).toBe(before + 1)
  })

  it("shows a booking made through the API at once, from the live-changes stream", async () => {
    const { page } = await open()
    await widget(page).getByRole("table").waitFor()
    const date = await shownDate(page)
    const manager = new TestClient(server.url)
    await manager.signIn("manager@demo.example.com", PASSWORD)
    const courts = (await manager.get(`/api/facilities/${facilityId}/courts`)).body as Array<{
      id: number
      name: string
    }>
    const booked = await manager.post(`/api/courts/${courts.at(-1)!.id}/booking_admin`, {
      date,
      hour_start: 21 * 3600,
      hour_end: 21 * 3600 + 1800,
      kind: "other",
      subkind: "live update",
    })
    expect(booked.status).toBe(201)
    // Well inside the 35-second reload: the stream said so.
    await widget(page).getByText("live update").waitFor({ timeout: 5000 })
  })

  it("logs the one line the widget logs and shows nothing when the calendar cannot load", async () => {
    const { page, consoleLines } = await open(1200, {
      setup: (context) =>
        context.route("**/courts_reservations_for_players*", (route) =>
          route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
        ),
    })
    await expect.poll(() => consoleLines).toContain("Unable to load calendar information")
    expect(consoleLines.filter((line) => line !== "Unable to load calendar information" && !/500/.test(line))).toEqual(
      [],
    )
    expect(await page.locator("court-calendar").evaluate((el) => el.shadowRoot!.querySelector(".cc"))).toBeNull()
  })

  it("looks the same on a page whose CSS is hostile", async () => {
    const clean = await open(900)
    await widget(clean.page).getByRole("table").waitFor()
    const hostile = await open(900, { path: "/hostile" })
    await widget(hostile.page).getByRole("table").waitFor()
    const inner = (page: Page) => page.locator("court-calendar").locator(".cc")
    const [a, b] = [await inner(clean.page).boundingBox(), await inner(hostile.page).boundingBox()]
    expect(b!.width).toBe(a!.width)
    expect(b!.height).toBe(a!.height)
    const look = (page: Page) =>
      inner(page).evaluate((el) => {
        const style = (selector: string) => {
          const s = getComputedStyle(el.querySelector(selector)!)
          return [s.fontFamily, s.fontSize, s.color, s.letterSpacing, s.textTransform, s.display, s.borderTopWidth]
        }
        return [style(".cc-title"), style(".cc-book"), style("table"), style("td"), style("th")]
      })
    expect(await look(hostile.page)).toEqual(await look(clean.page))
    await widget(hostile.page).screenshot({ path: path.join(SCREENSHOTS, "widget-hostile-page.png") })
  })

  it("mounts by name, and throws 'Cannot find component' for a name it does not know", async () => {
    const { page } = await open(1200, { path: "/mount" })
    await page.waitForFunction(() => "VenueWidget" in window)
    const thrown = await page.evaluate(() => {
      try {
        ;(window as unknown as { VenueWidget: { mount: (n: string, e: Element) => void } }).VenueWidget.mount(
          "Nope",
          document.getElementById("slot")!,
        )
        return "nothing thrown"
      } catch (error) {
        return (error as Error).message
      }
    })
    expect(thrown).toBe("Cannot find component")
    await page.evaluate(
      (id) =>
        (window as unknown as { VenueWidget: { mount: (n: string, e: Element, p: object) => void } }).VenueWidget.mount(
          "CourtCalendar",
          document.getElementById("slot")!,
          { facilityId: id },
        ),
      facilityId,
    )
    await page.locator("#slot").getByRole("table").waitFor()
  })

  it("disables back and forward at the window's edges by the browser's clock", async () => {
    // 23:59 in New York: today is June 30 there, and 48 hours on is July 2.
    const { page } = await open(1200, {
      setup: (context) => context.clock.setFixedTime(new Date("2026-07-01T03:59:00Z")),
    })
    await widget(page).getByRole("heading", { name: "Tuesday, June 30" }).waitFor()
    const back = widget(page).getByRole("button", { name: "Previous day" })
    const forward = widget(page).getByRole("button", { name: "Next day" })
    expect(await back.isDisabled()).toBe(true)
    await forward.click()
    await widget(page).getByRole("heading", { name: "Wednesday, July 1" }).waitFor()
    await forward.click()
    await widget(page).getByRole("heading", { name: "Thursday, July 2" }).waitFor()
    expect(await forward.isDisabled()).toBe(true)
  })
})

describe("the widget's pages and script", () => {
  it("serves the script cacheable and versioned, the iframe page and the demo page", async () => {
    const script = await fetch(`${server.url}/widget.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate")
    const version = script.headers.get("x-widget-version")!
    expect((await fetch(`${server.url}/widget.js`, { headers: { "if-none-match": `"${version}"` } })).status).toBe(304)
    const pinned = await fetch(`${server.url}/widget.js?v=${version}`)
    expect(pinned.headers.get("cache-control")).toMatch(/immutable/)

    const context = await browser.newContext({ viewport: { width: 400, height: 700 } })
    const page = await context.newPage()
    await page.goto(`${server.url}/f/demo/calendar`)
    await page.locator("court-calendar").getByRole("table").waitFor()
    expect((await fetch(`${server.url}/f/no-such-club/calendar`)).status).toBe(404)

    await page.goto(`${server.url}/widget-demo`)
    expect(await page.locator("#snippet").textContent()).toContain(`<court-calendar facility-id="${facilityId}">`)
    await page.locator("court-calendar").getByRole("table").waitFor()
    await context.close()

    // The feed is readable from the club's own origin.
    const feed = await fetch(
      `${server.url}/api/facilities/${facilityId}/courts_reservations_for_players?date=2026-07-01`,
      {
        headers: { origin: "https://club.example" },
      },
    )
    expect(feed.headers.get("access-control-allow-origin")).toBe("*")
  })
})

describe("a competition's draw on a club's page and its public page", () => {
  type Sheet = {
    entries: Array<{ id: number; status: string; seed: number | null; players: Array<{ name: string }> }>
    matches: Array<{ round: number; void: boolean; won: 1 | 2 | null; entry_ids: [number | null, number | null] }>
    table: Array<{ entry: number; rank: number; points: number }>
  }
  const competitionsOf = async () =>
    (await (await fetch(`${server.url}/api/facilities/${facilityId}/competitions`)).json()) as Array<{
      id: number
      name: string
      divisions: Array<{ id: number; name: string }>
    }>
  const named = async (name: string) => (await competitionsOf()).find((c) => c.name === name)!
  const drawOf = async (divisionId: number) =>
    (await (
      await fetch(`${server.url}/api/facilities/${facilityId}/competition_divisions/${divisionId}/draw`)
    ).json()) as Sheet
  const nameIn = (s: Sheet, id: number | null) => {
    const e = s.entries.find((x) => x.id === id)!
    return `${e.players.map((p) => p.name).join(" / ")}${e.seed === null ? "" : ` (${e.seed})`}`
  }

  it("shows a league's table and rounds, winners and scores, as anyone reads them, from another origin", async () => {
    const league = await named("Winter Singles League")
    const sheet = await drawOf(league.divisions[0]!.id)
    const { page, consoleLines } = await open(1200, { path: `/draw?competition=${league.id}` })
    const draw = page.locator("competition-draw")
    await draw.getByRole("heading", { name: league.name }).waitFor()
    const table = draw.getByRole("table", { name: "Standings" })
    await table.waitFor()
    const rows = await table
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)))
    expect(rows).toEqual(
      sheet.table.map((r) => {
        const decided = sheet.matches.filter((m) => m.won !== null && m.entry_ids.includes(r.entry))
        const won = decided.filter((m) => m.entry_ids[m.won! - 1] === r.entry).length
        return [
          String(r.rank),
          nameIn(sheet, r.entry),
          String(decided.length),
          String(won),
          String(decided.length - won),
          String(r.points),
        ]
      }),
    )
    // Round 1 was played: each winner in bold beside the sets; the later rounds wait.
    const first = draw.getByRole("heading", { name: "Round 1" }).locator("xpath=..")
    const played = sheet.matches.filter((m) => m.round === 1 && !m.void)
    expect(await first.locator("li").count()).toBe(played.length)
    expect(await first.locator("strong").allTextContents()).toEqual(
      played.map((m) => nameIn(sheet, m.entry_ids[m.won! - 1]!)),
    )
    expect(await first.locator(".cd-score").first().textContent()).toBe("6–4 3–6 10–7")
    await draw.getByRole("heading", { name: "Round 2" }).waitFor()
    expect(consoleLines.filter((l) => /error|fail/i.test(l))).toEqual([])
    await draw.screenshot({ path: path.join(SCREENSHOTS, "competition-draw-1200.png") })
    expect(await accessibilityProblems(page, "competition-draw")).toEqual([])
  })

  it("says how many have entered before the draw, switches divisions, and speaks Spanish when told", async () => {
    const cup = await named("December Club Open")
    const manager = new TestClient(server.url)
    await manager.signIn("manager@demo.example.com", PASSWORD)
    const added = await manager.post(`/api/facilities/${facilityId}/competitions/${cup.id}/divisions`, {
      name: "Over 50",
      age_min: 50,
      cap: 8,
    })
    expect(added.status).toBe(201)
    const entered = (await drawOf(cup.divisions[0]!.id)).entries.filter((e) => e.status === "entered").length
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${server.url}/f/demo/competitions/${cup.id}`)
    const draw = page.locator("competition-draw")
    await draw.getByText(`The draw is made once entries close: ${entered} entries so far.`).waitFor()
    await draw.getByRole("button", { name: "Over 50" }).click()
    await draw.getByText("The draw is made once entries close: no entries yet.").waitFor()
    expect(await draw.getByRole("button", { name: "Over 50" }).getAttribute("aria-pressed")).toBe("true")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: path.join(SCREENSHOTS, "competition-draw-page-390.png") })

    await page.setContent(
      `<html lang="en"><body><competition-draw facility-id="${facilityId}" competition-id="${cup.id}" lang="es"></competition-draw><script src="${server.url}/widget.js"></script></body></html>`,
    )
    await page.locator("competition-draw").getByText(`${entered} inscripciones por ahora`, { exact: false }).waitFor()
    await context.close()
  })

  it("answers a competition page only for a competition of that club, and the draw's data to any origin", async () => {
    const league = await named("Winter Singles League")
    expect((await fetch(`${server.url}/f/demo/competitions/${league.id}`)).status).toBe(200)
    expect((await fetch(`${server.url}/f/demo/competitions/999999`)).status).toBe(404)
    expect((await fetch(`${server.url}/f/no-such-club/competitions/${league.id}`)).status).toBe(404)
    const answered = await fetch(
      `${server.url}/api/facilities/${facilityId}/competition_divisions/${league.divisions[0]!.id}/draw`,
      { headers: { origin: "https://club.example" } },
    )
    expect(answered.headers.get("access-control-allow-origin")).toBe("*")
    const preflight = await fetch(`${server.url}/api/facilities/${facilityId}/competitions/${league.id}`, {
      method: "OPTIONS",
      headers: { origin: "https://club.example", "access-control-request-method": "GET" },
    })
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET")
    // Writing stays the club's own: no cross-origin door to a manager's act.
    const write = await fetch(
      `${server.url}/api/facilities/${facilityId}/competition_divisions/${league.divisions[0]!.id}/draw`,
      {
        method: "OPTIONS",
        headers: { origin: "https://club.example", "access-control-request-method": "POST" },
      },
    )
    expect(write.headers.get("access-control-allow-methods")).not.toContain("POST")
  })

  it("is on the widget demo page, with its snippet", async () => {
    const cup = (await competitionsOf())[0]!
    const html = await (await fetch(`${server.url}/widget-demo`)).text()
    expect(html).toContain(
      `&lt;competition-draw facility-id=&quot;${facilityId}&quot; competition-id=&quot;${cup.id}&quot;&gt;`,
    )
  })
})
