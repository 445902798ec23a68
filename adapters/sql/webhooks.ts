import { Effect, Option } from "effect"
import {
  type DueDelivery,
  type EndpointChange,
  type TryOutcome,
  WebhookDelivery,
  WebhookEndpoint,
  type NewEndpoint,
} from "../../engine/webhooks/rules"
import { WebhooksRepo } from "../../engine/webhooks/port"
import type { SqlClient } from "@effect/sql/SqlClient"
import type { Statement } from "@effect/sql"
import type { Cursor } from "../../engine/lists"
import { keysetPage, pastAnchor } from "./keyset"
import { idRows, repository, rowsOf, sqlGen, withSql } from "./client"
import { inTurns, pendingUntilNextAt } from "./jobs"

/** Outgoing webhooks (migration 0039): a club's endpoints, and deliveries for the job and for staff. */

const endpointColumns = `e.id, e.facility_id, e.url, e.events, e.active, e.version, to_json(e.created_at) #>> '{}' as created_at,
  (select count(*)::int from webhook_deliveries d
    where d.facility_id = e.facility_id and d.endpoint_id = e.id and d.created_at > now() - interval '1 day') as recent,
  (select count(*)::int from webhook_deliveries d
    where d.facility_id = e.facility_id and d.endpoint_id = e.id and d.created_at > now() - interval '1 day'
      and (d.status = 'failed' or (d.status = 'pending' and d.attempts > 0))) as failing`

export const webhookEndpoints = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(WebhookEndpoint)(sql`
      select ${sql.literal(endpointColumns)} from webhook_endpoints e where e.facility_id = ${facilityId} order by e.id`),
  )

export const insertWebhookEndpoint = (facilityId: number, fields: NewEndpoint) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into webhook_endpoints (facility_id, url, events, version, secret_sealed)
        values (${facilityId}, ${fields.url}, ${[...fields.events]}, ${fields.version}, ${fields.secret_sealed})
        returning id`),
      (rows) => rows[0]!.id,
    ),
  )

/** Whether the club had the endpoint. */
export const updateWebhookEndpoint = (facilityId: number, id: number, change: EndpointChange) =>
  withSql((sql) =>
    Effect.map(
      sql`
        update webhook_endpoints set updated_at = now(),
          url = coalesce(${change.url ?? null}, url),
          events = coalesce(${change.events === undefined ? null : [...change.events]}::text[], events),
          active = coalesce(${change.active ?? null}, active),
          version = coalesce(${change.version ?? null}, version)
        where facility_id = ${facilityId} and id = ${id}
        returning id`,
      (rows) => rows.length > 0,
    ),
  )

export const deleteWebhookEndpoint = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      sql`delete from webhook_endpoints where facility_id = ${facilityId} and id = ${id} returning id`,
      (rows) => rows.length > 0,
    ),
  )

const deliveryColumns = `d.id, d.endpoint_id, d.event_id, v.kind as event_type, d.status, d.attempts,
  to_json(d.next_at) #>> '{}' as next_at, d.response_status, d.response_body, d.error,
  to_json(d.delivered_at) #>> '{}' as delivered_at, to_json(d.created_at) #>> '{}' as created_at`

/** A page of an endpoint's deliveries, newest first. */
export const webhookDeliveries = (facilityId: number, endpointId: number, page: { number: number; size: number }) =>
  withSql((sql) => deliveriesWhere(sql, facilityId, endpointId, sql`true`, page.size, (page.number - 1) * page.size))

/** The endpoint's deliveries from the one after the cursor's, newest first. */
export const webhookDeliveriesAfter = (facilityId: number, endpointId: number, cursor: Cursor) =>
  withSql((sql) => {
    const anchor =
      cursor.startingAfter === undefined
        ? undefined
        : sql`select x.id from webhook_deliveries x
            where x.id = ${cursor.startingAfter} and x.facility_id = ${facilityId} and x.endpoint_id = ${endpointId}`
    const past = pastAnchor(sql, { keys: "d.id", order: "desc", anchor })
    return keysetPage(sql, cursor, anchor, deliveriesWhere(sql, facilityId, endpointId, past, cursor.limit + 1, 0))
  })

const deliveriesWhere = (
  sql: SqlClient,
  facilityId: number,
  endpointId: number,
  past: Statement.Fragment,
  limit: number,
  offset: number,
) =>
  rowsOf(WebhookDelivery)(sql`
    select ${sql.literal(deliveryColumns)}
    from webhook_deliveries d join webhook_events v on v.id = d.event_id
    where d.facility_id = ${facilityId} and d.endpoint_id = ${endpointId} and ${past}
    -- The whole key of the endpoint's index, so it is read backwards rather than every delivery by id.
    order by d.facility_id desc, d.endpoint_id desc, d.id desc
    limit ${limit} offset ${offset}`)

/** The delivery made due again now, its tries counted afresh; none when the club has no such delivery. */
export const replayWebhookDelivery = (facilityId: number, id: number) =>
  sqlGen(function* (sql) {
    const rows = yield* idRows(sql`
      update webhook_deliveries set status = 'pending', attempts = 0, next_at = now(), error = null
      where facility_id = ${facilityId} and id = ${id}
      returning id`)
    if (rows.length === 0) return Option.none<WebhookDelivery>()
    const [delivery] = yield* rowsOf(WebhookDelivery)(sql`
      select ${sql.literal(deliveryColumns)}
      from webhook_deliveries d join webhook_events v on v.id = d.event_id
      where d.facility_id = ${facilityId} and d.id = ${id}`)
    return Option.some(delivery!)
  })

/**
 * Due deliveries of every club, taken for sending: each is held for two minutes (another server
 * skips it), so one whose sender died is tried again then, and none is lost.
 */
/** The webhooks job's items: deliveries (held two minutes by moving their next try; `leased` counts those waiting too). */
export const webhookQueue = (sql: SqlClient) => pendingUntilNextAt(sql, "webhooks", "webhook_deliveries")

/** A club's deliveries one server has on their way at once: its receivers are not flooded, nor the round held by one club. */
const IN_FLIGHT_PER_CLUB = 5

export const claimDueDeliveries = (limit: number) =>
  withSql(
    (sql) => sql<DueDelivery>`
      with due as (
        select id from webhook_deliveries
        where id in (${inTurns(sql, webhookQueue(sql), limit, sql`id`, IN_FLIGHT_PER_CLUB)}) and ${webhookQueue(sql).due}
        for update skip locked
      )
      update webhook_deliveries d set next_at = now() + interval '2 minutes'
      from due, webhook_endpoints e, webhook_events v
      where d.id = due.id and e.id = d.endpoint_id and v.id = d.event_id
      returning d.id, d.facility_id, e.url, e.secret_sealed, d.attempts, e.version,
        json_build_object('id', v.id, 'kind', v.kind, 'at', to_json(v.at) #>> '{}',
          -- Events from before version 2 have only the row; an endpoint moved between versions takes what there is.
          'object', case when e.version = 1 then coalesce(v.legacy_object, v.object)
            else coalesce(v.object, v.legacy_object) end) as event`,
  )

export const recordWebhookTry = (id: number, outcome: TryOutcome) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      update webhook_deliveries set attempts = attempts + 1,
        status = ${outcome.delivered ? "delivered" : outcome.retryMinutes === undefined ? "failed" : "pending"},
        next_at = ${
          outcome.delivered || outcome.retryMinutes === undefined
            ? null
            : sql`now() + make_interval(mins => ${outcome.retryMinutes})`
        },
        delivered_at = ${outcome.delivered ? sql`now()` : null},
        response_status = ${outcome.status}, response_body = ${outcome.body}, error = ${outcome.error}
      where id = ${id}`),
  )

/** Events (and so their deliveries) older than `days` are let go, a batch at a time; how many went. */
export const forgetOldEvents = (days: number) =>
  withSql((sql) =>
    Effect.map(
      sql`
        delete from webhook_events where id in (
          select id from webhook_events where at < now() - make_interval(days => ${days}) order by at limit 1000)
        returning id`,
      (rows) => rows.length,
    ),
  )

export const WebhooksRepoLive = repository(WebhooksRepo, (on) => ({
  endpoints: on(webhookEndpoints),
  insert: on(insertWebhookEndpoint),
  update: on(updateWebhookEndpoint),
  remove: on(deleteWebhookEndpoint),
  deliveries: on(webhookDeliveries),
  deliveriesAfter: on(webhookDeliveriesAfter),
  replay: on(replayWebhookDelivery),
  claimDue: on(claimDueDeliveries),
  recordTry: on(recordWebhookTry),
  forgetOld: on(forgetOldEvents),
}))
