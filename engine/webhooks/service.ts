import { withSpans } from "../spans"
import { Effect, Metric, Option } from "effect"
import { requireManagerAt } from "../access"
import { notFound, unprocessable } from "../errors"
import { secureOrLocal } from "../validation"
import { type Cursor, orUnknownCursor } from "../lists"
import {
  CURRENT_WEBHOOK_VERSION,
  type DueDelivery,
  type EndpointChange,
  eventBody,
  retryAfter,
  type WebhookEventKind,
  type WebhookVersion,
} from "./rules"
import { WebhookPost, WebhooksRepo } from "./port"

const REFUSAL = "Only a manager of the club sets up its webhooks."
const webhookFailures = Metric.counter("venue_webhook_failures_total", {
  description: "Webhook tries that failed, by reason (refused: answered other than 2xx; unreachable)",
  incremental: true,
})

/** How long deliveries stay to be seen and replayed. */
const KEPT_DAYS = 30
/** Each address is a delivery per event: a bound keeps one club from multiplying the job's work without end. */
const MAX_ENDPOINTS = 10

const urlProblem = (url: string): string | undefined => {
  try {
    const parsed = new URL(url)
    if (!secureOrLocal(parsed))
      return "A webhook address starts with https:// (or http://localhost for a receiver on this machine)."
    if (parsed.username !== "" || parsed.password !== "") return "A webhook address carries no user name or password."
    return url.length > 500 ? "A webhook address is at most 500 characters." : undefined
  } catch {
    return `"${url}" is not a web address.`
  }
}

/**
 * A club's outgoing webhooks: its managers register addresses for the events integrators want
 * (bookings made, changed and cancelled, payments recorded, memberships changed), see each
 * delivery with the answer it got, and send one again. The delivery job sends what is due, signed,
 * retrying a failed one with growing waits.
 */
export class Webhooks extends Effect.Service<Webhooks>()("venue/Webhooks", {
  effect: Effect.gen(function* () {
    const repo = yield* WebhooksRepo
    const post = yield* WebhookPost

    const endpointOf = (facilityId: number, id: number) =>
      Effect.flatMap(repo.endpoints(facilityId), (all) => {
        const found = all.find((e) => e.id === id)
        return found === undefined ? Effect.fail(notFound("Webhook endpoint")) : Effect.succeed(found)
      })

    const checked = (change: EndpointChange) =>
      Effect.gen(function* () {
        const url = change.url?.trim()
        const problem = url === undefined ? undefined : urlProblem(url)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        if (change.events !== undefined && change.events.length === 0)
          return yield* Effect.fail(unprocessable("Choose at least one event for the address to receive."))
        return { ...change, url, events: change.events === undefined ? undefined : [...new Set(change.events)] }
      })

    const endpoints = (facilityId: number) =>
      Effect.zipRight(requireManagerAt(facilityId, REFUSAL), repo.endpoints(facilityId))

    /** A new endpoint, with its signing secret: shown this once, kept sealed. */
    const create = (
      facilityId: number,
      fields: {
        readonly url: string
        readonly events: ReadonlyArray<WebhookEventKind>
        readonly version?: WebhookVersion | undefined
      },
    ) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, REFUSAL)
        const valid = yield* checked(fields)
        if ((yield* repo.endpoints(facilityId)).length >= MAX_ENDPOINTS)
          return yield* Effect.fail(
            unprocessable("A club has at most 10 webhook addresses: remove one it no longer needs first."),
          )
        const { secret, sealed } = yield* post.newSecret
        const id = yield* repo.insert(facilityId, {
          url: valid.url!,
          events: valid.events!,
          version: fields.version ?? CURRENT_WEBHOOK_VERSION,
          secret_sealed: sealed,
        })
        return { ...(yield* endpointOf(facilityId, id)), secret }
      })

    const update = (facilityId: number, id: number, change: EndpointChange) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, REFUSAL)
        const valid = yield* checked(change)
        if (!(yield* repo.update(facilityId, id, valid))) return yield* Effect.fail(notFound("Webhook endpoint"))
        return yield* endpointOf(facilityId, id)
      })

    const remove = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, REFUSAL)
        const endpoint = yield* endpointOf(facilityId, id)
        yield* repo.remove(facilityId, id)
        return endpoint
      })

    const deliveries = (facilityId: number, endpointId: number, page: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, REFUSAL)
        yield* endpointOf(facilityId, endpointId)
        const rows = yield* repo.deliveries(facilityId, endpointId, { number: page, size: 51 })
        return { deliveries: rows.slice(0, 50), page, has_more: rows.length > 50 }
      })

    /** The same deliveries read by cursor. */
    const deliveriesAfter = (facilityId: number, endpointId: number, cursor: Cursor) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, REFUSAL)
        yield* endpointOf(facilityId, endpointId)
        return yield* orUnknownCursor(repo.deliveriesAfter(facilityId, endpointId, cursor))
      })

    /** Sends a delivery again (its event's id unchanged, so the receiver can tell it is the same). */
    const replay = (facilityId: number, deliveryId: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, REFUSAL)
        const replayed = yield* repo.replay(facilityId, deliveryId)
        if (Option.isNone(replayed)) return yield* Effect.fail(notFound("Delivery"))
        return replayed.value
      })

    const attempt = (delivery: DueDelivery) =>
      Effect.gen(function* () {
        const outcome = yield* post.send({
          url: delivery.url,
          secretSealed: delivery.secret_sealed,
          body: eventBody(delivery),
          eventType: delivery.event.kind,
          deliveryId: delivery.id,
          version: delivery.version,
        })
        const delivered = outcome._tag === "Answered" && outcome.status >= 200 && outcome.status < 300
        if (!delivered)
          yield* Metric.increment(
            Metric.tagged(webhookFailures, "reason", outcome._tag === "Answered" ? "refused" : "unreachable"),
          )
        yield* repo.recordTry(delivery.id, {
          delivered,
          status: outcome._tag === "Answered" ? outcome.status : null,
          body: outcome._tag === "Answered" ? outcome.body : null,
          error: outcome._tag === "Unreachable" ? outcome.error : null,
          retryMinutes: delivered ? undefined : retryAfter(delivery.attempts + 1),
        })
        return delivered
      })

    /**
     * One round of the delivery job: up to `limit` due deliveries sent, and events past the
     * deliveries' keeping (30 days) let go; how many deliveries were taken.
     */
    const deliverDue = (limit = 20) =>
      Effect.gen(function* () {
        yield* repo.forgetOld(KEPT_DAYS)
        const due = yield* repo.claimDue(limit)
        yield* Effect.forEach(due, attempt, { concurrency: 4 })
        return due.length
      })

    return withSpans("Webhooks", { endpoints, create, update, remove, deliveries, deliveriesAfter, replay, deliverDue })
  }),
}) {}
