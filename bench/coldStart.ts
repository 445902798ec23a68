import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { freePort } from "../fixtures/testing/serverProcess"

/**
 * Cold start: `venue serve` as `npm start` runs it (the built bundle, dist/server), from the
 * process starting to the first answered request (/readyz 200): on the embedded database once on
 * an empty data directory (migrations and the demo club included) and once more on the same
 * directory (a restart); with DATABASE_URL, a restart on PostgreSQL too.
 */

const timeToFirstAnswer = async (root: string, dataDir: string, databaseUrl = "") => {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ["dist/server/main.js", "serve"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO: "1",
      LOG_LEVEL: "none",
    },
    stdio: "ignore",
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`venue serve exited with ${child.exitCode}`)
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  } finally {
    child.kill("SIGTERM")
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)))
  }
}

export const measureColdStart = async (root: string, databaseUrl: string | undefined) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-cold-"))
  try {
    const fresh = await timeToFirstAnswer(root, dataDir)
    const restart = await timeToFirstAnswer(root, dataDir)
    // PostgreSQL: the first start migrates (and seeds the demo club), the second is the restart.
    const postgres =
      databaseUrl === undefined
        ? undefined
        : await timeToFirstAnswer(root, dataDir, databaseUrl).then(() => timeToFirstAnswer(root, dataDir, databaseUrl))
    return { fresh, restart, postgres }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
