import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays } from "../dates"
import { Competitions } from "./service"
import { Ledger } from "../payments/ledger"
import { Waivers } from "../waivers/service"
import type { NewCompetition, NewDivision } from "./rules"
import type { Caller } from "../access"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const competitions = Effect.serviceFunctions(Competitions)
const waivers = Effect.serviceFunctions(Waivers)
const origin = { ip: "192.0.2.7", userAgent: "test" }
const today = new Date().toISOString().slice(0, 10)

const failure = <A, E>(result: Either.Either<A, E>) =>
  Either.getLeft(result).pipe((e) => (e._tag === "Some" ? (e.value as { _tag: string; message: string }) : undefined))

const tournament = (change: Partial<NewCompetition> = {}): NewCompetition => ({
  name: "December Open",
  format: "single_elimination",
  sport: "tennis",
  team_size: 1,
  scoring: { sport: "tennis", best_of: 3, deciding_tiebreak: true, points_to: 11 },
  consolation: false,
  groups: 1,
  advancing: 1,
  home_and_away: false,
  points_win: 2,
  points_loss: 0,
  rating_kind: "utr",
  entries_open_at: new Date(Date.now() - 86_400_000).toISOString(),
  entries_close_at: new Date(Date.now() + 86_400_000).toISOString(),
  starts_on: addDays(today, 3),
  ends_on: addDays(today, 4),
  fee: 0,
  waiver_ids: [],
  ...change,
})

/** A division of a competition, as its manager adds it: no bounds but those given. */
const divisionOf = async (
  manager: { readonly caller: Caller },
  facilityId: number,
  competitionId: number,
  division: Partial<NewDivision> & Pick<NewDivision, "name" | "cap">,
) =>
  Either.getOrThrow(
    await engine.as(
      manager.caller,
      competitions.addDivision(facilityId, competitionId, {
        rating_min: null,
        rating_max: null,
        age_min: null,
        age_max: null,
        ...division,
      }),
    ),
  )

const rated = async (facilityId: number, rating: number | null) => {
  const p = await engine.person([facilityId, "player"])
  if (rating !== null)
    await engine.sql(
      (sql) => sql`insert into user_ratings (user_id, provider, rating) values (${p.id}, 'utr', ${rating})`,
    )
  return p
}

/** Entries close now, as if their day had passed. */
const closeEntries = (competitionId: number) =>
  engine.sql(
    (
      sql,
    ) => sql`update competitions set entries_open_at = now() - interval '2 days', entries_close_at = now() - interval '1 second'
      where id = ${competitionId}`,
  )

describe("a tournament", () => {
  it("takes entries up to its cap then a waitlist, is drawn by rating, and its winners go on to a champion", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const made = Either.getOrThrow(await engine.as(manager.caller, competitions.create(facility.id, tournament())))
    const division = await divisionOf(manager, facility.id, made.id, {
      name: "Open",
      rating_min: 3,
      rating_max: 12,
      cap: 5,
    })
    const players = await Promise.all([9, 11, 4, 7, 5.5, 6].map((r) => rated(facility.id, r)))
    const enter = (p: (typeof players)[number]) =>
      engine.as(p.caller, competitions.enter(facility.id, division.id, { player_id: p.id }))
    const statuses = []
    for (const p of players) statuses.push(Either.getOrThrow(await enter(p)).status)
    expect(statuses).toEqual(["entered", "entered", "entered", "entered", "entered", "waitlisted"])
    expect(failure(await enter(players[0]!))).toMatchObject({
      _tag: "Conflict",
      message: "A player of this entry is in the division already.",
    })
    expect(failure(await enter(await rated(facility.id, 2)))).toMatchObject({ _tag: "Unprocessable" })
    expect(failure(await engine.as(manager.caller, competitions.makeDraw(facility.id, division.id)))).toMatchObject({
      message: "Entries are still open: the draw is made once they close.",
    })

    // One withdraws: the waiting entry takes the place.
    const entries = Either.getOrThrow(
      await engine.as(manager.caller, competitions.drawOf(facility.id, division.id)),
    ).entries
    const third = entries.find((e) => e.players[0]!.user_id === players[2]!.id)!
    expect(
      Either.getOrThrow(await engine.as(players[2]!.caller, competitions.withdraw(facility.id, third.id))).status,
    ).toBe("withdrawn")
    const after = Either.getOrThrow(
      await engine.as(manager.caller, competitions.drawOf(facility.id, division.id)),
    ).entries
    expect(after.find((e) => e.players[0]?.user_id === players[5]!.id)!.status).toBe("entered")

    await closeEntries(made.id)
    expect(failure(await engine.as(players[0]!.caller, competitions.makeDraw(facility.id, division.id)))).toMatchObject(
      { _tag: "Forbidden" },
    )
    const sheet = Either.getOrThrow(await engine.as(manager.caller, competitions.makeDraw(facility.id, division.id)))
    // Five entered: seeded 11, 9, 7, 6, 5.5; the top three have byes.
    const seedOf = (p: (typeof players)[number]) => sheet.entries.find((e) => e.players[0]?.user_id === p.id)!.seed
    expect([players[1], players[0], players[3], players[5], players[4]].map((p) => seedOf(p!))).toEqual([1, 2, 3, 4, 5])
    expect(failure(await engine.as(manager.caller, competitions.makeDraw(facility.id, division.id)))).toMatchObject({
      message: "The division has been drawn already.",
    })

    // Round 1: 6 (seed 4) against 5.5 (seed 5). The loser's side cannot report; the winner reports, the other confirms.
    const first = sheet.matches.find((m) => m.due)!
    const [winner, loser] = [players[5]!, players[4]!]
    const sideOfWinner = first.entry_ids.indexOf(sheet.entries.find((e) => e.players[0]?.user_id === winner.id)!.id) + 1
    const score = (side: number) => ({
      ending: "played" as const,
      sets:
        side === 1
          ? [
              { a: 6, b: 3 },
              { a: 6, b: 4 },
            ]
          : [
              { a: 3, b: 6 },
              { a: 4, b: 6 },
            ],
    })
    expect(
      failure(
        await engine.as(
          winner.caller,
          competitions.report(facility.id, first.id, { ending: "played", sets: [{ a: 6, b: 5 }] }),
        ),
      ),
    ).toMatchObject({
      _tag: "Unprocessable",
      message: "Set 1 (6–5) is not a finished set: 6 games to 4 or fewer, 7–5, or 7–6 with a tie-break.",
    })
    const outsider = await rated(facility.id, 8)
    expect(
      failure(await engine.as(outsider.caller, competitions.report(facility.id, first.id, score(sideOfWinner)))),
    ).toMatchObject({ _tag: "NotFound" })
    const reported = Either.getOrThrow(
      await engine.as(winner.caller, competitions.report(facility.id, first.id, score(sideOfWinner))),
    )
    expect(reported.matches.find((m) => m.id === first.id)).toMatchObject({ won: null, confirmed: false })
    expect(failure(await engine.as(winner.caller, competitions.confirm(facility.id, first.id)))).toMatchObject({
      message: "The other side confirms the score its opponents reported.",
    })
    const confirmed = Either.getOrThrow(await engine.as(loser.caller, competitions.confirm(facility.id, first.id)))
    expect(confirmed.matches.find((m) => m.id === first.id)).toMatchObject({ won: sideOfWinner, confirmed: true })

    // The desk plays the rest out: each result counts at once, and the top seed is champion.
    let now = confirmed
    while (now.matches.some((m) => m.due)) {
      const m = now.matches.find((x) => x.due)!
      const seeds = m.entry_ids.map((id) => now.entries.find((e) => e.id === id)!.seed!)
      now = Either.getOrThrow(
        await engine.as(manager.caller, competitions.report(facility.id, m.id, score(seeds[0]! < seeds[1]! ? 1 : 2))),
      )
    }
    const champion = now.entries.find((e) => e.id === now.champion)!
    expect(champion.players[0]!.user_id).toBe(players[1]!.id)

    // The desk corrects the final (nothing came of it yet), not round 1 (its winner played on).
    const final = now.matches.reduce((a, m) => (m.round > a.round ? m : a))
    const corrected = Either.getOrThrow(
      await engine.as(manager.caller, competitions.report(facility.id, final.id, score(final.won === 1 ? 2 : 1))),
    )
    expect(corrected.champion).not.toBe(now.champion)
    expect(
      failure(await engine.as(manager.caller, competitions.report(facility.id, first.id, score(3 - sideOfWinner)))),
    ).toMatchObject({ message: "A match this one led to is decided: correct that one first." })
  })

  it("keeps another club's staff and players out, and refuses a competition that cannot be", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const theirs = await engine.person([other.id, "manager"])
    const made = Either.getOrThrow(await engine.as(manager.caller, competitions.create(facility.id, tournament())))
    expect(failure(await engine.as(theirs.caller, competitions.create(facility.id, tournament())))).toMatchObject({
      _tag: "Forbidden",
    })
    expect(failure(await engine.as(theirs.caller, competitions.show(other.id, made.id)))).toMatchObject({
      _tag: "NotFound",
    })
    expect(
      failure(
        await engine.as(manager.caller, competitions.create(facility.id, tournament({ ends_on: addDays(today, 2) }))),
      ),
    ).toMatchObject({
      message: "A competition ends on or after the day it starts.",
    })
    expect(
      failure(
        await engine.as(
          manager.caller,
          competitions.create(facility.id, tournament({ consolation: true, format: "league" })),
        ),
      ),
    ).toMatchObject({
      message: "A consolation draw goes with single elimination.",
    })
  })
})

describe("club ratings", () => {
  it("move with each decided match, are taken back and made again when the desk corrects it, and a walkover moves none", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const made = Either.getOrThrow(
      await engine.as(
        manager.caller,
        competitions.create(facility.id, tournament({ format: "round_robin", rating_kind: null })),
      ),
    )
    const division = await divisionOf(manager, facility.id, made.id, { name: "Pair", cap: 2 })
    const [a, b] = await Promise.all([1, 2].map(() => rated(facility.id, null)))
    // Ana already has a club rating: the match moves it from there.
    await engine.sql(
      (sql) =>
        sql`insert into user_ratings (user_id, provider, rating, facility_id) values (${a!.id}, 'club_tennis', 4.5, ${facility.id})`,
    )
    for (const p of [a, b])
      Either.getOrThrow(await engine.as(p!.caller, competitions.enter(facility.id, division.id, { player_id: p!.id })))
    await closeEntries(made.id)
    const sheet = Either.getOrThrow(await engine.as(manager.caller, competitions.makeDraw(facility.id, division.id)))
    const match = sheet.matches[0]!
    const sideOf = (id: number) =>
      match.entry_ids.findIndex((e) => sheet.entries.find((x) => x.id === e)?.players[0]?.user_id === id) + 1
    const clubRatings = async () =>
      Object.fromEntries(
        (
          await engine.sql(
            (sql) => sql<{ user_id: number; rating: number }>`
              select user_id, rating::float8 as rating from user_ratings
              where facility_id = ${facility.id} and provider = 'club_tennis'`,
          )
        ).map((r) => [Number(r.user_id), r.rating]),
      )
    const score = (winner: number) =>
      winner === 1
        ? {
            ending: "played" as const,
            sets: [
              { a: 6, b: 4 },
              { a: 6, b: 4 },
            ],
          }
        : {
            ending: "played" as const,
            sets: [
              { a: 4, b: 6 },
              { a: 4, b: 6 },
            ],
          }

    // Ben, new to the club's ratings, beats Ana: an upset moves both by more than half of K.
    Either.getOrThrow(await engine.as(manager.caller, competitions.report(facility.id, match.id, score(sideOf(b!.id)))))
    const upset = await clubRatings()
    expect(upset[b!.id]! - 4).toBeGreaterThan(0.1)
    expect(upset[a!.id]).toBeCloseTo(4.5 - (upset[b!.id]! - 4), 10)

    // The desk corrects it: Ana won. The first change is taken back, the expected win moves less.
    Either.getOrThrow(await engine.as(manager.caller, competitions.report(facility.id, match.id, score(sideOf(a!.id)))))
    const corrected = await clubRatings()
    expect(corrected[a!.id]! - 4.5).toBeGreaterThan(0)
    expect(corrected[a!.id]! - 4.5).toBeLessThan(0.1)
    expect(corrected[b!.id]).toBeCloseTo(4 - (corrected[a!.id]! - 4.5), 10)

    // A walkover was no match: the ratings are back where they were before it.
    Either.getOrThrow(
      await engine.as(
        manager.caller,
        competitions.report(facility.id, match.id, { ending: "walkover", sets: [], winner: sideOf(a!.id) as 1 | 2 }),
      ),
    )
    expect(await clubRatings()).toEqual({ [a!.id]: 4.5, [b!.id]: 4 })
  })
})

describe("a competition's waivers", () => {
  it("are the club's program waivers, accepted for the competition by each player before they enter or say yes", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const otherManager = await engine.person([other.id, "manager"])
    const write = (who: typeof manager, facilityId: number, category: "programs" | "facility_booking") =>
      engine.as(who.caller, waivers.create(facilityId, { name: "Tournament rules", category, content: "Play fair." }))
    const rules = Either.getOrThrow(await write(manager, facility.id, "programs"))
    const booking = Either.getOrThrow(await write(manager, facility.id, "facility_booking"))
    const theirs = Either.getOrThrow(await write(otherManager, other.id, "programs"))
    for (const id of [booking.id, theirs.id])
      expect(
        failure(await engine.as(manager.caller, competitions.create(facility.id, tournament({ waiver_ids: [id] })))),
      ).toMatchObject({ _tag: "Unprocessable", message: `Waiver ${id} is not one of this club's program waivers.` })
    const made = Either.getOrThrow(
      await engine.as(
        manager.caller,
        competitions.create(
          facility.id,
          tournament({ team_size: 2, format: "round_robin", rating_kind: null, waiver_ids: [rules.id] }),
        ),
      ),
    )
    expect(made.waiver_ids).toEqual([rules.id])
    const division = await divisionOf(manager, facility.id, made.id, { name: "Mixed", cap: 8 })
    const [a, b] = await Promise.all([1, 2].map(() => rated(facility.id, null)))
    const enter = () =>
      engine.as(a!.caller, competitions.enter(facility.id, division.id, { player_id: a!.id, partner_id: b!.id }))
    const accept = (p: typeof a, acceptable: { type: string | null; id: number | null }) =>
      engine.as(p!.caller, waivers.accept(rules.id, undefined, acceptable, origin))

    const [aName] = await engine.sql(
      (sql) => sql<{ name: string }>`select first_name || ' ' || last_name as name from users where id = ${a!.id}`,
    )
    expect(failure(await enter())).toMatchObject({
      _tag: "Unprocessable",
      message: `${aName!.name} has not accepted "Tournament rules" for this competition yet.`,
    })
    // Accepted for something else, it is still to be accepted for this competition.
    Either.getOrThrow(await accept(a, { type: null, id: null }))
    expect(failure(await enter())).toMatchObject({ _tag: "Unprocessable" })
    Either.getOrThrow(await accept(a, { type: "competition", id: made.id }))
    const pair = Either.getOrThrow(await enter())
    expect(pair.status).toBe("awaiting_partner")

    // The partner's yes waits for their own acceptance; nothing changes until then.
    const answer = () => engine.as(b!.caller, competitions.answerPartner(facility.id, pair.id, true))
    expect(failure(await answer())).toMatchObject({ _tag: "Unprocessable" })
    expect(
      Either.getOrThrow(await engine.as(manager.caller, competitions.drawOf(facility.id, division.id))).entries[0]!
        .status,
    ).toBe("awaiting_partner")
    Either.getOrThrow(await accept(b, { type: "competition", id: made.id }))
    expect(Either.getOrThrow(await answer()).status).toBe("entered")
  })
})

describe("doubles", () => {
  it("counts a pair once the partner accepts; a partner in another pair is refused", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const made = Either.getOrThrow(
      await engine.as(
        manager.caller,
        competitions.create(facility.id, tournament({ team_size: 2, format: "round_robin", rating_kind: null })),
      ),
    )
    const division = await divisionOf(manager, facility.id, made.id, { name: "Mixed", cap: 8 })
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => rated(facility.id, null)))
    const pair = Either.getOrThrow(
      await engine.as(a!.caller, competitions.enter(facility.id, division.id, { player_id: a!.id, partner_id: b!.id })),
    )
    expect(pair.status).toBe("awaiting_partner")
    expect(
      failure(
        await engine.as(
          c!.caller,
          competitions.enter(facility.id, division.id, { player_id: c!.id, partner_id: b!.id }),
        ),
      ),
    ).toMatchObject({
      message: "A player of this entry is in the division already.",
    })
    expect(failure(await engine.as(c!.caller, competitions.answerPartner(facility.id, pair.id, true)))).toMatchObject({
      _tag: "NotFound",
    })
    const accepted = Either.getOrThrow(
      await engine.as(b!.caller, competitions.answerPartner(facility.id, pair.id, true)),
    )
    expect([accepted.status, accepted.players.every((p) => p.accepted)]).toEqual(["entered", true])
    const outsider = await engine.person()
    expect(
      failure(
        await engine.as(
          c!.caller,
          competitions.enter(facility.id, division.id, { player_id: c!.id, partner_id: outsider.id }),
        ),
      ),
    ).toMatchObject({
      message: "Both players are members of the club.",
    })
  })
})

describe("a tournament's schedule", () => {
  it("places the matches on the club's free courts as real bookings, after their feeders and rest, and places the rest once a booking is cancelled", async () => {
    const facility = await engine.facility()
    const [court1, court2] = await engine.openAllDay(facility.id, { courts: 2 })
    const manager = await engine.person([facility.id, "manager"])
    const made = Either.getOrThrow(
      await engine.as(manager.caller, competitions.create(facility.id, tournament({ rating_kind: null }))),
    )
    const division = await divisionOf(manager, facility.id, made.id, { name: "Open", cap: 8 })
    const players = await Promise.all(Array.from({ length: 8 }, () => rated(facility.id, null)))
    for (const p of players)
      Either.getOrThrow(await engine.as(p.caller, competitions.enter(facility.id, division.id, { player_id: p.id })))
    const day = made.starts_on
    const ask = {
      dates: [day],
      hour_start: 9 * 3600,
      hour_end: 13 * 3600,
      match_minutes: 60,
      rest_minutes: 30,
      most_per_day: 3,
    }
    expect(
      failure(await engine.as(manager.caller, competitions.schedule(facility.id, division.id, ask))),
    ).toMatchObject({ message: "Make the division's draw first." })
    await closeEntries(made.id)
    Either.getOrThrow(await engine.as(manager.caller, competitions.makeDraw(facility.id, division.id)))
    // Someone has court 1 at 9 already.
    const [taken] = await engine.sql(
      (sql) => sql<{ id: number }>`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end)
        values (${facility.id}, ${court1}, tstzrange(${`${day}T09:00:00-05:00`}, ${`${day}T10:00:00-05:00`}),
          ${day}, ${9 * 3600}, ${10 * 3600}) returning id`,
    )
    expect(
      failure(
        await engine.as(manager.caller, competitions.schedule(facility.id, division.id, { ...ask, dates: [today] })),
      ),
    ).toMatchObject({ _tag: "Unprocessable", message: "Matches are played on the competition's days." })
    expect(
      failure(await engine.as(players[0]!.caller, competitions.schedule(facility.id, division.id, ask))),
    ).toMatchObject({ _tag: "Forbidden" })

    // Four hours on two courts, one hour taken: the first round at 9, 10 and 11, one semi-final
    // once its players have rested (11:30), no time for the other semi or the final.
    const first = Either.getOrThrow(
      await engine.as(manager.caller, competitions.schedule(facility.id, division.id, ask)),
    )
    const at = (key: string) => {
      const s = first.sheet.matches.find((m) => m.key === key)!.scheduled
      return s === null ? null : `${s.court_id === court1 ? 1 : s.court_id === court2 ? 2 : "?"} ${s.hour_start / 3600}`
    }
    expect(["M1-1", "M1-2", "M1-3", "M1-4", "M2-1", "M2-2", "M3-1"].map(at)).toEqual([
      "2 9",
      "2 10",
      "1 10",
      "2 11",
      "1 11.5",
      null,
      null,
    ])
    expect(first.unplaced).toEqual(["M2-2", "M3-1"])
    const bookings = await engine.sql(
      (sql) => sql<{ kind: string; subkind: string; players: number }>`
        select r.kind, r.subkind, (select count(*)::int from reservation_users u where u.reservation_id = r.id) as players
        from reservations r join competition_matches m on m.facility_id = r.facility_id and m.reservation_id = r.id
        where m.division_id = ${division.id}`,
    )
    // The first round's players are in their bookings; a semi-final's are not known yet.
    expect(bookings.map((b) => b.players).toSorted()).toEqual([0, 2, 2, 2, 2])
    // The court calendars show each as the competition's match.
    expect(bookings.every((b) => b.kind === "other" && /^December Open · M\d-\d$/.test(b.subkind))).toBe(true)

    // Round 1's bookings are official matches with a player on each side; the desk's results go to them and seat the semi-final.
    const teams = await engine.sql(
      (sql) => sql<{ key: string; official: boolean; teams: Array<number> }>`
        select m.key, r.official_match as official,
          (select array_agg(u.team order by u.team) from reservation_users u where u.reservation_id = r.id) as teams
        from competition_matches m join reservations r on r.facility_id = m.facility_id and r.id = m.reservation_id
        where m.division_id = ${division.id} and m.key like 'M1-%' order by m.key`,
    )
    expect(teams.map((t) => [t.key, t.official, t.teams.join()])).toEqual(
      ["M1-1", "M1-2", "M1-3", "M1-4"].map((key) => [key, true, "1,2"]),
    )
    const won = {
      ending: "played" as const,
      sets: [
        { a: 6, b: 4 },
        { a: 7, b: 6, tiebreak: { a: 7, b: 5 } },
      ],
    }
    for (const key of ["M1-1", "M1-2"]) {
      const match = first.sheet.matches.find((m) => m.key === key)!
      Either.getOrThrow(await engine.as(manager.caller, competitions.report(facility.id, match.id, won)))
    }
    const semi = await engine.sql(
      (sql) => sql<{ user_id: number; team: number }>`
        select u.user_id, u.team from competition_matches m join reservation_users u on u.reservation_id = m.reservation_id
        where m.division_id = ${division.id} and m.key = 'M2-1' order by u.team`,
    )
    expect(semi.map((u) => u.team)).toEqual([1, 2])
    const recorded = await engine.sql(
      (sql) => sql<{ winner_team: number; score: string }>`
        select x.winner_team, x.score from competition_matches m join match_results x on x.reservation_id = m.reservation_id
        where m.division_id = ${division.id} order by m.key`,
    )
    expect(recorded).toEqual([
      { winner_team: 1, score: "6-4 7-6(5)" },
      { winner_team: 1, score: "6-4 7-6(5)" },
    ])

    // The desk corrects the first match: its other player goes on, in the semi-final's booking in place of the first.
    const opener = first.sheet.matches.find((m) => m.key === "M1-1")!
    const playerOf = (entryId: number | null) => first.sheet.entries.find((e) => e.id === entryId)!.players[0]!.user_id
    const [was, now] = [playerOf(opener.entry_ids[0]), playerOf(opener.entry_ids[1])]
    const lost = {
      ending: "played" as const,
      sets: won.sets.map((x) => ({
        a: x.b,
        b: x.a,
        ...(x.tiebreak ? { tiebreak: { a: x.tiebreak.b, b: x.tiebreak.a } } : {}),
      })),
    }
    Either.getOrThrow(await engine.as(manager.caller, competitions.report(facility.id, opener.id, lost)))
    const reseated = await engine.sql(
      (sql) => sql<{ user_id: number; team: number }>`
        select u.user_id, u.team from competition_matches m join reservation_users u on u.reservation_id = m.reservation_id
        where m.division_id = ${division.id} and m.key = 'M2-1' order by u.team`,
    )
    expect(reseated.map((u) => Number(u.user_id))).toContain(now)
    expect(reseated.map((u) => Number(u.user_id))).not.toContain(was)
    expect(reseated.map((u) => u.team)).toEqual([1, 2])

    // The other booking is cancelled and the day runs later: what is left is placed, the first round kept.
    await engine.sql((sql) => sql`update reservations set status = 'admin_cancelled' where id = ${taken!.id}`)
    const second = Either.getOrThrow(
      await engine.as(manager.caller, competitions.schedule(facility.id, division.id, { ...ask, hour_end: 18 * 3600 })),
    )
    expect(second.unplaced).toEqual([])
    const times = new Map(second.sheet.matches.map((m) => [m.key, m.scheduled!]))
    for (const key of ["M1-1", "M1-2", "M1-3", "M1-4"])
      expect(times.get(key)!.reservation_id).toBe(
        first.sheet.matches.find((m) => m.key === key)!.scheduled!.reservation_id,
      )
    expect(times.get("M2-1")!.hour_start).toBeGreaterThanOrEqual(11.5 * 3600)
    expect(times.get("M3-1")!.hour_start).toBeGreaterThanOrEqual(times.get("M2-2")!.hour_end + 1800)

    // Rain on court 1: the desk moves a first-round match three hours on, and what follows from it moves with it.
    const idOf = (key: string) => second.sheet.matches.find((m) => m.key === key)!.id
    const toLater = { date: day, hour_start: times.get("M1-3")!.hour_start + 3 * 3600 }
    expect(
      failure(await engine.as(players[0]!.caller, competitions.move(facility.id, idOf("M1-3"), toLater))),
    ).toMatchObject({ _tag: "Forbidden" })
    const moved = Either.getOrThrow(
      await engine.as(manager.caller, competitions.move(facility.id, idOf("M1-3"), toLater)),
    )
    expect(moved.moved).toEqual(["M1-3", "M2-2", "M3-1"])
    const nowAt = new Map(moved.sheet.matches.map((m) => [m.key, m.scheduled!]))
    for (const key of ["M2-2", "M3-1"]) expect(nowAt.get(key)!.hour_start).toBe(times.get(key)!.hour_start + 3 * 3600)
    expect(nowAt.get("M2-1")).toEqual(times.get("M2-1"))
    expect(nowAt.get("M1-3")!.reservation_id).not.toBe(times.get("M1-3")!.reservation_id)
    const [old] = await engine.sql(
      (sql) => sql<{ status: string }>`select status from reservations where id = ${times.get("M1-3")!.reservation_id}`,
    )
    expect(old!.status).toBe("admin_cancelled")
    // Onto the court and hour the moved match now holds: refused, and nothing moves.
    const clash = { date: day, hour_start: nowAt.get("M1-3")!.hour_start, court_id: nowAt.get("M1-3")!.court_id }
    expect(failure(await engine.as(manager.caller, competitions.move(facility.id, idOf("M1-4"), clash)))).toMatchObject(
      { _tag: "Conflict" },
    )
    const unchanged = Either.getOrThrow(await engine.as(manager.caller, competitions.drawOf(facility.id, division.id)))
    expect(new Map(unchanged.matches.map((m) => [m.key, m.scheduled]))).toEqual(nowAt)

    // The desk's day: the division's matches booked that day, by their start; none the day after; players may not read it.
    const [onDay] = Either.getOrThrow(await engine.as(manager.caller, competitions.onDay(facility.id, day)))
    const starts = onDay!.matches.map((m) => m.scheduled!.hour_start)
    expect(onDay!.division.id).toBe(division.id)
    expect(onDay!.matches.map((m) => m.key).sort()).toEqual(
      [...nowAt]
        .filter(([, t]) => t.date === day)
        .map(([key]) => key)
        .sort(),
    )
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(
      Either.getOrThrow(await engine.as(manager.caller, competitions.onDay(facility.id, addDays(day, 1)))),
    ).toEqual([])
    expect(failure(await engine.as(players[0]!.caller, competitions.onDay(facility.id, day)))).toMatchObject({
      _tag: "Forbidden",
    })
  })
})

describe("a player's unavailability", () => {
  it("is said by the entry's players or the desk, read by no one else, and kept clear by the schedule", async () => {
    const facility = await engine.facility()
    await engine.openAllDay(facility.id, { courts: 1 })
    const manager = await engine.person([facility.id, "manager"])
    const made = Either.getOrThrow(
      await engine.as(manager.caller, competitions.create(facility.id, tournament({ rating_kind: null }))),
    )
    const division = await divisionOf(manager, facility.id, made.id, { name: "Final only", cap: 4 })
    const [a, b, stranger] = await Promise.all([1, 2, 3].map(() => rated(facility.id, null)))
    const entry = Either.getOrThrow(
      await engine.as(a!.caller, competitions.enter(facility.id, division.id, { player_id: a!.id })),
    )
    Either.getOrThrow(await engine.as(b!.caller, competitions.enter(facility.id, division.id, { player_id: b!.id })))
    const away = { times: [{ date: made.starts_on, hour_start: 8 * 3600, hour_end: 11 * 3600 }] }
    expect(
      Either.getOrThrow(await engine.as(a!.caller, competitions.setUnavailable(facility.id, entry.id, away))),
    ).toEqual(away)
    expect(failure(await engine.as(stranger!.caller, competitions.unavailable(facility.id, entry.id)))).toMatchObject({
      _tag: "NotFound",
    })
    expect(
      failure(
        await engine.as(
          a!.caller,
          competitions.setUnavailable(facility.id, entry.id, {
            times: [{ date: today, hour_start: 0, hour_end: 3600 }],
          }),
        ),
      ),
    ).toMatchObject({ message: "Say times on the competition's days." })
    expect(Either.getOrThrow(await engine.as(manager.caller, competitions.unavailable(facility.id, entry.id)))).toEqual(
      away,
    )

    await closeEntries(made.id)
    Either.getOrThrow(await engine.as(manager.caller, competitions.makeDraw(facility.id, division.id)))
    const placed = Either.getOrThrow(
      await engine.as(
        manager.caller,
        competitions.schedule(facility.id, division.id, {
          dates: [made.starts_on],
          hour_start: 8 * 3600,
          hour_end: 14 * 3600,
          match_minutes: 90,
          rest_minutes: 30,
          most_per_day: 3,
        }),
      ),
    )
    expect(placed.sheet.matches.map((m) => m.scheduled!.hour_start / 3600)).toEqual([11])
  })
})

describe("an entry fee", () => {
  it("is one ledger row paid with the entry, and given back by the club's policy when the entry is withdrawn before the draw", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const book = Effect.serviceFunctions(Ledger)
    const made = Either.getOrThrow(
      await engine.as(manager.caller, competitions.create(facility.id, tournament({ rating_kind: null, fee: 2500 }))),
    )
    const division = await divisionOf(manager, facility.id, made.id, { name: "Open", cap: 8 })
    const player = await rated(facility.id, null)
    const enter = (payment?: { method: "prepaid" }) =>
      engine.as(
        player.caller,
        competitions.enter(facility.id, division.id, { player_id: player.id, ...(payment ? { payment } : {}) }),
      )
    expect(failure(await enter())).toMatchObject({ message: "This competition has an entry fee: say how you pay it." })
    // No credits yet: refused, and nothing entered.
    expect(failure(await enter({ method: "prepaid" }))?.message).toMatch(/club credit balance is \$0\.00/)
    Either.getOrThrow(await engine.as(manager.caller, book.adjustCredits(facility.id, [player.id], 4000, "Prize")))
    const entry = Either.getOrThrow(await enter({ method: "prepaid" }))
    expect(entry.status).toBe("entered")
    const rows = () =>
      engine.sql(
        (sql) => sql<{ method: string; amount: number; refund_of: number | null }>`
          select method, amount::int, refund_of from payments
          where facility_id = ${facility.id} and payable_type = 'competition_entry' order by id`,
      )
    expect(await rows()).toEqual([{ method: "prepaid", amount: 2500, refund_of: null }])
    const balance = async () =>
      (
        await engine.sql(
          (sql) => sql<{ n: number }>`
          select (coalesce(sum(amount), 0) - coalesce((select sum(amount) from credit_spends s where s.facility_id = ${facility.id} and s.user_id = ${player.id}), 0))::int as n
          from credit_lots where facility_id = ${facility.id} and user_id = ${player.id}`,
        )
      )[0]!.n
    expect(await balance()).toBe(1500)

    Either.getOrThrow(await engine.as(player.caller, competitions.withdraw(facility.id, entry.id)))
    expect((await rows()).map((r) => [r.method, r.amount, r.refund_of !== null])).toEqual([
      ["prepaid", 2500, false],
      ["reversal_prepaid", 2500, true],
    ])
    expect(await balance()).toBe(4000)

    // Entered again; withdrawn once entries have closed, it is late: the club's policy keeps a fifth.
    await engine.sql(
      (sql) =>
        sql`update facilities set late_cancel_fee_percent = 20, cancellation_refund = 'original' where id = ${facility.id}`,
    )
    const again = Either.getOrThrow(await enter({ method: "prepaid" }))
    await closeEntries(made.id)
    Either.getOrThrow(await engine.as(player.caller, competitions.withdraw(facility.id, again.id)))
    expect((await rows()).slice(2).map((r) => [r.method, r.amount])).toEqual([
      ["prepaid", 2500],
      ["reversal_prepaid", 2000],
    ])
    expect(await balance()).toBe(3500)
  })
})
