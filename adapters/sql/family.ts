import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Whether `guardianId` handles `childId`: may act for them (book, pay, sign waivers). */
export const isGuardianOf = (guardianId: number, childId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      select 1 from family_links where user_id = ${guardianId} and related_user_id = ${childId} and handled limit 1`
    return rows.length > 0
  })
