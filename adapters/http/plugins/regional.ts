import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Either, Schema } from "effect"
import * as crypto from "node:crypto"
import { CardView } from "../../../engine/cards/rules"
import { Cards } from "../../../engine/cards/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id } from "../schemas"
import { ServerSettings } from "../settings"
import { Paid } from "./payments"

/**
 * The regional card provider: a card sign-up session returning the gateway token
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

/** Where the provider sends the person back after the card sign-up. */
const RETURN_PATH = "/api/webhooks/received_token_pair"

/**
 * The provider's return: a browser lands on the account page, told whether the card was saved or
 * refused; a program gets the saved card or the error.
 */
const answerReturn = <A, E extends { readonly _tag: string }, R>(browser: boolean, finish: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.either(finish), (finished) =>
    Either.isRight(finished)
      ? Effect.succeed(browser ? HttpServerResponse.redirect("/account?card=saved", { status: 303 }) : finished.right)
      : browser && finished.left._tag === "Unprocessable"
        ? Effect.succeed(HttpServerResponse.redirect("/account?card=refused", { status: 303 }))
        : Effect.fail(finished.left),
  )

export const RegionalLive = HttpApiBuilder.group(apiOf(RegionalGroup), "regional", (handlers) =>
  handlers
    .handle("session", ({ payload }) =>
      Effect.flatMap(ServerSettings, ({ publicUrl }) =>
        using(Cards, (c) => c.startRegionalSignUp(payload.facility_id, payload.provider, `${publicUrl}${RETURN_PATH}`)),
      ),
    )
    .handle("receivedTokenPair", ({ payload }) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
        answerReturn(
          !(request.headers.accept ?? "").includes("application/json"),
          using(Cards, (c) => c.finishRegionalSignUp(payload.TBK_TOKEN)),
        ),
      ),
    )
    .handle("tokenOrder_oneclick", ({ headers, payload }) =>
      using(Cards, (cards) => cards.regionalOrder("oneclick", orderOf(headers["x-trace-id"]), payload)),
    ),
)

export const regionalPlugin: Plugin = {
  name: "regional",
  description: "The regional card provider: card sign-up sessions, the token pair it returns, token orders.",
  group: RegionalGroup,
  handlers: RegionalLive,
}
