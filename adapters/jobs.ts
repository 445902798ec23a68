import type { SqlClient } from "@effect/sql"
import { Clock, Duration, Effect } from "effect"
import { type Job, JobsLive } from "../engine/jobs"
import { Announcements } from "../engine/announcements/service"
import { Notices } from "../engine/notifications/service"
import { Reconciliation } from "../engine/payments/reconciliation"
import { Renewals } from "../engine/memberships/renewals"
import { Webhooks } from "../engine/webhooks/service"
import type { AppConfig } from "./config"
import { Settlements } from "../engine/settlements/service"
import { SlotWatches } from "../engine/slotWatch/service"
import { PeakDraws } from "../engine/peakDraws/service"
import { OpenPlay } from "../engine/openPlay/service"
import { forgetOldKeys } from "./sql/idempotencyKeys"
import { Insights } from "../engine/insights/service"
import { Push } from "../engine/push/service"

/** Card charges older than this are past reconciling: the providers' own dispute windows take over. */
const CARD_LOOKBACK = Duration.days(3)

type JobConfig = Pick<
  AppConfig,
  | "renewSeconds"
  | "announcementMailSeconds"
  | "notificationSeconds"
  | "webhookSeconds"
  | "slotOfferSeconds"
  | "peakDrawSeconds"
  | "openPlaySeconds"
  | "occupancySeconds"
  | "pushSeconds"
  | "cardReconcile"
  | "achReconcileSeconds"
  | "publicUrl"
>

/** The server's background jobs, as configured, all through the engine's one runner. */
export const ServerJobsLive = (config: JobConfig) => {
  const site = new URL(config.publicUrl)
  const jobs: ReadonlyArray<
    Job<
      | Renewals
      | Announcements
      | Notices
      | Webhooks
      | Reconciliation
      | Settlements
      | SlotWatches
      | PeakDraws
      | OpenPlay
      | Insights
      | Push
      | SqlClient.SqlClient
    >
  > = [
    {
      name: "renewals",
      everySeconds: config.renewSeconds,
      drains: false,
      round: Effect.flatMap(Renewals, (renewals) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => renewals.run(new Date(now))),
      ).pipe(Effect.map((done) => done.length)),
    },
    {
      name: "announcement-mail",
      everySeconds: config.announcementMailSeconds,
      drains: true,
      round: Effect.flatMap(Announcements, (announcements) => announcements.sendPending()),
    },
    {
      name: "booking-mail",
      everySeconds: config.notificationSeconds,
      drains: true,
      round: Effect.flatMap(Notices, (notices) => notices.deliver(site)),
    },
    {
      name: "webhooks",
      everySeconds: config.webhookSeconds,
      drains: true,
      round: Effect.flatMap(Webhooks, (webhooks) => webhooks.deliverDue()),
    },
    {
      name: "slot-offers",
      everySeconds: config.slotOfferSeconds,
      drains: true,
      round: Effect.flatMap(SlotWatches, (watches) => watches.offerRound(site)),
    },
    {
      name: "peak-draws",
      everySeconds: config.peakDrawSeconds,
      drains: true,
      round: Effect.flatMap(PeakDraws, (draws) => draws.round(site)),
    },
    {
      name: "open-play",
      everySeconds: config.openPlaySeconds,
      drains: true,
      round: Effect.flatMap(OpenPlay, (openPlay) => openPlay.arrangeStarted),
    },
    {
      // The first round runs at start, so a server that crashed mends its books as it comes back.
      name: "card-reconciliation",
      everySeconds: config.cardReconcile.everySeconds,
      drains: false,
      round: Effect.flatMap(Reconciliation, (reconciliation) =>
        reconciliation.run({ lookback: CARD_LOOKBACK, grace: Duration.seconds(config.cardReconcile.graceSeconds) }),
      ).pipe(Effect.map((returned) => returned.length)),
    },
    {
      name: "idempotency-keys",
      everySeconds: 3600,
      drains: true,
      round: forgetOldKeys,
    },
    {
      // Days whose bookings changed are rolled up for insights, 200 a round, in turns across clubs.
      name: "occupancy",
      everySeconds: config.occupancySeconds,
      drains: true,
      round: Effect.flatMap(Insights, (insights) => insights.rollUp(200)),
    },
    {
      // Pushes waiting to go, 100 a round in turns across clubs, each to its person's devices.
      name: "push",
      everySeconds: config.pushSeconds,
      drains: true,
      round: Effect.flatMap(Push, (push) => push.round(site)),
    },
    {
      name: "bank-reconciliation",
      everySeconds: config.achReconcileSeconds,
      drains: false,
      round: Effect.flatMap(Settlements, (settlements) =>
        Effect.map(settlements.reconcileAch(), (counts) => counts.settled + counts.failed),
      ),
    },
  ]
  return JobsLive(jobs)
}
