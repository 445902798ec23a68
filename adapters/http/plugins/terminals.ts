import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { STAFF_ROLES } from "../../../engine/roles"
import { providerToUnprocessable } from "../../../engine/payments/takeMoney"
import { Terminals } from "../../../engine/terminals/service"
import { ReaderPaymentView, ReaderView } from "../../../engine/terminals/rules"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Amount, IdParam } from "../schemas"

/**
 * Card readers and card payments taken on them, through the terminal
 * provider (Stripe Terminal): register, list, remove readers and choose the desk's default;
 * locations and connection tokens for the provider's reader SDK; start a payment on a reader,
 * follow it, capture or cancel it; cancel what a reader is doing. The provider's events arrive
 * through the webhooks plugin.
 */

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
          /** The reader (the API's device_id); without it, the facility's default reader. */
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

const withTerminals = <A, E, R>(use: (terminals: Terminals) => Effect.Effect<A, E, R>) =>
  asCaller(Effect.flatMap(Terminals, use)).pipe(providerToUnprocessable)

export const TerminalsLive = HttpApiBuilder.group(apiOf(TerminalsGroup), "terminals", (handlers) =>
  handlers
    .handle("list", ({ path, urlParams }) => withTerminals((t) => t.list(path.id, urlParams.limit)))
    .handle("register", ({ path, payload }) => withTerminals((t) => t.register(path.id, payload)))
    .handle("locations", ({ path }) => withTerminals((t) => t.locations(path.id)))
    .handle("connectionToken", ({ path, urlParams }) =>
      withTerminals((t) => t.connectionToken(path.id, urlParams.location)),
    )
    .handle("remove", ({ path }) => withTerminals((t) => t.remove(path.id, path.readerId)))
    .handle("setDefault", ({ path, payload }) => withTerminals((t) => t.setDefault(path.id, payload.reader_id)))
    .handle("startPayment", ({ path, payload }) => withTerminals((t) => t.startPayment(path.id, payload)))
    .handle("payment", ({ path }) => withTerminals((t) => t.payment(path.id, path.intent)))
    .handle("cancelPayment", ({ path }) => withTerminals((t) => t.cancelPayment(path.id, path.intent)))
    .handle("capture", ({ path, payload }) => withTerminals((t) => t.capture(path.id, payload.payment_intent_id)))
    .handle("cancelDevice", ({ path }) => withTerminals((t) => t.cancelDevice(path.id)))
    .handle("presentTestCard", ({ path }) => withTerminals((t) => t.presentTestCard(path.id))),
)

export const terminalsPlugin: Plugin = {
  name: "terminals",
  description: "Card readers and the card payments taken on them.",
  group: TerminalsGroup,
  handlers: TerminalsLive,
}
