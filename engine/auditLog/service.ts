import { withSpans } from "../spans"
import { Clock, Effect } from "effect"
import { requireManagerAt } from "../access"
import { AUDIT_PAGE_SIZE } from "./rules"
import { addDays, localDate, localInstant } from "../dates"
import { orNotFound } from "../errors"
import { AuditLogRepo } from "./port"
import { type Cursor, orUnknownCursor } from "../lists"
import { FacilitiesRepo } from "../facilities/port"

/**
 * The club's audit log: what its staff changed, row by row, with who and which request. The
 * database's triggers write it on every staff write (so no use case can forget); managers read it
 * a facility-local day at a time, newest first.
 */
export class AuditLog extends Effect.Service<AuditLog>()("venue/AuditLog", {
  effect: Effect.gen(function* () {
    const repo = yield* AuditLogRepo
    const facilities = yield* FacilitiesRepo

    type Filter = { readonly date?: string; readonly actorId?: number; readonly subject?: string }

    /** The manager's day of the log, the club's today by default, as the repository's query. */
    const dayQuery = (facilityId: number, filter: Filter) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager reads the club's audit log.")
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const zone = facility.time_zone
        const date = filter.date ?? localDate(new Date(yield* Clock.currentTimeMillis), zone)
        return {
          from: localInstant(date, 0, zone),
          to: localInstant(addDays(date, 1), 0, zone),
          ...(filter.actorId === undefined ? {} : { actorId: filter.actorId }),
          ...(filter.subject === undefined ? {} : { subject: filter.subject }),
        }
      })

    const day = (facilityId: number, query: Filter & { readonly page?: number }) =>
      Effect.gen(function* () {
        const page = query.page ?? 1
        return yield* repo.entries(facilityId, yield* dayQuery(facilityId, query), {
          limit: AUDIT_PAGE_SIZE,
          offset: (page - 1) * AUDIT_PAGE_SIZE,
        })
      })

    /** The same day read by cursor. */
    const list = (facilityId: number, filter: Filter, cursor: Cursor) =>
      Effect.flatMap(dayQuery(facilityId, filter), (query) =>
        orUnknownCursor(repo.entriesAfter(facilityId, query, cursor)),
      )

    return withSpans("AuditLog", { day, list })
  }),
}) {}
