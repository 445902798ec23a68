import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Mail to people about their bookings, written in the transaction of what it tells (a booking, a
 * cancellation) or by the reminder job, once per person, kind and event (the unique key), and sent
 * by the notification job: claimed, sent with a Message-ID of its own, marked sent. Each person's
 * settings: the kinds they turned off, how long before a booking they are reminded, and the secret
 * of their calendar feed.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table notification_settings (
      user_id bigint primary key references users (id) on delete cascade,
      muted text[] not null default '{}',
      reminder_hours integer not null default 24 check (reminder_hours between 0 and 168),
      calendar_token text unique check (length(calendar_token) between 32 and 100),
      updated_at timestamptz not null default now()
    )`
  yield* sql`
    create table notifications (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      kind text not null check (kind in ('booking_confirmation', 'booking_reminder', 'booking_cancellation')),
      reservation_id bigint not null,
      created_at timestamptz not null default now(),
      claimed_at timestamptz,
      attempts integer not null default 0,
      sent_at timestamptz,
      outcome text check (outcome in ('sent', 'muted', 'no_address', 'gone')),
      last_error text,
      unique (user_id, kind, reservation_id)
    )`
  yield* sql`create index notifications_unsent on notifications (id) where sent_at is null`
  yield* sql`create index notifications_by_reservation on notifications (facility_id, reservation_id)`
  // The outbox keeps a mail once per Message-ID: a notification sent again after a crash is not kept twice.
  yield* sql`alter table mail_outbox add column message_id text unique, add column attachments jsonb`
})
