import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TestClient } from "../fixtures/testing/client"
import { DEMO, DEMO_PASSWORD, demoWalks } from "../fixtures/testing/demoWalks"
import { pkce } from "../fixtures/testing/partnerApps"
import { capture, flashed } from "../fixtures/testing/walk"

/** A partner app let into the demo club, walked in Chromium: the owner's consent, the app's call, and the owner ending its access. */

const walk = demoWalks()
const { as } = walk

/** The app's own address: it receives the code the consent sends back, as a real app's server would. */
const codes: Array<URLSearchParams> = []
const app = createServer((request, response) => {
  const url = new URL(request.url!, "http://x")
  if (url.pathname === "/callback") codes.push(url.searchParams)
  response.writeHead(200, { "content-type": "text/html" })
  response.end("<h1>Court Scheduler is connected</h1>")
})
let redirect = ""
beforeAll(async () => {
  await new Promise<void>((done) => app.listen(0, "127.0.0.1", done))
  redirect = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`
})
afterAll(() => new Promise<void>((done) => app.close(() => done())))

describe("partner apps", () => {
  it("the owner allows an app on the consent page, the app calls with its token, and the owner ends its access", async () => {
    const owner = `admin@${DEMO}`
    const operator = new TestClient(walk.server.url)
    await operator.signIn(owner, DEMO_PASSWORD)
    const registered = await operator.post("/api/partner_apps", {
      name: "Court Scheduler",
      description: "Plans the club's league nights.",
      confidential: false,
      scope: "write",
      redirect_uris: [redirect],
    })
    expect(registered.status).toBe(201)
    const clientId = registered.body.app.client_id as string
    const { verifier, challenge } = pkce()
    const ask = new URLSearchParams({
      response_type: "code",
      client_id: clientId,
      redirect_uri: redirect,
      scope: "write",
      state: "league-42",
      code_challenge: challenge,
      code_challenge_method: "S256",
    })

    const page = await as(owner)
    await page.goto(`${walk.server.url}/oauth/authorize?${ask}`)
    const consent = page.getByRole("region", { name: "Allow an app" })
    await consent.getByRole("heading", { name: "Court Scheduler wants to reach your club" }).waitFor()
    await consent.getByText("Plans the club's league nights.").waitFor()
    await consent
      .getByText(/book, change and cancel bookings and take payments as the front desk does, as you/)
      .waitFor()
    await capture(page, "oauth-consent")
    await consent.getByRole("button", { name: "Allow" }).click()
    await page.getByRole("heading", { name: "Court Scheduler is connected" }).waitFor()
    const answer = codes.at(-1)!
    expect(answer.get("state")).toBe("league-42")

    const tokens = await fetch(`${walk.server.url}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: answer.get("code")!,
        redirect_uri: redirect,
        code_verifier: verifier,
        client_id: clientId,
      }),
    }).then((r) => r.json())
    const scheduler = new TestClient(walk.server.url)
    scheduler.bearer = tokens.access_token
    expect((await scheduler.get(`/api/facilities/${tokens.facility_id}/courts`)).status).toBe(200)

    await page.goto(`${walk.server.url}/manage/apps?facility=${tokens.facility_id}`)
    const apps = page.getByRole("table", { name: "Apps allowed" })
    const row = apps.getByRole("row").filter({ hasText: "Court Scheduler" })
    await row.getByText("Reads and books").waitFor()
    await capture(page, "club-apps")
    await row.getByRole("button", { name: "End access" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByText(/every token it holds for the club is refused from now on/).waitFor()
    await dialog.getByRole("button", { name: "End access" }).click()
    await flashed(page, "Court Scheduler can no longer reach the club.")
    await row.getByText(/^Ended/).waitFor()
    expect((await scheduler.get(`/api/facilities/${tokens.facility_id}/courts`)).status).toBe(401)
  })

  it("the owner registers the club's own app, copies its secret once, and retires it after saying what will happen", async () => {
    const owner = `admin@${DEMO}`
    const page = await as(owner)
    const facility = { id: walk.facilityId }
    await page.goto(`${walk.server.url}/manage/apps?facility=${facility.id}`)
    const section = page.getByRole("region", { name: "The club's own apps" })
    await section.getByText("The club has no app of its own.").waitFor()
    const form = section.getByRole("form", { name: "Register an app" })
    await form.getByLabel("Name").fill("Accounting sync")
    await form.getByRole("button", { name: "Register an app" }).click()
    await flashed(page, "Accounting sync is registered and may reach the club.")
    const shown = section.getByRole("status")
    await shown.getByText(/shown only this once/).waitFor()
    const codes = await shown.locator("code").allTextContents()
    const [clientId, secret] = [codes[0]!, codes[1]!]
    expect(secret).toMatch(/^vas_/)
    await capture(page, "club-own-apps")
    // The app, on its own server, takes the club's token with what the page showed.
    const token = await fetch(`${walk.server.url}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        facility_id: String(facility.id),
        client_id: clientId,
        client_secret: secret,
      }),
    }).then((r) => r.json())
    const sync = new TestClient(walk.server.url)
    sync.bearer = token.access_token
    expect((await sync.get(`/api/facilities/${facility.id}/courts`)).status).toBe(200)
    // Its grant shows with the others, as the owner's.
    await page
      .getByRole("table", { name: "Apps allowed" })
      .getByRole("row")
      .filter({ hasText: "Accounting sync" })
      .waitFor()

    const row = section
      .getByRole("table", { name: "The club's own apps" })
      .getByRole("row")
      .filter({ hasText: "Accounting sync" })
    await row.getByRole("button", { name: "Retire" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByText(/every token it holds is refused from now on/).waitFor()
    await dialog.getByRole("button", { name: "Retire" }).click()
    await flashed(page, "Accounting sync is retired and can no longer reach the club.")
    await row.getByText(/^Retired/).waitFor()
    expect((await sync.get(`/api/facilities/${facility.id}/courts`)).status).toBe(401)
  })
})
