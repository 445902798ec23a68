import type { HttpApi } from "@effect/platform"
import { TOKEN_SCOPES } from "../../engine/roles"
import { endpointPolicies, SESSION_COOKIE } from "./authn"
import { deprecationSentence } from "./deprecation"
import { IDEMPOTENT_METHODS } from "./idempotency"
import { numericParameters } from "./parameterSchemas"
import { describePolicy, type Policy, scopeNeeded } from "./policy"
import { API_PROBLEM_CODES, OAUTH_PROBLEM_CODES, PROBLEMS, problemType } from "./problems"
import { TAG_DESCRIPTIONS } from "./tagDescriptions"
import { webhooksDocument } from "./webhooksDocument"

/** Every write takes one (see ./idempotency.ts): the same key and request are done once, answered alike. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Any unique string (a UUID) of the caller's: sent again with the same request, the first answer comes back and nothing is done twice (422 for another request under the key; 409 while the first runs). Kept two days.",
  schema: { type: "string", maxLength: 255 },
}

const header = (description: string, schema: object = { type: "string" }) => ({ description, schema })

const HEADERS = {
  RequestId: header(
    "The request's id (the caller's `X-Request-Id`, else a new one): in the server's log and an error's `instance`.",
  ),
  IdempotentReplayed: header(
    "`true` when this is the first answer under the request's `Idempotency-Key`, sent again.",
    {
      type: "string",
      enum: ["true"],
    },
  ),
  RateLimitLimit: header("An OAuth app's calls allowed at this club a minute.", { type: "integer" }),
  RateLimitRemaining: header("Of those, the calls left this minute.", { type: "integer" }),
  RateLimitReset: header("Seconds until the count starts again.", { type: "integer" }),
  RetryAfter: header("Seconds to wait before sending the request again.", { type: "integer" }),
  Deprecation: header("RFC 9745: the call is deprecated since this moment (`@<unix seconds>`)."),
  Sunset: header("RFC 8594: the call may stop answering after this date."),
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })

/** The fields RFC 9457 adds to every error body (adapters/http/problemDetails.ts writes them). */
const PROBLEM_FIELDS = {
  type: { type: "string", description: "Where this kind of error is explained (/docs/problems)." },
  title: { type: "string", description: "The kind of error, in a few words." },
  status: { type: "integer", description: "The HTTP status." },
  detail: { type: "string", description: "The sentence for a person, in the request's language (as `message`)." },
  instance: { type: "string", description: "This occurrence: the request id, as in `X-Request-Id`." },
}

const SCHEMAS = {
  Error: {
    type: "object",
    description:
      "Every error but OAuth's: RFC 9457 problem details beside the fields the API has always answered with. " +
      "Answered as `application/problem+json` to a caller that accepts it.",
    required: ["_tag", "error", "message", "errors", "type", "title", "status"],
    properties: {
      _tag: { type: "string", description: "The error's name, for typed clients (`Forbidden`, `Unprocessable` …)." },
      error: { type: "string", enum: API_PROBLEM_CODES, description: "The kind, as `type` names it." },
      message: { type: "string", description: "One sentence for a person, in the request's language." },
      errors: { type: "array", items: { type: "string" }, description: "Each problem, one sentence each." },
      reason: {
        type: "string",
        enum: ["outside_teacher_hours"],
        description: "Which refusal, where a program acts on it (422 only).",
      },
      ...PROBLEM_FIELDS,
    },
  },
  OAuthError: {
    type: "object",
    description: "RFC 6749 §5.2's error of the token and revocation endpoints, with RFC 9457's fields beside.",
    required: ["error", "error_description", "type", "title", "status"],
    properties: {
      error: {
        type: "string",
        enum: OAUTH_PROBLEM_CODES,
      },
      error_description: { type: "string" },
      ...PROBLEM_FIELDS,
    },
  },
}

const EXAMPLE_INSTANCE = "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"

/** An error body as the server answers it, for the document's examples. */
const problemExample = (code: string, fields: Record<string, unknown>, sentence: string) => ({
  ...fields,
  type: problemType(code),
  title: PROBLEMS[code]!.title,
  status: PROBLEMS[code]!.status,
  detail: sentence,
  instance: EXAMPLE_INSTANCE,
})

const errorContent = (schema: object, example: object) => ({
  "application/json": { schema, example },
  "application/problem+json": { schema, example },
})

const errorResponse = (
  description: string,
  [tag, code, sentence]: readonly [string, string, string],
  headers: Record<string, object> = {},
) => ({
  description,
  headers: { "X-Request-Id": ref("headers", "RequestId"), ...headers },
  content: errorContent(
    ref("schemas", "Error"),
    problemExample(code, { _tag: tag, error: code, message: sentence, errors: [] }, sentence),
  ),
})

/** The error answers every operation may give, once each, with an example; operations point at them. */
const RESPONSES: Record<string, object> = {
  BadRequest: errorResponse("The request is malformed: `errors` lists each problem.", [
    "BadRequest",
    "bad_request",
    "The request is malformed: name: A name cannot be blank.",
  ]),
  Unauthorized: errorResponse(
    "Sign in first (a session, a personal API token or an OAuth access token).",
    ["Unauthorized", "unauthorized", "The app's token is unknown, expired or revoked."],
    { "WWW-Authenticate": header("RFC 6750: `Bearer` with the realm, and the error when a token was sent.") },
  ),
  Forbidden: errorResponse("The caller may not do this (role, token scope or club, CSRF token).", [
    "Forbidden",
    "forbidden",
    "This API token has the read scope; this call needs write.",
  ]),
  NotFound: errorResponse("No such thing, or not visible to the caller.", [
    "NotFound",
    "not_found",
    "Facility was not found.",
  ]),
  Conflict: errorResponse("Taken or changed by someone else, or the same `Idempotency-Key` is still being done.", [
    "Conflict",
    "conflict",
    "That court is already booked at that time; pick another time or court.",
  ]),
  Unprocessable: errorResponse("Well formed, but breaks a rule of the club; the sentence says which.", [
    "Unprocessable",
    "unprocessable",
    "Bookings must be made at least 2 hours ahead.",
  ]),
  TooManyRequests: errorResponse(
    "Too many tries or calls; wait `Retry-After` seconds.",
    [
      "TooManyRequests",
      "too_many_requests",
      "This app has made its 600 calls this minute at this club; try again in 12 seconds.",
    ],
    {
      "Retry-After": ref("headers", "RetryAfter"),
      "RateLimit-Limit": ref("headers", "RateLimitLimit"),
      "RateLimit-Remaining": ref("headers", "RateLimitRemaining"),
      "RateLimit-Reset": ref("headers", "RateLimitReset"),
    },
  ),
  InternalError: errorResponse("Something went wrong on the server; it is logged under the request id.", [
    "InternalError",
    "internal",
    "Something went wrong on our side; it has been logged.",
  ]),
  Unavailable: errorResponse("The database cannot be reached just now; send the request again shortly.", [
    "Unavailable",
    "unavailable",
    "The database cannot be reached just now; try again shortly.",
  ]),
  OAuthBadRequest: {
    description: "The request is malformed, or OAuth refuses it (RFC 6749 §5.2).",
    headers: { "X-Request-Id": ref("headers", "RequestId") },
    content: errorContent(
      { anyOf: [ref("schemas", "Error"), ref("schemas", "OAuthError")] },
      problemExample(
        "invalid_grant",
        {
          error: "invalid_grant",
          error_description: "The code is unknown, used, expired, or not this app's with this verifier.",
        },
        "The code is unknown, used, expired, or not this app's with this verifier.",
      ),
    ),
  },
}

const ERROR_BY_STATUS: Record<string, string> = {
  "400": "BadRequest",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "NotFound",
  "409": "Conflict",
  "422": "Unprocessable",
  "429": "TooManyRequests",
  "500": "InternalError",
  "503": "Unavailable",
}

const SCOPE_WORDS: Record<string, string> = {
  read: "Read what the person may see at the club.",
  write: "Book, pay and change what the person may change at the club.",
  admin: "Manage the club, as far as the person's role allows.",
}

const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The session cookie the sign-in sets (the web client's way). Writes also send `X-CSRF-Token`.",
  },
  csrf: {
    type: "apiKey",
    in: "header",
    name: "X-CSRF-Token",
    description: "With a session, on every request that is not GET: the token the session's answer gave.",
  },
  apiToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A personal API token (`POST /api/api_tokens`), with its scope (read, write, admin), maybe limited to one club.",
  },
  oauth2: {
    type: "oauth2",
    description:
      "A partner app's access token for one club: the authorization code grant with PKCE (S256) for a person, " +
      "client credentials for a club's own app. Metadata: /.well-known/oauth-authorization-server.",
    flows: {
      authorizationCode: {
        authorizationUrl: "/oauth/authorize",
        tokenUrl: "/api/oauth/token",
        refreshUrl: "/api/oauth/token",
        scopes: Object.fromEntries(TOKEN_SCOPES.map((s) => [s, SCOPE_WORDS[s]])),
      },
      clientCredentials: {
        tokenUrl: "/api/oauth/token",
        scopes: Object.fromEntries(TOKEN_SCOPES.map((s) => [s, SCOPE_WORDS[s]])),
      },
    },
  },
}

/** What an operation accepts: OpenAPI's `security`, alternatives in order of preference. */
const securityOf = (method: string, policy: Policy) => {
  if (policy._tag === "public") return []
  const write = !["GET", "HEAD"].includes(method.toUpperCase())
  const session = write ? { session: [], csrf: [] } : { session: [] }
  if (policy._tag === "personOnPage") return [session]
  const scope = scopeNeeded(method.toUpperCase(), policy)
  // Tokens an app holds reach one club, so only calls about one club take them.
  return policy._tag === "facilityRole" ? [session, { apiToken: [] }, { oauth2: [scope] }] : [session, { apiToken: [] }]
}

const GENERIC_VERBS = new Set(["list", "get", "create", "update", "delete", "remove", "add", "show"])
/** Words a read's name may start with that already say what it does. */
const READ_VERBS = new Set([
  ...GENERIC_VERBS,
  ...["allow", "can", "check", "count", "download", "export", "find", "preview", "quote", "search", "verify"],
])

/**
 * A summary from the operation's name: `courts.list` → "List courts", `memberships.changeOwner` →
 * "Change owner", a read named by a noun (`waivers.facilityWaivers`) → "List facility waivers".
 */
export const summaryOf = (method: string, operationId: string) => {
  const [group = "", name = operationId] = operationId.split(".")
  const words = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  let said = GENERIC_VERBS.has(name) ? `${name} ${words(group)}` : words(name)
  if (method.toUpperCase() === "GET" && !READ_VERBS.has(said.split(" ", 1)[0]!))
    said = `${said.endsWith("s") ? "list" : "get"} ${said}`
  said = said.replace(/\b(api|ach|csv|dupr|pin|pins|url|ics)\b/g, (w) => (w === "pins" ? "PINs" : w.toUpperCase()))
  return said.charAt(0).toUpperCase() + said.slice(1)
}

/** The components an operation or another component refers to, so the unused ones can go. */
const referenced = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const v of value) referenced(v, into)
  else if (typeof value === "object" && value !== null)
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string") into.add(v)
      else referenced(v, into)
    }
  return into
}

/**
 * The OpenAPI document as a developer reads it: what each operation accepts (security schemes and
 * the scope it needs), who may call it (`x-policy` and a sentence), a summary, the shared error
 * answers (RFC 9457) with their headers, the webhooks sent, the servers and the tags described.
 */
/**
 * Effect's JSON Schema marks an `unknown` or `object` value `$id: "/schemas/unknown"` wherever it
 * appears: two in one schema (an audit entry's before and after) are one id for two places, which a
 * validator (Ajv, Redocly checking the examples) refuses. They name nothing: gone.
 */
const withoutSchemaIds = (value: unknown): void => {
  if (Array.isArray(value)) return value.forEach(withoutSchemaIds)
  if (typeof value !== "object" || value === null) return
  const node = value as Record<string, unknown>
  if (typeof node.$id === "string" && node.$id.startsWith("/schemas/")) delete node.$id
  for (const child of Object.values(node)) withoutSchemaIds(child)
}

export const documented = (api: HttpApi.HttpApi.Any) => (spec: Record<string, any>) => {
  const numeric = numericParameters(api)
  for (const entry of endpointPolicies(api)) {
    const openApiPath = entry.path.replace(/:(\w+)/g, "{$1}")
    const operation = spec.paths?.[openApiPath]?.[entry.method.toLowerCase()]
    if (operation === undefined) continue
    operation.summary = summaryOf(entry.method, operation.operationId)
    for (const typed of numeric.get(`${entry.method} ${openApiPath}`) ?? []) {
      const parameter = operation.parameters?.find((p: any) => p.in === typed.in && p.name === typed.name)
      if (parameter === undefined) continue
      parameter.schema = typed.schema
      parameter.description = typed.description
    }
    const idempotent = IDEMPOTENT_METHODS.has(entry.method.toUpperCase())
    if (idempotent) {
      operation["x-idempotent"] = true
      operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER]
    }
    const oauthErrors = JSON.stringify(operation.responses?.["400"] ?? {}).includes("OAuthError")
    for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
      const shared = ERROR_BY_STATUS[status]
      if (shared !== undefined) {
        operation.responses[status] = ref("responses", status === "400" && oauthErrors ? "OAuthBadRequest" : shared)
        continue
      }
      response.headers = {
        "X-Request-Id": ref("headers", "RequestId"),
        ...(idempotent ? { "Idempotent-Replayed": ref("headers", "IdempotentReplayed") } : {}),
        ...(entry.deprecation === undefined
          ? {}
          : { Deprecation: ref("headers", "Deprecation"), Sunset: ref("headers", "Sunset") }),
      }
    }
    operation.responses["500"] = ref("responses", "InternalError")
    if (entry.deprecation !== undefined)
      operation.description = [operation.description, deprecationSentence(entry.deprecation)]
        .filter(Boolean)
        .join("\n\n")
    if (entry.policy === undefined) continue
    operation.security = securityOf(entry.method, entry.policy)
    operation["x-policy"] = entry.policy
    operation.description = [operation.description, `Access: ${describePolicy(entry.policy)}`]
      .filter(Boolean)
      .join("\n\n")
  }
  withoutSchemaIds(spec.paths)
  withoutSchemaIds(spec.components)
  spec.servers = [{ url: "/", description: "The club's own server: this document's origin." }]
  spec.info.license = { name: "MIT", identifier: "MIT" }
  spec.tags = (spec.tags ?? []).map((tag: { name: string }) => ({ ...tag, description: TAG_DESCRIPTIONS[tag.name] }))
  spec.webhooks = webhooksDocument()
  spec.components = {
    ...spec.components,
    schemas: { ...spec.components?.schemas, ...SCHEMAS },
    responses: RESPONSES,
    headers: HEADERS,
    securitySchemes: SECURITY_SCHEMES,
  }
  // The platform's own shape for a malformed request is never answered (the edge answers `Error`).
  const used = referenced({ paths: spec.paths, webhooks: spec.webhooks, responses: RESPONSES })
  for (let grew = true; grew;) {
    const before = used.size
    for (const name of Object.keys(spec.components.schemas))
      if (used.has(`#/components/schemas/${name}`)) referenced(spec.components.schemas[name], used)
    grew = used.size > before
  }
  for (const name of Object.keys(spec.components.schemas))
    if (!used.has(`#/components/schemas/${name}`)) delete spec.components.schemas[name]
  return spec
}
