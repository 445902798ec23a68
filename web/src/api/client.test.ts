import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as accounts from "./accounts"
import * as clinics from "./clinics"
import * as clubAccounts from "./clubAccounts"
import { CATALOGUE, EXTENSIONS } from "../../../scripts/routes/catalogue"
import * as courts from "./courts"
import * as facilities from "./facilities"
import * as groups from "./groups"
import * as memberships from "./memberships"
import * as notes from "./notes"
import * as payments from "./payments"
import * as posts from "./posts"
import * as announcements from "./announcements"
import * as banners from "./banners"
import * as leaderboards from "./leaderboards"
import * as auditLog from "./auditLog"
import * as insights from "./insights"
import * as alerts from "./alerts"
import * as notifications from "./notifications"
import * as push from "./push"
import * as cameras from "./cameras"
import * as chat from "./chat"
import * as doors from "./doors"
import * as webhooks from "./webhooks"
import * as keptMail from "./keptMail"
import * as marketplace from "./marketplace"
import * as providers from "./providers"
import { configureRequests } from "./request"
import { sourceFiles, sourceText } from "../../../fixtures/testing/sources"
import * as reservations from "./reservations"
import * as series from "./series"
import * as slotWatch from "./slotWatch"
import * as peakDraws from "./peakDraws"
import * as openPlay from "./openPlay"
import * as competitionCalls from "./competitions"
import * as openGames from "./openGames"
import * as partnerApps from "./partnerApps"
import * as shop from "./shop"
import * as site from "./site"
import * as teachers from "./teachers"
import * as users from "./users"
import * as waivers from "./waivers"

const functions = {
  ...accounts,
  ...clinics,
  ...clubAccounts,
  ...courts,
  ...facilities,
  ...groups,
  ...memberships,
  ...notes,
  ...payments,
  ...posts,
  ...announcements,
  ...banners,
  ...leaderboards,
  ...auditLog,
  ...insights,
  ...alerts,
  ...notifications,
  ...push,
  ...cameras,
  ...chat,
  ...doors,
  ...webhooks,
  ...keptMail,
  ...marketplace,
  ...providers,
  ...reservations,
  ...series,
  ...slotWatch,
  ...peakDraws,
  ...openPlay,
  ...competitionCalls,
  ...openGames,
  ...partnerApps,
  ...shop,
  ...site,
  ...teachers,
  ...users,
  ...waivers,
} as Record<string, unknown>

/** A real server that notes the method and path of each call and answers {}. */
let server: Server
const received: Array<string> = []
const addresses: Array<string> = []
beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(`${req.method} ${req.url!.split("?")[0]}`)
    addresses.push(`${req.method} ${req.url}`)
    req.resume()
    res.writeHead(200, { "content-type": "application/json" })
    res.end("{}")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  configureRequests({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, csrfToken: () => "t" })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("the typed call layer", () => {
  it("has a function for every call the server implements, named as the catalogue names it", () => {
    const missing = [...CATALOGUE, ...EXTENSIONS]
      .filter(
        (e) => e.implemented && e.deprecated !== true && e.byForm !== true && typeof functions[e.name] !== "function",
      )
      .map((e) => `${e.name} (${e.method} ${e.path})`)
    expect(missing).toEqual([])
  })

  it("each function calls its catalogue entry's method and path", async () => {
    const wrong: Array<string> = []
    for (const entry of [...CATALOGUE, ...EXTENSIONS].filter(
      (e) => e.implemented && e.deprecated !== true && e.byForm !== true,
    )) {
      received.length = 0
      // Ids and slugs as 7 (at least two: some calls take an id and a date or slug), a regional
      // provider by its name; the path is what is checked here, bodies by the server's own tests.
      const valueOf = (name: string) => (name === "regional_payment_provider" ? "oneclick" : 7)
      const names = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)
      const args = [...names.map(valueOf), 7, 7].slice(0, Math.max(2, names.length))
      await (functions[entry.name] as (...args: Array<unknown>) => Promise<unknown>)(...args, {}, {})
      const pattern = new RegExp(
        `^${entry.method} ${entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(valueOf(name)))}$`,
      )
      if (!pattern.test(received[0] ?? ""))
        wrong.push(`${entry.name}: expected ${entry.method} ${entry.path}, called ${received[0]}`)
    }
    expect(wrong).toEqual([])
  })

  it("writes no path by hand: every address comes from the API's definitions through pathOf", () => {
    const written = sourceFiles(["web/src"]).flatMap((file) =>
      sourceText(file)
        .split("\n")
        .flatMap((line, i) =>
          /["'`]\/(api|camera_integrations)\//.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(written).toEqual([])
  })

  it("sends the query a call names on other methods than GET in its address", async () => {
    addresses.length = 0
    await reservations.cancelReservation(7, true)
    await providers.deleteDefaultCard(8)
    await clinics.cancelClinicSession(7, 9, 11)
    expect(addresses).toEqual([
      "DELETE /api/reservations/7?waive_fee=true",
      "DELETE /api/cards/delete?card_id=8",
      "DELETE /api/public/clinics/7/attendance/9?user_child_id=11",
    ])
  })
})
