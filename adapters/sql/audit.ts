import { SqlClient } from "@effect/sql"
import { Effect, FiberRef, Option } from "effect"
import { Attributed } from "../../engine/auditLog/rules"

/**
 * Runs a storage call with the transaction's attribution set first, so the audit triggers know
 * who: inside the caller's transaction, or in one of its own when there is none (`set_config`'s
 * local settings live as long as a transaction).
 */
export const withAttribution =
  (sql: SqlClient.SqlClient) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(FiberRef.get(Attributed), (who) => {
      if (who === undefined) return effect
      const mark = sql`select set_config('venue.actor_id', ${String(who.actorId)}, true),
        set_config('venue.request_id', ${who.requestId ?? ""}, true),
        set_config('venue.request', ${who.request.slice(0, 300)}, true),
        set_config('venue.app_id', ${who.appId === undefined ? "" : String(who.appId)}, true)`.pipe(Effect.orDie)
      return Effect.flatMap(Effect.serviceOption(SqlClient.TransactionConnection), (open) =>
        Option.isSome(open)
          ? Effect.zipRight(mark, effect)
          : (sql.withTransaction(Effect.zipRight(mark, effect)) as Effect.Effect<A, E, R>),
      )
    })
