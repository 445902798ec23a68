import { withSpans } from "../spans"
import { Effect } from "effect"
import { requireManagerAt } from "../access"
import { checkMemberFile, type DateOrder, type RowProblem } from "./rules"
import { MemberFilesRepo } from "./port"

type Record_ = { readonly line: number; readonly record: Partial<Record<string, string>> }

/**
 * A club's people brought in from a file (`venue members import`) and written out again: every
 * row checked first, against the club's people too; one bad row means nothing is written, unless
 * the bad rows are set aside (with those that lean on them: a child on its guardian's line).
 * Managers only.
 */
export class MemberFiles extends Effect.Service<MemberFiles>()("venue/MemberFiles", {
  effect: Effect.gen(function* () {
    const repo = yield* MemberFilesRepo

    const manage = (facilityId: number) => requireManagerAt(facilityId, "Only the club's managers import its members.")

    /**
     * What importing `records` would do, with every problem; with `setAsideBad`, the bad rows
     * (and rows leaning on them) are left out until none is left, and named in `rejected`.
     */
    const plan = (facilityId: number, records: ReadonlyArray<Record_>, order: DateOrder, setAsideBad: boolean) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        let checked = checkMemberFile(records, order)
        let planned = yield* repo.plan(facilityId, checked.rows)
        let problems = [...checked.problems, ...planned.problems].sort((a, b) => a.line - b.line)
        const rejected: Array<RowProblem> = []
        while (setAsideBad && problems.length > 0) {
          rejected.push(...problems)
          const out = new Set(rejected.map((p) => p.line))
          checked = checkMemberFile(
            records.filter((r) => !out.has(r.line)),
            order,
          )
          planned = yield* repo.plan(facilityId, checked.rows)
          problems = [...checked.problems, ...planned.problems]
        }
        return { plan: planned.plan, problems, rejected }
      })

    const apply = (facilityId: number, planned: Parameters<typeof repo.apply>[1], onRow?: (done: number) => void) =>
      Effect.zipRight(manage(facilityId), repo.apply(facilityId, planned, onRow))

    const exportRows = (facilityId: number) => Effect.zipRight(manage(facilityId), repo.export(facilityId))

    return withSpans("MemberFiles", { plan, apply, export: exportRows })
  }),
}) {}
