import { Context, type Effect } from "effect"
import type { CheckinLog, GateEntry } from "./rules"

/** Check-ins and the door staff's gate list, as storage keeps them. */
export class FrontDeskRepo extends Context.Tag("venue/FrontDeskRepo")<
  FrontDeskRepo,
  {
    /** 50 a page, newest first; on one day in the club's zone when `date` is given. */
    readonly checkinLogs: (
      facilityId: number,
      date: string | null,
      page: number,
    ) => Effect.Effect<ReadonlyArray<CheckinLog>>
    readonly insertCheckinLog: (
      log: Omit<CheckinLog, "id" | "created_at"> & { readonly facility_id: number },
    ) => Effect.Effect<CheckinLog>
    readonly gatePasswordHash: (facilityId: number) => Effect.Effect<string | null>
    /** Opens a gate-list session for `hours`; when it ends. */
    readonly openGateSession: (facilityId: number, tokenHash: string, hours: number) => Effect.Effect<string>
    readonly isGateSessionOpen: (facilityId: number, tokenHash: string) => Effect.Effect<boolean>
    /** The day's active bookings, by start and court, at most `limit`. */
    readonly gateList: (facilityId: number, date: string, limit: number) => Effect.Effect<ReadonlyArray<GateEntry>>
  }
>() {}
