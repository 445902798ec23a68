import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { listenFakeStripe } from "../adapters/providers/stripe/fakeServer"
import { localDate } from "../engine/dates"
import { TestClient } from "../fixtures/testing/client"
import { listenMailSink } from "../fixtures/testing/mailSink"
import { emptyPostgres, type ServerProcess, startServerProcess } from "../fixtures/testing/serverProcess"
import { listenWebhookReceiver } from "../fixtures/testing/webhookReceiver"

/**
 * Three app servers on one PostgreSQL, every job every second, one of them killed (-9) and started
 * again every couple of seconds while renewals (cards that pay and cards that decline), announcement
 * mail, booking mail, webhooks (a receiver that sometimes fails) and offers of freed courts to
 * players watching them are being worked. Afterwards,
 * with every lease run out, nothing is stuck, nothing is charged twice, and no mail is sent twice
 * beyond what docs/operations.md's table of jobs allows: one repeat per item a killed server was
 * sending (same Message-ID).
 */

const PASSWORD = "jobs test password"
const KEY = "sk_test_jobs_kills"
const ZONE = "America/New_York"
const root = path.resolve(import.meta.dirname, "..")
const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("background jobs on three app servers killed mid-work", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "leave nothing stuck, charge nothing twice and mail nothing twice beyond the table of jobs",
    { timeout: 300_000 },
    async () => {
      const db = await emptyPostgres(process.env.DATABASE_URL!, "venue_jobs")
      cleanups.push(db.drop)
      const stripe = await listenFakeStripe(KEY)
      cleanups.push(() => stripe.close())
      const mail = await listenMailSink()
      cleanups.push(() => mail.close())
      const receiver = await listenWebhookReceiver()
      cleanups.push(() => receiver.close())
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-jobs-"))
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
      const env = {
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        DEMO: "1",
        DEMO_ADMIN_PASSWORD: PASSWORD,
        SMTP_URL: mail.url,
        STRIPE_SECRET_KEY: KEY,
        STRIPE_API_URL: stripe.url,
        WEBHOOK_ALLOW_PRIVATE: "1",
        LOG_LEVEL: "info",
      }
      const client = new pg.Client({ connectionString: db.url })
      const query = async <A extends object>(text: string, values: ReadonlyArray<unknown> = []) =>
        (await client.query(text, [...values])).rows as Array<A>

      // The demo club, with a webhook to the receiver and a saved card for every member with a
      // live membership (every other one declines), its jobs off while it is set up.
      const quiet = {
        MEMBERSHIP_RENEW_SECONDS: "3600",
        ANNOUNCEMENT_MAIL_SECONDS: "3600",
        NOTIFICATION_SECONDS: "0",
        WEBHOOK_SECONDS: "0",
      }
      const setup = startServerProcess({ ...env, ...quiet })
      cleanups.push(() => void setup.child.kill("SIGKILL"))
      const owner = new TestClient(await setup.listening)
      expect((await owner.signIn("admin@demo.example.com", PASSWORD)).status).toBe(200)
      const facility = (await owner.get("/api/session")).body.facilities[0].id as number
      const hook = await owner.post(`/api/facilities/${facility}/webhook_endpoints`, {
        url: receiver.url,
        events: ["reservation.created", "reservation.cancelled"],
      })
      expect(hook.status).toBe(201)
      receiver.setSecret(hook.body.secret)
      await client.connect()
      cleanups.push(() => client.end())
      const live = await query<{ id: string; owner_id: string }>(
        `select distinct on (owner_id) id, owner_id from memberships
         where facility_id = $1 and status in ('active', 'cancel_scheduled') order by owner_id, id`,
        [facility],
      )
      expect(live.length).toBeGreaterThanOrEqual(3)
      const declining = new Set<string>()
      for (const [i, m] of live.entries()) {
        const token = i % 2 === 0 ? "tok_visa" : "tok_chargeDeclined"
        const card = await owner.post(`/api/users/${m.owner_id}/add_card`, {
          facility_id: facility,
          token,
          expiry: "1239",
          name_on_card: "Member",
          make_default: true,
        })
        expect(card.status, JSON.stringify(card.body)).toBe(201)
        if (token === "tok_chargeDeclined") declining.add(m.id)
      }
      // Six players watch every hour of the three days the work below books and cancels on (a
      // limit above the demo's own watch of Liam's).
      const limit = await owner.put(`/api/facilities/${facility}/slot_watch_settings`, {
        watch_limit: 5,
        offer_minutes: 30,
        offer_order: "earliest",
      })
      expect(limit.status).toBe(200)
      const watchers = ["olivia.martin", "liam.garcia", "emma.johnson", "noah.brown", "ava.davis", "lucas.miller"]
      const dayAhead = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), ZONE)
      for (const name of watchers) {
        const player = new TestClient(await setup.listening)
        expect((await player.signIn(`${name}@demo.example.com`, PASSWORD)).status).toBe(200)
        for (const days of [8, 9, 10]) {
          const watch = await player.post(`/api/facilities/${facility}/slot_watches`, {
            date: dayAhead(days),
            from: 6 * 3600,
            to: 22 * 3600,
            duration: 3600,
          })
          expect(watch.status, JSON.stringify(watch.body)).toBe(201)
        }
      }
      setup.child.kill("SIGTERM")
      await setup.exited
      // Every live membership's period ended a few days ago: one renewal each is due.
      await query(
        `update memberships set acquired_at = acquired_at - (ends_at - (now() - interval '5 days')),
           ends_at = now() - interval '5 days' where id = any($1::bigint[])`,
        [live.map((m) => m.id)],
      )

      const [{ now: began }] = (await query<{ now: Date }>("select now()")) as [{ now: Date }]
      const busy = {
        MEMBERSHIP_RENEW_SECONDS: "1",
        ANNOUNCEMENT_MAIL_SECONDS: "1",
        NOTIFICATION_SECONDS: "1",
        WEBHOOK_SECONDS: "1",
        SLOT_OFFER_SECONDS: "1",
        PUSH_SECONDS: "1",
        CARD_RECONCILE_SECONDS: "2",
        CARD_RECONCILE_GRACE_SECONDS: "5",
      }
      const servers: Array<ServerProcess> = []
      const start = () => {
        const s = startServerProcess({ ...env, ...busy })
        cleanups.push(() => void s.child.kill("SIGKILL"))
        return s
      }
      for (let i = 0; i < 3; i++) servers.push(start())
      const urls = await Promise.all(servers.map((s) => s.listening))
      const staff = new TestClient(urls[0]!)
      expect((await staff.signIn("admin@demo.example.com", PASSWORD)).status).toBe(200)

      // Work for every job while one server in three is killed every two seconds: announcements to
      // every member, bookings (a mail to the player, a webhook) through whichever server lives.
      let kills = 0
      let stop = false
      const killer = (async () => {
        while (!stop) {
          await sleep(1_500 + Math.random() * 1_000)
          const i = Math.floor(Math.random() * servers.length)
          servers[i]!.child.kill("SIGKILL")
          await servers[i]!.exited
          kills++
          // Not waited for: the next kill may find it starting, which is a crash too.
          const next = (servers[i] = start())
          next.listening.then((url) => (urls[i] = url)).catch(() => undefined)
        }
      })()
      const courts = (await staff.get(`/api/facilities/${facility}/courts`)).body as Array<{ id: number }>
      const players = (await staff.get(`/api/facilities/${facility}/players?q=li`)).body as Array<{ id: number }>
      const work = (async () => {
        for (let k = 0; !stop; k++) {
          const at = new TestClient(urls[k % urls.length]!)
          at.cookie = staff.cookie
          at.csrf = staff.csrf
          try {
            if (k % 10 === 0)
              await at.post(`/api/facilities/${facility}/announcements`, {
                title: `Club news ${k}`,
                content: `<p>News number ${k}.</p>`,
                publish: true,
              })
            const date = localDate(new Date(Date.now() + (8 + Math.floor(k / 64)) * 86_400_000), ZONE)
            const hour = 6 + (Math.floor(k / courts.length) % 16)
            const booked = await at.post(`/api/courts/${courts[k % courts.length]!.id}/booking_admin`, {
              date,
              hour_start: hour * 3600,
              hour_end: (hour + 1) * 3600,
              player_ids: [players[k % players.length]!.id],
            })
            // Every third booking is cancelled again: freed time the watchers are offered.
            if (k % 3 === 0 && booked.status === 201) await at.del(`/api/reservations/${booked.body.id}`)
          } catch {
            // The server died under this request.
          }
          if (k % 7 === 0 && receiver.answers.length === 0) receiver.answers.push(500)
        }
      })()
      await sleep(25_000)
      stop = true
      await Promise.all([killer, work])
      expect(kills).toBeGreaterThanOrEqual(10)
      // All three stopped (an item each was sending may be sent again), the leases they held run
      // out (as minutes passing would make them) and webhook retries come due now rather than in
      // minutes; three servers started again take all of it over.
      await Promise.all(servers.map(async (s) => (s.child.kill("SIGTERM"), await s.exited)))
      receiver.answers.length = 0
      await query(
        `update announcement_deliveries set claimed_at = claimed_at - interval '1 hour' where status = 'sending'`,
      )
      await query(`update notifications set claimed_at = claimed_at - interval '1 hour' where sent_at is null`)
      await query(
        `update slot_offers set mail_claimed_at = mail_claimed_at - interval '1 hour' where mailed_at is null`,
      )
      await query(`update webhook_deliveries set next_at = now() where status = 'pending'`)
      await query(`update push_messages set next_at = now() where status = 'pending'`)
      for (let i = 0; i < 3; i++) servers[i] = start()
      await Promise.all(servers.map((s) => s.listening))
      const stuck = async () =>
        (
          await query<{ job: string; n: number }>(
            `
            select 'announcement-mail' as job, count(*)::int as n from announcement_deliveries where status in ('pending', 'sending')
            union all select 'booking-mail', count(*)::int from notifications where sent_at is null
            union all select 'webhooks', count(*)::int from webhook_deliveries where status = 'pending'
            union all select 'push', count(*)::int from push_messages where status = 'pending'
            union all select 'slot-offers (mail)', count(*)::int from slot_offers where mailed_at is null
            -- Freed time due an offer (not waiting for a busy watcher's offer to end).
            union all select 'slot-offers (due)', count(*)::int from slot_vacancies v
              where status = 'open' and next_at <= now()
                and not exists (select 1 from slot_offers o where o.vacancy_id = v.id and o.status = 'open')
            union all select 'renewals', count(*)::int from memberships
              where id = any($1::bigint[]) and status in ('active', 'cancel_scheduled') and ends_at <= now()`,
            [live.map((m) => m.id)],
          )
        ).filter((r) => r.n > 0)
      const left = await stuck()
      const draining = Date.now()
      // Generous: a busy CI machine sends the last hundreds of mails slower than a laptop.
      for (let i = 0; i < 1_200 && (await stuck()).length > 0; i++) await sleep(100)
      console.info(`jobs left after the kills: ${JSON.stringify(left)}, drained in ${Date.now() - draining} ms`)
      expect(await stuck()).toEqual([])
      await Promise.all(servers.map(async (s) => (s.child.kill("SIGTERM"), await s.exited)))

      // The operator's view agrees: nothing held, due or given up.
      const jobs = spawnSync(process.execPath, ["bin/venue.js", "jobs", "--json"], {
        cwd: root,
        env: { ...process.env, ...env },
        encoding: "utf8",
      })
      expect(jobs.status, jobs.stderr).toBe(0)
      const { jobs: items } = JSON.parse(jobs.stdout) as {
        jobs: Array<{ job: string; leased: number; due: number; failed: number }>
      }
      expect(items.filter((j) => j.leased + j.due + j.failed > 0)).toEqual([])

      // Mail: every delivery and notice sent in this run arrived; a Message-ID seen twice only for an
      // item a killed server was sending, so at most one repeat per kill.
      const sent = await query<{ message_id: string }>(
        `select '<announcement-' || announcement_id || '-' || user_id || '@venue>' as message_id
           from announcement_deliveries where status = 'sent' and sent_at >= $2
         union all select '<notification-' || id || '@' || $1 || '>' from notifications where sent_at >= $2 and outcome = 'sent'
         union all select '<slot-offer-' || id || '@' || $1 || '>' from slot_offers where status = 'open'`,
        [new URL(urls[0]!).hostname, began],
      )
      expect(sent.length).toBeGreaterThan(100)
      const byId = new Map<string, number>()
      for (const m of mail.received) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1)
      expect(sent.filter((s) => !byId.has(s.message_id))).toEqual([])
      const repeats = [...byId.values()].reduce((sum, n) => sum + n - 1, 0)
      // Each of the four mailing jobs (announcements, booking notices, renewals, slot offers) sends one
      // item at a time: a stop (the kills and the last three) repeats at most one mail of each.
      console.info(`jobs under kills: ${kills} kills, ${sent.length} mails sent, ${repeats} sent again`)
      expect(repeats).toBeLessThanOrEqual((kills + 3) * 4)

      // Slot offers: some were made, and no person was offered one freed time twice (the database
      // holds it too; this is the run's own count).
      const offers = await query<{ vacancy_id: string; user_id: string }>(
        `select vacancy_id::text, user_id::text from slot_offers`,
      )
      console.info(`slot offers under kills: ${offers.length}`)
      expect(offers.length).toBeGreaterThan(0)
      expect(new Set(offers.map((o) => `${o.vacancy_id} ${o.user_id}`)).size).toBe(offers.length)

      // Webhooks: every event reached the receiver, signed, at least once.
      const events = await query<{ id: string }>(`select 'evt_' || id as id from webhook_events`)
      const got = new Set(receiver.received.filter((r) => r.verified).map((r) => String(r.event.id)))
      expect(events.filter((e) => !got.has(e.id))).toEqual([])

      // Renewals: one period charge each; a paying card charged once for it (and not given back),
      // a declining card tried once (its next try is a dunning day away); each paid once in the ledger.
      const charges = await query<{ membership_id: string; n: number; paid: number }>(
        `select membership_id::text, count(*)::int as n, count(payment_id)::int as paid from membership_charges
         where membership_id = any($1::bigint[]) and kind = 'period' and created_at >= $2
         group by 1`,
        [live.map((m) => m.id), began],
      )
      expect(charges.filter((c) => c.n !== 1)).toEqual([])
      expect(charges.length).toBeGreaterThanOrEqual(3)
      for (const c of charges) expect(c.paid, c.membership_id).toBe(declining.has(c.membership_id) ? 0 : 1)
      const intents = stripe.intents(KEY)
      const byCustomer = new Map<string, Array<(typeof intents)[number]>>()
      for (const i of intents) byCustomer.set(String(i.customer), [...(byCustomer.get(String(i.customer)) ?? []), i])
      const cards = await query<{ membership_id: string; customer_ref: string }>(
        `select m.id::text as membership_id, c.customer_ref from memberships m
         join saved_cards c on c.user_id = m.owner_id and c.facility_id = m.facility_id
         where m.id = any($1::bigint[])`,
        [live.map((m) => m.id)],
      )
      const charged = new Set(charges.map((c) => c.membership_id))
      for (const c of cards) {
        const tries = byCustomer.get(c.customer_ref) ?? []
        expect(tries, `membership ${c.membership_id}`).toHaveLength(charged.has(c.membership_id) ? 1 : 0)
        if (charged.has(c.membership_id) && !declining.has(c.membership_id))
          expect(tries[0], `membership ${c.membership_id}`).toMatchObject({ status: "succeeded" })
      }
      expect(stripe.count(KEY, "refund")).toBe(0)
    },
  )
})
