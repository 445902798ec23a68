import { withSql } from "./client"
import { Effect } from "effect"

export type Owned = "court" | "reservation" | "payment" | "account" | "membership"

/** The facility a court, reservation, payment, club account or membership belongs to; none when there is no such row. */
export const facilityOfRecord = (kind: Owned, id: number) =>
  withSql((sql) =>
    Effect.map(sql<{ facility_id: number }>`select facility_id from ${sql(`${kind}s`)} where id = ${id}`, (rows) =>
      rows[0] === undefined ? undefined : Number(rows[0].facility_id),
    ),
  )
