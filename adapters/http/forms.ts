import * as fs from "node:fs"
import { HttpServerRequest } from "@effect/platform"
import { Effect, Either, Schema } from "effect"
import { invalid } from "./errors"

/**
 * Bodies that come as JSON or as a multipart form (images with their fields): a form's
 * text is typed as JSON would carry it, then both are checked by one schema.
 */

export interface FormShape {
  readonly numbers?: ReadonlySet<string>
  readonly flags?: ReadonlySet<string>
  /** Comma-separated in a form. */
  readonly lists?: ReadonlySet<string>
  /** Blank in a form means null. */
  readonly nullable?: ReadonlySet<string>
  /** JSON text in a form (nested records); text that is not JSON stays text, for the schema to refuse. */
  readonly json?: ReadonlySet<string>
}

const parsedOr = (text: string) => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** A form's text, typed: numbers, true/false, comma lists, blank as null where allowed; files left out. */
export const formValues = (form: Record<string, unknown>, shape: FormShape) => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(form)) {
    if (typeof value !== "string") continue
    const text = value.trim()
    out[key] = shape.json?.has(key)
      ? parsedOr(text)
      : shape.nullable?.has(key) && text === ""
        ? null
        : shape.numbers?.has(key) && text !== "" && !Number.isNaN(Number(text))
          ? Number(text)
          : shape.flags?.has(key) && (text === "true" || text === "false")
            ? text === "true"
            : shape.lists?.has(key)
              ? text === ""
                ? []
                : text.split(",").map((s) => s.trim())
              : value
  }
  return out
}

/** The body as `schema` types it, from a multipart form or the JSON as it came; 400 with `refusal` otherwise. */
export const bodyOf = <A, I>(schema: Schema.Schema<A, I>, payload: unknown, shape: FormShape, refusal: string) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const raw = (request.headers["content-type"] ?? "").startsWith("multipart/form-data")
      ? formValues(payload as Record<string, unknown>, shape)
      : // The union decoded the body as whichever member fit first; read the JSON as it came.
        yield* Effect.orElseSucceed(request.json, () => payload)
    const decoded = Schema.decodeUnknownEither(schema)(raw)
    if (Either.isLeft(decoded)) return yield* Effect.fail(invalid(refusal, decoded.left))
    return decoded.right
  })

/** A file field's bytes in a multipart body, if a real file was sent. */
export const fileBytes = (payload: unknown, field: string): Uint8Array | undefined => {
  const file = (payload as Record<string, { path?: string } | undefined> | undefined)?.[field]
  return file?.path === undefined ? undefined : fs.readFileSync(file.path)
}

/** A file field's files in a multipart body, each with the name it was sent under. */
export const filesOf = (payload: unknown, field: string): ReadonlyArray<{ filename: string; bytes: Uint8Array }> => {
  const files = (payload as Record<string, unknown> | undefined)?.[field]
  return Array.isArray(files)
    ? files
        .filter((f): f is { path: string; name: string } => typeof (f as { path?: unknown })?.path === "string")
        .map((f) => ({ filename: f.name, bytes: fs.readFileSync(f.path) }))
    : []
}
