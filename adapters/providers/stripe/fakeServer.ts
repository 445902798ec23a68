import * as fs from "node:fs"
import * as crypto from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A small HTTP server speaking Stripe's wire format (form-encoded requests, JSON objects and
 * errors as the API answers them) for exactly the calls our adapter makes, so the official SDK
 * runs end to end in tests and demo mode. It keeps its objects in memory, one store per account
 * (secret key), takes Stripe's test tokens and simulated readers, and delivers each account's
 * signed webhook events to the endpoints it is given for it, like the real service.
 */

/** Test tokens as Stripe documents them; tok_chargeDeclined saves but declines every charge. */
const TEST_TOKENS: Record<string, { brand: string; last4: string; declines?: boolean }> = {
  tok_visa: { brand: "Visa", last4: "4242" },
  tok_mastercard: { brand: "MasterCard", last4: "4444" },
  tok_amex: { brand: "American Express", last4: "8431" },
  tok_chargeDeclined: { brand: "Visa", last4: "0002", declines: true },
}
/** Stripe's registration code for a simulated WisePOS E. */
export const SIMULATED_READER_CODE = "simulated-wpe"

type Obj = Record<string, unknown> & { id: string }

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message))
  }
}
const invalid = (message: string, param?: string, code = "parameter_invalid") =>
  new StripeError(400, { type: "invalid_request_error", code, message, ...(param ? { param } : {}) })
const missing = (kind: string, id: string) =>
  new StripeError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'` })

export interface FakeStripe {
  readonly url: string
  readonly host: string
  readonly port: number
  /** Deliver an account's events (the first account's by default) to this endpoint, signed with this secret. */
  readonly deliverTo: (url: string, secret: string, account?: string) => void
  /** How many objects of a kind an account holds (customer, card, payment_intent, …). */
  readonly count: (account: string, object: string) => number
  /** The payment intents an account holds, oldest first. */
  readonly intents: (account: string) => ReadonlyArray<Obj>
  /**
   * The next payment intent created is kept, but its reply is never sent: resolves once it is,
   * so a test can kill its caller between the provider's charge and the caller's own record of it.
   */
  readonly withholdNextIntentReply: () => Promise<void>
  /** Every event created, in order, with the exact body and signature it was delivered with. */
  readonly delivered: ReadonlyArray<{ readonly body: string; readonly event: Obj }>
  /** The W3C `traceparent` of each request that carried one, in order. */
  readonly traceparents: ReadonlyArray<string>
  readonly close: () => Promise<void>
}

export const signStripePayload = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
  `t=${timestamp},v1=${crypto.createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex")}`

export const listenFakeStripe = (...accounts: ReadonlyArray<string>) => listenFakeStripeKept(undefined, ...accounts)

/**
 * A fake Stripe whose objects outlive the process in `stateFile` (the demo's: its saved cards still
 * charge after a restart). Every process writing the file merges its own objects into what is there,
 * so a CLI command and the server running at once keep both's.
 */
export const listenFakeStripeKept = (stateFile: string | undefined, ...accounts: ReadonlyArray<string>) =>
  new Promise<FakeStripe & { readonly restored: boolean }>((resolve) => {
    const stores = new Map(accounts.map((key) => [key, new Map<string, Obj>()]))
    const readState = (): Record<string, Record<string, Obj>> => {
      if (stateFile === undefined) return {}
      try {
        return JSON.parse(fs.readFileSync(stateFile, "utf8")) as Record<string, Record<string, Obj>>
      } catch {
        return {}
      }
    }
    const initial = readState()
    for (const [key, store] of stores) for (const o of Object.values(initial[key] ?? {})) store.set(o.id, o)
    const restored = Object.keys(initial).length > 0
    const keep = (key: string) => {
      if (stateFile === undefined) return
      // Kept for convenience only: a write that fails leaves the next start without these objects.
      try {
        const state = readState()
        state[key] = { ...state[key], ...Object.fromEntries(stores.get(key)!) }
        fs.writeFileSync(`${stateFile}.${process.pid}`, JSON.stringify(state), { mode: 0o600 })
        fs.renameSync(`${stateFile}.${process.pid}`, stateFile)
      } catch {
        // The demo goes on with what it holds in memory.
      }
    }
    // Handlers run to completion one request at a time: the calling account's store and endpoints.
    let objects = stores.get(accounts[0]!)!
    let account = accounts[0]!
    const allEndpoints: Array<{ url: string; secret: string; account: string }> = []
    const delivered: Array<{ body: string; event: Obj }> = []
    const traceparents: Array<string> = []
    let serial = 0
    const newId = (prefix: string) =>
      `${prefix}_${(++serial).toString(36).padStart(6, "0")}${crypto.randomBytes(6).toString("hex")}`
    const now = () => Math.floor(Date.now() / 1000)
    const put = (o: Obj) => (objects.set(o.id, o), o)
    const get = (kind: string, id: string, object: string) => {
      const o = objects.get(id)
      if (o === undefined || o.object !== object || o.deleted === true) throw missing(kind, id)
      return o
    }
    const list = (data: ReadonlyArray<Obj>, url: string) => ({ object: "list", data, has_more: false, url })

    const emit = (type: string, object: Obj) => {
      const event: Obj = {
        id: newId("evt"),
        object: "event",
        api_version: "2026-10-28.endive",
        created: now(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: allEndpoints.filter((e) => e.account === account).length,
        request: { id: null, idempotency_key: null },
        type,
      }
      const body = JSON.stringify(event, null, 2)
      delivered.push({ body, event })
      for (const endpoint of allEndpoints.filter((e) => e.account === account))
        void fetch(endpoint.url, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signStripePayload(body, endpoint.secret) },
          body,
        }).catch(() => {})
    }

    const setIntent = (intent: Obj, status: string) => {
      intent.status = status
      if (status === "requires_capture") {
        intent.amount_capturable = intent.amount
        emit("payment_intent.amount_capturable_updated", intent)
      }
      if (status === "succeeded") {
        intent.amount_capturable = 0
        intent.amount_received = intent.amount
        emit("payment_intent.succeeded", intent)
      }
      if (status === "canceled") emit("payment_intent.canceled", intent)
    }

    const confirmWithCard = (intent: Obj, cardId: string) => {
      const card = get("source", cardId, "card")
      intent.payment_method = cardId
      if (card.declines === true) {
        intent.status = "requires_payment_method"
        intent.last_payment_error = {
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        }
        emit("payment_intent.payment_failed", intent)
        throw new StripeError(402, {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
          payment_intent: intent,
        })
      }
      setIntent(intent, intent.capture_method === "manual" ? "requires_capture" : "succeeded")
    }

    const publicCard = (card: Obj) => {
      const { declines: _, ...rest } = card
      return rest
    }

    const routes: Array<[string, RegExp, (m: RegExpExecArray, p: URLSearchParams) => unknown]> = [
      [
        "POST",
        /^\/v1\/customers$/,
        (_m, p) =>
          put({
            id: newId("cus"),
            object: "customer",
            created: now(),
            email: p.get("email"),
            name: p.get("name"),
            default_source: null,
            livemode: false,
            metadata: metadataOf(p),
          }),
      ],
      ["GET", /^\/v1\/customers\/([^/]+)$/, (m) => get("customer", m[1]!, "customer")],
      [
        "POST",
        /^\/v1\/customers\/([^/]+)$/,
        (m, p) => {
          const customer = get("customer", m[1]!, "customer")
          const source = p.get("default_source")
          if (source !== null) {
            const card = get("source", source, "card")
            if (card.customer !== customer.id) throw invalid(`No such source: '${source}'`, "default_source")
            customer.default_source = source
          }
          return customer
        },
      ],
      [
        "POST",
        /^\/v1\/customers\/([^/]+)\/sources$/,
        (m, p) => {
          const customer = get("customer", m[1]!, "customer")
          const token = p.get("source") ?? ""
          const known = TEST_TOKENS[token]
          if (known === undefined) throw invalid(`No such token: '${token}'`, "source", "resource_missing")
          const card = put({
            id: newId("card"),
            object: "card",
            brand: known.brand,
            last4: known.last4,
            exp_month: 12,
            exp_year: new Date().getUTCFullYear() + 3,
            funding: "credit",
            country: "US",
            customer: customer.id,
            ...(known.declines ? { declines: true } : {}),
          })
          if (customer.default_source === null) customer.default_source = card.id
          return publicCard(card)
        },
      ],
      [
        "DELETE",
        /^\/v1\/customers\/([^/]+)\/sources\/([^/]+)$/,
        (m) => {
          const customer = get("customer", m[1]!, "customer")
          const card = get("source", m[2]!, "card")
          if (card.customer !== customer.id) throw missing("source", m[2]!)
          card.deleted = true
          if (customer.default_source === card.id) customer.default_source = null
          return { id: card.id, object: "card", deleted: true }
        },
      ],
      [
        "POST",
        /^\/v1\/payment_intents$/,
        (_m, p) => {
          const amount = Number(p.get("amount"))
          if (!Number.isInteger(amount) || amount < 1) throw invalid("Invalid positive integer", "amount")
          const types = [...p.entries()].filter(([k]) => /^(allowed_)?payment_method_types/.test(k)).map(([, v]) => v)
          const intent = put({
            id: newId("pi"),
            object: "payment_intent",
            amount,
            amount_capturable: 0,
            amount_received: 0,
            currency: (p.get("currency") ?? "").toLowerCase(),
            capture_method: p.get("capture_method") ?? "automatic",
            customer: p.get("customer"),
            description: p.get("description"),
            metadata: metadataOf(p),
            payment_method: null,
            payment_method_types: types.length > 0 ? types : ["card"],
            status: "requires_payment_method",
            created: now(),
            livemode: false,
          })
          intent.client_secret = `${intent.id}_secret_${crypto.randomBytes(8).toString("hex")}`
          const method = p.get("payment_method")
          if (p.get("confirm") === "true") {
            if (method === null) throw invalid("A payment method is needed to confirm.", "payment_method")
            confirmWithCard(intent, method)
          }
          return intent
        },
      ],
      [
        "GET",
        /^\/v1\/payment_intents$/,
        (_m, p) => {
          // Newest first, a page at a time, as Stripe lists.
          const since = Number(p.get("created[gte]") ?? 0)
          const limit = Math.min(100, Number(p.get("limit") ?? 10))
          const newest = all("payment_intent")
            .filter((i) => Number(i.created) >= since)
            .reverse()
          const after = p.get("starting_after")
          const from = after === null ? 0 : newest.findIndex((i) => i.id === after) + 1
          return {
            ...list(newest.slice(from, from + limit), "/v1/payment_intents"),
            has_more: newest.length > from + limit,
          }
        },
      ],
      ["GET", /^\/v1\/payment_intents\/([^/]+)$/, (m) => get("payment_intent", m[1]!, "payment_intent")],
      [
        "POST",
        /^\/v1\/payment_intents\/([^/]+)\/capture$/,
        (m) => {
          const intent = get("payment_intent", m[1]!, "payment_intent")
          if (intent.status !== "requires_capture")
            throw invalid(
              `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
              undefined,
              "payment_intent_unexpected_state",
            )
          setIntent(intent, "succeeded")
          return intent
        },
      ],
      [
        "POST",
        /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
        (m) => {
          const intent = get("payment_intent", m[1]!, "payment_intent")
          if (intent.status === "succeeded" || intent.status === "canceled")
            throw invalid(
              `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
              undefined,
              "payment_intent_unexpected_state",
            )
          setIntent(intent, "canceled")
          return intent
        },
      ],
      [
        "POST",
        /^\/v1\/refunds$/,
        (_m, p) => {
          const intent = get("payment_intent", p.get("payment_intent") ?? "", "payment_intent")
          if (intent.status !== "succeeded")
            throw invalid("This PaymentIntent does not have a successful charge to refund.", "payment_intent")
          const refunded = Number(intent.amount_refunded ?? 0)
          const amount = p.get("amount") === null ? Number(intent.amount) - refunded : Number(p.get("amount"))
          if (amount < 1 || refunded + amount > Number(intent.amount))
            throw invalid(
              `Refund amount (${amount}) is greater than unrefunded amount on charge (${Number(intent.amount) - refunded})`,
              "amount",
            )
          intent.amount_refunded = refunded + amount
          const refund = put({
            id: newId("re"),
            object: "refund",
            amount,
            currency: intent.currency,
            payment_intent: intent.id,
            status: "succeeded",
            created: now(),
          })
          emit("refund.created", refund)
          return refund
        },
      ],
      [
        "POST",
        /^\/v1\/terminal\/locations$/,
        (_m, p) =>
          put({
            id: newId("tml"),
            object: "terminal.location",
            display_name: p.get("display_name"),
            address: {
              line1: p.get("address[line1]"),
              city: p.get("address[city]"),
              country: p.get("address[country]"),
              postal_code: p.get("address[postal_code]"),
              state: p.get("address[state]"),
              line2: null,
            },
            livemode: false,
            metadata: {},
          }),
      ],
      ["GET", /^\/v1\/terminal\/locations$/, () => list(all("terminal.location"), "/v1/terminal/locations")],
      [
        "POST",
        /^\/v1\/terminal\/readers$/,
        (_m, p) => {
          if (p.get("registration_code") !== SIMULATED_READER_CODE)
            throw invalid("The registration code is invalid or has expired.", "registration_code")
          const location = p.get("location") ?? ""
          get("terminal location", location, "terminal.location")
          return put({
            id: newId("tmr"),
            object: "terminal.reader",
            action: null,
            device_type: "simulated_wisepos_e",
            ip_address: "0.0.0.0",
            label: p.get("label") ?? "Simulated reader",
            location,
            serial_number: `SIM-${crypto.randomBytes(4).toString("hex")}`,
            status: "online",
            livemode: false,
            metadata: {},
          })
        },
      ],
      ["GET", /^\/v1\/terminal\/readers$/, () => list(all("terminal.reader"), "/v1/terminal/readers")],
      ["GET", /^\/v1\/terminal\/readers\/([^/]+)$/, (m) => get("terminal reader", m[1]!, "terminal.reader")],
      [
        "DELETE",
        /^\/v1\/terminal\/readers\/([^/]+)$/,
        (m) => {
          const reader = get("terminal reader", m[1]!, "terminal.reader")
          reader.deleted = true
          return { id: reader.id, object: "terminal.reader", deleted: true }
        },
      ],
      [
        "POST",
        /^\/v1\/terminal\/connection_tokens$/,
        (_m, p) => ({
          object: "terminal.connection_token",
          secret: `pst_test_${crypto.randomBytes(16).toString("hex")}`,
          ...(p.get("location") ? { location: p.get("location") } : {}),
        }),
      ],
      [
        "POST",
        /^\/v1\/terminal\/readers\/([^/]+)\/process_payment_intent$/,
        (m, p) => {
          const reader = get("terminal reader", m[1]!, "terminal.reader")
          const intent = get("payment_intent", p.get("payment_intent") ?? "", "payment_intent")
          const action = reader.action as { status: string } | null
          if (action?.status === "in_progress")
            throw new StripeError(409, {
              type: "invalid_request_error",
              code: "terminal_reader_busy",
              message: "Reader is currently busy processing another request.",
            })
          if (intent.status !== "requires_payment_method")
            throw invalid(
              "This PaymentIntent cannot be processed in its state.",
              "payment_intent",
              "payment_intent_unexpected_state",
            )
          reader.action = {
            type: "process_payment_intent",
            status: "in_progress",
            failure_code: null,
            failure_message: null,
            process_payment_intent: { payment_intent: intent.id },
          }
          return reader
        },
      ],
      [
        "POST",
        /^\/v1\/terminal\/readers\/([^/]+)\/cancel_action$/,
        (m) => {
          const reader = get("terminal reader", m[1]!, "terminal.reader")
          const action = reader.action as Record<string, unknown> | null
          if (action?.status !== "in_progress")
            throw invalid(
              "This reader has no action in progress to cancel.",
              undefined,
              "terminal_reader_invalid_state",
            )
          reader.action = {
            ...action,
            status: "failed",
            failure_code: "canceled",
            failure_message: "The action was canceled.",
          }
          emit("terminal.reader.action_failed", reader)
          return reader
        },
      ],
      [
        "POST",
        /^\/v1\/test_helpers\/terminal\/readers\/([^/]+)\/present_payment_method$/,
        (m) => {
          const reader = get("terminal reader", m[1]!, "terminal.reader")
          const action = reader.action as { status: string; process_payment_intent?: { payment_intent: string } } | null
          if (action?.status !== "in_progress" || action.process_payment_intent === undefined)
            throw invalid(
              "This reader is not waiting for a payment method.",
              undefined,
              "terminal_reader_invalid_state",
            )
          const intent = get("payment_intent", action.process_payment_intent.payment_intent, "payment_intent")
          intent.payment_method = newId("pm")
          setIntent(intent, intent.capture_method === "manual" ? "requires_capture" : "succeeded")
          reader.action = { ...action, status: "succeeded" }
          emit("terminal.reader.action_succeeded", reader)
          return reader
        },
      ],
    ]

    const all = (object: string) => [...objects.values()].filter((o) => o.object === object && o.deleted !== true)
    /** Replies by account and idempotency key: a retried POST is answered as the first was, and done once. */
    const idempotent = new Map<string, { status: number; body: unknown }>()
    let withhold: (() => void) | undefined

    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Array<Buffer> = []
      request.on("data", (c: Buffer) => chunks.push(c))
      request.on("end", () => {
        const idempotencyKey = request.headers["idempotency-key"]
        if (typeof request.headers.traceparent === "string") traceparents.push(request.headers.traceparent)
        const reply = (status: number, body: unknown) => {
          if (typeof idempotencyKey === "string" && request.method === "POST")
            idempotent.set(`${account} ${idempotencyKey}`, { status, body })
          if (withhold !== undefined && request.method === "POST" && request.url === "/v1/payment_intents") {
            const held = withhold
            withhold = undefined
            return held()
          }
          response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") })
          response.end(JSON.stringify(body))
        }
        const key = (request.headers.authorization ?? "").replace(/^Bearer /, "")
        if (!stores.has(key))
          return reply(401, {
            error: {
              type: "invalid_request_error",
              message: "Invalid API Key provided: sk_test_****",
            },
          })
        objects = stores.get(key)!
        account = key
        const earlier =
          typeof idempotencyKey === "string" && request.method === "POST"
            ? idempotent.get(`${account} ${idempotencyKey}`)
            : undefined
        if (earlier !== undefined) return reply(earlier.status, earlier.body)
        const url = new URL(request.url ?? "/", "http://fake")
        const params = new URLSearchParams(
          request.method === "GET" ? url.search : Buffer.concat(chunks).toString("utf8"),
        )
        for (const [method, pattern, handle] of routes) {
          const m = request.method === method ? pattern.exec(url.pathname) : null
          if (m === null) continue
          try {
            const body = handle(m, params)
            if (request.method !== "GET") keep(account)
            return reply(200, body)
          } catch (e) {
            if (e instanceof StripeError) return reply(e.status, { error: e.body })
            return reply(500, { error: { type: "api_error", message: String(e) } })
          }
        }
        reply(404, {
          error: {
            type: "invalid_request_error",
            message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
          },
        })
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        host: "127.0.0.1",
        port,
        deliverTo: (url, secret, to = accounts[0]!) => allEndpoints.push({ url, secret, account: to }),
        count: (key, object) => [...(stores.get(key)?.values() ?? [])].filter((o) => o.object === object).length,
        intents: (key) => [...(stores.get(key)?.values() ?? [])].filter((o) => o.object === "payment_intent"),
        withholdNextIntentReply: () => new Promise<void>((held) => (withhold = held)),
        delivered,
        traceparents,
        restored,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })

const metadataOf = (p: URLSearchParams) =>
  Object.fromEntries(
    [...p.entries()].flatMap(([k, v]) => {
      const m = /^metadata\[(.+)\]$/.exec(k)
      return m === null ? [] : [[m[1]!, v]]
    }),
  )
