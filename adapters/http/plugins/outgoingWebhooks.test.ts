import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { listenWebhookReceiver } from "../../../fixtures/testing/webhookReceiver"

/** A club's outgoing webhooks through HTTP, the delivery job sending to a receiver that checks signatures. */
let server: TestServer
let receiver: Awaited<ReturnType<typeof listenWebhookReceiver>>
beforeAll(async () => {
  receiver = await listenWebhookReceiver()
  server = await startTestServer({ WEBHOOK_SECONDS: "1" })
})
afterAll(async () => {
  await server.close()
  await receiver.close()
})

const received = (type: string, count: number) =>
  expect.poll(() => receiver.received.filter((r) => r.type === type).length, { timeout: 15_000 }).toBe(count)

describe("outgoing webhooks", () => {
  it("are registered by a manager, tell of bookings signed, retry a 500, show each delivery and send one again", async () => {
    const club = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}/webhook_endpoints`
    const made = await club.manager.post(base, {
      url: receiver.url,
      events: ["reservation.created", "reservation.cancelled"],
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      url: receiver.url,
      active: true,
      version: 2,
      secret: expect.stringMatching(/^whsec_/),
    })
    receiver.setSecret(made.body.secret)
    const listed = await club.manager.get(base)
    expect(listed.body).toEqual([expect.objectContaining({ id: made.body.id, recent: 0, failing: 0 })])
    expect(listed.body[0].secret).toBeUndefined()

    receiver.answers.push(500)
    const booking = await club.booking()
    await received("reservation.created", 1)
    const deliveries = `${base}/${made.body.id}/deliveries`
    await expect
      .poll(async () => (await club.manager.get(deliveries)).body.deliveries[0], { timeout: 10_000 })
      // The receiver is on this machine, which the operator allowed: its answer is not shown to the club.
      .toMatchObject({ status: "pending", attempts: 1, response_status: 500, response_body: "" })
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`update webhook_deliveries set next_at = now() where status = 'pending'`,
      ),
    )
    await received("reservation.created", 2)
    const [first, second] = receiver.received.filter((r) => r.type === "reservation.created")
    expect([first!.verified, second!.verified]).toEqual([true, true])
    expect(second!.event).toEqual(first!.event)
    expect(first!.event).toMatchObject({
      type: "reservation.created",
      facility_id: club.facility.id,
      api_version: 2,
      data: { object: { object: "reservation", id: booking.id, facility_id: club.facility.id } },
    })

    const delivered = await club.manager.get(deliveries)
    expect(delivered.body.deliveries[0]).toMatchObject({ status: "delivered", attempts: 2, response_status: 200 })
    const replay = await club.manager.post(
      `/api/facilities/${club.facility.id}/webhook_deliveries/${delivered.body.deliveries[0].id}/replay`,
    )
    expect(replay.status).toBe(200)
    await received("reservation.created", 3)

    expect((await club.player.del(`/api/reservations/${booking.id}`)).status).toBe(200)
    await received("reservation.cancelled", 1)
    expect(receiver.received.at(-1)!.event.data.object.id).toBe(booking.id)
  })

  it("stop when paused or removed, and are refused to players, other clubs and bad input", async () => {
    const club = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}/webhook_endpoints`
    const made = await club.manager.post(base, { url: receiver.url, events: ["payment.recorded"] })
    const endpoint = `${base}/${made.body.id}`
    const paused = await club.manager.put(endpoint, { active: false, events: ["reservation.created"] })
    expect(paused.body).toMatchObject({ active: false, events: ["reservation.created"] })
    await club.booking()
    const events = await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`select id from webhook_events where facility_id = ${club.facility.id}`,
      ),
    )
    expect(events).toEqual([])

    expect((await club.player.get(base)).status).toBe(403)
    expect((await other.manager.get(base)).status).toBe(403)
    expect(
      (await other.manager.get(`/api/facilities/${other.facility.id}/webhook_endpoints/${made.body.id}/deliveries`))
        .status,
    ).toBe(404)
    expect((await other.manager.post(`/api/facilities/${other.facility.id}/webhook_deliveries/1/replay`)).status).toBe(
      404,
    )
    const { client: stranger } = await makeUser(server)
    expect((await stranger.del(endpoint)).status).toBe(403)

    expect((await club.manager.post(base, { url: receiver.url, events: ["booking.made"] })).status).toBe(400)
    const version3 = await club.manager.put(endpoint, { version: 3 })
    expect(version3.status).toBe(400)
    expect((await club.manager.get(base)).body[0].version).toBe(2)
    const ftp = await club.manager.post(base, { url: "ftp://example.com/hook", events: ["payment.recorded"] })
    expect(ftp.status).toBe(422)
    expect(ftp.body.message).toBe(
      "A webhook address starts with https:// (or http://localhost for a receiver on this machine).",
    )
    const none = await club.manager.post(base, { url: receiver.url, events: [] })
    expect(none.body.message).toBe("Choose at least one event for the address to receive.")

    expect((await club.manager.del(endpoint)).status).toBe(200)
    expect((await club.manager.del(endpoint)).status).toBe(404)
    expect((await club.manager.get(base)).body).toEqual([])
  })
})
