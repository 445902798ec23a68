import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A return records the tax it gives back and the club's business day it was made on, so the daily
 * close takes returns off the day's sales at their tax rate (it counted only what was sold).
 * Returns made before carry their line's tax in proportion and the day they were made.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table order_returns add column tax bigint, add column business_date date`
  yield* sql`
    update order_returns r set
      tax = case when l.total = 0 then 0 else round(r.amount::numeric * l.tax / l.total) end,
      business_date = (r.created_at at time zone f.time_zone)::date
    from order_lines l, facilities f
    where l.id = r.order_line_id and f.id = r.facility_id`
  yield* sql`alter table order_returns alter column tax set not null, alter column business_date set not null`
  yield* sql`alter table order_returns add constraint order_returns_tax_within check (tax >= 0 and tax <= amount)`
  yield* sql`create index order_returns_by_day on order_returns (facility_id, business_date)`
})
