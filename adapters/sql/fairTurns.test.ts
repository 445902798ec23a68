import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { operator } from "../../engine/access"
import { inClubTurns } from "../../engine/jobs"
import { PeakDrawsRepo } from "../../engine/peakDraws/port"
import { SlotWatchRepo } from "../../engine/slotWatch/port"
import { WebhooksRepo } from "../../engine/webhooks/port"
import { MembershipsRepo } from "../../engine/memberships/port"
import { NotificationsRepo } from "../../engine/notifications/port"
import { Transactions } from "../../engine/ports"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

/** A club with `n` webhook deliveries due, waiting since `since` (an SQL interval ago). */
const dueWebhooks = async (n: number, since: string) => {
  const club = await engine.facility()
  await engine.sql(
    (sql) => sql`
      with endpoint as (
        insert into webhook_endpoints (facility_id, url, secret_sealed, events)
        values (${club.id}, 'http://127.0.0.1:9/hook', 'sealed', '{reservation.created}') returning id
      ), event as (
        insert into webhook_events (facility_id, kind, object)
        values (${club.id}, 'reservation.created', '{}') returning id
      )
      insert into webhook_deliveries (facility_id, endpoint_id, event_id, next_at)
      select ${club.id}, endpoint.id, event.id, now() - ${since}::interval - make_interval(secs => i)
      from endpoint, event, generate_series(1, ${n}) i`,
  )
  return club.id
}

describe("background work across clubs", () => {
  it("takes turns: a club with one item due is served in the first round beside a club with ten thousand older ones, which has five on their way", async () => {
    await engine.sql((sql) => sql`update webhook_deliveries set status = 'failed' where status = 'pending'`)
    const flooded = await dueWebhooks(10_000, "1 hour")
    const small = await dueWebhooks(1, "1 second")
    const round = await engine.as(
      operator,
      Effect.flatMap(WebhooksRepo, (repo) => repo.claimDue(20)),
    )
    const clubs = round._tag === "Right" ? round.right.map((d) => d.facility_id) : []
    expect(clubs).toContain(small)
    expect(clubs.filter((c) => c === flooded).length).toBe(5)
    // The flooded club's items are still all there for the next rounds, none taken twice.
    const again = await engine.as(
      operator,
      Effect.flatMap(WebhooksRepo, (repo) => repo.claimDue(20)),
    )
    const ids = [...(round._tag === "Right" ? round.right : []), ...(again._tag === "Right" ? again.right : [])]
    expect(new Set(ids.map((d) => d.id)).size).toBe(11)
  })

  it("mail of bookings takes turns too", async () => {
    const clubs = await Promise.all([engine.facility(), engine.facility()])
    const people = await Promise.all(clubs.map((c) => engine.person([c.id, "player"])))
    await engine.sql((sql) => sql`update notifications set sent_at = now() where sent_at is null`)
    await engine.sql(
      (sql) => sql`
        insert into notifications (facility_id, user_id, kind, reservation_id, created_at)
        select ${clubs[0]!.id}, ${people[0]!.id}, 'booking_confirmation', i, now() - interval '1 hour'
        from generate_series(1001, 1500) i`,
    )
    await engine.sql(
      (sql) => sql`
        insert into notifications (facility_id, user_id, kind, reservation_id)
        values (${clubs[1]!.id}, ${people[1]!.id}, 'booking_confirmation', 1)`,
    )
    const round = await engine.as(
      operator,
      Effect.flatMap(NotificationsRepo, (repo) => repo.claim(10)),
    )
    expect(round._tag === "Right" ? round.right.map((n) => n.reservation_id) : []).toContain(1)
  })

  it("works single items club by club: every club with work has a turn before any has a second", async () => {
    const queues = new Map([
      [1, 5],
      [2, 1],
      [3, 2],
    ])
    const order: Array<number> = []
    const worked = await Effect.runPromise(
      inClubTurns(6, (served) =>
        Effect.sync(() => {
          // The club whose items are oldest comes first whenever it may.
          const club = [...queues.keys()].find((c) => queues.get(c)! > 0 && !served.includes(c))
          if (club === undefined) return Option.none()
          queues.set(club, queues.get(club)! - 1)
          order.push(club)
          return Option.some(club)
        }),
      ),
    )
    expect(worked).toBe(6)
    expect(order).toEqual([1, 2, 3, 1, 3, 1])
  })

  it("offers a freed time of a club not served yet in the round, beside another club's older ones", async () => {
    const [flooded, small] = await Promise.all([engine.facility(), engine.facility()])
    await engine.sql((sql) => sql`update slot_vacancies set status = 'released' where status = 'open'`)
    for (const [club, n, since] of [
      [flooded.id, 50, "1 hour"],
      [small.id, 1, "1 second"],
    ] as const) {
      const [court] = await engine.openAllDay(club)
      await engine.sql(
        (sql) => sql`
          insert into slot_vacancies (facility_id, court_id, local_date, hour_start, hour_end, next_at)
          select ${club}, ${court!}, current_date + 1, 36000, 39600, now() - ${since}::interval
          from generate_series(1, ${n})`,
      )
    }
    const next = (served: ReadonlyArray<number>) =>
      engine.as(
        operator,
        Effect.flatMap(Effect.all([SlotWatchRepo, Transactions]), ([repo, transactions]) =>
          transactions.run(
            Effect.map(
              repo.nextVacancy(served),
              Option.map((v) => v.facility_id),
            ),
          ),
        ),
      )
    const first = await next([])
    const second = await next([flooded.id])
    expect(first._tag === "Right" ? Option.getOrNull(first.right) : "failed").toBe(flooded.id)
    expect(second._tag === "Right" ? Option.getOrNull(second.right) : "failed").toBe(small.id)
  })

  it("tells drawn entries in turns across clubs", async () => {
    await engine.sql((sql) => sql`update peak_draw_entries set told_at = now() where told_at is null`)
    const clubs = await Promise.all([engine.facility(), engine.facility()])
    const people = await Promise.all(clubs.map((c) => engine.person([c.id, "player"])))
    for (const [i, n] of [
      [0, 200],
      [1, 1],
    ] as const) {
      const club = clubs[i]!.id
      await engine.sql(
        (sql) => sql`
          with draw as (
            insert into peak_draws (facility_id, name, play_date, hour_start, hour_end, slot_minutes, court_ids,
              entries_close_at, draw_at, recent_weeks, status)
            values (${club}, 'Saturday', current_date + 7, 32400, 43200, 60, '{1}', now(), now(), 4, 'drawn')
            returning id
          )
          insert into peak_draw_entries (facility_id, draw_id, user_id, choices, outcome, created_at)
          select ${club}, draw.id, ${people[i]!.id}, '{"09:00"}', 'lost', now() - make_interval(hours => ${n} - g)
          from draw, generate_series(1, ${n}) g`,
      )
    }
    const told = await engine.as(
      operator,
      Effect.flatMap(Effect.all([PeakDrawsRepo, Transactions]), ([repo, transactions]) =>
        transactions.run(repo.untold(10)),
      ),
    )
    expect(told._tag === "Right" ? told.right.map((e) => e.facility_id) : []).toContain(clubs[1]!.id)
  })

  it("visits for renewals only the clubs with something due, however many clubs sell memberships", async () => {
    const quiet = await engine.facility()
    await engine.sql((sql) => sql`insert into membership_plans (facility_id, name) values (${quiet.id}, 'Quiet plan')`)
    const clubs = await engine.as(
      operator,
      Effect.flatMap(MembershipsRepo, (repo) => repo.clubsWithWorkDue(new Date())),
    )
    expect(clubs._tag === "Right" ? clubs.right : "failed").not.toContain(quiet.id)
  })
})
