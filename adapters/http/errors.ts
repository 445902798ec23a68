import { HttpApiSchema } from "@effect/platform"
import { Effect, ParseResult, Schema } from "effect"

/**
 * The error body of every endpoint: `{ error, message, errors }` (DESIGN.md, HTTP conventions).
 * `_tag` stays in the body too: it is how typed clients tell the errors apart.
 */
const fields = <const Code extends string>(code: Code) => ({
  error: Schema.optionalWith(Schema.Literal(code), { default: () => code }),
  message: Schema.String,
  errors: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
})

export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  fields("bad_request"),
  HttpApiSchema.annotations({ status: 400, description: "The request is malformed." }),
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  fields("unauthorized"),
  HttpApiSchema.annotations({ status: 401, description: "Sign in first." }),
) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  fields("forbidden"),
  HttpApiSchema.annotations({ status: 403, description: "The caller may not do this." }),
) {}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  fields("not_found"),
  HttpApiSchema.annotations({ status: 404, description: "No such thing, or not visible to the caller." }),
) {}

export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  fields("conflict"),
  HttpApiSchema.annotations({ status: 409, description: "Taken or changed by someone else." }),
) {}

export class Unprocessable extends Schema.TaggedError<Unprocessable>()(
  "Unprocessable",
  fields("unprocessable"),
  HttpApiSchema.annotations({ status: 422, description: "Well formed, but breaks a business rule." }),
) {}

export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  fields("too_many_requests"),
  HttpApiSchema.annotations({ status: 429, description: "Too many tries; wait and try again." }),
) {}

/** A business-rule refusal with one sentence. */
export const unprocessable = (message: string, errors: ReadonlyArray<string> = [message]) =>
  new Unprocessable({ message, errors })

export const notFound = (what: string) => new NotFound({ message: `${what} was not found.`, errors: [] })

/**
 * A database failure inside a handler is ours, not the caller's: it becomes a defect (a logged
 * JSON 500) and leaves the handler's typed errors to the caller's mistakes.
 */
export const sqlDefects = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (e: any): e is Extract<E, { readonly _tag: "SqlError" }> => e?._tag === "SqlError",
    Effect.die,
  ) as Effect.Effect<A, Exclude<E, { readonly _tag: "SqlError" }>, R>

const issuesOf = (error: ParseResult.ParseError) =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) =>
    issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
  )

/** A 400 listing each schema problem of a malformed value. */
export const badRequest = (error: ParseResult.ParseError) => {
  const errors = issuesOf(error)
  return new BadRequest({ message: `The request is malformed: ${errors[0] ?? "unreadable"}`, errors })
}

/** A 422 listing each schema problem of a value that is well formed but not acceptable. */
export const invalid = (message: string, error: ParseResult.ParseError) => unprocessable(message, issuesOf(error))
