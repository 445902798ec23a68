import { Context, type Effect, type Option } from "effect"
import type { Cursor, ListPage } from "../lists"
import type { AuditEntry, AuditQuery } from "./rules"

/** The audit log's reads (its rows are written by the database's triggers on staff's writes). */
export class AuditLogRepo extends Context.Tag("venue/AuditLogRepo")<
  AuditLogRepo,
  {
    readonly entries: (
      facilityId: number,
      query: AuditQuery,
      page: { readonly limit: number; readonly offset: number },
    ) => Effect.Effect<ReadonlyArray<AuditEntry>>
    /** None when the cursor's entry is not in this day's filtered log. */
    readonly entriesAfter: (
      facilityId: number,
      query: AuditQuery,
      cursor: Cursor,
    ) => Effect.Effect<Option.Option<ListPage<AuditEntry>>>
  }
>() {}
