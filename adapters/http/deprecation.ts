import { HttpApiEndpoint, HttpApp, HttpServerResponse, OpenApi } from "@effect/platform"
import { Context, Effect } from "effect"

/**
 * The API's version: the OpenAPI document's `info.version`. The major number changes only if a call
 * is taken away or changes what it answers (none has); the minor for each release that adds calls or
 * fields, listed in `docs/api-changelog.md` (a test holds the two together).
 */
export const API_VERSION = "1.5.0"

/** A call kept for the clients that use it, with the one to use instead. */
export interface DeprecationInfo {
  /** The day it was deprecated (ISO date). */
  readonly since: string
  /** The call that replaces it, as `METHOD /path`. */
  readonly use: string
  /** The day it may stop answering (ISO date); none set: not before the next major version. */
  readonly sunset?: string
}

export class Deprecation extends Context.Tag("venue/Deprecation")<Deprecation, DeprecationInfo>() {}

/** Marks an endpoint deprecated: `deprecated` in the OpenAPI document, and the headers on every answer. */
export const deprecated =
  (info: DeprecationInfo) =>
  <E extends HttpApiEndpoint.HttpApiEndpoint.Any>(endpoint: E): E =>
    (endpoint as unknown as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps)
      .annotate(Deprecation, info)
      .annotate(OpenApi.Deprecated, true) as unknown as E

const httpDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString()

/**
 * RFC 9745's `Deprecation` (when, as `@` and seconds since 1970), RFC 8594's `Sunset` when a day is
 * set, and a `Link` to the API's reference (rel="deprecation").
 */
export const deprecationHeaders = (info: DeprecationInfo): Record<string, string> => ({
  Deprecation: `@${Math.floor(Date.parse(`${info.since}T00:00:00Z`) / 1000)}`,
  ...(info.sunset === undefined ? {} : { Sunset: httpDate(info.sunset) }),
  Link: `</docs>; rel="deprecation"; type="text/html"`,
})

/** Adds the deprecation headers to the answer of the request being handled (whatever its status). */
export const announceDeprecation = (info: DeprecationInfo) =>
  HttpApp.appendPreResponseHandler((_, response) =>
    Effect.succeed(HttpServerResponse.setHeaders(response, deprecationHeaders(info))),
  )

/** The sentence the OpenAPI document gives a deprecated call. */
export const deprecationSentence = (info: DeprecationInfo) =>
  `Deprecated since ${info.since}: use \`${info.use}\`.${info.sunset === undefined ? "" : ` It may stop answering after ${info.sunset}.`}`
