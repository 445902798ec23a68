import { HttpApiBuilder, HttpApiEndpoint, HttpServerRequest } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Settlements } from "../../../engine/settlements/service"
import { providerToUnprocessable } from "../../../engine/payments/takeMoney"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup, BadRequest } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

/**
 * Events the card provider sends (payments at readers and by bank settling later): the signature
 * checked on the raw body with the secret of the account that signed it, each event handled once,
 * and only pending rows moved.
 */
export const WebhooksGroup = apiGroup("webhooks")
  .add(
    HttpApiEndpoint.post("stripe", "/api/webhooks/stripe")
      .setUrlParams(Schema.Struct({ facility_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Struct({ received: Schema.Boolean, duplicate: Schema.Boolean, settled: Schema.Number }))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

/** The event as Stripe signed it: the body's bytes unparsed (the signature is over them) and the header. */
const signedEvent = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const signature = request.headers["stripe-signature"]
  if (signature === undefined)
    return yield* Effect.fail(new BadRequest({ message: "The Stripe-Signature header is missing.", errors: [] }))
  const raw = yield* request.text.pipe(
    Effect.mapError(() => new BadRequest({ message: "The event body could not be read.", errors: [] })),
  )
  return { raw, signature }
})

export const WebhooksLive = HttpApiBuilder.group(apiOf(WebhooksGroup), "webhooks", (handlers) =>
  handlers.handle("stripe", ({ urlParams }) =>
    Effect.flatMap(signedEvent, ({ raw, signature }) =>
      asCaller(
        Effect.flatMap(Settlements, (settlements) => settlements.cardEvent(raw, signature, urlParams.facility_id)),
      ),
    ).pipe(
      Effect.catchTag("BadSignature", (e) => Effect.fail(new BadRequest({ message: e.message, errors: [] }))),
      providerToUnprocessable,
    ),
  ),
)

export const webhooksPlugin: Plugin = {
  name: "webhooks",
  description: "Events from the card provider, each verified and handled once.",
  group: WebhooksGroup,
  handlers: WebhooksLive,
}
