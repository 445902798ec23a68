import { Context, type Effect } from "effect"
import type { AuditEntry, AuditQuery } from "./rules"

/** The audit log's reads (its rows are written by the database's triggers on staff's writes). */
export class AuditLogRepo extends Context.Tag("venue/AuditLogRepo")<
  AuditLogRepo,
  { readonly entries: (facilityId: number, query: AuditQuery) => Effect.Effect<ReadonlyArray<AuditEntry>> }
>() {}
