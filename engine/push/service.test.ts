import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listenFakePushService } from "../../adapters/providers/push/fakeServer"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { operator } from "../access"
import { Bookings } from "../bookings/service"
import { addDays } from "../dates"
import { Reservations } from "../reservations/service"
import { SlotWatches } from "../slotWatch/service"
import type { PushPayload } from "./rules"
import { Push } from "./service"
import { Letters } from "../mail/letters"

let engine: Awaited<ReturnType<typeof startEngine>>
let pushService: Awaited<ReturnType<typeof listenFakePushService>>
beforeAll(async () => {
  pushService = await listenFakePushService()
  engine = await startEngine({ PUSH_ALLOW_PRIVATE: "1" })
})
afterAll(async () => {
  await engine?.close()
  await pushService?.close()
})

const push = Effect.serviceFunctions(Push)
const watches = Effect.serviceFunctions(SlotWatches)
const SITE = new URL("https://club.example.com")
const H = 3600
const day = addDays(new Date().toISOString().slice(0, 10), 3)

/** A device as its browser would subscribe it, for the topics given. */
const device = (topics: ReadonlyArray<PushPayload["topic"]>) => {
  const made = pushService.subscribe()
  return { id: made.id, subscription: { endpoint: made.endpoint, keys: made.keys, topics } }
}

describe("push", () => {
  it("pushes a freed slot's offer once, sealed to each device that chose slot offers, with a button to book it", async () => {
    const club = await engine.facility({ max_hours_range: 24 * 30 })
    const [court] = await engine.openAllDay(club.id, { courts: 1 })
    const manager = await engine.person([club.id, "manager"])
    const desk = await engine.person([club.id, "front_desk"])
    const [holder, watcher] = [await engine.person([club.id, "player"]), await engine.person([club.id, "player"])]
    Either.getOrThrow(
      await engine.as(
        manager.caller,
        watches.saveSettings(club.id, { watch_limit: 3, offer_minutes: 30, offer_order: "earliest" }),
      ),
    )
    const phone = device(["slot_offers", "booking_reminders"])
    const tablet = device(["announcements"])
    Either.getOrThrow(await engine.as(watcher.caller, push.subscribe(phone.subscription)))
    Either.getOrThrow(await engine.as(watcher.caller, push.subscribe(tablet.subscription)))

    const slot = { facility_id: club.id, court_id: court!, date: day, hour_start: 10 * H, hour_end: 11 * H }
    const taken = Either.getOrThrow(
      await engine.as(
        holder.caller,
        Effect.flatMap(Bookings, (b) => b.book({ ...slot, reservation_type: 0, player_ids: [], guests: [] })),
      ),
    )
    Either.getOrThrow(
      await engine.as(
        watcher.caller,
        watches.watch(club.id, {
          date: day,
          from: 9 * H,
          to: 12 * H,
          duration: H,
          court_id: court!,
          sport: null,
          surface: null,
          indoor: null,
        }),
      ),
    )
    Either.getOrThrow(
      await engine.as(
        desk.caller,
        Effect.flatMap(Reservations, (r) => r.cancel(taken.id)),
      ),
    )
    Either.getOrThrow(await engine.as(operator, watches.offerRound(SITE)))
    Either.getOrThrow(await engine.as(operator, push.round(SITE)))

    const [received, ...more] = pushService.received(phone.id)
    expect(more).toEqual([])
    expect(pushService.received(tablet.id)).toEqual([])
    expect(pushService.refused()).toEqual([])
    const [offer] = await engine.sql(
      (sql) => sql<{ id: number }>`select id from slot_offers where facility_id = ${club.id}`,
    )
    const payload = received!.payload as PushPayload
    expect(payload).toMatchObject({ topic: "slot_offers", tag: `slot-offer-${offer!.id}` })
    expect(payload.title).toMatch(/^A court came free: Court 1, /)
    expect(payload.body).toMatch(/Held for you until /)
    expect(payload.actions).toEqual([
      {
        action: "book",
        title: "Book it",
        url: `https://club.example.com/watches?facility=${club.id}&accept=${offer!.id}#offer-${offer!.id}`,
      },
    ])
    expect(received).toMatchObject({ urgency: "high", ttl: 3600 })
    // Signed with the platform's key, the one browsers subscribe with.
    const key = Either.getOrThrow(
      await engine.as(
        operator,
        Effect.flatMap(Push, (p) => p.publicKey),
      ),
    )
    expect(received!.vapidKey).toBe(key.public_key)

    // Rounds again: nothing is pushed twice.
    await engine.as(operator, watches.offerRound(SITE))
    await engine.as(operator, push.round(SITE))
    expect(pushService.received(phone.id)).toHaveLength(1)
  })

  it("removes a device its push service says is gone, and words each push in its reader's language", async () => {
    const club = await engine.facility()
    const player = await engine.person([club.id, "player"])
    await engine.sql((sql) => sql`update users set language = 'es' where id = ${player.id}`)
    const [gone, kept] = [device(["announcements"]), device(["announcements"])]
    const goneSub = Either.getOrThrow(await engine.as(player.caller, push.subscribe(gone.subscription)))
    Either.getOrThrow(await engine.as(player.caller, push.subscribe(kept.subscription)))
    pushService.gone(gone.id)

    Either.getOrThrow(
      await engine.as(
        operator,
        push.tell(player.id, club.id, "news:1", (language) => ({
          topic: "announcements",
          title: language === "es" ? "Noticias" : "News",
          body: "…",
          url: "https://club.example.com/",
          tag: "news-1",
          actions: [],
        })),
      ),
    )
    Either.getOrThrow(await engine.as(operator, push.round(SITE)))
    expect(pushService.received(kept.id).map((m) => (m.payload as PushPayload).title)).toEqual(["Noticias"])
    const left = Either.getOrThrow(
      await engine.as(
        player.caller,
        Effect.flatMap(Push, (p) => p.mine),
      ),
    )
    expect(left.map((s) => s.id)).not.toContain(goneSub.id)
    expect(left).toHaveLength(1)
    // Only the push service's host is shown back, never the device's address.
    expect(left[0]!.push_service).toBe(new URL(pushService.url).host)
    expect(JSON.stringify(left)).not.toContain(kept.id)
  })

  it("pushes a letter that says so to the devices that chose its topic, in the reader's words, whatever mail they turned off", async () => {
    const club = await engine.facility()
    const player = await engine.person([club.id, "player"])
    await engine.sql(
      (sql) => sql`insert into notification_settings (user_id, muted) values (${player.id}, '{waitlist_promotion}')`,
    )
    const phone = device(["waitlist_promotions"])
    Either.getOrThrow(await engine.as(player.caller, push.subscribe(phone.subscription)))
    const letter = {
      subject: "A place opened for you",
      text: "You have a place in Tuesday's open play.\n\nSee you on court.",
      facilityId: club.id,
      kind: "waitlist_promotion" as const,
      push: { topic: "waitlist_promotions" as const, key: "open-play-place:1", path: "/open-play" },
    }
    for (let i = 0; i < 2; i++)
      Either.getOrThrow(
        await engine.as(
          operator,
          Effect.flatMap(Letters, (l) => l.tell(player.id, letter)),
        ),
      )
    Either.getOrThrow(await engine.as(operator, push.round(SITE)))
    expect(pushService.received(phone.id).map((m) => m.payload)).toEqual([
      {
        topic: "waitlist_promotions",
        title: "A place opened for you",
        body: "You have a place in Tuesday's open play.",
        url: "/open-play",
        tag: "open-play-place:1",
        actions: [],
      },
    ])
  })

  it("keeps a person's devices theirs: bad keys refused, and another person changes or removes nothing", async () => {
    const club = await engine.facility()
    const [me, other] = [await engine.person([club.id, "player"]), await engine.person([club.id, "player"])]
    const phone = device(["slot_offers"])
    const bad = { ...phone.subscription, keys: { ...phone.subscription.keys, p256dh: "not-a-key" } }
    expect(refusalOf(await engine.as(me.caller, push.subscribe(bad))).message).toBe(
      "The subscription's p256dh key is not a P-256 public key.",
    )
    const notHttp = { ...phone.subscription, endpoint: "ftp://push.example.com/x" }
    expect(refusalOf(await engine.as(me.caller, push.subscribe(notHttp))).message).toBe(
      "The push endpoint must be an https address.",
    )
    const mine = Either.getOrThrow(await engine.as(me.caller, push.subscribe(phone.subscription)))
    expect(refusalOf(await engine.as(other.caller, push.setTopics(mine.id, ["announcements"])))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(other.caller, push.unsubscribe(mine.id)))._tag).toBe("NotFound")
    const changed = Either.getOrThrow(await engine.as(me.caller, push.setTopics(mine.id, ["draw_results"])))
    expect(changed.topics).toEqual(["draw_results"])
    Either.getOrThrow(await engine.as(me.caller, push.unsubscribe(mine.id)))
    expect(
      Either.getOrThrow(
        await engine.as(
          me.caller,
          Effect.flatMap(Push, (p) => p.mine),
        ),
      ),
    ).toEqual([])
  })
})
