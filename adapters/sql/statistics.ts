import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { type ImportKind, Statistics } from "../storage"
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
export const IMPORTED_TABLES: Record<ImportKind, ReadonlyArray<string>> = {
  members: ["users", "facility_users", "family_links"],
  teachers: ["users", "facility_users", "teacher_profiles", "teacher_prices"],
  clinics: ["clinics", "clinic_prices", "clinic_lessons", "reservations", "reservation_users"],
  memberships: ["memberships", "membership_members", "membership_charges", "payments", "account_entries"],
  products: ["products", "product_categories", "stock_entries"],
  series: ["reservation_series", "reservations", "reservation_users", "reservation_fees"],
}

/** The port's implementation: each import's tables analysed after it. */
export const StatisticsLive = Layer.effect(
  Statistics,
  Effect.map(SqlClient.SqlClient, (sql) =>
    Statistics.of({
      afterImport: (kind) =>
        gatherStatistics(IMPORTED_TABLES[kind]).pipe(Effect.provideService(SqlClient.SqlClient, sql)),
    }),
  ),
)
