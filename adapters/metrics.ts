import { Duration, Effect, Layer, Metric, MetricBoundaries, Schedule } from "effect"
import * as fs from "node:fs/promises"
import { monitorEventLoopDelay } from "node:perf_hooks"
import { JobQueues } from "../engine/jobs"
import { namedExports } from "./commonJs"
import { DatabaseInfo } from "./storage"

/**
 * Metrics in Prometheus text on a listener of their own (`METRICS_PORT`, on `METRICS_HOST`), never
 * on the public port. Recorded with Effect's `Metric` where the work happens (requests here and in
 * requestMetrics.ts, job rounds in the engine's runner) and read out through OpenTelemetry's
 * Prometheus exporter. Labels are bounded: route templates, statuses, job names; a club's id only
 * with `METRICS_CLUB_LABELS=1`; never a person.
 */
export interface MetricsSettings {
  readonly port: number
  readonly host: string
  readonly clubLabels: boolean
}

const jobItems = Metric.gauge("venue_job_items", {
  description: "A job's work items now, by state (due, leased, failed)",
})
const oldestDue = Metric.gauge("venue_job_oldest_due_age_seconds", {
  description: "How long the job's longest-waiting due item has waited",
})
const heapUsed = Metric.gauge("nodejs_heap_used_bytes", { description: "V8 heap in use" })
const residentMemory = Metric.gauge("process_resident_memory_bytes", { description: "Resident memory of the process" })
const loopDelay = Metric.gauge("nodejs_eventloop_delay_p99_seconds", {
  description: "The 99th percentile of the event loop's delay over the last period",
})

const diskFree = Metric.gauge("venue_embedded_disk_free_bytes", {
  description: "Free space on the file system of the embedded database's files",
})
const diskSize = Metric.gauge("venue_embedded_disk_size_bytes", {
  description: "Size of the file system of the embedded database's files",
})

/** The embedded database's disk, every `every`: a full disk stops every write of every club. */
const watchDisk = (every: Duration.DurationInput) =>
  Effect.gen(function* () {
    const { engine, dataDir } = yield* DatabaseInfo
    if (engine !== "embedded" || dataDir === undefined) return
    const look = Effect.tryPromise(() => fs.statfs(dataDir)).pipe(
      Effect.flatMap((disk) =>
        Effect.zip(Metric.set(diskFree, disk.bavail * disk.bsize), Metric.set(diskSize, disk.blocks * disk.bsize)),
      ),
      Effect.catchAllCause((cause) => Effect.logDebug("Could not read the embedded database's disk", cause)),
    )
    yield* Effect.forkScoped(Effect.repeat(look, Schedule.spaced(every)))
  })

/** The backlog of every job, as `venue jobs` shows it, read every `every` (one query per queue). */
const watchJobs = (every: Duration.DurationInput) =>
  Effect.gen(function* () {
    const queues = yield* JobQueues
    const look = Effect.gen(function* () {
      const now = Date.now()
      for (const q of yield* queues.items) {
        const tagged = (m: Metric.Metric.Gauge<number>, state?: string) =>
          state === undefined
            ? Metric.tagged(m, "job", q.job)
            : Metric.tagged(Metric.tagged(m, "job", q.job), "state", state)
        yield* Metric.set(tagged(jobItems, "due"), q.due)
        yield* Metric.set(tagged(jobItems, "leased"), q.leased)
        yield* Metric.set(tagged(jobItems, "failed"), q.failed)
        yield* Metric.set(
          tagged(oldestDue),
          q.oldest_due === null ? 0 : Math.max(0, now - q.oldest_due.getTime()) / 1000,
        )
      }
    }).pipe(Effect.catchAllCause((cause) => Effect.logDebug("Could not read the jobs' backlog", cause)))
    yield* Effect.forkScoped(Effect.repeat(look, Schedule.spaced(every)))
  })

/** The process's memory and event-loop delay, every `every`. */
const watchProcess = (every: Duration.DurationInput) =>
  Effect.gen(function* () {
    const delay = monitorEventLoopDelay({ resolution: 20 })
    delay.enable()
    yield* Effect.addFinalizer(() => Effect.sync(() => delay.disable()))
    const look = Effect.gen(function* () {
      const memory = process.memoryUsage()
      yield* Metric.set(heapUsed, memory.heapUsed)
      yield* Metric.set(residentMemory, memory.rss)
      yield* Metric.set(loopDelay, delay.percentile(99) / 1e9)
      delay.reset()
    })
    yield* Effect.forkScoped(Effect.repeat(look, Schedule.spaced(every)))
  })

/**
 * The `/metrics` listener and what feeds it; nothing at all without METRICS_PORT (OpenTelemetry's
 * metric packages are not even loaded).
 */
export const MetricsLive = (settings: MetricsSettings | undefined) =>
  settings === undefined
    ? Layer.empty
    : Layer.unwrapEffect(
        Effect.promise(async () => {
          const [{ Metrics, Resource }, { PrometheusExporter }] = await Promise.all([
            import("@effect/opentelemetry"),
            import("@opentelemetry/exporter-prometheus").then(namedExports),
          ])
          const listener = Layer.scopedDiscard(
            Effect.gen(function* () {
              yield* watchJobs(Duration.seconds(15))
              yield* watchProcess(Duration.seconds(5))
              yield* watchDisk(Duration.seconds(30))
            }),
          )
          return Layer.merge(
            Metrics.layer(
              () =>
                new PrometheusExporter({
                  host: settings.host,
                  port: settings.port,
                  endpoint: "/metrics",
                  withoutScopeInfo: true,
                }),
            ).pipe(Layer.provide(Resource.layer({ serviceName: "venue" }))),
            listener,
          )
        }),
      )

/** Request durations for `/metrics`, by method, route template and status (OpenTelemetry's HTTP names). */
export const requestDuration = Metric.histogram(
  "http_server_request_duration_seconds",
  MetricBoundaries.fromIterable([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]),
  "How long the server took to answer, by method, route template and status",
)
export const activeRequests = Metric.gauge("http_server_active_requests", {
  description: "Requests being answered now",
})
export const signInFailures = Metric.counter("venue_sign_in_failures_total", {
  description: "Sign-ins refused for a wrong e-mail or password",
  incremental: true,
})
export const rateLimited = Metric.counter("venue_rate_limited_total", {
  description: "Requests refused with 429 for coming too often, by route template",
  incremental: true,
})
export const calendarCacheReads = Metric.counter("venue_calendar_cache_reads_total", {
  description: "Public calendar days asked of the cache, by result (hit, miss)",
  incremental: true,
})
