import { Effect } from "effect"
import { JobQueues } from "../../engine/jobs"
import { type Output, runCommand } from "../run"

/** `venue jobs`: each background job's work items held on a lease, due and given up. */
export const jobsList = (output: Output) =>
  runCommand(
    output,
    () =>
      Effect.map(JobQueues, (queues) => queues.items).pipe(
        Effect.flatten,
        Effect.map((jobs) => ({ jobs })),
      ),
    (r) =>
      [
        "job                   leased   due  failed  oldest due",
        ...r.jobs.map(
          (j) =>
            `${j.job.padEnd(20)} ${String(j.leased).padStart(7)} ${String(j.due).padStart(5)} ${String(j.failed).padStart(7)}  ${j.oldest_due?.toISOString() ?? "-"}`,
        ),
      ].join("\n"),
  )
