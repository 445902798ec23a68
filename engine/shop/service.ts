import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isStaffAt, ownedBy, requireManagerAt, requireStaffAt } from "../access"
import { addDays, localDate } from "../dates"
import { notFound, orNotFound, unprocessable } from "../errors"
import { checkedImage } from "../images"
import {
  type Channel,
  type Product,
  type ProductFields,
  type StockAction,
  isLowOnStock,
  stockAmount,
  stockEntryProblem,
  taxProblem,
} from "./rules"
import { FacilitiesRepo } from "../facilities/port"
import { ShopRepo } from "./port"
import { Transactions } from "../ports"

const MANAGERS_ONLY = "Only the club's managers change its shop."

/** A new product's settings where the manager gives none: shown everywhere, sold at the desk, no tax, no stock kept. */
const NEW_PRODUCT: Omit<ProductFields, "name" | "price"> = {
  sku: null,
  product_category_id: null,
  tax: 0,
  cost: null,
  stock_enabled: false,
  allow_backorder: false,
  low_stock_at: null,
  visible_on: ["desk", "online"],
  sellable_on: ["desk"],
  booking_upsell_item: false,
  description: "",
}

const fieldsOf = (p: Product): ProductFields => ({
  name: p.name,
  sku: p.sku,
  product_category_id: p.product_category_id,
  price: p.price,
  tax: p.tax,
  cost: p.cost,
  stock_enabled: p.stock_enabled,
  allow_backorder: p.allow_backorder,
  low_stock_at: p.low_stock_at,
  visible_on: p.visible_on,
  sellable_on: p.sellable_on,
  booking_upsell_item: p.booking_upsell_item,
  description: p.description,
})

export interface StockInput {
  readonly action: Extract<StockAction, "receive" | "adjust" | "count">
  readonly amount: number
  readonly cost?: number | undefined
  readonly note?: string | undefined
}

/**
 * The pro shop's catalogue: categories, products with their images, stock received, adjusted and
 * counted (each an entry; on hand is their sum), a product's history, and the reports managers
 * read (sales by product and category, stock value, low stock). Players see what is shown online.
 */
export class Shop extends Effect.Service<Shop>()("venue/Shop", {
  effect: Effect.gen(function* () {
    const repo = yield* ShopRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions

    const facilityOf = (id: number) => orNotFound("Facility")(facilities.find(id))

    /** A category of the club; another club's is not found. */
    const categoryAt = (facilityId: number, id: number) =>
      Effect.flatMap(repo.findCategory(id), (found) => {
        const category = Option.getOrUndefined(found)
        return ownedBy(facilityId, category)
          ? Effect.succeed(category)
          : Effect.fail(unprocessable("That category is not one of this club's."))
      })

    /** A product of the club; another club's is not found. `lock` holds it for a stock change. */
    const productAt = (facilityId: number, id: number, lock = false) =>
      Effect.flatMap(repo.findProduct(id, lock), (found) => {
        const product = Option.getOrUndefined(found)
        return ownedBy(facilityId, product) ? Effect.succeed(product) : Effect.fail(notFound("Product"))
      })

    const categories = (facilityId: number) => Effect.zipRight(facilityOf(facilityId), repo.categories(facilityId))

    const saveCategory = (facilityId: number, id: number | undefined, name: string) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        yield* facilityOf(facilityId)
        const taken = () => unprocessable(`The club has a category called ${name} already.`)
        if (id === undefined) {
          const created = yield* repo.insertCategory(facilityId, name)
          if (created === undefined) return yield* Effect.fail(taken())
          return yield* categoryAt(facilityId, created)
        }
        yield* categoryAt(facilityId, id)
        if (!(yield* repo.renameCategory(id, name))) return yield* Effect.fail(taken())
        return yield* categoryAt(facilityId, id)
      })

    /** Deletes a category; its products stay, without a category. */
    const deleteCategory = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        const category = yield* categoryAt(facilityId, id)
        yield* repo.deleteCategory(id)
        return category
      })

    /**
     * The club's products: staff see all (archived only when asked); everyone else what is shown
     * online and not archived.
     */
    const products = (
      facilityId: number,
      filter: {
        readonly category_id?: number | undefined
        readonly q?: string | undefined
        readonly archived?: boolean | undefined
        readonly channel?: Channel | undefined
        readonly upsell?: boolean | undefined
      } = {},
    ) =>
      Effect.gen(function* () {
        yield* facilityOf(facilityId)
        const staff = isStaffAt(yield* CurrentCaller, facilityId)
        const all = yield* repo.products(facilityId, {
          ...(filter.category_id === undefined ? {} : { category_id: filter.category_id }),
          ...(filter.q === undefined || filter.q.trim() === "" ? {} : { q: filter.q.trim() }),
          ...(filter.upsell === undefined ? {} : { upsell: filter.upsell }),
          archived: staff ? (filter.archived ?? false) : false,
        })
        const channel = staff ? filter.channel : "online"
        return channel === undefined ? all : all.filter((p) => p.visible_on.includes(channel))
      })

    /** One product: staff see any of the club's; others one shown online. */
    const product = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const found = yield* productAt(facilityId, id)
        const staff = isStaffAt(yield* CurrentCaller, facilityId)
        if (!staff && (found.archived || !found.visible_on.includes("online")))
          return yield* Effect.fail(notFound("Product"))
        return found
      })

    const checkFields = (facilityId: number, fields: ProductFields) =>
      Effect.gen(function* () {
        const problem = taxProblem(fields.tax)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        if (fields.product_category_id !== null) yield* categoryAt(facilityId, fields.product_category_id)
        if (fields.booking_upsell_item && !fields.sellable_on.includes("online"))
          return yield* Effect.fail(unprocessable("A booking upsell is sold online: players add it when they book."))
      })

    const imageOf = (image: Uint8Array | undefined) =>
      Effect.gen(function* () {
        if (image === undefined) return undefined
        return { contentType: yield* checkedImage(image, "image"), bytes: image }
      })

    /**
     * Adds a product, or changes one (`id`): only the fields given change (the category
     * and the image only when sent); an image replaces the product's image. Managers only.
     */
    const saveProduct = (
      facilityId: number,
      id: number | undefined,
      change: Partial<ProductFields>,
      image?: Uint8Array,
    ) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        yield* facilityOf(facilityId)
        const current = id === undefined ? undefined : yield* product(facilityId, id)
        if (current === undefined && (change.name === undefined || change.price === undefined))
          return yield* Effect.fail(unprocessable("A new product needs a name and a price."))
        const fields: ProductFields = {
          ...(current === undefined ? NEW_PRODUCT : fieldsOf(current)),
          ...change,
        } as ProductFields
        yield* checkFields(facilityId, fields)
        const picture = yield* imageOf(image)
        const skuTaken = () => unprocessable(`Another of the club's products has the SKU ${fields.sku}.`)
        const saved = yield* transactions.run(
          Effect.gen(function* () {
            const productId = id ?? (yield* repo.insertProduct(facilityId, fields))
            if (productId === undefined || (id !== undefined && !(yield* repo.updateProduct(id, fields))))
              return yield* Effect.fail(skuTaken())
            if (picture !== undefined) yield* repo.saveImage(facilityId, productId, picture.contentType, picture.bytes)
            return productId
          }),
        )
        return yield* product(facilityId, saved)
      })

    const toggleArchive = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        const found = yield* product(facilityId, id)
        yield* repo.setArchived(id, !found.archived)
        return yield* product(facilityId, id)
      })

    /** Deletes a product never sold nor stocked; one with history is archived instead, as the ledger names it. */
    const deleteProduct = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        const found = yield* product(facilityId, id)
        if (yield* repo.hasHistory(facilityId, id))
          return yield* Effect.fail(
            unprocessable(`${found.name} has been sold or stocked; archive it instead, so its history stays.`),
          )
        yield* repo.deleteProduct(id)
        return found
      })

    const image = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* product(facilityId, id)
        return yield* orNotFound("Image")(repo.image(facilityId, id))
      })

    /** A stock entry written by hand (a delivery received, an adjustment, a count), under the product's lock. */
    const addStock = (facilityId: number, id: number, input: StockInput) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, MANAGERS_ONLY)
        yield* product(facilityId, id)
        const staff = (yield* CurrentCaller).userId ?? null
        yield* transactions.run(
          Effect.gen(function* () {
            const locked = yield* productAt(facilityId, id, true)
            const problem = stockEntryProblem(locked, input.action, input.amount, locked.on_hand)
            if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
            const amount = stockAmount(input.action, input.amount, locked.on_hand)
            if (input.action === "count" && amount === 0) return
            yield* repo.insertStock([
              {
                facility_id: facilityId,
                product_id: id,
                action: input.action,
                amount,
                cost: input.cost ?? null,
                note: input.note ?? null,
                order_id: null,
                order_line_id: null,
                staff_id: staff,
              },
            ])
          }),
        )
        return yield* product(facilityId, id)
      })

    /** A product's stock entries, newest first (the API's /transactions). Staff only. */
    const history = (facilityId: number, id: number, page: { readonly limit: number; readonly offset: number }) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        yield* product(facilityId, id)
        return yield* repo.stockHistory(facilityId, id, page)
      })

    /** Sales by product (and so by category) between two dates, the last 30 days by default. Staff only. */
    const salesReport = (facilityId: number, period: { readonly from?: string; readonly to?: string }) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const facility = yield* facilityOf(facilityId)
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const to = period.to ?? today
        const from = period.from ?? addDays(to, -29)
        if (from > to) return yield* Effect.fail(unprocessable("The period starts after it ends."))
        const lines = yield* repo.sales(facilityId, from, to)
        const byCategory = new Map<
          string,
          { category_name: string | null; quantity: number; total: number; tax: number }
        >()
        for (const l of lines) {
          const key = l.category_name ?? ""
          const c = byCategory.get(key) ?? { category_name: l.category_name, quantity: 0, total: 0, tax: 0 }
          byCategory.set(key, { ...c, quantity: c.quantity + l.quantity, total: c.total + l.total, tax: c.tax + l.tax })
        }
        return {
          from,
          to,
          products: lines,
          categories: [...byCategory.values()],
          by_tax: yield* repo.salesByTax(facilityId, from, to),
        }
      })

    /** What is on hand, at cost (products without a cost count as nothing), and what is low. Staff only. */
    const stockReport = (facilityId: number) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const stocked = (yield* repo.products(facilityId, { archived: false })).filter((p) => p.stock_enabled)
        return {
          value: stocked.reduce((sum, p) => sum + Math.max(0, p.on_hand) * (p.cost ?? 0), 0),
          units: stocked.reduce((sum, p) => sum + Math.max(0, p.on_hand), 0),
          low: stocked.filter(isLowOnStock),
          products: stocked,
        }
      })

    return withSpans("Shop", {
      categories,
      saveCategory,
      deleteCategory,
      products,
      product,
      productAt,
      saveProduct,
      toggleArchive,
      deleteProduct,
      image,
      addStock,
      history,
      salesReport,
      stockReport,
    })
  }),
}) {}
