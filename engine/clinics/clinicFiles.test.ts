import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays, localDate } from "../dates"
import { ClinicFiles } from "./clinicFiles"
import { Clinics } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const files = Effect.serviceFunctions(ClinicFiles)
const clinics = Effect.serviceFunctions(Clinics)
const soon = (days: number) => addDays(localDate(new Date(), "America/New_York"), days)

/** A club open all day with two courts, a coach with an e-mail, a program waiver and its manager. */
const seasonClub = async () => {
  const facility = await engine.facility({ max_hours_range: 24 * 120 })
  const manager = await engine.person([facility.id, "manager"])
  const coach = await engine.person([facility.id, "teacher"])
  const [email] = await engine.sql((sql) =>
    Effect.gen(function* () {
      for (let d = 0; d < 7; d++)
        yield* sql`insert into facility_schedules (facility_id, day, hour_start, hour_end) values (${facility.id}, ${d}, 0, 86400)`
      yield* sql`insert into courts (facility_id, name, sport) values (${facility.id}, 'Court 1', 'tennis'), (${facility.id}, 'Padel 1', 'padel')`
      yield* sql`insert into facility_waivers (facility_id, name, category) values (${facility.id}, 'Fitness statement', 'programs')`
      return yield* sql<{ email: string }>`select email from users where id = ${coach.id}`
    }),
  )
  return { facility, manager, coachEmail: email!.email, coach }
}

const season = (coachEmail: string) => ({
  clinics: [
    {
      slug: "padel-basics",
      name: "Padel Basics",
      category: "Beginners",
      capacity: 4,
      coaches: [coachEmail],
      courts: ["Padel 1"],
      prices: [
        { name: "Eight sessions", lessons: 8, amount: "160.00" },
        { name: "Drop-in", lessons: 1, amount: 25, refundable: false },
      ],
      sessions: [{ court: "padel 1", from: soon(3), start: "18:00", end: "19:00", weeks: 3 }],
    },
    {
      slug: "cardio",
      name: "Cardio Tennis",
      category: "beginners",
      capacity: 8,
      waivers: ["Fitness statement"],
      prices: [{ name: "Monthly", lessons: 4, lesson_unit: "per_month", amount: "60.00", group_lessons: true }],
      sessions: [{ court: "Court 1", from: soon(4), start: "20:00", end: "21:00", weeks: 2 }],
    },
  ],
})

const run = async (caller: Parameters<typeof engine.as>[0], facilityId: number, file: unknown, dryRun = false) => {
  const planned = Either.getOrThrow(await engine.as(caller, files.planSeason(facilityId, { json: file })))
  if (planned.problems.length > 0) return { problems: planned.problems }
  const applied = await engine.as(caller, files.applySeason(facilityId, planned.plan, { dryRun }))
  return Either.isLeft(applied) ? { failed: applied.left.message } : { done: applied.right }
}
const clinicsOf = (facilityId: number) =>
  engine.sql((sql) => sql<{ slug: string }>`select slug from clinics where facility_id = ${facilityId} order by slug`)

describe("a season's clinics imported from a file", () => {
  it("creates the clinics with their category, coaches, waivers, prices and sessions; run again, it changes prices and books nothing twice", async () => {
    const { facility, manager, coachEmail, coach } = await seasonClub()
    const first = await run(manager.caller, facility.id, season(coachEmail))
    expect(first.done).toEqual([
      { at: "clinics.0", slug: "padel-basics", action: "create", prices: 2, sessions: 3 },
      { at: "clinics.1", slug: "cardio", action: "create", prices: 1, sessions: 2 },
    ])
    const list = Either.getOrThrow(await engine.as(manager.caller, clinics.list(facility.id)))
    const padel = list.find((c) => c.slug === "padel-basics")!
    const cardio = list.find((c) => c.slug === "cardio")!
    expect(padel.category?.name).toBe("Beginners")
    expect(cardio.category?.id).toBe(padel.category?.id)
    expect(padel.coach_ids).toEqual([coach.id])
    expect(cardio.waiver_ids).toHaveLength(1)
    expect(padel.prices.map((p) => [p.name, p.amount, p.refundable]).sort()).toEqual([
      ["Drop-in", 2500, false],
      ["Eight sessions", 16000, true],
    ])
    const shown = Either.getOrThrow(await engine.as(manager.caller, clinics.show(padel.id, facility.id, "auto")))
    expect(shown.lessons.map((l) => l.date)).toEqual([soon(3), soon(10), soon(17)])

    const changed = season(coachEmail)
    changed.clinics[0]!.prices[1]!.amount = 30
    changed.clinics[0]!.sessions[0]!.weeks = 4
    const second = await run(manager.caller, facility.id, changed)
    // What the file states as the club has it is left alone, and said to be.
    expect(second.done?.map((c) => [c.action, c.sessions])).toEqual([
      ["update", 1],
      ["unchanged", 0],
    ])
    const third = await run(manager.caller, facility.id, changed)
    expect(third.done?.map((c) => c.action)).toEqual(["unchanged", "unchanged"])
    // The club's season exported (sessions as weekly series) is a file that imports back as it is.
    const exported = Either.getOrThrow(await engine.as(manager.caller, files.exportSeason(facility.id)))
    expect(exported.clinics.find((c) => c.slug === "padel-basics")!.sessions).toEqual([
      expect.objectContaining({ from: soon(3), weeks: 4 }),
    ])
    const back = await run(manager.caller, facility.id, exported)
    expect(back.done?.map((c) => c.action)).toEqual(["unchanged", "unchanged"])
    const again = Either.getOrThrow(await engine.as(manager.caller, clinics.show(padel.id, facility.id, "auto")))
    expect(again.clinic.prices.map((p) => [p.name, p.amount]).sort()).toEqual([
      ["Drop-in", 3000],
      ["Eight sessions", 16000],
    ])
    expect(again.lessons).toHaveLength(4)
  })

  it("names every problem of the file and against the club, and writes nothing", async () => {
    const { facility, manager, coachEmail } = await seasonClub()
    const bad = season(coachEmail)
    bad.clinics[0]!.coaches = ["stranger@example.com"]
    bad.clinics[0]!.prices[0]!.amount = "160.005"
    bad.clinics[0]!.sessions[0] = { court: "Court 9", from: soon(-2), start: "19:00", end: "18:00", weeks: 1 }
    bad.clinics[1]!.waivers = ["Liability"]
    bad.clinics[1]!.slug = "padel-basics"
    const answer = await run(manager.caller, facility.id, bad)
    expect(answer.problems).toEqual([
      'clinics.0.prices.0.amount: "160.005" has more decimals than the club\'s currency',
      "clinics.0.sessions.0: end must come after start",
      "clinics.1: the slug padel-basics is also clinics.0's",
      "clinics.0: stranger@example.com does not teach at this club",
      "clinics.0.sessions.0: Court 9 is not an open court of this club",
      `clinics.0.sessions.0: sessions are booked from today on; ${soon(-2)} has passed`,
      "clinics.1: Liability is not one of this club's program waivers",
    ])
    const shape = await run(manager.caller, facility.id, { clinics: [{ slug: "x", name: "", capacity: 0 }] })
    expect(shape.problems).toEqual([
      "clinics.0.name: must not be empty",
      expect.stringMatching(/^clinics\.0\.capacity: /),
    ])
    expect(await clinicsOf(facility.id)).toEqual([])
  })

  it("leaves nothing written when a session clashes with a booking, naming the session; a dry run finds it too", async () => {
    const { facility, manager, coachEmail } = await seasonClub()
    const file = season(coachEmail)
    const earlier = {
      clinics: [
        {
          ...file.clinics[1]!,
          slug: "first",
          sessions: [{ court: "Court 1", from: soon(11), start: "20:30", end: "21:30" }],
        },
      ],
    }
    expect((await run(manager.caller, facility.id, earlier)).done).toHaveLength(1)
    for (const dryRun of [true, false]) {
      const answer = await run(manager.caller, facility.id, file, dryRun)
      expect(answer.failed).toBe(
        `clinics.1.sessions.0 on ${soon(11)}: That court is already booked at that time; pick another time or court.`,
      )
    }
    expect(await clinicsOf(facility.id)).toEqual([{ slug: "first" }])
  })

  it("a dry run reports what the import would do and writes nothing; only the club's managers import", async () => {
    const { facility, manager, coachEmail } = await seasonClub()
    const dry = await run(manager.caller, facility.id, season(coachEmail), true)
    expect(dry.done?.map((c) => c.sessions)).toEqual([3, 2])
    expect(await clinicsOf(facility.id)).toEqual([])
    const desk = await engine.person([facility.id, "front_desk"])
    const refused = await engine.as(desk.caller, files.planSeason(facility.id, { json: season(coachEmail) }))
    expect(Either.isLeft(refused) && refused.left.message).toBe("Only the club's managers change its clinics.")
  })

  it("reads a CSV season, one clinic a row, with its prices and sessions cells, naming lines", async () => {
    const { facility, manager } = await seasonClub()
    const records: Array<{ line: number; record: Record<string, string> }> = [
      {
        line: 2,
        record: {
          slug: "padel",
          name: "Padel",
          capacity: "4",
          courts: "Padel 1",
          prices: "Drop-in: 1 session 25.00; Term: 4 per_week 80 group non-refundable member",
          sessions: `${soon(5)} 18:00-19:00 Padel 1 x2`,
        },
      },
      { line: 3, record: { slug: "bad", name: "Bad", capacity: "four", prices: "cheap", sessions: "" } },
    ]
    const planned = Either.getOrThrow(await engine.as(manager.caller, files.planSeason(facility.id, { csv: records })))
    expect(planned.problems).toEqual([
      'line 3, prices: "cheap" cannot be read; write it as "Drop-in: 1 session 25.00"',
      'line 3, capacity: Expected number, actual "four"',
    ])
    const good = Either.getOrThrow(
      await engine.as(manager.caller, files.planSeason(facility.id, { csv: records.slice(0, 1) })),
    )
    expect(good.problems).toEqual([])
    expect(good.plan[0]!.clinic.prices).toEqual([
      expect.objectContaining({ name: "Drop-in", lessons: 1, lesson_unit: "session", amount: 2500, refundable: true }),
      expect.objectContaining({
        name: "Term",
        lessons: 4,
        lesson_unit: "per_week",
        amount: 8000,
        group_lessons: true,
        refundable: false,
        affiliation: "member",
      }),
    ])
    expect(good.plan[0]!.clinic.sessions).toEqual([
      { court: "Padel 1", from: soon(5), start: 18 * 3600, end: 19 * 3600, weeks: 2 },
    ])
  })
})
