import { Schema } from "effect"
import type { Language } from "../i18n/languages"
import { mailWords } from "../mail/mailWords"
import { formatMoney, type Minor, proportion, splitByWeights } from "../money"

/**
 * The pro shop: products in categories, stock as entries (on hand is always their sum, never a
 * number kept by hand), and orders whose lines are priced with each product's tax, inclusive or
 * exclusive as the club says. Tax rates are percentages with up to three decimals, held as
 * thousandths of a percent so that all arithmetic stays in integers.
 */

/** Where a product is shown and sold: the front desk's till, the club's online shop. */
export const Channel = Schema.Literal("desk", "online")
export type Channel = typeof Channel.Type
export const CHANNELS: ReadonlyArray<Channel> = Channel.literals

export const StockAction = Schema.Literal("receive", "adjust", "count", "sale", "return")
export type StockAction = typeof StockAction.Type

export const ProductCategory = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  products_count: Schema.Number,
})
export type ProductCategory = typeof ProductCategory.Type

export const Product = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  sku: Schema.NullOr(Schema.String),
  product_category_id: Schema.NullOr(Schema.Number),
  category_name: Schema.NullOr(Schema.String),
  /** Minor units; with or without tax as the club's `prices_include_tax` says. */
  price: Schema.Number,
  /** Percent, up to three decimals (8.875). */
  tax: Schema.Number,
  /** What one costs the club, for margins; null when unknown. */
  cost: Schema.NullOr(Schema.Number),
  stock_enabled: Schema.Boolean,
  /** Sold with nothing on hand (ordered in for the buyer). */
  allow_backorder: Schema.Boolean,
  /** On hand at or below this is low stock; null for no warning. */
  low_stock_at: Schema.NullOr(Schema.Number),
  visible_on: Schema.Array(Channel),
  sellable_on: Schema.Array(Channel),
  booking_upsell_item: Schema.Boolean,
  description: Schema.String,
  archived: Schema.Boolean,
  has_image: Schema.Boolean,
  /** The sum of its stock entries; 0 for a product without stock. */
  on_hand: Schema.Number,
})
export type Product = typeof Product.Type

export const StockEntry = Schema.Struct({
  id: Schema.Number,
  product_id: Schema.Number,
  action: StockAction,
  /** Units in (positive) or out (negative). */
  amount: Schema.Number,
  /** Per unit, minor units, for receipts; null otherwise. */
  cost: Schema.NullOr(Schema.Number),
  note: Schema.NullOr(Schema.String),
  order_id: Schema.NullOr(Schema.Number),
  staff_id: Schema.NullOr(Schema.Number),
  staff_name: Schema.NullOr(Schema.String),
  /** On hand after this entry. */
  balance: Schema.Number,
  created_at: Schema.String,
})
export type StockEntry = typeof StockEntry.Type

export const OrderLine = Schema.Struct({
  id: Schema.Number,
  product_id: Schema.Number,
  name: Schema.String,
  sku: Schema.NullOr(Schema.String),
  quantity: Schema.Number,
  unit_price: Schema.Number,
  /** The coupon's share of this line. */
  discount: Schema.Number,
  tax_rate: Schema.Number,
  tax: Schema.Number,
  /** What the buyer pays for the line, tax included. */
  total: Schema.Number,
  returned: Schema.Number,
})
export type OrderLine = typeof OrderLine.Type

export const Order = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  user_id: Schema.NullOr(Schema.Number),
  customer_name: Schema.NullOr(Schema.String),
  staff_id: Schema.NullOr(Schema.Number),
  channel: Schema.Literal("desk", "online", "booking"),
  reservation_id: Schema.NullOr(Schema.Number),
  notes: Schema.NullOr(Schema.String),
  device_id: Schema.NullOr(Schema.String),
  coupon_code: Schema.NullOr(Schema.String),
  subtotal: Schema.Number,
  discount: Schema.Number,
  tax: Schema.Number,
  total: Schema.Number,
  /** What has been given back of it, by returns and refunds. */
  refunded: Schema.Number,
  payment_id: Schema.NullOr(Schema.Number),
  method: Schema.NullOr(Schema.String),
  /** The payment's state: pending while a card reader or a bank still has it. */
  payment_status: Schema.NullOr(Schema.String),
  payment_intent_id: Schema.NullOr(Schema.String),
  /** Added to its booking's payment (paid when the booking is), rather than paid on its own. */
  with_booking: Schema.Boolean,
  created_at: Schema.String,
  lines: Schema.Array(OrderLine),
})
export type Order = typeof Order.Type

/** The most a tax rate may be, in percent. */
export const MAX_TAX = 100

/** A percentage (8.875) as thousandths of a percent (8875); rates have at most three decimals. */
export const taxMillis = (percent: number): number => Math.round(percent * 1000)

/** Why a tax rate is refused; undefined when it is a percentage from 0 to 100 with at most three decimals. */
export const taxProblem = (percent: number): string | undefined =>
  !Number.isFinite(percent) || percent < 0 || percent > MAX_TAX
    ? `A tax rate is a percentage from 0 to ${MAX_TAX}.`
    : Math.abs(taxMillis(percent) - percent * 1000) > 1e-6
      ? "A tax rate has at most three decimals (8.875)."
      : undefined

/**
 * The tax in an amount at `percent`: carved out of it when prices include tax, added on top when
 * they do not. Rounded once per line, half away from zero.
 */
export const taxOf = (amount: Minor, percent: number, pricesIncludeTax: boolean): Minor => {
  const rate = taxMillis(percent)
  return pricesIncludeTax ? proportion(amount, rate, 100_000 + rate) : proportion(amount, rate, 100_000)
}

export interface PricedLine {
  readonly quantity: number
  readonly unit_price: Minor
  readonly tax_rate: number
}

export interface LineAmounts {
  readonly discount: Minor
  readonly tax: Minor
  readonly total: Minor
}

export interface OrderAmounts {
  readonly lines: ReadonlyArray<LineAmounts>
  /** The lines at their prices, before the discount (and before tax when prices exclude it). */
  readonly subtotal: Minor
  readonly discount: Minor
  readonly tax: Minor
  /** What the buyer pays. */
  readonly total: Minor
}

/**
 * An order's amounts: each line at its price times its quantity, the discount split over the lines
 * by their size (so it never exceeds a line), then each line's tax on what is left of it.
 */
export const orderAmounts = (
  lines: ReadonlyArray<PricedLine>,
  discount: Minor,
  pricesIncludeTax: boolean,
): OrderAmounts => {
  const gross = lines.map((l) => l.unit_price * l.quantity)
  const subtotal = gross.reduce((a, b) => a + b, 0)
  const taken = Math.min(Math.max(0, discount), subtotal)
  const shares = subtotal === 0 ? gross.map(() => 0) : splitByWeights(taken, gross)
  const amounts = lines.map((l, i): LineAmounts => {
    const base = gross[i]! - shares[i]!
    const tax = taxOf(base, l.tax_rate, pricesIncludeTax)
    return { discount: shares[i]!, tax, total: pricesIncludeTax ? base : base + tax }
  })
  return {
    lines: amounts,
    subtotal,
    discount: taken,
    tax: amounts.reduce((a, l) => a + l.tax, 0),
    total: amounts.reduce((a, l) => a + l.total, 0),
  }
}

/** Why a product cannot be sold at `channel` in `quantity` with `onHand` left; undefined when it can. */
export const saleProblem = (
  product: Pick<Product, "name" | "archived" | "sellable_on" | "stock_enabled" | "allow_backorder">,
  quantity: number,
  onHand: number,
  channel: Channel,
): string | undefined => {
  if (product.archived) return `${product.name} is archived and no longer sold.`
  if (!product.sellable_on.includes(channel))
    return `${product.name} is not sold ${channel === "desk" ? "at the desk" : "online"}.`
  if (product.stock_enabled && !product.allow_backorder && quantity > onHand)
    return onHand <= 0
      ? `${product.name} is out of stock.`
      : `Only ${onHand} of ${product.name} ${onHand === 1 ? "is" : "are"} in stock.`
  return undefined
}

/** The signed amount a stock entry records for `quantity` units of an action given as a count. */
export const stockAmount = (action: StockAction, quantity: number, onHand: number): number => {
  switch (action) {
    case "receive":
    case "return":
      return quantity
    case "sale":
      return -quantity
    case "adjust":
      return quantity
    case "count":
      return quantity - onHand
  }
}

/** Why a stock entry is refused; undefined when it may be written. */
export const stockEntryProblem = (
  product: Pick<Product, "name" | "stock_enabled" | "allow_backorder">,
  action: StockAction,
  quantity: number,
  onHand: number,
): string | undefined => {
  if (!product.stock_enabled) return `${product.name} does not keep stock; turn stock on for it first.`
  if (action === "sale" || action === "return") return "Sales and returns are recorded by orders, not by hand."
  if ((action === "receive" || action === "count") && quantity < 0)
    return action === "receive" ? "A delivery receives one unit or more." : "A count is zero or more."
  if (action === "receive" && quantity === 0) return "A delivery receives one unit or more."
  if (action === "adjust" && quantity === 0) return "An adjustment changes the stock by at least one unit."
  if (!product.allow_backorder && onHand + stockAmount(action, quantity, onHand) < 0)
    return `That would leave ${product.name} below nothing in stock (${onHand} on hand).`
  return undefined
}

/** What staff set on a product. */
export interface ProductFields {
  readonly name: string
  readonly sku: string | null
  readonly product_category_id: number | null
  readonly price: Minor
  readonly tax: number
  readonly cost: Minor | null
  readonly stock_enabled: boolean
  readonly allow_backorder: boolean
  readonly low_stock_at: number | null
  readonly visible_on: ReadonlyArray<Channel>
  readonly sellable_on: ReadonlyArray<Channel>
  readonly booking_upsell_item: boolean
  readonly description: string
}

export interface NewStockEntry {
  readonly facility_id: number
  readonly product_id: number
  readonly action: StockAction
  readonly amount: number
  readonly cost: Minor | null
  readonly note: string | null
  readonly order_id: number | null
  readonly order_line_id: number | null
  readonly staff_id: number | null
}

export interface OrderTotals {
  readonly subtotal: Minor
  readonly discount: Minor
  readonly tax: Minor
  readonly total: Minor
}

export interface NewOrderReturn {
  readonly facility_id: number
  readonly order_id: number
  readonly order_line_id: number
  readonly quantity: number
  readonly amount: Minor
  /** The tax in `amount`, given back with it (`returnShare` of the line's tax). */
  readonly tax: Minor
  /** The club's business day the return was made on: the day's close takes it off that day's sales. */
  readonly business_date: string
  readonly refund_id: number | null
  readonly staff_id: number | null
}

/** An order added to a booking's payment: a fee of the booking, the buyer's share when they play in it. */
export interface BookingExtra {
  readonly facility_id: number
  readonly reservation_id: number
  readonly reservation_user_id: number | null
  readonly order_id: number
  readonly amount: Minor
  readonly description: string
}

export interface NewOrder extends OrderTotals {
  readonly facility_id: number
  readonly user_id: number | null
  readonly staff_id: number | null
  readonly channel: Order["channel"]
  readonly reservation_id: number | null
  readonly notes: string | null
  readonly device_id: string | null
  readonly coupon_code: string | null
  readonly business_date: string
}

export interface NewOrderLine {
  readonly product_id: number
  readonly name: string
  readonly sku: string | null
  readonly quantity: number
  readonly unit_price: Minor
  readonly discount: Minor
  readonly tax_rate: number
  readonly tax: Minor
  readonly total: Minor
  readonly cost: Minor | null
}

/** One product's sales over a period, tax set aside from what was taken. */
export const SalesLine = Schema.Struct({
  product_id: Schema.Number,
  name: Schema.String,
  category_name: Schema.NullOr(Schema.String),
  quantity: Schema.Number,
  /** Taken, tax included, less the coupon's share. */
  total: Schema.Number,
  tax: Schema.Number,
  /** Units sold times their cost when the cost is known. */
  cost: Schema.Number,
  returned: Schema.Number,
})
export type SalesLine = typeof SalesLine.Type

/** A day's (or period's) shop sales at one tax rate, for the daily close. */
export const TaxLine = Schema.Struct({
  tax_rate: Schema.Number,
  net: Schema.Number,
  tax: Schema.Number,
  gross: Schema.Number,
})
export type TaxLine = typeof TaxLine.Type

/** A receipt's text: each line, the discount, the tax and the total, in the club's money. */
export const receiptText = (
  order: Order,
  club: { readonly name: string; readonly currency: string; readonly currency_decimals: number },
  language: Language = "en",
): string => {
  const say = mailWords(language)
  const money = (n: Minor) => formatMoney(n, club.currency, club.currency_decimals, language)
  return [
    say("receipt.thanks", { club: club.name }),
    "",
    say("receipt.order", { id: order.id, date: order.created_at.slice(0, 10) }),
    ...order.lines.map(
      (l) =>
        `  ${say("receipt.line", { quantity: l.quantity, name: l.name, amount: money(l.unit_price * l.quantity) })}`,
    ),
    ...(order.discount > 0
      ? [
          `  ${
            order.coupon_code
              ? say("receipt.discountCode", { code: order.coupon_code, amount: money(order.discount) })
              : say("receipt.discount", { amount: money(order.discount) })
          }`,
        ]
      : []),
    `  ${say("receipt.tax", { amount: money(order.tax) })}`,
    `  ${say("receipt.total", { amount: money(order.total) })}`,
    "",
    order.total === 0
      ? say("receipt.nothingCharged")
      : order.payment_status === "paid"
        ? say("receipt.paid")
        : order.with_booking
          ? say("receipt.withBooking", { amount: money(order.total) })
          : order.payment_status === "pending"
            ? say("receipt.onItsWay")
            : say("receipt.toPay", { amount: money(order.total) }),
  ].join("\n")
}

/** What `quantity` more of a line coming back gives back: its share of the line's total, rounded so all of it sums to the total. */
export const returnAmount = (
  line: { readonly total: Minor; readonly quantity: number; readonly returned: number },
  quantity: number,
): Minor => returnShare(line.total, line, quantity)

/**
 * The share of one of a line's amounts (its total, its tax) that `quantity` more units returned
 * take back, rounded so that returning every unit takes back the whole amount.
 */
export const returnShare = (
  amount: Minor,
  line: { readonly quantity: number; readonly returned: number },
  quantity: number,
): Minor =>
  proportion(amount, line.returned + quantity, line.quantity) - proportion(amount, line.returned, line.quantity)

/** Whether a stocked product is at or under the level the club reorders at. */
export const isLowOnStock = (p: {
  readonly stock_enabled: boolean
  readonly low_stock_at: number | null
  readonly on_hand: number
}) => p.stock_enabled && p.low_stock_at !== null && p.on_hand <= p.low_stock_at
