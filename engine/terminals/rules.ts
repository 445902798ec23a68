import { Schema } from "effect"
import type { Reader } from "../providers"

/** A card reader a club registered, as we keep it. */
export const ReaderRow = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  reader_ref: Schema.String,
  label: Schema.String,
  location_ref: Schema.NullOr(Schema.String),
  is_default: Schema.Boolean,
})
export type ReaderRow = typeof ReaderRow.Type

export const ReaderView = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  /** The provider's reader id: the API's device_id and readerId. */
  reader_id: Schema.String,
  label: Schema.String,
  location: Schema.NullOr(Schema.String),
  is_default: Schema.Boolean,
  device_type: Schema.NullOr(Schema.String),
  serial_number: Schema.NullOr(Schema.String),
  status: Schema.String,
  action: Schema.NullOr(
    Schema.Struct({
      type: Schema.String,
      status: Schema.String,
      payment_intent_id: Schema.NullOr(Schema.String),
      failure_message: Schema.NullOr(Schema.String),
    }),
  ),
})
export type ReaderView = typeof ReaderView.Type

export const ReaderPaymentView = Schema.Struct({
  payment_intent_id: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  /** The provider's state: requires_payment_method (waiting for the card), requires_capture, succeeded, canceled. */
  status: Schema.String,
  device_id: Schema.NullOr(Schema.String),
  reader_action: Schema.NullOr(Schema.String),
  failure_message: Schema.NullOr(Schema.String),
})
export type ReaderPaymentView = typeof ReaderPaymentView.Type

/** Our row with the provider's view of the reader (status and what it is doing), if it answered. */
export const readerView = (row: ReaderRow, live: Reader | undefined): ReaderView => ({
  id: Number(row.id),
  facility_id: Number(row.facility_id),
  reader_id: row.reader_ref,
  label: row.label,
  location: row.location_ref,
  is_default: row.is_default,
  device_type: live?.device_type ?? null,
  serial_number: live?.serial_number ?? null,
  status: live?.status ?? "unknown",
  action: live?.action ?? null,
})

/** A payment on a reader as the desk follows it: the provider's state and what the reader is doing about it. */
export const paymentView = (
  p: {
    readonly payment_intent_id: string
    readonly amount: number
    readonly currency: string
    readonly status: string
  },
  reader: Reader | undefined,
): ReaderPaymentView => ({
  ...p,
  device_id: reader?.reader_ref ?? null,
  reader_action: reader?.action?.payment_intent_id === p.payment_intent_id ? reader.action.status : null,
  failure_message: reader?.action?.payment_intent_id === p.payment_intent_id ? reader.action.failure_message : null,
})
