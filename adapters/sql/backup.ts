import { countRows, nameRows, rowsOf, sqlGen } from "./client"
import { gatherStatistics } from "./statistics"
import { noStatementTimeout } from "./timeouts"
import { Data, Effect, Schema } from "effect"

const childParentRows = rowsOf(Schema.Struct({ child: Schema.String, parent: Schema.String }))
const idRows = rowsOf(Schema.Struct({ id: Schema.String }))
const rowRows = rowsOf(Schema.Struct({ row: Schema.Unknown }))
const tableNameColumnNameRows = rowsOf(Schema.Struct({ table_name: Schema.String, column_name: Schema.String }))

/**
 * Logical backups that work the same on both engines (and move data between them): every
 * table's rows as JSON, tables in foreign-key order, with the migrations the data fits.
 */
export interface Backup {
  readonly format: "venue-backup"
  readonly version: 1
  readonly created_at: string
  readonly migrations: ReadonlyArray<string>
  readonly tables: ReadonlyArray<{ readonly name: string; readonly rows: ReadonlyArray<unknown> }>
}

export class RestoreRefused extends Data.TaggedError("RestoreRefused")<{ readonly message: string }> {}

const MIGRATIONS_TABLE = "venue_migrations"
/** This database's own id (made at its first start), not data: a restored copy keeps its own. */
const INSTALLATION_TABLE = "installation"
/** Retries' first answers: the server's own short memory of requests, not the club's data. */
const IDEMPOTENCY_TABLE = "idempotency_keys"

/** Tables of the public schema, parents before children. */
export const tablesInOrder = sqlGen(function* (sql) {
  const tables = (yield* nameRows(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in (${MIGRATIONS_TABLE}, ${INSTALLATION_TABLE}, ${IDEMPOTENCY_TABLE})
    order by table_name`)).map((t) => t.name)
  const edges = yield* childParentRows(sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`)
  const ordered: Array<string> = []
  const visit = (table: string, path: ReadonlyArray<string>) => {
    if (ordered.includes(table) || path.includes(table)) return
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent, [...path, table])
    ordered.push(table)
  }
  for (const table of tables) visit(table, [])
  return ordered
})

const appliedMigrations = sqlGen(function* (sql) {
  const rows = yield* idRows(sql`
    select migration_id::text || '_' || name as id from ${sql(MIGRATIONS_TABLE)} order by migration_id`)
  return rows.map((r) => r.id)
})

export const makeBackup = (onTable: (name: string, rows: number) => void = () => {}) =>
  sqlGen(function* (sql) {
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        // One snapshot for every table, so the backup is consistent while the server runs.
        yield* sql`set transaction isolation level repeatable read`.pipe(Effect.ignore)
        yield* noStatementTimeout
        const tables: Array<{ name: string; rows: ReadonlyArray<unknown> }> = []
        for (const name of yield* tablesInOrder) {
          const rows = yield* rowRows(sql`select to_jsonb(t) as row from ${sql(name)} t`)
          tables.push({ name, rows: rows.map((r) => r.row) })
          onTable(name, rows.length)
        }
        return {
          format: "venue-backup",
          version: 1,
          created_at: new Date().toISOString(),
          migrations: yield* appliedMigrations,
          tables,
        } satisfies Backup
      }),
    )
  })

/**
 * Loads a backup into this (migrated) database. It must be empty unless `replace` is set, and
 * at the same migration as the backup. All or nothing: one transaction.
 */
export const restoreBackup = (
  backup: Backup,
  options: { readonly replace: boolean; readonly onTable?: (name: string, rows: number) => void },
) =>
  sqlGen(function* (sql) {
    if (backup.format !== "venue-backup" || backup.version !== 1) {
      return yield* new RestoreRefused({ message: "This file is not a venue backup." })
    }
    const here = yield* appliedMigrations
    if (here.join(",") !== backup.migrations.join(",")) {
      return yield* new RestoreRefused({
        message: `The backup was made at migration ${backup.migrations.at(-1) ?? "none"} but this database is at ${here.at(-1) ?? "none"}. Restore it with the version that made it, then upgrade.`,
      })
    }
    const tables = yield* tablesInOrder
    const unknown = backup.tables.filter((t) => !tables.includes(t.name)).map((t) => t.name)
    if (unknown.length > 0)
      return yield* new RestoreRefused({ message: `The backup has tables this database lacks: ${unknown.join(", ")}.` })
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* noStatementTimeout
        const counts = yield* Effect.forEach(tables, (name) =>
          countRows(sql`select count(*)::int as n from ${sql(name)}`).pipe(Effect.map((r) => r[0]!.n)),
        )
        if (counts.some((n) => n > 0)) {
          if (!options.replace) {
            return yield* new RestoreRefused({
              message: "The database is not empty; restoring would replace its data. Pass --yes to replace it.",
            })
          }
          // Replacing the whole database is the operator's act: the log's guard against truncation steps aside for it.
          yield* sql`alter table audit_log disable trigger audit_log_no_truncate`
          yield* sql`truncate ${sql.literal(tables.map((t) => `"${t}"`).join(", "))} restart identity cascade`
          yield* sql`alter table audit_log enable trigger audit_log_no_truncate`
        }
        for (const table of backup.tables) {
          for (let start = 0; start < table.rows.length; start += 500) {
            const batch = JSON.stringify(table.rows.slice(start, start + 500))
            yield* sql`
              insert into ${sql(table.name)} overriding system value
              select * from jsonb_populate_recordset(null::${sql(table.name)}, ${batch}::jsonb)`
          }
          options.onTable?.(table.name, table.rows.length)
        }
        // Identity columns continue after the restored ids.
        const identities = yield* tableNameColumnNameRows(sql`
          select table_name, column_name from information_schema.columns
          where table_schema = 'public' and is_identity = 'YES'`)
        for (const { table_name, column_name } of identities) {
          yield* sql`
            select setval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}),
              coalesce((select max(${sql(column_name)}) from ${sql(table_name)}), 0) + 1, false)`
        }
      }),
    )
    // Restored rows have no statistics yet: the plans of the first reads would be guesses.
    yield* gatherStatistics()
  })
