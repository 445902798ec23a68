import { SAVED_AT_HEADER } from "../../sw/saved"

/**
 * The generic request helper: GET by default; JSON content type, the XHR marker and
 * same-origin credentials; GET appends only non-null params; other methods send the CSRF token
 * from `<meta name="csrf-token">` and a JSON body. A non-OK status throws
 * `HTTP error! status: {code}`, is reported, and then goes to the caller's error handler.
 */

export type ErrorReporter = (
  error: Error,
  context: { readonly url: string; readonly method: string; readonly status?: number; readonly body?: unknown },
) => void

let reporter: ErrorReporter = (error, context) => console.error(error.message, context)
let baseUrl = ""
let csrfSource = (): string => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ""
let languageSource = (): string | undefined => undefined

/** Plugs in an error-reporting service (Sentry or similar); the console by default. */
export const setErrorReporter = (next: ErrorReporter) => {
  reporter = next
}

/**
 * Where calls go, where the CSRF token comes from and which language refusals come back in: by
 * default the page's own origin, its `<meta name="csrf-token">` and the browser's languages. The
 * web client names the language its screens speak; the embedded widget (on a club's site) and
 * tests set the others.
 */
export const configureRequests = (options: {
  readonly baseUrl?: string
  readonly csrfToken?: () => string
  readonly language?: () => string
}) => {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/+$/, "")
  if (options.csrfToken !== undefined) csrfSource = options.csrfToken
  if (options.language !== undefined) languageSource = options.language
}

/** The headers every call sends: the language, when the screens name one. */
const commonHeaders = (): Record<string, string> => {
  const language = languageSource()
  return language === undefined ? {} : { "Accept-Language": language }
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** The server's error body: `{ error, message, errors }`. */
    readonly body:
      | {
          readonly error?: string
          readonly message?: string
          readonly errors?: ReadonlyArray<string>
          readonly reason?: string
        }
      | undefined,
  ) {
    super(`HTTP error! status: ${status}`)
  }
}

export type Params = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  readonly params?: Params
  readonly body?: unknown
  readonly headers?: Record<string, string>
  readonly onError?: (error: HttpError) => void
}

export const csrfToken = () => csrfSource()

/** Keeps the page's CSRF token current after sign-in or sign-out. */
export const setCsrfToken = (token: string | null) => {
  if (typeof document === "undefined") return
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')
  if (meta === null) {
    meta = document.createElement("meta")
    meta.name = "csrf-token"
    document.head.appendChild(meta)
  }
  meta.content = token ?? ""
}

/** The address with its query parameters (non-null ones): GET calls get theirs so; others name theirs with it. */
export const withParams = (url: string, params: Params | undefined) => {
  if (params === undefined) return url
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) search.append(key, String(value))
  const query = search.toString()
  return query === "" ? url : `${url}${url.includes("?") ? "&" : "?"}${query}`
}

const readBody = async (response: Response) => {
  const text = await response.text()
  if (text === "") return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Writes carry an Idempotency-Key: the server does each once however often it is sent. */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])

/**
 * A write whose answer was lost on the way (the connection dropped) is sent once more with its
 * key: done already, the server answers as it did the first time; never done, it is done now.
 */
const sendOnce = async (target: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(target, init)
  } catch (error) {
    if (!new Headers(init.headers).has("Idempotency-Key")) throw error
    return fetch(target, init)
  }
}

/** A change asked for while the device is offline: refused here, never queued (it may move money). */
export class Offline extends Error {}

/** When the saved copy a page shows was saved, as the service worker stamps it; none while all is live. */
const savedAtListeners = new Set<(savedAt: string) => void>()
export const onSavedCopy = (listener: (savedAt: string) => void) => {
  savedAtListeners.add(listener)
  return () => void savedAtListeners.delete(listener)
}

const offline = () => typeof navigator !== "undefined" && navigator.onLine === false

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET"
  if (method !== "GET" && offline()) throw new Offline("offline")
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "X-Requested-With": "XMLHttpRequest",
    ...commonHeaders(),
    ...options.headers,
  }
  if (method !== "GET") headers["X-CSRF-Token"] = csrfToken()
  if (WRITES.has(method)) headers["Idempotency-Key"] ??= randomId()
  const target = baseUrl + (method === "GET" ? withParams(url, options.params) : url)
  const response = await sendOnce(target, {
    method,
    headers,
    credentials: "same-origin",
    ...(method !== "GET" && options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  }).catch((error: unknown) => {
    throw offline() ? new Offline("offline") : error
  })
  const savedAt = response.headers.get(SAVED_AT_HEADER)
  if (savedAt !== null) for (const listener of savedAtListeners) listener(savedAt)
  const body = await readBody(response)
  if (!response.ok) {
    const error = new HttpError(response.status, typeof body === "object" ? body : undefined)
    reporter(error, { url: target, method, status: response.status, body })
    options.onError?.(error)
    throw error
  }
  return body as T
}

/** The multipart variant: a FormData body, the browser sets the boundary. */
export async function requestMultipart<T = unknown>(
  url: string,
  form: FormData,
  options: Omit<RequestOptions, "body" | "params"> = {},
): Promise<T> {
  const method = options.method ?? "POST"
  if (offline()) throw new Offline("offline")
  const response = await sendOnce(baseUrl + url, {
    method,
    headers: {
      "X-Requested-With": "XMLHttpRequest",
      "X-CSRF-Token": csrfToken(),
      "Idempotency-Key": randomId(),
      ...commonHeaders(),
      ...options.headers,
    },
    credentials: "same-origin",
    body: form,
  })
  const body = await readBody(response)
  if (!response.ok) {
    const error = new HttpError(response.status, typeof body === "object" ? body : undefined)
    reporter(error, { url, method, status: response.status, body })
    options.onError?.(error)
    throw error
  }
  return body as T
}

/** A random unique id for the trace-id header the regional payment provider's token_order wants. */
export const traceId = () => randomId()

/** Headers of the call variants the API names beside the plain helper. */
export const variantHeaders = {
  /** The regional payment provider's token_order: a fresh trace id per call. */
  trace: () => ({ "X-Trace-Id": traceId() }),
  /** Cookie consents authenticate with the facility's API key. */
  apiKey: (key: string) => ({ "X-Api-Key": key }),
  /** The bank-transfer provider speaks bearer auth. */
  bearer: (token: string) => ({ Authorization: `Bearer ${token}` }),
}

/** What a failure without a sentence of its own shows: `Failure` says it in the screens' language. */
export const UNEXPECTED = "unexpected"
/** What `messageOf` says of a call made offline; the screens word it. */
export const OFFLINE = "offline"

/** The sentence to show a person for a failed call (the server's, a rule's, or UNEXPECTED). */
export const messageOf = (error: unknown) =>
  error instanceof HttpError
    ? (error.body?.errors?.[0] ?? error.body?.message ?? UNEXPECTED)
    : error instanceof RuleBroken
      ? error.message
      : error instanceof Offline
        ? OFFLINE
        : UNEXPECTED

/** A rule the form checked before calling the server (the engine's rules, which the server applies too). */
export class RuleBroken extends Error {}

/**
 * A random unique id (an Idempotency-Key, a trace id). `crypto.randomUUID` exists only on https
 * (or localhost); a club serving plain http on its own network gets random bytes instead.
 */
export const randomId = (): string => {
  const c = globalThis.crypto
  if (typeof c?.randomUUID === "function") return c.randomUUID()
  const bytes = new Uint8Array(16)
  if (typeof c?.getRandomValues === "function") c.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
}
