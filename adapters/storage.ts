import { Context, type Effect } from "effect"

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
