import { Context, Duration, Effect, Layer, Metric, MetricBoundaries, Option, Schedule } from "effect"
import { CurrentCaller, operator } from "./access"

/**
 * Background work, run the one way: every app server runs every job on its schedule; a round
 * takes the items due (each on a lease or row lock another server skips, which ends if the server
 * dies, so a crashed server's items are taken over, never left behind), works them and notes each
 * item's attempts and when it is next due. A round that worked something is followed at once by
 * another, a batch at a time, until nothing is due.
 */
export interface Job<R = never> {
  readonly name: JobName
  /** 0: this server does not run the job (one that only answers requests). */
  readonly everySeconds: number
  /** One round: how many items it worked. */
  readonly round: Effect.Effect<number, unknown, R | CurrentCaller>
  /** Whether a round that worked something is followed at once by another. */
  readonly drains: boolean
}

/**
 * Every job there is. What each holds its items by, how it retries and what a crash can cause is
 * docs/operations.md's table of jobs (a test fails for a job missing there).
 */
export const JOBS = [
  "renewals",
  "announcement-mail",
  "booking-mail",
  "webhooks",
  "slot-offers",
  "peak-draws",
  "open-play",
  "card-reconciliation",
  "bank-reconciliation",
  "idempotency-keys",
  "occupancy",
  "push",
] as const

export type JobName = (typeof JOBS)[number]

/** A job's work items now: held on a lease, due, and given up. */
export interface JobItems {
  readonly job: JobName
  readonly leased: number
  readonly due: number
  readonly failed: number
  /** The oldest due item's due time: work waiting long is a job not running. */
  readonly oldest_due: Date | null
}

/** Where jobs keep their items: read for the operator (the CLI's `jobs`). */
export class JobQueues extends Context.Tag("venue/JobQueues")<
  JobQueues,
  { readonly items: Effect.Effect<ReadonlyArray<JobItems>> }
>() {}

/**
 * Works up to `limit` items one at a time, in turns across clubs: `next(served)` works one due item
 * of a club not in `served` and answers its club (none: no such club has work due). Every club with
 * work due has its turn before any club has its second, so a club's flood never holds back another.
 */
export const inClubTurns = <E, R>(
  limit: number,
  next: (served: ReadonlyArray<number>) => Effect.Effect<Option.Option<number>, E, R>,
) =>
  Effect.gen(function* () {
    const served: Array<number> = []
    let worked = 0
    while (worked < limit) {
      const club = yield* next(served)
      if (Option.isSome(club)) {
        served.push(club.value)
        worked++
      } else if (served.length === 0) break
      else served.length = 0
    }
    return worked
  })

const roundDuration = Metric.histogram(
  "venue_job_round_duration_seconds",
  MetricBoundaries.exponential({ start: 0.005, factor: 2, count: 12 }),
  "How long a job's round took (with the rounds that followed at once while work was left)",
)
const itemsWorked = Metric.counter("venue_job_items_worked_total", {
  description: "Items a job worked",
  incremental: true,
})

/** Runs a job's rounds on its schedule for as long as the scope lasts; a failed round is logged and the next one comes. */
const runJob = <R>(job: Job<R>) => {
  const drain: Effect.Effect<number, unknown, R | CurrentCaller> = Effect.flatMap(job.round, (worked) =>
    worked === 0 || !job.drains ? Effect.succeed(worked) : Effect.map(drain, (more) => worked + more),
  )
  return Effect.forkScoped(
    drain.pipe(
      Metric.trackDurationWith(Metric.tagged(roundDuration, "job", job.name), Duration.toSeconds),
      // Each round a trace of its own (`Job.webhooks`), its items' use cases and statements under it.
      Effect.withSpan(`Job.${job.name}`, { root: true, captureStackTrace: false }),
      Effect.tap((worked) => Metric.incrementBy(Metric.tagged(itemsWorked, "job", job.name), worked)),
      Effect.provideService(CurrentCaller, operator),
      Effect.tap((worked) => (worked > 0 ? Effect.logInfo(`Job ${job.name}: ${worked} items worked`) : Effect.void)),
      Effect.catchAllCause((cause) => Effect.logWarning(`Job ${job.name}: this round failed`, cause)),
      Effect.repeat(Schedule.spaced(Duration.seconds(job.everySeconds))),
      Effect.annotateLogs("job", job.name),
    ),
  )
}

/** Every job given, run by this server while it runs. */
export const JobsLive = <R>(jobs: ReadonlyArray<Job<R>>) =>
  Layer.scopedDiscard(
    Effect.forEach(
      jobs.filter((job) => job.everySeconds > 0),
      runJob,
      { discard: true },
    ),
  )
