import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { emptyPostgres, startServerProcess } from "../fixtures/testing/serverProcess"

/**
 * Two app servers on one PostgreSQL, each running the membership renewal job every second over
 * the demo club, whose live memberships are two months behind: each missed period is charged once
 * and paid once (to the owner's club account), however the servers interleave.
 */

const PASSWORD = "renewals test password"
const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe("membership renewals on two app servers", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "charge each missed period once and pay it once",
    { timeout: 180_000 },
    async () => {
      const db = await emptyPostgres(process.env.DATABASE_URL!, "venue_renewals")
      cleanups.push(db.drop)
      const env = {
        DATABASE_URL: db.url,
        DEMO: "1",
        DEMO_ADMIN_PASSWORD: PASSWORD,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "venue-renewals-")),
      }
      // The first start seeds the demo club; its job has nothing due yet.
      const seeding = startServerProcess({ ...env, MEMBERSHIP_RENEW_SECONDS: "3600" })
      cleanups.push(() => void seeding.child.kill("SIGKILL"))
      await seeding.listening
      seeding.child.kill("SIGTERM")
      await seeding.exited

      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      cleanups.push(() => client.end())
      const query = async <A extends object>(text: string, values: ReadonlyArray<unknown> = []) =>
        (await client.query(text, [...values])).rows as Array<A>
      // Every live membership two months (and a bit) behind, its owner with a club account to pay from.
      const live = await query<{ id: string; owner_id: string; facility_id: string }>(`
        update memberships set acquired_at = acquired_at - interval '2 months 5 days',
          ends_at = ends_at - interval '2 months 5 days'
        where status in ('active', 'cancel_scheduled') returning id, owner_id, facility_id`)
      expect(live.length).toBeGreaterThanOrEqual(3)
      for (const m of live) {
        const [account] = await query<{ id: string }>(
          `insert into accounts (facility_id, name, invoice_receiver_id) values ($1, 'Renewals', $2) returning id`,
          [m.facility_id, m.owner_id],
        )
        await query(
          `insert into account_members (facility_id, account_id, user_id) values ($1, $2, $3) on conflict do nothing`,
          [m.facility_id, account!.id, m.owner_id],
        )
      }
      const ids = live.map((m) => m.id)
      const [{ now: before }] = (await query<{ now: Date }>("select now()")) as [{ now: Date }]

      const servers = [0, 1].map(() => startServerProcess({ ...env, MEMBERSHIP_RENEW_SECONDS: "1" }))
      for (const s of servers) cleanups.push(() => void s.child.kill("SIGKILL"))
      await Promise.all(servers.map((s) => s.listening))
      // Caught up: no live membership of those has a period that has ended.
      for (let i = 0; i < 600; i++) {
        const [behind] = await query<{ n: number }>(
          `select count(*)::int as n from memberships
           where id = any($1::bigint[]) and status in ('active', 'cancel_scheduled') and ends_at <= now()`,
          [ids],
        )
        if (behind!.n === 0) break
        await new Promise((r) => setTimeout(r, 100))
      }
      // A few more rounds of both jobs, to give a second charge every chance.
      await new Promise((r) => setTimeout(r, 3_000))

      const periods = await query<{ membership_id: string; period_start: Date; n: number }>(
        `select membership_id, period_start, count(*)::int as n from membership_charges
         where membership_id = any($1::bigint[]) and kind = 'period' group by 1, 2`,
        [ids],
      )
      expect(periods.filter((p) => p.n !== 1)).toEqual([])
      const renewedPeriods = await query<{ n: number }>(
        `select count(*)::int as n from membership_charges c
         where c.membership_id = any($1::bigint[]) and c.kind = 'period' and c.created_at > $2`,
        [ids, before],
      )
      expect(renewedPeriods[0]!.n).toBeGreaterThanOrEqual(4)
      // Each membership payment row pays charges, and each charge is paid by at most one row.
      const orphans = await query<{ id: string }>(
        `select p.id from payments p
         where p.payable_type = 'membership' and p.payable_id = any($1::bigint[])
           and not exists (select 1 from membership_charges c where c.payment_id = p.id)`,
        [ids],
      )
      expect(orphans).toEqual([])
      const unpaidRenewals = await query<{ id: string }>(
        `select c.id from membership_charges c
         where c.membership_id = any($1::bigint[]) and c.kind = 'period' and c.created_at > $2
           and c.payment_id is null`,
        [ids, before],
      )
      expect(unpaidRenewals).toEqual([])
      for (const s of servers) s.child.kill("SIGTERM")
      await Promise.all(servers.map((s) => s.exited))
    },
  )
})
