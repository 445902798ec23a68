import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A reservation in a webhook's payload says its times as the API does (`starts_at`, `ends_at`,
 * ISO 8601, and its facility-local `date`), not as PostgreSQL's range text in `during`.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create or replace function webhook_emit() returns trigger language plpgsql as $$
    declare
      kind text;
      event bigint;
      object jsonb;
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
      object := to_jsonb(NEW);
      if TG_TABLE_NAME = 'reservations' then
        object := (object - 'during' - 'local_date') || jsonb_build_object(
          'date', NEW.local_date::text, 'starts_at', lower(NEW.during), 'ends_at', upper(NEW.during));
      end if;
      insert into webhook_events (facility_id, kind, object) values (NEW.facility_id, kind, object)
        returning id into event;
      insert into webhook_deliveries (facility_id, endpoint_id, event_id, next_at)
        select NEW.facility_id, e.id, event, now() from webhook_endpoints e
        where e.facility_id = NEW.facility_id and e.active and kind = any(e.events);
      return null;
    end $$`
})
