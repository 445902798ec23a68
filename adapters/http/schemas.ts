import { Schema } from "effect"

/** An id in a path or query: digits, a positive whole number. */
export const IdParam = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

/** An id in a JSON body. */
export const Id = Schema.Number.pipe(Schema.int(), Schema.positive())
