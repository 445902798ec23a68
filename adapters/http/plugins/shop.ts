import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, Multipart } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { RefundWay } from "../../../engine/payments/rules"
import { IsoDate } from "../../../engine/people/rules"
import { Orders } from "../../../engine/shop/orders"
import { MAX_IMAGE_BYTES } from "../../../engine/images"
import { Shop } from "../../../engine/shop/service"
import {
  Channel,
  MAX_TAX,
  Order,
  Product,
  ProductCategory,
  SalesLine,
  StockEntry,
  TaxLine,
} from "../../../engine/shop/rules"
import { using, asCaller } from "../actor"
import { publicImage } from "../files"
import { Authn } from "../authn"
import { bodyOf, fileBytes } from "../forms"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { HowPaid, Id, IdParam } from "../schemas"

const Money = Schema.Int.pipe(Schema.between(0, 100_000_000))
const Name = (what: string) =>
  Schema.Trim.pipe(Schema.nonEmptyString({ message: () => `A ${what} needs a name.` }), Schema.maxLength(120))
const Tax = Schema.Number.pipe(
  Schema.filter(
    (n) => (Number.isFinite(n) && n >= 0 && n <= MAX_TAX) || `A tax rate is a percentage from 0 to ${MAX_TAX}.`,
  ),
)

/** A product's fields as sent; on update only those sent change. */
const ProductChange = Schema.Struct({
  name: Schema.optional(Name("product")),
  sku: Schema.optional(Schema.NullOr(Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(64)))),
  product_category_id: Schema.optional(Schema.NullOr(Id)),
  price: Schema.optional(Money),
  tax: Schema.optional(Tax),
  cost: Schema.optional(Schema.NullOr(Money)),
  stock_enabled: Schema.optional(Schema.Boolean),
  allow_backorder: Schema.optional(Schema.Boolean),
  low_stock_at: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.between(0, 1_000_000)))),
  visible_on: Schema.optional(Schema.Array(Channel).pipe(Schema.maxItems(2))),
  sellable_on: Schema.optional(Schema.Array(Channel).pipe(Schema.maxItems(2))),
  booking_upsell_item: Schema.optional(Schema.Boolean),
  description: Schema.optional(Schema.String.pipe(Schema.maxLength(4000))),
})

/** The same as a multipart form: text fields, lists comma-separated, and an image file. */
const Text = Schema.optional(Schema.String)
const ProductForm = HttpApiSchema.Multipart(
  Schema.Struct({
    name: Text,
    sku: Text,
    product_category_id: Text,
    price: Text,
    tax: Text,
    cost: Text,
    stock_enabled: Text,
    allow_backorder: Text,
    low_stock_at: Text,
    visible_on: Text,
    sellable_on: Text,
    booking_upsell_item: Text,
    description: Text,
    image: Schema.optional(Multipart.SingleFileSchema),
  }),
  { maxFileSize: Option.some(MAX_IMAGE_BYTES) },
)

const PRODUCT_FORM = {
  numbers: new Set(["product_category_id", "price", "tax", "cost", "low_stock_at"]),
  flags: new Set(["stock_enabled", "allow_backorder", "booking_upsell_item"]),
  lists: new Set(["visible_on", "sellable_on"]),
  nullable: new Set(["sku", "product_category_id", "cost", "low_stock_at"]),
}

/** A product change from either body: a multipart form's text typed, or the JSON as it came. */
const productBody = (payload: unknown) => bodyOf(ProductChange, payload, PRODUCT_FORM, "The product is not valid.")

const FacilityPath = Schema.Struct({ id: IdParam })
const CategoryPath = Schema.Struct({ id: IdParam, categoryId: IdParam })
const ProductPath = Schema.Struct({ id: IdParam, productId: IdParam })
const OrderPath = Schema.Struct({ id: IdParam, orderId: IdParam })
const CategoryInput = Schema.Struct({ name: Name("category") })

const StockInput = Schema.Struct({
  /** Receive: units delivered; adjust: units in (+) or out (−); count: units counted on the shelf. */
  action: Schema.Literal("receive", "adjust", "count"),
  amount: Schema.Int.pipe(Schema.between(-100_000, 100_000)),
  /** Per unit, for a delivery. */
  cost: Schema.optional(Money),
  note: Schema.optional(Schema.String.pipe(Schema.maxLength(500))),
})

const OrderLineInput = Schema.Struct({
  product_id: Id,
  quantity: Schema.Int.pipe(Schema.between(1, 1000)),
  /** Staff only: the unit price instead of the product's. */
  price: Schema.optional(Money),
})

/** An order: its lines, notes, the card reader it is paid at, and the payment. */
const OrderInput = Schema.Struct({
  product_orders_attributes: Schema.Array(OrderLineInput).pipe(Schema.minItems(1), Schema.maxItems(100)),
  notes: Schema.optional(Schema.String.pipe(Schema.maxLength(1000))),
  device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  /** The buyer: the caller by default; staff may leave it out for someone without an account. */
  user_id: Schema.optional(Id),
  /** An upsell bought with the caller's booking. */
  reservation_id: Schema.optional(Id),
  /** Left out with a reservation_id: the order is added to that booking's payment and paid with it. */
  payment: Schema.optional(
    Schema.Struct({
      ...HowPaid,
      coupon_code: Schema.optional(Schema.String.pipe(Schema.maxLength(60))),
    }),
  ),
})

const ReturnInput = Schema.Struct({
  lines: Schema.Array(Schema.Struct({ order_line_id: Id, quantity: Schema.Int.pipe(Schema.between(1, 1000)) })).pipe(
    Schema.minItems(1),
  ),
  refund: Schema.optional(RefundWay),
  note: Schema.optional(Schema.String.pipe(Schema.maxLength(500))),
})

const Flag = Schema.Literal("true", "false").pipe(
  Schema.transform(Schema.Boolean, {
    strict: true,
    decode: (s) => s === "true",
    encode: (b) => (b ? "true" : "false"),
  }),
)

const SalesReport = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  products: Schema.Array(SalesLine),
  categories: Schema.Array(
    Schema.Struct({
      category_name: Schema.NullOr(Schema.String),
      quantity: Schema.Number,
      total: Schema.Number,
      tax: Schema.Number,
    }),
  ),
  by_tax: Schema.Array(TaxLine),
})

const StockReport = Schema.Struct({
  value: Schema.Number,
  units: Schema.Number,
  low: Schema.Array(Product),
  products: Schema.Array(Product),
})

export const ShopGroup = apiGroup("shop")
  .add(
    HttpApiEndpoint.get("categories", "/api/facilities/:id/product_categories")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(ProductCategory))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createCategory", "/api/facilities/:id/product_categories")
      .setPath(FacilityPath)
      .setPayload(CategoryInput)
      .addSuccess(ProductCategory, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("updateCategory", "/api/facilities/:id/product_categories/:categoryId")
      .setPath(CategoryPath)
      .setPayload(CategoryInput)
      .addSuccess(ProductCategory)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deleteCategory", "/api/facilities/:id/product_categories/:categoryId")
      .setPath(CategoryPath)
      .addSuccess(ProductCategory)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("products", "/api/facilities/:id/products")
      .setPath(FacilityPath)
      .setUrlParams(
        Schema.Struct({
          q: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
          product_category_id: Schema.optional(IdParam),
          archived: Schema.optional(Flag),
          channel: Schema.optional(Channel),
          booking_upsell_item: Schema.optional(Flag),
        }),
      )
      .addSuccess(Schema.Array(Product))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createProduct", "/api/facilities/:id/products")
      .setPath(FacilityPath)
      .setPayload(Schema.Union(ProductForm, ProductChange))
      .addSuccess(Product, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("product", "/api/facilities/:id/products/:productId")
      .setPath(ProductPath)
      .addSuccess(Product)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("updateProduct", "/api/facilities/:id/products/:productId")
      .setPath(ProductPath)
      .setPayload(Schema.Union(ProductForm, ProductChange))
      .addSuccess(Product)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deleteProduct", "/api/facilities/:id/products/:productId")
      .setPath(ProductPath)
      .addSuccess(Product)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("productImage", "/api/facilities/:id/products/:productId/image")
      .setPath(ProductPath)
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "image/*" }))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createStock", "/api/facilities/:id/products/:productId/create_stock")
      .setPath(ProductPath)
      .setPayload(StockInput)
      .addSuccess(Product, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("toggleArchive", "/api/facilities/:id/products/:productId/toggle_archive")
      .setPath(ProductPath)
      .addSuccess(Product)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("transactions", "/api/facilities/:id/products/:productId/transactions")
      .setPath(ProductPath)
      .setUrlParams(
        Schema.Struct({
          page: Schema.optional(IdParam),
          per_page: Schema.optional(IdParam.pipe(Schema.lessThanOrEqualTo(200))),
        }),
      )
      .addSuccess(Schema.Array(StockEntry))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("createOrder", "/api/facilities/:id/orders")
      .setPath(FacilityPath)
      .setPayload(OrderInput)
      .addSuccess(Order, { status: 201 })
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.get("orders", "/api/facilities/:id/orders")
      .setPath(FacilityPath)
      .setUrlParams(
        Schema.Struct({
          user_id: Schema.optional(IdParam),
          from: Schema.optional(IsoDate),
          to: Schema.optional(IsoDate),
          limit: Schema.optional(IdParam.pipe(Schema.lessThanOrEqualTo(200))),
        }),
      )
      .addSuccess(Schema.Array(Order))
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.get("order", "/api/facilities/:id/orders/:orderId")
      .setPath(OrderPath)
      .addSuccess(Order)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("returnOrder", "/api/facilities/:id/orders/:orderId/return")
      .setPath(OrderPath)
      .setPayload(ReturnInput)
      .addSuccess(Order)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.get("salesReport", "/api/facilities/:id/shop_reports/sales")
      .setPath(FacilityPath)
      .setUrlParams(Schema.Struct({ from: Schema.optional(IsoDate), to: Schema.optional(IsoDate) }))
      .addSuccess(SalesReport)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.get("stockReport", "/api/facilities/:id/shop_reports/stock")
      .setPath(FacilityPath)
      .addSuccess(StockReport)
      .annotate(PolicyTag, Policy.staff()),
  )
  .middleware(Authn)

export const ShopLive = HttpApiBuilder.group(apiOf(ShopGroup), "shop", (handlers) =>
  handlers
    .handle("categories", ({ path }) => Effect.flatMap(Shop, (s) => asCaller(s.categories(path.id))))
    .handle("createCategory", ({ path, payload }) =>
      Effect.flatMap(Shop, (s) => asCaller(s.saveCategory(path.id, undefined, payload.name))),
    )
    .handle("updateCategory", ({ path, payload }) =>
      Effect.flatMap(Shop, (s) => asCaller(s.saveCategory(path.id, path.categoryId, payload.name))),
    )
    .handle("deleteCategory", ({ path }) =>
      Effect.flatMap(Shop, (s) => asCaller(s.deleteCategory(path.id, path.categoryId))),
    )
    .handle("products", ({ path, urlParams: { product_category_id, booking_upsell_item, ...filter } }) =>
      using(Shop, (s) =>
        s.products(path.id, { ...filter, category_id: product_category_id, upsell: booking_upsell_item }),
      ),
    )
    .handle("createProduct", ({ path, payload }) =>
      Effect.gen(function* () {
        const change = yield* productBody(payload)
        const shop = yield* Shop
        return yield* asCaller(shop.saveProduct(path.id, undefined, change, fileBytes(payload, "image")))
      }),
    )
    .handle("product", ({ path }) => Effect.flatMap(Shop, (s) => asCaller(s.product(path.id, path.productId))))
    .handle("updateProduct", ({ path, payload }) =>
      Effect.gen(function* () {
        const change = yield* productBody(payload)
        const shop = yield* Shop
        return yield* asCaller(shop.saveProduct(path.id, path.productId, change, fileBytes(payload, "image")))
      }),
    )
    .handle("deleteProduct", ({ path }) =>
      Effect.flatMap(Shop, (s) => asCaller(s.deleteProduct(path.id, path.productId))),
    )
    .handle("productImage", ({ path }) =>
      Effect.map(
        using(Shop, (s) => s.image(path.id, path.productId)),
        publicImage,
      ),
    )
    .handle("createStock", ({ path, payload }) =>
      Effect.flatMap(Shop, (s) => asCaller(s.addStock(path.id, path.productId, payload))),
    )
    .handle("toggleArchive", ({ path }) =>
      Effect.flatMap(Shop, (s) => asCaller(s.toggleArchive(path.id, path.productId))),
    )
    .handle("transactions", ({ path, urlParams }) =>
      Effect.flatMap(Shop, (s) => {
        const limit = urlParams.per_page ?? 50
        return asCaller(s.history(path.id, path.productId, { limit, offset: ((urlParams.page ?? 1) - 1) * limit }))
      }),
    )
    .handle("createOrder", ({ path, payload: { product_orders_attributes, device_id, ...order } }) =>
      using(Orders, (o) =>
        o.place(path.id, {
          ...order,
          lines: product_orders_attributes,
          device_id: device_id ?? order.payment?.device_id,
        }),
      ),
    )
    .handle("orders", ({ path, urlParams }) => Effect.flatMap(Orders, (o) => asCaller(o.list(path.id, urlParams))))
    .handle("order", ({ path }) => Effect.flatMap(Orders, (o) => asCaller(o.ofClub(path.id, path.orderId))))
    .handle("returnOrder", ({ path, payload }) =>
      Effect.flatMap(Orders, (o) => asCaller(o.returnItems(path.id, path.orderId, payload))),
    )
    .handle("salesReport", ({ path, urlParams }) =>
      Effect.flatMap(Shop, (s) => asCaller(s.salesReport(path.id, urlParams))),
    )
    .handle("stockReport", ({ path }) => Effect.flatMap(Shop, (s) => asCaller(s.stockReport(path.id)))),
)

export const shopPlugin: Plugin = {
  name: "shop",
  description:
    "The pro shop: product categories, products with images and stock entries, orders at the desk, online and with bookings, returns, and sales and stock reports.",
  group: ShopGroup,
  handlers: ShopLive,
}
