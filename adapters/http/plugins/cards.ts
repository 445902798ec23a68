import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { CardView, PaymentWays } from "../../../engine/cards/rules"
import { Cards } from "../../../engine/cards/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

/**
 * Saved cards: a card a player's browser turned into a provider token is kept
 * on the provider's customer for that player and facility; we keep only its reference, brand,
 * last four digits and expiry. Which payment ways a facility has (and whether in test mode).
 */

const Expiry = Schema.String.pipe(
  Schema.pattern(/^(0[1-9]|1[0-2])\d{2}$/, { message: () => "expiry is MMYY: two digits of month, two of year." }),
)

const ProviderInfo = PaymentWays

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

export const CardsLive = HttpApiBuilder.group(apiOf(CardsGroup), "cards", (handlers) =>
  handlers
    .handle("list", ({ path, urlParams }) => using(Cards, (cards) => cards.list(path.id, urlParams.facility_id)))
    .handle("add", ({ path, payload }) => using(Cards, (cards) => cards.add(path.id, payload)))
    .handle("remove", ({ path }) => using(Cards, (cards) => cards.remove(path.id, path.tokenId)))
    .handle("setDefault", ({ payload }) => using(Cards, (cards) => cards.setDefault(payload.card_id)))
    .handle("removeChosen", ({ urlParams }) => using(Cards, (cards) => cards.removeChosen(urlParams.card_id)))
    .handle("providers", ({ path }) => using(Cards, (cards) => cards.paymentWays(path.id))),
)

export const cardsPlugin: Plugin = {
  name: "cards",
  description: "Saved cards on the card provider, and which ways a facility takes payment.",
  group: CardsGroup,
  handlers: CardsLive,
}
