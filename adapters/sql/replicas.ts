import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Duration, Effect, FiberRef, Layer, Metric, Schedule } from "effect"
import { lsnOf, ReadFrom, ReadRouting } from "../storage"

/** A replica as last seen. */
interface ReplicaState {
  /** Host and port, never a password. */
  readonly at: string
  readonly up: boolean
  /** How far it has replayed the primary's WAL. */
  readonly replayed: bigint
  /** Seconds behind the primary: 0 when it had replayed all the primary had written at the last look. */
  readonly lagSeconds: number
}

/** Only the primary: the routing without replicas costs nothing. */
export const NoReplicas = Layer.succeed(ReadRouting, {
  enabled: false,
  position: Effect.succeed(""),
})

const whereOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || "5432"}`
}

/** How often each replica's replay is looked at: a state is at most this old. */
const LOOK_EVERY = Duration.millis(500)

const replicaUp = Metric.gauge("venue_replica_up", {
  description: "Whether the replica answered its last look (1) or not (0)",
})
const replicaLag = Metric.gauge("venue_replica_lag_seconds", {
  description: "How far behind the primary the replica's replay was at its last look",
})

/**
 * The SQL client over a primary and its streaming replicas: a statement or transaction goes to a
 * replica when its fiber is marked `ReadFrom.replica`, the replica answered its last look, is at
 * most `maxLagSeconds` behind and has replayed the caller's last write; to the primary otherwise
 * (also when the replica it picked cannot give a connection). Replicas take turns.
 */
export const routedClient = (
  primary: PgClient.PgClient,
  replicas: ReadonlyArray<{ readonly url: string; readonly client: PgClient.PgClient }>,
  maxLagSeconds: number,
) =>
  Effect.gen(function* () {
    const states: Array<ReplicaState> = replicas.map((r) => ({
      at: whereOf(r.url),
      up: false,
      replayed: 0n,
      lagSeconds: Infinity,
    }))
    const look = Effect.gen(function* () {
      const [now] = yield* primary<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`
      const written = lsnOf(now!.lsn) ?? 0n
      yield* Effect.forEach(
        replicas,
        (replica, i) =>
          replica.client<{ lsn: string | null; behind: number | null }>`
            select pg_last_wal_replay_lsn()::text as lsn,
              extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as behind`.pipe(
            Effect.timeout(Duration.seconds(1)),
            Effect.map(([row]) => {
              const replayed = row?.lsn === null || row === undefined ? undefined : lsnOf(row.lsn)
              // Not a standby (no replay), or unreadable: never read from it.
              if (replayed === undefined) return { ...states[i]!, up: false }
              const lagSeconds = replayed >= written ? 0 : Number(row!.behind ?? Infinity)
              return { ...states[i]!, up: true, replayed, lagSeconds }
            }),
            Effect.orElseSucceed(() => ({ ...states[i]!, up: false })),
            Effect.tap((state) =>
              Effect.zipRight(
                Metric.set(Metric.tagged(replicaUp, "replica", state.at), state.up ? 1 : 0),
                Number.isFinite(state.lagSeconds)
                  ? Metric.set(Metric.tagged(replicaLag, "replica", state.at), state.lagSeconds)
                  : Effect.void,
              ),
            ),
            Effect.flatMap((state) => {
              const was = states[i]!.up
              states[i] = state
              if (was === state.up) return Effect.void
              return state.up
                ? Effect.logInfo(`Replica ${state.at} answers: reads that may lag go to it`)
                : Effect.logWarning(`Replica ${state.at} does not answer: its reads go to the primary`)
            }),
          ),
        { concurrency: "unbounded", discard: true },
      )
    }).pipe(Effect.catchAllCause((cause) => Effect.logDebug("Could not look at the replicas", cause)))
    yield* look
    yield* Effect.forkScoped(Effect.repeat(look, Schedule.spaced(LOOK_EVERY)))

    let turn = 0
    const pick = Effect.map(FiberRef.get(ReadFrom), (from): PgClient.PgClient => {
      if (!from.replica) return primary
      for (let k = 0; k < replicas.length; k++) {
        const i = (turn + k) % replicas.length
        const s = states[i]!
        if (s.up && s.lagSeconds <= maxLagSeconds && (from.after === undefined || s.replayed >= from.after)) {
          turn = i + 1
          return replicas[i]!.client
        }
      }
      return primary
    })
    const acquire = Effect.flatMap(pick, (chosen) =>
      chosen === primary ? primary.reserve : Effect.orElse(chosen.reserve, () => primary.reserve),
    )
    const client = yield* SqlClient.make({
      acquirer: acquire,
      transactionAcquirer: acquire,
      compiler: PgClient.makeCompiler(),
      spanAttributes: [["db.system.name", "postgresql"]],
    })
    const routing = ReadRouting.of({
      enabled: true,
      position: Effect.orDie(
        Effect.map(primary<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`, ([r]) => r!.lsn),
      ),
    })
    return { client, routing }
  })
