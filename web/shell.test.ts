import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser, PASSWORD } from "../fixtures/testing/builders"
import { launchBrowser } from "../fixtures/testing/browser"
import { openSignUpLink } from "../fixtures/testing/walk"
import { startTestServer, type TestServer } from "../fixtures/testing/testServer"

let server: TestServer
let browser: Browser
beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const newPage = async (width = 1280) => {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  return context.newPage()
}

const signInThroughForm = async (page: Page, email: string, password: string) => {
  await page.goto(`${server.url}/sign-in`)
  await page.getByLabel("E-mail").fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

describe("the web shell", () => {
  it("signs a new player up, shows their home, and signs them out", async () => {
    const page = await newPage()
    await page.goto(server.url)
    await page.getByRole("heading", { name: "Welcome" }).waitFor()
    await page.getByRole("link", { name: "create an account" }).click()
    await page.getByLabel("First name").fill("Robin")
    await page.getByLabel("Last name").fill("Court")
    await page.getByLabel("E-mail").fill("robin@example.com")
    await page.getByLabel(/^Password/).fill("a long password")
    await page.getByRole("button", { name: "Create account" }).click()
    await openSignUpLink(page, server, "robin@example.com")
    await page.getByRole("heading", { name: "Hello, Robin" }).waitFor()
    expect(await page.getByText("You do not belong to a club yet").isVisible()).toBe(true)

    // A reload is served with the session's CSRF token in the page.
    await page.reload()
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content")
    expect(token).toMatch(/^[\w-]{20,}$/)

    await page.getByRole("button", { name: "Sign out" }).click()
    await page.getByRole("heading", { name: "Welcome" }).waitFor()
    await page.close()
  })

  it.each([1200, 1280])("keeps every link of the fullest header on one line at %i px", async (width) => {
    const facility = await makeFacility(server)
    const { email } = await makeUser(server, {
      platformAdmin: true,
      roles: [
        [facility.id, "manager"],
        [facility.id, "teacher"],
      ],
    })
    const page = await newPage(width)
    await signInThroughForm(page, email, PASSWORD)
    const nav = page.getByRole("navigation", { name: "Main" })
    await nav.getByRole("link", { name: "Teaching" }).waitFor()
    const first = await nav.getByRole("link", { name: "Book" }).boundingBox()
    const last = await nav.getByRole("button", { name: "Sign out" }).boundingBox()
    expect(Math.abs(first!.y + first!.height / 2 - (last!.y + last!.height / 2))).toBeLessThan(4)
    expect(last!.x + last!.width).toBeLessThanOrEqual(width)
    await page.close()
  })

  it("asks about cookies once: the answer is recorded, kept on the device, and sets no cookie", async () => {
    const page = await newPage()
    await page.goto(server.url)
    const notice = page.getByRole("region", { name: "Cookies" })
    await notice.getByText("Venue sets one cookie, to keep you signed in.").waitFor()
    await notice.getByRole("button", { name: "Understood" }).click()
    await notice.waitFor({ state: "detached" })
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem("venue.cookie-consent")))!)
    expect(kept.categories).toEqual(["necessary"])
    // The answer is the server's, under the key this device holds.
    const stored = await fetch(`${server.url}/api/cookie_consents`, { headers: { "x-api-key": kept.key } })
    expect((await stored.json()).categories).toEqual(["necessary"])
    expect(await page.context().cookies()).toEqual([])
    await page.reload()
    await page.getByRole("heading", { name: "Welcome" }).waitFor()
    expect(await notice.count()).toBe(0)
    await page.close()
  })

  it("loads a screen's code when it is first visited: the welcome page does not fetch the desk or manager screens", async () => {
    const page = await newPage()
    const scripts: Array<string> = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(server.url)
    await page.getByRole("heading", { name: "Welcome" }).waitFor()
    expect(scripts.some((s) => /\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true)
    expect(scripts.filter((s) => /\/(Desk|Manage|Book)-/.test(s))).toEqual([])
    await page.goto(`${server.url}/reset-password`)
    await page
      .getByRole("heading", { name: /password/i })
      .first()
      .waitFor()
    expect(scripts.some((s) => /\/ResetPassword-[\w-]+\.js$/.test(s))).toBe(true)
    await page.close()
  })

  it("checks the engine's rules in the form before asking the server", async () => {
    const page = await newPage()
    await page.goto(`${server.url}/sign-up`)
    await page.getByLabel("First name").fill("Short")
    await page.getByLabel("Last name").fill("Password")
    await page.getByLabel("E-mail").fill("short@example.com")
    await page.getByLabel(/^Password/).fill("abc")
    await page.getByRole("button", { name: "Create account" }).click()
    await expect(page.getByRole("alert").textContent()).resolves.toBe("A password needs at least 8 characters.")
    await page.close()
  })

  it("shows the server's sentence when the sign-in fails", async () => {
    const page = await newPage()
    await signInThroughForm(page, "nobody@example.com", "wrong password")
    await expect(page.getByRole("alert").textContent()).resolves.toBe("The e-mail address or password is wrong.")
    await page.close()
  })

  it("lists a member's facilities with their role, and changes the password from the account page", async () => {
    const facility = await makeFacility(server, { name: "Lakeside Tennis" })
    const { email } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    const page = await newPage(320)
    await signInThroughForm(page, email, PASSWORD)
    const card = page.locator(".card", { hasText: "Lakeside Tennis" })
    await card.waitFor()
    expect(await card.textContent()).toContain("Manager")
    // Usable at the smallest width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

    // At this width the links sit behind the menu button.
    await page.getByRole("button", { name: "Menu" }).click()
    await page.getByRole("link", { name: "Account" }).click()
    await page.getByLabel("Current password").fill(PASSWORD)
    await page.getByLabel("New password").fill("the newer password")
    await page.getByRole("button", { name: "Change password" }).click()
    await page.getByText("Password changed.").waitFor()

    await page.getByRole("button", { name: "Menu" }).click()
    await page.getByRole("button", { name: "Sign out" }).click()
    await signInThroughForm(page, email, "the newer password")
    await page.getByRole("heading", { name: /^Hello/ }).waitFor()
    await page.close()
  })
})

describe("the web files", () => {
  it("serves assets, client routes and nothing outside the build", async () => {
    const page = await fetch(`${server.url}/account`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toMatch(/text\/html/)
    const html = await page.text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const script = await fetch(`${server.url}${asset}`)
    expect(script.headers.get("cache-control")).toMatch(/immutable/)
    // Every page names its icon, and a browser's own ask for /favicon.ico finds one.
    expect(html).toContain('<link rel="icon" href="/favicon.svg"')
    for (const [icon, type] of [
      ["/favicon.svg", "image/svg+xml"],
      ["/favicon.ico", "image/x-icon"],
    ]) {
      const found = await fetch(`${server.url}${icon}`)
      expect([found.status, found.headers.get("content-type")], icon).toEqual([200, type])
    }
    for (const probe of ["/%E0%A4%A", "/..%2f..%2fpackage.json", "/assets/../../package.json", "/missing.js"]) {
      const response = await fetch(`${server.url}${probe}`)
      expect(response.status, probe).toBe(404)
    }
  })
})

describe("the content security policy", () => {
  it("lets the client, the widget page and the API reference run, and refuses any other script", async () => {
    const page = await newPage()
    const refused: Array<string> = []
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    const welcome = await page.goto(server.url)
    expect(welcome!.headers()["content-security-policy"]).toMatch(/script-src 'self'/)
    await page.getByRole("heading", { name: "Welcome" }).waitFor()
    // The reference page runs its own inline scripts, allowed by their hashes only.
    const docs = await page.goto(`${server.url}/docs`)
    expect(docs!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'/)
    await page.getByText("Open Search").first().waitFor({ timeout: 20_000 })
    // Every script and resource the page asked for has loaded (or been refused) before they are counted.
    await page.waitForLoadState("load")
    expect(refused).toEqual([])
    // A script that is not the page's own never runs.
    await page.goto(server.url)
    await page.getByRole("heading", { name: "Welcome" }).waitFor()
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script")
      script.textContent = "window.injected = true"
      document.body.appendChild(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { injected?: boolean }).injected === true
    })
    expect(ran).toBe(false)
    expect(refused.length).toBeGreaterThan(0)
    await page.close()
  }, 60_000)
})
