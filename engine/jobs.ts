import { Context, Duration, Effect, Layer, Schedule } from "effect"
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

/** What each job guarantees: docs/operations.md's table of jobs says the same (a test holds them together). */
export const JOBS = {
  renewals: {
    what: "Membership renewals and dunning",
    lease: "the membership's row lock, for the renewal's transaction",
    retries: "a declined card on days 1, 3 and 7 after the due date, then the membership lapses",
    crash:
      "nothing charged twice (the card charge's idempotency key names the try); at most one repeated mail (the same Message-ID)",
  },
  "announcement-mail": {
    what: "Announcement mail",
    lease: "5 minutes per delivery",
    retries: "a delivery whose lease ended is taken again, up to 5 times, then failed",
    crash: "at most one repeated mail per delivery being sent (the same Message-ID)",
  },
  "booking-mail": {
    what: "Booking notices and reminders",
    lease: "10 minutes per notice",
    retries: "taken again when its lease ends, up to 5 times",
    crash: "at most one repeated mail per notice being sent (the same Message-ID)",
  },
  webhooks: {
    what: "Outgoing webhooks",
    lease: "2 minutes per delivery",
    retries: "after 1, 5, 30, 120 and 720 minutes, then failed",
    crash: "a delivery sent again (the same event id: receivers dedupe)",
  },
  "card-reconciliation": {
    what: "Card charges no ledger row names, given back",
    lease: "none: each give-back has one idempotency key at the provider",
    retries: "every round looks back 3 days",
    crash: "nothing: the next round (at start) finishes it",
  },
  "bank-reconciliation": {
    what: "Bank transfers settled or failed",
    lease: "none: only pending rows move, once",
    retries: "every round",
    crash: "nothing: the next round finishes it",
  },
} as const

export type JobName = keyof typeof JOBS

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

/** Runs a job's rounds on its schedule for as long as the scope lasts; a failed round is logged and the next one comes. */
const runJob = <R>(job: Job<R>) => {
  const drain: Effect.Effect<number, unknown, R | CurrentCaller> = Effect.flatMap(job.round, (worked) =>
    worked === 0 || !job.drains ? Effect.succeed(worked) : Effect.map(drain, (more) => worked + more),
  )
  return Effect.forkScoped(
    drain.pipe(
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
