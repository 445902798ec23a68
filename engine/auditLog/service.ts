import { withSpans } from "../spans"
import { Clock, Effect } from "effect"
import { requireManagerAt } from "../access"
import { AUDIT_PAGE_SIZE } from "./rules"
import { addDays, localDate, localInstant } from "../dates"
import { orNotFound } from "../errors"
import { AuditLogRepo } from "./port"
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

    const day = (
      facilityId: number,
      query: { readonly date?: string; readonly page?: number; readonly actorId?: number; readonly subject?: string },
    ) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager reads the club's audit log.")
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const zone = facility.time_zone
        const date = query.date ?? localDate(new Date(yield* Clock.currentTimeMillis), zone)
        const page = query.page ?? 1
        return yield* repo.entries(facilityId, {
          from: localInstant(date, 0, zone),
          to: localInstant(addDays(date, 1), 0, zone),
          ...(query.actorId === undefined ? {} : { actorId: query.actorId }),
          ...(query.subject === undefined ? {} : { subject: query.subject }),
          limit: AUDIT_PAGE_SIZE,
          offset: (page - 1) * AUDIT_PAGE_SIZE,
        })
      })

    return withSpans("AuditLog", { day })
  }),
}) {}
