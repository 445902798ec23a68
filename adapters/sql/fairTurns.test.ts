import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { operator } from "../../engine/access"
import { NotificationsRepo } from "../../engine/ports"
import { WebhooksRepo } from "../../engine/webhooks"

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
  it("takes turns: a club with one item due is served in the first round beside a club with ten thousand older ones", async () => {
    await engine.sql((sql) => sql`update webhook_deliveries set status = 'failed' where status = 'pending'`)
    const flooded = await dueWebhooks(10_000, "1 hour")
    const small = await dueWebhooks(1, "1 second")
    const round = await engine.as(
      operator,
      Effect.flatMap(WebhooksRepo, (repo) => repo.claimDue(20)),
    )
    const clubs = round._tag === "Right" ? round.right.map((d) => d.facility_id) : []
    expect(clubs).toContain(small)
    expect(clubs.filter((c) => c === flooded).length).toBe(19)
    // The flooded club's items are still all there for the next rounds, none taken twice.
    const again = await engine.as(
      operator,
      Effect.flatMap(WebhooksRepo, (repo) => repo.claimDue(20)),
    )
    const ids = [...(round._tag === "Right" ? round.right : []), ...(again._tag === "Right" ? again.right : [])]
    expect(new Set(ids.map((d) => d.id)).size).toBe(40)
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
})
