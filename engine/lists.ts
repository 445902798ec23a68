import { Effect, Option } from "effect"
import { unprocessable } from "./errors"

/**
 * Where a list read by cursor resumes: at most `limit` items after the item `startingAfter` names
 * (an id the previous page ended with, as Stripe's `starting_after`), or from the start. The
 * position is the named item's own sort keys, read by storage, so a page never skips or repeats
 * an item when rows are added meanwhile, and the cost of page 100 is the cost of page 1.
 */
export interface Cursor {
  readonly limit: number
  readonly startingAfter?: number | undefined
}

/** A page of a list read by cursor. */
export interface ListPage<A> {
  readonly data: ReadonlyArray<A>
  readonly hasMore: boolean
}

export const DEFAULT_LIMIT = 20
export const MAX_LIMIT = 100

/** A page of the rows storage read for `cursor` (one past its limit, to tell whether there is more). */
export const pageOf = <A>(rows: ReadonlyArray<A>, cursor: Cursor): ListPage<A> => ({
  data: rows.slice(0, cursor.limit),
  hasMore: rows.length > cursor.limit,
})

/** The refusal of a cursor naming an item that is not in the list read (another list's, or gone). */
export const unknownCursor = () => unprocessable("starting_after names no item of this list: start again without it.")

/** The page storage read, or the refusal when the item the cursor named is not in this list. */
export const orUnknownCursor = <A, E, R>(page: Effect.Effect<Option.Option<ListPage<A>>, E, R>) =>
  Effect.flatMap(page, Option.match({ onNone: () => Effect.fail(unknownCursor()), onSome: Effect.succeed }))
