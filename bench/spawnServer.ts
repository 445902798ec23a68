import { spawn } from "node:child_process"

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
    child.stdout.on("data", (d) => {
      out += d
      const line = out.split("\n").find((l) => l.startsWith("{"))
      if (line) resolve({ server: JSON.parse(line), stop: () => child.kill("SIGTERM") })
    })
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}`)))
  })
