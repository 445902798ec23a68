import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** The audit log through HTTP: staff's writes kept by the database's triggers, read by managers. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

interface Entry {
  id: number
  actor: { id: number; name: string }
  request_id: string | null
  request: string | null
  subject: string
  subject_id: number | null
  action: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

describe("the audit log", () => {
  it("keeps who changed what, with before and after and the request, for staff's writes only", async () => {
    const { facility, manager, desk, booking } = await makeClub(server)
    const made = await booking()
    const path = `/api/reservations/${made.id}/toggle_official_match`
    const toggled = await desk.request("PUT", path, {}, { "x-request-id": "audit-test-toggle" })
    expect(toggled.status).toBe(200)

    const logs = `/api/facilities/${facility.id}/logs`
    const day = await manager.get(logs)
    expect(day.status).toBe(200)
    const entries = day.body as Array<Entry>
    const toggle = entries.find((e) => e.request_id === "audit-test-toggle")
    expect(toggle).toMatchObject({
      request: `PUT ${path}`,
      subject: "reservations",
      subject_id: made.id,
      action: "changed",
      before: { official_match: false },
      after: { official_match: true },
    })
    // The player's own booking is theirs, not a staff write.
    expect(entries.some((e) => e.subject === "reservations" && e.action === "created")).toBe(false)
    // The manager's setup of the club is there: its courts created, its booking window changed.
    expect(entries.filter((e) => e.subject === "courts" && e.action === "created").length).toBeGreaterThan(0)
    expect(entries.find((e) => e.subject === "facilities" && e.after?.max_hours_range !== undefined)).toMatchObject({
      action: "changed",
      subject_id: facility.id,
    })
    expect(entries.every((e) => e.actor.name.length > 0)).toBe(true)

    const bySubject = await manager.get(`${logs}?subject=reservations`)
    expect((bySubject.body as Array<Entry>).map((e) => e.id)).toEqual([toggle!.id])
    const byActor = await manager.get(`${logs}?actor_id=${toggle!.actor.id}`)
    expect((byActor.body as Array<Entry>).every((e) => e.actor.id === toggle!.actor.id)).toBe(true)
    expect((await manager.get(`${logs}?date=2020-01-01`)).body).toEqual([])
    expect((await manager.get(`${logs}?page=2`)).body).toEqual([])
  })

  it("is read by the club's managers only, refuses bad filters, and cannot be changed", async () => {
    const { facility, desk, player } = await makeClub(server)
    const other = await makeClub(server)
    const logs = `/api/facilities/${facility.id}/logs`
    expect((await desk.get(logs)).status).toBe(403)
    expect((await player.get(logs)).status).toBe(403)
    expect((await other.manager.get(logs)).status).toBe(403)
    for (const query of ["date=May%201", "page=0", "page=1001", "subject=drop%20table", "actor_id=x"]) {
      const refused = await other.manager.get(`/api/facilities/${other.facility.id}/logs?${query}`)
      expect(refused.status, query).toBe(400)
      expect(refused.body.message, query).toMatch(/\w+ \w+/)
    }
    const edit = (statement: string) => server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)))
    await expect(edit(`update audit_log set subject = 'x' where facility_id = ${facility.id}`)).rejects.toThrow()
    await expect(edit(`delete from audit_log where facility_id = ${facility.id}`)).rejects.toThrow()
    await expect(edit("truncate audit_log")).rejects.toThrow()
    expect((await other.manager.get(`/api/facilities/${other.facility.id}/logs`)).body.length).toBeGreaterThan(0)
  })
})
