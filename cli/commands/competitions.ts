import { Effect, Schema } from "effect"
import { issuesOf } from "../../engine/errors"
import { CompetitionFile, ScheduleRequest } from "../../engine/competitions/rules"
import { Competitions } from "../../engine/competitions/service"
import { formatSecondsOfDay } from "../../engine/dates"
import { type Output, usage } from "../run"
import { clubCommand, readJson, writeJson } from "./files"

const decodeFile = Schema.decodeUnknownEither(CompetitionFile, { errors: "all" })

/** `HH:MM` as seconds of the day. */
const secondsOf = (text: string, option: string) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text)
  const seconds = m === null ? NaN : Number(m[1]) * 3600 + Number(m[2]) * 60
  if (!(seconds >= 0 && seconds <= 86_400))
    throw usage(`${option} is a time of day as HH:MM (for example 09:00), not "${text}".`)
  return seconds
}

/** A whole number an option names, or a usage error saying which. */
const wholeOf = (text: string | undefined, option: string, fallback: number) => {
  if (text === undefined) return fallback
  const n = Number(text)
  if (!Number.isInteger(n) || n < 0) throw usage(`${option} is a whole number, not "${text}".`)
  return n
}

/** The club's competitions not over yet, each with its id and divisions. */
export const competitionsList = (options: { facility: string }, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      return { competitions: yield* Effect.flatMap(Competitions, (c) => c.list(id)) }
    },
    (r) =>
      r.competitions.length === 0
        ? "No competitions are coming up."
        : r.competitions
            .map(
              (c) =>
                `${c.id}  ${c.name} (${c.format}, ${c.starts_on} to ${c.ends_on})\n${c.divisions
                  .map((d) => `    division ${d.id}  ${d.name}, ${d.cap} places${d.drawn_at === null ? "" : ", drawn"}`)
                  .join("\n")}`,
            )
            .join("\n"),
  )

/**
 * A competition set up from JSON (its settings and divisions, as `competitions export` writes
 * them): checked whole, then written in one transaction.
 */
export const competitionsImport = (
  file: string,
  options: { facility: string; dryRun?: boolean; encoding?: string },
  output: Output,
) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const decoded = decodeFile(yield* readJson(file, options.encoding))
      if (decoded._tag === "Left")
        return yield* Effect.fail(
          usage(`Nothing was imported; ${file} is not a competition file:\n  ${issuesOf(decoded.left).join("\n  ")}`),
        )
      const dryRun = options.dryRun === true
      const made = yield* Effect.flatMap(Competitions, (c) => c.setUp(id, decoded.right, { dryRun }))
      return { dry_run: dryRun, competition: made }
    },
    (r) =>
      `${r.dry_run ? "Dry run" : "Imported"}: ${r.competition.name} with ${r.competition.divisions.length} division${r.competition.divisions.length === 1 ? "" : "s"}${r.dry_run ? "; nothing was written" : ` (id ${r.competition.id})`}.`,
  )

/** A competition's settings and divisions as the JSON `competitions import` takes back. */
export const competitionsExport = (
  options: { facility: string; competition: string; output?: string },
  output: Output,
) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const shown = yield* Effect.flatMap(Competitions, (c) =>
        c.show(id, wholeOf(options.competition, "--competition", 0)),
      )
      const { id: _, facility_id: __, status: ___, divisions, ...settings } = shown
      const file = Schema.encodeSync(CompetitionFile)({
        ...settings,
        divisions: divisions.map(({ id: _, competition_id: __, drawn_at: ___, ...d }) => d),
      })
      return { file: yield* writeJson(file, options.output), competition: file }
    },
    (r) => (r.file === null ? JSON.stringify(r.competition, null, 2) : `Exported ${r.competition.name} to ${r.file}.`),
  )

/** A drawn division's matches still to play, put on the club's courts over the days named. */
export const competitionsSchedule = (
  options: {
    facility: string
    division: string
    dates: string
    from: string
    to: string
    minutes: string
    rest?: string
    mostPerDay?: string
  },
  output: Output,
) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const request = yield* Effect.try({
        try: () => ({
          dates: options.dates.split(",").map((d) => d.trim()),
          hour_start: secondsOf(options.from, "--from"),
          hour_end: secondsOf(options.to, "--to"),
          match_minutes: wholeOf(options.minutes, "--minutes", 90),
          rest_minutes: wholeOf(options.rest, "--rest", 30),
          most_per_day: wholeOf(options.mostPerDay, "--most-per-day", 3),
        }),
        catch: (e) => e as ReturnType<typeof usage>,
      })
      const checked = Schema.decodeUnknownEither(ScheduleRequest)(request)
      if (checked._tag === "Left") return yield* Effect.fail(usage(issuesOf(checked.left).join("\n  ")))
      return yield* Effect.flatMap(Competitions, (c) =>
        c.schedule(id, wholeOf(options.division, "--division", 0), checked.right),
      )
    },
    (r) =>
      [
        ...r.sheet.matches.flatMap((m) =>
          m.scheduled === null
            ? []
            : [
                `  ${m.key.padEnd(8)} ${m.scheduled.date} ${formatSecondsOfDay(m.scheduled.hour_start)}–${formatSecondsOfDay(m.scheduled.hour_end)}  ${m.scheduled.court}`,
              ],
        ),
        r.unplaced.length === 0
          ? "Every match to play has a court and a time."
          : `No free time fits ${r.unplaced.join(", ")}: schedule again with more days, hours or courts.`,
      ].join("\n"),
  )
