import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import {
  addReader,
  clubReaders,
  makeDefaultReader,
  readerByRef,
  type ReaderRow,
  removeReader,
} from "../../sql/cardReaders"
import { Effect, Schema } from "effect"
import { STAFF_ROLES } from "../../../engine/roles"
import { CardReaders, type Reader } from "../../../engine/providers"
import { settle } from "../../sql/providerRecords"
import { Actor, isStaffAt } from "../actor"
import { Authn } from "../authn"
import { apiGroup, notFound, unprocessable } from "../errors"
import { requireFacility } from "../lookups"
import { providerToUnprocessable } from "../../../engine/services/charges"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Amount, IdParam } from "../schemas"

/**
 * Card readers (SPEC §3 Terminal reader) and card payments taken on them, through the terminal
 * provider (Stripe Terminal): register, list, remove readers and choose the desk's default;
 * locations and connection tokens for the provider's reader SDK; start a payment on a reader,
 * follow it, capture or cancel it; cancel what a reader is doing. The provider's events arrive
 * through the webhooks plugin.
 */

const ReaderView = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  /** The provider's reader id: SPEC's device_id and readerId. */
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

const ReaderPaymentView = Schema.Struct({
  payment_intent_id: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  /** The provider's state: requires_payment_method (waiting for the card), requires_capture, succeeded, canceled. */
  status: Schema.String,
  device_id: Schema.NullOr(Schema.String),
  reader_action: Schema.NullOr(Schema.String),
  failure_message: Schema.NullOr(Schema.String),
})

const Location = Schema.Struct({ id: Schema.String, display_name: Schema.String, address: Schema.String })

const Facility = Schema.Struct({ id: IdParam })
const Ref = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{1,100}$/, { message: () => "Not a provider id (letters, digits, _ and -)." }),
)
const Label = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "A reader needs a label the desk will recognise." }),
  Schema.maxLength(80),
)

export const TerminalsGroup = apiGroup("terminals")
  .add(
    HttpApiEndpoint.get("list", "/api/facilities/:id/stripe_terminals")
      .setPath(Facility)
      .setUrlParams(
        Schema.Struct({ limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100))) }),
      )
      .addSuccess(Schema.Array(ReaderView))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("register", "/api/facilities/:id/stripe_terminals")
      .setPath(Facility)
      .setPayload(
        Schema.Struct({
          registration_code: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)),
          label: Label,
          /** A provider location id; without it, the facility's own location (made on first need). */
          location: Schema.optional(Ref),
        }),
      )
      .addSuccess(ReaderView, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("locations", "/api/facilities/:id/stripe_terminals/locations")
      .setPath(Facility)
      .addSuccess(Schema.Array(Location))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.get("connectionToken", "/api/facilities/:id/stripe_terminals/connection_token")
      .setPath(Facility)
      .setUrlParams(Schema.Struct({ location: Schema.optional(Ref) }))
      .addSuccess(Schema.Struct({ secret: Schema.String }))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.del("remove", "/api/facilities/:id/stripe_terminals/:readerId")
      .setPath(Schema.Struct({ id: IdParam, readerId: Ref }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("setDefault", "/api/facilities/:id/stripe_terminals/set_default")
      .setPath(Facility)
      .setPayload(Schema.Struct({ reader_id: Ref }))
      .addSuccess(ReaderView)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("startPayment", "/api/facilities/:id/stripe_payments")
      .setPath(Facility)
      .setPayload(
        Schema.Struct({
          amount: Amount,
          /** The reader (SPEC's device_id); without it, the facility's default reader. */
          device_id: Schema.optional(Ref),
          description: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
        }),
      )
      .addSuccess(ReaderPaymentView, { status: 201 })
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.get("payment", "/api/facilities/:id/stripe_payments/:intent")
      .setPath(Schema.Struct({ id: IdParam, intent: Ref }))
      .addSuccess(ReaderPaymentView)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.del("cancelPayment", "/api/facilities/:id/stripe_payments/:intent")
      .setPath(Schema.Struct({ id: IdParam, intent: Ref }))
      .addSuccess(ReaderPaymentView)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("capture", "/api/facilities/:id/stripe_payments/capture")
      .setPath(Facility)
      .setPayload(Schema.Struct({ payment_intent_id: Ref }))
      .addSuccess(ReaderPaymentView)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.del("cancelDevice", "/api/devices/:id/cancel")
      .setPath(Schema.Struct({ id: Ref }))
      .addSuccess(ReaderView)
      .annotate(PolicyTag, Policy.anyRole(STAFF_ROLES)),
  )
  .add(
    HttpApiEndpoint.post("presentTestCard", "/api/devices/:id/present_test_card")
      .setPath(Schema.Struct({ id: Ref }))
      .addSuccess(ReaderView)
      .annotate(PolicyTag, Policy.anyRole(STAFF_ROLES)),
  )
  .middleware(Authn)

/** Our row with the provider's view of the reader (status and what it is doing), if it answered. */
const readerView = (row: ReaderRow, live: Reader | undefined): typeof ReaderView.Type => ({
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

/** A reader of a facility the caller staffs; anything else reads as not found. */
const staffReader = (ref: string) =>
  Effect.gen(function* () {
    const row = yield* readerByRef(ref)
    const actor = yield* Actor
    if (row === undefined || !isStaffAt(actor, Number(row.facility_id)))
      return yield* Effect.fail(notFound("Card reader"))
    return row
  })

/** The reader named, or the facility's default; it must be one of the facility's. */
const chosenReader = (facilityId: number, ref: string | undefined) =>
  Effect.gen(function* () {
    const rows = yield* clubReaders(facilityId)
    const row = ref === undefined ? rows[0] : rows.find((r) => r.reader_ref === ref)
    if (row === undefined)
      return yield* Effect.fail(
        unprocessable(
          ref === undefined
            ? "This club has no card reader yet; register one first."
            : `Card reader ${ref} is not one of this club's.`,
        ),
      )
    return row
  })

/** The facility's own reader location at the provider, made from its name and address on first need. */
const facilityLocation = (facilityId: number) =>
  Effect.gen(function* () {
    const readers = yield* CardReaders
    const rows = yield* clubReaders(facilityId)
    const known = rows.find((r) => r.location_ref !== null)?.location_ref
    if (known) return known
    const facility = yield* requireFacility(facilityId)
    const [line1, city] = (facility.address ?? "").split(",").map((part) => part.trim())
    const created = yield* readers.createLocation(facilityId, {
      display_name: facility.name,
      line1: line1 || facility.name,
      city: city || facility.name,
      country: facility.country,
    })
    return created.location_ref
  })

const paymentView = (
  p: { payment_intent_id: string; amount: number; currency: string; status: string },
  reader: Reader | undefined,
): typeof ReaderPaymentView.Type => ({
  ...p,
  device_id: reader?.reader_ref ?? null,
  reader_action: reader?.action?.payment_intent_id === p.payment_intent_id ? reader.action.status : null,
  failure_message: reader?.action?.payment_intent_id === p.payment_intent_id ? reader.action.failure_message : null,
})

/** The reader a payment of the facility is on (or was last), asked of the provider. */
const readerOfPayment = (facilityId: number, intent: string) =>
  Effect.gen(function* () {
    const readers = yield* CardReaders
    const rows = yield* clubReaders(facilityId)
    const live = yield* readers.readers(
      facilityId,
      rows.map((r) => r.reader_ref),
    )
    return live.find((r) => r.action?.payment_intent_id === intent)
  })

export const TerminalsLive = HttpApiBuilder.group(apiOf(TerminalsGroup), "terminals", (handlers) =>
  handlers
    .handle("list", ({ path, urlParams }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const rows = (yield* clubReaders(path.id)).slice(0, urlParams.limit ?? 100)
        const readers = yield* CardReaders
        const live = yield* readers.readers(
          path.id,
          rows.map((r) => r.reader_ref),
        )
        return rows.map((row) =>
          readerView(
            row,
            live.find((l) => l.reader_ref === row.reader_ref),
          ),
        )
      }).pipe(providerToUnprocessable),
    )
    .handle("register", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const readers = yield* CardReaders
        const location = payload.location ?? (yield* facilityLocation(path.id))
        const reader = yield* readers.register(path.id, {
          registration_code: payload.registration_code,
          label: payload.label,
          location_ref: location,
        })
        const row = yield* addReader({
          facility_id: path.id,
          reader_ref: reader.reader_ref,
          label: payload.label,
          location_ref: location,
        })
        return readerView(row, reader)
      }).pipe(providerToUnprocessable),
    )
    .handle("locations", ({ path }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const readers = yield* CardReaders
        return (yield* readers.locations(path.id)).map((l) => ({
          id: l.location_ref,
          display_name: l.display_name,
          address: l.address,
        }))
      }).pipe(providerToUnprocessable),
    )
    .handle("connectionToken", ({ path, urlParams }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const readers = yield* CardReaders
        return { secret: yield* readers.connectionToken(path.id, urlParams.location) }
      }).pipe(providerToUnprocessable),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const row = yield* readerByRef(path.readerId)
        if (row === undefined || Number(row.facility_id) !== path.id) return yield* Effect.fail(notFound("Card reader"))
        const readers = yield* CardReaders
        yield* readers.remove(path.id, row.reader_ref)
        yield* removeReader(row)
      }).pipe(providerToUnprocessable),
    )
    .handle("setDefault", ({ path, payload }) =>
      Effect.gen(function* () {
        const row = yield* chosenReader(path.id, payload.reader_id)
        yield* makeDefaultReader(row)
        return readerView({ ...row, is_default: true }, undefined)
      }),
    )
    .handle("startPayment", ({ path, payload }) =>
      Effect.gen(function* () {
        const facility = yield* requireFacility(path.id)
        const row = yield* chosenReader(path.id, payload.device_id)
        const readers = yield* CardReaders
        const started = yield* readers.startPayment(path.id, {
          reader_ref: row.reader_ref,
          amount: payload.amount,
          currency: facility.currency,
          description: payload.description ?? `${facility.name} · card reader ${row.label}`,
          capture: "manual",
        })
        return {
          ...paymentView(started, undefined),
          device_id: row.reader_ref,
          reader_action: "in_progress",
        }
      }).pipe(providerToUnprocessable),
    )
    .handle("payment", ({ path }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const readers = yield* CardReaders
        const payment = yield* readers.payment(path.id, path.intent)
        // The provider's word settles the ledger too, should its event be late or lost.
        if (payment.status === "succeeded") yield* settle(path.intent, "paid", path.id)
        if (payment.status === "canceled") yield* settle(path.intent, "failed", path.id)
        return paymentView(payment, yield* readerOfPayment(path.id, path.intent))
      }).pipe(providerToUnprocessable),
    )
    .handle("cancelPayment", ({ path }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const readers = yield* CardReaders
        const reader = yield* readerOfPayment(path.id, path.intent)
        if (reader?.action?.status === "in_progress") yield* readers.cancelAction(path.id, reader.reader_ref)
        const payment = yield* readers.cancelPayment(path.id, path.intent)
        yield* settle(path.intent, "failed", path.id)
        return paymentView(payment, reader)
      }).pipe(providerToUnprocessable),
    )
    .handle("capture", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const readers = yield* CardReaders
        const payment = yield* readers.capture(path.id, payload.payment_intent_id)
        if (payment.status === "succeeded") yield* settle(payment.payment_intent_id, "paid", path.id)
        return paymentView(payment, undefined)
      }).pipe(providerToUnprocessable),
    )
    .handle("cancelDevice", ({ path }) =>
      Effect.gen(function* () {
        const row = yield* staffReader(path.id)
        const facilityId = Number(row.facility_id)
        const readers = yield* CardReaders
        const reader = yield* readers.cancelAction(facilityId, row.reader_ref)
        // The payment it waited for will not come: it is cancelled, and its ledger rows fail.
        const intent = reader.action?.payment_intent_id
        if (intent) {
          yield* readers.cancelPayment(facilityId, intent).pipe(Effect.catchTag("ProviderRefused", () => Effect.void))
          yield* settle(intent, "failed", facilityId)
        }
        return readerView(row, reader)
      }).pipe(providerToUnprocessable),
    )
    .handle("presentTestCard", ({ path }) =>
      Effect.gen(function* () {
        const row = yield* staffReader(path.id)
        const readers = yield* CardReaders
        return readerView(row, yield* readers.presentTestCard(Number(row.facility_id), row.reader_ref))
      }).pipe(providerToUnprocessable),
    ),
)

export const terminalsPlugin: Plugin = {
  name: "terminals",
  description: "Card readers and the card payments taken on them.",
  group: TerminalsGroup,
  handlers: TerminalsLive,
}
