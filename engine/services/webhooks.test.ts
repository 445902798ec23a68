import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { listenWebhookReceiver } from "../../fixtures/testing/webhookReceiver"
import { operator } from "../access"
import { retryAfter } from "../webhooks"
import { WebhooksRepo } from "../ports"
import { Alerts } from "./alerts"
import { Webhooks } from "./webhooks"

let engine: Awaited<ReturnType<typeof startEngine>>
let receiver: Awaited<ReturnType<typeof listenWebhookReceiver>>
beforeAll(async () => {
  engine = await startEngine()
  receiver = await listenWebhookReceiver()
})
afterAll(async () => {
  await engine?.close()
  await receiver?.close()
})

const webhooks = Effect.serviceFunctions(Webhooks)
const right = <A, E>(either: Either.Either<A, E>) => Either.getOrThrow(either)

/** A club whose manager registered the receiver for bookings made and cancelled. */
const hookedClub = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const player = await engine.person([facility.id, "player"])
  const endpoint = right(
    await engine.as(
      manager.caller,
      webhooks.create(facility.id, { url: receiver.url, events: ["reservation.created", "reservation.cancelled"] }),
    ),
  )
  receiver.setSecret(endpoint.secret)
  return { facility, manager, player, endpoint }
}

const deliveriesOf = (facilityId: number) =>
  engine.sql(
    (sql) => sql<{
      id: number
      status: string
      attempts: number
      response_status: number | null
      due_in: number | null
    }>`
      select id, status, attempts, response_status,
        round(extract(epoch from next_at - now()) / 60)::int as due_in
      from webhook_deliveries where facility_id = ${facilityId} order by id`,
  )

const operatorRound = () => engine.as(operator, webhooks.deliverDue())
const makeDue = () => engine.sql((sql) => sql`update webhook_deliveries set next_at = now() where status = 'pending'`)

describe("outgoing webhooks", () => {
  it("tells of a booking, signed; retries after a 500 and delivers the same event; a replay sends it again", async () => {
    const club = await hookedClub()
    expect(club.endpoint.secret).toMatch(/^whsec_/)
    const reservation = await engine.booking(club.facility.id, club.player.id, 5)
    receiver.answers.push(500)
    const before = receiver.received.length
    await operatorRound()
    expect(await deliveriesOf(club.facility.id)).toEqual([
      { id: expect.any(Number), status: "pending", attempts: 1, response_status: 500, due_in: 1 },
    ])
    await makeDue()
    await operatorRound()
    const [delivery] = await deliveriesOf(club.facility.id)
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2, response_status: 200, due_in: null })
    const sent = receiver.received.slice(before)
    // The booking's times as the API says them, not PostgreSQL's range text.
    expect(Object.keys(sent[0]!.event.data.object)).not.toContain("during")
    expect(sent[0]!.event.data.object).toMatchObject({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      starts_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
      ends_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
    })
    expect(sent.map((r) => [r.verified, r.type, r.event.type, r.event.data.object.id])).toEqual([
      [true, "reservation.created", "reservation.created", reservation],
      [true, "reservation.created", "reservation.created", reservation],
    ])
    expect(sent[0]!.event.id).toBe(sent[1]!.event.id)

    const replayed = right(await engine.as(club.manager.caller, webhooks.replay(club.facility.id, delivery!.id)))
    expect(replayed).toMatchObject({ status: "pending", attempts: 0 })
    await operatorRound()
    expect(receiver.received.at(-1)!.event.id).toBe(sent[0]!.event.id)
    const listed = right(
      await engine.as(club.manager.caller, webhooks.deliveries(club.facility.id, club.endpoint.id, 1)),
    )
    // The receiver is on this machine (allowed by the operator): its answer is kept from the club.
    expect(listed.deliveries).toEqual([
      expect.objectContaining({ event_type: "reservation.created", status: "delivered", response_body: "" }),
    ])
  })

  it("loses nothing when a sender dies mid-send: the held delivery is taken again once its hold ends", async () => {
    const club = await hookedClub()
    await engine.booking(club.facility.id, club.player.id, 6)
    // A server claims the delivery and dies before it records anything.
    const claimed = right(
      await engine.as(
        operator,
        Effect.flatMap(WebhooksRepo, (repo) => repo.claimDue(50)),
      ),
    )
    expect(claimed.filter((d) => d.facility_id === club.facility.id)).toHaveLength(1)
    expect(right(await operatorRound())).toBe(0)
    await makeDue()
    const before = receiver.received.length
    expect(right(await operatorRound())).toBeGreaterThan(0)
    expect(receiver.received.length - before).toBe(1)
    expect((await deliveriesOf(club.facility.id))[0]).toMatchObject({ status: "delivered", attempts: 1 })
  })

  it("writes events only for clubs with endpoints that take them, and none for a change rolled back", async () => {
    const club = await hookedClub()
    const quiet = await engine.facility()
    const player = await engine.person([quiet.id, "player"])
    await engine.booking(quiet.id, player.id, 3)
    const events = (facilityId: number) =>
      engine.sql(
        (sql) => sql<{ kind: string }>`select kind from webhook_events where facility_id = ${facilityId} order by id`,
      )
    expect(await events(quiet.id)).toEqual([])
    // Payments are not among the events this endpoint takes.
    await engine.sql(
      (sql) => sql`
        insert into payments (facility_id, payable_type, payer_id, method, amount, status, business_date)
        values (${club.facility.id}, 'account', ${club.player.id}, 'cash', 500, 'paid', current_date)`,
    )
    await engine
      .sql((sql) =>
        sql.withTransaction(
          Effect.zipRight(
            sql`update reservations set status = 'admin_cancelled', cancelled_at = now() where facility_id = ${club.facility.id}`,
            Effect.fail("rolled back"),
          ),
        ),
      )
      .catch(() => undefined)
    expect(await events(club.facility.id)).toEqual([])
    const booked = await engine.booking(club.facility.id, club.player.id, 4)
    await engine.sql(
      (sql) => sql`update reservations set status = 'admin_cancelled', cancelled_at = now() where id = ${booked}`,
    )
    expect((await events(club.facility.id)).map((e) => e.kind)).toEqual([
      "reservation.created",
      "reservation.cancelled",
    ])
  })

  it("raises an alert while an address's deliveries fail, until one is taken; lets month-old events go", async () => {
    const club = await hookedClub()
    const alerts = async () =>
      right(
        await engine.as(
          club.manager.caller,
          Effect.flatMap(Alerts, (a) => a.now(club.facility.id)),
        ),
      )
    await engine.booking(club.facility.id, club.player.id, 7)
    receiver.answers.push(503)
    await operatorRound()
    expect((await alerts()).map((a) => [a.kind, a.subject_id, a.title, a.detail])).toEqual([
      ["webhook_failing", club.endpoint.id, `Webhook failing: ${receiver.url}`, "Its last delivery was not taken."],
    ])
    // The front desk cannot mend an integration: it is not told.
    const desk = await engine.person([club.facility.id, "front_desk"])
    expect(
      right(
        await engine.as(
          desk.caller,
          Effect.flatMap(Alerts, (a) => a.now(club.facility.id)),
        ),
      ),
    ).toEqual([])
    await makeDue()
    await operatorRound()
    expect(await alerts()).toEqual([])

    await engine.sql(
      (sql) => sql`update webhook_events set at = now() - interval '31 days' where facility_id = ${club.facility.id}`,
    )
    await operatorRound()
    expect(await deliveriesOf(club.facility.id)).toEqual([])
  })

  it("spaces retries 1, 5, 30, 120 and 720 minutes apart, then gives up", async () => {
    expect([1, 2, 3, 4, 5, 6].map(retryAfter)).toEqual([1, 5, 30, 120, 720, undefined])
  })

  it("is the club's managers' own: another club's manager and the club's players are refused", async () => {
    const club = await hookedClub()
    const other = await engine.facility()
    const stranger = await engine.person([other.id, "manager"])
    for (const caller of [stranger.caller, club.player.caller]) {
      expect(Either.isLeft(await engine.as(caller, webhooks.endpoints(club.facility.id)))).toBe(true)
      expect(Either.isLeft(await engine.as(caller, webhooks.deliveries(club.facility.id, club.endpoint.id, 1)))).toBe(
        true,
      )
    }
    const theirs = await engine.as(stranger.caller, webhooks.deliveries(other.id, club.endpoint.id, 1))
    expect(Either.getLeft(theirs).pipe((e) => e._tag === "Some" && e.value.message)).toBe(
      "Webhook endpoint was not found.",
    )
    const bad = await engine.as(club.manager.caller, webhooks.create(club.facility.id, { url: "ftp://x", events: [] }))
    expect(Either.getLeft(bad).pipe((e) => e._tag === "Some" && e.value.message)).toBe(
      "A webhook address starts with https://.",
    )
  })
})
