import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The platform's banner areas and their banners (the API's Marketplace banner area). */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table marketplace_banner_areas (
      id bigint generated always as identity primary key,
      name text not null check (length(name) between 1 and 120),
      key text not null unique check (key ~ '^[a-z0-9]+(_[a-z0-9]+)*$'),
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`
  yield* sql`
    create table marketplace_banners (
      id bigint generated always as identity primary key,
      area_id bigint not null references marketplace_banner_areas (id) on delete cascade,
      link_url text check (link_url ~ '^https?://' and length(link_url) <= 500),
      alt_text text not null default '' check (length(alt_text) <= 200),
      position integer not null default 0 check (position between 0 and 1000),
      image bytea,
      image_type text
    )`
  yield* sql`create index marketplace_banners_by_area on marketplace_banners (area_id, position)`
})
