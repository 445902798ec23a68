import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { attributeWrites } from "./rules"
import { localDate } from "../dates"
import { AuditLog } from "./service"
import { Groups } from "../notes/groups"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const audit = Effect.serviceFunctions(AuditLog)
const groups = Effect.serviceFunctions(Groups)

describe("the audit log", () => {
  it("holds every attributed staff write of the club's day, for its managers only, and no other club's", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const other = await engine.facility()
    const otherManager = await engine.person([other.id, "manager"])

    // As the HTTP edge does for a staff member's write request.
    const asRequest = attributeWrites({ actorId: desk.id, requestId: "req-audit-1", request: "POST /api/test" })
    Either.getOrThrow(
      await engine.as(
        desk.caller,
        Effect.zipRight(asRequest, groups.create({ facility_id: facility.id, title: "Early birds" })),
      ),
    )
    const today = localDate(new Date(), facility.time_zone)
    const entries = Either.getOrThrow(await engine.as(manager.caller, audit.day(facility.id, { date: today })))
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.every((e) => e.actor.id === desk.id && e.request_id === "req-audit-1")).toBe(true)
    expect(entries.map((e) => e.action)).toContain("created")

    expect(Either.getOrThrow(await engine.as(otherManager.caller, audit.day(other.id, { date: today })))).toEqual([])
    const refused = await engine.as(desk.caller, audit.day(facility.id, {}))
    expect(refusalOf(refused)._tag).toBe("Forbidden")
    const elsewhere = await engine.as(otherManager.caller, audit.day(facility.id, {}))
    expect(refusalOf(elsewhere)._tag).toBe("Forbidden")
  })
})
