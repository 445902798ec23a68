import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { WEB_DIST } from "../adapters/http/web"
import { addDays, localDate } from "../engine/dates"
import { DEMO, demoWalks, NY } from "../fixtures/testing/demoWalks"
import { capture } from "../fixtures/testing/walk"

/**
 * The phone app, walked in Chromium: installable (the manifest and its icons, the service worker
 * in control, the start page served with no network), readable offline (a booking opened online
 * is there offline, with when it was saved), and a change made offline refused in a sentence.
 */

const walk = demoWalks()
const day = addDays(localDate(new Date(), NY), 1)

/** A width and height from a PNG's header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

describe("the phone app", () => {
  it("is installable: a manifest with its icons, a service worker in control, the start page served offline", async () => {
    const page = await walk.page(390)
    const requested: Array<string> = []
    page.on("request", (r) => requested.push(r.url()))
    await page.goto(`${walk.server.url}/`)
    const href = await page.locator('link[rel="manifest"]').getAttribute("href")
    const manifestAnswer = await page.request.get(new URL(href!, walk.server.url).toString())
    expect(manifestAnswer.headers()["content-type"]).toBe("application/manifest+json")
    const manifest = await manifestAnswer.json()
    // What Chromium asks of an installable app.
    expect(manifest).toMatchObject({
      short_name: "Venue",
      display: "standalone",
      start_url: "/reservations?source=app",
    })
    expect(manifest.name.length).toBeGreaterThan(0)
    expect(manifest.prefer_related_applications ?? false).toBe(false)
    const icons = manifest.icons as ReadonlyArray<{ src: string; sizes: string; purpose: string }>
    for (const [sizes, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ])
      expect(icons.some((i) => i.sizes === sizes && i.purpose === purpose)).toBe(true)
    for (const icon of icons) {
      const answer = await page.request.get(new URL(icon.src, walk.server.url).toString())
      expect(answer.headers()["content-type"]).toBe("image/png")
      const { width, height } = pngSize(await answer.body())
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(manifest.theme_color)

    // The service worker installs (the shell precached) and, from the next load, serves the pages.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.context().setOffline(true)
    const start = await page.goto(`${walk.server.url}${manifest.start_url}`)
    expect(start?.status()).toBe(200)
    await page.getByRole("heading", { name: "Sign in" }).or(page.getByRole("status")).first().waitFor()
    await page.context().setOffline(false)

    // No mixed content, nor anything from elsewhere: every request went to the app's own origin.
    expect(requested.filter((url) => new URL(url).origin !== new URL(walk.server.url).origin)).toEqual([])
    const insecure = fs
      .readdirSync(path.join(WEB_DIST, "assets"))
      .filter((file) => /\.(js|css)$/.test(file))
      .filter((file) =>
        /(src|href|url)\s*[:=(]\s*["']?http:\/\//.test(fs.readFileSync(path.join(WEB_DIST, "assets", file), "utf8")),
      )
    expect(insecure).toEqual([])
  })

  it("shows a player's upcoming booking offline, says when it was saved, and refuses a change in a sentence", async () => {
    const olivia = `olivia.martin@${DEMO}`
    await walk.sql(
      (sql) =>
        sql`
        with court as (
          insert into courts (facility_id, name, sport) values (${walk.facilityId}, 'Phone court', 'tennis') returning id
        )
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by)
        select ${walk.facilityId}, court.id,
          tstzrange((${day}::date + time '18:00') at time zone f.time_zone, (${day}::date + time '19:00') at time zone f.time_zone),
          ${day}::date, 18 * 3600, 19 * 3600, u.id
        from court, facilities f, users u where f.id = ${walk.facilityId} and u.email = ${olivia}
        returning id`,
    )
    await walk.sql(
      (sql) =>
        sql`
        insert into reservation_users (facility_id, reservation_id, user_id, name)
        select r.facility_id, r.id, r.created_by, 'Olivia Martin' from reservations r
        join courts c on c.id = r.court_id where c.name = 'Phone court' and r.facility_id = ${walk.facilityId}
        returning id`,
    )
    const page = await walk.as(olivia, 390)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.goto(`${walk.server.url}/reservations`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const booking = page.getByRole("article", { name: /^Phone court, / })
    await booking.waitFor()

    await page.context().setOffline(true)
    await page.reload()
    await booking.waitFor()
    const notice = page.getByRole("status").filter({ hasText: "You're offline" })
    await expect
      .poll(() => notice.textContent())
      .toMatch(/was saved on this device on .+ at .+; the club may have changed it/)
    await capture(page, "phone-offline-bookings")

    await booking.getByRole("button", { name: "Add a guest" }).click()
    await booking.getByLabel("Guest's name").fill("Sam")
    await booking.getByRole("button", { name: "Add", exact: true }).click()
    await page
      .getByRole("alert")
      .getByText("You're offline. Nothing was sent: booking, paying and other changes need a connection.")
      .waitFor()
    await page.context().setOffline(false)
    const guests = await walk.sql<{ n: number }>(
      (sql) => sql`
        select count(*)::int as n from reservation_users ru join reservations r on r.id = ru.reservation_id
        join courts c on c.id = r.court_id where c.name = 'Phone court' and ru.name = 'Sam'`,
    )
    expect(guests[0]!.n).toBe(0)
  })
})
