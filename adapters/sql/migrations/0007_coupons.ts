import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Coupons a facility offers, and each use of one (the discount it gave, on what it was paid). */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table coupons (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      code text not null,
      kind text not null check (kind in ('percent', 'amount')),
      percent numeric(5, 2) check (percent > 0 and percent <= 100),
      amount bigint check (amount > 0),
      valid_from date,
      valid_until date,
      max_uses integer check (max_uses > 0),
      max_uses_per_player integer check (max_uses_per_player > 0),
      applies_to text[] not null default '{}',
      active boolean not null default true,
      created_at timestamptz not null default now(),
      unique (facility_id, code),
      check ((kind = 'percent') = (percent is not null) and (kind = 'amount') = (amount is not null))
    )`
  yield* sql`
    create table coupon_redemptions (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      coupon_id bigint not null references coupons (id) on delete cascade,
      /** One use of the coupon; a use that covers several players' shares has a row for each. */
      use_key text not null,
      user_id bigint references users (id),
      reservation_id bigint references reservations (id) on delete set null,
      payable_type text not null,
      payable_id bigint,
      discount bigint not null check (discount >= 0),
      created_at timestamptz not null default now()
    )`
  yield* sql`create index coupon_redemptions_by_coupon on coupon_redemptions (facility_id, coupon_id, user_id)`
  yield* sql`create index coupon_redemptions_by_reservation on coupon_redemptions (facility_id, reservation_id)`
})
