import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Keys a table distributed by club can keep (Citus; docs/operations.md, "Beyond one primary"):
 * every club table's primary key, unique indexes and exclusion constraints lead with
 * `facility_id`, and every key between two club tables carries it, so a row can never point into
 * another club and a join of a club's rows stays on one worker. A hash index on each old key's
 * first column keeps a lookup by it alone as cheap as before.
 *
 * Platform-wide tables stay as they are: those found by a secret or a provider's reference alone
 * (tokens, card readers, bank links and returns: their keys stay unique across clubs) and those
 * whose rows may belong to no club (announcements to everyone, ratings from outside, a person's
 * activity). The two tables that hung off a club's rows without naming the club (product images,
 * the people of a draw entry) learn their club.
 */
export const PLATFORM = [
  "announcements",
  "user_ratings",
  "user_activity",
  "api_tokens",
  "app_grants",
  "app_codes",
  "app_tokens",
  "card_readers",
  "card_inscriptions",
  "gate_sessions",
  "bank_link_sessions",
  "ach_tokens",
  "provider_returns",
]

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
const list = (names: ReadonlyArray<string>) => names.map(quote).join(", ")
const ACTION: Record<string, string> = { a: "no action", r: "restrict", c: "cascade", n: "set null", d: "set default" }

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  for (const [table, parent, key] of [
    ["product_images", "products", "product_id"],
    ["peak_draw_people", "peak_draws", "draw_id"],
  ] as const) {
    yield* sql.unsafe(`alter table ${table} add column facility_id bigint`)
    yield* sql.unsafe(`update ${table} t set facility_id = p.facility_id from ${parent} p where p.id = t.${key}`)
    yield* sql.unsafe(`alter table ${table} alter column facility_id set not null`)
  }

  const clubTables = (yield* sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'facility_id' and not a.attisdropped)
      and c.relname <> all(${PLATFORM})
    order by 1`).map((t) => t.name)

  const foreignKeys = yield* sql<{
    name: string
    table: string
    columns: Array<string>
    target: string
    targetColumns: Array<string>
    onDelete: string
    onUpdate: string
    deferrable: boolean
    deferred: boolean
  }>`
    select k.conname as name, s.relname as table, t.relname as target,
      array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
      array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
        join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as "targetColumns",
      k.confdeltype::text as "onDelete", k.confupdtype::text as "onUpdate",
      k.condeferrable as deferrable, k.condeferred as deferred
    from pg_constraint k join pg_class s on s.oid = k.conrelid join pg_class t on t.oid = k.confrelid
    where k.contype = 'f' and s.relname = any(${clubTables}) and t.relname = any(${clubTables})
      and s.relnamespace = t.relnamespace and s.relnamespace = (select oid from pg_namespace where nspname = current_schema())
    order by 2, 1`
  for (const key of foreignKeys) yield* sql.unsafe(`alter table ${quote(key.table)} drop constraint ${quote(key.name)}`)

  const primaryKeys = yield* sql<{ table: string; name: string; columns: Array<string> }>`
    select c.relname as table, k.conname as name,
      array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'p' and c.relname = any(${clubTables}) and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
    order by 1`
  for (const key of primaryKeys.filter((k) => !k.columns.includes("facility_id"))) {
    const byClub = ["facility_id", ...key.columns]
    // An index the new key makes redundant, made earlier to find rows from their club.
    const same = yield* sql<{ index: string; constraint: string | null }>`
      select i.relname as index, k.conname as constraint from pg_index x
        join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
        left join pg_constraint k on k.conindid = x.indexrelid and k.conrelid = c.oid and k.contype = 'u'
      where c.relname = ${key.table} and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
        and not x.indisprimary and x.indpred is null and x.indexprs is null
        and array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality u(n, i)
          join pg_attribute a on a.attrelid = c.oid and a.attnum = u.n order by u.i) = ${byClub}`
    for (const index of same) {
      yield* index.constraint
        ? sql.unsafe(`alter table ${quote(key.table)} drop constraint ${quote(index.constraint)}`)
        : sql.unsafe(`drop index ${quote(index.index)}`)
    }
    yield* sql.unsafe(`alter table ${quote(key.table)} drop constraint ${quote(key.name)}`)
    yield* sql.unsafe(`alter table ${quote(key.table)} add primary key (${list(byClub)})`)
    // A hash index answers `id = …` alone and cannot be walked in order, so it never lures a plan
    // through every club's rows.
    const first = key.columns[0]!
    yield* sql.unsafe(
      `create index ${quote(`${key.table}_by_${first}`.slice(0, 63))} on ${quote(key.table)} using hash (${quote(first)})`,
    )
  }

  const uniques = yield* sql<{ table: string; index: string; constraint: string | null; definition: string }>`
    select c.relname as table, i.relname as index, k.conname as constraint, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      left join pg_constraint k on k.conindid = x.indexrelid and k.conrelid = c.oid and k.contype = 'u'
    where x.indisunique and not x.indisprimary and c.relname = any(${clubTables})
      and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
      and not exists (select 1 from unnest(x.indkey::int2[]) u(n)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = u.n where a.attname = 'facility_id')
    order by 1, 2`
  for (const unique of uniques) {
    yield* unique.constraint
      ? sql.unsafe(`alter table ${quote(unique.table)} drop constraint ${quote(unique.constraint)}`)
      : sql.unsafe(`drop index ${quote(unique.index)}`)
    yield* sql.unsafe(unique.definition.replace(/ USING (\w+) \(/, " USING $1 (facility_id, "))
  }

  const exclusions = yield* sql<{ table: string; name: string; definition: string }>`
    select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'x' and c.relname = any(${clubTables})
      and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
      and not exists (select 1 from unnest(k.conkey) u(n)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = u.n where a.attname = 'facility_id')`
  for (const exclusion of exclusions) {
    yield* sql.unsafe(`alter table ${quote(exclusion.table)} drop constraint ${quote(exclusion.name)}`)
    yield* sql.unsafe(
      `alter table ${quote(exclusion.table)} add constraint ${quote(exclusion.name)} ${exclusion.definition.replace(/ USING (\w+) \(/, " USING $1 (facility_id WITH =, ")}`,
    )
  }

  for (const key of foreignKeys) {
    const byClub = !key.columns.includes("facility_id")
    const columns = byClub ? ["facility_id", ...key.columns] : key.columns
    const target = byClub ? ["facility_id", ...key.targetColumns] : key.targetColumns
    // Clearing the reference must leave the row's club in place.
    const own = key.columns.filter((c) => c !== "facility_id")
    const action = (code: string) => ACTION[code] + (code === "n" || code === "d" ? ` (${list(own)})` : "")
    yield* sql.unsafe(
      `alter table ${quote(key.table)} add constraint ${quote(key.name)} foreign key (${list(columns)})
        references ${quote(key.target)} (${list(target)}) on delete ${action(key.onDelete)} on update ${ACTION[key.onUpdate]}` +
        (key.deferrable ? ` deferrable initially ${key.deferred ? "deferred" : "immediate"}` : ""),
    )
  }
})
