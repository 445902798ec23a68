import { Effect, Either } from "effect"
import ICAL from "ical.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { outboxFor } from "../../adapters/sql/mailOutbox"
import { startEngine } from "../../fixtures/testing/engine"
import { operator } from "../access"
import { Notices } from "./service"
import { Reservations } from "../reservations/service"
import { parseJsonText } from "../json"
import type { AgendaPage } from "../records"
import { NotificationsRepo } from "./port"

/** Booking mail sent once per person, kind and event, across crashes and servers. */
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const SITE = new URL("https://club.example.com")
const deliver = () =>
  engine.as(
    operator,
    Effect.flatMap(Notices, (n) => n.deliver(SITE)),
  )
const enqueue = (reservationId: number, kind: "booking_confirmation" | "booking_cancellation") =>
  engine.as(
    operator,
    Effect.flatMap(NotificationsRepo, (r) => r.enqueue(reservationId, kind)),
  )
const inbox = async (userId: number) => {
  const [row] = await engine.sql((sql) => sql<{ email: string }>`select email from users where id = ${userId}`)
  return engine.sql(() => outboxFor(row!.email))
}

describe("booking notifications", () => {
  it("are mailed once with the booking's .ics, however often the job runs", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const reservation = await engine.booking(facility.id, player.id, 48)
    await enqueue(reservation, "booking_confirmation")
    await enqueue(reservation, "booking_confirmation")
    await deliver()
    await deliver()
    const mails = await inbox(player.id)
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booked: Court booking on Court \d+, /)])
    const [ics] = mails[0]!.attachments!
    const calendar = new ICAL.Component(ICAL.parse(ics!.content))
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!)
    expect(event.uid).toBe(`reservation-${reservation}@club.example.com`)
    const [start] = await engine.sql(
      (sql) => sql<{ s: Date }>`select lower(during) as s from reservations where id = ${reservation}`,
    )
    // iCalendar counts whole seconds.
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(new Date(start!.s).getTime() / 1000) * 1000)
  })

  it("are written in the reader's own language, else their club's: words, dates and the calendar event", async () => {
    const facility = await engine.facility()
    const [spanish, portuguese] = [
      await engine.person([facility.id, "player"]),
      await engine.person([facility.id, "player"]),
    ]
    await engine.sql((sql) => sql`update facilities set language = 'es' where id = ${facility.id}`)
    await engine.sql((sql) => sql`update users set language = 'pt-BR' where id = ${portuguese.id}`)
    for (const player of [spanish, portuguese])
      await enqueue(await engine.booking(facility.id, player.id, 52), "booking_confirmation")
    await deliver()
    const [toSpanish] = await inbox(spanish.id)
    expect(toSpanish!.subject).toMatch(/^Reservado: Reserva de pista en Court \d+, (lun|mar|mié|jue|vie|sáb|dom)/)
    expect(toSpanish!.body).toMatch(new RegExp(`^Hola, .+:\n\nTienes una reserva en ${facility.name}:`))
    expect(toSpanish!.body).toContain("El archivo de calendario adjunto la añade a tu calendario.")
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(toSpanish!.attachments![0]!.content)).getFirstSubcomponent("vevent")!,
    )
    expect(event.summary).toBe(`Reserva de pista en ${facility.name}`)
    const [toPortuguese] = await inbox(portuguese.id)
    expect(toPortuguese!.subject).toMatch(/^Reservado: Reserva de quadra em Court \d+, /)
    expect(toPortuguese!.body).toMatch(/^Olá, /)
    // Times as each language writes them: 24-hour clocks, no AM or PM.
    expect(`${toSpanish!.subject} ${toPortuguese!.subject}`).not.toMatch(/[AP]M/)
  })

  it("and the calendar feed speak the reader's own language, else each booking's club's", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    await engine.booking(facility.id, player.id, 60)
    await engine.sql((sql) => sql`update facilities set language = 'es' where id = ${facility.id}`)
    const token = player.id.toString(16).padStart(48, "0")
    await engine.as(
      operator,
      Effect.flatMap(NotificationsRepo, (r) => r.setCalendarToken(player.id, token)),
    )
    const feed = () =>
      engine.as(
        operator,
        Effect.flatMap(Notices, (n) => n.feed(token, SITE)),
      )
    const spanish = Either.getOrThrow(await feed())
    expect(spanish).toContain("X-WR-CALNAME:Mis reservas en el club")
    expect(spanish).toMatch(/SUMMARY:Reserva de pista en /)
    await engine.sql((sql) => sql`update users set language = 'pt-BR' where id = ${player.id}`)
    const portuguese = Either.getOrThrow(await feed())
    expect(portuguese).toContain("X-WR-CALNAME:Minhas reservas no clube")
    expect(portuguese).toMatch(/SUMMARY:Reserva de quadra em /)
  })

  it("of a lesson name its teacher, as the mail, its calendar event and the person's list do", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const teacher = await engine.person([facility.id, "teacher"])
    const reservation = await engine.booking(facility.id, player.id, 50)
    const [named] = await engine.sql(
      (sql) => sql<{ name: string }>`
        update users set first_name = 'Maria', last_name = 'Lopez' where id = ${teacher.id}
        returning first_name || ' ' || last_name as name`,
    )
    await engine.sql(
      (sql) => sql`update reservations set kind = 'lesson', teacher_id = ${teacher.id} where id = ${reservation}`,
    )
    await enqueue(reservation, "booking_confirmation")
    await deliver()
    const [mail] = await inbox(player.id)
    expect(mail!.subject).toMatch(new RegExp(`^Booked: Lesson with ${named!.name} on Court \\d+, `))
    const calendar = new ICAL.Component(ICAL.parse(mail!.attachments![0]!.content))
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!)
    expect(event.summary).toBe(`Lesson with Maria Lopez at ${facility.name}`)
    const listed = await engine.as(
      player.caller,
      Effect.flatMap(Reservations, (r) => r.listFor({ when: "upcoming", page: 1 })),
    )
    expect(
      (parseJsonText(Either.getOrThrow(listed)) as AgendaPage).reservations.map((r) => [r.id, r.teacher_name]),
    ).toEqual([[reservation, "Maria Lopez"]])
  })

  it("left unsent by a crash after the commit are sent after the restart, and a claim a crash left is taken again later", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const reservation = await engine.booking(facility.id, player.id, 72)
    // A server claimed it and died before sending.
    await enqueue(reservation, "booking_confirmation")
    await engine.sql(
      (sql) => sql`update notifications set claimed_at = now(), attempts = 1 where reservation_id = ${reservation}`,
    )
    await deliver()
    expect(await inbox(player.id)).toEqual([])
    await engine.sql(
      (sql) =>
        sql`update notifications set claimed_at = now() - interval '11 minutes' where reservation_id = ${reservation}`,
    )
    await deliver()
    expect(await inbox(player.id)).toHaveLength(1)
    // A server sent it and died before marking it sent: sent again under the same Message-ID, kept once.
    await engine.sql(
      (sql) => sql`update notifications set sent_at = null, claimed_at = now() - interval '11 minutes'
        where reservation_id = ${reservation}`,
    )
    await deliver()
    expect(await inbox(player.id)).toHaveLength(1)
  })

  it("remind a player in their window once, not what they turned off, and tell of a cancellation", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const quiet = await engine.person([facility.id, "player"])
    const soon = await engine.booking(facility.id, player.id, 3)
    const later = await engine.booking(facility.id, player.id, 30)
    const theirs = await engine.booking(facility.id, quiet.id, 3)
    await engine.sql(
      (sql) =>
        sql`update reservations set created_at = now() - interval '3 days' where id in (${soon}, ${later}, ${theirs})`,
    )
    await engine.as(
      quiet.caller,
      Effect.flatMap(Notices, (n) => n.saveSettings({ muted: ["booking_reminder"], reminder_hours: 24 })),
    )
    await deliver()
    await deliver()
    expect((await inbox(player.id)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Reminder: /)])
    expect(await inbox(quiet.id)).toEqual([])

    await enqueue(later, "booking_cancellation")
    await engine.sql((sql) => sql`update reservations set status = 'closed' where id = ${later}`)
    await deliver()
    const cancelled = (await inbox(player.id)).at(-1)!
    expect(cancelled.subject).toMatch(/^Cancelled: /)
    const calendar = new ICAL.Component(ICAL.parse(cancelled.attachments![0]!.content))
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL")
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED")
  })

  it("say nothing of a booking deleted before its mail went", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const reservation = await engine.booking(facility.id, player.id, 48)
    await enqueue(reservation, "booking_confirmation")
    await engine.sql((sql) => sql`delete from reservations where id = ${reservation}`)
    await deliver()
    expect(await inbox(player.id)).toEqual([])
    const [notice] = await engine.sql(
      (sql) => sql<{ outcome: string }>`select outcome from notifications where reservation_id = ${reservation}`,
    )
    expect(notice?.outcome).toBe("gone")
  })
})
