import { Effect, Either } from "effect"
import * as net from "node:net"
import { parseConfig } from "./config"
import { headStart as startEmbeddedEarly } from "./sql/embedded"

/** The port probes under way or answered and not yet taken by the start, by host and port. */
const probes = new Map<string, Promise<boolean>>()

const probe = (host: string, port: number) => {
  const key = `${host}:${port}`
  const asked =
    probes.get(key) ??
    (port === 0
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const server = net.createServer()
          server.once("error", () => resolve(false))
          server.listen(port, host, () => server.close(() => resolve(true)))
        }))
  probes.set(key, asked)
  return asked
}

/**
 * Whether nothing listens on the port yet (port 0 always is: the system picks one). The head
 * start's answer is taken, not asked again: two probes at once could each find the other's.
 */
export const portFree = (host: string, port: number) =>
  Effect.promise(() => {
    const answer = probe(host, port)
    probes.delete(`${host}:${port}`)
    return answer
  })

/**
 * `venue serve`'s first step, before the server's code loads: on the embedded database, begins
 * starting its PostgreSQL, so the two slowest steps of a restart run side by side. Only when the
 * start would go on to it (the configuration is usable, the port free); else the start says why.
 */
export const headStart = (env: Record<string, string | undefined>) => {
  const config = Effect.runSync(Effect.either(parseConfig(env)))
  if (Either.isLeft(config) || config.right.databaseUrl !== undefined) return
  startEmbeddedEarly(config.right.dataDir, probe(config.right.host, config.right.port))
}
