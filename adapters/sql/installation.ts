import { Effect, Schema } from "effect"
import { rowsOf, sqlGen } from "./client"

const idRows = rowsOf(Schema.Struct({ id: Schema.String }))
const namePortRows = rowsOf(Schema.Struct({ name: Schema.String, port: Schema.Number }))
const idCopiedRows = rowsOf(Schema.Struct({ id: Schema.String, copied: Schema.Boolean }))

/**
 * Where the database lives: its PostgreSQL cluster (the system identifier where the role may read
 * it, else the server's port) and its own name, so that a copy made beside it (`create database …
 * template`, a `pg_dump` restored into another database of the same server) is told apart too.
 */
export const placeOf = sqlGen(function* (sql) {
  const system = yield* idRows(sql`select system_identifier::text as id from pg_control_system()`).pipe(Effect.option)
  const [db] = yield* namePortRows(sql`
    select current_database() as name, coalesce(inet_server_port(), 0) as port`)
  const cluster = system._tag === "Some" && system.value[0] !== undefined ? system.value[0].id : String(db!.port)
  return `${cluster}/${db!.name}`
})

/**
 * This installation's id, made at its first start. A database found elsewhere than where the id was
 * made (another cluster, or another database of the same one) is a copy (a staging restore of
 * production, say): it takes an id of its own, so that it never counts the original's provider
 * charges as its own.
 */
export const installationId = sqlGen(function* (sql) {
  const cluster = yield* placeOf
  const [row] = yield* idCopiedRows(sql`
    with before as (select cluster from installation)
    insert into installation (cluster) values (${cluster})
    on conflict (only_row) do update
      set id = case when installation.cluster = excluded.cluster then installation.id else gen_random_uuid() end,
        cluster = excluded.cluster
    returning id::text as id, coalesce((select cluster from before) <> ${cluster}, false) as copied`)
  return row!
})
