import { Context, type Effect } from "effect"
import type { BookingNotice, BookingNoticeKind, CalendarEntry, NotificationSettings } from "./rules"

/** Writes calendar events as iCalendar text (RFC 5545): a mail's attachment or a feed. */
export class CalendarFiles extends Context.Tag("venue/CalendarFiles")<
  CalendarFiles,
  {
    readonly render: (
      entries: ReadonlyArray<CalendarEntry>,
      options: { readonly name: string; readonly method?: "PUBLISH" | "REQUEST" | "CANCEL" },
    ) => string
  }
>() {}

/** Booking notifications (claimed, sent and marked by the job) and each person's notification settings. */
export class NotificationsRepo extends Context.Tag("venue/NotificationsRepo")<
  NotificationsRepo,
  {
    /** One notification of `kind` for each person on the booking (once: a second is not written). */
    /** A notice to each player of a booking; `note` adds what the booking alone does not say (a cancellation's money). */
    readonly enqueue: (reservationId: number, kind: BookingNoticeKind, note?: string) => Effect.Effect<void>
    /** Reminders of the club's bookings between two days that start within each player's reminder window. */
    readonly enqueueReminders: (facilityId: number, from: string, to: string) => Effect.Effect<number>
    /** Unsent notifications nobody holds (or held over ten minutes ago), taken for sending. */
    readonly claim: (limit: number) => Effect.Effect<ReadonlyArray<BookingNotice>>
    readonly markSent: (id: number, outcome: "sent" | "muted" | "no_address" | "gone") => Effect.Effect<void>
    readonly markFailed: (id: number, error: string) => Effect.Effect<void>
    readonly settings: (userId: number) => Effect.Effect<NotificationSettings>
    readonly saveSettings: (userId: number, settings: NotificationSettings) => Effect.Effect<void>
    readonly calendarToken: (userId: number) => Effect.Effect<string | undefined>
    readonly setCalendarToken: (userId: number, token: string | null) => Effect.Effect<void>
    readonly userOfCalendarToken: (token: string) => Effect.Effect<number | undefined>
    /** A person's active bookings between two instants, as calendar events need them. */
    readonly calendarBookings: (
      userId: number,
      from: Date,
      to: Date,
    ) => Effect.Effect<
      ReadonlyArray<
        Omit<
          BookingNotice,
          "id" | "kind" | "email" | "person" | "muted" | "time_zone" | "gone" | "note" | "facility_id" | "user_id"
        >
      >
    >
  }
>() {}
