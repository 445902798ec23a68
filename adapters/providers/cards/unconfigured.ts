import { Effect, Layer } from "effect"
import { CardPayments, PaymentsUnavailable } from "../../../engine/payments"

/** No card, reader or bank-transfer provider is configured: such payments are refused with a sentence. */
export const CardPaymentsUnconfigured = Layer.succeed(CardPayments, {
  charge: () =>
    Effect.fail(
      new PaymentsUnavailable({
        message: "Card and bank payments are not set up on this server yet; pay another way.",
      }),
    ),
  refund: () =>
    Effect.fail(
      new PaymentsUnavailable({
        message: "Card and bank refunds are not set up on this server yet; refund to credit or in cash.",
      }),
    ),
})
