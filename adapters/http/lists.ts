import { Effect, Option, Schema, SchemaAST } from "effect"
import { type Cursor, DEFAULT_LIMIT, type ListPage, MAX_LIMIT } from "../../engine/lists"
import { IdParam } from "./schemas"

/**
 * The query of a list that grows: `limit` and `starting_after` ask for it by cursor, answered in the
 * list envelope; without either the list answers as it always has (its page numbers kept for the
 * callers written before).
 */
export const CursorParams = {
  limit: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, MAX_LIMIT)).annotations({
      description: `How many items a page holds, 1 to ${MAX_LIMIT} (${DEFAULT_LIMIT} when only starting_after is given). Asks for the list envelope.`,
    }),
  ),
  starting_after: Schema.optional(
    IdParam.annotations({
      description:
        "The id of the item the previous page ended with: the page starts after it. Asks for the list envelope.",
    }),
  ),
}

/** The envelope of a list read by cursor, as Stripe's: the items, and whether more follow the last. */
export const ListOf = <A, I>(item: Schema.Schema<A, I>, name: string) => {
  const envelope = Schema.Struct({
    object: Schema.Literal("list"),
    data: Schema.Array(item),
    has_more: Schema.Boolean.annotations({
      description: "Whether more items follow: ask again with starting_after set to the last item's id.",
    }),
  })
  // The item's own example, shown in its envelope.
  const example = Option.map(
    SchemaAST.getExamplesAnnotation(item.ast),
    // The annotation is the item schema's own, typed as its values.
    ([first]): typeof envelope.Type => ({ object: "list", data: [first as A], has_more: true }),
  )
  return envelope.annotations({
    identifier: `${name}List`,
    description: `A page of ${name} items, read by cursor.`,
    ...(Option.isSome(example) ? { examples: [example.value] } : {}),
  })
}

/** The cursor a query asks for, or undefined when it reads the list as before. */
export const cursorOf = (query: {
  readonly limit?: number | undefined
  readonly starting_after?: number | undefined
}): Cursor | undefined =>
  query.limit === undefined && query.starting_after === undefined
    ? undefined
    : { limit: query.limit ?? DEFAULT_LIMIT, startingAfter: query.starting_after }

export interface ListEnvelope<A> {
  readonly object: "list"
  readonly data: ReadonlyArray<A>
  readonly has_more: boolean
}

export const listEnvelope = <A>(page: ListPage<A>): ListEnvelope<A> => ({
  object: "list",
  data: page.data,
  has_more: page.hasMore,
})

/** The list by cursor when the query asks for it (in its envelope), else as it answered before. */
export const byCursorOr = <A, E, R, B, E2, R2>(
  query: { readonly limit?: number | undefined; readonly starting_after?: number | undefined },
  byCursor: (cursor: Cursor) => Effect.Effect<ListPage<A>, E, R>,
  before: () => Effect.Effect<B, E2, R2>,
): Effect.Effect<ListEnvelope<A> | B, E | E2, R | R2> => {
  const cursor = cursorOf(query)
  return cursor === undefined ? before() : Effect.map(byCursor(cursor), listEnvelope)
}
