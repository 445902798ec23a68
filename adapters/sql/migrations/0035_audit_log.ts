import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * What staff change at a club, row by row, with who and which request: written by triggers so no
 * write path can forget it; attributed through the transaction's `venue.actor_id`, `venue.request_id`
 * and `venue.request` settings (adapters/sql/audit.ts sets them for staff's writes, and only then is
 * a row written). Append-only: updates and deletes of the log are refused.
 */
export const AUDITED_TABLES: ReadonlyArray<readonly [table: string, facilityColumn: string]> = [
  ["facilities", "id"],
  ["facility_users", "facility_id"],
  ["facility_schedules", "facility_id"],
  ["facility_waivers", "facility_id"],
  ["facility_credentials", "facility_id"],
  ["courts", "facility_id"],
  ["court_rates", "facility_id"],
  ["schedule_rules", "facility_id"],
  ["reservations", "facility_id"],
  ["reservation_fees", "facility_id"],
  ["payments", "facility_id"],
  ["credit_lots", "facility_id"],
  ["coupons", "facility_id"],
  ["accounts", "facility_id"],
  ["account_entries", "facility_id"],
  ["card_readers", "facility_id"],
  ["bank_accounts", "facility_id"],
  ["teacher_profiles", "facility_id"],
  ["teacher_prices", "facility_id"],
  ["clinics", "facility_id"],
  ["clinic_prices", "facility_id"],
  ["clinic_lessons", "facility_id"],
  ["user_clinics", "facility_id"],
  ["membership_plans", "facility_id"],
  ["membership_plan_prices", "facility_id"],
  ["memberships", "facility_id"],
  ["membership_charges", "facility_id"],
  ["product_categories", "facility_id"],
  ["products", "facility_id"],
  ["stock_entries", "facility_id"],
  ["orders", "facility_id"],
  ["order_returns", "facility_id"],
  ["comments", "facility_id"],
  ["groups", "facility_id"],
  ["announcements", "facility_id"],
  ["facility_posts", "facility_id"],
  ["banner_ads", "facility_id"],
  ["leaderboards", "facility_id"],
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      at timestamptz not null default clock_timestamp(),
      actor_id bigint not null,
      request_id text,
      request text,
      subject text not null,
      subject_id bigint,
      action text not null check (action in ('created', 'changed', 'deleted')),
      before jsonb,
      after jsonb
    )`
  yield* sql`create index audit_log_by_day on audit_log (facility_id, at, id)`
  yield* sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit log is append-only';
    end $$`
  yield* sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`
  // Secrets and digests are never copied; long values (images, bodies) are said by their size.
  yield* sql`
    create function audit_fields(row_data jsonb) returns jsonb language sql immutable as $$
      select coalesce(jsonb_object_agg(key,
        case when jsonb_typeof(value) = 'string' and length(value #>> '{}') > 500
          then to_jsonb('(' || length(value #>> '{}') || ' characters)') else value end), '{}'::jsonb)
      from jsonb_each(row_data)
      where key <> 'updated_at' and key not like '%\_sealed' and key not like '%\_digest'
    $$`
  yield* sql`
    create function audit_row() returns trigger language plpgsql as $$
    declare
      actor text := current_setting('venue.actor_id', true);
      old_fields jsonb;
      new_fields jsonb;
      row_fields jsonb;
    begin
      if actor is null or actor = '' then return null; end if;
      if tg_op <> 'INSERT' then old_fields := audit_fields(to_jsonb(old)); end if;
      if tg_op <> 'DELETE' then new_fields := audit_fields(to_jsonb(new)); end if;
      row_fields := coalesce(to_jsonb(new), to_jsonb(old));
      if row_fields ->> tg_argv[0] is null then return null; end if;
      if tg_op = 'UPDATE' then
        select jsonb_object_agg(key, value) into new_fields
          from jsonb_each(new_fields) where old_fields -> key is distinct from value;
        if new_fields is null then return null; end if;
        select jsonb_object_agg(key, value) into old_fields
          from jsonb_each(old_fields) where new_fields ? key;
      end if;
      insert into audit_log (facility_id, actor_id, request_id, request, subject, subject_id, action, before, after)
      values (
        (row_fields ->> tg_argv[0])::bigint,
        actor::bigint,
        nullif(current_setting('venue.request_id', true), ''),
        nullif(current_setting('venue.request', true), ''),
        tg_table_name,
        (row_fields ->> 'id')::bigint,
        case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'changed' else 'deleted' end,
        old_fields,
        new_fields
      );
      return null;
    end $$`
  for (const [table, facilityColumn] of AUDITED_TABLES) {
    yield* sql.unsafe(
      `create trigger ${table}_audit after insert or update or delete on ${table}
       for each row execute function audit_row('${facilityColumn}')`,
    )
  }
})
