import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ReservationStatus } from "../../engine/reservations"
import * as fs from "node:fs"
import * as path from "node:path"
import { MembershipStatus } from "../../engine/membership"
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
    const root = path.resolve(import.meta.dirname, "../..")
    const lists = [
      /['"]booked['"],\s*['"]checked['"]/,
      /['"]active['"],\s*(['"]paused['"],\s*)?['"]cancel_scheduled['"]/,
    ]
    const homes = new Set(["engine/reservations.ts", "engine/membership.ts"])
    const copies = ["engine", "adapters", "cli", "web/src", "fixtures", "bench"].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("migrations"))
        .map((f) => path.join(dir, f))
        .filter((f) => !homes.has(f) && lists.some((l) => l.test(fs.readFileSync(path.join(root, f), "utf8")))),
    )
    expect(copies).toEqual([])
  })
})
