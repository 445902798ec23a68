import { Effect } from "effect"
import * as fs from "node:fs"
import * as zlib from "node:zlib"
import { type Backup, makeBackup, restoreBackup } from "../../adapters/sql/backup"
import { DatabaseInfo } from "../../adapters/storage"
import { migrate } from "../../adapters/sql/migrate"
import { confirm } from "../ui/Confirm"
import { tableProgress } from "../ui/Progress"
import { command, type Output, refused, usage } from "../run"

const live = (output: Output) => !output.json && output.terminal.live

export const migrateCommand = (output: Output) =>
  command(
    output,
    function* () {
      // runCommand migrates before every command; this reports what the database is at.
      const applied = yield* migrate
      const info = yield* DatabaseInfo
      return { engine: info.engine, applied: applied.map(([id, name]) => `${id}_${name}`) }
    },
    (r) => `The ${r.engine} database is up to date.`,
  )

export const backupCommand = (file: string, output: Output) =>
  command(
    output,
    function* () {
      const progress = tableProgress(`Backing up to ${file}`, live(output))
      const backup = yield* makeBackup(progress.onTable).pipe(Effect.ensuring(Effect.sync(progress.finish)))
      const bytes = zlib.gzipSync(JSON.stringify(backup))
      yield* Effect.try({
        try: () => fs.writeFileSync(file, bytes),
        catch: (error) => usage(`Cannot write ${file}: ${(error as Error).message}`),
      })
      return {
        file,
        bytes: bytes.length,
        tables: backup.tables.length,
        rows: backup.tables.reduce((n, t) => n + t.rows.length, 0),
        engine: (yield* DatabaseInfo).engine,
      }
    },
    (r) =>
      `Backed up ${r.rows} rows of ${r.tables} tables from the ${r.engine} database to ${r.file} (${r.bytes} bytes).`,
  )

const readBackup = (file: string) =>
  Effect.try({
    try: () => JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString("utf8")) as Backup,
    catch: (error) => usage(`Cannot read the backup ${file}: ${(error as Error).message}`),
  })

export const restoreCommand = (file: string, options: { yes: boolean }, output: Output) =>
  command(
    output,
    function* () {
      const backup = yield* readBackup(file)
      const run = (replace: boolean) => {
        const progress = tableProgress(`Restoring ${file}`, live(output), backup.tables.length)
        return restoreBackup(backup, { replace, onTable: progress.onTable }).pipe(
          Effect.ensuring(Effect.sync(progress.finish)),
        )
      }
      yield* run(options.yes).pipe(
        Effect.catchTag("RestoreRefused", (error) =>
          Effect.gen(function* () {
            if (!error.message.includes("not empty") || !live(output) || !output.terminal.canAsk) return yield* error
            const yes = yield* Effect.promise(() =>
              confirm("The database has data. Replace all of it with the backup?"),
            )
            if (!yes) return yield* refused("Nothing was restored.")
            yield* run(true)
          }),
        ),
      )
      return { file, tables: backup.tables.length, rows: backup.tables.reduce((n, t) => n + t.rows.length, 0) }
    },
    (r) => `Restored ${r.rows} rows of ${r.tables} tables from ${r.file}.`,
  )
