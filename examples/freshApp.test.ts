import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { writeStrictNodeProject } from "../fixtures/testing/packageImports"
import { commandOutput } from "../fixtures/testing/commands"
import { signature } from "../adapters/providers/webhooks/http"
import { makeUser } from "../fixtures/testing/builders"
import { makeClub } from "../fixtures/testing/club"
import { consentOnPage, pkce } from "../fixtures/testing/partnerApps"
import { startTestServer, type TestServer } from "../fixtures/testing/testServer"

const root = path.resolve(import.meta.dirname, "..")
let server: TestServer
let app: string

beforeAll(async () => {
  server = await startTestServer()
  // A new directory that knows nothing of this repository: the packed client installed from its tarball.
  app = fs.mkdtempSync(path.join(os.tmpdir(), "venue-fresh-app-"))
  await commandOutput("npm", ["run", "build", "-w", "@venue/client"], { cwd: root, timeout: 120_000 })
  const [packed] = JSON.parse(
    await commandOutput("npm", ["pack", "-w", "@venue/client", "--json", "--pack-destination", app], { cwd: root }),
  )
  fs.writeFileSync(
    path.join(app, "package.json"),
    JSON.stringify({ name: "fresh-app", private: true, type: "module", dependencies: {} }),
  )
  await commandOutput("npm", ["install", "--no-audit", "--no-fund", "--offline", `./${packed.filename}`], {
    cwd: app,
    timeout: 120_000,
  })
  fs.copyFileSync(path.join(root, "examples/partnerApp.ts"), path.join(app, "partnerApp.ts"))
  writeStrictNodeProject(app, root)
}, 300_000)
afterAll(async () => {
  await server?.close()
  if (app !== undefined) fs.rmSync(app, { recursive: true, force: true })
})

describe("a partner app written from the docs, in a fresh directory with the packed client", () => {
  it("type-checks strictly, takes a club's token by client credentials, reads its courts and checks a webhook", async () => {
    await commandOutput(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", app])

    const club = await makeClub(server)
    const { client: operator } = await makeUser(server, { platformAdmin: true })
    const { client: owner } = await makeUser(server, { roles: [[club.facility.id, "owner"]] })
    const registered = await operator.post("/api/partner_apps", {
      name: "Accounting sync",
      redirect_uris: ["https://sync.example/callback"],
      scope: "read",
      confidential: true,
    })
    // The club's owner lets it in once, on the consent page.
    const { challenge } = pkce()
    const consent = await consentOnPage(server, owner, {
      response_type: "code",
      client_id: registered.body.app.client_id,
      redirect_uri: "https://sync.example/callback",
      scope: "read",
      code_challenge: challenge,
      code_challenge_method: "S256",
      facility_id: club.facility.id,
      approve: true,
    })
    expect(consent.status).toBe(303)

    const body = JSON.stringify({ id: "evt_9", type: "reservation.created", api_version: 2, created: 1, data: {} })
    // Awaited: the server answering it runs in this process.
    const output = await commandOutput(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "partnerApp.ts"],
      {
        cwd: app,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          VENUE_URL: server.url,
          VENUE_CLIENT_ID: registered.body.app.client_id,
          VENUE_CLIENT_SECRET: registered.body.client_secret,
          VENUE_CLUB: String(club.facility.id),
          VENUE_WEBHOOK_SECRET: "whsec_fresh",
          VENUE_WEBHOOK_BODY: body,
          VENUE_WEBHOOK_SIGNATURE: signature("whsec_fresh", Math.floor(Date.now() / 1000), body),
        },
      },
    )
    expect(output).toContain(`Token for club ${club.facility.id} (read), 3600 s`)
    expect(output).toContain("Courts: Court 1")
    expect(output).toMatch(/Another club \(40[34]\): /)
    expect(output).toContain("Webhook evt_9: reservation.created")
  }, 120_000)
})
