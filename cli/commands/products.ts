import { Effect } from "effect"

import { COUNT_COLUMNS, PRODUCT_COLUMNS, ProductFiles } from "../../engine/shop/productFiles"

import { type Output } from "../run"
import { rowProgress } from "../ui/Progress"

import { clubCommand, fileRefused, importCommand, readRecords, writeCsv } from "./files"

/**
 * `venue products import FILE`: the shop's products with categories, prices, tax and opening stock,
 * checked whole first (every problem by line, nothing written), then written in one transaction
 * with a progress bar. A row naming a product the club has (by SKU, else by name) updates it.
 * `--dry-run` writes and rolls back.
 */
export const productsImport = (file: string, options: { facility: string; dryRun?: boolean }, output: Output) =>
  importCommand(
    output,
    options.facility,
    "products",
    function* (id) {
      const files = yield* ProductFiles
      const records = yield* readRecords(file, PRODUCT_COLUMNS, output.encoding)
      const { planned, problems } = yield* files.plan(id, records)
      if (problems.length > 0) return yield* fileRefused(problems)
      const dryRun = options.dryRun === true
      const progress = rowProgress(`Importing ${file}`, output, planned.length)
      const products = yield* files
        .apply(id, planned, { dryRun, onRow: progress.onRow })
        .pipe(Effect.ensuring(Effect.sync(progress.finish)))
      return { dry_run: dryRun, products }
    },
    (r) => {
      const count = (action: string) => r.products.filter((p) => p.action === action).length
      const created = count("create")
      return [
        ...r.products
          .filter((p) => p.stock_ignored)
          .map(
            (p) =>
              `  line ${p.line}: ${p.name} is the club's already; its opening_stock is left out (venue stock count sets stock)`,
          ),
        `${r.dry_run ? "Dry run" : "Imported"}: ${created} new product${created === 1 ? "" : "s"}, ${count("update")} updated, ${count("unchanged")} unchanged${
          r.dry_run ? "; nothing was written" : ""
        }.`,
      ].join("\n")
    },
  )

/** `venue products export`: the shop's products as CSV in the import's columns, on hand as the opening stock. */
export const productsExport = (options: { facility: string; output?: string }, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const rows = yield* Effect.flatMap(ProductFiles, (f) => f.exportRows(id))
      return yield* writeCsv(rows, PRODUCT_COLUMNS, options.output)
    },
    (r) => (r.csv !== null ? r.csv.trimEnd() : `Exported ${r.rows} products to ${r.file}.`),
  )

/**
 * `venue stock count FILE`: a stock-take (columns sku or name, and counted): each product's on hand
 * is set to what was counted by a count entry, all in one transaction. `--dry-run` says what would
 * change and writes nothing.
 */
export const stockCount = (file: string, options: { facility: string; dryRun?: boolean }, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const files = yield* ProductFiles
      const { planned, problems } = yield* files.planCount(id, yield* readRecords(file, COUNT_COLUMNS, output.encoding))
      if (problems.length > 0) return yield* fileRefused(problems, "counted")
      const dryRun = options.dryRun === true
      return { dry_run: dryRun, counted: yield* files.applyCount(id, planned, { dryRun }) }
    },
    (r) =>
      [
        ...r.counted
          .filter((c) => c.before !== c.after)
          .map((c) => `  ${c.name}: ${c.before} → ${c.after} (${c.after > c.before ? "+" : ""}${c.after - c.before})`),
        `${r.dry_run ? "Dry run" : "Counted"}: ${r.counted.length} product${r.counted.length === 1 ? "" : "s"}, ${
          r.counted.filter((c) => c.before !== c.after).length
        } changed${r.dry_run ? "; nothing was written" : ""}.`,
      ].join("\n"),
  )
