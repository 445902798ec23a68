import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operator } from "../access"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays } from "../dates"
import { Bookings } from "../bookings/service"
import { Reservations } from "../reservations/service"
import { SlotWatches, type WatchRequest } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const watches = Effect.serviceFunctions(SlotWatches)
const H = 3600
const day = addDays(new Date().toISOString().slice(0, 10), 3)
const SITE = new URL("https://club.example.com")

/** A club open all day with two courts, its desk, and a player's booking of Court 1 at 10:00 on `day`. */
const watchedClub = async (settings: { watch_limit?: number; offer_order?: "earliest" | "members_first" } = {}) => {
  const facility = await engine.facility({ max_hours_range: 24 * 30 })
  const courts = await engine.openAllDay(facility.id, { courts: 2 })
  const desk = await engine.person([facility.id, "front_desk"])
  const manager = await engine.person([facility.id, "manager"])
  Either.getOrThrow(
    await engine.as(
      manager.caller,
      watches.saveSettings(facility.id, { watch_limit: 3, offer_minutes: 30, offer_order: "earliest", ...settings }),
    ),
  )
  const player = () => engine.person([facility.id, "player"])
  const book = async (who: { caller: typeof desk.caller }, court: number, hour = 10) =>
    engine.as(
      who.caller,
      Effect.flatMap(Bookings, (b) =>
        b.book({
          facility_id: facility.id,
          court_id: court,
          date: day,
          hour_start: hour * H,
          hour_end: (hour + 1) * H,
          reservation_type: 0,
          player_ids: [],
          guests: [],
        }),
      ),
    )
  const cancel = (id: number) =>
    engine.as(
      desk.caller,
      Effect.flatMap(Reservations, (r) => r.cancel(id)),
    )
  const request = (over: Partial<WatchRequest> = {}): WatchRequest => ({
    date: day,
    from: 9 * H,
    to: 12 * H,
    duration: H,
    court_id: courts[0]!,
    sport: null,
    surface: null,
    indoor: null,
    ...over,
  })
  const round = () => engine.as(operator, watches.offerRound(SITE))
  const offers = () =>
    engine.sql(
      (sql) => sql<{
        id: number
        user_id: number
        status: string
        vacancy_id: number
        hour_start: number
        court_id: number
      }>`
        select id, user_id, status, vacancy_id, hour_start, court_id from slot_offers
        where facility_id = ${facility.id} order by id`,
    )
  return { facility, courts, desk, manager, player, book, cancel, request, round, offers }
}

const failure = <A, E>(result: Either.Either<A, E>) =>
  Either.getLeft(result).pipe((e) => (e._tag === "Some" ? (e.value as { _tag: string; message: string }) : undefined))

describe("slot watch", () => {
  it("offers a freed slot to the first watcher, holds it against other bookings, and books it on accepting", async () => {
    const club = await watchedClub()
    const [holder, first, second, other] = await Promise.all([
      club.player(),
      club.player(),
      club.player(),
      club.player(),
    ])
    const taken = Either.getOrThrow(await club.book(holder, club.courts[0]!))
    Either.getOrThrow(await engine.as(first.caller, watches.watch(club.facility.id, club.request())))
    Either.getOrThrow(await engine.as(second.caller, watches.watch(club.facility.id, club.request())))
    expect(Either.getOrThrow(await club.round())).toBe(0)

    Either.getOrThrow(await club.cancel(taken.id))
    await club.round()
    const [offer] = await club.offers()
    expect(offer).toMatchObject({ user_id: first.id, status: "open", hour_start: 10 * H })
    // Held: nobody else books it meanwhile, the desk neither.
    expect(failure(await club.book(other, club.courts[0]!))).toMatchObject({ _tag: "Conflict" })
    expect(failure(await club.book(club.desk, club.courts[0]!))).toMatchObject({ _tag: "Conflict" })
    // The mail went once, with the link.
    const mail = await engine.sql(
      (sql) =>
        sql<{
          n: number
        }>`select count(*)::int as n from mail_outbox where message_id = ${`<slot-offer-${offer!.id}@club.example.com>`}`,
    )
    expect(mail[0]!.n).toBe(1)
    // Another player's accept finds nothing.
    expect(failure(await engine.as(second.caller, watches.accept(club.facility.id, offer!.id)))).toMatchObject({
      _tag: "NotFound",
    })

    const accepted = Either.getOrThrow(await engine.as(first.caller, watches.accept(club.facility.id, offer!.id)))
    expect(accepted).toMatchObject({ status: "accepted" })
    const mine = Either.getOrThrow(await engine.as(first.caller, watches.mine(club.facility.id)))
    expect(mine.watches[0]!.status).toBe("booked")
    expect(mine.offers[0]).toMatchObject({ status: "accepted", reservation_id: accepted.reservation_id })
    // Nothing is left to offer the second watcher.
    await club.round()
    expect((await club.offers()).length).toBe(1)
  })

  it("passes the slot on when an offer is declined or runs out, and the desk's release frees it for everyone", async () => {
    const club = await watchedClub()
    const [holder, a, b, c, walkIn] = await Promise.all([
      club.player(),
      club.player(),
      club.player(),
      club.player(),
      club.player(),
    ])
    const taken = Either.getOrThrow(await club.book(holder, club.courts[0]!))
    for (const p of [a, b, c])
      Either.getOrThrow(await engine.as(p.caller, watches.watch(club.facility.id, club.request())))
    Either.getOrThrow(await club.cancel(taken.id))
    await club.round()
    const [toA] = await club.offers()
    expect(toA!.user_id).toBe(a.id)
    Either.getOrThrow(await engine.as(a.caller, watches.decline(club.facility.id, toA!.id)))
    await club.round()
    const toB = (await club.offers()).find((o) => o.status === "open")!
    expect(toB.user_id).toBe(b.id)
    // B lets it run out.
    await engine.sql((sql) => sql`update slot_offers set expires_at = now() - interval '1 second' where id = ${toB.id}`)
    await club.round()
    const toC = (await club.offers()).find((o) => o.status === "open")!
    expect(toC.user_id).toBe(c.id)
    expect((await club.offers()).map((o) => o.status)).toEqual(["declined", "lapsed", "open"])

    // The desk sees the hold and releases it: anyone may book it now, and nobody is offered it again.
    const holds = Either.getOrThrow(await engine.as(club.desk.caller, watches.holds(club.facility.id, day)))
    expect(holds.map((h) => h.id)).toEqual([toC.id])
    expect(failure(await engine.as(c.caller, watches.holds(club.facility.id, day)))).toMatchObject({
      _tag: "Forbidden",
    })
    Either.getOrThrow(await engine.as(club.desk.caller, watches.release(club.facility.id, toC.id)))
    await club.round()
    expect((await club.offers()).filter((o) => o.status === "open")).toEqual([])
    Either.getOrThrow(await club.book(walkIn, club.courts[0]!))
  })

  it("gives two freed slots and twenty watchers each slot to exactly one person, with rounds racing", async () => {
    const club = await watchedClub()
    const holders = await Promise.all([club.player(), club.player()])
    const watchers = await Promise.all(Array.from({ length: 20 }, () => club.player()))
    const bookings = [
      Either.getOrThrow(await club.book(holders[0]!, club.courts[0]!)),
      Either.getOrThrow(await club.book(holders[1]!, club.courts[1]!)),
    ]
    for (const w of watchers)
      Either.getOrThrow(await engine.as(w.caller, watches.watch(club.facility.id, club.request({ court_id: null }))))
    await Promise.all(bookings.map((b) => club.cancel(b.id)))
    await Promise.all([club.round(), club.round(), club.round()])
    // Racing rounds may both pick the first watcher; the database lets one hold them, the next round goes on.
    await club.round()
    const open = (await club.offers()).filter((o) => o.status === "open")
    expect(open.map((o) => o.user_id).sort()).toEqual([watchers[0]!.id, watchers[1]!.id].sort())
    expect(new Set(open.map((o) => o.court_id)).size).toBe(2)
    // Everyone tries to accept every open offer at once: two bookings, one per slot, by the two offered.
    const tries = await Promise.all(
      watchers.flatMap((w) => open.map((o) => engine.as(w.caller, watches.accept(club.facility.id, o.id)))),
    )
    expect(tries.filter(Either.isRight)).toHaveLength(2)
    const booked = await engine.sql(
      (sql) => sql<{ user_id: number }>`
        select ru.user_id from reservations r join reservation_users ru on ru.reservation_id = r.id
        where r.facility_id = ${club.facility.id} and r.status = 'booked'`,
    )
    expect(booked.map((r) => r.user_id).sort()).toEqual([watchers[0]!.id, watchers[1]!.id].sort())
    // No person was ever offered one vacancy twice.
    const all = await club.offers()
    expect(new Set(all.map((o) => `${o.vacancy_id} ${o.user_id}`)).size).toBe(all.length)
  })

  it("keeps freed time for a watcher busy with another offer, and offers it when that one ends", async () => {
    const club = await watchedClub()
    const [holder, only] = await Promise.all([club.player(), club.player()])
    const bookings = [
      Either.getOrThrow(await club.book(holder, club.courts[0]!)),
      Either.getOrThrow(await club.book(holder, club.courts[1]!)),
    ]
    Either.getOrThrow(await engine.as(only.caller, watches.watch(club.facility.id, club.request({ court_id: null }))))
    for (const b of bookings) Either.getOrThrow(await club.cancel(b.id))
    await club.round()
    const [first] = await club.offers()
    expect((await club.offers()).length).toBe(1)
    Either.getOrThrow(await engine.as(only.caller, watches.decline(club.facility.id, first!.id)))
    await club.round()
    const offers = await club.offers()
    expect(offers.map((o) => [o.user_id, o.status])).toEqual([
      [only.id, "declined"],
      [only.id, "open"],
    ])
    expect(offers[1]!.vacancy_id).not.toBe(first!.vacancy_id)
  })

  it("lets a guardian watch for a child they handle: the offer is the child's, mailed to the guardian, booked for the child", async () => {
    const club = await watchedClub()
    const [holder, guardian, child, stranger] = await Promise.all([
      club.player(),
      club.player(),
      club.player(),
      club.player(),
    ])
    await engine.sql(
      (sql) =>
        sql`insert into family_links (user_id, related_user_id, handled, name) values (${guardian.id}, ${child.id}, true, 'Kid')`,
    )
    expect(
      failure(
        await engine.as(stranger.caller, watches.watch(club.facility.id, club.request({ for_user_id: child.id }))),
      ),
    ).toMatchObject({ _tag: "Forbidden" })
    const taken = Either.getOrThrow(await club.book(holder, club.courts[0]!))
    Either.getOrThrow(
      await engine.as(guardian.caller, watches.watch(club.facility.id, club.request({ for_user_id: child.id }))),
    )
    Either.getOrThrow(await club.cancel(taken.id))
    await club.round()
    const [offer] = await club.offers()
    expect(offer!.user_id).toBe(child.id)
    const [mail] = await engine.sql(
      (sql) =>
        sql<{
          to_address: string
        }>`select to_address from mail_outbox where message_id = ${`<slot-offer-${offer!.id}@club.example.com>`}`,
    )
    const [address] = await engine.sql(
      (sql) => sql<{ email: string }>`select email from users where id = ${guardian.id}`,
    )
    expect(mail!.to_address).toBe(address!.email)
    const accepted = Either.getOrThrow(await engine.as(guardian.caller, watches.accept(club.facility.id, offer!.id)))
    const players = await engine.sql(
      (sql) =>
        sql<{
          user_id: number
        }>`select user_id from reservation_users where reservation_id = ${accepted.reservation_id!}`,
    )
    expect(players.map((p) => p.user_id)).toEqual([child.id])
  })

  it("gives one household one turn at a freed time: a guardian's children do not line up after them", async () => {
    const club = await watchedClub()
    const [holder, guardian, kid1, kid2, neighbour] = await Promise.all([
      club.player(),
      club.player(),
      club.player(),
      club.player(),
      club.player(),
    ])
    for (const kid of [kid1, kid2])
      await engine.sql(
        (sql) =>
          sql`insert into family_links (user_id, related_user_id, handled, name) values (${guardian.id}, ${kid.id}, true, 'Kid')`,
      )
    const taken = Either.getOrThrow(await club.book(holder, club.courts[0]!))
    Either.getOrThrow(await engine.as(guardian.caller, watches.watch(club.facility.id, club.request())))
    for (const kid of [kid1, kid2])
      Either.getOrThrow(
        await engine.as(guardian.caller, watches.watch(club.facility.id, club.request({ for_user_id: kid.id }))),
      )
    Either.getOrThrow(await engine.as(neighbour.caller, watches.watch(club.facility.id, club.request())))
    Either.getOrThrow(await club.cancel(taken.id))
    await club.round()
    const [first] = await club.offers()
    expect(first!.user_id).toBe(guardian.id)
    Either.getOrThrow(await engine.as(guardian.caller, watches.decline(club.facility.id, first!.id)))
    await club.round()
    // Passed on past the household's other watches, to the next household.
    const next = (await club.offers()).find((o) => o.status === "open")!
    expect(next.user_id).toBe(neighbour.id)
  })

  it("puts members first when the club chooses it", async () => {
    const club = await watchedClub({ offer_order: "members_first" })
    const [holder, early, member] = await Promise.all([club.player(), club.player(), club.player()])
    await engine.sql(
      (sql) =>
        sql`insert into booking_passes (facility_id, user_id, reservation_pass) values (${club.facility.id}, ${member.id}, true)`,
    )
    const taken = Either.getOrThrow(await club.book(holder, club.courts[0]!))
    Either.getOrThrow(await engine.as(early.caller, watches.watch(club.facility.id, club.request())))
    Either.getOrThrow(await engine.as(member.caller, watches.watch(club.facility.id, club.request())))
    Either.getOrThrow(await club.cancel(taken.id))
    await club.round()
    expect((await club.offers())[0]!.user_id).toBe(member.id)
  })

  it("keeps each person to the club's limit of watches, and refuses what cannot be watched", async () => {
    const club = await watchedClub({ watch_limit: 1 })
    const [p, stranger] = await Promise.all([club.player(), engine.person()])
    Either.getOrThrow(await engine.as(p.caller, watches.watch(club.facility.id, club.request())))
    expect(failure(await engine.as(p.caller, watches.watch(club.facility.id, club.request())))).toMatchObject({
      _tag: "Unprocessable",
      message: "This club allows 1 watch at a time per person; stop one first.",
    })
    expect(
      failure(await engine.as(p.caller, watches.watch(club.facility.id, club.request({ date: addDays(day, -10) })))),
    ).toMatchObject({ _tag: "Unprocessable" })
    expect(
      failure(await engine.as(p.caller, watches.watch(club.facility.id, club.request({ duration: 4 * H })))),
    ).toMatchObject({ _tag: "Unprocessable" })
    expect(failure(await engine.as(stranger.caller, watches.watch(club.facility.id, club.request())))).toMatchObject({
      _tag: "Forbidden",
    })
    // Another club's court is not found.
    const other = await watchedClub()
    expect(
      failure(await engine.as(p.caller, watches.watch(club.facility.id, club.request({ court_id: other.courts[0]! })))),
    ).toMatchObject({ _tag: "NotFound", message: "Court was not found." })
    const count = await engine.sql(
      (sql) => sql<{ n: number }>`select count(*)::int as n from slot_watches where user_id = ${p.id}`,
    )
    expect(count[0]!.n).toBe(1)
  })

  it("offers time the club's schedule frees (a closure removed, hours widened), never time it keeps shut", async () => {
    const club = await watchedClub()
    const [holder, watcher, early] = await Promise.all([club.player(), club.player(), club.player()])
    const taken = Either.getOrThrow(await club.book(holder, club.courts[0]!))
    const [closure] = await engine.sql(
      (sql) => sql<{ id: number }>`
        insert into schedule_rules (facility_id, kind, court_ids, starts_on, ends_on, hour_start, hour_end, note)
        values (${club.facility.id}, 'closure', ${[club.courts[0]!]}, ${day}, ${day}, ${9 * H}, ${12 * H}, 'Resurfacing')
        returning id`,
    )
    Either.getOrThrow(await engine.as(watcher.caller, watches.watch(club.facility.id, club.request())))
    // Freed while the court is closed: nothing to offer.
    Either.getOrThrow(await club.cancel(taken.id))
    await club.round()
    expect(await club.offers()).toEqual([])
    // The closure lifted: the watched morning is offered.
    await engine.sql((sql) => sql`delete from schedule_rules where id = ${closure!.id}`)
    await club.round()
    expect(await club.offers()).toEqual([expect.objectContaining({ user_id: watcher.id, hour_start: 9 * H })])

    // Court 2's day opens at noon; an early riser watches 9–12 there.
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7
    await engine.sql(
      (sql) => sql`update facility_schedules set hour_start = ${12 * H}
        where facility_id = ${club.facility.id} and day = ${weekday}`,
    )
    Either.getOrThrow(
      await engine.as(early.caller, watches.watch(club.facility.id, club.request({ court_id: club.courts[1]! }))),
    )
    await club.round()
    expect((await club.offers()).filter((o) => o.user_id === early.id)).toEqual([])
    await engine.sql(
      (sql) => sql`update facility_schedules set hour_start = ${10 * H}
        where facility_id = ${club.facility.id} and day = ${weekday}`,
    )
    await club.round()
    expect((await club.offers()).filter((o) => o.user_id === early.id)).toEqual([
      expect.objectContaining({ court_id: club.courts[1]!, hour_start: 10 * H }),
    ])
  })
})
