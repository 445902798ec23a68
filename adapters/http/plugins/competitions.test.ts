import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** Competitions through HTTP: the contract; the rules and the use cases are the engine's tests. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const competition = {
  name: "Winter Open",
  format: "single_elimination",
  sport: "tennis",
  team_size: 1,
  scoring: { sport: "tennis", best_of: 3, deciding_tiebreak: true, points_to: 11 },
  entries_open_at: new Date(Date.now() - 86_400_000).toISOString(),
  entries_close_at: new Date(Date.now() + 86_400_000).toISOString(),
  starts_on: day(3),
  ends_on: day(4),
}

describe("competitions", () => {
  it("are set up by managers, entered by members, and read by anyone, private players as initials", async () => {
    const { facility, manager, player, user } = await makeClub(server)
    const base = `/api/facilities/${facility.id}`
    expect((await player.post(`${base}/competitions`, competition)).status).toBe(403)
    const made = await manager.post(`${base}/competitions`, competition)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: "Winter Open", consolation: false, points_win: 2, fee: 0 })
    const division = await manager.post(`${base}/competitions/${made.body.id}/divisions`, { name: "Open", cap: 8 })
    expect([division.status, division.body.rating_min]).toEqual([201, null])

    const entered = await player.post(`${base}/competition_divisions/${division.body.id}/entries`, {
      player_id: user.id,
    })
    expect([entered.status, entered.body.status]).toEqual([201, "entered"])
    // The player keeps their profile private.
    await server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update users set public_profile = false where id = ${user.id}`),
    )
    const listed = await fetch(`${server.url}${base}/competitions`)
    expect(listed.status).toBe(200)
    expect((await listed.json())[0].divisions).toHaveLength(1)
    const sheet = await (await fetch(`${server.url}${base}/competition_divisions/${division.body.id}/draw`)).json()
    const shown = sheet.entries[0].players[0].name
    expect(shown).toMatch(/^[A-Z]{1,2}$/)
    expect(
      (await player.get(`${base}/competition_divisions/${division.body.id}/draw`)).body.entries[0].players[0].name,
    ).not.toBe(shown)

    // When the entry cannot play: its player says so and reads it back; a stranger finds nothing; a time that ends before it starts is refused.
    const away = `${base}/competition_entries/${entered.body.id}/unavailable`
    const times = { times: [{ date: day(3), hour_start: 9 * 3600, hour_end: 12 * 3600 }] }
    expect((await player.put(away, times)).body).toEqual(times)
    expect((await player.get(away)).body).toEqual(times)
    expect(
      (await player.put(away, { times: [{ date: day(3), hour_start: 12 * 3600, hour_end: 9 * 3600 }] })).status,
    ).toBe(400)
    const { client: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    expect((await stranger.get(away)).status).toBe(404)

    const withdrawn = await player.del(`${base}/competition_entries/${entered.body.id}`)
    expect([withdrawn.status, withdrawn.body.status]).toEqual([200, "withdrawn"])
  })

  it("refuse bad input with a sentence, and another club's staff and players reach nothing", async () => {
    const { facility, manager, player, user } = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${facility.id}`
    const bad = await manager.post(`${base}/competitions`, { ...competition, name: "" })
    expect(bad.status).toBe(400)
    const backwards = await manager.post(`${base}/competitions`, { ...competition, ends_on: day(2) })
    expect([backwards.status, backwards.body.message]).toEqual([
      422,
      "A competition ends on or after the day it starts.",
    ])
    // Made with its divisions, all or none: a second division of the same name undoes the first and the competition.
    const twice = await manager.post(`${base}/competitions`, {
      ...competition,
      name: "Twice",
      divisions: [
        { name: "Open", cap: 8 },
        { name: "Open", cap: 4 },
      ],
    })
    expect([twice.status, twice.body.message]).toEqual([409, "The competition has a division called Open already."])
    expect((await manager.get(`${base}/competitions`)).body.some((c: { name: string }) => c.name === "Twice")).toBe(
      false,
    )
    const withDivisions = await manager.post(`${base}/competitions`, {
      ...competition,
      name: "Ladies' Open",
      divisions: [
        { name: "A", cap: 8 },
        { name: "B", cap: 8, rating_max: 4 },
      ],
    })
    expect([withDivisions.status, withDivisions.body.divisions.map((d: { name: string }) => d.name)]).toEqual([
      201,
      ["A", "B"],
    ])

    const made = await manager.post(`${base}/competitions`, competition)
    const division = await manager.post(`${base}/competitions/${made.body.id}/divisions`, { name: "Open", cap: 8 })
    const entry = await player.post(`${base}/competition_divisions/${division.body.id}/entries`, { player_id: user.id })
    // Another club's manager, in their own club's address, finds none of it.
    const theirs = `/api/facilities/${other.facility.id}`
    expect((await other.manager.get(`${theirs}/competitions/${made.body.id}`)).status).toBe(404)
    expect((await other.manager.get(`${theirs}/competition_divisions/${division.body.id}/draw`)).status).toBe(404)
    expect((await other.player.del(`${theirs}/competition_entries/${entry.body.id}`)).status).toBe(404)
    // In this club's address, they are not its people.
    expect((await other.player.del(`${base}/competition_entries/${entry.body.id}`)).status).toBe(403)
    const { client: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    expect((await stranger.del(`${base}/competition_entries/${entry.body.id}`)).status).toBe(404)
    expect(
      (await stranger.post(`${base}/competition_divisions/${division.body.id}/entries`, { player_id: user.id })).status,
    ).toBe(403)
    expect(
      (await player.post(`${base}/competition_matches/1/score`, { ending: "played", sets: [{ a: -1, b: 6 }] })).status,
    ).toBe(400)
    expect((await manager.post(`${base}/competition_divisions/${division.body.id}/draw`)).body.message).toBe(
      "Entries are still open: the draw is made once they close.",
    )

    // An entry fee is paid with the entry: said how, or refused; with no credits, refused and nothing entered.
    const paid = await manager.post(`${base}/competitions`, { ...competition, name: "Paid Open", fee: 1500 })
    const paidDivision = await manager.post(`${base}/competitions/${paid.body.id}/divisions`, { name: "Open", cap: 8 })
    const enterPaid = (body: object) =>
      player.post(`${base}/competition_divisions/${paidDivision.body.id}/entries`, { player_id: user.id, ...body })
    expect((await enterPaid({})).body.message).toBe("This competition has an entry fee: say how you pay it.")
    expect((await enterPaid({ payment: { method: "bitcoin" } })).status).toBe(400)
    const short = await enterPaid({ payment: { method: "prepaid" } })
    expect([short.status, short.body.message]).toEqual([
      422,
      "The club credit balance is $0.00; $15.00 is more than that.",
    ])
    expect((await player.get(`${base}/competition_divisions/${paidDivision.body.id}/draw`)).body.entries).toEqual([])
  })

  it("are scheduled onto the club's courts by its managers, each match a booking the sheet shows", async () => {
    const { facility, manager, desk, player, court } = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${facility.id}`
    const made = await manager.post(`${base}/competitions`, competition)
    const division = await manager.post(`${base}/competitions/${made.body.id}/divisions`, { name: "Open", cap: 8 })
    const schedule = `${base}/competition_divisions/${division.body.id}/schedule`
    const ask = { dates: [day(3)], hour_start: 9 * 3600, hour_end: 12 * 3600, match_minutes: 60 }
    expect((await manager.post(schedule, { ...ask, match_minutes: 5 })).status).toBe(400)
    expect((await manager.post(schedule, ask)).body.message).toBe("Make the division's draw first.")
    for (let i = 0; i < 3; i++) {
      const { client, user } = await makeUser(server, { roles: [[facility.id, "player"]] })
      expect(
        (await client.post(`${base}/competition_divisions/${division.body.id}/entries`, { player_id: user.id })).status,
      ).toBe(201)
    }
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql`update competitions set entries_open_at = now() - interval '2 days', entries_close_at = now() - interval '1 second'
            where id = ${made.body.id}`,
      ),
    )
    expect((await manager.post(`${base}/competition_divisions/${division.body.id}/draw`)).status).toBe(201)
    expect((await player.post(schedule, ask)).status).toBe(403)
    expect(
      (
        await other.manager.post(
          `/api/facilities/${other.facility.id}/competition_divisions/${division.body.id}/schedule`,
          ask,
        )
      ).status,
    ).toBe(404)
    expect((await manager.post(schedule, { ...ask, court_ids: [other.court] })).body.message).toBe(
      "Matches are played on the club's open courts for the sport.",
    )
    const placed = await manager.post(schedule, ask)
    expect(placed.status).toBe(200)
    // Three entries: the top seed's bye, then a semi-final at 9 and the final once its players rested.
    expect(placed.body.unplaced).toEqual([])
    expect(
      placed.body.sheet.matches.map((m: { scheduled: { court_id: number; hour_start: number } }) => [
        m.scheduled.court_id,
        m.scheduled.hour_start / 3600,
      ]),
    ).toEqual([
      [court, 9],
      [court, 10.5],
    ])

    // The desk moves the semi-final an hour on; the final follows it. A player may not.
    const semi = placed.body.sheet.matches[0]
    const move = `${base}/competition_matches/${semi.id}/move`
    expect((await player.post(move, { date: day(3), hour_start: 10 * 3600 })).status).toBe(403)
    expect((await desk.post(move, { date: day(3), hour_start: 99_999 })).status).toBe(400)
    expect((await desk.post(move, { date: day(9), hour_start: 10 * 3600 })).body.message).toBe(
      "Matches are played on the competition's days.",
    )
    const moved = await desk.post(move, { date: day(3), hour_start: 10 * 3600 })
    expect([moved.status, moved.body.moved]).toEqual([200, [semi.key, "M2-1"]])
    expect(
      moved.body.sheet.matches.map((m: { scheduled: { hour_start: number } }) => m.scheduled.hour_start / 3600),
    ).toEqual([10, 11.5])

    // The desk's day lists them; a player may not read it, and a date must be one.
    const onDay = `${base}/competition_matches?date=${day(3)}`
    const listed = await desk.get(onDay)
    expect([listed.status, listed.body[0].matches.map((m: { key: string }) => m.key)]).toEqual([
      200,
      [semi.key, "M2-1"],
    ])
    expect((await player.get(onDay)).status).toBe(403)
    expect((await desk.get(`${base}/competition_matches?date=soon`)).status).toBe(400)
  })
})
