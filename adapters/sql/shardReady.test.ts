import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { PLATFORM as PLATFORM_0075 } from "./migrations/0075_keys_by_club"
import { PLATFORM_SINCE_0078 } from "./migrations/0078_club_apps"

const PLATFORM = [...PLATFORM_0075, ...PLATFORM_SINCE_0078]

/**
 * The schema as Citus would distribute it by `facility_id`: every table holding a club's rows (it
 * has `facility_id`) is distributed, except the platform-wide ones migrations 0075 and 0078 name (`PLATFORM`); the rest are reference
 * tables (people, sessions, apps). A distributed table's club is never missing, its primary key,
 * unique indexes and exclusion constraints hold `facility_id`, a foreign key between two club tables
 * carries it (so a row never points into another club, and the join stays on one worker), and a
 * reference table never points into a club's table. docs/operations.md, "Beyond one primary".
 */

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const clubTable = (rel: string) =>
  `exists (select 1 from pg_attribute a where a.attrelid = ${rel} and a.attname = 'facility_id' and not a.attisdropped)
    and (select relname from pg_class where oid = ${rel}) <> all('{${PLATFORM.join(",")}}'::text[])`
const holdsClub = (rel: string, keys: string) =>
  `exists (select 1 from pg_attribute a where a.attrelid = ${rel} and a.attnum = any(${keys}) and a.attname = 'facility_id')`
// The referencing row's club is the referenced row's club: facility_id on both sides, at one place.
const keysClub = `exists (select 1 from unnest(k.conkey, k.confkey) u(mine, theirs)
  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.mine and a.attname = 'facility_id'
  join pg_attribute b on b.attrelid = k.confrelid and b.attnum = u.theirs and b.attname = 'facility_id')`

const breaks = () =>
  engine
    .sql(
      (sql) => sql<{ breaks: string }>`
      with tables as (
        select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r'
      )
      select 'no club ' || c.relname as breaks from tables c
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'facility_id'
      where ${sql.literal(clubTable("c.oid"))} and not a.attnotnull
      union all
      select 'pk ' || c.relname from tables c
      where ${sql.literal(clubTable("c.oid"))}
        and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p'
          and ${sql.literal(holdsClub("k.conrelid", "k.conkey"))})
      union all
      select 'fk ' || c.relname || '.' || k.conname from pg_constraint k join tables c on c.oid = k.conrelid
      where k.contype = 'f' and ${sql.literal(clubTable("k.conrelid"))} and ${sql.literal(clubTable("k.confrelid"))}
        and not ${sql.literal(keysClub)}
      union all
      select 'unique ' || i.relname from pg_index x join pg_class i on i.oid = x.indexrelid join tables c on c.oid = x.indrelid
      where x.indisunique and not x.indisprimary and ${sql.literal(clubTable("c.oid"))}
        and not ${sql.literal(holdsClub("c.oid", "x.indkey"))}
      union all
      select 'exclusion ' || c.relname || '.' || k.conname from pg_constraint k join tables c on c.oid = k.conrelid
      where k.contype = 'x' and ${sql.literal(clubTable("c.oid"))} and not ${sql.literal(holdsClub("c.oid", "k.conkey"))}
      union all
      select 'reference-fk ' || c.relname || '.' || k.conname from pg_constraint k join tables c on c.oid = k.conrelid
      where k.contype = 'f' and not ${sql.literal(clubTable("k.conrelid"))} and ${sql.literal(clubTable("k.confrelid"))}
      order by 1`,
    )
    .then((rows) => rows.map((r) => r.breaks))

describe("the schema, ready to distribute by club", () => {
  it("holds a club's rows by club in every key, and no platform table points into a club's", async () => {
    expect(await breaks()).toEqual([])
  })

  it("finds a table that does not", async () => {
    await engine.sql(
      (sql) => sql`
        create table shard_probe (
          id bigint primary key, facility_id bigint, court_id bigint, code text unique,
          -- The club's place and the court's swapped: a row could name another club's court.
          constraint shard_probe_court foreign key (court_id, facility_id) references courts (facility_id, id))`,
    )
    try {
      expect(await breaks()).toEqual([
        "fk shard_probe.shard_probe_court",
        "no club shard_probe",
        "pk shard_probe",
        "unique shard_probe_code_key",
      ])
    } finally {
      await engine.sql((sql) => sql`drop table shard_probe`)
    }
  })
})
