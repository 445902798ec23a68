import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The club's posts: news and pages, shown on its public pages by slug once published. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table facility_posts (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      post_type text not null check (post_type in ('news', 'page', 'event')),
      title text not null check (length(title) between 1 and 200),
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      status text not null check (status in ('draft', 'published', 'archived')),
      content text not null check (length(content) <= 100000),
      meta_description text not null default '' check (length(meta_description) <= 300),
      featured_image bytea,
      featured_image_type text,
      author_id bigint references users (id) on delete set null,
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (facility_id, slug)
    )`
  yield* sql`create index facility_posts_by_status on facility_posts (facility_id, status, published_at)`
})
