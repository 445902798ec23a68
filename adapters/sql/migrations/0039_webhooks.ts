import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Outgoing webhooks: a club's endpoints and the events they take; each event written by a trigger
 * in the transaction of the change it tells of (so none is lost, and none told of a change rolled
 * back), with one delivery per endpoint that the delivery job sends, retries and records.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table webhook_endpoints (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      url text not null check (url ~ '^https?://' and length(url) <= 500),
      secret_sealed text not null,
      events text[] not null check (cardinality(events) > 0),
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`
  yield* sql`create index webhook_endpoints_by_facility on webhook_endpoints (facility_id)`
  yield* sql`create trigger webhook_endpoints_audit after insert or update or delete on webhook_endpoints
    for each row execute function audit_row('facility_id')`
  yield* sql`
    create table webhook_events (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      kind text not null,
      object jsonb not null,
      at timestamptz not null default now()
    )`
  yield* sql`create index webhook_events_by_time on webhook_events (at)`
  yield* sql`
    create table webhook_deliveries (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      endpoint_id bigint not null references webhook_endpoints (id) on delete cascade,
      event_id bigint not null references webhook_events (id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      next_at timestamptz,
      response_status integer,
      response_body text,
      error text,
      delivered_at timestamptz,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index webhook_deliveries_due on webhook_deliveries (next_at) where status = 'pending'`
  yield* sql`create index webhook_deliveries_by_endpoint on webhook_deliveries (facility_id, endpoint_id, id)`
  yield* sql`
    create function webhook_emit() returns trigger language plpgsql as $$
    declare
      kind text;
      event bigint;
    begin
      if TG_TABLE_NAME = 'reservations' then
        -- A booking's extra courts travel with it: integrators hear of the booking once.
        if NEW.parent_id is not null then return null; end if;
        kind := case
          when TG_OP = 'INSERT' then 'reservation.created'
          when NEW.cancelled_at is distinct from OLD.cancelled_at or
            (OLD.status in ('booked', 'checked') and NEW.status = 'admin_cancelled') then 'reservation.cancelled'
          else 'reservation.changed' end;
      elsif TG_TABLE_NAME = 'payments' then
        kind := 'payment.recorded';
      else
        kind := 'membership.changed';
      end if;
      if not exists (select 1 from webhook_endpoints e
          where e.facility_id = NEW.facility_id and e.active and kind = any(e.events)) then
        return null;
      end if;
      if TG_OP = 'UPDATE' and (to_jsonb(NEW) - 'updated_at') = (to_jsonb(OLD) - 'updated_at') then return null; end if;
      insert into webhook_events (facility_id, kind, object) values (NEW.facility_id, kind, to_jsonb(NEW))
        returning id into event;
      insert into webhook_deliveries (facility_id, endpoint_id, event_id, next_at)
        select NEW.facility_id, e.id, event, now() from webhook_endpoints e
        where e.facility_id = NEW.facility_id and e.active and kind = any(e.events);
      return null;
    end $$`
  yield* sql`create trigger reservations_webhooks after insert or update on reservations
    for each row execute function webhook_emit()`
  yield* sql`create trigger payments_webhooks after insert on payments
    for each row execute function webhook_emit()`
  yield* sql`create trigger memberships_webhooks after insert or update on memberships
    for each row execute function webhook_emit()`
})
