import { HttpServerResponse } from "@effect/platform"
import type { HttpApiDecodeError } from "@effect/platform/HttpApiError"
import { issueText } from "../../engine/errors"

export const jsonError = (
  status: number,
  tag: string,
  error: string,
  message: string,
  errors: ReadonlyArray<string> = [],
) => HttpServerResponse.unsafeJson({ _tag: tag, error, message, errors }, { status })

/**
 * The platform rejects a request that fails its schemas with an `HttpApiDecodeError`; it is
 * answered in our error shape, one sentence per problem.
 */
export const badRequestOf = (error: HttpApiDecodeError) => {
  const errors = error.issues.map(issueText)
  return jsonError(
    400,
    "BadRequest",
    "bad_request",
    errors.length > 0 ? `The request is malformed: ${errors[0]}` : "The request is malformed.",
    errors,
  )
}
