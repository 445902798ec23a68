import { Effect } from "effect"
import { CardDeclined, PaymentsUnavailable } from "../../../engine/payments/rules"
import { ProviderRefused, type RegionalProvider } from "../../../engine/providers"

/**
 * Chile's Transbank Oneclick Mall through its official SDK (transbank-sdk): a card sign-up
 * ("inscription") started with a gateway token, finished with the token Transbank returns to
 * us (the token pair: that token and the tbk_user it yields), then one-click charges of that card.
 * The route key is `oneclick`.
 */
export interface OneclickOptions {
  /** The mall's commerce code and API key. */
  readonly commerceCode: string
  readonly apiKey: string
  /** The store's (child) commerce code the charges go to. */
  readonly storeCode: string
  /** Transbank's environment URL (or our fake's). */
  readonly url: string
}

const UNREACHABLE = "Transbank could not be reached; try again or pay another way."

/** The SDK's failure as one of ours: Transbank's own refusals (4xx) as its sentence, the rest unavailable. */
const fromSdk = (e: unknown) => {
  const text = e instanceof Error ? e.message.trim() : ""
  const status = /status code (\d{3})/.exec(text)?.[1]
  return status !== undefined && status.startsWith("4") && status !== "401"
    ? new CardDeclined({ message: `Transbank refused: ${text.split("\n").at(-1)}.` })
    : new PaymentsUnavailable({ message: UNREACHABLE })
}

export const oneclickProvider = (options: OneclickOptions): RegionalProvider => {
  // Loaded at the first call: a server whose clubs never use Oneclick never reads the SDK.
  let client: ReturnType<typeof connect> | undefined
  const connect = async () => {
    // CommonJS whose named exports Node's ESM loader cannot see: taken from its default.
    const { default: transbank } = await import("transbank-sdk")
    const sdkOptions = new transbank.Options(options.commerceCode, options.apiKey, options.url, 15_000)
    return {
      inscriptions: new transbank.Oneclick.MallInscription(sdkOptions),
      transactions: new transbank.Oneclick.MallTransaction(sdkOptions),
      TransactionDetail: transbank.TransactionDetail,
    }
  }
  const sdk = () => (client ??= connect())
  return {
    key: "oneclick",
    name: "Transbank Oneclick",
    currency: "CLP",
    startInscription: (p) =>
      Effect.tryPromise({
        try: async () => (await sdk()).inscriptions.start(p.username, p.email, p.return_url),
        catch: fromSdk,
      }).pipe(Effect.map((r: { token: string; url_webpay: string }) => ({ token: r.token, url: r.url_webpay }))),
    finishInscription: (token) =>
      Effect.tryPromise({ try: async () => (await sdk()).inscriptions.finish(token), catch: fromSdk }).pipe(
        Effect.flatMap((r: { response_code: number; tbk_user?: string; card_type?: string; card_number?: string }) =>
          r.response_code === 0 && r.tbk_user !== undefined
            ? Effect.succeed({
                card_ref: r.tbk_user,
                brand: r.card_type ?? "Card",
                last4: (r.card_number ?? "").slice(-4),
              })
            : Effect.fail(new ProviderRefused({ message: "The card was not signed up: Transbank rejected it." })),
        ),
      ),
    charge: (c) =>
      Effect.tryPromise({
        try: async () => {
          const { transactions, TransactionDetail } = await sdk()
          return transactions.authorize(c.username, c.card_ref, c.order, [
            new TransactionDetail(c.amount, options.storeCode, c.order, 1),
          ])
        },
        catch: fromSdk,
      }).pipe(
        Effect.flatMap((r: { buy_order: string; details: Array<{ status: string; response_code: number }> }) =>
          r.details.every((d) => d.status === "AUTHORIZED" && d.response_code === 0)
            ? Effect.succeed({ reference: r.buy_order })
            : Effect.fail(new CardDeclined({ message: "Transbank declined the card." })),
        ),
      ),
    // A refund of the whole amount on the day is a reversal; anything else is a nullification.
    refund: (r) =>
      Effect.tryPromise({
        try: async () => (await sdk()).transactions.refund(r.order, options.storeCode, r.order, r.amount),
        catch: fromSdk,
      }).pipe(
        Effect.flatMap((answer: { type: string; authorization_code?: string; response_code?: number }) =>
          answer.type === "REVERSED"
            ? Effect.succeed({ reference: `${r.order}:reversed` })
            : answer.type === "NULLIFIED" && answer.response_code === 0
              ? Effect.succeed({ reference: `${r.order}:${answer.authorization_code ?? "nullified"}` })
              : Effect.fail(new CardDeclined({ message: "Transbank did not refund this payment." })),
        ),
      ),
  }
}
