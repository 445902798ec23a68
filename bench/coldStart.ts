import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { freePort } from "../fixtures/testing/serverProcess"

/**
 * Cold start: `venue serve` on the embedded database, from the process starting to the first
 * answered request (/readyz 200): once on an empty data directory (migrations and the demo club
 * included), once more on the same directory (a restart).
 */

const timeToFirstAnswer = async (root: string, dataDir: string) => {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ["bin/venue.js", "serve"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: String(port), DEMO: "1", LOG_LEVEL: "none" },
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

export const measureColdStart = async (root: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-cold-"))
  try {
    const fresh = await timeToFirstAnswer(root, dataDir)
    const restart = await timeToFirstAnswer(root, dataDir)
    return { fresh, restart }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
