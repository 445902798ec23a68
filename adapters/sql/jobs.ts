import { Effect } from "effect"
import type { JobItems } from "../../engine/jobs"
import { withSql } from "./client"

/**
 * Each job's items as its own table keeps them, in one shape: held on a lease, due (a lease that
 * ended counts as due), and given up. The renewal job's due items are periods ended and declined
 * charges whose next try has come; it holds them by row locks, which no table shows.
 */
export const jobItems = withSql(
  (sql) => sql<{ job: JobItems["job"]; leased: number; due: number; failed: number; oldest_due: Date | null }>`
    select 'renewals' as job, 0 as leased,
      (select count(*) from memberships where status in ('active', 'cancel_scheduled') and ends_at <= now())
        + (select count(*) from membership_charges
           where payment_id is null and kind = 'period' and next_attempt_at <= now()) as due,
      (select count(*) from membership_charges
       where payment_id is null and kind = 'period' and attempts > 0 and next_attempt_at is null) as failed,
      least((select min(ends_at) from memberships where status in ('active', 'cancel_scheduled') and ends_at <= now()),
        (select min(next_attempt_at) from membership_charges
         where payment_id is null and kind = 'period' and next_attempt_at <= now())) as oldest_due
    union all
    select 'announcement-mail',
      count(*) filter (where d.status = 'sending' and d.claimed_at >= now() - interval '5 minutes'),
      count(*) filter (where d.status = 'pending' or (d.status = 'sending' and d.claimed_at < now() - interval '5 minutes')),
      count(*) filter (where d.status = 'failed'),
      min(coalesce(d.claimed_at, a.published_at)) filter (where d.status in ('pending', 'sending'))
    from announcement_deliveries d join announcements a on a.id = d.announcement_id
    union all
    select 'booking-mail',
      count(*) filter (where sent_at is null and attempts < 5 and claimed_at >= now() - interval '10 minutes'),
      count(*) filter (where sent_at is null and attempts < 5
        and (claimed_at is null or claimed_at < now() - interval '10 minutes')),
      count(*) filter (where sent_at is null and attempts >= 5),
      min(created_at) filter (where sent_at is null and attempts < 5)
    from notifications where sent_at is null
    union all
    select 'webhooks',
      count(*) filter (where status = 'pending' and next_at > now()),
      count(*) filter (where status = 'pending' and next_at <= now()),
      count(*) filter (where status = 'failed'),
      min(next_at) filter (where status = 'pending' and next_at <= now())
    from webhook_deliveries where status <> 'delivered'
    union all
    select 'bank-reconciliation', 0, count(*), count(*) filter (where false), min(created_at)
    from payments where method = 'ach' and status = 'pending'`,
).pipe(
  Effect.map((rows) =>
    rows.map((r) => ({
      job: r.job,
      leased: Number(r.leased),
      due: Number(r.due),
      failed: Number(r.failed),
      oldest_due: r.oldest_due === null ? null : new Date(r.oldest_due),
    })),
  ),
)
