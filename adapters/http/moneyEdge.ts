import { Effect } from "effect"
import {
  type CardCharge,
  type CardDeclined,
  CardPayments,
  needsProvider,
  type PayMethod,
  type PaymentsUnavailable,
} from "../../engine/payments"
import type { CreditsShort } from "../sql/credits"
import { unprocessable, type Unprocessable } from "./errors"

/** What the money calls share at the HTTP edge: refusals as 422 sentences, and taking the money. */

const tagOf = (e: unknown) => (e as { _tag?: string } | undefined)?._tag

/** Credits that do not cover a spend: a 422 with the engine's sentence. */
export const shortToUnprocessable = <A, E, R>(self: Effect.Effect<A, E | CreditsShort, R>) =>
  Effect.catchIf(
    self,
    (e): e is CreditsShort => tagOf(e) === "CreditsShort",
    (short) => Effect.fail(unprocessable(short.message)),
  ) as Effect.Effect<A, Exclude<E, CreditsShort> | Unprocessable, R>

/** A declined card or no provider: a 422 with the provider's sentence. */
export const providerToUnprocessable = <A, E, R>(self: Effect.Effect<A, E | CardDeclined | PaymentsUnavailable, R>) =>
  Effect.catchIf(
    self,
    (e): e is CardDeclined | PaymentsUnavailable => tagOf(e) === "CardDeclined" || tagOf(e) === "PaymentsUnavailable",
    (e) => Effect.fail(unprocessable(e.message)),
  ) as Effect.Effect<A, Exclude<E, CardDeclined | PaymentsUnavailable> | Unprocessable, R>

/**
 * Takes the money for a ledger row: by the card provider for cards, readers and bank transfers
 * (its reference goes on the row), otherwise nothing to do here (cash and checks change hands at
 * the desk; the row is the record). Answers the reference to store.
 */
export const takeMoney = (
  charge: Omit<CardCharge, "method"> & { readonly method: PayMethod },
): Effect.Effect<string | null, Unprocessable, CardPayments> =>
  needsProvider(charge.method)
    ? Effect.flatMap(CardPayments, (cards) =>
        cards.charge({ ...charge, method: charge.method as CardCharge["method"] }),
      ).pipe(
        Effect.map((taken): string | null => taken.reference),
        providerToUnprocessable,
      )
    : Effect.succeed(charge.payment_intent_id ?? null)
