import type { ChildProcess } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { TestClient } from "../../fixtures/testing/client"
import { freePort, startServerProcess } from "../../fixtures/testing/serverProcess"
import { signStripePayload } from "./stripe/fakeServer"
import { DEMO_STRIPE } from "./payments"

/**
 * The real server process in demo mode (its fake providers in-process, every log level on), driven
 * through cards, readers, webhooks, bank accounts, credentials and the regional provider: no
 * provider key, signing secret, stored credential, bank account number or password appears in any
 * answer or any line it logs.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-secrets-"))
let child: ChildProcess | undefined

afterAll(() => {
  if (child?.exitCode === null) child.kill("SIGKILL")
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const SECRETS = {
  sessionSecret: "session-secret-that-must-never-leak-0123456789",
  adminPassword: "admin password never logged 42",
  doorPassword: "door-panel-password-XYZ-7781",
  doorToken: "door-panel-token-XYZ-7781",
  facilityWebhookSecret: "whsec_facility_own_secret_5512",
  accountNumber: "000987654321",
}

describe.skipIf(process.env.DATABASE_URL)("secrets", () => {
  it("never appear in an API answer or a log line", { timeout: 120_000 }, async () => {
    const port = await freePort()
    const server = startServerProcess({
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO: "1",
      LOG_LEVEL: "all",
      SESSION_SECRET: SECRETS.sessionSecret,
      DEMO_ADMIN_EMAIL: "owner@example.com",
      DEMO_ADMIN_PASSWORD: SECRETS.adminPassword,
    })
    child = server.child
    await server.listening
    const base = `http://127.0.0.1:${port}`
    const answers: Array<string> = []
    const owner = new TestClient(base)
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await owner.request(method, url, body)
      answers.push(response.text)
      return response
    }

    await call("POST", "/api/sign_in", { email: "owner@example.com", password: SECRETS.adminPassword })
    const session = await call("GET", "/api/session")
    const facility = session.body.facilities[0].id as number
    const me = session.body.user.id as number

    await call("POST", `/api/facilities/${facility}/credentials`, {
      category: "access_control",
      username: "panel",
      password: SECRETS.doorPassword,
      token: SECRETS.doorToken,
    })
    // The club's own card account: the same (fake) key, its own webhook secret.
    await call("POST", `/api/facilities/${facility}/credentials`, {
      category: "stripe",
      token: DEMO_STRIPE.secretKey,
      password: SECRETS.facilityWebhookSecret,
    })
    await call("GET", `/api/facilities/${facility}/credentials`)
    expect((await call("GET", `/api/facilities/${facility}/payment_providers`)).body.cards.test_mode).toBe(true)

    const card = await call("POST", `/api/users/${me}/add_card`, {
      facility_id: facility,
      token: "tok_visa",
      expiry: "1230",
      name_on_card: "Owner",
    })
    expect(card.status).toBe(201)
    await call("GET", `/api/users/${me}/cards`)
    const readers = await call("GET", `/api/facilities/${facility}/stripe_terminals`)
    const reader = readers.body[0].reader_id as string
    await call("GET", `/api/facilities/${facility}/stripe_terminals/connection_token`)
    const payment = await call("POST", `/api/facilities/${facility}/stripe_payments`, { amount: 1500 })
    await call("POST", `/api/devices/${reader}/present_test_card`)
    await call("POST", `/api/facilities/${facility}/stripe_payments/capture`, {
      payment_intent_id: payment.body.payment_intent_id,
    })
    const bank = await call("POST", `/api/facilities/${facility}/bank_accounts`, {
      bank_account: { holder_name: "Club", routing_number: "110000000", account_number: SECRETS.accountNumber },
    })
    expect(bank.status).toBe(201)
    await call("GET", `/api/facilities/${facility}/bank_accounts`)
    await call("POST", "/api/ach_tokens/session", { facility_id: facility })
    await call("POST", "/api/sessions", { facility_id: facility })

    // A forged event and one signed with the club's own secret.
    const event = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: {} },
    })
    for (const secret of ["whsec_wrong", SECRETS.facilityWebhookSecret]) {
      const response = await fetch(`${base}/api/webhooks/stripe?facility_id=${facility}`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signStripePayload(event, secret) },
        body: event,
      })
      answers.push(await response.text())
    }
    // The demo's platform secret is not a constant anyone could read in the source and sign with.
    const withOldConstant = await fetch(`${base}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signStripePayload(event, "whsec_demo_venue") },
      body: event,
    })
    expect(withOldConstant.status).toBe(400)
    // Give the fake's own webhook deliveries time to land and be logged.
    await new Promise((resolve) => setTimeout(resolve, 500))
    child.kill("SIGTERM")
    await server.exited
    const logs = server.output()

    // The run did what it says: requests were logged, events arrived, the club's secret verified one.
    expect(logs).toMatch(/POST \/api\/webhooks\/stripe 200/)
    expect(logs).toMatch(/POST \/api\/webhooks\/stripe 400/)
    expect(answers.join("\n")).toMatch(/"duplicate":false/)
    const secrets = [...Object.values(SECRETS), DEMO_STRIPE.secretKey, "demo-bank-key", "demo-oneclick-key"]
    // The demo's webhook secret is made at start: no signing secret of any kind is shown.
    expect(logs).not.toMatch(/whsec_[\w-]{16,}/)
    for (const answer of answers) expect(answer).not.toMatch(/whsec_[\w-]{16,}/)
    for (const secret of secrets) {
      expect(logs.includes(secret), `log lines hold ${secret}`).toBe(false)
      expect(
        answers.some((a) => a.includes(secret)),
        `an answer holds ${secret}`,
      ).toBe(false)
    }
  })
})
