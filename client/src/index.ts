/**
 * The venue platform's typed HTTP client: one call per operation of the API, named as the OpenAPI
 * document names it (`"bookings.book"` …), its path, query, body and answer typed from the API's own
 * definitions (`generated/`), answering a promise. `@venue/client/effect` answers Effects instead.
 */
import type { operations } from "./generated/openapi.js"
import { ROUTES } from "./generated/routes.js"

export type { components, operations, paths } from "./generated/openapi.js"
export { ROUTES }

/** An operation's name: `group.endpoint`, as the OpenAPI document's `operationId`. */
export type OperationId = keyof typeof ROUTES & keyof operations

type Parameters<K extends OperationId> = operations[K]["parameters"]
type Defined<T> = Exclude<T, undefined>
/** Parameters travel as text; a number or a yes/no is written as the API reads it. */
type Loose<P> = { readonly [N in keyof P]: P[N] extends string ? P[N] | number | boolean : P[N] }
type PathInput<K extends OperationId> =
  Parameters<K> extends { path: infer P } ? (P extends object ? { readonly path: Loose<P> } : object) : object
type QueryInput<K extends OperationId> =
  Parameters<K> extends { query: infer Q }
    ? { readonly query: Loose<Q> }
    : Parameters<K> extends { query?: infer Q }
      ? [Defined<Q>] extends [never]
        ? object
        : { readonly query?: Loose<Defined<Q>> }
      : object
type BodyInput<K extends OperationId> = operations[K] extends {
  requestBody: { content: { "application/json": infer B } }
}
  ? { readonly body: B }
  : operations[K] extends { requestBody?: { content: { "application/json": infer B } } }
    ? { readonly body?: B }
    : operations[K] extends { requestBody: { content: { "multipart/form-data": unknown } } }
      ? { readonly form: FormData }
      : object

/** What a call takes: its path parameters, query, body (JSON, or a form for uploads), and an idempotency key for a write. */
export type Input<K extends OperationId> = PathInput<K> &
  QueryInput<K> &
  BodyInput<K> & {
    /** Sent again with the same request, the first answer comes back and nothing is done twice. */
    readonly idempotencyKey?: string
  }

type Responses<K extends OperationId> = operations[K]["responses"]
type Answer<R> = R extends { content: { "application/json": infer A } }
  ? A
  : R extends { content: { [type: string]: infer A } }
    ? A
    : void
/** What a call answers when it succeeds. */
export type Output<K extends OperationId> = Answer<Responses<K>[Extract<keyof Responses<K>, 200 | 201 | 202 | 204>]>

/** The arguments after the operation's name: its input, which may be left out when nothing in it is required. */
export type Args<K extends OperationId> = object extends Input<K> ? [input?: Input<K>] : [input: Input<K>]

/** A call the API refused or could not answer: its status and the sentence it gave (`{ error, message, errors }`). */
export class VenueApiError extends Error {
  readonly _tag = "VenueApiError"
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly errors: ReadonlyArray<string>,
    /** Seconds to wait before trying again, when the answer said (429, 503). */
    readonly retryAfter: number | undefined,
  ) {
    super(message)
    this.name = "VenueApiError"
  }
}

export interface ClientOptions {
  /** The server's address, e.g. `https://club.example.com`. */
  readonly baseUrl: string
  /** An API token (personal, or an app's): sent as `Authorization: Bearer`. */
  readonly token?: string
  readonly headers?: Readonly<Record<string, string>>
  /** Another fetch (a test's, a proxy's); the global one by default. */
  readonly fetch?: typeof fetch
}

/** The names of a path's `{parameters}`. */
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never
/** An operation's path parameters by name, each an id or a slug. */
export type PathParams<K extends keyof typeof ROUTES> = {
  readonly [N in ParamNames<(typeof ROUTES)[K]["path"]>]: string | number
}
type QueryParams = object
/** A path without parameters may leave them out; one with parameters names each. */
type PathArgs<K extends keyof typeof ROUTES> = [ParamNames<(typeof ROUTES)[K]["path"]>] extends [never]
  ? [params?: PathParams<K>, query?: QueryParams]
  : [params: PathParams<K>, query?: QueryParams]

const fillPath = (
  operation: keyof typeof ROUTES,
  params: Readonly<Record<string, unknown>> = {},
  query: QueryParams = {},
) => {
  const path = ROUTES[operation].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new TypeError(`${operation} needs the path parameter ${name}.`)
    // A segment of dots would climb the path (URLs resolve "..", encoded or not): never a parameter.
    if (/^\.{0,2}$/.test(String(value))) throw new TypeError(`${operation}: "${String(value)}" is not a ${name}.`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one))
  }
  const text = search.toString()
  return text === "" ? path : `${path}?${text}`
}

/**
 * An operation's path with its parameters filled in (each named as the path names it, checked by
 * the compiler), and its query (a list repeats its name; an unset value is left out), as the server
 * reads them.
 */
export const pathOf = <K extends keyof typeof ROUTES>(operation: K, ...[params, query]: PathArgs<K>) =>
  fillPath(operation, params, query)

/** The call's address under the base URL, its path kept ("https://club.example/venue" + "/api/…"). */
const urlOf = (baseUrl: string, operation: OperationId, input: Record<string, unknown>) =>
  new URL(
    `${baseUrl.replace(/\/+$/, "")}${fillPath(
      operation,
      input.path as Record<string, unknown> | undefined,
      input.query as Record<string, unknown> | undefined,
    )}`,
  )

const failureOf = async (response: Response) => {
  const text = await response.text()
  let body: { error?: string; message?: string; errors?: ReadonlyArray<string> } = {}
  try {
    body = JSON.parse(text)
  } catch {
    body = { message: text }
  }
  const retry = Number(response.headers.get("retry-after") ?? NaN)
  return new VenueApiError(
    response.status,
    body.error ?? "error",
    body.message ?? `The server answered ${response.status}.`,
    body.errors ?? [],
    Number.isFinite(retry) ? retry : undefined,
  )
}

/** A client of one server: `call(operation, input)` sends it and answers what the operation answers, or rejects with a `VenueApiError`. */
export const createVenueClient = (options: ClientOptions) => {
  const send = options.fetch ?? fetch
  const call = async <K extends OperationId>(operation: K, ...[input]: Args<K>): Promise<Output<K>> => {
    const given = (input ?? {}) as Record<string, unknown>
    const headers: Record<string, string> = { accept: "application/json", ...options.headers }
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
    if (typeof given.idempotencyKey === "string") headers["idempotency-key"] = given.idempotencyKey
    let body: BodyInit | undefined
    if (given.form instanceof FormData) body = given.form
    else if (given.body !== undefined) {
      headers["content-type"] = "application/json"
      body = JSON.stringify(given.body)
    }
    const response = await send(urlOf(options.baseUrl, operation, given), {
      method: ROUTES[operation].method,
      headers,
      body,
    })
    if (!response.ok) throw await failureOf(response)
    if (response.status === 204) return undefined as Output<K>
    const type = response.headers.get("content-type") ?? ""
    return (type.includes("json") ? await response.json() : await response.text()) as Output<K>
  }
  return { call }
}

export type VenueClient = ReturnType<typeof createVenueClient>
