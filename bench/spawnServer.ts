import { execSync, spawn } from "node:child_process"
import { emptyPostgres } from "../fixtures/testing/serverProcess"

/** Starts a bench server script in its own process; resolves with the JSON line it prints once ready. */
export const spawnServer = <S>(
  root: string,
  script: string,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
) =>
  new Promise<{ server: S; stop: () => void }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: root,
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl ?? "" },
      stdio: ["ignore", "pipe", "inherit"],
    })
    let out = ""
    let ready = false
    child.stdout.on("data", (d) => {
      out += d
      const lines = out.split("\n")
      out = lines.pop()!
      for (const line of lines) {
        if (!ready && line.startsWith("{")) {
          ready = true
          resolve({ server: JSON.parse(line), stop: () => child.kill("SIGTERM") })
        } else if (ready && /"level":"(WARN|ERROR|FATAL)"/.test(line))
          // The server's warnings and errors under load said in the run's output: a wrong answer names its cause.
          process.stderr.write(`${script}: ${line}\n`)
      }
    })
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}`)))
  })

/** A new, empty database beside the one `adminUrl` names (dropped first if a run left it); its URL. */
export const freshDatabase = async (adminUrl: string, name: string) => (await emptyPostgres(adminUrl, name)).url

/** The checkout's commit, for a results entry. */
export const commitOf = (root: string) => {
  try {
    return execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim()
  } catch {
    return "unknown" // not a git checkout
  }
}

/** Builds the server and the web client unless the build is current (as `npm start` does). */
export const buildOnce = (root: string) =>
  execSync(
    `node --input-type=module -e "const b = await import('./scripts/build/build.mjs'); if (!b.isBuilt()) await b.build()"`,
    { cwd: root, stdio: "inherit" },
  )
