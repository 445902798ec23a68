import { Effect } from "effect"
import { formatSecondsOfDay } from "../../engine/dates"
import { Clinics } from "../../engine/services/clinics"
import { Enrolments } from "../../engine/services/enrolments"
import { type Output, runCommand, usage } from "../run"
import { applyDiff, type ApplyOptions, describeApplied, facilityId } from "./files"

const at = (s: { readonly date: string; readonly hour_start: number }) =>
  `${s.date} ${formatSecondsOfDay(s.hour_start)}`

/**
 * Moves a clinic's sessions from a day on by days and minutes, or cancels them: the changes are
 * shown, approved (--yes from a script), written in one transaction, and everyone with a place is
 * told by mail.
 */
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
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        const id = yield* facilityId(options.facility)
        if (!/^\d{4}-\d{2}-\d{2}$/.test(options.from)) return yield* usage("Write --from as YYYY-MM-DD.")
        const days = Number(options.days ?? 0)
        const minutes = Number(options.minutes ?? 0)
        if (!Number.isInteger(days) || !Number.isInteger(minutes) || minutes % 15 !== 0)
          return yield* usage(
            "--days is a whole number of days, --minutes a whole number of quarter hours (15, -30 …).",
          )
        if (options.cancel === true && (days !== 0 || minutes !== 0))
          return yield* usage("Either move the sessions (--days, --minutes) or --cancel them, not both.")
        if (options.cancel !== true && days === 0 && minutes === 0)
          return yield* usage("Say how to change the sessions: --days, --minutes or --cancel.")
        const clinic = (yield* Effect.flatMap(Clinics, (c) => c.list(id))).find((c) => c.slug === options.clinic)
        if (clinic === undefined) return yield* usage(`The facility has no clinic with the slug ${options.clinic}.`)
        const change = options.cancel === true ? ("cancel" as const) : { days, minutes }
        const enrolments = yield* Enrolments
        const plan = yield* enrolments.shiftSessions(clinic.id, options.from, change, false)
        const diff = plan.map(({ lesson, to }) => (to ? `move   ${at(lesson)} → ${at(to)}` : `cancel ${at(lesson)}`))
        return yield* applyDiff(
          diff,
          options,
          output,
          "session",
          enrolments.shiftSessions(clinic.id, options.from, change, true),
        )
      }),
    (r) => describeApplied(r, "No session of the clinic is on or after that day."),
  )
