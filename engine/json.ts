/**
 * An answer storage already encoded as JSON, typed by the value it decodes to: the large reads
 * (a day board of hundreds of bookings) are assembled by the database in one statement and passed
 * through as text, with no per-row work in JavaScript. What decodes from the text is `A` encoded by
 * its schema; each read's test compares both on generated data.
 */
export interface JsonText<A> {
  readonly _tag: "JsonText"
  readonly text: string
  /** Only for the type: the text decodes to this. */
  readonly decodesTo?: A
}

export const jsonText = <A>(text: string): JsonText<A> => ({ _tag: "JsonText", text })

/** The value a JSON text holds, for callers that need it as data (the CLI, tests). */
export const parseJsonText = <A>(json: JsonText<A>): unknown => JSON.parse(json.text)
