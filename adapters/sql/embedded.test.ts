import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import { expect } from "vitest"
import { embeddedClient } from "./database"
import { startEmbedded } from "./embedded"

it.scoped("serves the embedded database on a Unix socket in a directory only its own user enters", () =>
  Effect.gen(function* () {
    const embedded = yield* startEmbedded({})
    expect(embedded.host.startsWith("/")).toBe(true)
    expect(fs.statSync(embedded.host).mode & 0o777).toBe(0o700)
    expect(fs.statSync(`${embedded.host}/.s.PGSQL.${embedded.port}`).isSocket()).toBe(true)
    const rows = yield* Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ one: number }>`select 1 as one`).pipe(
      Effect.provide(embeddedClient(embedded)),
    )
    expect(rows).toEqual([{ one: 1 }])
  }),
)

it.scoped("keeps the data directory the server's own: 0700, every file in it 0600, repaired at start", () =>
  Effect.gen(function* () {
    const dataDir = fs.mkdtempSync(`${os.tmpdir()}/venue-perm-`)
    fs.chmodSync(dataDir, 0o755)
    fs.writeFileSync(`${dataDir}/left-open`, "x", { mode: 0o666 })
    fs.chmodSync(`${dataDir}/left-open`, 0o666)
    yield* Effect.addFinalizer(() => Effect.sync(() => fs.rmSync(dataDir, { recursive: true, force: true })))
    const embedded = yield* startEmbedded({ dataDir })
    yield* Effect.promise(() => embedded.db.exec("create table secrets (hash text); insert into secrets values ('x')"))
    const open: Array<string> = []
    for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      const file = `${entry.parentPath}/${entry.name}`
      const mode = fs.statSync(file).mode & 0o777
      if (entry.isDirectory() ? mode !== 0o700 : (mode & 0o077) !== 0) open.push(`${file} ${mode.toString(8)}`)
    }
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(open).toEqual([])
    expect(fs.readdirSync(`${dataDir}/pg`).length).toBeGreaterThan(5)
  }),
)
