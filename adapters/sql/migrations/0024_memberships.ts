import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Memberships: a club's plans (who they cover, what they give) with their prices per interval and
 * joining fees; each membership with its state, owner and covered members; and what a membership
 * owes (a period's price, a fee, an upgrade's proration) as charges, each paid by one ledger row.
 * One charge per membership and period keeps a renewal charged once, however many servers run it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table membership_plans (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      description text not null default '' check (length(description) <= 4000),
      coverage text not null default 'single' check (coverage in ('single', 'couple', 'family')),
      max_members integer not null default 0 check (max_members between 0 and 20),
      booking_window_days integer check (booking_window_days between 1 and 365),
      max_active_bookings integer check (max_active_bookings between 1 and 100),
      player_can_cancel boolean not null default true,
      waiver_ids bigint[] not null default '{}',
      active boolean not null default true,
      created_at timestamptz not null default now(),
      unique (facility_id, id)
    )`
  yield* sql`create unique index membership_plans_by_name on membership_plans (facility_id, lower(name))`
  yield* sql`
    create table membership_plan_prices (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      plan_id bigint not null,
      interval_unit text not null check (interval_unit in ('day', 'week', 'month', 'year')),
      interval_count integer not null default 1 check (interval_count between 1 and 36),
      amount bigint not null check (amount between 0 and 100000000),
      -- A price that does not renew is a one-off: one period, then the membership expires.
      renews boolean not null default true,
      active boolean not null default true,
      foreign key (facility_id, plan_id) references membership_plans (facility_id, id) on delete cascade,
      unique (facility_id, id)
    )`
  yield* sql`create index membership_plan_prices_by_plan on membership_plan_prices (facility_id, plan_id)`
  yield* sql`
    create table membership_fees (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      plan_id bigint not null,
      name text not null check (length(name) between 1 and 120),
      amount bigint not null check (amount between 0 and 100000000),
      active boolean not null default true,
      foreign key (facility_id, plan_id) references membership_plans (facility_id, id) on delete cascade,
      unique (facility_id, id)
    )`
  yield* sql`create index membership_fees_by_plan on membership_fees (facility_id, plan_id)`
  yield* sql`
    create table memberships (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      plan_id bigint not null,
      plan_price_id bigint not null,
      owner_id bigint not null references users (id),
      code text not null check (length(code) between 1 and 40),
      status text not null check (status in ('pending', 'active', 'paused', 'cancel_scheduled', 'cancelled', 'expired', 'deleted')),
      acquired_at timestamptz,
      ends_at timestamptz,
      paused_at timestamptz,
      cancel_requested boolean not null default false,
      notify_via_email boolean not null default true,
      membership_origin text not null check (membership_origin in ('admin', 'player', 'terminal', 'import')),
      coupon_code text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (facility_id, plan_id) references membership_plans (facility_id, id),
      foreign key (facility_id, plan_price_id) references membership_plan_prices (facility_id, id),
      unique (facility_id, code),
      unique (facility_id, id)
    )`
  yield* sql`create index memberships_by_owner on memberships (facility_id, owner_id)`
  yield* sql`create index memberships_by_end on memberships (facility_id, ends_at) where status in ('active', 'cancel_scheduled')`
  yield* sql`
    create table membership_members (
      facility_id bigint not null,
      membership_id bigint not null,
      user_id bigint not null references users (id),
      foreign key (facility_id, membership_id) references memberships (facility_id, id) on delete cascade,
      primary key (membership_id, user_id)
    )`
  yield* sql`create index membership_members_by_user on membership_members (facility_id, user_id)`
  yield* sql`
    create table membership_charges (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      membership_id bigint not null,
      kind text not null check (kind in ('period', 'fee', 'upgrade', 'other')),
      description text not null check (length(description) between 1 and 200),
      fee_id bigint,
      period_start timestamptz,
      period_end timestamptz,
      amount bigint not null check (amount between 0 and 100000000),
      due_on date not null,
      payment_id bigint references payments (id),
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      foreign key (facility_id, membership_id) references memberships (facility_id, id) on delete cascade,
      foreign key (facility_id, fee_id) references membership_fees (facility_id, id),
      check ((kind = 'fee') = (fee_id is not null)),
      check ((kind = 'period') = (period_start is not null))
    )`
  // A renewal is charged once per membership and period, and a fee once per membership.
  yield* sql`create unique index membership_charges_once_per_period on membership_charges (membership_id, period_start) where kind = 'period'`
  yield* sql`create unique index membership_charges_once_per_fee on membership_charges (membership_id, fee_id) where kind = 'fee'`
  yield* sql`create index membership_charges_by_membership on membership_charges (facility_id, membership_id)`
  yield* sql`create index membership_charges_due on membership_charges (facility_id, due_on) where payment_id is null`
  yield* sql`alter table payments drop constraint payments_payable_type_check`
  yield* sql`alter table payments add constraint payments_payable_type_check
    check (payable_type in ('reservation', 'reservation_user', 'credits', 'account', 'user_package', 'user_clinic', 'membership'))`
})
