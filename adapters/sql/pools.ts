import { SqlError } from "@effect/sql/SqlError"
import { PgClient } from "@effect/sql-pg"
import { Context, Duration, Effect, Metric, Schedule } from "effect"
import pg from "pg"
import { cancelOnlyOwnStatements } from "./cancelSafePool"

/** How column values arrive: ids and numerics as numbers, dates as text. */
const pgTypes = {
  getTypeParser: (oid: number, format?: "text" | "binary") => {
    if (format !== "binary") {
      // bigint and numeric as numbers (ids, ratings); dates as the YYYY-MM-DD the API speaks.
      if (oid === 20 || oid === 1700) return (value: string) => Number(value)
      if (oid === 1082) return (value: string) => value
      // Arrays of them too (ids a clinic or plan lists): numbers, as the rows' schemas say.
      if (oid === 1016 || oid === 1231) {
        const items = (pg.types.getTypeParser as (oid: number) => (value: string) => Array<string | null>)(oid)
        return (value: string) => items(value).map((item) => (item === null ? null : Number(item)))
      }
    }
    return pg.types.getTypeParser(oid, format)
  },
}

// OpenTelemetry's database client names: connections by state, requests waiting for one, the cap.
const connections = Metric.gauge("db_client_connection_count", {
  description: "The pool's connections, by state (used, idle)",
})
const pending = Metric.gauge("db_client_connection_pending_requests", {
  description: "Statements waiting for a connection of the pool",
})
const most = Metric.gauge("db_client_connection_max", { description: "The most connections the pool opens" })

/** How often a pool's use is read for `/metrics`. */
const LOOK_EVERY = Duration.seconds(5)

const watch = (name: string, pool: pg.Pool) => {
  const tagged = <M extends Metric.Metric.Gauge<number>>(m: M) => Metric.tagged(m, "pool", name)
  return Effect.all([
    Metric.set(Metric.tagged(tagged(connections), "state", "used"), pool.totalCount - pool.idleCount),
    Metric.set(Metric.tagged(tagged(connections), "state", "idle"), pool.idleCount),
    Metric.set(tagged(pending), pool.waitingCount),
    Metric.set(tagged(most), pool.options.max ?? 10),
  ])
}

/**
 * What the database says to this server's own statements while they run (`raise notice` from a
 * trigger, message = channel, detail = payload): heard before the statement's answer, so before the
 * request that wrote goes on. The session cache hears its own writes this way (migration 0077).
 */
export class StatementNotices extends Context.Tag("venue/StatementNotices")<
  StatementNotices,
  { readonly subscribe: (channel: string, heard: (payload: string) => void) => () => void }
>() {}

const noticesOf = (pool: pg.Pool): Context.Tag.Service<StatementNotices> => {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  pool.on("connect", (client) =>
    client.on("notice", (notice) => {
      for (const heard of listeners.get(notice.message ?? "") ?? []) heard(notice.detail ?? "")
    }),
  )
  return {
    subscribe: (channel, heard) => {
      const set = listeners.get(channel) ?? new Set()
      listeners.set(channel, set.add(heard))
      return () => set.delete(heard)
    },
  }
}

export interface PoolOptions {
  /** The pool's name in `/metrics`: `primary`, `replica-1` …; never its address. */
  readonly name: string
  /** Fail at the start unless the database answers (the primary); a replica may come up later. */
  readonly checked: boolean
}

/**
 * A PgClient over a `pg` pool of ours, so its use (connections in use and idle, statements
 * waiting) can be read into `/metrics`. The one way the server connects: primary and replicas.
 */
export const pooledClient = (url: string, options: PoolOptions) =>
  Effect.gen(function* () {
    const pool = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const made = new pg.Pool({
          connectionString: url,
          types: pgTypes,
          max: 10,
          application_name: "venue",
          connectionTimeoutMillis: options.checked ? undefined : 2000,
        })
        // A server that goes away drops idle connections: the next statement reconnects, never a crash.
        made.on("error", () => undefined)
        return cancelOnlyOwnStatements(made)
      }),
      (pool) => Effect.promise(() => pool.end().catch(() => undefined)).pipe(Effect.timeoutOption(1000)),
    )
    if (options.checked)
      yield* Effect.tryPromise({
        try: () => pool.query("select 1"),
        catch: (cause) => new SqlError({ cause, message: "PgClient: Failed to connect" }),
      }).pipe(
        Effect.timeoutFail({
          duration: Duration.seconds(5),
          onTimeout: () =>
            new SqlError({ cause: new Error("Connection timed out"), message: "PgClient: Connection timed out" }),
        }),
      )
    yield* Effect.forkScoped(Effect.repeat(watch(options.name, pool), Schedule.spaced(LOOK_EVERY)))
    const client = yield* PgClient.fromPool({ acquire: Effect.succeed(pool) })
    return Object.assign(client, { notices: noticesOf(pool) })
  })
