import { Schema } from "effect"
import { errorIn } from "../errorWords"
import type { Language } from "../i18n/languages"
import { dateIn, timeIn } from "../i18n/languageFormats"
import { type MailMessage, mailWords } from "../mail/mailWords"

/** What people are told of by mail, each kind turned off by them alone (their notification settings). */
export const NOTIFICATION_KINDS = [
  "booking_confirmation",
  "booking_reminder",
  "booking_cancellation",
  "lesson_request_outcome",
  "waitlist_promotion",
  "receipt",
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
export const NotificationKind = Schema.Literal(...NOTIFICATION_KINDS)

/** What the booking notifications (written with the booking or cancellation, sent by the job) are of. */
export type BookingNoticeKind = Extract<
  NotificationKind,
  "booking_confirmation" | "booking_reminder" | "booking_cancellation"
>

export const NotificationSettings = Schema.Struct({
  /** The kinds the person turned off. */
  muted: Schema.Array(NotificationKind),
  /** How long before a booking the reminder comes; 0: no reminders. */
  reminder_hours: Schema.Int.pipe(Schema.between(0, 168)),
})
export type NotificationSettings = typeof NotificationSettings.Type

export const DEFAULT_SETTINGS: NotificationSettings = { muted: [], reminder_hours: 24 }

/** One booking as a calendar event (a mail's .ics attachment, a line of the person's feed). */
export interface CalendarEntry {
  /** Stable across mails and the feed, so a calendar updates the event instead of adding one. */
  readonly uid: string
  readonly start: Date
  readonly end: Date
  readonly summary: string
  readonly location: string
  readonly description: string
  readonly cancelled: boolean
}

/** What a booking notification needs to be written. */
export interface BookingNotice {
  readonly id: number
  readonly kind: BookingNoticeKind
  readonly reservation_id: number
  readonly facility_id: number
  /** Whom it is written to (a booking's player, or the guardian reading a child's mail). */
  readonly user_id: number
  readonly email: string | null
  readonly person: string
  readonly muted: ReadonlyArray<string>
  readonly facility: string
  readonly address: string
  readonly time_zone: string
  readonly court: string
  readonly starts_at: Date
  readonly ends_at: Date
  readonly reservation_kind: string
  /** A lesson's teacher, by name. */
  readonly teacher: string | null
  /** The booking is no longer active (cancelled since). */
  readonly cancelled: boolean
  /** The booking is no longer there at all (deleted since): nothing to tell of. */
  readonly gone: boolean
  /** What the booking alone does not say: a cancellation's fee and refunds. */
  readonly note: string | null
  /** The reader's language: their own, else their club's. */
  readonly language: Language
}

/** "Lesson with Maria Lopez", "Court booking": what a booking is, with whom when it is a lesson. */
const kindOf = (b: Pick<BookingNotice, "reservation_kind" | "teacher">, say: ReturnType<typeof mailWords>) => {
  const kind = say(
    (["reservation", "lesson", "clinic", "rental"] as const).includes(b.reservation_kind as "reservation")
      ? (`kind.${b.reservation_kind}` as MailMessage)
      : "kind.other",
  )
  return b.teacher === null ? kind : say("withTeacher", { kind, teacher: b.teacher })
}

/** The calendar event of a booking, its uid the same in every mail and in the feed. */
export const bookingEntry = (
  b: Pick<
    BookingNotice,
    | "reservation_id"
    | "facility"
    | "address"
    | "court"
    | "starts_at"
    | "ends_at"
    | "reservation_kind"
    | "teacher"
    | "cancelled"
  >,
  host: string,
  language: Language = "en",
): CalendarEntry => {
  const say = mailWords(language)
  const kind = kindOf(b, say)
  return {
    uid: `reservation-${b.reservation_id}@${host}`,
    start: b.starts_at,
    end: b.ends_at,
    summary: say("event.summary", { kind, club: b.facility }),
    location: [b.court, b.facility, b.address].filter((s) => s !== "").join(", "),
    description: say("event.description", { kind, court: b.court, club: b.facility }),
    cancelled: b.cancelled,
  }
}

/** The mail of a booking notification: subject and text, in the reader's language and the club's time zone. */
export const bookingMail = (n: BookingNotice, manageUrl: string) => {
  const say = mailWords(n.language)
  const when = say("when", {
    date: dateIn(n.language, n.starts_at, n.time_zone),
    start: timeIn(n.language, n.starts_at, n.time_zone),
    end: timeIn(n.language, n.ends_at, n.time_zone),
  })
  const what = say("what", { kind: kindOf(n, say), court: n.court })
  const text = [
    say("hello", { person: n.person }),
    "",
    say(`line.${n.kind}`, { club: n.facility }),
    say("booking", { what, when }),
    // The note (what happened to the money) is the engine's English sentence: said in the reader's language.
    ...(n.note === null ? [] : ["", errorIn(n.language, n.note)]),
    "",
    say(n.kind === "booking_cancellation" ? "calendarRemoves" : "calendarAdds"),
    "",
    say("why", { url: manageUrl }),
  ].join("\n")
  return { subject: say(`subject.${n.kind}`, { what, when }), text }
}
