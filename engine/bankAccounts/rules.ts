import { Schema } from "effect"

/** What a club is shown of its bank account: never the provider's reference. */
export const BankAccountView = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  holder_name: Schema.String,
  last4: Schema.String,
  nickname: Schema.NullOr(Schema.String),
  created_at: Schema.String,
})
export type BankAccountView = typeof BankAccountView.Type

/** A person's linked bank account. The provider's reference (the ACH token) is never shown back: whoever holds it could name it at another club. */
export const AchTokenView = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  user_id: Schema.Number,
  bank_name: Schema.String,
  last4: Schema.String,
  created_at: Schema.String,
})
export type AchTokenView = typeof AchTokenView.Type
