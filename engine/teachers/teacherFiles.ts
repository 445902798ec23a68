import { withSpans } from "../spans"
import { Effect } from "effect"
import { requireManagerAt } from "../access"
import { orNotFound } from "../errors"
import type { RowProblem } from "../members/rules"
import { checkTeacherFile, formatPrices, type TeacherRow, type TeacherWeek } from "./teacherFile"
import { FacilitiesRepo } from "../facilities/port"
import { PeopleRepo } from "../people/port"
import { TeachersRepo } from "./port"
import { Transactions } from "../ports"

export type TeacherAction = "create" | "add" | "update"

export interface PlannedTeacher {
  readonly row: TeacherRow
  /** create: a new person; add: a person of the club made its teacher; update: a teacher's page. */
  readonly action: TeacherAction
  readonly userId: number | undefined
}

/**
 * A club's teachers in bulk, for the CLI and embedding programs: import and export of their pages
 * and prices, and a weekly schedule applied to many at once. Each file is checked whole first and
 * written in one transaction, or not at all. Managers only.
 */
export class TeacherFiles extends Effect.Service<TeacherFiles>()("venue/TeacherFiles", {
  effect: Effect.gen(function* () {
    const teachers = yield* TeachersRepo
    const people = yield* PeopleRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions

    const managing = (facilityId: number) =>
      Effect.zipRight(
        requireManagerAt(facilityId, "Only the club's managers change its teachers."),
        orNotFound("Facility")(facilities.find(facilityId)),
      )

    /**
     * What importing a file's records would do, person by person, and every problem (each row
     * checked, then each person: one who holds another staff role at the club keeps it, as a
     * person holds one role per club).
     */
    const planImport = (
      facilityId: number,
      records: ReadonlyArray<{ readonly line: number; readonly record: Record<string, string> }>,
    ) =>
      Effect.gen(function* () {
        const facility = yield* managing(facilityId)
        const checked = checkTeacherFile(records, facility.currency_decimals)
        const plan: Array<PlannedTeacher> = []
        const problems: Array<RowProblem> = [...checked.problems]
        for (const row of checked.rows) {
          const userId = yield* people.idByEmail(row.email)
          const role = userId === undefined ? undefined : yield* people.roleAt(facilityId, userId)
          if (role !== undefined && role !== "teacher" && role !== "player")
            problems.push({
              line: row.line,
              field: "email",
              message: `${row.email} is the club's ${role.replace("_", " ")}; a person holds one role per club.`,
            })
          else
            plan.push({ row, userId, action: userId === undefined ? "create" : role === "teacher" ? "update" : "add" })
        }
        return { plan, problems: problems.sort((a, b) => a.line - b.line) }
      })

    /** Writes a plan in one transaction; an existing person keeps their own name. */
    const applyImport = (facilityId: number, plan: ReadonlyArray<PlannedTeacher>, onRow: (done: number) => void) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        yield* transactions.run(
          Effect.forEach(plan, (item, done) =>
            Effect.gen(function* () {
              const { row } = item
              const id =
                item.userId ??
                (yield* people.createContact({
                  email: row.email,
                  first_name: row.first_name,
                  last_name: row.last_name,
                }))
              if (item.action !== "update") yield* people.grantRole(facilityId, id, "teacher")
              yield* teachers.save(facilityId, id, {
                bio: row.bio,
                photo_url: row.photo_url,
                sports: row.sports,
                levels: row.levels,
                surfaces: row.surfaces,
                prices: row.prices,
              })
              onRow(done + 1)
            }),
          ),
        )
      })

    /** The club's teachers as a file would import them (prices for a time of day or surface have no cell form). */
    const exportRows = (facilityId: number) =>
      Effect.gen(function* () {
        const facility = yield* managing(facilityId)
        const profiles = new Map((yield* teachers.list(facilityId, "")).map((t) => [t.id, t]))
        return yield* Effect.forEach(yield* teachers.roster(facilityId), (person) =>
          Effect.gen(function* () {
            const page = profiles.get(person.id) ?? (yield* orNotFound("Teacher")(teachers.find(person.id, facilityId)))
            return {
              email: person.email ?? "",
              first_name: person.first_name,
              last_name: person.last_name,
              bio: page.bio,
              photo_url: page.photo_url ?? "",
              sports: page.sports.join("; "),
              levels: page.levels,
              surfaces: page.surfaces.join("; "),
              prices: formatPrices(yield* teachers.prices(facilityId, person.id), facility.currency_decimals),
            }
          }),
        )
      })

    /** The club's teachers a schedule names, by e-mail; those it names who do not teach there are problems. */
    const planSchedule = (facilityId: number, weeks: ReadonlyArray<TeacherWeek>) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const roster = yield* teachers.roster(facilityId)
        const problems: Array<string> = []
        const plan = weeks.flatMap((week, n) => {
          const teacher = roster.find((t) => t.email?.toLowerCase() === week.email)
          if (teacher === undefined) {
            problems.push(`teachers.${n}: ${week.email} does not teach at this club`)
            return []
          }
          return [{ ...week, teacher_id: teacher.id, name: `${teacher.first_name} ${teacher.last_name}` }]
        })
        return { plan, problems }
      })

    /** Replaces each named teacher's weekly hours (and time off, when given), all in one transaction. */
    const applySchedule = (facilityId: number, plan: ReadonlyArray<TeacherWeek & { readonly teacher_id: number }>) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        yield* transactions.run(
          Effect.forEach(plan, (week) =>
            teachers.save(facilityId, week.teacher_id, {
              hours: week.hours,
              ...(week.time_off === undefined ? {} : { time_off: week.time_off }),
            }),
          ),
        )
      })

    return withSpans("TeacherFiles", { planImport, applyImport, exportRows, planSchedule, applySchedule })
  }),
}) {}
