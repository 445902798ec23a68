import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ClinicClubOptions, makeClinicClub } from "../../fixtures/testing/clinics"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays } from "../dates"
import { Clinics } from "./service"
import { Enrolments } from "./enrolments"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const clinics = Effect.serviceFunctions(Clinics)
const enrolments = Effect.serviceFunctions(Enrolments)
const H = 3600
const clinicClub = (options: ClinicClubOptions = {}) => makeClinicClub(engine, options)

describe("clinics and enrolment", () => {
  it("books weekly sessions as clinic reservations the exclusion constraint keeps apart", async () => {
    const { manager, clinic, sessions, court, facility } = await clinicClub({ weeks: 3 })
    expect(sessions).toHaveLength(3)
    expect(sessions.map((s) => s.hour_start)).toEqual([18 * H, 18 * H, 18 * H])
    const again = await engine.as(
      manager.caller,
      clinics.addSessions({
        clinic_id: clinic.id,
        court_id: court,
        date: sessions[0]!.date,
        hour_start: 18.5 * H,
        hour_end: 19.5 * H,
        weeks: 1,
      }),
    )
    expect(Either.isLeft(again) && again.left._tag).toBe("Conflict")
    const other = await engine.facility()
    const outsider = await engine.person([other.id, "manager"])
    const foreign = await engine.as(
      outsider.caller,
      clinics.addSessions({
        clinic_id: clinic.id,
        court_id: court,
        date: sessions[0]!.date,
        hour_start: 8 * H,
        hour_end: 9 * H,
        weeks: 1,
      }),
    )
    expect(Either.isLeft(foreign) && foreign.left._tag).toBe("NotFound")
    const shown = Either.getOrThrow(await engine.as(manager.caller, clinics.show(clinic.id, facility.id, "auto")))
    expect(shown.lesson?.id).toBe(sessions[0]!.id)
    // Never on another club's court, even for someone who runs both.
    const second = await clinicClub()
    const onTheirs = await engine.as(
      { ...manager.caller, roles: [...manager.caller.roles, { facility_id: second.facility.id, role: "manager" }] },
      clinics.addSessions({
        clinic_id: clinic.id,
        court_id: second.court,
        date: sessions[0]!.date,
        hour_start: 8 * H,
        hour_end: 9 * H,
        weeks: 1,
      }),
    )
    expect(Either.isLeft(onTheirs) && onTheirs.left.message).toBe("This clinic is not held on that court.")
  })

  it("takes places up to the capacity, then refuses or waitlists, and promotes the first waiting when a place frees", async () => {
    const { facility, clinic, price, sessions } = await clinicClub({ capacity: 1 })
    const [a, b, c] = [
      await engine.person([facility.id, "player"]),
      await engine.person([facility.id, "player"]),
      await engine.person([facility.id, "player"]),
    ]
    const enrol = (who: typeof a, waitlist: boolean) =>
      engine.as(
        who.caller,
        enrolments.enrol(clinic.id, {
          facility_id: facility.id,
          clinic_price_id: price.id,
          units: 1,
          lesson_ids: [sessions[0]!.id],
          waitlist,
        }),
      )
    const first = Either.getOrThrow(await enrol(a, false))
    expect(first).toMatchObject({ pending_payment: true, pending_sessions: 0, amount: 2500 })
    const twice = await enrol(a, true)
    expect(Either.isLeft(twice) && twice.left.message).toMatch(/already has a place in the session on/)
    const refused = await enrol(b, false)
    expect(Either.isLeft(refused) && refused.left.message).toMatch(/is full; join its waitlist instead\.$/)
    const waiting = Either.getOrThrow(await enrol(b, true))
    expect(waiting.sessions[0]).toMatchObject({ waitlist: true })
    // A waitlist place uses no lesson: it stays pending.
    expect(waiting.pending_sessions).toBe(1)
    Either.getOrThrow(await enrol(c, true))

    const cancelled = Either.getOrThrow(
      await engine.as(a.caller, enrolments.cancelAttendance(clinic.id, sessions[0]!.id, undefined)),
    )
    expect(cancelled?.pending_sessions).toBe(1)
    const [bNow] = Either.getOrThrow(await engine.as(b.caller, enrolments.mine(facility.id)))
    expect(bNow!.sessions[0]).toMatchObject({ waitlist: false })
    expect(bNow!.pending_sessions).toBe(0)
    const [cNow] = Either.getOrThrow(await engine.as(c.caller, enrolments.mine(facility.id)))
    expect(cNow!.sessions[0]).toMatchObject({ waitlist: true })
  })

  it("gives the last place to one of two enrolling at once; the other waits", async () => {
    const { facility, clinic, price, sessions } = await clinicClub({ capacity: 1 })
    const racers = [await engine.person([facility.id, "player"]), await engine.person([facility.id, "player"])]
    const outcomes = await Promise.all(
      racers.map((who) =>
        engine.as(
          who.caller,
          enrolments.enrol(clinic.id, {
            facility_id: facility.id,
            clinic_price_id: price.id,
            units: 1,
            lesson_ids: [sessions[0]!.id],
            waitlist: true,
          }),
        ),
      ),
    )
    const places = outcomes.map((o) => Either.getOrThrow(o).sessions[0]!.waitlist)
    expect(places.sort()).toEqual([false, true])
  })

  it("refuses a child outside the age range and a session of another clinic, and pays what is pending through the ledger", async () => {
    const { facility, clinic, price, sessions } = await clinicClub({ age: [8, 12] })
    const parent = await engine.person([facility.id, "player"])
    const child = await engine.person([facility.id, "player"])
    await engine.sql((sql) =>
      Effect.zipRight(
        sql`update users set birth_date = '2000-01-01' where id = ${child.id}`,
        sql`insert into family_links (user_id, related_user_id, handled, name) values (${parent.id}, ${child.id}, true, 'Kid')`,
      ),
    )
    const asked = {
      facility_id: facility.id,
      clinic_price_id: price.id,
      units: 1,
      user_child_id: child.id,
      waitlist: false,
    }
    const old = await engine.as(parent.caller, enrolments.enrol(clinic.id, asked))
    expect(Either.isLeft(old) && old.left.message).toMatch(/^This clinic is for ages 8 to 12; .* is \d+\.$/)
    const young = addDays(sessions[0]!.date, -365 * 10)
    await engine.sql((sql) => sql`update users set birth_date = ${young} where id = ${child.id}`)
    const other = await clinicClub()
    const foreign = await engine.as(
      parent.caller,
      enrolments.enrol(clinic.id, { ...asked, lesson_ids: [other.sessions[0]!.id] }),
    )
    expect(Either.isLeft(foreign) && foreign.left.message).toBe("Choose sessions of this clinic still to come.")
    const enrolled = Either.getOrThrow(await engine.as(parent.caller, enrolments.enrol(clinic.id, asked)))
    expect(enrolled).toMatchObject({ user_id: child.id, pending_payment: true })

    const desk = await engine.person([facility.id, "front_desk"])
    const paid = Either.getOrThrow(
      await engine.as(desk.caller, enrolments.payPending(clinic.id, { user_id: child.id, method: "cash" })),
    )
    expect(paid[0]).toMatchObject({ pending_payment: false, payment: { status: "paid" } })
    const again = await engine.as(parent.caller, enrolments.payPending(clinic.id, { method: "card" }))
    expect(Either.isLeft(again) && again.left.message).toBe("Nothing is pending on this clinic: it is paid.")
    const ledger = await engine.sql(
      (sql) => sql<{ amount: number; payable_type: string }>`
        select amount, payable_type from payments where facility_id = ${facility.id}`,
    )
    expect(ledger).toEqual([{ amount: 2500, payable_type: "user_clinic" }])
  })

  it("move a clinic's sessions by a day or cancel them, all or none, and tell everyone with a place", async () => {
    const { facility, manager, clinic, price, sessions } = await clinicClub({ weeks: 3 })
    const player = await engine.person([facility.id, "player"])
    Either.getOrThrow(
      await engine.as(
        player.caller,
        enrolments.enrol(clinic.id, {
          facility_id: facility.id,
          clinic_price_id: price.id,
          units: 1,
          lesson_ids: [sessions[1]!.id],
          waitlist: false,
        }),
      ),
    )
    const from = sessions[1]!.date
    const refused = await engine.as(player.caller, enrolments.shiftSessions(clinic.id, from, "cancel", true))
    expect(Either.isLeft(refused) && refused.left._tag).toBe("Forbidden")
    const late = await engine.as(
      manager.caller,
      enrolments.shiftSessions(clinic.id, from, { days: 0, minutes: 6 * 60 }, false),
    )
    expect(Either.isLeft(late) && late.left.message).toMatch(/would cross midnight; move it by days instead\.$/)

    const preview = Either.getOrThrow(
      await engine.as(manager.caller, enrolments.shiftSessions(clinic.id, from, { days: 1, minutes: 0 }, false)),
    )
    expect(preview.map((p) => p.to?.date)).toEqual([addDays(sessions[1]!.date, 1), addDays(sessions[2]!.date, 1)])
    Either.getOrThrow(
      await engine.as(manager.caller, enrolments.shiftSessions(clinic.id, from, { days: 1, minutes: 0 }, true)),
    )
    const after = Either.getOrThrow(await engine.as(manager.caller, clinics.show(clinic.id, facility.id, "auto")))
    expect(after.lessons.map((l) => l.date)).toEqual([
      sessions[0]!.date,
      addDays(sessions[1]!.date, 1),
      addDays(sessions[2]!.date, 1),
    ])
    const [mine] = Either.getOrThrow(await engine.as(player.caller, enrolments.mine(facility.id)))
    expect(mine!.sessions[0]).toMatchObject({ date: addDays(sessions[1]!.date, 1), cancelled: false })
    const freed = await engine.sql(
      (sql) => sql<{ status: string }>`
        select status from reservations where id = ${sessions[1]!.reservation_id}`,
    )
    expect(freed[0]!.status).toBe("admin_cancelled")
    const mail = await engine.sql(
      (sql) => sql<{ subject: string }>`
        select subject from mail_outbox where to_address = (select email from users where id = ${player.id})`,
    )
    expect(mail.map((m) => m.subject).filter((s) => !s.startsWith("Enrolled: "))).toEqual([
      "Cardio Tennis: sessions changed",
    ])

    Either.getOrThrow(
      await engine.as(manager.caller, enrolments.shiftSessions(clinic.id, sessions[0]!.date, "cancel", true)),
    )
    const cancelled = Either.getOrThrow(await engine.as(manager.caller, clinics.show(clinic.id, facility.id, "auto")))
    expect(cancelled.lessons.every((l) => l.cancelled)).toBe(true)
  })

  it("quotes what an enrolment charges before asking, asks a child's waivers of the guardian, and shows the desk what each place owes", async () => {
    const { facility, clinic, manager, sessions } = await clinicClub({ weeks: 3, capacity: 1 })
    // A price of five weekly sessions, prorated to the three still to come: what the quote says is what is charged.
    const weekly = Either.getOrThrow(
      await engine.as(
        manager.caller,
        clinics.saveOffer(facility.id, clinic.id, undefined, {
          name: "Five weeks",
          lessons: 5,
          lesson_unit: "per_week_per_next_sessions",
          group_lessons: false,
          amount: 10000,
          affiliation: "non_resident",
          refundable: true,
          active: true,
        }),
      ),
    )
    const parent = await engine.person([facility.id, "player"])
    const child = await engine.person([facility.id, "player"])
    const [waiver] = await engine.sql((sql) =>
      Effect.gen(function* () {
        yield* sql`insert into family_links (user_id, related_user_id, handled, name) values (${parent.id}, ${child.id}, true, 'Kid')`
        const rows = yield* sql<{ id: number }>`
          insert into facility_waivers (facility_id, name, category) values (${facility.id}, 'Junior consent', 'childs')
          returning id`
        yield* sql`insert into waiver_versions (facility_id, waiver_id, version, content)
          values (${facility.id}, ${rows[0]!.id}, 1, 'A guardian consents.')`
        return rows
      }),
    )
    const asked = { facility_id: facility.id, clinic_price_id: weekly.id, units: 1, user_child_id: child.id }
    const quote = Either.getOrThrow(await engine.as(parent.caller, enrolments.quote(clinic.id, asked)))
    expect(quote).toMatchObject({ amount: 6000, listed: 10000, lessons: 5, sessions: 3, full: 0, eligibility: null })

    const refused = await engine.as(parent.caller, enrolments.enrol(clinic.id, { ...asked, waitlist: false }))
    expect(Either.isLeft(refused) && refused.left.message).toMatch(
      / has not accepted "Junior consent" for this clinic yet\.$/,
    )
    await engine.sql(
      (sql) => sql`
        insert into waiver_acceptances (facility_id, waiver_version_id, signed_by, signed_for)
        select ${facility.id}, id, ${parent.id}, ${child.id} from waiver_versions where waiver_id = ${waiver!.id}`,
    )
    const enrolled = Either.getOrThrow(
      await engine.as(parent.caller, enrolments.enrol(clinic.id, { ...asked, waitlist: false })),
    )
    expect(enrolled).toMatchObject({ amount: quote.amount, pending_payment: true })
    // Adults book for themselves: the children's waivers are not theirs.
    const adult = await engine.person([facility.id, "player"])
    const full = Either.getOrThrow(
      await engine.as(adult.caller, enrolments.quote(clinic.id, { ...asked, user_child_id: undefined })),
    )
    expect(full).toMatchObject({ sessions: 3, full: 3 })

    const reservationId = sessions[0]!.reservation_id
    const desk = await engine.person([facility.id, "front_desk"])
    const register = Either.getOrThrow(await engine.as(desk.caller, enrolments.registerOfReservation(reservationId)))
    expect(register).toMatchObject({ clinic_id: clinic.id, players: [{ user_id: child.id, amount_due: 6000 }] })
    Either.getOrThrow(
      await engine.as(
        desk.caller,
        enrolments.payPending(clinic.id, { user_id: child.id, user_clinic_ids: [enrolled.id], method: "cash" }),
      ),
    )
    const paid = Either.getOrThrow(await engine.as(desk.caller, enrolments.registerOfReservation(reservationId)))
    expect(paid.players[0]!.amount_due).toBe(0)
    // Another club's desk finds no such session, nor does a player.
    const other = await engine.facility()
    const stranger = await engine.person([other.id, "front_desk"])
    for (const who of [stranger, adult]) {
      const hidden = await engine.as(who.caller, enrolments.registerOfReservation(reservationId))
      expect(Either.isLeft(hidden) && hidden.left._tag).toBe("NotFound")
    }
  })
})
