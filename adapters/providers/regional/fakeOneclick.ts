import * as crypto from "node:crypto"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

const BASE = "/rswebpaytransaction/api/oneclick/v1.2"

/**
 * A small HTTP server speaking Transbank Oneclick Mall's REST format (inscriptions, transactions,
 * refunds; keys in the Tbk-Api-Key-Id and Tbk-Api-Key-Secret headers), so the official
 * transbank-sdk runs against it in tests and demo mode. An inscription counts as finished by the
 * cardholder unless `reject` is called for its token first.
 */
export interface FakeOneclick {
  readonly url: string
  readonly reject: (token: string) => void
  readonly authorizations: () => ReadonlyArray<{
    buy_order: string
    amount: number
    tbk_user: string
    refunded: number
  }>
  readonly close: () => Promise<void>
}

export const listenFakeOneclick = (commerceCode: string, apiKey: string) =>
  new Promise<FakeOneclick>((resolve) => {
    const inscriptions = new Map<string, { username: string; email: string; rejected: boolean; finished: boolean }>()
    const users = new Map<string, { username: string; last4: string }>()
    const orders = new Map<string, { buy_order: string; amount: number; tbk_user: string; refunded: number }>()
    const server = createServer((request, response) => {
      const chunks: Array<Buffer> = []
      request.on("data", (c: Buffer) => chunks.push(c))
      request.on("end", () => {
        const reply = (status: number, body?: unknown) => {
          response.writeHead(status, { "content-type": "application/json" })
          response.end(body === undefined ? "" : JSON.stringify(body))
        }
        if (request.headers["tbk-api-key-id"] !== commerceCode || request.headers["tbk-api-key-secret"] !== apiKey)
          return reply(401, { error_message: "Not Authorized" })
        const body = (chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString("utf8"))) as Record<
          string,
          any
        >
        const path = (request.url ?? "").split("?")[0]!
        if (request.method === "POST" && path === `${BASE}/inscriptions`) {
          if (
            typeof body.username !== "string" ||
            typeof body.email !== "string" ||
            typeof body.response_url !== "string"
          )
            return reply(422, { error_message: "username, email and response_url are required" })
          const token = crypto.randomBytes(32).toString("hex")
          inscriptions.set(token, { username: body.username, email: body.email, rejected: false, finished: false })
          return reply(200, {
            token,
            url_webpay: "https://webpay3gint.transbank.cl/webpayserver/bp_multicode_inscription.cgi",
          })
        }
        const finish = new RegExp(`^${BASE}/inscriptions/([0-9a-f]{64})$`).exec(path)
        if (request.method === "PUT" && finish !== null) {
          const inscription = inscriptions.get(finish[1]!)
          if (inscription === undefined) return reply(422, { error_message: "Invalid token" })
          if (inscription.finished) return reply(422, { error_message: "Inscription already finished" })
          inscription.finished = true
          if (inscription.rejected) return reply(200, { response_code: -1 })
          const tbkUser = crypto.randomUUID()
          const last4 = String(1000 + crypto.randomInt(9000))
          users.set(tbkUser, { username: inscription.username, last4 })
          return reply(200, {
            response_code: 0,
            tbk_user: tbkUser,
            authorization_code: String(crypto.randomInt(100000, 999999)),
            card_type: "Visa",
            card_number: `XXXXXXXXXXXX${last4}`,
          })
        }
        if (request.method === "POST" && path === `${BASE}/transactions`) {
          const user = users.get(String(body.tbk_user))
          if (user === undefined || user.username !== body.username)
            return reply(422, { error_message: "Invalid tbk_user" })
          if (orders.has(String(body.buy_order))) return reply(422, { error_message: "Duplicated buy_order" })
          const details = (body.details ?? []) as Array<Record<string, any>>
          const amount = details.reduce((sum, d) => sum + Number(d.amount), 0)
          orders.set(String(body.buy_order), {
            buy_order: String(body.buy_order),
            amount,
            tbk_user: String(body.tbk_user),
            refunded: 0,
          })
          return reply(200, {
            buy_order: body.buy_order,
            card_detail: { card_number: user.last4 },
            accounting_date: new Date().toISOString().slice(5, 10).replace("-", ""),
            transaction_date: new Date().toISOString(),
            details: details.map((d) => ({
              amount: d.amount,
              status: "AUTHORIZED",
              authorization_code: String(crypto.randomInt(1000, 9999)),
              payment_type_code: "VN",
              response_code: 0,
              installments_number: d.installments_number ?? 0,
              commerce_code: d.commerce_code,
              buy_order: d.buy_order,
            })),
          })
        }
        const refund = new RegExp(`^${BASE}/transactions/([^/]+)/refunds$`).exec(path)
        if (request.method === "POST" && refund !== null) {
          const order = orders.get(decodeURIComponent(refund[1]!))
          if (order === undefined || body.detail_buy_order !== order.buy_order)
            return reply(422, { error_message: "Transaction not found" })
          const amount = Number(body.amount)
          if (!(amount > 0) || amount > order.amount - order.refunded)
            return reply(422, { error_message: "Invalid amount" })
          const whole = order.refunded === 0 && amount === order.amount
          order.refunded += amount
          return reply(
            200,
            whole
              ? { type: "REVERSED" }
              : {
                  type: "NULLIFIED",
                  authorization_code: String(crypto.randomInt(100000, 999999)),
                  authorization_date: new Date().toISOString(),
                  nullified_amount: amount,
                  balance: order.amount - order.refunded,
                  response_code: 0,
                },
          )
        }
        reply(404, { error_message: `No route ${request.method} ${path}` })
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        reject: (token) => {
          const inscription = inscriptions.get(token)
          if (inscription !== undefined) inscription.rejected = true
        },
        authorizations: () => [...orders.values()],
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
