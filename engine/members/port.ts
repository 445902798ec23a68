import { Context, type Effect } from "effect"
import type { MemberRow, PlannedMember, RowProblem } from "./rules"

/** A club's people as storage plans, writes and reads them for member files. */
export class MemberFilesRepo extends Context.Tag("venue/MemberFilesRepo")<
  MemberFilesRepo,
  {
    /** What an import would do, and the problems only storage can see (guardians that do not exist). */
    readonly plan: (
      facilityId: number,
      rows: ReadonlyArray<MemberRow>,
    ) => Effect.Effect<{ readonly plan: ReadonlyArray<PlannedMember>; readonly problems: ReadonlyArray<RowProblem> }>
    /** Carries out a plan in one transaction: all rows or none. */
    readonly apply: (
      facilityId: number,
      plan: ReadonlyArray<PlannedMember>,
      onRow?: (done: number) => void,
    ) => Effect.Effect<{ readonly created: number; readonly updated: number; readonly unchanged: number }>
    /** The club's people as import rows (the same columns). */
    readonly export: (facilityId: number) => Effect.Effect<ReadonlyArray<Record<string, string | null>>>
  }
>() {}
