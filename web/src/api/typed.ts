import type { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

/**
 * Types of one endpoint of an HTTP adapter group, so that each client function is typed from the
 * server's own schemas (one source of truth). Imported as types only: nothing of the server ships.
 */
type Endpoint<G extends HttpApiGroup.HttpApiGroup.Any, N extends string> = HttpApiEndpoint.HttpApiEndpoint.WithName<
  HttpApiGroup.HttpApiGroup.Endpoints<G>,
  N
>

type Answer<G extends HttpApiGroup.HttpApiGroup.Any, N extends string> = HttpApiEndpoint.HttpApiEndpoint.Success<
  Endpoint<G, N>
>
type Envelope = { readonly object: "list" }
/** What the endpoint answers (a list that may be read by cursor: as it answers without `limit` or `starting_after`). */
export type Success<G extends HttpApiGroup.HttpApiGroup.Any, N extends string> = Exclude<Answer<G, N>, Envelope>
/** The JSON body it takes. */
export type Body<G extends HttpApiGroup.HttpApiGroup.Any, N extends string> = HttpApiEndpoint.HttpApiEndpoint.Payload<
  Endpoint<G, N>
>
/** Its query parameters. */
export type Query<
  G extends HttpApiGroup.HttpApiGroup.Any,
  N extends string,
> = HttpApiEndpoint.HttpApiEndpoint.UrlParams<Endpoint<G, N>>

/** A body whose fields `K` the server defaults when they are left out. */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>
