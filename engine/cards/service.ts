import { withSpans } from "../spans"
import { Clock, Effect, Either } from "effect"
import { CurrentCaller, ownedBy, personAccess } from "../access"
import { cardView, type SavedCard } from "./rules"
import { CardsRepo } from "./port"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { expiryProblem } from "../payments/rules"
import { CardReaders, CardVault, RegionalProviders, regionalReference } from "../providers"
import { providerToUnprocessable, recordCharge } from "../payments/takeMoney"
import { PendingPayments } from "../payments/pendingPayments"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "../payments/port"
import { PeopleRepo } from "../people/port"
import { ReservationsRepo } from "../reservations/port"

/** A card a player's browser turned into a provider token, to save for them at a club. */
export interface NewCard {
  readonly facility_id: number
  readonly token: string
  /** MMYY, as the player typed it. */
  readonly expiry: string
  readonly name_on_card: string
  readonly make_default: boolean
}

/**
 * Saved cards: a card is kept on the provider's customer for a person at a club, here only its
 * reference, brand, last four digits and expiry. The person, their guardian and the club's staff
 * reach it; anyone else reads it as not found. Also which ways a club takes payment.
 */
export class Cards extends Effect.Service<Cards>()("venue/Cards", {
  dependencies: [PendingPayments.Default],
  effect: Effect.gen(function* () {
    const repo = yield* CardsRepo
    const people = yield* PeopleRepo
    const facilities = yield* FacilitiesRepo
    const vault = yield* CardVault
    const readers = yield* CardReaders
    const regional = yield* RegionalProviders
    const reservations = yield* ReservationsRepo
    const ledger = yield* LedgerRepo
    const pendingPayments = yield* PendingPayments

    /** A saved card the caller may act on (their own, a child's, or one kept at a club they staff). */
    const cardFor = (id: number) =>
      Effect.gen(function* () {
        const card = yield* repo.find(id)
        if (card === undefined) return yield* Effect.fail(notFound("Card"))
        yield* personAccess(card.user_id, card.facility_id, "Card")
        return card
      })

    const onVault = (card: SavedCard, change: "removeCard" | "setDefault") =>
      card.provider === "stripe"
        ? vault[change]({
            facility_id: card.facility_id,
            customer_ref: card.customer_ref,
            card_ref: card.card_ref,
          }).pipe(providerToUnprocessable)
        : Effect.void

    const makeDefault = (card: SavedCard) => Effect.zipRight(onVault(card, "setDefault"), repo.makeDefault(card))

    const removeCard = (card: SavedCard) => Effect.zipRight(onVault(card, "removeCard"), repo.remove(card))

    /** A person's cards as the caller may see them: all to them and their guardian, staff those kept at their club. */
    const list = (userId: number, facilityId?: number) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        const visible = []
        for (const card of yield* repo.list(userId, facilityId))
          if (me === userId || Either.isRight(yield* Effect.either(personAccess(card.user_id, card.facility_id))))
            visible.push(cardView(card))
        return visible
      })

    /** Saves a card for a person at a club on the provider's customer for them there (made on first need). */
    const add = (userId: number, card: NewCard) =>
      Effect.gen(function* () {
        const user = yield* orNotFound("User")(people.find(userId))
        yield* orNotFound("Facility")(facilities.find(card.facility_id))
        yield* personAccess(userId, card.facility_id)
        const problem = expiryProblem(card.expiry, new Date(yield* Clock.currentTimeMillis))
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const customer = yield* customerFor(card.facility_id, user)
        const saved = yield* vault
          .saveCard({ facility_id: card.facility_id, customer_ref: customer, token: card.token })
          .pipe(providerToUnprocessable)
        const id = yield* repo.insert({
          facility_id: card.facility_id,
          user_id: user.id,
          provider: "stripe",
          customer_ref: customer,
          card_ref: saved.card_ref,
          brand: saved.brand,
          last4: saved.last4,
          expiry: String(saved.exp_month).padStart(2, "0") + String(saved.exp_year % 100).padStart(2, "0"),
          name_on_card: card.name_on_card,
          default_if_first: true,
        })
        const kept = (yield* repo.find(id))!
        if (card.make_default && !kept.is_default) yield* makeDefault(kept)
        return cardView((yield* repo.find(id))!)
      })

    const customerFor = (
      facilityId: number,
      user: {
        readonly id: number
        readonly email: string | null
        readonly first_name: string
        readonly last_name: string
      },
    ) =>
      Effect.gen(function* () {
        const known = yield* repo.customerRef(facilityId, user.id, "stripe")
        if (known !== undefined) return known
        const made = yield* vault
          .createCustomer({
            facility_id: facilityId,
            user_id: user.id,
            email: user.email,
            name: `${user.first_name} ${user.last_name}`.trim(),
          })
          .pipe(providerToUnprocessable)
        return yield* repo.keepCustomerRef(facilityId, user.id, "stripe", made)
      })

    /** Removes a person's card (the path names whose it is: anyone else's reads as not found). */
    const remove = (userId: number, cardId: number) =>
      Effect.gen(function* () {
        const card = yield* cardFor(cardId)
        if (card.user_id !== userId) return yield* Effect.fail(notFound("Card"))
        yield* removeCard(card)
      })

    const removeChosen = (cardId: number) => Effect.flatMap(cardFor(cardId), removeCard)

    const setDefault = (cardId: number) =>
      Effect.gen(function* () {
        const card = yield* cardFor(cardId)
        yield* makeDefault(card)
        return cardView((yield* repo.find(card.id))!)
      })

    /** Which ways the club takes payment, for its people. */
    const paymentWays = (facilityId: number) =>
      Effect.gen(function* () {
        yield* orNotFound("Facility")(facilities.find(facilityId))
        const testMode = yield* Effect.either(readers.testMode(facilityId))
        return {
          facility_id: facilityId,
          cards: { available: Either.isRight(testMode), test_mode: Either.isRight(testMode) && testMode.right },
          ach: { available: yield* repo.takesBankTransfers(facilityId) },
          regional: [...regional.values()].map((p) => ({ key: p.key, name: p.name, currency: p.currency })),
        }
      })

    const regionalProvider = (key: string) => {
      const provider = regional.get(key)
      return provider === undefined
        ? Effect.fail(unprocessable(`Card payments through ${key} are not set up on this server.`))
        : Effect.succeed(provider)
    }

    /** Starts the caller's card sign-up at a regional provider; the provider sends them back to `returnUrl`. */
    const startRegionalSignUp = (facilityId: number, providerKey: string, returnUrl: string) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        if (me === undefined) return yield* Effect.fail(forbidden("Sign in first."))
        const user = yield* orNotFound("User")(people.find(me))
        yield* orNotFound("Facility")(facilities.find(facilityId))
        if (user.email === null)
          return yield* Effect.fail(unprocessable("Signing up a card needs an e-mail address on the profile."))
        const provider = yield* regionalProvider(providerKey)
        const started = yield* provider
          .startInscription({ username: `u${me}`, email: user.email, return_url: returnUrl })
          .pipe(providerToUnprocessable)
        yield* repo.startInscription({
          token: started.token,
          provider: provider.key,
          facility_id: facilityId,
          user_id: me,
        })
        return { provider: provider.key, gateway_token: started.token, url: started.url }
      })

    /** The regional provider's return with the sign-up's token: the card is saved for whoever started it, once. */
    const finishRegionalSignUp = (token: string) =>
      Effect.gen(function* () {
        const inscription = yield* repo.finishInscription(token)
        if (inscription === undefined) return yield* Effect.fail(notFound("Card sign-up"))
        const provider = yield* regionalProvider(inscription.provider)
        const card = yield* provider.finishInscription(token).pipe(providerToUnprocessable)
        const id = yield* repo.insert({
          facility_id: inscription.facility_id,
          user_id: inscription.user_id,
          provider: provider.key,
          customer_ref: `u${inscription.user_id}`,
          card_ref: card.card_ref,
          brand: card.brand,
          last4: card.last4,
          expiry: null,
          name_on_card: "",
          default_if_first: false,
        })
        return cardView((yield* repo.find(id))!)
      })

    /**
     * Charges a signed-up regional card for what a reservation has pending. `order` is the charge's
     * number at the provider, from the caller's trace id: the same order never charges twice, a
     * repeat answers with the payments it made.
     */
    const regionalOrder = (
      key: string,
      order: string,
      request: { readonly card_id: number; readonly reservation_id: number; readonly ru_id?: number | undefined },
    ) =>
      Effect.gen(function* () {
        const provider = yield* regionalProvider(key)
        const r = yield* orNotFound("Reservation")(reservations.find(request.reservation_id))
        const facility = yield* orNotFound("Facility")(facilities.find(r.facility_id))
        const card = yield* repo.find(request.card_id)
        if (!ownedBy(r.facility_id, card) || card.provider !== key)
          return yield* Effect.fail(
            unprocessable(`Card ${request.card_id} is not a ${provider.name} card of this club.`),
          )
        yield* personAccess(card.user_id, card.facility_id, "Card")
        if (facility.currency.toUpperCase() !== provider.currency)
          return yield* Effect.fail(
            unprocessable(
              `${provider.name} charges in ${provider.currency}; this club's prices are in ${facility.currency}.`,
            ),
          )
        const reference = regionalReference(provider.key, order)
        const earlier = yield* ledger.byReference(r.facility_id, reference)
        if (earlier.length > 0)
          return {
            reservation: r,
            payments: earlier,
            pending: (yield* ledger.pendingItems(r.id)).filter((i) => i.pending > 0),
          }
        return yield* pendingPayments.payPending(
          r.id,
          { method: "card", card_id: card.id, use_credits: false, ...(request.ru_id ? { ru_id: request.ru_id } : {}) },
          (amount) =>
            provider.charge({ username: card.customer_ref, card_ref: card.card_ref, order, amount }).pipe(
              providerToUnprocessable,
              Effect.zipRight(
                recordCharge({
                  what: `${provider.name} order ${order} (${amount} ${provider.currency})`,
                  giveBack: provider.refund({ order, amount }),
                }),
              ),
              Effect.as({ reference, status: "paid" as const }),
            ),
        )
      })

    return withSpans("Cards", {
      regionalOrder,
      list,
      add,
      remove,
      removeChosen,
      setDefault,
      paymentWays,
      startRegionalSignUp,
      finishRegionalSignUp,
    })
  }),
}) {}
