import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeClinicClub } from "../../fixtures/testing/clinics"
import { startEngine } from "../../fixtures/testing/engine"
import { Bookings } from "../bookings/service"
import { Teachers } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const teachers = Effect.serviceFunctions(Teachers)
const bookings = Effect.serviceFunctions(Bookings)
const H = 3600

describe("a teacher's day", () => {
  it("holds their lessons and the clinic sessions they coach, in time order, and makes them busy then", async () => {
    const { facility, manager, clinic, sessions, court } = await makeClinicClub(engine, { weeks: 1 })
    const coach = await engine.person([facility.id, "teacher"])
    const player = await engine.person([facility.id, "player"])
    await engine.sql((sql) => sql`update clinics set coach_ids = array[${coach.id}]::bigint[] where id = ${clinic.id}`)
    const date = sessions[0]!.date
    const lesson = (hour: number) =>
      bookings.bookAsStaff(court, {
        kind: "lesson",
        date,
        hour_start: hour * H,
        hour_end: (hour + 1) * H,
        reservation_type: 0,
        player_ids: [player.id],
        guests: [],
        teacher_id: coach.id,
        extra_court_ids: [],
        outside_teacher_hours: true,
      })
    const late = Either.getOrThrow(await engine.as(manager.caller, lesson(20)))
    const early = Either.getOrThrow(await engine.as(manager.caller, lesson(9)))

    const day = Either.getOrThrow(await engine.as(manager.caller, teachers.day(facility.id, date)))
    const theirs = day.find((p) => p.id === coach.id)!.reservations
    expect(theirs.map((r) => [r.kind, r.hour_start])).toEqual([
      ["lesson", 9 * H],
      ["clinic", 18 * H],
      ["lesson", 20 * H],
    ])
    expect(theirs.map((r) => r.id)).toEqual([early.id, sessions[0]!.reservation_id, late.id])
    const own = Either.getOrThrow(await engine.as(coach.caller, teachers.day(facility.id, date, coach.id)))
    expect(own[0]!.reservations).toEqual(theirs)

    const busy = Either.getOrThrow(await engine.as(player.caller, teachers.busyOn(coach.id, facility.id, date)))
    expect(busy.busy).toEqual([
      { hour_start: 9 * H, hour_end: 10 * H },
      { hour_start: 18 * H, hour_end: 19 * H },
      { hour_start: 20 * H, hour_end: 21 * H },
    ])
  })
})
