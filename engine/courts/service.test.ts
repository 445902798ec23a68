import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operator } from "../access"
import { Courts } from "./service"
import { startEngine } from "../../fixtures/testing/engine"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const courts = Effect.serviceFunctions(Courts)

/** A future booking on a court, a day from now. */
const bookOn = (facilityId: number, courtId: number, daysAhead = 1) =>
  engine.sql(
    (sql) => sql`
      insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end)
      values (${facilityId}, ${courtId},
        tstzrange(now() + ${`${daysAhead} days`}::interval, now() + ${`${daysAhead} days 1 hour`}::interval, '[)'),
        (now() + ${`${daysAhead} days`}::interval)::date, 36000, 39600)`,
  )

describe("courts", () => {
  it("of a club nobody has are not found, never an empty list", async () => {
    const facility = await engine.facility()
    expect(Either.getOrThrow(await engine.as(operator, courts.list(facility.id)))).toEqual([])
    const missing = await engine.as(operator, courts.list(2_000_000_000))
    expect(Either.isLeft(missing) && missing.left).toMatchObject({
      _tag: "NotFound",
      message: "Facility was not found.",
    })
  })

  it("are added and changed by id, unique by name within a change, never a court of another club", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const [one, two] = Either.getOrThrow(
      await engine.as(
        operator,
        courts.upsert(facility.id, [
          { name: "Court 1", sport: "tennis" },
          { name: "Court 2", sport: "padel", indoor: true },
        ]),
      ),
    )
    expect([one!.name, one!.sort_order, two!.indoor]).toEqual(["Court 1", 1, true])
    const renamed = Either.getOrThrow(
      await engine.as(operator, courts.upsert(facility.id, [{ id: one!.id, name: "Centre", sport: "tennis" }])),
    )
    expect(renamed.map((c) => [c.name, c.sort_order])).toEqual([["Centre", 1]])

    const twice = await engine.as(
      operator,
      courts.upsert(facility.id, [
        { name: "Same", sport: "tennis" },
        { name: "same", sport: "tennis" },
      ]),
    )
    expect(Either.isLeft(twice) && twice.left.message).toBe("Two courts in the list have the same name.")
    const foreign = await engine.as(operator, courts.upsert(other.id, [{ id: one!.id, name: "Mine", sport: "tennis" }]))
    expect(Either.isLeft(foreign) && foreign.left._tag).toBe("NotFound")
    // Only the club's managers change its courts and hours, whoever calls the engine.
    const desk = await engine.person([facility.id, "front_desk"])
    const manager = await engine.person([other.id, "manager"])
    for (const caller of [desk.caller, manager.caller]) {
      const refused = await engine.as(caller, courts.upsert(facility.id, [{ name: "Desk court", sport: "tennis" }]))
      expect(Either.isLeft(refused) && refused.left.message).toBe(
        "Only the club's managers change its courts and hours.",
      )
      const hours = await engine.as(caller, courts.applySchedules(facility.id, { closures: [] }))
      expect(Either.isLeft(hours) && hours.left._tag).toBe("Forbidden")
    }

    // Unique among the club's courts, not only within one change; two names may swap in one change.
    const clash = await engine.as(operator, courts.upsert(facility.id, [{ name: "centre", sport: "tennis" }]))
    expect(Either.isLeft(clash) && clash.left.message).toBe(
      `The club has a court named Centre already (court ${one!.id}); choose another name.`,
    )
    const renameClash = await engine.as(
      operator,
      courts.upsert(facility.id, [{ id: two!.id, name: "CENTRE", sport: "padel" }]),
    )
    expect(Either.isLeft(renameClash) && renameClash.left._tag).toBe("Unprocessable")
    const swapped = Either.getOrThrow(
      await engine.as(
        operator,
        courts.upsert(facility.id, [
          { id: one!.id, name: "Court 2", sport: "tennis" },
          { id: two!.id, name: "Centre", sport: "padel" },
        ]),
      ),
    )
    expect(swapped.map((c) => c.name).sort()).toEqual(["Centre", "Court 2"])
    // The database holds the rule too, for writes that race past the check.
    const raced = await engine
      .sql((sql) => sql`insert into courts (facility_id, name, sport) values (${facility.id}, 'court 2', 'tennis')`)
      .then(
        () => "written",
        () => "refused",
      )
    expect(raced).toBe("refused")
  })

  it("refuse to strand a future booking, changing nothing, and keep a court with history on removal", async () => {
    const facility = await engine.facility()
    const [court, spare] = Either.getOrThrow(
      await engine.as(
        operator,
        courts.upsert(facility.id, [
          { name: "Court 1", sport: "tennis" },
          { name: "Court 2", sport: "tennis" },
        ]),
      ),
    )
    await bookOn(facility.id, court!.id)
    const off = await engine.as(
      operator,
      courts.upsert(facility.id, [{ id: court!.id, name: "Court 1", sport: "tennis", active: false }]),
    )
    expect(Either.isLeft(off) && off.left.message).toBe(
      "1 future reservation would be stranded. Move them to another court or time, or cancel them (the front desk's day board), then apply the change again.",
    )
    expect(Either.isLeft(off) && off.left.errors[0]).toMatch(/^Reservation \d+ on Court 1, /)
    const all = Either.getOrThrow(await engine.as(operator, courts.list(facility.id)))
    expect(all.map((c) => c.active)).toEqual([true, true])

    const closed = await engine.as(
      operator,
      courts.applySchedules(facility.id, {
        opening_hours: [],
        closures: [
          {
            court_ids: null,
            starts_on: "2000-01-01",
            ends_on: "2999-12-31",
            hour_start: 0,
            hour_end: 86400,
            note: null,
          },
        ],
      }),
    )
    expect(Either.isLeft(closed) && closed.left._tag).toBe("Unprocessable")

    // A booking in the past is history: the court stays, deactivated.
    await bookOn(facility.id, spare!.id, -10)
    Either.getOrThrow(await engine.as(operator, courts.destroy(facility.id, [spare!.id])))
    const after = Either.getOrThrow(await engine.as(operator, courts.list(facility.id)))
    expect(after.map((c) => [c.name, c.active])).toEqual([
      ["Court 1", true],
      ["Court 2", false],
    ])
  })

  it("refuse an opening-hours change that leaves a future booking outside the hours, listing it", async () => {
    const facility = await engine.facility()
    const [court] = Either.getOrThrow(
      await engine.as(operator, courts.upsert(facility.id, [{ name: "Court 1", sport: "tennis" }])),
    )
    const everyDay = (hour_start: number, hour_end: number) =>
      Array.from({ length: 7 }, (_, day) => ({ day, hour_start, hour_end }))
    Either.getOrThrow(
      await engine.as(
        operator,
        courts.applySchedules(facility.id, { opening_hours: everyDay(6 * 3600, 22 * 3600), closures: [] }),
      ),
    )
    await bookOn(facility.id, court!.id)
    for (const opening_hours of [everyDay(12 * 3600, 13 * 3600), []]) {
      const refused = await engine.as(operator, courts.applySchedules(facility.id, { opening_hours, closures: [] }))
      expect(Either.isLeft(refused) && refused.left.message).toBe(
        "1 future reservation would be stranded. Move them to another court or time, or cancel them (the front desk's day board), then apply the change again.",
      )
    }
    Either.getOrThrow(
      await engine.as(
        operator,
        courts.applySchedules(facility.id, { opening_hours: everyDay(8 * 3600, 20 * 3600), closures: [] }),
      ),
    )
  })
})
