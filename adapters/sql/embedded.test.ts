import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import * as fs from "node:fs"
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
