import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Clock, Effect, Schema } from "effect"
import { expiryProblem } from "../../../engine/payments"
import { CardReaders, CardVault, RegionalProviders } from "../../../engine/providers"
import {
  customerRef,
  insertSavedCard,
  makeDefaultCard,
  removeSavedCard,
  type SavedCard,
  savedCard,
  savedCards,
  takesBankTransfers,
} from "../../sql/providerRecords"
import { Actor } from "../actor"
import { Authn } from "../authn"
import { apiGroup, notFound, unprocessable } from "../errors"
import { requireActingFor, requireFacility, requireUser } from "../lookups"
import { providerToUnprocessable } from "../../../engine/services/charges"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

/**
 * Saved cards (SPEC §3 Card/token): a card a player's browser turned into a provider token is kept
 * on the provider's customer for that player and facility; we keep only its reference, brand,
 * last four digits and expiry. Which payment ways a facility has (and whether in test mode).
 */

export const CardView = Schema.Struct({
  /** SPEC's user_token_id: what pay_pending's card_id names. */
  id: Schema.Number,
  user_token_id: Schema.Number,
  facility_id: Schema.Number,
  user_id: Schema.Number,
  provider: Schema.String,
  brand: Schema.String,
  last4: Schema.String,
  /** MMYY, as SPEC §9 writes card expiry; null when the provider does not tell it. */
  expiry: Schema.NullOr(Schema.String),
  name_on_card: Schema.String,
  is_default: Schema.Boolean,
  created_at: Schema.String,
})

export const cardView = (c: SavedCard): typeof CardView.Type => ({
  id: c.id,
  user_token_id: c.id,
  facility_id: Number(c.facility_id),
  user_id: Number(c.user_id),
  provider: c.provider,
  brand: c.brand,
  last4: c.last4,
  expiry: c.expiry,
  name_on_card: c.name_on_card,
  is_default: c.is_default,
  created_at: new Date(c.created_at).toISOString(),
})

const Expiry = Schema.String.pipe(
  Schema.pattern(/^(0[1-9]|1[0-2])\d{2}$/, { message: () => "expiry is MMYY: two digits of month, two of year." }),
)

const ProviderInfo = Schema.Struct({
  facility_id: Schema.Number,
  cards: Schema.Struct({ available: Schema.Boolean, test_mode: Schema.Boolean }),
  ach: Schema.Struct({ available: Schema.Boolean }),
  regional: Schema.Array(Schema.Struct({ key: Schema.String, name: Schema.String, currency: Schema.String })),
})

export const CardsGroup = apiGroup("cards")
  .add(
    HttpApiEndpoint.get("list", "/api/users/:id/cards")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ facility_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(CardView))
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.post("add", "/api/users/:id/add_card")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          /** The card provider's token made in the browser (Stripe.js: tok_…). */
          token: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
          expiry: Expiry,
          name_on_card: Schema.Trim.pipe(
            Schema.nonEmptyString({ message: () => "The name on the card is missing." }),
            Schema.maxLength(120),
          ),
          make_default: Schema.optionalWith(Schema.Boolean, { default: () => false }),
        }),
      )
      .addSuccess(CardView, { status: 201 })
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.del("remove", "/api/users/:id/cards/:tokenId")
      .setPath(Schema.Struct({ id: IdParam, tokenId: IdParam }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.put("setDefault", "/api/cards/default")
      .setPayload(Schema.Struct({ card_id: Id }))
      .addSuccess(CardView)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("removeChosen", "/api/cards/delete")
      .setUrlParams(Schema.Struct({ card_id: IdParam }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("providers", "/api/facilities/:id/payment_providers")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(ProviderInfo)
      .annotate(PolicyTag, Policy.member()),
  )
  .middleware(Authn)

/** A saved card the caller may act on (their own, a child's, or any at a facility they staff). */
const cardFor = (id: number) =>
  Effect.gen(function* () {
    const card = yield* savedCard(id)
    if (card === undefined) return yield* Effect.fail(notFound("Card"))
    yield* requireActingFor(card.user_id, card.facility_id, "Card")
    return card
  })

/** Removes a saved card at the provider and here; the newest card left becomes the default. */
const removeCard = (card: SavedCard) =>
  Effect.gen(function* () {
    if (card.provider === "stripe") {
      const vault = yield* CardVault
      yield* vault
        .removeCard({ facility_id: card.facility_id, customer_ref: card.customer_ref, card_ref: card.card_ref })
        .pipe(providerToUnprocessable)
    }
    yield* removeSavedCard(card)
  })

const makeDefault = (card: SavedCard) =>
  Effect.gen(function* () {
    if (card.provider === "stripe") {
      const vault = yield* CardVault
      yield* vault
        .setDefault({ facility_id: card.facility_id, customer_ref: card.customer_ref, card_ref: card.card_ref })
        .pipe(providerToUnprocessable)
    }
    yield* makeDefaultCard(card)
  })

export const CardsLive = HttpApiBuilder.group(apiOf(CardsGroup), "cards", (handlers) =>
  handlers
    .handle("list", ({ path, urlParams }) =>
      Effect.gen(function* () {
        yield* requireUser(path.id)
        const actor = yield* Actor
        const cards = yield* savedCards(path.id, urlParams.facility_id)
        // Staff see the cards kept at their facilities; the person and their guardians see all.
        const mine = actor.user?.id === path.id
        const out: Array<typeof CardView.Type> = []
        for (const card of cards) {
          const visible =
            mine || (yield* Effect.either(requireActingFor(card.user_id, card.facility_id)))._tag === "Right"
          if (visible) out.push(cardView(card))
        }
        return out
      }),
    )
    .handle("add", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* requireUser(path.id)
        yield* requireFacility(payload.facility_id)
        yield* requireActingFor(path.id, payload.facility_id)
        const problem = expiryProblem(payload.expiry, new Date(yield* Clock.currentTimeMillis))
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const vault = yield* CardVault
        const customer = yield* customerRef(
          payload.facility_id,
          user.id,
          "stripe",
          vault.createCustomer({
            facility_id: payload.facility_id,
            user_id: user.id,
            email: user.email,
            name: `${user.first_name} ${user.last_name}`.trim(),
          }),
        ).pipe(providerToUnprocessable)
        const card = yield* vault
          .saveCard({ facility_id: payload.facility_id, customer_ref: customer, token: payload.token })
          .pipe(providerToUnprocessable)
        const id = yield* insertSavedCard({
          facility_id: payload.facility_id,
          user_id: user.id,
          provider: "stripe",
          customer_ref: customer,
          card_ref: card.card_ref,
          brand: card.brand,
          last4: card.last4,
          expiry: String(card.exp_month).padStart(2, "0") + String(card.exp_year % 100).padStart(2, "0"),
          name_on_card: payload.name_on_card,
          default_if_first: true,
        })
        const saved = (yield* savedCard(id))!
        if (payload.make_default && !saved.is_default) yield* makeDefault(saved)
        return cardView((yield* savedCard(id))!)
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const card = yield* cardFor(path.tokenId)
        if (card.user_id !== path.id) return yield* Effect.fail(notFound("Card"))
        yield* removeCard(card)
      }),
    )
    .handle("setDefault", ({ payload }) =>
      Effect.gen(function* () {
        const card = yield* cardFor(payload.card_id)
        yield* makeDefault(card)
        return cardView((yield* savedCard(card.id))!)
      }),
    )
    .handle("removeChosen", ({ urlParams }) => Effect.flatMap(cardFor(urlParams.card_id), removeCard))
    .handle("providers", ({ path }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const readers = yield* CardReaders
        const testMode = yield* Effect.either(readers.testMode(path.id))
        const banks = yield* takesBankTransfers(path.id)
        const regional = yield* RegionalProviders
        return {
          facility_id: path.id,
          cards: {
            available: testMode._tag === "Right",
            test_mode: testMode._tag === "Right" && testMode.right,
          },
          ach: { available: banks },
          regional: [...regional.values()].map((p) => ({ key: p.key, name: p.name, currency: p.currency })),
        }
      }),
    ),
)

export const cardsPlugin: Plugin = {
  name: "cards",
  description: "Saved cards on the card provider, and which ways a facility takes payment.",
  group: CardsGroup,
  handlers: CardsLive,
}
