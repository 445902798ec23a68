import { facilityRows, withSql } from "./client"
import { Effect } from "effect"

import type { Owned } from "../../engine/accounts/rules"

const TABLES: Record<Owned, string> = {
  court: "courts",
  reservation: "reservations",
  payment: "payments",
  account: "accounts",
  membership: "memberships",
  credential: "facility_credentials",
}

/** The facility a court, reservation, payment, club account, membership or credential belongs to; none when there is no such row. */
export const facilityOfRecord = (kind: Owned, id: number) =>
  withSql((sql) =>
    Effect.map(facilityRows(sql`select facility_id from ${sql(TABLES[kind])} where id = ${id}`), (rows) =>
      rows[0] === undefined ? undefined : Number(rows[0].facility_id),
    ),
  )
