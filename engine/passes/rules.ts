import { Schema } from "effect"
import { Affiliation } from "../people/rules"

/** A person's booking pass at a club: their affiliation, and whether it lets them book courts and clinics. */
export const BookingPass = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  user_id: Schema.Number,
  affiliation: Affiliation,
  reservation_pass: Schema.Boolean,
  clinic_pass: Schema.Boolean,
})
export type BookingPass = typeof BookingPass.Type

export type PassValues = Pick<BookingPass, "affiliation" | "reservation_pass" | "clinic_pass">

export const BillingAddress = Schema.Struct({ id: Schema.Number, user_id: Schema.Number, address: Schema.String })
export type BillingAddress = typeof BillingAddress.Type
