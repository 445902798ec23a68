import { Data, Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { makeDataDirPrivate, repairedSentence } from "../security/dataDir"

export class DataDirBusy extends Data.TaggedError("DataDirBusy")<{ readonly dataDir: string; readonly pid: number }> {
  override get message() {
    return `The data directory ${this.dataDir} is in use by another venue process (pid ${this.pid}). Stop it first, or start this one with another DATA_DIR.`
  }
}

/** A process that ended but was not yet reaped (a zombie) answers a signal: its state says it is gone. */
const isZombie = (pid: number) => {
  try {
    return /^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return false
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return !isZombie(pid)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** How long a start waits for the owner named in the lock to finish going (a kill -9 just before, say). */
const OWNER_GOING_MS = 3_000

const stillAlive = (pid: number) =>
  Effect.gen(function* () {
    const until = Date.now() + OWNER_GOING_MS
    while (isAlive(pid)) {
      if (Date.now() >= until) return true
      yield* Effect.sleep("100 millis")
    }
    return false
  })

/**
 * Makes this process the only owner of `dataDir` for the scope's lifetime. The lock file is
 * created atomically; one left by a process that no longer runs (kill -9, power loss) is taken over.
 */
export const lockDataDir = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.suspend(() => {
      const repaired = makeDataDirPrivate(dataDir)
      return repaired > 0 ? Effect.logWarning(repairedSentence(dataDir, repaired)) : Effect.void
    }).pipe(Effect.zipRight(takeLock(dataDir))),
    (lockFile) => Effect.sync(() => fs.rmSync(lockFile, { force: true })),
  )

const takeLock = (dataDir: string) =>
  Effect.gen(function* () {
    const lockFile = path.join(dataDir, "venue.lock")
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" })
        return lockFile
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") return yield* Effect.die(error)
        const pid = Number(fs.readFileSync(lockFile, "utf8").trim())
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && (yield* stillAlive(pid)))
          return yield* new DataDirBusy({ dataDir, pid })
        fs.rmSync(lockFile, { force: true })
      }
    }
    return yield* new DataDirBusy({ dataDir, pid: -1 })
  })
