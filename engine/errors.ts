import { Effect, Option, ParseResult, Schema } from "effect"

/**
 * The failures a use case ends with, each with a sentence a person can read. Every driver maps
 * them: the HTTP adapter to statuses (400, 401, 403, 404, 409, 422, 429) and the error body
 * `{ error, message, errors }`; the CLI to its exit codes. `_tag` stays in the body: typed clients
 * tell the errors apart by it.
 */
const fields = <const Code extends string>(code: Code) => ({
  error: Schema.optionalWith(Schema.Literal(code), { default: () => code }),
  message: Schema.String,
  errors: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
})

/** The request is malformed. */
export class BadRequest extends Schema.TaggedError<BadRequest>()("BadRequest", fields("bad_request")) {}

/** Nobody is signed in. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", fields("unauthorized")) {}

/** The caller may not do this. */
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", fields("forbidden")) {}

/** No such thing, or not visible to the caller. */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", fields("not_found")) {}

/** Taken or changed by someone else. */
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", fields("conflict")) {}

/** Well formed, but breaks a business rule. */
export class Unprocessable extends Schema.TaggedError<Unprocessable>()("Unprocessable", {
  ...fields("unprocessable"),
  /**
   * Which refusal, where a client acts on it rather than only showing the sentence (which is said
   * in the caller's language): `outside_teacher_hours` is booked anyway with `outside_teacher_hours`.
   */
  reason: Schema.optional(Schema.Literal("outside_teacher_hours")),
}) {}

/** Too many tries; wait and try again. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  fields("too_many_requests"),
) {}

/** A business-rule refusal with one sentence. */
export const unprocessable = (message: string, errors: ReadonlyArray<string> = [message]) =>
  new Unprocessable({ message, errors })

/** Players named for a booking or a lesson who do not belong to the club. */
export const notMembers = (ids: ReadonlyArray<number>) =>
  unprocessable(`Player ${ids.join(", ")} is not a member of this facility.`)

export const notFound = (what: string) => new NotFound({ message: `${what} was not found.`, errors: [] })

/** The value of a lookup, or NotFound naming `what`. */
export const orNotFound =
  (what: string) =>
  <A, E, R>(lookup: Effect.Effect<Option.Option<A>, E, R>): Effect.Effect<A, E | NotFound, R> =>
    Effect.flatMap(
      lookup,
      Option.match({ onNone: () => Effect.fail(notFound(what)), onSome: (value) => Effect.succeed(value) }),
    )

export const forbidden = (message: string) => new Forbidden({ message, errors: [] })

export const conflict = (message: string) => new Conflict({ message, errors: [] })

/**
 * A value's schema problems, one per place: a value that matches none of a field's allowed words
 * is one problem naming them all (`Expected one of "a", "b", "c", actual "x"`), not one per word.
 */
export const schemaIssues = (error: ParseResult.ParseError) =>
  mergedIssues(ParseResult.ArrayFormatter.formatErrorSync(error))

/** `schemaIssues` of issues already listed (as the HTTP platform lists a request's). */
export const mergedIssues = (
  listed: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>,
) => {
  const issues: Array<{ path: ReadonlyArray<PropertyKey>; message: string }> = []
  const words = new Map<string, { at: number; expected: Array<string>; actual: string }>()
  for (const issue of listed) {
    const key = issue.path.map(String).join("\u0000")
    const literal = /^Expected (".*"|\d+|true|false|null), actual (.*)$/s.exec(issue.message)
    const seen = words.get(key)
    if (literal !== null && seen !== undefined && seen.actual === literal[2]) {
      seen.expected.push(literal[1]!)
      issues[seen.at] = {
        path: issue.path,
        message: `Expected one of ${seen.expected.join(", ")}, actual ${seen.actual}`,
      }
      continue
    }
    if (literal !== null) words.set(key, { at: issues.length, expected: [literal[1]!], actual: literal[2]! })
    issues.push({ path: issue.path, message: issue.message })
  }
  return issues
}

/** One schema problem as "path: message", never echoing more than an excerpt of the bad value. */
export const issueText = (issue: { readonly path: ReadonlyArray<PropertyKey>; readonly message: string }) =>
  excerpt(issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message)

/** Each schema problem of a value, as "path: message". */
export const issuesOf = (error: ParseResult.ParseError) => schemaIssues(error).map(issueText)

/** A problem names the bad value, but never echoes more than a short excerpt of it. */
export const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text)

/** A 422 listing each schema problem of a value that is well formed but not acceptable. */
export const invalid = (message: string, error: ParseResult.ParseError) => unprocessable(message, issuesOf(error))
