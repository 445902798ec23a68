import { Context, type Effect, type Option } from "effect"
import type { StoredImage } from "../images"
import type {
  BookingExtra,
  NewOrder,
  NewOrderLine,
  NewOrderReturn,
  NewStockEntry,
  Order,
  OrderTotals,
  Product,
  ProductCategory,
  ProductFields,
  SalesLine,
  StockEntry,
  TaxLine,
} from "./rules"

/** Which of a club's products to list; each field left out does not narrow. */
export interface ProductFilter {
  readonly ids?: ReadonlyArray<number>
  readonly category_id?: number
  readonly q?: string
  readonly archived?: boolean
  readonly upsell?: boolean
}

/** The pro shop's storage: categories, products and their images, stock entries, orders and their lines. */
export class ShopRepo extends Context.Tag("venue/ShopRepo")<
  ShopRepo,
  {
    readonly categories: (facilityId: number) => Effect.Effect<ReadonlyArray<ProductCategory>>
    readonly findCategory: (id: number) => Effect.Effect<Option.Option<ProductCategory>>
    /** Undefined when the club has a category of that name. */
    readonly insertCategory: (facilityId: number, name: string) => Effect.Effect<number | undefined>
    /** False when the club has another category of that name. */
    readonly renameCategory: (id: number, name: string) => Effect.Effect<boolean>
    readonly deleteCategory: (id: number) => Effect.Effect<void>
    readonly products: (facilityId: number, filter: ProductFilter) => Effect.Effect<ReadonlyArray<Product>>
    /** `lock` holds the product's row to the end of the transaction: its stock changes one at a time. */
    readonly findProduct: (id: number, lock?: boolean) => Effect.Effect<Option.Option<Product>>
    /** Holds these products' rows (in id order, so two orders never wait on each other) to the end of the transaction. */
    readonly lockProducts: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Undefined when the club has a product with that SKU. */
    readonly insertProduct: (facilityId: number, fields: ProductFields) => Effect.Effect<number | undefined>
    /** False when the club has another product with that SKU. */
    readonly updateProduct: (id: number, fields: ProductFields) => Effect.Effect<boolean>
    readonly setArchived: (id: number, archived: boolean) => Effect.Effect<void>
    /** Whether anything was sold or stocked of it (then it is archived, not deleted). */
    readonly hasHistory: (facilityId: number, id: number) => Effect.Effect<boolean>
    readonly deleteProduct: (id: number) => Effect.Effect<void>
    readonly image: (facilityId: number, id: number) => Effect.Effect<StoredImage>
    readonly saveImage: (facilityId: number, id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly insertStock: (entries: ReadonlyArray<NewStockEntry>) => Effect.Effect<void>
    /** A product's stock entries, newest first, each with what was on hand after it. */
    readonly stockHistory: (
      facilityId: number,
      productId: number,
      page: { readonly limit: number; readonly offset: number },
    ) => Effect.Effect<ReadonlyArray<StockEntry>>
    readonly insertOrder: (order: NewOrder) => Effect.Effect<number>
    /** The order's lines, their ids in the order given. */
    readonly insertLines: (
      facilityId: number,
      orderId: number,
      lines: ReadonlyArray<NewOrderLine>,
    ) => Effect.Effect<ReadonlyArray<number>>
    readonly setAmounts: (orderId: number, amounts: OrderTotals) => Effect.Effect<void>
    readonly insertReturn: (r: NewOrderReturn) => Effect.Effect<void>
    readonly setOrderPayment: (orderId: number, paymentId: number) => Effect.Effect<void>
    readonly addToBooking: (extra: BookingExtra) => Effect.Effect<void>
    /** The booking's fee for an order added to it, locked for the change. */
    readonly bookingFee: (
      facilityId: number,
      reservationId: number,
      orderId: number,
    ) => Effect.Effect<
      Option.Option<{ readonly id: number; readonly amount: number; readonly reservation_user_id: number | null }>
    >
    readonly setBookingFee: (feeId: number, amount: number) => Effect.Effect<void>
    readonly findOrder: (id: number) => Effect.Effect<Option.Option<Order>>
    /** The order a payment paid, if any. */
    readonly orderOfPayment: (facilityId: number, paymentId: number) => Effect.Effect<number | undefined>
    readonly orders: (
      facilityId: number,
      filter: { readonly user_id?: number; readonly from?: string; readonly to?: string; readonly limit: number },
    ) => Effect.Effect<ReadonlyArray<Order>>
    /** Each product's sales between two business dates (inclusive). */
    readonly sales: (facilityId: number, from: string, to: string) => Effect.Effect<ReadonlyArray<SalesLine>>
    /** Shop sales between two business dates by tax rate (returns are refunds in the ledger on their own day). */
    readonly salesByTax: (facilityId: number, from: string, to: string) => Effect.Effect<ReadonlyArray<TaxLine>>
  }
>() {}
