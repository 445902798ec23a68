import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ReservationStatus } from "../../engine/reservations"
import { ACTIVE } from "./statuses"
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
})
