import { PGlite } from "@electric-sql/pglite"
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Effect } from "effect"
import * as path from "node:path"
import { lockDataDir } from "./dataDirLock"

export interface EmbeddedServer {
  readonly host: string
  readonly port: number
  readonly db: PGlite
}

/**
 * Runs PGlite in this process and serves it on a loopback port, so the same PostgreSQL
 * driver, SQL and migrations work on both engines. `dataDir` undefined keeps it in memory.
 */
export const startEmbedded = (options: { readonly dataDir?: string; readonly loadDataDir?: Blob }) =>
  Effect.gen(function* () {
    if (options.dataDir !== undefined) yield* lockDataDir(options.dataDir)
    const db = yield* Effect.acquireRelease(
      Effect.promise(() =>
        PGlite.create({
          ...(options.dataDir !== undefined ? { dataDir: path.join(options.dataDir, "pg") } : {}),
          ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
          extensions: { btree_gist },
        }),
      ),
      (db) => Effect.promise(() => db.close()).pipe(Effect.ignore),
    )
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 })
    yield* Effect.acquireRelease(
      Effect.promise(() => server.start()),
      () => Effect.promise(() => server.stop()).pipe(Effect.ignore),
    )
    const port = Number(server.getServerConn().split(":").pop())
    return { host: "127.0.0.1", port, db } satisfies EmbeddedServer
  })
