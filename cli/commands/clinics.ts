import { Effect } from "effect"
import { SEASON_COLUMNS, type SeasonInput } from "../../engine/clinics/clinicFile"
import { formatSecondsOfDay } from "../../engine/dates"
import { ClinicFiles } from "../../engine/clinics/clinicFiles"
import { Clinics } from "../../engine/clinics/service"
import { Enrolments } from "../../engine/clinics/enrolments"
import { rowProgress } from "../ui/Progress"
import { type CliFailure, type Output, usage } from "../run"
import {
  applyDiff,
  type ApplyOptions,
  clubCommand,
  describeApplied,
  fileRefused,
  importCommand,
  readJson,
  readRecords,
  writeJson,
} from "./files"

const at = (s: { readonly date: string; readonly hour_start: number }) =>
  `${s.date} ${formatSecondsOfDay(s.hour_start)}`

/**
 * Moves a clinic's sessions from a day on by days and minutes, or cancels them: the changes are
 * shown, approved (--yes from a script), written in one transaction, and everyone with a place is
 * told by mail.
 */
const sessionChange = (c: { readonly action: "move" | "cancel"; readonly session: string; readonly to?: string }) =>
  c.action === "move" ? `move   ${c.session} → ${c.to}` : `cancel ${c.session}`

export const clinicSessionsShift = (
  options: ApplyOptions & {
    readonly clinic: string
    readonly from: string
    readonly days?: string
    readonly minutes?: string
    readonly cancel?: boolean
  },
  output: Output,
) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(options.from)) return yield* usage("Write --from as YYYY-MM-DD.")
      const days = Number(options.days ?? 0)
      const minutes = Number(options.minutes ?? 0)
      if (!Number.isInteger(days) || !Number.isInteger(minutes) || minutes % 15 !== 0)
        return yield* usage("--days is a whole number of days, --minutes a whole number of quarter hours (15, -30 …).")
      if (options.cancel === true && (days !== 0 || minutes !== 0))
        return yield* usage("Either move the sessions (--days, --minutes) or --cancel them, not both.")
      if (options.cancel !== true && days === 0 && minutes === 0)
        return yield* usage("Say how to change the sessions: --days, --minutes or --cancel.")
      const clinic = (yield* Effect.flatMap(Clinics, (c) => c.list(id))).find((c) => c.slug === options.clinic)
      if (clinic === undefined) return yield* usage(`The facility has no clinic with the slug ${options.clinic}.`)
      const change = options.cancel === true ? ("cancel" as const) : { days, minutes }
      const enrolments = yield* Enrolments
      const plan = yield* enrolments.shiftSessions(clinic.id, options.from, change, false)
      const changes = plan.map(({ lesson, to }) =>
        to
          ? { action: "move" as const, session: at(lesson), to: at(to) }
          : { action: "cancel" as const, session: at(lesson) },
      )
      return yield* applyDiff(
        changes,
        sessionChange,
        options,
        output,
        "session",
        enrolments.shiftSessions(clinic.id, options.from, change, true),
      )
    },
    (r) => describeApplied(r, sessionChange, "No session of the clinic is on or after that day."),
  )

/** A season file as JSON (a .json file) or CSV (any other). */
const readSeason = (file: string, encoding: string | undefined): Effect.Effect<SeasonInput, CliFailure> =>
  file.toLowerCase().endsWith(".json")
    ? Effect.map(readJson(file, encoding), (json) => ({ json }))
    : Effect.map(readRecords(file, SEASON_COLUMNS, encoding), (csv) => ({ csv }))

/**
 * Imports a season's clinics, prices and sessions (JSON or CSV; see
 * fixtures/clinics-season.sample.json): checked whole against the club first, every problem named
 * and nothing written if there is one; then written in one transaction. A dry run makes the same
 * writes and rolls them back, so a session that clashes with a booking shows there too.
 */
export const clinicsImport = (
  file: string,
  options: { facility: string; dryRun?: boolean; verbose?: boolean },
  output: Output,
) =>
  importCommand(
    output,
    options.facility,
    "clinics",
    function* (id) {
      const files = yield* ClinicFiles
      const { plan, problems } = yield* files.planSeason(id, yield* readSeason(file, output.encoding))
      if (problems.length > 0) return yield* fileRefused(problems)
      const dryRun = options.dryRun === true
      const progress = rowProgress(`Importing ${file}`, output, plan.length)
      const clinics = yield* files.applySeason(id, plan, { dryRun, onClinic: progress.onRow }).pipe(
        Effect.ensuring(Effect.sync(progress.finish)),
        Effect.catchTag("Unprocessable", (e) => Effect.fail(usage(`Nothing was imported; ${e.message}`))),
      )
      return { dry_run: dryRun, clinics }
    },
    (r) =>
      [
        ...r.clinics
          .filter((c) => options.verbose === true && c.action !== "unchanged")
          .map(
            (c) =>
              `  ${c.at}: ${r.dry_run ? "would " : ""}${c.action} ${c.slug} with ${c.prices} price${c.prices === 1 ? "" : "s"} and ${c.sessions} session${c.sessions === 1 ? "" : "s"}`,
          ),
        `${r.dry_run ? "Dry run" : "Imported"}: ${r.clinics.filter((c) => c.action === "create").length} new, ${r.clinics.filter((c) => c.action === "update").length} changed, ${r.clinics.filter((c) => c.action === "unchanged").length} unchanged, ${r.clinics.map((c) => c.sessions).reduce((a, b) => a + b, 0)} sessions booked${r.dry_run ? "; nothing was written" : ""}.`,
      ].join("\n"),
  )

/** The club's clinics as a season file (JSON), to a file or standard output: `clinics import` takes it back. */
export const clinicsExport = (options: { facility: string; output?: string }, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const season = yield* Effect.flatMap(ClinicFiles, (files) => files.exportSeason(id))
      return { file: yield* writeJson(season, options.output), clinics: season.clinics.length, season }
    },
    (r) => (r.file === null ? JSON.stringify(r.season, null, 2) : `Exported ${r.clinics} clinics to ${r.file}.`),
  )
