import * as Reactivity from "@effect/experimental/Reactivity"
import { Effect, Exit, Fiber, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { testDatabaseUrl } from "../../fixtures/testing/testDatabase"
import { rowsOf } from "./client"
import { pooledClient } from "./pools"

const Pid = Schema.Struct({ pid: Schema.Number })

/** Runs `use` with a pool of ten connections over the test database. */
const withPool = <A, E>(use: (sql: Effect.Effect.Success<ReturnType<typeof pooledClient>>) => Effect.Effect<A, E>) =>
  Effect.runPromise(
    Effect.scoped(Effect.flatMap(pooledClient(testDatabaseUrl(), { name: "test", checked: true }), use)).pipe(
      Effect.provide(Reactivity.layer),
    ),
  )

const sleep = (sql: Effect.Effect.Success<ReturnType<typeof pooledClient>>, seconds: number) =>
  rowsOf(Pid)(sql`select pg_backend_pid() as pid, pg_sleep(${seconds})::text as slept`)

describe("cancelling an interrupted statement", () => {
  it("never ends another caller's statement, however late the cancel gets a connection", () =>
    withPool((sql) =>
      Effect.gen(function* () {
        // One statement to interrupt, nine keeping the pool full so its cancel waits for a connection.
        const interrupted = yield* Effect.fork(sleep(sql, 0.4))
        const busy = yield* Effect.forEach(Array.from({ length: 9 }), () => Effect.fork(sleep(sql, 0.9)))
        yield* Effect.sleep("100 millis")
        // Next in line: it gets the interrupted statement's connection when that one finishes on its own.
        const innocent = yield* Effect.fork(sleep(sql, 0.7))
        yield* Effect.sleep("50 millis")
        const interrupting = yield* Effect.fork(Fiber.interrupt(interrupted))
        const answer = yield* Fiber.await(innocent)
        expect(answer._tag, String(Exit.isFailure(answer) ? answer.cause : "")).toBe("Success")
        expect(Exit.isInterrupted(yield* Fiber.join(interrupting))).toBe(true)
        yield* Fiber.joinAll(busy)
      }),
    ))

  it("still stops a long statement at once, and drops its connection", () =>
    withPool((sql) =>
      Effect.gen(function* () {
        const long = yield* Effect.fork(sleep(sql, 30))
        yield* Effect.sleep("200 millis")
        const [running] = yield* rowsOf(Pid)(
          sql`select pid from pg_stat_activity where query like '%pg_sleep(%' and state = 'active' and pid <> pg_backend_pid()`,
        )
        const started = Date.now()
        yield* Fiber.interrupt(long)
        yield* Effect.sleep("200 millis")
        expect(Date.now() - started).toBeLessThan(5_000)
        const still = yield* rowsOf(Pid)(
          sql`select pid from pg_stat_activity where pid = ${running!.pid} and state = 'active' and pid <> pg_backend_pid()`,
        )
        expect(still).toEqual([])
        const used = yield* Effect.forEach(Array.from({ length: 10 }), () => sleep(sql, 0), { concurrency: 10 })
        expect(used.map((r) => r[0]!.pid)).not.toContain(running!.pid)
      }),
    ))
})
