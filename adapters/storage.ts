import { Context, Effect, FiberRef } from "effect"

export type Engine = "embedded" | "postgresql"

/**
 * What the running process knows of its database, for the few places that differ (backups,
 * events) and for readiness: which engine, where its files are, and whether it answers.
 */
export class DatabaseInfo extends Context.Tag("venue/DatabaseInfo")<
  DatabaseInfo,
  {
    readonly engine: Engine
    readonly dataDir: string | undefined
    /** Succeeds when the database answers; its failure is the answer, not a defect. */
    readonly ping: Effect.Effect<void, unknown>
  }
>() {}

/** The bulk imports, each by what it brings (`venue members import` …). */
export type ImportKind = "members" | "teachers" | "clinics" | "memberships" | "products" | "series"

/** The planner's statistics, gathered when a bulk write made them stale rather than whenever autovacuum comes. */
export class Statistics extends Context.Tag("venue/Statistics")<
  Statistics,
  { readonly afterImport: (kind: ImportKind) => Effect.Effect<void> }
>() {}

/** After a bulk import that wrote (not a dry run), the statistics of what it wrote. */
export const statisticsAfterImport =
  (kind: ImportKind) =>
  <A extends { readonly dry_run: boolean }, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.tap(effect, (result) =>
      result.dry_run ? Effect.void : Effect.flatMap(Statistics, (statistics) => statistics.afterImport(kind)),
    )

/**
 * Where a fiber's reads may go. Only reads that may be a moment behind (the public calendar, the
 * desk's day board, reports, lists) are marked `replica`, with the primary's position after the
 * caller's own last write: a replica is chosen only once it has replayed that far, so a person
 * always reads back what they wrote, whichever app server they reach.
 */
export interface ReadFrom {
  readonly replica: boolean
  readonly after: bigint | undefined
}

export const ReadFrom = FiberRef.unsafeMake<ReadFrom>({ replica: false, after: undefined })

/** A WAL position (`X/Y`, two hex numbers) as one number, to compare; undefined when it is none. */
export const lsnOf = (text: string): bigint | undefined => {
  const m = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text)
  return m === null ? undefined : (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`)
}

/** What the read routing knows: whether there are replicas, and the primary's position now (for the caller's next reads). */
export class ReadRouting extends Context.Tag("venue/ReadRouting")<
  ReadRouting,
  {
    readonly enabled: boolean
    /** The primary's WAL position now, as text (`0/16B3748`): what a reader must have replayed to show it. */
    readonly position: Effect.Effect<string>
  }
>() {}
