import { SqlClient } from "@effect/sql"
import { Effect, Either } from "effect"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parseConfig } from "../config"
import { DatabaseLive } from "./database"
import { limitRole, unbounded } from "./timeouts"
import { clonePostgres } from "../../fixtures/testing/template"
import { testDatabaseUrl } from "../../fixtures/testing/testDatabase"

let clone: Awaited<ReturnType<typeof clonePostgres>>
beforeAll(async () => {
  clone = await clonePostgres(testDatabaseUrl())
})
afterAll(() => clone?.drop())

const onClone = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
  Effect.runPromise(Effect.scoped(Effect.provide(effect, DatabaseLive({ databaseUrl: clone.url, dataDir: undefined }))))

/** A session opened after the defaults changed, as a pooler's or a new server's would be. */
const session = async () => {
  const client = new pg.Client({ connectionString: clone.url })
  client.on("error", () => {})
  await client.connect()
  return client
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (e: { code?: string }) => e.code,
  )

describe("the server's database role's timeouts", () => {
  it("end a runaway statement and a transaction left open, in every new session of the role", async () => {
    await onClone(limitRole({ statement: "300ms", idleInTransaction: "400ms" }))
    const client = await session()
    try {
      expect((await client.query("show statement_timeout")).rows[0].statement_timeout).toBe("300ms")
      expect(await codeOf(client.query("select pg_sleep(1)"))).toBe("57014")
      await client.query("begin")
      await new Promise((resolve) => setTimeout(resolve, 900))
      // The server ended the idle transaction's session (25P03 or the connection gone).
      expect(await codeOf(client.query("select 1"))).not.toBe("none")
    } finally {
      await client.end().catch(() => {})
    }
  })

  it("spare an operator's long work, and are written once however many servers start", async () => {
    await onClone(limitRole({ statement: "300ms", idleInTransaction: "400ms" }))
    await onClone(limitRole({ statement: "300ms", idleInTransaction: "400ms" }))
    const settings = await onClone(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ setting: string }>`
          select unnest(setconfig) as setting from pg_db_role_setting
          where setdatabase = (select oid from pg_database where datname = current_database())
          order by 1`,
      ),
    )
    expect(settings.map((s) => s.setting)).toEqual([
      "idle_in_transaction_session_timeout=400ms",
      "statement_timeout=300ms",
    ])
    const long = await onClone(
      Effect.either(unbounded(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select pg_sleep(0.6)`))),
    )
    expect(Either.isRight(long)).toBe(true)
  })

  it("are read from the environment, and a value PostgreSQL would misread is refused with a sentence", async () => {
    const config = await Effect.runPromise(parseConfig({}))
    expect(config.databaseTimeouts).toEqual({ statement: "30s", idleInTransaction: "60s" })
    const refused = await Effect.runPromise(Effect.flip(parseConfig({ DATABASE_STATEMENT_TIMEOUT: "30 seconds" })))
    expect(refused.problems).toContain(
      'DATABASE_STATEMENT_TIMEOUT must be a duration such as 500ms, 30s or 2min (0: none); it is "30 seconds".',
    )
  })
})
