import * as crypto from "node:crypto"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A small HTTP server speaking the bank-transfer provider's wire format (bearer auth,
 * /api/v1/bank_accounts, /api/v1/sessions/generate, /api/v1/transfers), for tests and demo mode.
 * Transfers start `pending`; `settle` moves one to `settled` or `failed` as the bank would days
 * later, and `linkAccount` plays the player finishing the provider's linking page.
 */
export interface FakeBank {
  readonly url: string
  readonly settle: (transferId: string, status: "settled" | "failed") => void
  /** The player links an account in the session's page; answers its id (the ACH token). */
  readonly linkAccount: (sessionId: string, account: { routing_number: string; account_number: string }) => string
  readonly transfers: () => ReadonlyArray<{ id: string; status: string; amount: number }>
  readonly close: () => Promise<void>
}

interface Account {
  id: string
  holder_name: string
  bank_name: string
  last4: string
  email: string | null
  /** The linking session the holder added it in (none for a club's own account). */
  session_id: string | null
  created_at: string
}
interface Transfer {
  id: string
  source_bank_account: string
  destination_bank_account: string
  amount: number
  currency: string
  description: string
  status: "pending" | "settled" | "failed"
  failure_reason: string | null
  created_at: string
  updated_at: string
}

const PAGE = 25

export const listenFakeBank = (apiKey: string) =>
  new Promise<FakeBank>((resolve) => {
    const accounts = new Map<string, Account>()
    const sessions = new Map<string, { email: string; name: string }>()
    const transfers = new Map<string, Transfer>()
    const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString("hex")}`
    const newAccount = (holder: string, email: string | null, accountNumber: string, sessionId: string | null) => {
      const account: Account = {
        id: id("ba"),
        holder_name: holder,
        bank_name: "Test Bank",
        last4: accountNumber.slice(-4),
        email,
        session_id: sessionId,
        created_at: new Date().toISOString(),
      }
      accounts.set(account.id, account)
      return account
    }

    const server = createServer((request, response) => {
      const chunks: Array<Buffer> = []
      request.on("data", (c: Buffer) => chunks.push(c))
      request.on("end", () => {
        const reply = (status: number, body: unknown) => {
          response.writeHead(status, { "content-type": "application/json" })
          response.end(JSON.stringify(body))
        }
        if (request.headers.authorization !== `Bearer ${apiKey}`)
          return reply(401, { error: "unauthorized", message: "Missing or invalid bearer token." })
        const url = new URL(request.url ?? "/", "http://fake")
        let body: Record<string, unknown> = {}
        try {
          body =
            chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>)
        } catch {
          return reply(400, { error: "invalid_json", message: "The body is not JSON." })
        }
        const path = url.pathname.replace(/\/+$/, "")
        const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "")

        if (request.method === "GET" && path === "/api/v1/bank_accounts")
          return reply(200, { data: [...accounts.values()], meta: { page: 1, total_pages: 1 } })
        if (request.method === "POST" && path === "/api/v1/bank_accounts") {
          const routing = text("routing_number")
          const number = text("account_number")
          if (!/^\d{9}$/.test(routing))
            return reply(422, { error: "invalid_routing_number", message: "The routing number is not valid." })
          if (!/^\d{4,17}$/.test(number))
            return reply(422, { error: "invalid_account_number", message: "The account number is not valid." })
          const holder = text("holder_name")
          if (holder === "")
            return reply(422, { error: "missing_holder_name", message: "The account holder's name is missing." })
          return reply(201, newAccount(holder, null, number, null))
        }
        if (request.method === "POST" && path === "/api/v1/sessions/generate") {
          const email = text("email")
          if (!email.includes("@")) return reply(422, { error: "invalid_email", message: "The e-mail is not valid." })
          const session = id("sess")
          sessions.set(session, { email, name: `${text("first_name")} ${text("last_name")}`.trim() })
          return reply(201, {
            session_id: session,
            url: `https://bank.example/link/${session}`,
            expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
          })
        }
        if (request.method === "POST" && path === "/api/v1/transfers") {
          const source = accounts.get(text("source_bank_account"))
          const destination = accounts.get(text("destination_bank_account"))
          const amount = body.amount
          if (source === undefined || destination === undefined)
            return reply(422, { error: "unknown_bank_account", message: "A bank account of the transfer is unknown." })
          if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1)
            return reply(422, {
              error: "invalid_amount",
              message: "The amount must be a positive whole number of cents.",
            })
          const now = new Date().toISOString()
          const transfer: Transfer = {
            id: id("tr"),
            source_bank_account: source.id,
            destination_bank_account: destination.id,
            amount,
            currency: text("currency") || "usd",
            description: text("description"),
            status: "pending",
            failure_reason: null,
            created_at: now,
            updated_at: now,
          }
          transfers.set(transfer.id, transfer)
          return reply(201, transfer)
        }
        if (request.method === "GET" && path === "/api/v1/transfers") {
          const after = url.searchParams.get("date_gt")
          const before = url.searchParams.get("date_lt")
          const status = url.searchParams.get("status")
          const page = Math.max(1, Number(url.searchParams.get("page") ?? "1") || 1)
          const matching = [...transfers.values()].filter(
            (t) =>
              (after === null || t.created_at > after) &&
              (before === null || t.created_at < before) &&
              (status === null || t.status === status),
          )
          return reply(200, {
            data: matching.slice((page - 1) * PAGE, page * PAGE),
            meta: { page, total_pages: Math.max(1, Math.ceil(matching.length / PAGE)) },
          })
        }
        const one = /^\/api\/v1\/transfers\/([^/]+)$/.exec(path)
        if (request.method === "GET" && one !== null) {
          const transfer = transfers.get(one[1]!)
          return transfer === undefined
            ? reply(404, { error: "not_found", message: "No such transfer." })
            : reply(200, transfer)
        }
        reply(404, { error: "not_found", message: `No route ${request.method} ${path}.` })
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        settle: (transferId, status) => {
          const t = transfers.get(transferId)
          if (t === undefined) throw new Error(`No transfer ${transferId}`)
          t.status = status
          t.failure_reason = status === "failed" ? "insufficient_funds" : null
          t.updated_at = new Date().toISOString()
        },
        linkAccount: (sessionId, account) => {
          const session = sessions.get(sessionId)
          if (session === undefined) throw new Error(`No session ${sessionId}`)
          return newAccount(session.name, session.email, account.account_number, sessionId).id
        },
        transfers: () => [...transfers.values()].map((t) => ({ id: t.id, status: t.status, amount: t.amount })),
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
