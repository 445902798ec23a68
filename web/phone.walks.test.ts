import * as fs from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { WEB_DIST } from "../adapters/http/web"
import { addDays, localDate } from "../engine/dates"
import { DEMO, demoWalks, NY } from "../fixtures/testing/demoWalks"
import { capture, tomorrowOn } from "../fixtures/testing/walk"

/**
 * The phone app, walked in Chromium: installable (the manifest and its icons, the service worker
 * in control, the start page served with no network), readable offline (a booking opened online
 * is there offline, with when it was saved), a change made offline refused in a sentence, and
 * what was saved forgotten at sign-out; the app offered for the home screen once, after a first
 * booking.
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
    // What Chromium asks of an installable app, named for the club on its own server.
    expect(manifest).toMatchObject({
      name: "Demo Racquet Club",
      short_name: "Demo Racquet",
      display: "standalone",
      start_url: "/reservations?source=app",
    })
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

    // Signing out forgets what was saved: the next person on this phone reads none of it offline.
    const saved = () =>
      page.evaluate(async () => {
        const cache = await caches.open("venue-mine")
        return (await Promise.all((await cache.keys()).map(async (r) => (await cache.match(r))!.text()))).join("\n")
      })
    expect(await saved()).toContain("Phone court")
    await page.getByRole("button", { name: "Menu" }).click()
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL(`${walk.server.url}/`)
    expect(await saved()).not.toMatch(/Olivia|Phone court/)
    await page.context().setOffline(true)
    await page.goto(`${walk.server.url}/reservations`)
    await page.getByRole("status").filter({ hasText: "You're offline" }).or(page.getByRole("alert")).first().waitFor()
    expect(await page.getByRole("article", { name: /^Phone court, / }).count()).toBe(0)
    await page.context().setOffline(false)
  })

  it("offers the app for the home screen after a first booking, once", async () => {
    const page = await walk.as(`noah.brown@${DEMO}`, 390)
    // What Chromium fires when the app could be installed; held by the page for the right moment.
    const installable = () =>
      page.evaluate(() => {
        const prompted = window as unknown as { prompted?: number }
        const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
          prompt: () => Promise.resolve(void (prompted.prompted = (prompted.prompted ?? 0) + 1)),
          userChoice: Promise.resolve({ outcome: "accepted" }),
        })
        window.dispatchEvent(event)
        // The page has drawn what the event changed two frames later.
        return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
      })
    const offer = page.getByRole("complementary", { name: "Add this app to your home screen" })
    await page.goto(`${walk.server.url}/book`)
    await tomorrowOn(page, NY)
    const court = page.getByLabel("Free times").getByRole("region", { name: "Court 4" })
    await court.waitFor()
    await installable()
    // Installable, but nothing booked yet: nothing is asked.
    expect(await offer.count()).toBe(0)

    await court.getByRole("button").last().click()
    const form = page.getByRole("region", { name: "Your booking" })
    const confirm = form.getByRole("button", { name: "Confirm booking" })
    await confirm.waitFor()
    // Whether the club's waiver is asked depends on whether Noah accepted it in the demo already.
    if ((await form.getByLabel(/I accept/).count()) > 0) await form.getByLabel(/I accept/).check()
    await confirm.click()
    await page
      .getByRole("status")
      .getByText(/^Booked Court 4, /)
      .waitFor()
    await offer.waitFor()
    await capture(page, "phone-install-offer")
    await offer.getByRole("button", { name: "Add", exact: true }).click()
    await offer.waitFor({ state: "detached" })
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)

    // Answered: never asked again on this device, even when the browser offers again.
    await page.reload()
    await page.getByRole("heading", { name: /^Book a court at / }).waitFor()
    await installable()
    expect(await offer.count()).toBe(0)
  })
  it("says when a new version has come, and lets it take over only when the person agrees", async () => {
    // The server as a phone reaches it, through a proxy that can make its worker a new version.
    let version = ""
    const proxy = createServer(async (request, response) => {
      const answer = await fetch(`${walk.server.url}${request.url}`, {
        headers: { accept: request.headers.accept ?? "*/*" },
      })
      const body = Buffer.from(await answer.arrayBuffer())
      const headers = Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
        ),
      )
      response.writeHead(answer.status, headers)
      response.end(request.url === "/sw.js" ? Buffer.concat([body, Buffer.from(version)]) : body)
    })
    await new Promise<void>((listening) => proxy.listen(0, "127.0.0.1", listening))
    const site = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    try {
      const page = await walk.page(390)
      await page.goto(`${site}/`)
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      await page.reload()
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

      version = "\n// the next version"
      await page.evaluate(() => {
        ;(window as unknown as { before: boolean }).before = true
        return navigator.serviceWorker.getRegistration().then((r) => r?.update())
      })
      const ready = page.getByRole("status").filter({ hasText: "A new version of this app is ready" })
      await ready.waitFor()
      await capture(page, "phone-update-ready")
      // Until the person agrees, the page is the one they were using.
      expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true)
      await ready.getByRole("button", { name: "Update now" }).click()
      await page.waitForFunction(() => (window as unknown as { before?: boolean }).before === undefined)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      expect(await ready.count()).toBe(0)
    } finally {
      proxy.close()
    }
  })
})
