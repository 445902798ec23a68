import { Effect, Layer } from "effect"
import { CardDeclined, type CardCharge, PaymentsUnavailable, type Taken } from "../../../engine/payments/rules"
import { BankTransfers, ProviderRefused } from "../../../engine/providers"

/**
 * The bank-transfer (ACH) provider over HTTP with a bearer key: club bank accounts,
 * linking sessions for players, transfers and their listing for reconciliation. The provider's API lists
 * them with reads; creating a transfer is a POST on the same collection.
 */
export interface BankOptions {
  readonly url: string
  readonly apiKey: string
}

const UNREACHABLE = "The bank-transfer provider could not be reached; try again or pay another way."
const NOT_SET_UP = "Bank transfers (ACH) are not set up on this server (BANK_API_URL, BANK_API_KEY)."

interface Answer {
  readonly status: number
  readonly body: Record<string, unknown>
}

export const bankClient = (options: BankOptions) => {
  const request = (method: "GET" | "POST", path: string, body?: unknown) =>
    Effect.tryPromise({
      try: async (signal): Promise<Answer> => {
        const response = await fetch(`${options.url}${path}`, {
          method,
          signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)]),
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            accept: "application/json",
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
        return { status: response.status, body: (await response.json()) as Record<string, unknown> }
      },
      catch: () => new PaymentsUnavailable({ message: UNREACHABLE }),
    }).pipe(
      Effect.filterOrFail(
        (a) => a.status < 500 && a.status !== 401,
        (a) =>
          new PaymentsUnavailable({
            message: a.status === 401 ? "The bank-transfer provider refused our key." : UNREACHABLE,
          }),
      ),
    )
  const refusedUnless = (a: Answer) =>
    a.status < 300 ? Effect.succeed(a.body) : Effect.fail(new ProviderRefused({ message: String(a.body.message) }))

  const service = BankTransfers.of({
    addAccount: (account) =>
      Effect.flatMap(request("POST", "/api/v1/bank_accounts", account), refusedUnless).pipe(
        Effect.map((b) => ({ account_ref: String(b.id), last4: String(b.last4) })),
      ),
    linkSession: (person) =>
      Effect.flatMap(request("POST", "/api/v1/sessions/generate", person), (a) =>
        a.status < 300
          ? Effect.succeed({ session_ref: String(a.body.session_id), url: String(a.body.url) })
          : Effect.fail(new CardDeclined({ message: String(a.body.message) })),
      ),
    linkedAccount: (ref) =>
      request("GET", "/api/v1/bank_accounts").pipe(
        Effect.map((a) => {
          const found = ((a.body.data ?? []) as Array<Record<string, unknown>>).find((b) => b.id === ref)
          return found === undefined
            ? undefined
            : {
                bank_name: String(found.bank_name),
                last4: String(found.last4),
                session_ref: typeof found.session_id === "string" ? found.session_id : null,
              }
        }),
      ),
    transfers: (q) =>
      request(
        "GET",
        `/api/v1/transfers/?${new URLSearchParams({ date_gt: q.date_gt, date_lt: q.date_lt, status: q.status, page: String(q.page) })}`,
      ).pipe(
        Effect.map((a) => {
          const meta = (a.body.meta ?? {}) as { page?: number; total_pages?: number }
          return {
            items: ((a.body.data ?? []) as Array<Record<string, unknown>>).map((t) => ({
              transfer_ref: String(t.id),
              amount: Number(t.amount),
              status: t.status as "pending" | "settled" | "failed",
            })),
            more: (meta.page ?? 1) < (meta.total_pages ?? 1),
          }
        }),
      ),
  })

  const charge = (c: CardCharge): Effect.Effect<Taken, CardDeclined | PaymentsUnavailable> =>
    c.saved === undefined || c.destination_ref === undefined
      ? Effect.fail(new CardDeclined({ message: "Choose one of your linked bank accounts to pay by bank transfer." }))
      : Effect.flatMap(
          request("POST", "/api/v1/transfers", {
            source_bank_account: c.saved.source_ref,
            destination_bank_account: c.destination_ref,
            amount: c.amount,
            currency: c.currency.toLowerCase(),
            description: c.description,
          }),
          (a) =>
            a.status < 300
              ? Effect.succeed<Taken>({ reference: String(a.body.id), status: "pending" })
              : Effect.fail(new CardDeclined({ message: String(a.body.message) })),
        )
  return { service, charge }
}

export const BankTransfersUnconfigured = Layer.succeed(
  BankTransfers,
  BankTransfers.of({
    addAccount: () => Effect.fail(new PaymentsUnavailable({ message: NOT_SET_UP })),
    linkSession: () => Effect.fail(new PaymentsUnavailable({ message: NOT_SET_UP })),
    linkedAccount: () => Effect.fail(new PaymentsUnavailable({ message: NOT_SET_UP })),
    transfers: () => Effect.fail(new PaymentsUnavailable({ message: NOT_SET_UP })),
  }),
)
