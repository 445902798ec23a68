import { Clock, Effect } from "effect"
import { JobQueues } from "../../engine/jobs"
import { deliveryQueue } from "./announcements"
import { repository } from "./client"
import { queueItems } from "./jobs"
import { renewalItems } from "./memberships"
import { noticeQueue } from "./notifications"
import { drawTellQueue } from "./peakDraws"
import { occupancyQueue } from "./insights/repo"
import { pushQueue } from "./push"
import { achQueue } from "./providerRecords"
import { offerMailQueue } from "./slotWatch"
import { webhookQueue } from "./webhooks"

/** What the job runner works through: renewals due and every queue table, in one answer. */
export const JobQueuesLive = repository(JobQueues, (on) => ({
  items: on(() =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.zipWith(
        renewalItems(new Date(now)),
        queueItems([
          deliveryQueue,
          noticeQueue,
          webhookQueue,
          offerMailQueue,
          drawTellQueue,
          achQueue,
          occupancyQueue,
          pushQueue,
        ]),
        (renewals, queues) => [renewals, ...queues],
      ),
    ),
  )(),
}))
