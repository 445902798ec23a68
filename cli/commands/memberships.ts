import { Clock, Effect } from "effect"
import { addDays, isIsoDate, localInstant } from "../../engine/dates"
import { dateIn, timeIn } from "../../engine/i18n/languageFormats"
import { Facilities } from "../../engine/facilities/service"
import { Renewals } from "../../engine/memberships/renewals"
import { command, type Output, refused, usage } from "../run"
import { Memberships } from "../../engine/memberships/service"
import { MEMBERSHIP_IMPORT_COLUMNS, MembershipFiles } from "../../engine/memberships/membershipFiles"
import { rowProgress } from "../ui/Progress"
import { clubCommand, fileRefused, importCommand, readRecords, writeCsv } from "./files"

/**
 * `venue memberships renew`: the renewal job by hand, as the servers run it, for every club or one
 * and as of the end of a day (default now). `--dry-run` says what is due and changes nothing.
 */
export const membershipsRenew = (options: { facility?: string; date?: string; dryRun?: boolean }, output: Output) =>
  command(
    output,
    function* () {
      if (options.date !== undefined && !isIsoDate(options.date))
        return yield* Effect.fail(usage(`--date must be YYYY-MM-DD; it is "${options.date}".`))
      const facility =
        options.facility === undefined
          ? undefined
          : yield* (yield* Facilities)
              .bySlug(options.facility)
              .pipe(
                Effect.catchTag("NotFound", () => Effect.fail(refused(`There is no facility "${options.facility}".`))),
              )
      // As of the end of the day asked for, in the club's time zone (UTC for every club at once).
      const asOf =
        options.date === undefined
          ? new Date(yield* Clock.currentTimeMillis)
          : new Date(localInstant(addDays(options.date, 1), 0, facility?.time_zone ?? "UTC").getTime() - 1)
      const done = yield* (yield* Renewals).run(asOf, {
        ...(facility === undefined ? {} : { facilityId: facility.id }),
        dryRun: options.dryRun === true,
      })
      const timeZone = facility?.time_zone ?? "UTC"
      return { as_of: asOf.toISOString(), time_zone: timeZone, dry_run: options.dryRun === true, steps: done }
    },
    (r) => {
      const asOf = new Date(r.as_of)
      const language = output.language
      const when = `${dateIn(language, asOf, r.time_zone)} ${timeIn(language, asOf, r.time_zone)} (${r.time_zone})`
      return [
        ...r.steps.map(
          (s) => `  ${s.code}: ${r.dry_run ? "would be " : ""}${s.outcome}${s.detail ? ` (${s.detail})` : ""}`,
        ),
        r.steps.length === 0
          ? `Nothing is due as of ${when}.`
          : `${r.dry_run ? "Dry run" : "Done"}: ${r.steps.length} step${r.steps.length === 1 ? "" : "s"} as of ${when}${r.dry_run ? "; nothing was changed" : ""}.`,
      ].join("\n")
    },
  )

/** The columns `venue memberships export` writes. */
export const MEMBERSHIP_EXPORT_COLUMNS = [
  "code",
  "owner_name",
  "owner_email",
  "plan",
  "price",
  "status",
  "acquired_on",
  "ends_on",
  "members",
  "member_emails",
  "balance_due",
] as const

/** `venue memberships export`: the club's memberships as CSV, to a file or standard output. */
export const membershipsExport = (options: { facility: string; output?: string }, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const rows = yield* Effect.flatMap(Memberships, (m) => m.exportRows(id))
      return yield* writeCsv(rows, MEMBERSHIP_EXPORT_COLUMNS, options.output)
    },
    (r) => (r.csv !== null ? r.csv.trimEnd() : `Exported ${r.rows} memberships to ${r.file}.`),
  )

/**
 * `venue memberships import FILE`: existing members' memberships from another system, checked
 * whole first (every problem by line, nothing written), then written in one transaction with a
 * progress bar. `--dry-run` writes and rolls back. Codes the club has already are skipped.
 */
export const membershipsImport = (file: string, options: { facility: string; dryRun?: boolean }, output: Output) =>
  importCommand(
    output,
    options.facility,
    "memberships",
    function* (id) {
      const files = yield* MembershipFiles
      const { planned, problems } = yield* files.plan(
        id,
        yield* readRecords(file, [...MEMBERSHIP_IMPORT_COLUMNS, ...MEMBERSHIP_EXPORT_COLUMNS], output.encoding),
      )
      if (problems.length > 0) return yield* fileRefused(problems)
      const dryRun = options.dryRun === true
      const progress = rowProgress(`Importing ${file}`, output, planned.length)
      const memberships = yield* files
        .apply(id, planned, { dryRun, onRow: progress.onRow })
        .pipe(Effect.ensuring(Effect.sync(progress.finish)))
      return { dry_run: dryRun, memberships }
    },
    (r) => {
      const created = r.memberships.filter((m) => m.action === "create").length
      const skipped = r.memberships.length - created
      return `${r.dry_run ? "Dry run" : "Imported"}: ${created} membership${created === 1 ? "" : "s"}${
        skipped > 0 ? `, ${skipped} skipped (their codes are the club's already)` : ""
      }${r.dry_run ? "; nothing was written" : ""}.`
    },
  )
