import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Announcements (a club's, or the platform's when facility_id is null), their files, and one
 * delivery row per person of the audience: the primary key is what keeps mail to one per person.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table announcements (
      id bigint generated always as identity primary key,
      facility_id bigint references facilities (id) on delete cascade,
      title text not null check (length(title) between 1 and 200),
      content text not null check (length(content) <= 50000),
      audience text not null check (audience in ('everyone', 'plan', 'group', 'clinic')),
      audience_id bigint,
      status text not null check (status in ('draft', 'published')),
      thumbnail bytea,
      thumbnail_type text,
      author_id bigint references users (id) on delete set null,
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((audience = 'everyone') = (audience_id is null)),
      check (facility_id is not null or audience = 'everyone')
    )`
  yield* sql`create index announcements_by_club on announcements (facility_id, status, published_at desc)`
  yield* sql`
    create table announcement_attachments (
      id bigint generated always as identity primary key,
      announcement_id bigint not null references announcements (id) on delete cascade,
      filename text not null check (length(filename) between 1 and 120),
      content_type text not null,
      size integer not null check (size > 0),
      bytes bytea not null,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index announcement_attachments_by_announcement on announcement_attachments (announcement_id)`
  yield* sql`
    create table announcement_deliveries (
      announcement_id bigint not null references announcements (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      email text not null,
      status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
      error text,
      claimed_at timestamptz,
      sent_at timestamptz,
      opened_at timestamptz,
      primary key (announcement_id, user_id)
    )`
  // Senders take the oldest pending first; a person's announcements are looked up by them.
  yield* sql`
    create index announcement_deliveries_pending on announcement_deliveries (announcement_id)
    where status = 'pending'`
  yield* sql`create index announcement_deliveries_by_person on announcement_deliveries (user_id, announcement_id)`
})
