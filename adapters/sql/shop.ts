import { Effect, Option, Schema } from "effect"
import {
  type BookingExtra,
  type NewOrder,
  type NewOrderLine,
  type NewOrderReturn,
  type NewStockEntry,
  Order,
  type OrderTotals,
  Product,
  ProductCategory,
  type ProductFields,
  SalesLine,
  StockEntry,
  TaxLine,
} from "../../engine/shop/rules"
import { idRows, isUniqueViolation, repository, rowsOf, sqlGen, withSql } from "./client"
import { type ProductFilter, ShopRepo } from "../../engine/shop/port"

const anyRows = rowsOf(Schema.Struct({ any: Schema.Boolean }))

/** The pro shop's rows: on hand is always the sum of a product's stock entries, read with the product. */

export const productCategories = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(ProductCategory)(sql`
      select c.id, c.facility_id, c.name,
        (select count(*)::int from products p
          where p.facility_id = c.facility_id and p.product_category_id = c.id and not p.archived) as products_count
      from product_categories c where c.facility_id = ${facilityId} order by lower(c.name), c.id`),
  )

export const findProductCategory = (id: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(ProductCategory)(sql`
        select c.id, c.facility_id, c.name,
          (select count(*)::int from products p
            where p.facility_id = c.facility_id and p.product_category_id = c.id and not p.archived) as products_count
        from product_categories c where c.id = ${id}`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const insertProductCategory = (facilityId: number, name: string) =>
  withSql((sql) =>
    idRows(sql`insert into product_categories (facility_id, name) values (${facilityId}, ${name}) returning id`).pipe(
      Effect.map((rows): number | undefined => rows[0]!.id),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(undefined)),
    ),
  )

export const renameProductCategory = (id: number, name: string) =>
  withSql((sql) =>
    sql`update product_categories set name = ${name} where id = ${id}`.pipe(
      Effect.as(true),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
    ),
  )

export const deleteProductCategory = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from product_categories where id = ${id}`))

const PRODUCT_COLUMNS = `p.id, p.facility_id, p.name, p.sku, p.product_category_id, c.name as category_name, p.price,
  p.tax_rate as tax, p.cost, p.stock_enabled, p.allow_backorder, p.low_stock_at, p.visible_on, p.sellable_on,
  p.booking_upsell_item, p.description, p.archived,
  exists (select 1 from product_images i where i.facility_id = p.facility_id and i.product_id = p.id) as has_image,
  case when p.stock_enabled then
    (select coalesce(sum(s.amount), 0)::int from stock_entries s where s.facility_id = p.facility_id and s.product_id = p.id)
  else 0 end as on_hand`

export const shopProducts = (facilityId: number, filter: ProductFilter) =>
  withSql((sql) =>
    rowsOf(Product)(sql`
      select ${sql.literal(PRODUCT_COLUMNS)}
      from products p left join product_categories c on c.facility_id = p.facility_id and c.id = p.product_category_id
      where p.facility_id = ${facilityId}
        and ${filter.ids === undefined ? sql`true` : filter.ids.length === 0 ? sql`false` : sql`p.id in ${sql.in(filter.ids)}`}
        and ${filter.category_id === undefined ? sql`true` : sql`p.product_category_id = ${filter.category_id}`}
        and ${filter.archived === undefined ? sql`true` : sql`p.archived = ${filter.archived}`}
        and ${filter.upsell === undefined ? sql`true` : sql`p.booking_upsell_item = ${filter.upsell}`}
        and ${
          filter.q === undefined
            ? sql`true`
            : sql`(p.name ilike ${`%${filter.q}%`} or lower(p.sku) = ${filter.q.toLowerCase()})`
        }
      order by lower(p.name), p.id`),
  )

export const findProduct = (id: number, lock = false) =>
  sqlGen(function* (sql) {
    if (lock) yield* sql`select id from products where id = ${id} for update`
    const rows = yield* rowsOf(Product)(sql`
      select ${sql.literal(PRODUCT_COLUMNS)}
      from products p left join product_categories c on c.facility_id = p.facility_id and c.id = p.product_category_id
      where p.id = ${id}`)
    return Option.fromNullable(rows[0])
  })

export const lockProducts = (facilityId: number, ids: ReadonlyArray<number>) =>
  withSql((sql) =>
    ids.length === 0
      ? Effect.void
      : Effect.asVoid(
          sql`select id from products where facility_id = ${facilityId} and id in ${sql.in([...ids])} order by id for update`,
        ),
  )

const productRow = (f: ProductFields) => ({
  name: f.name,
  sku: f.sku,
  product_category_id: f.product_category_id,
  price: f.price,
  tax_rate: f.tax,
  cost: f.cost,
  stock_enabled: f.stock_enabled,
  allow_backorder: f.allow_backorder,
  low_stock_at: f.low_stock_at,
  visible_on: [...f.visible_on],
  sellable_on: [...f.sellable_on],
  booking_upsell_item: f.booking_upsell_item,
  description: f.description,
})

export const insertProduct = (facilityId: number, fields: ProductFields) =>
  withSql((sql) =>
    idRows(sql`
      insert into products ${sql.insert({ facility_id: facilityId, ...productRow(fields) })}
      returning id`).pipe(
      Effect.map((rows): number | undefined => rows[0]!.id),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(undefined)),
    ),
  )

export const updateProduct = (id: number, fields: ProductFields) =>
  withSql((sql) =>
    sql`
update products set ${sql.update(productRow(fields))} where id = ${id}`.pipe(
      Effect.as(true),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
    ),
  )

export const setProductArchived = (id: number, archived: boolean) =>
  withSql((sql) => Effect.asVoid(sql`update products set archived = ${archived} where id = ${id}`))

export const productHasHistory = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      anyRows(sql`
        select exists (select 1 from stock_entries where facility_id = ${facilityId} and product_id = ${id})
          or exists (select 1 from order_lines where facility_id = ${facilityId} and product_id = ${id}) as any`),
      (rows) => rows[0]!.any,
    ),
  )

export const deleteProduct = (id: number) => withSql((sql) => Effect.asVoid(sql`delete from products where id = ${id}`))

export const productImage = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      sql<{
        content_type: string
        bytes: Uint8Array
      }>`select content_type, bytes from product_images where facility_id = ${facilityId} and product_id = ${id}`,
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const saveProductImage = (facilityId: number, id: number, contentType: string, bytes: Uint8Array) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      insert into product_images (facility_id, product_id, content_type, bytes)
      values (${facilityId}, ${id}, ${contentType}, ${bytes})
      on conflict (facility_id, product_id) do update set content_type = excluded.content_type, bytes = excluded.bytes`),
  )

export const insertStockEntries = (entries: ReadonlyArray<NewStockEntry>) =>
  withSql((sql) =>
    entries.length === 0
      ? Effect.void
      : Effect.asVoid(sql`insert into stock_entries ${sql.insert(entries.map((e) => ({ ...e })))}`),
  )

export const stockHistory = (
  facilityId: number,
  productId: number,
  page: { readonly limit: number; readonly offset: number },
) =>
  withSql((sql) =>
    rowsOf(StockEntry)(sql`
      select e.id, e.product_id, e.action, e.amount, e.cost, e.note, e.order_id, e.staff_id,
        case when u.id is null then null else u.first_name || ' ' || u.last_name end as staff_name,
        (sum(e.amount) over (order by e.created_at, e.id))::int as balance,
        to_json(e.created_at) #>> '{}' as created_at
      from stock_entries e left join users u on u.id = e.staff_id
      where e.facility_id = ${facilityId} and e.product_id = ${productId}
      order by e.created_at desc, e.id desc
      limit ${page.limit} offset ${page.offset}`),
  )

export const insertOrder = (order: NewOrder) =>
  withSql((sql) =>
    Effect.map(idRows(sql`insert into orders ${sql.insert({ ...order })} returning id`), (rows) => rows[0]!.id),
  )

export const insertOrderLines = (facilityId: number, orderId: number, lines: ReadonlyArray<NewOrderLine>) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into order_lines ${sql.insert(lines.map((l) => ({ ...l, facility_id: facilityId, order_id: orderId })))}
        returning id`),
      (rows) => rows.map((r) => r.id),
    ),
  )

export const setOrderAmounts = (orderId: number, amounts: OrderTotals) =>
  withSql((sql) => Effect.asVoid(sql`update orders set ${sql.update({ ...amounts })} where id = ${orderId}`))

export const insertOrderReturn = (r: NewOrderReturn) =>
  withSql((sql) => Effect.asVoid(sql`insert into order_returns ${sql.insert({ ...r })}`))

export const setOrderPayment = (orderId: number, paymentId: number) =>
  withSql((sql) => Effect.asVoid(sql`update orders set payment_id = ${paymentId} where id = ${orderId}`))

const ordersWhere = (filter: {
  readonly id?: number
  readonly facilityId?: number
  readonly userId?: number
  readonly from?: string
  readonly to?: string
  readonly limit: number
}) =>
  withSql((sql) =>
    rowsOf(Order)(sql`
      select o.id, o.facility_id, o.user_id,
        case when u.id is null then null else u.first_name || ' ' || u.last_name end as customer_name,
        o.staff_id, o.channel, o.reservation_id, o.notes, o.device_id, o.coupon_code, o.subtotal, o.discount, o.tax,
        o.total, o.payment_id, pay.method, pay.status as payment_status, pay.payment_intent_id,
        coalesce(wb.with_booking, false) as with_booking,
        coalesce(case when o.payment_id is null
          -- Extras paid with a booking come off its fees when they come back.
          then (select sum(r.amount) from order_returns r where r.facility_id = o.facility_id and r.order_id = o.id)
          else (select sum(r.amount) from payments r where r.facility_id = o.facility_id and r.refund_of = o.payment_id)
        end, 0)::bigint as refunded,
        to_json(o.created_at) #>> '{}' as created_at,
        (select coalesce(json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'name', l.name, 'sku', l.sku,
             'quantity', l.quantity, 'unit_price', l.unit_price, 'discount', l.discount, 'tax_rate', l.tax_rate,
             'tax', l.tax, 'total', l.total,
             'returned', (select coalesce(sum(r.quantity), 0) from order_returns r
                where r.facility_id = l.facility_id and r.order_id = l.order_id and r.order_line_id = l.id)) order by l.id), '[]')
           from order_lines l where l.facility_id = o.facility_id and l.order_id = o.id) as lines
      from orders o
        left join users u on u.id = o.user_id
        left join payments pay on pay.facility_id = o.facility_id and pay.id = o.payment_id
        -- Looked up per order (never a hash of the club's years of fees).
        left join lateral (
          select true as with_booking from reservation_fees f
          where f.facility_id = o.facility_id and f.reservation_id = o.reservation_id and f.order_id = o.id limit 1
        ) wb on true
      where ${filter.id === undefined ? sql`true` : sql`o.id = ${filter.id}`}
        and ${filter.facilityId === undefined ? sql`true` : sql`o.facility_id = ${filter.facilityId}`}
        and ${filter.userId === undefined ? sql`true` : sql`o.user_id = ${filter.userId}`}
        and ${filter.from === undefined ? sql`true` : sql`o.business_date >= ${filter.from}`}
        and ${filter.to === undefined ? sql`true` : sql`o.business_date <= ${filter.to}`}
      order by o.created_at desc, o.id desc
      limit ${filter.limit}`),
  )

export const findOrder = (id: number) =>
  Effect.map(ordersWhere({ id, limit: 1 }), (rows) => Option.fromNullable(rows[0]))

export const shopOrders = (
  facilityId: number,
  filter: { readonly user_id?: number; readonly from?: string; readonly to?: string; readonly limit: number },
) =>
  ordersWhere({
    facilityId,
    limit: filter.limit,
    ...(filter.user_id === undefined ? {} : { userId: filter.user_id }),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  })

export const orderOfPayment = (facilityId: number, paymentId: number) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`select id from orders where facility_id = ${facilityId} and payment_id = ${paymentId}`),
      (rows) => rows[0]?.id,
    ),
  )

export const shopSales = (facilityId: number, from: string, to: string) =>
  withSql((sql) =>
    rowsOf(SalesLine)(sql`
      select l.product_id, p.name, c.name as category_name, sum(l.quantity)::int as quantity,
        sum(l.total)::bigint as total, sum(l.tax)::bigint as tax,
        sum(l.quantity * coalesce(l.cost, 0))::bigint as cost,
        coalesce(sum((select sum(r.quantity) from order_returns r
          where r.facility_id = l.facility_id and r.order_id = l.order_id and r.order_line_id = l.id)), 0)::int as returned
      from orders o
        join order_lines l on l.facility_id = o.facility_id and l.order_id = o.id
        join products p on p.facility_id = l.facility_id and p.id = l.product_id
        left join product_categories c on c.facility_id = p.facility_id and c.id = p.product_category_id
      where o.facility_id = ${facilityId} and o.business_date between ${from} and ${to}
      group by l.product_id, p.name, c.name
      order by c.name nulls last, p.name`),
  )

/** What the shop took at each tax rate over business days: the sales less the returns made on them. */
export const shopSalesByTax = (facilityId: number, from: string, to: string) =>
  withSql((sql) =>
    rowsOf(TaxLine)(sql`
      with moves as (
        select l.tax_rate, l.total as gross, l.tax
        from orders o join order_lines l on l.facility_id = o.facility_id and l.order_id = o.id
        where o.facility_id = ${facilityId} and o.business_date between ${from} and ${to}
        union all
        select (select l.tax_rate from order_lines l where l.id = r.order_line_id), -r.amount, -r.tax
        from order_returns r
        where r.facility_id = ${facilityId} and r.business_date between ${from} and ${to}
      )
      select tax_rate, sum(gross)::bigint as gross, sum(tax)::bigint as tax, (sum(gross) - sum(tax))::bigint as net
      from moves group by tax_rate order by tax_rate`),
  )

/** Adds an order to a booking's payment: a fee of the booking (the buyer's share, or the group's) naming the order. */
export const addOrderToBooking = (fee: BookingExtra) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      insert into reservation_fees (facility_id, reservation_id, reservation_user_id, amount, description, order_id)
      values (${fee.facility_id}, ${fee.reservation_id}, ${fee.reservation_user_id}, ${fee.amount},
        ${fee.description}, ${fee.order_id})`),
  )

/** The booking's fee for an order, if the order was added to the booking's payment. */
export const bookingFeeOf = (facilityId: number, reservationId: number, orderId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({ id: Schema.Number, amount: Schema.Number, reservation_user_id: Schema.NullOr(Schema.Number) }),
      )(sql`
        select id, amount, reservation_user_id from reservation_fees
        where facility_id = ${facilityId} and reservation_id = ${reservationId} and order_id = ${orderId}
        for update`),
      (rows) =>
        Option.fromNullable(rows[0]).pipe(
          Option.map((r) => ({
            id: Number(r.id),
            amount: Number(r.amount),
            reservation_user_id: r.reservation_user_id === null ? null : Number(r.reservation_user_id),
          })),
        ),
    ),
  )

export const setBookingFee = (feeId: number, amount: number) =>
  withSql((sql) => Effect.asVoid(sql`update reservation_fees set amount = ${amount} where id = ${feeId}`))

export const ShopRepoLive = repository(ShopRepo, (on) => ({
  categories: on(productCategories),
  findCategory: on(findProductCategory),
  insertCategory: on(insertProductCategory),
  renameCategory: on(renameProductCategory),
  deleteCategory: on(deleteProductCategory),
  products: on(shopProducts),
  findProduct: on(findProduct),
  lockProducts: on(lockProducts),
  insertProduct: on(insertProduct),
  updateProduct: on(updateProduct),
  setArchived: on(setProductArchived),
  hasHistory: on(productHasHistory),
  deleteProduct: on(deleteProduct),
  image: on(productImage),
  saveImage: on(saveProductImage),
  insertStock: on(insertStockEntries),
  stockHistory: on(stockHistory),
  insertOrder: on(insertOrder),
  insertLines: on(insertOrderLines),
  setAmounts: on(setOrderAmounts),
  insertReturn: on(insertOrderReturn),
  setOrderPayment: on(setOrderPayment),
  addToBooking: on(addOrderToBooking),
  bookingFee: on(bookingFeeOf),
  setBookingFee: on(setBookingFee),
  findOrder: on(findOrder),
  orderOfPayment: on(orderOfPayment),
  orders: on(shopOrders),
  sales: on(shopSales),
  salesByTax: on(shopSalesByTax),
}))
