import { Effect } from "effect"
import { sqlGen } from "./client"

/**
 * The PostgreSQL cluster the database lives on: its system identifier where the role may read it,
 * else the database's name and port (a role without that right still tells most copies apart).
 */
const clusterOf = sqlGen(function* (sql) {
  const system = yield* sql<{ id: string }>`select system_identifier::text as id from pg_control_system()`.pipe(
    Effect.option,
  )
  if (system._tag === "Some" && system.value[0] !== undefined) return system.value[0].id
  const [named] = yield* sql<{ id: string }>`select current_database() || ':' || coalesce(inet_server_port(), 0) as id`
  return named!.id
})

/**
 * This installation's id, made at its first start. A database found on another cluster than the
 * one the id was made on is a copy (a staging restore of production, say): it takes an id of its
 * own, so that it never counts the original's provider charges as its own.
 */
export const installationId = sqlGen(function* (sql) {
  const cluster = yield* clusterOf
  const [row] = yield* sql<{ id: string; copied: boolean }>`
    with before as (select cluster from installation)
    insert into installation (cluster) values (${cluster})
    on conflict (only_row) do update
      set id = case when installation.cluster = excluded.cluster then installation.id else gen_random_uuid() end,
        cluster = excluded.cluster
    returning id::text as id, coalesce((select cluster from before) <> ${cluster}, false) as copied`
  return row!
})
