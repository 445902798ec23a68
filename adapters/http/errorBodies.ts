import { HttpServerResponse } from "@effect/platform"
import type { HttpApiDecodeError } from "@effect/platform/HttpApiError"
import { issueText, mergedIssues } from "../../engine/errors"

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
  const errors = mergedIssues(error.issues).map(issueText)
  return jsonError(
    400,
    "BadRequest",
    "bad_request",
    errors.length > 0 ? `The request is malformed: ${errors[0]}` : "The request is malformed.",
    errors,
  )
}

/** Errors of a database that cannot be reached (refused, cut, shutting down), as opposed to a mistake in a statement. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
])

/** Whether a defect is the database being out of reach: the request may be tried again shortly (503). */
export const isDatabaseUnreachable = (defect: unknown) => {
  if ((defect as { _tag?: string })?._tag !== "SqlError") return false
  const cause = (defect as { cause?: { code?: unknown; message?: unknown } }).cause
  return (
    // The pool could not hand out a connection: whatever PostgreSQL said, none is to be had now.
    (defect as { message?: string }).message === "Failed to acquire connection" ||
    UNREACHABLE.has(String(cause?.code)) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      String(cause?.message ?? ""),
    )
  )
}

/** PostgreSQL's five-character SQLSTATE behind a failed statement, for the log: a code, never a value. */
export const sqlStateOf = (defect: unknown) => {
  if ((defect as { _tag?: string })?._tag !== "SqlError") return undefined
  const code = (defect as { cause?: { code?: unknown } }).cause?.code
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined
}

export const databaseUnreachable = () =>
  jsonError(503, "Unavailable", "unavailable", "The database cannot be reached just now; try again shortly.")
