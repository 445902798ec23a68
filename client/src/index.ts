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
/** A list's cursor parameters are `page`'s and `list`'s to send: `call` answers the list as it always has. */
type CursorName = "limit" | "starting_after"
type QueryInput<K extends OperationId> =
  Parameters<K> extends { query: infer Q }
    ? { readonly query: Loose<Omit<Q, CursorName>> }
    : Parameters<K> extends { query?: infer Q }
      ? [Defined<Q>] extends [never]
        ? object
        : { readonly query?: Loose<Omit<Defined<Q>, CursorName>> }
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
type Answered<K extends OperationId> = Answer<Responses<K>[Extract<keyof Responses<K>, 200 | 201 | 202 | 204>]>
type Envelope = { readonly object: "list"; readonly data: ReadonlyArray<unknown>; readonly has_more: boolean }
/** What a call answers when it succeeds. */
export type Output<K extends OperationId> = Exclude<Answered<K>, Envelope>

/** The operations whose list may be read by cursor (`limit`, `starting_after`): `page` and `list` take them. */
export type ListOperation = {
  [K in OperationId]: [Extract<Answered<K>, Envelope>] extends [never] ? never : K
}[OperationId]
/** A page of such a list: its items, and whether more follow the last. */
export type ListPage<K extends ListOperation> = Extract<Answered<K>, Envelope>
/** One item of such a list. */
export type ListItem<K extends ListOperation> =
  ListPage<K> extends { readonly data: ReadonlyArray<infer A> } ? A : never
/** Where a page starts: after the item `startingAfter` names, `limit` items at most (1–100). */
export interface PageOptions extends CallOptions {
  readonly limit?: number
  readonly startingAfter?: number
}

/** The arguments after the operation's name: its input, which may be left out when nothing in it is required. */
export type Args<K extends OperationId> = object extends Input<K> ? [input?: Input<K>] : [input: Input<K>]

/**
 * A call the API refused or could not answer. `error` is the kind (`forbidden`, `invalid_grant` …),
 * `kind` the server's `_tag` (`Forbidden`), `type` its RFC 9457 problem type, `requestId` the id the
 * server logged it under; OAuth's `error_description` is the message.
 */
export class VenueApiError extends Error {
  readonly _tag = "VenueApiError"
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly errors: ReadonlyArray<string>,
    /** Seconds to wait before trying again, when the answer said (429, 503). */
    readonly retryAfter: number | undefined,
    readonly details: {
      readonly kind?: string | undefined
      /** Which refusal, where a program acts on it (`outside_teacher_hours`). */
      readonly reason?: string | undefined
      readonly type?: string | undefined
      readonly requestId?: string | undefined
      /** The answer's headers (`RateLimit-Remaining`, `Deprecation` …). */
      readonly headers?: Headers | undefined
    } = {},
  ) {
    super(message)
    this.name = "VenueApiError"
  }
  get kind() {
    return this.details.kind
  }
  get reason() {
    return this.details.reason
  }
  get type() {
    return this.details.type
  }
  get requestId() {
    return this.details.requestId
  }
  get headers() {
    return this.details.headers
  }
}

export interface ClientOptions {
  /** The server's address, e.g. `https://club.example.com`. */
  readonly baseUrl: string
  /** An API token (personal, or an app's): sent as `Authorization: Bearer`. */
  readonly token?: string
  /**
   * An OAuth app's tokens instead of `token`: on a 401 the client refreshes once (RFC 6749 §6) and
   * sends the call again; `onTokens` hears the new pair, to keep it.
   */
  readonly oauth?: OAuthSession
  readonly headers?: Readonly<Record<string, string>>
  /** Another fetch (a test's, a proxy's); the global one by default. */
  readonly fetch?: typeof fetch
  /** Tries after the first on 429, 503 or a lost connection, waiting as `Retry-After` says or backing off (default 2). */
  readonly maxRetries?: number
  /** How long one try may take, in milliseconds (default 30 000). */
  readonly timeoutMs?: number
}

/** An OAuth app's hold on one club: its tokens and how to renew them. */
export interface OAuthSession {
  readonly clientId: string
  /** A confidential app's secret; a public app (PKCE) has none. */
  readonly clientSecret?: string
  accessToken: string
  refreshToken?: string
  readonly onTokens?: (tokens: TokenAnswer) => void | Promise<void>
}

/** The token endpoint's answer (RFC 6749 §5.1), with the club the token reaches. */
export interface TokenAnswer {
  readonly access_token: string
  readonly token_type: "Bearer"
  readonly expires_in: number
  readonly refresh_token?: string
  readonly scope: "read" | "write" | "admin"
  readonly facility_id: number
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

export const failureOf = async (response: Response) => {
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === "object" && parsed !== null) body = parsed as Record<string, unknown>
  } catch {
    body = { message: text }
  }
  const said = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : undefined)
  const retry = Number(response.headers.get("retry-after") ?? NaN)
  return new VenueApiError(
    response.status,
    said("error") ?? "error",
    said("message") ?? said("error_description") ?? `The server answered ${response.status}.`,
    Array.isArray(body.errors) ? (body.errors as ReadonlyArray<string>) : [],
    Number.isFinite(retry) ? retry : undefined,
    {
      kind: said("_tag"),
      reason: said("reason"),
      type: said("type"),
      requestId: response.headers.get("x-request-id") ?? undefined,
      headers: response.headers,
    },
  )
}

const RETRIED = new Set([429, 503])
const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })
/** The wait before try `n` (1, 2 …): what the server said, else 0.5 s doubling, with jitter, at most 20 s. */
const waitBefore = (n: number, retryAfter: number | undefined) =>
  retryAfter !== undefined
    ? Math.min(retryAfter, 60) * 1000
    : Math.min(20_000, 500 * 2 ** (n - 1)) * (0.5 + Math.random() / 2)

/** A per-call choice: a signal to abandon the call (its waits between tries included). */
export interface CallOptions {
  readonly signal?: AbortSignal
}

/**
 * A client of one server: `call(operation, input)` sends it and answers what the operation answers,
 * or rejects with a `VenueApiError`. Every write carries an `Idempotency-Key` (the caller's, else a
 * new one), the same on each retry, so a retry after a lost answer never books or charges twice.
 */
export const createVenueClient = (options: ClientOptions) => {
  const send = options.fetch ?? fetch
  const maxRetries = options.maxRetries ?? 2
  const timeoutMs = options.timeoutMs ?? 30_000
  const oauth = options.oauth
  const once = (url: URL, init: RequestInit, signal: AbortSignal | undefined) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    return send(url, { ...init, signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]) })
  }
  const call = async <K extends OperationId>(
    operation: K,
    ...[input, callOptions]: [...Args<K>, CallOptions?]
  ): Promise<Output<K>> => {
    const given = (input ?? {}) as Record<string, unknown>
    const signal = (callOptions as CallOptions | undefined)?.signal
    const method = ROUTES[operation].method as string
    const headers: Record<string, string> = { accept: "application/json", ...options.headers }
    const bearer = () => oauth?.accessToken ?? options.token
    if (method !== "GET")
      headers["idempotency-key"] = typeof given.idempotencyKey === "string" ? given.idempotencyKey : crypto.randomUUID()
    let body: BodyInit | undefined
    if (given.form instanceof FormData) body = given.form
    else if (given.body !== undefined) {
      headers["content-type"] = "application/json"
      body = JSON.stringify(given.body)
    }
    const url = urlOf(options.baseUrl, operation, given)
    let refreshed = false
    for (let attempt = 0; ; attempt++) {
      const token = bearer()
      const init = {
        method,
        headers: token === undefined ? headers : { ...headers, authorization: `Bearer ${token}` },
        body,
      }
      let response: Response
      try {
        response = await once(url, init, signal)
      } catch (lost) {
        // A lost connection or a try past its time: again, under the same key, unless the caller gave up.
        if (signal?.aborted || attempt >= maxRetries) throw lost
        await sleep(waitBefore(attempt + 1, undefined), signal)
        continue
      }
      if (response.ok) {
        if (response.status === 204) return undefined as Output<K>
        const type = response.headers.get("content-type") ?? ""
        return (type.includes("json") ? await response.json() : await response.text()) as Output<K>
      }
      if (response.status === 401 && oauth?.refreshToken !== undefined && !refreshed) {
        refreshed = true
        await response.body?.cancel()
        const tokens = await refreshTokens(options.baseUrl, oauth, send)
        oauth.accessToken = tokens.access_token
        if (tokens.refresh_token !== undefined) oauth.refreshToken = tokens.refresh_token
        await oauth.onTokens?.(tokens)
        attempt--
        continue
      }
      const failure = await failureOf(response)
      if (!RETRIED.has(response.status) || attempt >= maxRetries) throw failure
      await sleep(waitBefore(attempt + 1, failure.retryAfter), signal)
    }
  }
  /** One page of a list read by cursor. */
  const page = <K extends ListOperation>(
    operation: K,
    input: Input<K> | undefined,
    options: PageOptions = {},
  ): Promise<ListPage<K>> => {
    const given = (input ?? {}) as Record<string, unknown>
    const query = {
      ...(given.query as Record<string, unknown> | undefined),
      limit: options.limit ?? 20,
      ...(options.startingAfter === undefined ? {} : { starting_after: options.startingAfter }),
    }
    const send = call as (operation: OperationId, input: unknown, options: CallOptions) => Promise<unknown>
    return send(operation, { ...given, query }, options) as Promise<ListPage<K>>
  }

  /**
   * Every item of a list, page after page as the loop asks for them:
   * `for await (const booking of client.list("agenda.myReservations", {}))`.
   */
  async function* list<K extends ListOperation>(
    operation: K,
    input?: Input<K>,
    options: PageOptions = {},
  ): AsyncGenerator<ListItem<K>, void, undefined> {
    let startingAfter = options.startingAfter
    for (;;) {
      const read = await page(operation, input, {
        ...options,
        ...(startingAfter === undefined ? {} : { startingAfter }),
      })
      const items = read.data as ReadonlyArray<ListItem<K>>
      yield* items
      if (!read.has_more || items.length === 0) return
      startingAfter = (items.at(-1) as { id: number }).id
    }
  }

  return { call, page, list }
}

/** RFC 6749 §6: a new access token (and refresh token) for the app's refresh token, used once. */
const refreshTokens = async (baseUrl: string, session: OAuthSession, send: typeof fetch) => {
  const form = new URLSearchParams({ grant_type: "refresh_token", refresh_token: session.refreshToken ?? "" })
  return tokenRequest(baseUrl, form, session, send)
}

/**
 * A form sent to one of the OAuth endpoints (`/api/oauth/token`, `/revoke` …), the app proving itself
 * by HTTP Basic when it has a secret, else by `client_id` in the form; a refusal as a `VenueApiError`.
 */
export const oauthPost = async (
  baseUrl: string,
  endpoint: "token" | "revoke" | "introspect",
  form: URLSearchParams,
  app: { readonly clientId: string; readonly clientSecret?: string | undefined },
  send: typeof fetch = fetch,
) => {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
  }
  if (app.clientSecret === undefined) form.set("client_id", app.clientId)
  else
    headers.authorization = `Basic ${btoa(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`)}`
  const response = await send(`${baseUrl.replace(/\/+$/, "")}/api/oauth/${endpoint}`, {
    method: "POST",
    headers,
    body: form,
  })
  if (!response.ok) throw await failureOf(response)
  return response
}

/** A call of the token endpoint: the tokens it gives. */
export const tokenRequest = async (
  baseUrl: string,
  form: URLSearchParams,
  app: { readonly clientId: string; readonly clientSecret?: string | undefined },
  send: typeof fetch = fetch,
): Promise<TokenAnswer> => (await (await oauthPost(baseUrl, "token", form, app, send)).json()) as TokenAnswer

export type VenueClient = ReturnType<typeof createVenueClient>
export { authorizeUrl, clientCredentials, exchangeCode, pkce, revokeToken } from "./oauth.js"
export { verifyWebhook, type WebhookEvent, WebhookSignatureError } from "./webhooks.js"
