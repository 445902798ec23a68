import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Webhook events are told by the services that make the change (the `Events` port), no longer
 * by triggers copying table rows. An endpoint has a payload version: those registered before
 * keep version 1 (the row as stored, now `legacy_object`); new ones take version 2 (`object`,
 * small payloads that do not follow the tables).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`drop trigger reservations_webhooks on reservations`
  yield* sql`drop trigger payments_webhooks on payments`
  yield* sql`drop trigger memberships_webhooks on memberships`
  yield* sql`drop function webhook_emit()`
  yield* sql`alter table webhook_endpoints add column version smallint not null default 1 check (version in (1, 2))`
  yield* sql`alter table webhook_endpoints alter column version set default 2`
  yield* sql`alter table webhook_events rename column object to legacy_object`
  yield* sql`alter table webhook_events alter column legacy_object drop not null`
  yield* sql`alter table webhook_events add column object jsonb`
})
