/**
 * What the bench servers share: the whole app over a fresh database (embedded in a new data
 * directory, or DATABASE_URL) logging nothing, a bare @effect/platform server for the baseline (with `/rss`,
 * the whole process's memory), and the one JSON line that tells the load side where they are.
 */
import { HttpRouter, HttpServer, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Statement } from "@effect/sql"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Effect, Layer, ManagedRuntime } from "effect"
import * as fs from "node:fs"
import { createServer } from "node:http"
import { Session } from "node:inspector/promises"
import * as os from "node:os"
import * as path from "node:path"
import { AppLive } from "../adapters/app"
import { parseConfig } from "../adapters/config"
import { outboxFor } from "../adapters/sql/mailOutbox"
import { demoClub } from "../fixtures/demo"

export const config = Effect.runSync(
  parseConfig({
    PORT: "0",
    // Only what went wrong: the bench's output names the cause of a wrong answer (bench/spawnServer.ts).
    LOG_LEVEL: "warning",
    LOG_REQUESTS: "errors",
    DEMO: "0",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret!!",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    DATABASE_READ_URL: process.env.DATABASE_READ_URL ?? "",
    OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? "",
    CALENDAR_CACHE_MB: process.env.CALENDAR_CACHE_MB ?? "",
    METRICS_PORT: process.env.METRICS_PORT ?? "",
  }),
)

export const engine = config.databaseUrl ? "postgresql" : "embedded"

/** Embedded: the data directory the history bench hands in, else a fresh one, removed at the end. */
const madeDataDir =
  config.databaseUrl || process.env.BENCH_DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "venue-bench-"))

/** Every SQL statement the app has sent, for the bench's statements per request. */
export const statements = { sent: 0 }

export const app = ManagedRuntime.make(
  AppLive(config, {
    database: {
      databaseUrl: config.databaseUrl,
      databaseReadUrls: config.databaseReadUrls,
      dataDir: process.env.BENCH_DATA_DIR || madeDataDir,
    },
    demo: demoClub,
  }).pipe(
    Layer.provide(
      Statement.setTransformer((statement) => {
        statements.sent++
        return Effect.succeed(statement)
      }),
    ),
  ),
)

/** Every cookie an answer set, as a request sends them back (the session, and with replicas where to read after). */
export const cookiesOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ")

/**
 * A CPU profile of one load only (`BENCH_CPU_PROFILE_DIR`): the inspector samples this process from
 * start to stop and the profile is written as `<label>.cpuprofile`, so its frames are the answers'.
 */
const profiler = new Session()
const startProfile = async () => {
  if (!process.env.BENCH_CPU_PROFILE_DIR) return
  profiler.connect()
  await profiler.post("Profiler.enable")
  await profiler.post("Profiler.start")
}
const stopProfile = async (label: string) => {
  const dir = process.env.BENCH_CPU_PROFILE_DIR
  if (!dir) return
  const { profile } = await profiler.post("Profiler.stop")
  profiler.disconnect()
  fs.writeFileSync(path.join(dir, `${label.replace(/[^\w-]/g, "_")}.cpuprofile`), JSON.stringify(profile))
}

const urlOf = (server: HttpServer.HttpServer) => `http://127.0.0.1:${(server.address as HttpServer.TcpAddress).port}`

/** The app's base URL, once it listens. */
export const appUrl = async () => urlOf(await app.runPromise(HttpServer.HttpServer))

/**
 * Serves `router` bare, beside the app; prints `ready(bareUrl)` as the JSON line, then serves
 * until SIGTERM.
 */
export const serveBare = async (router: HttpRouter.HttpRouter, ready: (bareUrl: string) => object) => {
  const bare = ManagedRuntime.make(
    HttpServer.serve(
      router.pipe(
        HttpRouter.get(
          "/rss",
          Effect.suspend(() => HttpServerResponse.json({ rss: process.memoryUsage().rss })),
        ),
        HttpRouter.get(
          "/cpu",
          Effect.suspend(() => {
            const { user, system } = process.cpuUsage()
            return HttpServerResponse.json({ cpu: user + system })
          }),
        ),
        HttpRouter.post("/profile/start", Effect.promise(startProfile).pipe(Effect.as(HttpServerResponse.empty()))),
        HttpRouter.post(
          "/profile/stop",
          Effect.flatMap(HttpServerRequest.ParsedSearchParams, (params) =>
            Effect.promise(() => stopProfile(String(params.label))).pipe(Effect.as(HttpServerResponse.empty())),
          ),
        ),
        HttpRouter.get(
          "/statements",
          Effect.suspend(() => HttpServerResponse.json(statements)),
        ),
      ),
    ).pipe(Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" }))),
  )
  const bareUrl = urlOf(await bare.runPromise(HttpServer.HttpServer))
  process.stdout.write(`${JSON.stringify(ready(bareUrl))}\n`)
  process.on(
    "SIGTERM",
    () =>
      void Promise.all([app.dispose(), bare.dispose()]).then(() => {
        if (madeDataDir !== undefined) fs.rmSync(madeDataDir, { recursive: true, force: true })
        process.exit(0)
      }),
  )
}

/**
 * Signs a person up as a browser would, opening the link the sign-up mailed (read from the
 * outbox); their session's cookie, CSRF token and id.
 */
export const signUpByMail = async (
  url: string,
  email: string,
  names = { first_name: "Bench", last_name: "Player" },
) => {
  const asked = await fetch(`${url}/api/sign_up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench password 1", ...names }),
  })
  if (asked.status !== 202) throw new Error(`The bench sign-up failed: ${asked.status} ${await asked.text()}`)
  const mails = await app.runPromise(outboxFor(email))
  const token = /token=([\w-]+)/.exec(mails.at(-1)?.body ?? "")?.[1]
  const confirmed = await fetch(`${url}/api/sign_up/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  })
  const { csrf_token: csrf, user } = (await confirmed.json()) as { csrf_token: string; user: { id: number } }
  return { id: user.id, cookie: cookiesOf(confirmed), csrf }
}
