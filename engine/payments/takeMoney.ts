import { Context, Effect, Exit, FiberRef } from "effect"
import { conflict, type Conflict, unprocessable, type Unprocessable } from "../errors"
import { ownedBy } from "../access"
import {
  type CardCharge,
  ChargeKey,
  type CardDeclined,
  needsProvider,
  type PayMethod,
  type PaymentsUnavailable,
} from "./rules"
import { CardPayments } from "./port"
import { CardReaders, type ProviderRefused } from "../providers"
import { LedgerRepo, ProviderRecordsRepo } from "./port"

/**
 * Taking money through the providers for ledger rows, and giving it back should the rows not be
 * written; refusals of the credits and the providers as 422 sentences. Every money use case
 * (pay pending, credits, club accounts, provider orders) charges through here.
 */

const tagOf = (e: unknown) => (e as { _tag?: string } | undefined)?._tag

type ProviderFailure = CardDeclined | PaymentsUnavailable | ProviderRefused
const PROVIDER_FAILURES = new Set(["CardDeclined", "PaymentsUnavailable", "ProviderRefused"])

/** A declined card, a refused request or no provider: a 422 with the provider's sentence. */
export const providerToUnprocessable = <A, E, R>(self: Effect.Effect<A, E | ProviderFailure, R>) =>
  Effect.catchIf(
    self,
    (e): e is ProviderFailure => PROVIDER_FAILURES.has(tagOf(e) ?? ""),
    (e) => Effect.fail(unprocessable(e.message)),
  ) as Effect.Effect<A, Exclude<E, ProviderFailure> | Unprocessable, R>

/** What to do should a provider's charge end without its ledger rows. */
interface ChargeMade {
  readonly what: string
  readonly giveBack: Effect.Effect<unknown, unknown>
}

/** The provider charges of one money call so far (see `givenBackUnlessRecorded`). */
export class ChargesMade extends Context.Tag("venue/ChargesMade")<ChargesMade, Array<ChargeMade>>() {}

/**
 * Runs the part of a money call that charges through a provider and writes the ledger rows for
 * it. Should it fail after a provider took money (the database refused a row, a rule failed after
 * the charge), the money is given back: a card refunded, a payment at a reader cancelled; a bank
 * transfer cannot be called back, and is logged as an error for staff to act on.
 */
export const givenBackUnlessRecorded = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  Effect.suspend(() => {
    const made: Array<ChargeMade> = []
    return Effect.provideService(self, ChargesMade, made).pipe(
      Effect.onExit((exit) =>
        Exit.isSuccess(exit)
          ? Effect.void
          : Effect.forEach(
              made,
              (charge) =>
                charge.giveBack.pipe(
                  Effect.zipRight(Effect.logWarning(`Gave back ${charge.what}: its ledger rows were not written.`)),
                  Effect.catchAllCause((cause) =>
                    Effect.logError(
                      `${charge.what} has no ledger row and could not be given back; settle it at the provider.`,
                      cause,
                    ),
                  ),
                ),
              { discard: true },
            ),
      ),
    )
  })

/**
 * Takes the money for ledger rows: by the providers for cards, readers and bank transfers (their
 * reference goes on the rows; a card waiting at a reader or a transfer not yet settled is
 * `pending`), otherwise nothing to do here (cash and checks change hands at the desk; the row is
 * the record). A provider payment named by the caller is recorded once only.
 */
export const takeMoney = (
  charge: Omit<CardCharge, "method"> & { readonly method: PayMethod },
): Effect.Effect<
  { readonly reference: string | null; readonly status: "paid" | "pending" },
  Unprocessable | Conflict,
  CardPayments | CardReaders | ChargesMade | LedgerRepo | ProviderRecordsRepo
> =>
  Effect.gen(function* () {
    // A provider's payment id names money that provider took: it belongs on a card payment, never on cash.
    if (!needsProvider(charge.method)) {
      if (charge.payment_intent_id !== undefined || charge.device_id !== undefined)
        return yield* Effect.fail(
          unprocessable(
            `A ${charge.method} payment names no card payment or reader; payment_intent_id and device_id go with card payments.`,
          ),
        )
      return { reference: null, status: "paid" as const }
    }
    if (charge.device_id !== undefined && charge.method !== "card_reader")
      return yield* Effect.fail(unprocessable("A device_id names a card reader; it goes with card_reader payments."))
    // A provider object named in a request is the club's own: another club's reader is not ours to start.
    if (charge.method === "card_reader" && charge.device_id !== undefined && charge.payment_intent_id === undefined) {
      const records = yield* ProviderRecordsRepo
      if (!(yield* records.isClubReader(charge.facility_id, charge.device_id)))
        return yield* Effect.fail(unprocessable("That card reader is not one of this club's."))
    }
    if (charge.payment_intent_id !== undefined) {
      const { recorded } = yield* (yield* LedgerRepo).claimReference(charge.payment_intent_id)
      if (recorded) return yield* Effect.fail(conflict(`Card payment ${charge.payment_intent_id} is already recorded.`))
    }
    const cards = yield* CardPayments
    const key = charge.idempotency_key ?? (yield* FiberRef.get(ChargeKey))
    const taken = yield* cards
      .charge({ ...charge, method: charge.method as CardCharge["method"], idempotency_key: key })
      .pipe(providerToUnprocessable)
    const readers = yield* CardReaders
    const what = `${charge.method} payment ${taken.reference} (${charge.amount} ${charge.currency})`
    yield* recordCharge({
      what,
      giveBack:
        taken.status === "paid"
          ? cards.refund({
              facility_id: charge.facility_id,
              method: charge.method as CardCharge["method"],
              reference: taken.reference,
              amount: charge.amount,
            })
          : charge.method === "card_reader"
            ? readers.cancelPayment(charge.facility_id, taken.reference)
            : Effect.fail(`a ${charge.method} payment on its way cannot be called back`),
    })
    return taken
  })

/** Notes a charge a provider made, to be given back should its ledger rows not be written. */
export const recordCharge = (charge: ChargeMade) => Effect.map(ChargesMade, (made) => void made.push(charge))

/** Like takeMoney, for what is handed over at once (credits, account payments): no waiting at a reader. */
export const takeMoneyNow = (charge: Omit<CardCharge, "method"> & { readonly method: PayMethod }) => {
  const notAtOnce = unprocessable(
    "This must be paid at once: take the card at the reader first, then record it with its payment_intent_id.",
  )
  // Nothing is started at a reader that would only be called back.
  if (charge.method === "card_reader" && charge.payment_intent_id === undefined) return Effect.fail(notAtOnce)
  return Effect.flatMap(takeMoney(charge), (taken) =>
    taken.status === "paid" ? Effect.succeed(taken.reference) : Effect.fail(notAtOnce),
  )
}

/** A saved card of the card provider at a facility, whose owner `mayUse` allows, as a charge's source. */
export const savedCardSource = (cardId: number, facilityId: number, mayUse: (userId: number) => boolean) =>
  Effect.flatMap(
    Effect.flatMap(ProviderRecordsRepo, (records) => records.savedCard(cardId)),
    (card) =>
      !ownedBy(facilityId, card) || card.provider !== "stripe" || !mayUse(card.user_id)
        ? Effect.fail(unprocessable("That saved card cannot pay this; choose one of your own cards."))
        : Effect.succeed({ customer_ref: card.customer_ref, source_ref: card.card_ref }),
  )

/**
 * What a card or ACH payment is charged to: the saved card (card_id) or linked bank account
 * (ach_token_id) named, which must belong to `owner` (a player paying) or, for staff, to someone
 * in the reservation; for ACH, the club's bank account receives it.
 */
export const providerSource = (
  r: {
    readonly facility_id: number
    readonly created_by: number | null
    readonly users: ReadonlyArray<{ readonly user_id: number | null }>
  },
  payload: {
    readonly method: PayMethod
    readonly card_id?: number | undefined
    readonly ach_token_id?: number | undefined
    readonly user_id?: number | undefined
  },
  owner: number | null,
) =>
  Effect.gen(function* () {
    const mayUse = (userId: number) =>
      owner !== null
        ? userId === owner
        : userId === payload.user_id || userId === r.created_by || r.users.some((u) => u.user_id === userId)
    if ((payload.method === "card" || payload.method === "bolt") && payload.card_id !== undefined)
      return { saved: yield* savedCardSource(payload.card_id, r.facility_id, mayUse) }
    if (payload.method === "ach") {
      if (payload.ach_token_id === undefined)
        return yield* Effect.fail(unprocessable("Choose one of your linked bank accounts to pay by bank transfer."))
      const records = yield* ProviderRecordsRepo
      const token = yield* records.achToken(payload.ach_token_id)
      if (!ownedBy(r.facility_id, token) || !mayUse(token.user_id))
        return yield* Effect.fail(unprocessable(`Bank account ${payload.ach_token_id} cannot pay this.`))
      const destination = yield* records.clubBankAccount(r.facility_id)
      if (destination === undefined)
        return yield* Effect.fail(unprocessable("This club has no bank account to receive transfers yet."))
      return {
        saved: { customer_ref: String(token.user_id), source_ref: token.provider_ref },
        destination_ref: destination,
      }
    }
    return {}
  })

/**
 * The providers a money service charges through, captured once when the service is made: the
 * charges it makes run with them, so its methods need no provider of their callers.
 */
export const capturedProviders = Effect.gen(function* () {
  const cards = yield* CardPayments
  const readers = yield* CardReaders
  const records = yield* ProviderRecordsRepo
  const ledger = yield* LedgerRepo
  return <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.provideService(CardPayments, cards),
      Effect.provideService(CardReaders, readers),
      Effect.provideService(ProviderRecordsRepo, records),
      Effect.provideService(LedgerRepo, ledger),
    )
})
