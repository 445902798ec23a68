import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Layer, Schema } from "effect"
import { type DomainEvent, Events, kindOf, subjectOf } from "../../engine/events"
import { EventPayload } from "../../engine/webhooks/rules"
import { dieOnSqlError, rowsOf } from "./client"

const objectRows = rowsOf(Schema.Struct({ object: Schema.Unknown }))

/**
 * Domain events into the webhook outbox (migration 0053): for each event a club's endpoints
 * listen for, one `webhook_events` row holding the payload of every version those endpoints
 * take, and one delivery per endpoint for the delivery job, all in the change's transaction.
 */

type Subject = ReturnType<typeof subjectOf>["object"]
type Query = (sql: SqlClient.SqlClient, facilityId: number, id: number) => Statement.Statement<object>

const instant = (sql: SqlClient.SqlClient, column: string) => sql.literal(`to_json(${column}) #>> '{}'`)

/** Version 2's payload of each kind of subject (`EventPayload`). */
const objectQueries: Record<Subject, Query> = {
  reservation: (sql, facilityId, id) => sql`
    select 'reservation' as object, r.id, r.facility_id,
      array(select c.court_id from reservations c
        where c.facility_id = r.facility_id and c.local_date = r.local_date and (c.id = r.id or (c.parent_id = r.id and c.status = r.status))
        order by c.id) as court_ids,
      r.local_date::text as date, ${instant(sql, "lower(r.during)")} as starts_at, ${instant(sql, "upper(r.during)")} as ends_at,
      r.kind, r.status, r.no_show, r.created_by, r.teacher_id,
      ${instant(sql, "r.cancelled_at")} as cancelled_at, ${instant(sql, "r.updated_at")} as updated_at
    from reservations r where r.facility_id = ${facilityId} and r.id = ${id}`,
  payment: (sql, facilityId, id) => sql`
    select 'payment' as object, p.id, p.facility_id, p.amount, f.currency, p.method, p.status,
      p.payable_type, p.payable_id, p.reservation_id, p.payer_id, p.refund_of,
      p.business_date::text, ${instant(sql, "p.created_at")} as created_at
    from payments p join facilities f on f.id = p.facility_id where p.facility_id = ${facilityId} and p.id = ${id}`,
  membership: (sql, facilityId, id) => sql`
    select 'membership' as object, m.id, m.facility_id, m.plan_id, m.owner_id, m.status,
      ${instant(sql, "m.acquired_at")} as acquired_at, ${instant(sql, "m.ends_at")} as ends_at,
      ${instant(sql, "m.paused_at")} as paused_at, m.cancel_requested, ${instant(sql, "m.updated_at")} as updated_at
    from memberships m where m.facility_id = ${facilityId} and m.id = ${id}`,
}

/** Version 1's payload: the stored row, a reservation's range said as the API says times (as migration 0049 did). */
const legacyQueries: Record<Subject, Query> = {
  reservation: (sql, facilityId, id) => sql`
    select (to_jsonb(r) - 'during' - 'local_date') || jsonb_build_object(
      'date', r.local_date::text, 'starts_at', lower(r.during), 'ends_at', upper(r.during))
    from reservations r where r.facility_id = ${facilityId} and r.id = ${id}`,
  payment: (sql, facilityId, id) =>
    sql`select to_jsonb(p) from payments p where p.facility_id = ${facilityId} and p.id = ${id}`,
  membership: (sql, facilityId, id) =>
    sql`select to_jsonb(m) from memberships m where m.facility_id = ${facilityId} and m.id = ${id}`,
}

/**
 * One statement: nothing when no endpoint of the club listens for the event; else the event with
 * the payload of each version its listeners take, and a delivery per listener. Version 2's
 * payload is decoded against the engine's schema on its way out, so a payload that strays from
 * the documented shape fails the change rather than reaching a receiver.
 */
const publish = (sql: SqlClient.SqlClient, event: DomainEvent) =>
  Effect.gen(function* () {
    const kind = kindOf(event)
    const { object, id } = subjectOf(event)
    const facilityId = event.facilityId
    const rows = yield* objectRows(sql`
      with listening as (
        select id, version from webhook_endpoints
        where facility_id = ${facilityId} and active and ${kind} = any(events)
      ),
      event as (
        insert into webhook_events (facility_id, kind, object, legacy_object)
        select ${facilityId}, ${kind},
          (select to_jsonb(o) from (${objectQueries[object](sql, facilityId, id)}) o),
          case when exists (select 1 from listening where version = 1)
            then (${legacyQueries[object](sql, facilityId, id)}) end
        where exists (select 1 from listening)
        returning id, object
      ),
      deliveries as (
        insert into webhook_deliveries (facility_id, endpoint_id, event_id, next_at)
        select ${facilityId}, listening.id, event.id, now() from listening, event
      )
      select object from event`)
    yield* Effect.forEach(rows, (row) => Schema.decodeUnknown(EventPayload)(row.object), { discard: true })
  }).pipe(Effect.orDie)

export const EventsLive = Layer.effect(
  Events,
  Effect.map(SqlClient.SqlClient, (sql) =>
    Events.of({
      tell: (write, told) =>
        sql
          .withTransaction(
            Effect.tap(write, (result) => {
              const events = told(result)
              const all = events === undefined ? [] : Array.isArray(events) ? events : [events as DomainEvent]
              return Effect.forEach(all, (event) => publish(sql, event), { discard: true })
            }),
          )
          .pipe(dieOnSqlError) as typeof write,
    }),
  ),
)
