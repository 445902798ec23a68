import { Effect, Either, Tracer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { listenWebhookReceiver } from "../../fixtures/testing/webhookReceiver"
import { operator } from "../access"
import { retryAfter } from "./rules"
import { WebhooksRepo } from "./port"
import { addDays } from "../../web/src/ui/format"
import { joinPlan } from "../../fixtures/testing/memberships"
import { Alerts } from "../alerts/service"
import { Bookings } from "../bookings/service"
import { Charges } from "../payments/charges"
import { ReservationChanges } from "../reservationChanges/service"
import { Reservations } from "../reservations/service"
import { Webhooks } from "./service"
import { Transactions } from "../ports"

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

const H = 3600
const day = addDays(new Date().toISOString().slice(0, 10), 3)

/** A club open all day whose manager registered the receiver (for bookings made and cancelled, unless told). */
const hookedClub = async (
  fields: Partial<Parameters<typeof webhooks.create>[1]> = {},
  facility?: Awaited<ReturnType<typeof engine.facility>>,
) => {
  const club = facility ?? (await engine.facility({ max_hours_range: 24 * 30 }))
  const courts = facility === undefined ? await engine.openAllDay(club.id, { courts: 2 }) : []
  const manager = await engine.person([club.id, "manager"])
  const player = await engine.person([club.id, "player"])
  const events = ["reservation.created", "reservation.cancelled"] as const
  const endpoint = right(
    await engine.as(manager.caller, webhooks.create(club.id, { url: receiver.url, events, ...fields })),
  )
  receiver.setSecret(endpoint.secret)
  /** A booking by the desk of both courts at `hour` on the day, for the player: the event's source. */
  const book = async (hour: number) =>
    right(
      await engine.as(
        manager.caller,
        Effect.flatMap(Bookings, (b) =>
          b.bookAsStaff(courts[0]!, {
            date: day,
            hour_start: hour * H,
            hour_end: (hour + 1) * H,
            kind: "rental",
            reservation_type: 0,
            player_ids: [player.id],
            guests: [],
            extra_court_ids: [courts[1]!],
          }),
        ),
      ),
    ).id
  return { facility: club, courts, manager, player, endpoint, book }
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

/** A tracer other than Effect's default (whose spans go nowhere, so none are made): spans kept in process. */
const untraced = Effect.runSync(Effect.tracer)
const tracing = Tracer.make({ span: (...args) => untraced.span(...args), context: untraced.context })

const operatorRound = () => engine.as(operator, webhooks.deliverDue())
const makeDue = () => engine.sql((sql) => sql`update webhook_deliveries set next_at = now() where status = 'pending'`)

describe("outgoing webhooks", () => {
  it("tells of a booking, signed; retries after a 500 and delivers the same event; a replay sends it again", async () => {
    const club = await hookedClub()
    expect(club.endpoint.secret).toMatch(/^whsec_/)
    const reservation = await club.book(5)
    receiver.answers.push(500)
    const before = receiver.received.length
    await operatorRound()
    expect(await deliveriesOf(club.facility.id)).toEqual([
      { id: expect.any(Number), status: "pending", attempts: 1, response_status: 500, due_in: 1 },
    ])
    await makeDue()
    // This round with a tracer installed (as OTEL_EXPORTER_OTLP_ENDPOINT installs one): its delivery carries the trace.
    await engine.as(operator, webhooks.deliverDue().pipe(Effect.withTracer(tracing)))
    const [delivery] = await deliveriesOf(club.facility.id)
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2, response_status: 200, due_in: null })
    const sent = receiver.received.slice(before)
    // Version 2: the booking with both its courts, its times as the API says them; not the table row.
    expect(sent[0]!.event).toMatchObject({ api_version: 2, data: { object: { object: "reservation" } } })
    expect(sent[0]!.version).toBe("2")
    expect(sent[0]!.deprecation).toBeUndefined()
    expect(sent[0]!.event.data.object).toEqual({
      object: "reservation",
      id: reservation,
      facility_id: club.facility.id,
      court_ids: club.courts,
      date: day,
      starts_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
      ends_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
      kind: "rental",
      status: "booked",
      no_show: false,
      created_by: club.manager.id,
      teacher_id: null,
      cancelled_at: null,
      updated_at: expect.any(String),
    })
    expect(sent.map((r) => [r.verified, r.type, r.event.type, r.event.data.object.id])).toEqual([
      [true, "reservation.created", "reservation.created", reservation],
      [true, "reservation.created", "reservation.created", reservation],
    ])
    expect(sent[0]!.event.id).toBe(sent[1]!.event.id)
    // W3C trace context of the delivery's span, when traced: the receiver's trace can join the sender's.
    expect(sent[0]!.traceparent).toBeUndefined()
    expect(sent[1]!.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/)

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
    await club.book(6)
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
    const quiet = await hookedClub({ events: ["payment.recorded"] })
    await quiet.book(3)
    const events = (facilityId: number) =>
      engine.sql(
        (sql) => sql<{ kind: string }>`select kind from webhook_events where facility_id = ${facilityId} order by id`,
      )
    expect(await events(quiet.facility.id)).toEqual([])
    const booked = await club.book(4)
    const cancel = Effect.flatMap(Reservations, (r) => r.cancel(booked))
    const rolledBack = await engine.as(
      club.manager.caller,
      Effect.flatMap(Transactions, (tx) => tx.run(Effect.zipRight(cancel, Effect.fail("rolled back")))),
    )
    expect(Either.isLeft(rolledBack)).toBe(true)
    expect((await events(club.facility.id)).map((e) => e.kind)).toEqual(["reservation.created"])
    right(await engine.as(club.manager.caller, cancel))
    expect((await events(club.facility.id)).map((e) => e.kind)).toEqual([
      "reservation.created",
      "reservation.cancelled",
    ])
  })

  it("keeps version 1's table rows for an endpoint on it, announced as deprecated, beside version 2's payloads", async () => {
    const club = await hookedClub({ events: ["reservation.created"], version: 1 })
    const current = await hookedClub({ events: ["reservation.created"] }, club.facility)
    expect([club.endpoint.version, current.endpoint.version]).toEqual([1, 2])
    const before = receiver.received.length
    const reservation = await club.book(8)
    await operatorRound()
    const sent = receiver.received
      .slice(before)
      .filter((r) => r.event.facility_id === club.facility.id)
      .sort((a, b) => a.version.localeCompare(b.version))
    expect(sent.map((r) => [r.verified, r.version, r.deprecation !== undefined])).toEqual([
      [true, "1", true],
      [true, "2", false],
    ])
    const [legacy, small] = sent.map((r) => r.event)
    expect(legacy.id).toBe(small.id)
    expect(legacy.api_version).toBeUndefined()
    // The row as migration 0049 shaped it: every column, its range said as times.
    expect(legacy.data.object).toMatchObject({
      id: reservation,
      court_id: club.courts[0],
      hour_start: 8 * H,
      parent_id: null,
      date: day,
    })
    expect(Object.keys(legacy.data.object)).not.toContain("during")
    expect(Object.keys(legacy.data.object)).not.toContain("local_date")
    expect(small.data.object).toMatchObject({ object: "reservation", id: reservation, court_ids: club.courts })
    // Moving the endpoint to version 2 is the manager's own change.
    const moved = right(
      await engine.as(club.manager.caller, webhooks.update(club.facility.id, club.endpoint.id, { version: 2 })),
    )
    expect(moved.version).toBe(2)
  })

  it("tells of a booking's change, once for the booking, from the service that made it", async () => {
    const club = await hookedClub({ events: ["reservation.changed"] })
    const booked = await club.book(10)
    right(
      await engine.as(
        club.manager.caller,
        Effect.flatMap(ReservationChanges, (c) => c.invite(booked, { name: "Pat Guest" })),
      ),
    )
    const told = await engine.sql(
      (sql) => sql<{ kind: string; object: { id: number; court_ids: Array<number> } }>`
        select kind, object from webhook_events where facility_id = ${club.facility.id} order by id`,
    )
    expect(told.map((e) => [e.kind, e.object.id, e.object.court_ids])).toEqual([
      ["reservation.changed", booked, club.courts],
    ])
  })

  it("tells of payments and memberships in their own payloads", async () => {
    const club = await hookedClub({ events: ["payment.recorded", "membership.changed"] })
    const desk = await engine.person([club.facility.id, "front_desk"])
    right(
      await engine.as(
        desk.caller,
        Effect.flatMap(Charges, (p) =>
          p.buyCredits(club.player.id, club.facility.id, { amount: 2500, method: "cash" }),
        ),
      ),
    )
    await joinPlan(engine, club.facility.id, club.manager, club.player.id, { name: "Gold" })
    const told = await engine.sql(
      (sql) => sql<{ kind: string; object: { object: string; id: number } }>`
        select kind, object from webhook_events where facility_id = ${club.facility.id} order by id`,
    )
    expect(told.map((e) => [e.kind, e.object.object])).toEqual([
      ["payment.recorded", "payment"],
      ["membership.changed", "membership"],
    ])
    expect(told[0]!.object).toMatchObject({ amount: 2500, currency: "USD", method: "cash", status: "paid" })
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
    await operatorRound() // what earlier tests left due, so the failure below is this club's
    await club.book(7)
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
    // What the sentence says is what is taken: https, or plain http to this machine only.
    for (const url of ["ftp://x", "http://hooks.example.com/in"]) {
      const bad = await engine.as(club.manager.caller, webhooks.create(club.facility.id, { url, events: [] }))
      expect(Either.getLeft(bad).pipe((e) => e._tag === "Some" && e.value.message)).toBe(
        "A webhook address starts with https:// (or http://localhost for a receiver on this machine).",
      )
    }
  })

  it("keeps a club to ten addresses, so one club cannot multiply the delivery job's work", async () => {
    const club = await hookedClub()
    const add = () =>
      engine.as(
        club.manager.caller,
        webhooks.create(club.facility.id, { url: "https://hooks.example.com/in", events: ["reservation.created"] }),
      )
    for (let i = 1; i < 10; i++) expect(Either.isRight(await add())).toBe(true)
    const eleventh = await add()
    expect(Either.getLeft(eleventh).pipe((e) => e._tag === "Some" && e.value.message)).toBe(
      "A club has at most 10 webhook addresses: remove one it no longer needs first.",
    )
  })
})
