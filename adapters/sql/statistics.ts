import { Effect } from "effect"
import { withSql } from "./client"

/**
 * Gathers the planner's statistics of `tables` (every table when none are named) now, rather than
 * whenever autovacuum comes to them: after migrations, a restore, the demo seed and bulk imports,
 * the hot reads' plans are those their EXPLAIN tests guard, also where autovacuum is off.
 */
export const gatherStatistics = (tables: ReadonlyArray<string> = []) =>
  withSql((sql) =>
    Effect.asVoid(
      tables.length === 0 ? sql`analyze` : sql`analyze ${sql.literal(tables.map((t) => `"${t}"`).join(", "))}`,
    ),
  ).pipe(Effect.withSpan("Statistics.gather"))

/** What each bulk import writes: the tables whose statistics it makes stale. */
export const IMPORTED_TABLES = {
  members: ["users", "facility_users", "family_links"],
  teachers: ["users", "facility_users", "teacher_profiles", "teacher_prices"],
  clinics: ["clinics", "clinic_prices", "clinic_lessons", "reservations", "reservation_users"],
  memberships: ["memberships", "membership_members", "membership_charges", "payments", "account_entries"],
  products: ["products", "product_categories", "stock_entries"],
  series: ["reservation_series", "reservations", "reservation_users", "reservation_fees"],
} as const

/** After a bulk import that wrote (not a dry run), the statistics of what it wrote. */
export const statisticsAfterImport =
  (kind: keyof typeof IMPORTED_TABLES) =>
  <A extends { readonly dry_run: boolean }, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.tap(effect, (result) => (result.dry_run ? Effect.void : gatherStatistics(IMPORTED_TABLES[kind])))
