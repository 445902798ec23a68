import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { LEDGER_METHODS } from "../../../engine/payments/rules"

/**
 * The money ledger: payments and refunds as rows that are never edited (a refund is a new row
 * pointing at its payment), club credits as lots and the spends taken from them, and the
 * Idempotency-Key record of money-moving calls.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const methods = sql.literal(LEDGER_METHODS.map((m) => `'${m}'`).join(", "))
  yield* sql`
    create table payments (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      payable_type text not null check (payable_type in ('reservation', 'reservation_user', 'credits')),
      payable_id bigint,
      reservation_id bigint references reservations (id) on delete set null,
      payer_id bigint references users (id),
      staff_id bigint references users (id),
      method text not null check (method in (${methods})),
      amount bigint not null check (amount > 0),
      status text not null check (status in ('pending', 'paid', 'failed', 'cancelled')),
      refund_of bigint references payments (id),
      to_credit boolean not null default false,
      custom_price boolean not null default false,
      coupon_code text,
      payment_intent_id text,
      device_id text,
      description text,
      business_date date not null,
      created_at timestamptz not null default now(),
      check ((refund_of is null) = (method not like 'reversal_%'))
    )`
  yield* sql`create index payments_by_payable on payments (facility_id, payable_type, payable_id)`
  yield* sql`create index payments_by_refund on payments (facility_id, refund_of)`
  yield* sql`create index payments_by_payer on payments (facility_id, payer_id, created_at)`
  yield* sql`create index payments_by_day on payments (facility_id, business_date)`

  yield* sql`
    create table credit_lots (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id),
      amount bigint not null check (amount > 0),
      source text not null check (source in ('bought', 'granted', 'refund')),
      reason text,
      staff_id bigint references users (id),
      payment_id bigint references payments (id),
      created_at timestamptz not null default now()
    )`
  yield* sql`create index credit_lots_by_user on credit_lots (facility_id, user_id, created_at)`
  yield* sql`
    create table credit_spends (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      lot_id bigint not null references credit_lots (id),
      user_id bigint not null references users (id),
      amount bigint not null check (amount > 0),
      payment_id bigint references payments (id),
      reason text,
      staff_id bigint references users (id),
      created_at timestamptz not null default now()
    )`
  yield* sql`create index credit_spends_by_lot on credit_spends (facility_id, lot_id)`
  yield* sql`create index credit_spends_by_user on credit_spends (facility_id, user_id)`

  yield* sql`
    create table idempotency_keys (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      key text not null,
      request_hash text not null,
      status integer,
      response jsonb,
      created_at timestamptz not null default now(),
      unique (user_id, key)
    )`
})
