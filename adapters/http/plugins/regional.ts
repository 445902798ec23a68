import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import * as crypto from "node:crypto"
import { type RegionalProvider, RegionalProviders, regionalReference } from "../../../engine/providers"
import { finishCardInscription, insertCardInscription, insertSavedCard, savedCard } from "../../sql/providerRecords"
import { paymentsWhere, pendingItems } from "../../sql/payments"
import { asCaller, currentUser } from "../actor"
import { Authn } from "../authn"
import { apiGroup, notFound, unprocessable } from "../errors"
import { requireActingFor, requireFacility, requireReservation } from "../lookups"
import { providerToUnprocessable, recordCharge } from "../../../engine/services/charges"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id } from "../schemas"
import { ServerSettings } from "../settings"
import { cardView, CardView } from "./cards"
import { Paid } from "./payments"
import { Payments } from "../../../engine/services/payments"

/**
 * The regional card provider (SPEC §7): a card sign-up session returning the gateway token
 * (`POST /api/sessions`), the provider's return with the token pair (`POST
 * /api/webhooks/received_token_pair`), and charging a signed-up card for a reservation
 * (`POST /api/{key}_payments/token_order`, with a random unique trace id per call). Providers
 * come from a registry by key; today Transbank Oneclick (`oneclick`, see
 * adapters/providers/regional/oneclick.ts). A second provider is its adapter, its key below and
 * its configuration.
 */
export const REGIONAL_KEYS = ["oneclick"] as const

/** The charge's order number at the provider, from the caller's trace id: the same trace id, the same order. */
const orderOf = (traceId: string) => crypto.createHash("sha256").update(traceId).digest("hex").slice(0, 26)

const TokenOrder = Schema.Struct({
  /** The signed-up card (a saved card of this provider). */
  card_id: Id,
  reservation_id: Id,
  ru_id: Schema.optional(Id),
})

const TraceHeaders = Schema.Struct({
  "x-trace-id": Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9-]{8,100}$/, {
      message: () => "X-Trace-Id must be a random unique id (8 to 100 letters, digits or dashes).",
    }),
  ),
})

const tokenOrder = <K extends string>(key: K) =>
  HttpApiEndpoint.post(`tokenOrder_${key}`, `/api/${key}_payments/token_order`)
    .setHeaders(TraceHeaders)
    .setPayload(TokenOrder)
    .addSuccess(Paid)
    .annotate(PolicyTag, Policy.signedIn)

export const RegionalGroup = apiGroup("regional")
  .add(
    HttpApiEndpoint.post("session", "/api/sessions")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          provider: Schema.optionalWith(Schema.Literal(...REGIONAL_KEYS), { default: () => "oneclick" as const }),
        }),
      )
      .addSuccess(Schema.Struct({ provider: Schema.String, gateway_token: Schema.String, url: Schema.String }), {
        status: 201,
      })
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("receivedTokenPair", "/api/webhooks/received_token_pair")
      .setPayload(
        Schema.Struct({ TBK_TOKEN: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)) }).pipe(
          HttpApiSchema.withEncoding({ kind: "UrlParams" }),
        ),
      )
      .addSuccess(CardView, { status: 201 })
      .addSuccess(HttpApiSchema.Empty(303))
      .annotate(PolicyTag, Policy.public),
  )
  .add(tokenOrder("oneclick"))
  .middleware(Authn)

const providerOf = (key: string) =>
  Effect.flatMap(RegionalProviders, (registry) => {
    const provider = registry.get(key)
    return provider === undefined
      ? Effect.fail(unprocessable(`Card payments through ${key} are not set up on this server.`))
      : Effect.succeed(provider)
  })

/** Charges a signed-up card for what a reservation has pending; the same trace id never charges twice. */
const orderFor = (key: string, traceId: string, payload: typeof TokenOrder.Type) =>
  Effect.gen(function* () {
    const provider: RegionalProvider = yield* providerOf(key)
    const r = yield* requireReservation(payload.reservation_id)
    const facility = yield* requireFacility(r.facility_id)
    const card = yield* savedCard(payload.card_id)
    if (card === undefined || card.provider !== key || card.facility_id !== r.facility_id)
      return yield* Effect.fail(unprocessable(`Card ${payload.card_id} is not a ${provider.name} card of this club.`))
    yield* requireActingFor(card.user_id, card.facility_id, "Card")
    if (facility.currency.toUpperCase() !== provider.currency)
      return yield* Effect.fail(
        unprocessable(
          `${provider.name} charges in ${provider.currency}; this club's prices are in ${facility.currency}.`,
        ),
      )
    const order = orderOf(traceId)
    const reference = regionalReference(provider.key, order)
    const earlier = yield* paymentsWhere((q) =>
      q.and([q`facility_id = ${r.facility_id}`, q`payment_intent_id = ${reference}`]),
    )
    if (earlier.length > 0)
      return {
        reservation: yield* requireReservation(r.id),
        payments: earlier,
        pending: (yield* pendingItems(r.id)).filter((i) => i.pending > 0),
      }
    const payments = yield* Payments
    return yield* asCaller(
      payments.payPending(
        r.id,
        { method: "card", card_id: card.id, use_credits: false, ...(payload.ru_id ? { ru_id: payload.ru_id } : {}) },
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
      ),
    )
  })

export const RegionalLive = HttpApiBuilder.group(apiOf(RegionalGroup), "regional", (handlers) =>
  handlers
    .handle("session", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        yield* requireFacility(payload.facility_id)
        if (me.email === null)
          return yield* Effect.fail(unprocessable("Signing up a card needs an e-mail address on the profile."))
        const provider = yield* providerOf(payload.provider)
        const settings = yield* ServerSettings
        const started = yield* provider
          .startInscription({
            username: `u${me.id}`,
            email: me.email,
            return_url: `${settings.publicUrl}/api/webhooks/received_token_pair`,
          })
          .pipe(providerToUnprocessable)
        yield* insertCardInscription({
          token: started.token,
          provider: provider.key,
          facility_id: payload.facility_id,
          user_id: me.id,
        })
        return { provider: provider.key, gateway_token: started.token, url: started.url }
      }),
    )
    .handle("receivedTokenPair", ({ payload }) =>
      Effect.gen(function* () {
        const inscription = yield* finishCardInscription(payload.TBK_TOKEN)
        if (inscription === undefined) return yield* Effect.fail(notFound("Card sign-up"))
        const provider = yield* providerOf(inscription.provider)
        const request = yield* HttpServerRequest.HttpServerRequest
        const browser = !(request.headers.accept ?? "").includes("application/json")
        const finished = yield* Effect.either(
          provider.finishInscription(payload.TBK_TOKEN).pipe(providerToUnprocessable),
        )
        if (finished._tag === "Left") {
          if (browser) return HttpServerResponse.redirect("/account?card=refused", { status: 303 })
          return yield* Effect.fail(finished.left)
        }
        const card = finished.right
        const id = yield* insertSavedCard({
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
        if (browser) return HttpServerResponse.redirect("/account?card=saved", { status: 303 })
        return cardView((yield* savedCard(id))!)
      }),
    )
    .handle("tokenOrder_oneclick", ({ headers, payload }) => orderFor("oneclick", headers["x-trace-id"], payload)),
)

export const regionalPlugin: Plugin = {
  name: "regional",
  description: "The regional card provider: card sign-up sessions, the token pair it returns, token orders.",
  group: RegionalGroup,
  handlers: RegionalLive,
}
