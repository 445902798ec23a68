import { HttpBody, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { jsonObjectOf } from "./jsonText"
import { PROBLEMS, problemType } from "./problems"
import { SENTENCE_BODY_BYTES } from "./spokenSentences"

const PROBLEM_JSON = "application/problem+json"

/**
 * An error answer as RFC 9457 problem details, beside the fields the API always answered with
 * (`_tag`, `error`, `message`, `errors`; OAuth's `error_description`): `type` (where the kind is
 * explained), `title`, `status`, `detail` (the sentence) and `instance` (the request id, as in
 * `X-Request-Id` and the server's log). A caller that accepts `application/problem+json` gets that
 * media type; others keep `application/json`. A 401 says how to authenticate (RFC 6750).
 */
export const asProblem = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
  requestId: string,
) => {
  if (response.status < 400) return response
  const body = response.body
  if (body._tag !== "Uint8Array" || body.body.byteLength > SENTENCE_BODY_BYTES) return response
  if (!body.contentType.startsWith("application/json")) return response
  const answer = jsonObjectOf(body.body)
  if (answer === undefined || typeof answer.error !== "string") return response
  const kind = PROBLEMS[answer.error]
  const detail = typeof answer.message === "string" ? answer.message : answer.error_description
  const described = HttpServerResponse.setBody(
    response,
    HttpBody.unsafeJson(
      {
        ...answer,
        type: kind === undefined ? "about:blank" : problemType(answer.error),
        title: kind?.title ?? "Error",
        status: response.status,
        ...(typeof detail === "string" ? { detail } : {}),
        instance: `urn:venue:request:${encodeURIComponent(requestId)}`,
      },
      (request.headers["accept"] ?? "").includes(PROBLEM_JSON) ? PROBLEM_JSON : "application/json",
    ),
  )
  return response.status === 401
    ? HttpServerResponse.setHeader(described, "www-authenticate", challenge(request))
    : described
}

/** RFC 6750 §3: the scheme to use, and `invalid_token` when a bearer token was sent and refused. */
const challenge = (request: HttpServerRequest.HttpServerRequest) =>
  /^Bearer\s/i.test(request.headers["authorization"] ?? "")
    ? 'Bearer realm="venue", error="invalid_token"'
    : 'Bearer realm="venue"'
