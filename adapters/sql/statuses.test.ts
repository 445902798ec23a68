import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sourceFiles, sourceText } from "../../fixtures/testing/sources"
import { ReservationStatus } from "../../engine/reservations/rules"
import { MembershipStatus } from "../../engine/memberships/rules"
import { ACTIVE, MEMBERSHIP_HELD } from "./statuses"
import { startEngine } from "../../fixtures/testing/engine"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

describe("active statuses", () => {
  it("the database's guard against double booking covers exactly the engine's active statuses", async () => {
    const [constraint] = await engine.sql(
      (sql) => sql<{ def: string }>`
        select pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = 'reservations'::regclass and contype = 'x'`,
    )
    const quoted = (status: string) => constraint!.def.includes(`'${status}'`)
    const inConstraint = ReservationStatus.literals.filter(quoted)
    const inQueries = ReservationStatus.literals.filter((s) => ACTIVE.includes(`'${s}'`))
    expect(inConstraint).toEqual(inQueries)
    expect(inQueries).toEqual(["booked", "checked"])
  })

  it("one live membership per person and plan: the unique index holds exactly the engine's held statuses", async () => {
    const [index] = await engine.sql(
      (sql) =>
        sql<{ def: string }>`select indexdef as def from pg_indexes where indexname = 'memberships_one_live_per_plan'`,
    )
    const inIndex = MembershipStatus.literals.filter((s) => index!.def.includes(`'${s}'`))
    expect(inIndex).toEqual(MembershipStatus.literals.filter((s) => MEMBERSHIP_HELD.includes(`'${s}'`)))
  })

  it("are written once: no query, screen or service spells a list of them out", () => {
    const lists = [
      /['"]booked['"],\s*['"]checked['"]/,
      /['"]active['"],\s*(['"]paused['"],\s*)?['"]cancel_scheduled['"]/,
    ]
    const homes = new Set(["engine/reservations/rules.ts", "engine/memberships/rules.ts"])
    const copies = sourceFiles(["engine", "adapters", "cli", "web/src", "fixtures", "bench"]).filter(
      (f) => !f.includes("migrations") && !homes.has(f) && lists.some((l) => l.test(sourceText(f))),
    )
    expect(copies).toEqual([])
  })
})
