import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { makeBackup, restoreBackup } from "./backup"
import { gatherStatistics, StatisticsLive } from "./statistics"
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
  it("are gathered for every table with rows, and an empty one is left as never analysed (sized by its pages)", async () => {
    await engine.facility()
    await engine.sql(() => gatherStatistics())
    const [facilities, deliveries] = await engine.sql(
      (sql) => sql<{ relname: string; reltuples: number }>`
        select relname, reltuples::float8 as reltuples from pg_class
        where relname in ('facilities', 'webhook_deliveries') and relkind = 'r' order by relname`,
    )
    expect(facilities!.reltuples).toBeGreaterThan(0)
    expect(deliveries!.reltuples).toBe(-1)
  })

  it("are gathered after an import that wrote, of what it wrote, and not after a dry run", async () => {
    const club = await engine.facility()
    await engine.person([club.id, "player"])
    const before = await analysedAt()
    const imported = (dry_run: boolean) =>
      engine.sql(() =>
        statisticsAfterImport("members")(Effect.succeed({ dry_run })).pipe(Effect.provide(StatisticsLive)),
      )
    await imported(true)
    expect((await analysedAt()).get("users")).toBe(before.get("users"))
    await imported(false)
    const after = await analysedAt()
    for (const table of ["users", "facility_users"])
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
    for (const table of ["users", "facilities", "facility_users"])
      expect(after.get(table), table).toBeGreaterThanOrEqual(before - 1000)
    expect(after.get("webhook_deliveries"), "an empty table").toBeLessThan(before - 1000)
  })
})
