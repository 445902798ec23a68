import type { SqlClient, SqlError, Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import { type Cursor, type ListPage, pageOf } from "../../engine/lists"

/**
 * The keyset a cursor resumes at: `anchor` reads the sort keys of the item it names, from the same
 * rows and under the same scope as the list (so an id of another club's or another person's list
 * positions nothing), in the order `keys` lists them.
 */
export interface Keyset {
  /** The list's sort keys as the list's query names them, e.g. `a.at, a.id`. */
  readonly keys: string
  readonly order: "asc" | "desc"
  /** `select <the same keys> from … where id = <startingAfter> and <the list's scope>`; undefined from the start. */
  readonly anchor: Statement.Fragment | undefined
}

/** The list's condition for rows past the anchor in its order (a row comparison the list's index serves). */
export const pastAnchor = (sql: SqlClient.SqlClient, keyset: Keyset) =>
  keyset.anchor === undefined
    ? sql`true`
    : sql`(${sql.literal(keyset.keys)}) ${sql.literal(keyset.order === "desc" ? "<" : ">")} (${keyset.anchor})`

/**
 * A page of a list read `limit + 1` at a time; none when the cursor's item is not in the list
 * (checked only when nothing came after it, so a full page costs one statement).
 */
export const keysetPage = <A, E, R>(
  sql: SqlClient.SqlClient,
  cursor: Cursor,
  anchor: Statement.Fragment | undefined,
  rows: Effect.Effect<ReadonlyArray<A>, E, R>,
): Effect.Effect<Option.Option<ListPage<A>>, E | SqlError.SqlError, R> =>
  Effect.flatMap(rows, (read) =>
    read.length > 0 || anchor === undefined
      ? Effect.succeed(Option.some(pageOf(read, cursor)))
      : Effect.map(sql`select 1 from (${anchor}) anchor`, (found) =>
          found.length === 0 ? Option.none() : Option.some(pageOf(read, cursor)),
        ),
  )
