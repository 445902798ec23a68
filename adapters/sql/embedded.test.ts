import { it } from "@effect/vitest"
import { Effect, Either, Exit, Scope } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { afterAll, describe, expect } from "vitest"
import { startEmbedded } from "./embedded"

/** The embedded database: a real PostgreSQL in the data directory, shared, adopted and stopped by venue processes. */

const dirs: Array<string> = []
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-embedded-"))
  // Passable, so that as root the cluster is kept in the data directory (and goes with it).
  fs.chmodSync(dir, 0o755)
  dirs.push(dir)
  return path.join(dir, "data")
}

const query = (url: string, text: string) =>
  Effect.promise(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(text)).rows
    } finally {
      await client.end()
    }
  })

const postmasterPid = (clusterDir: string) => {
  const file = path.join(clusterDir, "postmaster.pid")
  return fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8").split("\n")[0]) : undefined
}

/** Running, not a zombie (an ended postmaster whose new parent has not reaped it yet). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return false
  }
}

describe("the embedded PostgreSQL", () => {
  it.scopedLive(
    "runs in the data directory on a socket only, asks for its password, and keeps its files private",
    () =>
      Effect.gen(function* () {
        const dir = dataDir()
        const db = yield* startEmbedded(dir)
        const [version] = yield* query(db.url, "select current_setting('server_version_num')::int as v")
        expect(version.v).toBeGreaterThanOrEqual(150000)
        expect(yield* query(db.url, "show listen_addresses")).toEqual([{ listen_addresses: "" }])
        expect(db.clusterDir).toBe(path.join(dir, "postgresql"))
        expect(fs.statSync(path.join(db.clusterDir, ".s.PGSQL.5432")).isSocket()).toBe(true)
        const wrong = new URL(db.url)
        wrong.password = "not-the-password"
        const refused = yield* Effect.either(query(wrong.toString(), "select 1").pipe(Effect.sandbox))
        expect(Either.isLeft(refused)).toBe(true)
        expect(fs.statSync(path.join(dir, "postgresql.password")).mode & 0o777).toBe(0o600)
        // Entered, never listed, by PostgreSQL's own account when venue runs as root.
        expect(fs.statSync(dir).mode & 0o777).toBe(process.getuid?.() === 0 ? 0o711 : 0o700)
        expect(fs.statSync(db.clusterDir).mode & 0o777).toBe(0o700)
        // What the migrations need of it: btree_gist's exclusion constraints.
        yield* query(db.url, "create extension if not exists btree_gist")
      }),
    60_000,
  )

  it.live(
    "is shared by the processes that need it, stopped by the last one, and started again after a kill -9",
    () =>
      Effect.gen(function* () {
        const dir = dataDir()
        const first = yield* Scope.make()
        const second = yield* Scope.make()
        const a = yield* Scope.extend(startEmbedded(dir), first)
        const pid = postmasterPid(a.clusterDir)!
        // A second process (the CLI beside the server) finds it running and shares it.
        const b = yield* Scope.extend(startEmbedded(dir), second)
        expect(postmasterPid(b.clusterDir)).toBe(pid)
        const holding = new pg.Client({ connectionString: b.url })
        yield* Effect.promise(() => holding.connect())
        // The first one ends while the second is connected: it stays up.
        yield* Scope.close(first, Exit.void)
        expect(alive(pid)).toBe(true)
        yield* Effect.promise(() => holding.end())
        yield* Scope.close(second, Exit.void)
        expect(postmasterPid(a.clusterDir)).toBeUndefined()
        expect(alive(pid)).toBe(false)

        // A postmaster killed -9 leaves its postmaster.pid behind: the next start clears it and runs.
        const third = yield* Scope.make()
        const c = yield* Scope.extend(startEmbedded(dir), third)
        process.kill(postmasterPid(c.clusterDir)!, "SIGKILL")
        yield* Effect.sleep("300 millis")
        const fourth = yield* Scope.make()
        const d = yield* Scope.extend(startEmbedded(dir), fourth)
        expect(yield* query(d.url, "select 1 as one")).toEqual([{ one: 1 }])
        yield* Scope.close(third, Exit.void)
        yield* Scope.close(fourth, Exit.void)
      }),
    90_000,
  )

  it.live(
    "is made once when two processes start on a new data directory at the same moment",
    () =>
      Effect.gen(function* () {
        const dir = dataDir()
        const [first, second] = [yield* Scope.make(), yield* Scope.make()]
        const [a, b] = yield* Effect.all(
          [Scope.extend(startEmbedded(dir), first), Scope.extend(startEmbedded(dir), second)],
          { concurrency: 2 },
        )
        expect(a.url).toBe(b.url)
        expect(yield* query(b.url, "select current_database() as db")).toEqual([{ db: "venue" }])
        expect(fs.existsSync(`${a.clusterDir}.initialising`)).toBe(false)
        yield* Scope.close(first, Exit.void)
        yield* Scope.close(second, Exit.void)
      }),
    60_000,
  )

  it.live.skipIf(process.getuid?.() !== 0)(
    "as root, keeps the cluster where PostgreSQL's account can reach it when a parent of DATA_DIR shuts it out",
    () =>
      Effect.gen(function* () {
        const home = fs.mkdtempSync(path.join(os.tmpdir(), "venue-home-"))
        dirs.push(home)
        // A 0700 home, as root's own: the postgres account cannot pass through it.
        fs.chmodSync(home, 0o700)
        const scope = yield* Scope.make()
        const db = yield* Scope.extend(startEmbedded(path.join(home, "data")), scope)
        dirs.push(db.clusterDir)
        expect(db.clusterDir.startsWith("/var/lib/venue/clusters/")).toBe(true)
        expect(yield* query(db.url, "select current_user as who")).toEqual([{ who: "venue" }])
        yield* Scope.close(scope, Exit.void)
      }),
    60_000,
  )

  it.live("refuses a data directory an earlier release made with PGlite, saying how to move it", () =>
    Effect.gen(function* () {
      const dir = dataDir()
      // What PGlite left in DATA_DIR: a PostgreSQL 17 cluster in `pg`.
      fs.mkdirSync(path.join(dir, "pg", "base"), { recursive: true })
      fs.writeFileSync(path.join(dir, "pg", "PG_VERSION"), "17\n")
      const refused = yield* Effect.flip(Effect.scoped(startEmbedded(dir)))
      expect(refused._tag).toBe("PgliteDirectory")
      expect(refused.message).toContain('"venue backup club.json.gz"')
      expect(fs.existsSync(path.join(dir, "postgresql"))).toBe(false)
    }),
  )
})
