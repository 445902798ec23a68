import { Data, Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { makeDataDirPrivate, repairedSentence } from "../security/dataDir"

export class DataDirBusy extends Data.TaggedError("DataDirBusy")<{ readonly dataDir: string; readonly pid: number }> {
  override get message() {
    return `The data directory ${this.dataDir} is in use by another venue process (pid ${this.pid}). Stop it first, or start this one with another DATA_DIR.`
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

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
  Effect.suspend(() => {
    const lockFile = path.join(dataDir, "venue.lock")
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" })
        return Effect.succeed(lockFile)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") return Effect.die(error)
        const pid = Number(fs.readFileSync(lockFile, "utf8").trim())
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
          return Effect.fail(new DataDirBusy({ dataDir, pid }))
        }
        fs.rmSync(lockFile, { force: true })
      }
    }
    return Effect.fail(new DataDirBusy({ dataDir, pid: -1 }))
  })
