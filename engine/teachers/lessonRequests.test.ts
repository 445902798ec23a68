import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { outboxFor } from "../../adapters/sql/mailOutbox"
import { mondayAhead } from "../../fixtures/testing/club"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { LessonRequests } from "./lessonRequests"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const requests = Effect.serviceFunctions(LessonRequests)
const mine = Effect.flatMap(LessonRequests, (r) => r.mine)
const H = 3600
const monday = mondayAhead()

/** A club open all day with one court, a teacher teaching 9–17 on Mondays, its desk and a player. */
const teachingClub = async () => {
  const facility = await engine.facility()
  const [court] = await engine.openAllDay(facility.id)
  const teacher = await engine.person([facility.id, "teacher"])
  const desk = await engine.person([facility.id, "front_desk"])
  const player = await engine.person([facility.id, "player"])
  await engine.sql(
    (sql) =>
      sql`insert into teacher_profiles (facility_id, user_id, bio) values (${facility.id}, ${teacher.id}, 'Pro')`,
  )
  await engine.sql(
    (sql) => sql`insert into teacher_hours (facility_id, user_id, day, hour_start, hour_end)
      values (${facility.id}, ${teacher.id}, 0, ${9 * H}, ${17 * H})`,
  )
  const ask = (hour: number, caller = player.caller, userId = player.id) =>
    engine.as(
      caller,
      requests.request(teacher.id, {
        facility_id: facility.id,
        user_id: userId,
        date: monday,
        hour_start: hour * H,
        hour_end: (hour + 1) * H,
        note: "Backhand",
      }),
    )
  return { facility, court: court!, teacher, desk, player, ask }
}

describe("lesson requests", () => {
  it("are asked for a time the teacher teaches, by the player or their guardian only", async () => {
    const { facility, player, ask } = await teachingClub()
    const stranger = await engine.person([facility.id, "player"])
    const asked = Either.getOrThrow(await ask(10))
    expect(asked).toMatchObject({ status: "open", user_id: player.id, note: "Backhand" })
    expect(refusalWords(await ask(20))).toEqual([
      "Unprocessable",
      "The teacher does not teach 8:00 PM–9:00 PM on that day.",
    ])
    expect(refusalWords(await ask(11, stranger.caller, player.id))).toEqual([
      "Forbidden",
      "You may ask for lessons only for yourself and the children you handle.",
    ])
    const outsider = await engine.person([(await engine.facility()).id, "player"])
    expect(refusalWords(await ask(11, outsider.caller, outsider.id))).toEqual([
      "Unprocessable",
      "Join the club before asking its teachers for lessons.",
    ])
    expect(Either.getOrThrow(await engine.as(player.caller, mine)).map((r) => r.id)).toEqual([asked.id])
  })

  it("are accepted by the teacher or the desk, booking the lesson once; the player is told", async () => {
    const { facility, teacher, desk, player, ask } = await teachingClub()
    const asked = Either.getOrThrow(await ask(10))
    expect(refusalOf(await engine.as(player.caller, requests.accept(asked.id, undefined)))._tag).toBe("NotFound")
    const otherDesk = await engine.person([(await engine.facility()).id, "front_desk"])
    expect(refusalOf(await engine.as(otherDesk.caller, requests.accept(asked.id, undefined)))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(otherDesk.caller, requests.forTeacher(teacher.id, facility.id)))._tag).toBe(
      "Forbidden",
    )

    const accepted = Either.getOrThrow(await engine.as(teacher.caller, requests.accept(asked.id, undefined)))
    expect(accepted).toMatchObject({ status: "accepted" })
    expect(accepted.reservation_id).not.toBeNull()
    expect(refusalWords(await engine.as(desk.caller, requests.accept(asked.id, undefined)))).toEqual([
      "Unprocessable",
      "This request was already accepted.",
    ])
    const [email] = await engine.sql((sql) => sql<{ email: string }>`select email from users where id = ${player.id}`)
    expect((await engine.sql(() => outboxFor(email!.email))).map((m) => m.subject)).toEqual([
      `Your lesson with ${accepted.teacher_name} is booked`,
    ])
    // The teacher is busy then now: the same hour cannot be asked again.
    expect(refusalWords(await ask(10))).toEqual([
      "Unprocessable",
      "The teacher already teaches 10:00 AM–11:00 AM that day.",
    ])
  })

  it("are declined with a sentence, or withdrawn by whoever asked; a closed one stays closed", async () => {
    const { teacher, desk, player, ask } = await teachingClub()
    const first = Either.getOrThrow(await ask(12))
    const declined = Either.getOrThrow(
      await engine.as(desk.caller, requests.decline(first.id, "I am at a tournament that day.")),
    )
    expect(declined).toMatchObject({ status: "declined", answer: "I am at a tournament that day." })
    const second = Either.getOrThrow(await ask(13))
    expect(refusalOf(await engine.as(teacher.caller, requests.withdraw(second.id)))._tag).toBe("NotFound")
    expect(Either.getOrThrow(await engine.as(player.caller, requests.withdraw(second.id))).status).toBe("withdrawn")
    expect(refusalWords(await engine.as(teacher.caller, requests.accept(second.id, undefined)))).toEqual([
      "Unprocessable",
      "This request was already withdrawn.",
    ])
    expect(Either.getOrThrow(await engine.as(player.caller, mine))).toEqual([])
  })
})
