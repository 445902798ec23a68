import type { PGlite } from "@electric-sql/pglite"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { makeDataDirPrivate } from "../security/dataDir"
import { lockDataDir } from "./dataDirLock"

export interface EmbeddedServer {
  /** The directory of the server's Unix socket (the PostgreSQL driver's `host` for a socket). */
  readonly host: string
  readonly port: number
  readonly db: PGlite
}

/**
 * PostgreSQL's memory sized for one club, not its server defaults: PGlite holds everything in the
 * WASM heap, which never shrinks, so shared buffers (128 MB by default) and work memory are
 * resident for the process's life. A club's hot data (this season's bookings, the ledger's
 * recent days) fits in 16 MB many times over; bench/README.md says what it costs in speed.
 */
export const EMBEDDED_SETTINGS = [
  "shared_buffers = 16MB",
  "wal_buffers = 1MB",
  "temp_buffers = 2MB",
  "work_mem = 2MB",
  "maintenance_work_mem = 16MB",
]

/** The driver looks for `.s.PGSQL.<port>` in the socket directory. */
const SOCKET_PORT = 5432

/**
 * Runs PGlite in this process and serves it on a Unix socket, so the same PostgreSQL driver, SQL
 * and migrations work on both engines. PGlite asks for no password, so the socket lives in a
 * directory only this process's user may enter (0700), never on a TCP port another local user
 * could reach. `dataDir` undefined keeps the database in memory.
 */
export const startEmbedded = (options: { readonly dataDir?: string; readonly loadDataDir?: Blob }) =>
  Effect.gen(function* () {
    if (options.dataDir !== undefined) yield* lockDataDir(options.dataDir)
    // Loaded here, not at start: a server on PostgreSQL never reads PGlite's code.
    const [{ PGlite }, { btree_gist }, { PGLiteSocketServer }] = yield* Effect.promise(() =>
      Promise.all([
        import("@electric-sql/pglite"),
        import("@electric-sql/pglite/contrib/btree_gist"),
        import("@electric-sql/pglite-socket"),
      ]),
    )
    const db = yield* Effect.acquireRelease(
      Effect.promise(() =>
        PGlite.create({
          postgresqlconf: EMBEDDED_SETTINGS,
          ...(options.dataDir !== undefined ? { dataDir: path.join(options.dataDir, "pg") } : {}),
          ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
          extensions: { btree_gist },
        }),
      ),
      (db) => Effect.promise(() => db.close()).pipe(Effect.ignore),
    )
    // PGlite writes a new database's files open to all (0666); they are the server's own.
    if (options.dataDir !== undefined) makeDataDirPrivate(options.dataDir)
    // A short path of its own: socket paths are limited to about a hundred bytes.
    const socketDir = yield* Effect.acquireRelease(
      Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "venue-pg-"))),
      (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true })),
    )
    fs.chmodSync(socketDir, 0o700)
    const server = new PGLiteSocketServer({
      db,
      path: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      maxConnections: 4,
    })
    yield* Effect.acquireRelease(
      Effect.promise(() => server.start()),
      () => Effect.promise(() => server.stop()).pipe(Effect.ignore),
    )
    return { host: socketDir, port: SOCKET_PORT, db } satisfies EmbeddedServer
  })
