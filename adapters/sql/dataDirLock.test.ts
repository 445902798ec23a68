import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { lockDataDir } from "./dataDirLock"

const lockWith = (dataDir: string) => Effect.runPromise(Effect.either(Effect.scoped(lockDataDir(dataDir))))

describe("the data directory's lock", () => {
  it("waits for an owner that is going (killed just before) and takes over; refuses one that stays", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-lock-"))
    // An owner that ends within a second, as a server killed just before a restart does.
    const going = spawn(process.execPath, ["-e", "setTimeout(() => {}, 800)"])
    fs.writeFileSync(path.join(dataDir, "venue.lock"), String(going.pid))
    expect(Either.isRight(await lockWith(dataDir))).toBe(true)

    const staying = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10_000)"])
    try {
      fs.writeFileSync(path.join(dataDir, "venue.lock"), String(staying.pid))
      const refused = await lockWith(dataDir)
      expect(Either.isLeft(refused) && refused.left.message).toContain(`pid ${staying.pid}`)
    } finally {
      staying.kill("SIGKILL")
    }
  })
})
