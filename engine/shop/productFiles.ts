import { withSpans } from "../spans"
import { Data, Effect, Either } from "effect"
import { CurrentCaller, requireManagerAt } from "../access"
import { orNotFound } from "../errors"
import { majorText, minorUnits } from "../money"
import { type Channel, CHANNELS, type Product, type ProductFields, stockAmount, taxProblem } from "./rules"
import { FacilitiesRepo } from "../facilities/port"
import { ShopRepo } from "./port"
import { Transactions } from "../ports"

type Row = { readonly line: number; readonly record: Partial<Record<string, string>> }

export const PRODUCT_COLUMNS = [
  "name",
  "sku",
  "category",
  "price",
  "tax",
  "cost",
  "stock_enabled",
  "opening_stock",
  "low_stock_at",
  "visible_on",
  "sellable_on",
  "booking_upsell_item",
  "description",
] as const

export const COUNT_COLUMNS = ["sku", "name", "counted"] as const

export interface PlannedProduct {
  readonly line: number
  readonly category: string | null
  readonly fields: Omit<ProductFields, "product_category_id">
  readonly opening_stock: number
  /** The club's product this row updates, if any. */
  readonly existing: number | undefined
  /** The club's product is already as the row says: nothing to write. */
  readonly same: boolean
}

export interface PlannedCount {
  readonly line: number
  readonly product: Pick<Product, "id" | "name" | "sku" | "on_hand">
  readonly counted: number
}

class RolledBack extends Data.TaggedError("RolledBack")<{ readonly done: unknown }> {}

const YES = ["yes", "true", "1", "y"]
const NO = ["no", "false", "0", "n", ""]

/**
 * The shop's catalogue as files: `venue products import` (products with their categories, prices,
 * tax and opening stock, checked whole first, written in one transaction; a row naming a product
 * the club has, by SKU or else by name, updates it), `venue products export` (the same columns,
 * on hand as the opening stock, so one club's export imports into another), and `venue stock
 * count` (a stock-take: each counted product's on hand set by a count entry).
 */
export class ProductFiles extends Effect.Service<ProductFiles>()("venue/ProductFiles", {
  effect: Effect.gen(function* () {
    const repo = yield* ShopRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions

    const managing = (facilityId: number) =>
      Effect.zipRight(
        requireManagerAt(facilityId, "Only the club's managers change its shop."),
        orNotFound("Facility")(facilities.find(facilityId)),
      )

    /** Runs `write` in one transaction, rolled back (its result kept) for a dry run. */
    const inTransaction = <A, E, R>(write: Effect.Effect<A, E, R>, dryRun: boolean) =>
      transactions
        .run(Effect.flatMap(write, (done) => (dryRun ? Effect.fail(new RolledBack({ done })) : Effect.succeed(done))))
        .pipe(
          Effect.catchIf(
            (e): e is RolledBack => e instanceof RolledBack,
            (rolled) => Effect.succeed(rolled.done as A),
          ),
        )

    const finder = (products: ReadonlyArray<Product>) => (sku: string, name: string) =>
      (sku === "" ? undefined : products.find((p) => p.sku?.toLowerCase() === sku.toLowerCase())) ??
      (name === "" ? undefined : products.find((p) => p.name.toLowerCase() === name.toLowerCase()))

    /** The file's rows checked whole and against the club: the products to write, and every problem by line. */
    const plan = (facilityId: number, rows: ReadonlyArray<Row>) =>
      Effect.gen(function* () {
        const facility = yield* managing(facilityId)
        const find = finder(yield* repo.products(facilityId, {}))
        const problems: Array<string> = []
        const planned: Array<PlannedProduct> = []
        const seen = new Set<string>()
        for (const { line, record } of rows) {
          const at = `line ${line}`
          const cell = (name: string) => (record[name] ?? "").trim()
          const money = (name: string, required: boolean) => {
            if (cell(name) === "") {
              if (required) problems.push(`${at}: ${name} is empty`)
              return null
            }
            const amount = minorUnits(cell(name), facility.currency_decimals)
            if (Either.isLeft(amount)) problems.push(`${at}: ${name} ${amount.left}`)
            return Either.getOrNull(amount)
          }
          const count = (name: string) => {
            if (cell(name) === "") return null
            if (!/^\d+$/.test(cell(name))) {
              problems.push(`${at}: ${name} "${cell(name)}" is not a whole number of units`)
              return null
            }
            return Number(cell(name))
          }
          const flag = (name: string, otherwise: boolean) => {
            const value = cell(name).toLowerCase()
            if (YES.includes(value)) return true
            if (value === "") return otherwise
            if (!NO.includes(value)) problems.push(`${at}: ${name} "${cell(name)}" is not yes or no`)
            return false
          }
          const channels = (name: string, otherwise: ReadonlyArray<Channel>) => {
            if (cell(name) === "") return otherwise
            const list = cell(name)
              .toLowerCase()
              .split(/[\s,;]+/)
              .filter((c) => c !== "")
            const wrong = list.filter((c) => !CHANNELS.includes(c as Channel))
            if (wrong.length > 0) problems.push(`${at}: ${name} names ${wrong.join(", ")}; use desk and online`)
            return list.filter((c): c is Channel => CHANNELS.includes(c as Channel))
          }
          const name = cell("name")
          if (name === "") problems.push(`${at}: name is empty; every product needs one`)
          if (name.length > 120) problems.push(`${at}: name is longer than 120 characters`)
          const key = (cell("sku") || name).toLowerCase()
          if (key !== "" && seen.has(key)) problems.push(`${at}: ${cell("sku") || name} is in the file twice`)
          seen.add(key)
          // "8.875" and "8.875%" are the same rate.
          const tax = cell("tax") === "" ? 0 : Number(cell("tax").replace(/\s*%$/, ""))
          const taxWrong = Number.isNaN(tax)
            ? `tax "${cell("tax")}" is not a number: write the rate as 8.875 or 8.875%`
            : taxProblem(tax)
          if (taxWrong !== undefined) problems.push(`${at}: ${taxWrong}`)
          const stockEnabled = flag("stock_enabled", cell("opening_stock") !== "")
          const fields = {
            name,
            sku: cell("sku") === "" ? null : cell("sku"),
            price: money("price", true) ?? 0,
            tax,
            cost: money("cost", false),
            stock_enabled: stockEnabled,
            allow_backorder: false,
            low_stock_at: count("low_stock_at"),
            visible_on: channels("visible_on", CHANNELS),
            sellable_on: channels("sellable_on", ["desk"]),
            booking_upsell_item: flag("booking_upsell_item", false),
            description: cell("description"),
          }
          if (fields.booking_upsell_item && !fields.sellable_on.includes("online"))
            problems.push(`${at}: a booking upsell is sold online; add online to sellable_on`)
          const opening = count("opening_stock") ?? 0
          if (opening > 0 && !stockEnabled) problems.push(`${at}: opening_stock needs stock_enabled`)
          const existing = find(cell("sku"), name)
          const category = cell("category") === "" ? null : cell("category")
          const same =
            existing !== undefined &&
            (existing.category_name?.toLowerCase() ?? null) === (category?.toLowerCase() ?? null) &&
            (Object.keys(fields) as Array<keyof typeof fields>).every((k) => {
              const [a, b] = [fields[k], existing[k]]
              return Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b
            })
          planned.push({ line, category, fields, opening_stock: opening, existing: existing?.id, same })
        }
        return { planned, problems }
      })

    /** Writes the planned products (categories made as named) in one transaction, telling `onRow` as each is done. */
    const apply = (
      facilityId: number,
      planned: ReadonlyArray<PlannedProduct>,
      options: { readonly dryRun: boolean; readonly onRow?: (done: number) => void },
    ) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const staff = (yield* CurrentCaller).userId ?? null
        const write = Effect.gen(function* () {
          const categories = new Map((yield* repo.categories(facilityId)).map((c) => [c.name.toLowerCase(), c.id]))
          const categoryOf = (name: string | null) =>
            Effect.gen(function* () {
              if (name === null) return null
              const known = categories.get(name.toLowerCase())
              if (known !== undefined) return known
              const id = (yield* repo.insertCategory(facilityId, name))!
              categories.set(name.toLowerCase(), id)
              return id
            })
          return yield* Effect.forEach(planned, (item, n) =>
            Effect.gen(function* () {
              options.onRow?.(n + 1)
              // Stock the club has is counted, never opened again: `venue stock count` sets it.
              const stock_ignored = item.existing !== undefined && item.opening_stock > 0
              if (item.same)
                return { line: item.line, name: item.fields.name, action: "unchanged" as const, stock_ignored }
              const fields = { ...item.fields, product_category_id: yield* categoryOf(item.category) }
              if (item.existing !== undefined) {
                yield* repo.updateProduct(item.existing, fields)
                return { line: item.line, name: fields.name, action: "update" as const, stock_ignored }
              }
              const id = (yield* repo.insertProduct(facilityId, fields))!
              if (item.opening_stock > 0)
                yield* repo.insertStock([
                  {
                    facility_id: facilityId,
                    product_id: id,
                    action: "receive",
                    amount: item.opening_stock,
                    cost: fields.cost,
                    note: "Opening stock (import)",
                    order_id: null,
                    order_line_id: null,
                    staff_id: staff,
                  },
                ])
              return { line: item.line, name: fields.name, action: "create" as const, stock_ignored: false }
            }),
          )
        })
        return yield* inTransaction(write, options.dryRun)
      })

    /** The club's products as the import reads them (archived ones left out), on hand as the opening stock. */
    const exportRows = (facilityId: number) =>
      Effect.gen(function* () {
        const facility = yield* managing(facilityId)
        const decimal = (n: number | null) => (n === null ? "" : majorText(n, facility.currency_decimals))
        return (yield* repo.products(facilityId, { archived: false })).map((p) => ({
          name: p.name,
          sku: p.sku ?? "",
          category: p.category_name ?? "",
          price: decimal(p.price),
          tax: String(p.tax),
          cost: decimal(p.cost),
          stock_enabled: p.stock_enabled ? "yes" : "no",
          opening_stock: p.stock_enabled ? String(Math.max(0, p.on_hand)) : "",
          low_stock_at: p.low_stock_at === null ? "" : String(p.low_stock_at),
          visible_on: p.visible_on.join(","),
          sellable_on: p.sellable_on.join(","),
          booking_upsell_item: p.booking_upsell_item ? "yes" : "no",
          description: p.description,
        }))
      })

    /** A stock-take's rows checked against the club: each names a stocked product (by SKU or name) and a count. */
    const planCount = (facilityId: number, rows: ReadonlyArray<Row>) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const find = finder(yield* repo.products(facilityId, { archived: false }))
        const problems: Array<string> = []
        const planned: Array<PlannedCount> = []
        for (const { line, record } of rows) {
          const at = `line ${line}`
          const cell = (name: string) => (record[name] ?? "").trim()
          const product = find(cell("sku"), cell("name"))
          if (product === undefined)
            problems.push(`${at}: ${cell("sku") || cell("name") || "(nothing)"} is not a product of this club`)
          else if (!product.stock_enabled) problems.push(`${at}: ${product.name} does not keep stock`)
          else if (planned.some((p) => p.product.id === product.id))
            problems.push(`${at}: ${product.name} is counted twice`)
          if (!/^\d+$/.test(cell("counted"))) problems.push(`${at}: counted "${cell("counted")}" is not a whole number`)
          if (product !== undefined && product.stock_enabled && /^\d+$/.test(cell("counted")))
            planned.push({ line, product, counted: Number(cell("counted")) })
        }
        return { planned, problems }
      })

    /** Sets each counted product's on hand by a count entry (the difference, under the product's lock), in one transaction. */
    const applyCount = (
      facilityId: number,
      planned: ReadonlyArray<PlannedCount>,
      options: { readonly dryRun: boolean; readonly note?: string },
    ) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const staff = (yield* CurrentCaller).userId ?? null
        const write = Effect.gen(function* () {
          yield* repo.lockProducts(
            facilityId,
            planned.map((p) => p.product.id),
          )
          const now = new Map(
            (yield* repo.products(facilityId, { ids: planned.map((p) => p.product.id) })).map((p) => [p.id, p.on_hand]),
          )
          return yield* Effect.forEach(planned, (item) =>
            Effect.gen(function* () {
              const before = now.get(item.product.id) ?? 0
              const amount = stockAmount("count", item.counted, before)
              if (amount !== 0)
                yield* repo.insertStock([
                  {
                    facility_id: facilityId,
                    product_id: item.product.id,
                    action: "count",
                    amount,
                    cost: null,
                    note: options.note ?? "Stock-take",
                    order_id: null,
                    order_line_id: null,
                    staff_id: staff,
                  },
                ])
              return { line: item.line, name: item.product.name, before, after: item.counted }
            }),
          )
        })
        return yield* inTransaction(write, options.dryRun)
      })

    return withSpans("ProductFiles", { plan, apply, exportRows, planCount, applyCount })
  }),
}) {}
