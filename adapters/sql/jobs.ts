import type { SqlClient } from "@effect/sql/SqlClient"
import type { Fragment } from "@effect/sql/Statement"
import { Effect, Schema } from "effect"
import type { JobItems, JobName } from "../../engine/jobs"
import { rowsOf, withSql } from "./client"

/**
 * How a job's table keeps its work items, as the job's own claim reads them: held on a lease,
 * due (a lease that ended counts as due), given up, and since when each due item has waited.
 * Each job's module exports its queue, and claims by the same `due`.
 */
export interface WorkQueue {
  readonly job: JobName
  readonly table: string
  readonly leased: Fragment
  readonly due: Fragment
  readonly failed: Fragment
  readonly dueSince: Fragment
  /** Whose work an item is (its club, or what stands for it): claims take turns across these. */
  readonly turnsBy: Fragment
}

/**
 * A club's queue whose items wait `pending` until `next_at` (a claim moves `next_at` on as its
 * lease), then are `sent` or `failed`: webhook deliveries and pushes.
 */
export const pendingUntilNextAt = (sql: SqlClient, job: JobName, table: string): WorkQueue => ({
  job,
  table,
  leased: sql`status = 'pending' and next_at > now()`,
  due: sql`status = 'pending' and next_at <= now()`,
  failed: sql`status = 'failed'`,
  dueSince: sql`next_at`,
  turnsBy: sql`facility_id`,
})

/**
 * The keys of up to `limit` due items of a queue, taken in turns: every club's longest-waiting item
 * first, then every club's second, and so on; so a club with ten thousand items due takes one turn a
 * round, like a club with one. A club has at most `perClub` items in a round (the rest wait for the
 * next). It reads the items due, never the clubs without any. The caller locks what it gets
 * (`for update skip locked`) and checks `due` again.
 */
export const inTurns = (sql: SqlClient, q: WorkQueue, limit: number, key: Fragment, perClub = limit) => sql`
  select ${key} from (
    select ${key}, ${q.dueSince} as since,
      row_number() over (partition by ${q.turnsBy} order by ${q.dueSince}, ${key}) as turn
    from ${sql(q.table)} where ${q.due}
  ) due where turn <= ${perClub} order by turn, since limit ${limit}`

/** Each queue's items now. */
export const queueItems = (queues: ReadonlyArray<(sql: SqlClient) => WorkQueue>) =>
  withSql((sql) =>
    Effect.forEach(queues, (queueOf) => {
      const q = queueOf(sql)
      return Effect.map(
        rowsOf(
          Schema.Struct({
            leased: Schema.Number,
            due: Schema.Number,
            failed: Schema.Number,
            oldest_due: Schema.NullOr(Schema.Union(Schema.DateFromSelf, Schema.String)),
          }),
        )(sql`
          select count(*) filter (where ${q.leased})::int as leased, count(*) filter (where ${q.due})::int as due,
            count(*) filter (where ${q.failed})::int as failed, min(${q.dueSince}) filter (where ${q.due}) as oldest_due
          from ${sql(q.table)}`),
        ([row]): JobItems => ({
          job: q.job,
          leased: Number(row!.leased),
          due: Number(row!.due),
          failed: Number(row!.failed),
          oldest_due: row!.oldest_due === null ? null : new Date(row!.oldest_due),
        }),
      )
    }),
  )
