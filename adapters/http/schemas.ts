import { Schema } from "effect"
import { PayMethod } from "../../engine/payments"

/** An id in a path or query: digits, a positive whole number. */
export const IdParam = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

/** An amount of money in minor units, more than nothing and within what one payment may be. */
export const Amount = Schema.Int.pipe(Schema.between(1, 100_000_000))

/** An id in a JSON body. */
export const Id = Schema.Number.pipe(Schema.int(), Schema.positive())

/** A manager waives a late-cancellation fee when cancelling (`?waive_fee=true`). */
export const WaiveFee = Schema.Struct({
  waive_fee: Schema.optionalWith(Schema.BooleanFromString, { default: () => false }),
})

/** How something is paid: the method, and the saved card, intent or reader it names. */
export const HowPaid = {
  method: PayMethod,
  card_id: Schema.optional(Id),
  payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
}
