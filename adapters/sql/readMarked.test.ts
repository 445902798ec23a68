import { SqlClient, Statement } from "@effect/sql"
import { Cause, Context, Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { attributeWrites } from "../../engine/auditLog/rules"
import { repository } from "./client"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

class Probe extends Context.Tag("test/Probe")<
  Probe,
  {
    readonly count: Effect.Effect<number>
    readonly countAttributed: Effect.Effect<number>
    readonly writeMarkedAsRead: Effect.Effect<number>
  }
>() {}

const countFacilities = () =>
  Effect.map(
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`select count(*)::int as n from facilities`),
    (rows) => rows[0]!.n,
  )

const ProbeLive = repository(Probe, (on) => ({
  count: on.read(countFacilities)(),
  countAttributed: on(countFacilities)(),
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

/** Runs a probe's call as a staff member's write request would (its writes attributed), with the statements it sent. */
const run = async <A>(pick: (probe: Context.Tag.Service<Probe>) => Effect.Effect<A>) => {
  const sent: Array<string> = []
  const exit = await engine.sql((sql) =>
    Effect.exit(
      Effect.zipRight(
        attributeWrites({ actorId: 1, requestId: "req-read", request: "POST /api/probe" }),
        Statement.withTransformer(Effect.flatMap(Probe, pick), (statement) => {
          sent.push(statement.compile()[0])
          return Effect.succeed(statement)
        }),
      ).pipe(Effect.provide(ProbeLive), Effect.provideService(SqlClient.SqlClient, sql)),
    ),
  )
  return { exit, sent }
}

describe("storage calls marked as reads", () => {
  it("are not attributed for the audit log, and one that writes fails under the tests' check (VENUE_CHECK_READS)", async () => {
    expect(process.env.VENUE_CHECK_READS).toBe("1")
    const read = await run((p) => p.count)
    expect(Exit.isSuccess(read.exit)).toBe(true)
    expect(read.sent.filter((s) => s.includes("set_config"))).toEqual([])
    // The same call not marked is attributed first.
    const attributed = await run((p) => p.countAttributed)
    expect(attributed.sent.filter((s) => s.includes("set_config"))).toHaveLength(1)
    const { exit: wrote } = await run((p) => p.writeMarkedAsRead)
    const why = Exit.isFailure(wrote) ? (Cause.squash(wrote.cause) as { cause?: { message?: string } }) : undefined
    expect(why?.cause?.message).toMatch(/read-only transaction/)
  })
})
