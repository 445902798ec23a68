import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operator } from "../access"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays } from "../dates"
import { drawLottery } from "./lottery"
import fc from "fast-check"
import { checkDraw, drawSlots, recordOf, slotKey } from "./rules"
import { Bookings } from "../bookings/service"
import { PeakDraws } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const draws = Effect.serviceFunctions(PeakDraws)
const H = 3600
const day = addDays(new Date().toISOString().slice(0, 10), 4)
const SITE = new URL("https://club.example.com")

const failure = <A, E>(result: Either.Either<A, E>) =>
  Either.getLeft(result).pipe((e) => (e._tag === "Some" ? (e.value as { _tag: string; message: string }) : undefined))

/** A club open all day with two courts, a manager, and its Saturday-morning draw: two hours, hour slots. */
const drawClub = async () => {
  const facility = await engine.facility({ max_hours_range: 24 * 30 })
  const courts = await engine.openAllDay(facility.id, { courts: 2 })
  const manager = await engine.person([facility.id, "manager"])
  const player = () => engine.person([facility.id, "player"])
  const hour = Date.now() + 3_600_000
  const draw = Either.getOrThrow(
    await engine.as(
      manager.caller,
      draws.create(facility.id, {
        name: "Saturday peak",
        play_date: day,
        hour_start: 8 * H,
        hour_end: 10 * H,
        slot_minutes: 60,
        court_ids: courts,
        entries_close_at: new Date(hour).toISOString(),
        draw_at: new Date(hour + 60_000).toISOString(),
        recent_weeks: 4,
        charge_at_draw: false,
      }),
    ),
  )
  const slot = (court: number, h: number) => slotKey(courts[court]!, h * H)
  const book = (who: { caller: typeof manager.caller }, court: number, h: number) =>
    engine.as(
      who.caller,
      Effect.flatMap(Bookings, (b) =>
        b.book({
          facility_id: facility.id,
          court_id: courts[court]!,
          date: day,
          hour_start: h * H,
          hour_end: (h + 1) * H,
          reservation_type: 0,
          player_ids: [],
          guests: [],
        }),
      ),
    )
  /** Time passes: entries close and the draw is due. */
  const due = () =>
    engine.sql(
      (
        sql,
      ) => sql`update peak_draws set entries_close_at = now() - interval '2 minutes', draw_at = now() - interval '1 minute'
        where id = ${draw.id}`,
    )
  const round = () => engine.as(operator, draws.round(SITE)).then(Either.getOrThrow)
  return { facility, courts, manager, player, draw, slot, book, due, round }
}

describe("peak draws", () => {
  it("keeps the drawn hours from first come, takes one entry per person, draws, books the winners and opens the rest", async () => {
    const club = await drawClub()
    const [a, b, c, d, guardian, late] = await Promise.all([
      club.player(),
      club.player(),
      club.player(),
      club.player(),
      club.player(),
      club.player(),
    ])
    const child = await engine.person([club.facility.id, "player"])
    await engine.sql(
      (sql) =>
        sql`insert into family_links (user_id, related_user_id, handled) values (${guardian.id}, ${child.id}, true)`,
    )
    // While the draw takes entries, nobody books its slots first come.
    expect(failure(await club.book(late, 0, 8))).toMatchObject({
      message: expect.stringMatching(/Drawn: Saturday peak/),
    })

    const enter = (who: { caller: typeof a.caller }, choices: ReadonlyArray<string>, more = {}) =>
      engine.as(who.caller, draws.enter(club.facility.id, club.draw.id, { player_ids: [], choices, ...more }))
    Either.getOrThrow(await enter(a, [club.slot(0, 8), club.slot(1, 8)]))
    const withC = Either.getOrThrow(await enter(b, [club.slot(0, 8)], { player_ids: [c.id] }))
    Either.getOrThrow(await engine.as(c.caller, draws.accept(club.facility.id, club.draw.id, withC.id)))
    // C accepted and plays in B's group: a second entry of theirs is refused.
    expect(failure(await enter(c, [club.slot(0, 9)]))).toMatchObject({
      _tag: "Conflict",
      message: "You have entered this draw already; each person enters once.",
    })
    Either.getOrThrow(await enter(d, [club.slot(0, 8)]))
    Either.getOrThrow(await enter(guardian, [club.slot(0, 8)]))
    Either.getOrThrow(await enter(guardian, [club.slot(1, 8)], { for_user_id: child.id }))
    expect(failure(await enter(a, ["999@0"]))).toMatchObject({ message: "Choose among the draw's slots." })
    const stranger = await engine.person()
    expect(failure(await enter(stranger, [club.slot(0, 8)]))?._tag).toBe("Forbidden")
    // A slot won is booked at the draw as its player would book it: a club's booking waiver is asked at entry.
    await engine.sql((sql) => sql`update facilities set require_booking_waiver = true where id = ${club.facility.id}`)
    await engine.sql(
      (sql) =>
        sql`insert into facility_waivers (facility_id, name, category) values (${club.facility.id}, 'Court use', 'facility_booking')`,
    )
    expect(failure(await enter(await club.player(), [club.slot(1, 9)]))).toMatchObject({
      _tag: "Unprocessable",
      message: "Accept the club's current booking waiver before booking. A slot won is booked at the draw.",
    })
    await engine.sql((sql) => sql`update facilities set require_booking_waiver = false where id = ${club.facility.id}`)

    // While entries are taken the page shows the commitment, never the secret it commits to.
    const [{ secret }] = (await engine.sql(
      (sql) => sql<{ secret: string }>`select secret from peak_draws where id = ${club.draw.id}`,
    )) as [{ secret: string }]
    const open = Either.getOrThrow(await engine.as(operator, draws.show(club.facility.id, club.draw.id)))
    expect(open.commitment).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(open)).not.toContain(secret)

    await club.due()
    expect(await club.round()).toBeGreaterThan(1)
    const shown = Either.getOrThrow(await engine.as(operator, draws.show(club.facility.id, club.draw.id)))
    expect(shown.status).toBe("drawn")
    // The seed text reveals it; a text that reveals another secret is caught.
    expect(shown.seed_text!.split("\n").at(-1)).toBe(`secret ${secret}`)
    const otherSecret = { ...shown, seed_text: shown.seed_text!.replace(secret, "0".repeat(64)) }
    expect((await Effect.runPromise(checkDraw(otherSecret))).commitment_kept).toBe(false)
    expect(shown.seed).toMatch(/^[0-9a-f]{64}$/)
    expect(shown.seed_text).toContain(`entry ${shown.entries[0]!.id}:`)
    // Anyone can recompute it from what the page shows.
    const record = shown.record!
    const again = drawLottery(
      record.inputs.map((i) => ({ ...i, people: [] })),
      drawSlots(shown),
      shown.seed!,
    )
    expect(again).toEqual({ tickets: record.tickets, awards: record.awards, unplaced: record.unplaced })
    // The one check `venue draws show` and `draws verify` both run agrees, on the record as stored.
    expect(await Effect.runPromise(checkDraw(shown))).toMatchObject({
      drawn: true,
      seed_matches: true,
      commitment_kept: true,
      same: true,
    })
    // The guardian and the child are one household: one ticket for two entries.
    expect(new Set(record.inputs.map((i) => i.household)).size).toBe(4)

    // Each winner is booked at their slot, for them; nobody holds two slots.
    const booked = await engine.sql(
      (sql) => sql<{ user_id: number; court_id: number; hour_start: number }>`
        select ru.user_id, r.court_id, r.hour_start from peak_draw_entries e
        join reservations r on r.id = e.reservation_id
        join reservation_users ru on ru.reservation_id = r.id and ru.user_id = e.user_id
        where e.draw_id = ${club.draw.id} order by r.court_id, r.hour_start`,
    )
    expect(booked.length).toBe(record.awards.length)
    expect(new Set(booked.map((r) => `${r.court_id}@${r.hour_start}`)).size).toBe(booked.length)
    // Court 1 at 8:00 was wanted by five; the 9:00 slots by nobody: open to first come now.
    expect(Either.isRight(await club.book(late, 0, 9))).toBe(true)
    // Every entry is told once.
    const told = await engine.sql(
      (sql) =>
        sql<{
          n: number
        }>`select count(*)::int as n from mail_outbox where message_id like ${`<peak-draw-${club.draw.id}-entry-%`}`,
    )
    expect(told[0]!.n).toBe(shown.entries.length)
    expect(await club.round()).toBe(0)
  })

  it("plays a named person only once they accept; they may decline or leave, the entrant may take them off, staff remove any entry", async () => {
    const club = await drawClub()
    const [b, c, d, e, guardian] = await Promise.all([
      club.player(),
      club.player(),
      club.player(),
      club.player(),
      club.player(),
    ])
    const child = await engine.person([club.facility.id, "player"])
    await engine.sql(
      (sql) =>
        sql`insert into family_links (user_id, related_user_id, handled) values (${guardian.id}, ${child.id}, true)`,
    )
    const at = [club.facility.id, club.draw.id] as const
    const enter = (who: { caller: typeof b.caller }, more = {}) =>
      engine.as(who.caller, draws.enter(...at, { player_ids: [], choices: [club.slot(0, 8)], ...more }))
    const entryOf = async (id: number) =>
      Either.getOrThrow(await engine.as(d.caller, draws.show(...at))).entries.find((x) => x.id === id)
    const rowOf = async (id: number) =>
      (
        await engine.sql(
          (sql) => sql<{ player_ids: Array<string>; invited_ids: Array<string> }>`
            select player_ids, invited_ids from peak_draw_entries where id = ${id}`,
        )
      ).map((r) => ({ player_ids: r.player_ids.map(Number), invited_ids: r.invited_ids.map(Number) }))[0]
    const mailsTo = async (userId: number, subject: string) =>
      (
        await engine.sql(
          (sql) => sql<{ n: number }>`
            select count(*)::int as n from mail_outbox m join users u on u.email = m.to_address
            where u.id = ${userId} and m.subject like ${`%${subject}%`}`,
        )
      )[0]!.n

    // B names C and E: neither plays until they accept; they are asked by mail, and may enter alone meanwhile.
    const entry = Either.getOrThrow(await enter(b, { player_ids: [c.id, e.id] }))
    expect(await rowOf(entry.id)).toEqual({ player_ids: [], invited_ids: [c.id, e.id] })
    expect(await mailsTo(c.id, "you are named in an entry")).toBe(1)
    const own = Either.getOrThrow(await enter(c))
    // Named in B's entry, C sees who entered it and that they are asked; others see neither.
    const seenByC = Either.getOrThrow(await engine.as(c.caller, draws.show(...at))).entries.find(
      (x) => x.id === entry.id,
    )
    expect(seenByC).toMatchObject({ entrant: expect.stringMatching(/^Test Person/), invited: [c.id], playing: [] })
    expect(await entryOf(entry.id)).toMatchObject({ entrant: null, invited: [], playing: [] })
    // C cannot be in two entries: accepting B's is refused while their own stands.
    expect(failure(await engine.as(c.caller, draws.accept(...at, entry.id)))).toMatchObject({ _tag: "Conflict" })
    Either.getOrThrow(await engine.as(c.caller, draws.withdraw(...at, own.id)))
    Either.getOrThrow(await engine.as(c.caller, draws.accept(...at, entry.id)))
    expect(await rowOf(entry.id)).toEqual({ player_ids: [c.id], invited_ids: [e.id] })
    // Nobody else answers for C or takes them off; C leaves, and may enter alone again.
    expect(failure(await engine.as(d.caller, draws.accept(...at, entry.id, e.id)))?._tag).toBe("Forbidden")
    expect(failure(await engine.as(d.caller, draws.dropPerson(...at, entry.id, c.id)))?._tag).toBe("NotFound")
    Either.getOrThrow(await engine.as(c.caller, draws.dropPerson(...at, entry.id, c.id)))
    expect(await rowOf(entry.id)).toEqual({ player_ids: [], invited_ids: [e.id] })
    Either.getOrThrow(await enter(c))
    // The entrant takes back a name they gave.
    Either.getOrThrow(await engine.as(b.caller, draws.dropPerson(...at, entry.id, e.id)))
    expect(await rowOf(entry.id)).toEqual({ player_ids: [], invited_ids: [] })
    // A guardian's own child is of their group at once.
    const family = Either.getOrThrow(await enter(guardian, { player_ids: [child.id] }))
    expect(await rowOf(family.id)).toEqual({ player_ids: [child.id], invited_ids: [] })

    // A player cannot remove another's entry; the club's staff can, and its entrant is told.
    expect(failure(await engine.as(d.caller, draws.withdraw(...at, family.id)))?._tag).toBe("NotFound")
    Either.getOrThrow(await engine.as(club.manager.caller, draws.withdraw(...at, family.id)))
    expect(await entryOf(family.id)).toBeUndefined()
    expect(await mailsTo(guardian.id, "your entry was removed")).toBe(1)
    // Once entries close, entries and names stand.
    const last = Either.getOrThrow(await enter(d, { player_ids: [e.id] }))
    await club.due()
    expect(failure(await engine.as(e.caller, draws.accept(...at, last.id)))?.message).toBe(
      "Entries to this draw are closed; it stands.",
    )
    expect(failure(await engine.as(club.manager.caller, draws.withdraw(...at, last.id)))?.message).toBe(
      "Entries to this draw are closed; it stands.",
    )
    // E never accepted: D's win is D's alone, not E's (no booking, no weight in later draws).
    await club.round()
    await club.round()
    const people = await engine.sql(
      (sql) => sql<{ user_id: string }>`select user_id from peak_draw_people where entry_id = ${last.id}`,
    )
    expect(people.map((p) => Number(p.user_id))).toEqual([d.id])
  })

  it("is set up by the club's managers for its own courts, with times that make sense", async () => {
    const club = await drawClub()
    const other = await drawClub()
    const player = await club.player()
    const request = {
      name: "Sunday peak",
      play_date: day,
      hour_start: 8 * H,
      hour_end: 9 * H,
      slot_minutes: 60,
      court_ids: club.courts,
      entries_close_at: new Date(Date.now() + 60_000).toISOString(),
      draw_at: new Date(Date.now() + 120_000).toISOString(),
      recent_weeks: 4,
      charge_at_draw: false,
    }
    expect(failure(await engine.as(player.caller, draws.create(club.facility.id, request)))?._tag).toBe("Forbidden")
    expect(failure(await engine.as(other.manager.caller, draws.create(other.facility.id, request)))?._tag).toBe(
      "NotFound",
    )
    expect(
      failure(
        await engine.as(
          club.manager.caller,
          draws.create(club.facility.id, { ...request, draw_at: new Date(Date.now() + 30_000).toISOString() }),
        ),
      ),
    ).toMatchObject({ message: "The draw comes after entries close." })
    expect(failure(await engine.as(other.manager.caller, draws.show(other.facility.id, club.draw.id)))?._tag).toBe(
      "NotFound",
    )
    // A draw over hours already booked is refused, naming the bookings: it would award courts taken.
    Either.getOrThrow(await club.book(player, 1, 12))
    const over = failure(
      await engine.as(
        club.manager.caller,
        draws.create(club.facility.id, { ...request, hour_start: 11 * H, hour_end: 13 * H }),
      ),
    )
    expect(over).toMatchObject({
      _tag: "Unprocessable",
      message: "A booking holds the draw's courts and hours already: move it, or draw other hours.",
    })
  })

  it("checks every drawn record as stored: the database's own JSON order never makes a fair draw look rigged", async () => {
    const club = await drawClub()
    const slots = drawSlots(club.draw)
    const shownWith = async (record: ReturnType<typeof recordOf>, seed: string) => {
      await engine.sql(
        (sql) => sql`update peak_draws set status = 'drawn', seed = ${seed}, seed_text = 'x',
          result = ${JSON.stringify(record)}::jsonb where id = ${club.draw.id}`,
      )
      return Either.getOrThrow(await engine.as(operator, draws.show(club.facility.id, club.draw.id)))
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            household: fc.constantFrom("ha", "hb", "hc", "hd"),
            choices: fc.uniqueArray(fc.constantFrom(...slots), { minLength: 1, maxLength: 3 }),
            recent_wins: fc.nat(3),
          }),
          { maxLength: 8 },
        ),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        async (entries, seed) => {
          const inputs = entries.map((e, i) => ({ ...e, id: i + 1, people: [] }))
          const record = recordOf(inputs, drawLottery(inputs, slots, seed))
          const checked = await Effect.runPromise(checkDraw(await shownWith(record, seed)))
          expect(checked.same).toBe(true)
          // …and a result changed by hand is caught.
          if (record.awards.length > 1) {
            const [a, b] = record.awards
            const swapped = {
              ...record,
              awards: [{ ...a!, entry_id: b!.entry_id }, { ...b!, entry_id: a!.entry_id }, ...record.awards.slice(2)],
            }
            if (a!.entry_id !== b!.entry_id)
              expect((await Effect.runPromise(checkDraw(await shownWith(swapped, seed)))).same).toBe(false)
          }
        },
      ),
      { numRuns: 25 },
    )
  })
})
