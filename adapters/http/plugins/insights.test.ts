import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { localDate } from "../../../engine/dates"

/** Insights through HTTP: the contract (staff of the club only, periods checked); the figures are the service's tests. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const NY = "America/New_York"

describe("club insights", () => {
  it("answers the club's staff with each report, and no one else", async () => {
    const club = await makeClub(server)
    const other = await makeClub(server)
    await club.booking()
    const tomorrow = localDate(new Date(Date.now() + 86_400_000), NY)
    const base = `/api/facilities/${club.facility.id}/insights`
    const range = `from=${tomorrow}&to=${tomorrow}`

    const occupancy = await club.desk.get(`${base}/occupancy?${range}&compare=year`)
    expect(occupancy.status).toBe(200)
    // Open all day on one court, one hour booked.
    expect(occupancy.body.overall).toEqual({ open_hours: 24, booked_hours: 1, rate: 0.0417 })
    expect(occupancy.body.previous.overall.booked_hours).toBe(0)

    const revenue = await club.manager.get(`${base}/revenue?${range}&bucket=week`)
    expect(revenue.status).toBe(200)
    expect(revenue.body).toMatchObject({ bucket: "week", currency: "USD", totals: { money_total: 0 } })
    for (const report of ["people?bucket=week&", "behaviour?"]) {
      const answer = await club.manager.get(`${base}/${report}${range}`)
      expect(answer.status).toBe(200)
    }

    for (const caller of [club.player, other.manager]) {
      const refused = await caller.get(`${base}/occupancy?${range}`)
      expect(refused.status).toBe(403)
    }
    const anonymous = await fetch(`${server.url}${base}/occupancy?${range}`)
    expect(anonymous.status).toBe(401)
  })

  it("refuses a period it cannot read with a sentence", async () => {
    const club = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}/insights`
    const backwards = await club.manager.get(`${base}/revenue?from=2026-12-08&to=2026-12-01`)
    expect(backwards.status).toBe(422)
    expect(backwards.body.message).toBe("The period must end on or after the day it starts.")
    const long = await club.manager.get(`${base}/occupancy?from=2020-01-01&to=2026-01-01`)
    expect(long.status).toBe(422)
    for (const bad of ["from=2026-13-01&to=2026-12-01", "to=2026-12-01", "from=2026-12-01&to=2026-12-02&bucket=year"]) {
      const answer = await club.manager.get(`${base}/revenue?${bad}`)
      expect([400, 422]).toContain(answer.status)
      expect(typeof answer.body.message).toBe("string")
    }
  })
})
