import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { makeBackup, restoreBackup } from "./backup"
import { StatisticsLive } from "./statistics"
import { statisticsAfterImport } from "../storage"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

/** When each table was last analysed by a command (autovacuum's own runs are not counted: it is off here). */
const analysedAt = () =>
  engine
    .sql(
      (sql) => sql<{ relname: string; at: Date | null }>`
        select relname, last_analyze as at from pg_stat_user_tables where schemaname = 'public'`,
    )
    .then((rows) => new Map(rows.map((r) => [r.relname, r.at === null ? 0 : new Date(r.at).getTime()])))

describe("the planner's statistics", () => {
  it("are there for every table once migrations ran, whether or not autovacuum ever did", async () => {
    const never = await engine.sql(
      (sql) => sql<{ relname: string }>`
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
    )
    expect(never.map((r) => r.relname)).toEqual([])
  })

  it("are gathered after an import that wrote, of what it wrote, and not after a dry run", async () => {
    const before = await analysedAt()
    const imported = (dry_run: boolean) =>
      engine.sql(() =>
        statisticsAfterImport("members")(Effect.succeed({ dry_run })).pipe(Effect.provide(StatisticsLive)),
      )
    await imported(true)
    expect((await analysedAt()).get("users")).toBe(before.get("users"))
    await imported(false)
    const after = await analysedAt()
    for (const table of ["users", "facility_users", "family_links"])
      expect(after.get(table), table).toBeGreaterThan(before.get(table) ?? 0)
    expect(after.get("reservations")).toBe(before.get("reservations"))
  })

  it("are gathered for every table after a restore", async () => {
    const club = await engine.facility()
    await engine.person([club.id, "player"])
    const backup = await engine.sql(() => makeBackup())
    const before = Date.now()
    await engine.sql(() => restoreBackup(backup, { replace: true }))
    const after = await analysedAt()
    for (const table of ["users", "reservations", "payments", "memberships"])
      expect(after.get(table), table).toBeGreaterThanOrEqual(before - 1000)
  })
})
