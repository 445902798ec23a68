import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { tablesInOrder } from "../adapters/sql/backup"
import type { TestServer } from "../fixtures/testing/testServer"

/**
 * How many rows each table holds, and how many distinct facility settings there are: equal
 * before and after means no call changed the club's data.
 */
export const rowCounts = (server: TestServer) =>
  server.run(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const counts: Record<string, number> = {}
      for (const table of yield* tablesInOrder) {
        // Sign-in bookkeeping moves with every request; the data of the club must not.
        if (table === "sessions" || table === "sign_in_failures") continue
        counts[table] = (yield* sql<{ n: number }>`select count(*)::int as n from ${sql(table)}`)[0]!.n
      }
      counts.facility_settings = (yield* sql<{ n: number }>`
        select count(distinct (name, slug, time_zone, max_hours_range, interval_rounding))::int as n from facilities`)[0]!.n
      return counts
    }),
  )
