import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Reservations } from "./reservations"
import { startEngine } from "../../fixtures/testing/engine"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const reservations = Effect.serviceFunctions(Reservations)

/** A booking `daysAhead` from now on a new court, with `player` in it. */
const booking = (facilityId: number, player: number, daysAhead: number) =>
  engine.sql((sql) =>
    Effect.gen(function* () {
      const [court] = yield* sql<{ id: number }>`
        insert into courts (facility_id, name, sport) values (${facilityId}, 'Court 1', 'tennis') returning id`
      const [r] = yield* sql<{ id: number }>`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by)
        values (${facilityId}, ${court!.id},
          tstzrange(now() + ${`${daysAhead} days`}::interval, now() + ${`${daysAhead} days 1 hour`}::interval, '[)'),
          (now() + ${`${daysAhead} days`}::interval)::date, 36000, 39600, ${player})
        returning id`
      yield* sql`insert into reservation_users (facility_id, reservation_id, user_id, name)
        values (${facilityId}, ${r!.id}, ${player}, 'Player')`
      return Number(r!.id)
    }),
  )

describe("cancelling a reservation", () => {
  it("tells the player, and a guardian of a child in it, what cancelling does, then cancels it", async () => {
    const facility = await engine.facility()
    const guardian = await engine.person([facility.id, "player"])
    const child = await engine.person([facility.id, "player"])
    await engine.sql(
      (sql) =>
        sql`insert into family_links (user_id, related_user_id, handled) values (${guardian.id}, ${child.id}, true)`,
    )
    const id = await booking(facility.id, child.id, 2)
    const verification = Either.getOrThrow(await engine.as(guardian.caller, reservations.cancellationVerification(id)))
    expect(verification.allowed).toBe(true)
    expect(verification.message).toMatch(/^Cancel the booking of Court 1 on /)
    const cancelled = Either.getOrThrow(await engine.as(guardian.caller, reservations.cancel(id)))
    expect(cancelled.status).not.toBe("booked")
    const again = await engine.as(child.caller, reservations.cancel(id))
    expect(Either.isLeft(again) && again.left._tag).toBe("Unprocessable")
  })

  it("is not found for someone with no relation to it, and refused for a booking that is over", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const stranger = await engine.person([facility.id, "player"])
    const id = await booking(facility.id, player.id, 2)
    const probe = await engine.as(stranger.caller, reservations.cancellationVerification(id))
    expect(Either.isLeft(probe) && probe.left._tag).toBe("NotFound")
    const past = await booking(facility.id, player.id, -3)
    const verdict = Either.getOrThrow(await engine.as(player.caller, reservations.cancellationVerification(past)))
    expect(verdict.allowed).toBe(false)
    const refused = await engine.as(player.caller, reservations.cancel(past))
    expect(Either.isLeft(refused) && refused.left.message).toBe(verdict.message)
  })
})
