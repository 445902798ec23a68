import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Comments (staff notes on a person, notes on a booking, the club's board) and tags on people,
 * bookings and products. Each subject is a real reference, so a note or tag goes with its subject
 * and a person's erasure finds them; `model_id` is the API's view of whichever it is.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table comments (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      model text not null check (model in ('User', 'Reservation', 'Facility')),
      user_id bigint references users (id) on delete cascade,
      reservation_id bigint references reservations (id) on delete cascade,
      model_id bigint generated always as (coalesce(user_id, reservation_id, facility_id)) stored,
      comment text not null check (length(comment) between 1 and 5000),
      pinned boolean not null default false,
      done boolean not null default false,
      author_id bigint references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((model = 'User') = (user_id is not null)),
      check ((model = 'Reservation') = (reservation_id is not null))
    )`
  yield* sql`create index comments_by_subject on comments (facility_id, model, model_id, created_at)`
  yield* sql`create index comments_by_kind on comments (facility_id, model, created_at)`
  yield* sql`create index comments_by_time on comments (facility_id, created_at)`
  yield* sql`
    create table tags (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 40),
      created_at timestamptz not null default now()
    )`
  yield* sql`create unique index tags_by_name on tags (facility_id, lower(name))`
  yield* sql`
    create table taggings (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      tag_id bigint not null references tags (id) on delete cascade,
      model text not null check (model in ('User', 'Reservation', 'Product')),
      user_id bigint references users (id) on delete cascade,
      reservation_id bigint references reservations (id) on delete cascade,
      product_id bigint references products (id) on delete cascade,
      model_id bigint generated always as (coalesce(user_id, reservation_id, product_id)) stored,
      created_at timestamptz not null default now(),
      check (num_nonnulls(user_id, reservation_id, product_id) = 1),
      check ((model = 'User') = (user_id is not null)),
      check ((model = 'Reservation') = (reservation_id is not null)),
      check ((model = 'Product') = (product_id is not null))
    )`
  yield* sql`create unique index taggings_once on taggings (tag_id, model, model_id)`
  yield* sql`create index taggings_by_subject on taggings (facility_id, model, model_id)`
  yield* sql`create index taggings_by_tag on taggings (facility_id, tag_id, model)`
})
