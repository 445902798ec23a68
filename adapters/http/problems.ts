/**
 * The kinds of error the API answers, each an RFC 9457 problem type: its `error` code (kept from the
 * first API), the status it comes with, a title, and what a caller does about it. The catalogue is
 * served as /docs/problems, where each error's `type` points.
 */
export interface ProblemKind {
  readonly status: number
  readonly title: string
  readonly remedy: string
}

const API_PROBLEMS = {
  bad_request: {
    status: 400,
    title: "The request is malformed",
    remedy: "A field is missing, of the wrong type or out of range; `errors` says which. Fix the request.",
  },
  unauthorized: {
    status: 401,
    title: "Sign in first",
    remedy: "Send a session cookie, a personal API token or an OAuth access token (`Authorization: Bearer`).",
  },
  forbidden: {
    status: 403,
    title: "The caller may not do this",
    remedy: "The caller's role, the token's scope or club, or a missing CSRF token refuses it; `message` says which.",
  },
  not_found: {
    status: 404,
    title: "No such thing",
    remedy: "Nothing has that id, or the caller may not see it: the API answers both alike.",
  },
  conflict: {
    status: 409,
    title: "Taken or changed by someone else",
    remedy:
      "Read the thing again and decide; a court already booked stays booked. Under an `Idempotency-Key` still being done, wait and send it again.",
  },
  unprocessable: {
    status: 422,
    title: "Well formed, but it breaks a rule of the club",
    remedy: "The sentence says which rule; `reason`, where present, names it for a program.",
  },
  too_many_requests: {
    status: 429,
    title: "Too many tries or calls",
    remedy: "Wait the seconds `Retry-After` says, then send it again.",
  },
  internal: {
    status: 500,
    title: "Something went wrong on the server",
    remedy: "It is logged under the request id (`instance`, `X-Request-Id`); send that id to the club's operator.",
  },
  unavailable: {
    status: 503,
    title: "The service is unavailable just now",
    remedy: "The database cannot be reached; send the same request again shortly (with the same `Idempotency-Key`).",
  },
} satisfies Record<string, ProblemKind>

/** RFC 6749 §5.2's codes, which the token and revocation endpoints answer in OAuth's own shape. */
const OAUTH_PROBLEMS = {
  invalid_request: {
    status: 400,
    title: "OAuth: the request is incomplete or malformed",
    remedy: "RFC 6749 §5.2; `error_description` says what is missing.",
  },
  invalid_client: {
    status: 400,
    title: "OAuth: the app is unknown or its secret is wrong",
    remedy: "Check the client id and secret (HTTP Basic or the form), and that the app is not retired.",
  },
  invalid_grant: {
    status: 400,
    title: "OAuth: the code or refresh token is not valid",
    remedy:
      "It expired, was used, was revoked, or was given for another redirect or verifier: start the authorization again.",
  },
  unauthorized_client: {
    status: 400,
    title: "OAuth: the app may not use this grant",
    remedy: "A public app has no client credentials grant; a club's own app reaches only its club.",
  },
  unsupported_grant_type: {
    status: 400,
    title: "OAuth: unknown grant type",
    remedy: "Use authorization_code, refresh_token or client_credentials.",
  },
  invalid_scope: {
    status: 400,
    title: "OAuth: the scope is not one the app may ask for",
    remedy: "Ask for read, write or admin, within what the app was registered with.",
  },
} satisfies Record<string, ProblemKind>

export const API_PROBLEM_CODES = Object.keys(API_PROBLEMS)
export const OAUTH_PROBLEM_CODES = Object.keys(OAUTH_PROBLEMS)
export const PROBLEMS: Readonly<Record<string, ProblemKind>> = { ...API_PROBLEMS, ...OAUTH_PROBLEMS }

/** Where a problem kind is explained: the `type` of every error body. */
export const problemType = (kind: string) => `/docs/problems#${kind}`
