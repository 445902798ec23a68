import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The pro shop: categories, products (with an optional image), stock as entries whose sum is what
 * is on hand, and orders with their lines, each order paid by one ledger row of payable type
 * `order`, and returns of its lines. Whether the club's prices include tax is a club setting.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table facilities add column prices_include_tax boolean not null default false`
  yield* sql`
    create table product_categories (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      unique (facility_id, id)
    )`
  yield* sql`create unique index product_categories_by_name on product_categories (facility_id, lower(name))`
  yield* sql`
    create table products (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      product_category_id bigint,
      name text not null check (length(name) between 1 and 120),
      sku text check (length(sku) between 1 and 64),
      price bigint not null check (price between 0 and 100000000),
      tax_rate numeric(6, 3) not null default 0 check (tax_rate between 0 and 100),
      cost bigint check (cost between 0 and 100000000),
      stock_enabled boolean not null default false,
      allow_backorder boolean not null default false,
      low_stock_at integer check (low_stock_at between 0 and 1000000),
      visible_on text[] not null default '{desk,online}' check (visible_on <@ array['desk', 'online']),
      sellable_on text[] not null default '{desk}' check (sellable_on <@ array['desk', 'online']),
      booking_upsell_item boolean not null default false,
      description text not null default '' check (length(description) <= 4000),
      archived boolean not null default false,
      created_at timestamptz not null default now(),
      foreign key (facility_id, product_category_id) references product_categories (facility_id, id)
        on delete set null (product_category_id),
      unique (facility_id, id)
    )`
  yield* sql`create unique index products_by_sku on products (facility_id, lower(sku))`
  yield* sql`create index products_by_name on products (facility_id, archived, name)`
  yield* sql`
    create table product_images (
      product_id bigint primary key references products (id) on delete cascade,
      content_type text not null,
      bytes bytea not null
    )`
  yield* sql`
    create table orders (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint references users (id),
      staff_id bigint references users (id),
      channel text not null check (channel in ('desk', 'online', 'booking')),
      reservation_id bigint references reservations (id) on delete set null,
      notes text check (length(notes) <= 1000),
      device_id text,
      coupon_code text,
      subtotal bigint not null check (subtotal >= 0),
      discount bigint not null check (discount >= 0),
      tax bigint not null check (tax >= 0),
      total bigint not null check (total >= 0),
      payment_id bigint references payments (id),
      business_date date not null,
      created_at timestamptz not null default now(),
      unique (facility_id, id)
    )`
  yield* sql`create index orders_by_day on orders (facility_id, business_date)`
  yield* sql`create index orders_by_user on orders (facility_id, user_id, created_at)`
  yield* sql`create index orders_by_payment on orders (facility_id, payment_id)`
  yield* sql`
    create table order_lines (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      order_id bigint not null,
      product_id bigint not null,
      name text not null,
      sku text,
      quantity integer not null check (quantity between 1 and 10000),
      unit_price bigint not null check (unit_price >= 0),
      discount bigint not null check (discount >= 0),
      tax_rate numeric(6, 3) not null,
      tax bigint not null check (tax >= 0),
      total bigint not null check (total >= 0),
      cost bigint,
      foreign key (facility_id, order_id) references orders (facility_id, id) on delete cascade,
      foreign key (facility_id, product_id) references products (facility_id, id)
    )`
  yield* sql`create index order_lines_by_order on order_lines (facility_id, order_id)`
  yield* sql`create index order_lines_by_product on order_lines (facility_id, product_id)`
  yield* sql`
    create table stock_entries (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      product_id bigint not null,
      action text not null check (action in ('receive', 'adjust', 'count', 'sale', 'return')),
      amount integer not null,
      cost bigint check (cost >= 0),
      note text check (length(note) <= 500),
      order_id bigint,
      order_line_id bigint references order_lines (id),
      staff_id bigint references users (id),
      created_at timestamptz not null default now(),
      foreign key (facility_id, product_id) references products (facility_id, id) on delete cascade,
      foreign key (facility_id, order_id) references orders (facility_id, id),
      check ((action in ('sale', 'return')) = (order_line_id is not null))
    )`
  // On hand is the sum of a product's entries: an index-only sum, and its history newest first.
  yield* sql`create index stock_entries_by_product on stock_entries (facility_id, product_id, created_at, id) include (amount)`
  yield* sql`
    create table order_returns (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      order_id bigint not null,
      order_line_id bigint not null references order_lines (id),
      quantity integer not null check (quantity > 0),
      amount bigint not null check (amount >= 0),
      refund_id bigint references payments (id),
      staff_id bigint references users (id),
      created_at timestamptz not null default now(),
      foreign key (facility_id, order_id) references orders (facility_id, id)
    )`
  yield* sql`create index order_returns_by_order on order_returns (facility_id, order_id)`
  yield* sql`alter table payments drop constraint payments_payable_type_check`
  yield* sql`alter table payments add constraint payments_payable_type_check
    check (payable_type in ('reservation', 'reservation_user', 'credits', 'account', 'user_package', 'user_clinic', 'membership', 'order'))`
})
