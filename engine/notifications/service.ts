import { withSpans } from "../spans"
import { Clock, Effect } from "effect"
import { CurrentCaller } from "../access"
import { addDays, localDate } from "../dates"
import { notFound } from "../errors"
import { Mailer } from "../mail/mailer"
import { mailWords } from "../mail/mailWords"
import { bookingEntry, bookingMail, type NotificationSettings } from "./rules"
import { CalendarFiles, NotificationsRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { PushRepo } from "../push/port"
import { pushLine } from "../push/rules"

/**
 * People's booking mail and calendars. A booking's confirmation and a cancellation's notice are
 * written in the transaction of what they tell; reminders by `deliver` for bookings entering each
 * player's window. `deliver` then takes each unsent one (no other server can hold it), sends it
 * with a Message-ID of its own and an .ics of the booking, and marks it sent: one that a crash
 * left unsent is taken again ten minutes later, and mail sent twice under one Message-ID is one
 * mail to the outbox and to mail clients. What a person turned off is marked, not sent.
 */
export class Notices extends Effect.Service<Notices>()("venue/Notices", {
  effect: Effect.gen(function* () {
    const repo = yield* NotificationsRepo
    const facilities = yield* FacilitiesRepo
    const mailer = yield* Mailer
    const calendars = yield* CalendarFiles
    const pushes = yield* PushRepo

    const remind = Effect.gen(function* () {
      const now = new Date(yield* Clock.currentTimeMillis)
      let written = 0
      for (const id of yield* facilities.ids) {
        const facility = yield* facilities.find(id)
        if (facility._tag === "None") continue
        const today = localDate(now, facility.value.time_zone)
        // A week ahead at most: the longest reminder window is 168 hours.
        written += yield* repo.enqueueReminders(id, today, addDays(today, 8))
      }
      return written
    })

    /** Writes the reminders now due and sends what is unsent; `site` is the public address. */
    const deliver = (site: URL, batch = 50) =>
      Effect.gen(function* () {
        yield* remind
        let sent = 0
        for (const notice of yield* repo.claim(batch)) {
          if (notice.muted.includes(notice.kind)) {
            yield* repo.markSent(notice.id, "muted")
            continue
          }
          if (notice.email === null) {
            yield* repo.markSent(notice.id, "no_address")
            continue
          }
          // Nothing is sent of a booking deleted since, nor a reminder of one cancelled since.
          if (notice.gone || (notice.kind !== "booking_cancellation" && notice.cancelled)) {
            yield* repo.markSent(notice.id, "gone")
            continue
          }
          const { subject, text } = bookingMail(notice, new URL("/account#notifications", site).toString())
          // A reminder also goes to the devices that chose reminders, once per notice.
          if (notice.kind === "booking_reminder")
            yield* pushes.queue([
              {
                facility_id: notice.facility_id,
                user_id: notice.user_id,
                key: `reminder:${notice.id}`,
                payload: {
                  topic: "booking_reminders",
                  title: subject,
                  body: pushLine(text),
                  url: new URL("/reservations", site).toString(),
                  tag: `booking-${notice.reservation_id}`,
                  actions: [],
                },
              },
            ])
          const cancelled = notice.kind === "booking_cancellation"
          const ics = calendars.render([bookingEntry({ ...notice, cancelled }, site.hostname, notice.language)], {
            name: notice.facility,
            method: cancelled ? "CANCEL" : "PUBLISH",
          })
          const outcome = yield* mailer
            .send({
              to: notice.email,
              subject,
              text,
              messageId: `<notification-${notice.id}@${site.hostname}>`,
              attachments: [{ filename: "booking.ics", contentType: "text/calendar; charset=utf-8", content: ics }],
            })
            .pipe(Effect.either)
          if (outcome._tag === "Left") yield* repo.markFailed(notice.id, outcome.left.message)
          else {
            yield* repo.markSent(notice.id, "sent")
            sent += 1
          }
        }
        return sent
      })

    const me = Effect.flatMap(CurrentCaller, (caller) =>
      caller.userId === undefined ? Effect.fail(notFound("User")) : Effect.succeed(caller.userId),
    )

    const settings = Effect.flatMap(me, repo.settings)

    const saveSettings = (next: NotificationSettings) =>
      Effect.gen(function* () {
        const userId = yield* me
        yield* repo.saveSettings(userId, { muted: [...new Set(next.muted)], reminder_hours: next.reminder_hours })
        return yield* repo.settings(userId)
      })

    /** The secret of the caller's calendar feed, if they made one. */
    const feedToken = Effect.flatMap(me, repo.calendarToken)

    /** A new secret for the caller's calendar feed (the old one stops working). */
    const newFeedToken = Effect.gen(function* () {
      const userId = yield* me
      const bytes = crypto.getRandomValues(new Uint8Array(24))
      const token = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
      yield* repo.setCalendarToken(userId, token)
      return token
    })

    const stopFeed = Effect.flatMap(me, (userId) => repo.setCalendarToken(userId, null))

    /**
     * The feed of a token's person: their bookings from 30 days ago to a year ahead, at every club,
     * each in the person's language, else its club's.
     */
    const feed = (token: string, site: URL) =>
      Effect.gen(function* () {
        const userId = yield* repo.userOfCalendarToken(token)
        if (userId === undefined) return yield* Effect.fail(notFound("Calendar"))
        const now = yield* Clock.currentTimeMillis
        const bookings = yield* repo.calendarBookings(
          userId,
          new Date(now - 30 * 86_400_000),
          new Date(now + 365 * 86_400_000),
        )
        return calendars.render(
          bookings.map((b) => bookingEntry(b, site.hostname, b.language)),
          { name: mailWords(bookings[0]?.language ?? "en")("feed.name") },
        )
      })

    return withSpans("Notices", { deliver, settings, saveSettings, feedToken, newFeedToken, stopFeed, feed })
  }),
}) {}
