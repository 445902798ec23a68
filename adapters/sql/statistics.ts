import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { type ImportKind, Statistics } from "../storage"
import { nameRows, withSql } from "./client"

/**
 * Gathers the planner's statistics of `tables` (every table when none are named) now, rather than
 * whenever autovacuum comes to them: after migrations, a restore, the demo seed and bulk imports,
 * the hot reads' plans are those their EXPLAIN tests guard, also where autovacuum is off. An empty
 * table is left as never analysed: statistics saying "empty" would outlive its first rows (plans
 * cached while it looked empty, such as a foreign key's check, scan it whole ever after), where a
 * table never analysed is sized by its pages as it grows.
 */
export const gatherStatistics = (tables: ReadonlyArray<string> = []) =>
  withSql((sql) =>
    Effect.gen(function* () {
      const named =
        tables.length > 0
          ? tables
          : (yield* nameRows(sql`
              select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = current_schema() and c.relkind = 'r' order by 1`)).map((r) => r.name)
      if (named.length === 0) return
      const withRows = yield* nameRows(
        sql`${sql.literal(
          named.map((t) => `select '${t}' as name where exists (select 1 from "${t}")`).join(" union all "),
        )}`,
      )
      if (withRows.length > 0) yield* sql`analyze ${sql.literal(withRows.map((r) => `"${r.name}"`).join(", "))}`
    }),
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
