import { SqlClient } from "@effect/sql"
import { Cause, Context, Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { repository } from "./client"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

class Probe extends Context.Tag("test/Probe")<
  Probe,
  { readonly count: Effect.Effect<number>; readonly writeMarkedAsRead: Effect.Effect<number> }
>() {}

const ProbeLive = repository(Probe, (on) => ({
  count: on.read(() =>
    Effect.map(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`select count(*)::int as n from facilities`),
      (rows) => rows[0]!.n,
    ),
  )(),
  writeMarkedAsRead: on.read(() =>
    Effect.map(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ n: number }>`update facilities set name = name where false returning 1 as n`,
      ),
      (rows) => rows.length,
    ),
  )(),
}))

const run = <A>(pick: (probe: Context.Tag.Service<Probe>) => Effect.Effect<A>) =>
  engine.sql((sql) =>
    Effect.exit(
      Effect.flatMap(Probe, pick).pipe(Effect.provide(ProbeLive), Effect.provideService(SqlClient.SqlClient, sql)),
    ),
  )

describe("storage calls marked as reads", () => {
  it("run as one statement, and one that writes fails under the tests' check (VENUE_CHECK_READS)", async () => {
    expect(process.env.VENUE_CHECK_READS).toBe("1")
    expect(Exit.isSuccess(await run((p) => p.count))).toBe(true)
    const wrote = await run((p) => p.writeMarkedAsRead)
    const why = Exit.isFailure(wrote) ? (Cause.squash(wrote.cause) as { cause?: { message?: string } }) : undefined
    expect(why?.cause?.message).toMatch(/read-only transaction/)
  })
})
