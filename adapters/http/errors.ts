import { HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { ParseResult } from "effect"

import {
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  TooManyRequests,
  Unauthorized,
  Unprocessable,
  issuesOf,
} from "../../engine/errors"

export {
  BadRequest,
  Conflict,
  conflict,
  Forbidden,
  forbidden,
  invalid,
  issuesOf,
  NotFound,
  notFound,
  TooManyRequests,
  Unauthorized,
  Unprocessable,
  unprocessable,
} from "../../engine/errors"

/** The engine's failures as the API answers them: status and description (DESIGN.md, HTTP conventions). */
export const HttpBadRequest = BadRequest.annotations(
  HttpApiSchema.annotations({ status: 400, description: "The request is malformed." }),
)
export const HttpUnauthorized = Unauthorized.annotations(
  HttpApiSchema.annotations({ status: 401, description: "Sign in first." }),
)
export const HttpForbidden = Forbidden.annotations(
  HttpApiSchema.annotations({ status: 403, description: "The caller may not do this." }),
)
export const HttpTooManyRequests = TooManyRequests.annotations(
  HttpApiSchema.annotations({ status: 429, description: "Too many tries or calls; wait and try again." }),
)
export const HttpNotFound = NotFound.annotations(
  HttpApiSchema.annotations({ status: 404, description: "No such thing, or not visible to the caller." }),
)

/**
 * A plugin's group: every endpoint may answer the engine's failures, declared once here rather
 * than per endpoint. (The `Authn` middleware adds 400, 401, 403 and 404.)
 */
export const apiGroup = <const Name extends string>(name: Name) =>
  HttpApiGroup.make(name)
    .addError(
      Conflict.annotations(
        HttpApiSchema.annotations({ status: 409, description: "Taken or changed by someone else." }),
      ),
    )
    .addError(
      Unprocessable.annotations(
        HttpApiSchema.annotations({ status: 422, description: "Well formed, but breaks a business rule." }),
      ),
    )
    .addError(HttpTooManyRequests)

/** A 400 listing each schema problem of a malformed value. */
export const badRequest = (error: ParseResult.ParseError) => {
  const errors = issuesOf(error)
  return new BadRequest({ message: `The request is malformed: ${errors[0] ?? "unreadable"}`, errors })
}
