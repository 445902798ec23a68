import { Schema } from "effect"

/** A card kept by reference on a provider's customer for a person at a club; never its number. */
export const SavedCard = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  user_id: Schema.Number,
  provider: Schema.String,
  customer_ref: Schema.String,
  card_ref: Schema.String,
  brand: Schema.String,
  last4: Schema.String,
  /** MMYY, as the API writes card expiry; null when the provider does not tell it. */
  expiry: Schema.NullOr(Schema.String),
  name_on_card: Schema.String,
  is_default: Schema.Boolean,
  created_at: Schema.String,
})
export type SavedCard = typeof SavedCard.Type

/** A saved card as its holder and the club's staff see it: the provider's references left out. */
export const CardView = Schema.Struct({
  ...SavedCard.omit("customer_ref", "card_ref").fields,
  /** The API's user_token_id (the card's id): what pay_pending's card_id names. */
  user_token_id: Schema.Number,
})
export type CardView = typeof CardView.Type

export const cardView = ({ customer_ref: _customer, card_ref: _card, ...c }: SavedCard): CardView => ({
  ...c,
  user_token_id: c.id,
  created_at: new Date(c.created_at).toISOString(),
})

/** Which ways a club takes payment: cards (and whether in test mode), bank transfers, regional providers. */
export const PaymentWays = Schema.Struct({
  facility_id: Schema.Number,
  cards: Schema.Struct({ available: Schema.Boolean, test_mode: Schema.Boolean }),
  ach: Schema.Struct({ available: Schema.Boolean }),
  regional: Schema.Array(Schema.Struct({ key: Schema.String, name: Schema.String, currency: Schema.String })),
})

/** A card the provider saved, to keep by reference; the person's first at the club becomes their default when asked. */
export type NewSavedCard = Omit<SavedCard, "id" | "is_default" | "created_at"> & { readonly default_if_first: boolean }
