import { withSpans } from "../spans"
import { Clock, Data, Effect } from "effect"
import { requireManagerAt } from "../access"
import { checkSeasonFile, type SeasonClinic, type SeasonInput, seasonFromCsv, within } from "./clinicFile"
import { weekdayOf } from "../bookings/rules"
import { addDays, localDate } from "../dates"
import { orNotFound, unprocessable } from "../errors"
import { Clinics } from "./service"
import { majorText } from "../money"
import { ClinicsRepo } from "./port"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { TeachersRepo } from "../teachers/port"
import { Transactions } from "../ports"

export interface PlannedClinic {
  readonly clinic: SeasonClinic
  /** The clinic it changes (by slug), or undefined for a new one. */
  readonly id: number | undefined
  /** The club's category, or undefined when the import adds it (or names none). */
  readonly category_id: number | undefined
  readonly coach_ids: ReadonlyArray<number>
  readonly court_ids: ReadonlyArray<number>
  readonly waiver_ids: ReadonlyArray<number>
  /** Each session series' court. */
  readonly session_court_ids: ReadonlyArray<number>
}

export interface ImportedClinic {
  readonly at: string
  readonly slug: string
  readonly action: "create" | "update" | "unchanged"
  readonly prices: number
  /** Sessions booked; those the clinic already had are not counted. */
  readonly sessions: number
}

class RolledBack extends Data.TaggedError("RolledBack")<{ readonly done: ReadonlyArray<ImportedClinic> }> {}

/**
 * A season's clinics in bulk, for the CLI and embedding programs: each clinic of a file created or
 * (by its slug) changed, its prices added or (by name) changed, its session series booked. The file
 * is checked against the club first (every problem named); then everything is written in one
 * transaction, so a session that clashes with a booking leaves nothing written. A dry run does the
 * same writes and rolls them back, so it finds those clashes too. Managers only.
 */
export class ClinicFiles extends Effect.Service<ClinicFiles>()("venue/ClinicFiles", {
  dependencies: [Clinics.Default],
  effect: Effect.gen(function* () {
    const catalogue = yield* Clinics
    const clinics = yield* ClinicsRepo
    const courts = yield* CourtsRepo
    const teachers = yield* TeachersRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions

    const managing = (facilityId: number) =>
      Effect.zipRight(
        requireManagerAt(facilityId, "Only the club's managers change its clinics."),
        orNotFound("Facility")(facilities.find(facilityId)),
      )

    /**
     * A season file (JSON, or a CSV's records) checked whole and against the club: who, where and
     * what each clinic names, and every problem.
     */
    const planSeason = (facilityId: number, file: SeasonInput) =>
      Effect.gen(function* () {
        const facility = yield* managing(facilityId)
        const read = "csv" in file ? seasonFromCsv(file.csv) : { json: file.json, lines: undefined, problems: [] }
        const checked = checkSeasonFile(read.json, facility.currency_decimals, read.lines)
        const problems = [...read.problems, ...checked.problems]
        const season = checked.clinics
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const existing = new Map((yield* clinics.list(facilityId)).map((c) => [c.slug.toLowerCase(), c.id]))
        const categories = new Map((yield* clinics.categories(facilityId)).map((c) => [c.name.toLowerCase(), c.id]))
        const coaches = new Map(
          (yield* teachers.roster(facilityId)).flatMap((t) =>
            t.email === null ? [] : [[t.email.toLowerCase(), t.id]],
          ),
        )
        const open = new Map(
          (yield* courts.list(facilityId)).filter((c) => c.active).map((c) => [c.name.toLowerCase(), c.id]),
        )
        const waivers = new Map((yield* clinics.programWaivers(facilityId)).map((w) => [w.name.toLowerCase(), w.id]))
        const lookUp = (at: string, names: ReadonlyArray<string>, known: Map<string, number>, what: string) =>
          names.flatMap((name) => {
            const id = known.get(name.toLowerCase())
            if (id === undefined) problems.push(`${at}: ${name} ${what}`)
            return id === undefined ? [] : [id]
          })
        const plan: Array<PlannedClinic> = []
        for (const clinic of season) {
          const id = existing.get(clinic.slug.toLowerCase())
          const coach_ids = lookUp(clinic.at, clinic.coaches, coaches, "does not teach at this club")
          const court_ids = lookUp(clinic.at, clinic.courts, open, "is not an open court of this club")
          const waiver_ids = lookUp(clinic.at, clinic.waivers, waivers, "is not one of this club's program waivers")
          const session_court_ids = clinic.sessions.map((s, i) => {
            const at = within(clinic, `sessions.${i}`)
            const court = open.get(s.court.toLowerCase())
            if (court === undefined) problems.push(`${at}: ${s.court} is not an open court of this club`)
            else if (court_ids.length > 0 && !court_ids.includes(court))
              problems.push(`${at}: ${s.court} is not one of the clinic's courts`)
            if (s.from < today) problems.push(`${at}: sessions are booked from today on; ${s.from} has passed`)
            return court ?? 0
          })
          const category_id = clinic.category === null ? undefined : categories.get(clinic.category.toLowerCase())
          const problem = yield* catalogue.fieldsProblem(
            facilityId,
            { ...fieldsOf(clinic, [], [], []), category_id: category_id ?? null },
            id,
          )
          if (problem !== undefined) problems.push(`${clinic.at}: ${problem}`)
          plan.push({ clinic, id, category_id, coach_ids, court_ids, waiver_ids, session_court_ids })
        }
        return { plan, problems: [...new Set(problems)] }
      })

    /** Writes a plan in one transaction (rolled back when `dryRun`), telling `onClinic` as each clinic is done. */
    const applySeason = (
      facilityId: number,
      plan: ReadonlyArray<PlannedClinic>,
      options: { readonly dryRun: boolean; readonly onClinic?: (done: number) => void },
    ) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const added = new Map<string, number>()
        const categoryOf = (name: string | null, known: number | undefined) =>
          Effect.gen(function* () {
            if (name === null) return null
            if (known !== undefined) return known
            const made = added.get(name.toLowerCase())
            if (made !== undefined) return made
            const category = yield* catalogue.saveCategory(facilityId, undefined, name)
            added.set(name.toLowerCase(), category.id)
            return category.id
          })
        const write = Effect.forEach(plan, (item, n) =>
          Effect.gen(function* () {
            const { clinic } = item
            // A clinic the file states as the club has it (fields, prices, sessions) is left alone: "unchanged".
            if (item.id !== undefined && (yield* unchanged(facilityId, item))) {
              options.onClinic?.(n + 1)
              return { at: clinic.at, slug: clinic.slug, action: "unchanged" as const, prices: 0, sessions: 0 }
            }
            const category_id = yield* categoryOf(clinic.category, item.category_id)
            const saved = yield* catalogue.save(facilityId, item.id, {
              ...fieldsOf(clinic, item.coach_ids, item.court_ids, item.waiver_ids),
              category_id,
            })
            for (const price of clinic.prices) {
              const same = saved.prices.find((p) => p.name.toLowerCase() === price.name.toLowerCase())
              yield* catalogue.saveOffer(facilityId, saved.id, same?.id, { ...price, active: true })
            }
            // A session the clinic already has (an import run again) is kept, not booked twice.
            const held = new Set(
              (yield* clinics.lessons(facilityId, saved.id))
                .filter((l) => !l.cancelled)
                .map((l) => `${l.court_id} ${l.date} ${l.hour_start} ${l.hour_end}`),
            )
            let sessions = 0
            for (const [i, series] of clinic.sessions.entries())
              for (let week = 0; week < series.weeks; week++) {
                const date = addDays(series.from, 7 * week)
                const court = item.session_court_ids[i]!
                if (held.has(`${court} ${date} ${series.start} ${series.end}`)) continue
                yield* catalogue
                  .addSessions({
                    clinic_id: saved.id,
                    court_id: court,
                    date,
                    hour_start: series.start,
                    hour_end: series.end,
                    weeks: 1,
                  })
                  .pipe(
                    Effect.mapError((e) =>
                      unprocessable(`${within(clinic, `sessions.${i}`)} on ${date}: ${e.message}`),
                    ),
                  )
                sessions++
              }
            options.onClinic?.(n + 1)
            return {
              at: clinic.at,
              slug: clinic.slug,
              action: item.id === undefined ? ("create" as const) : ("update" as const),
              prices: clinic.prices.length,
              sessions,
            }
          }).pipe(
            Effect.mapError((e) =>
              e._tag === "Unprocessable" && e.message.startsWith(item.clinic.at)
                ? e
                : unprocessable(`${item.clinic.at}: ${e.message}`),
            ),
          ),
        )
        return yield* transactions
          .run(
            Effect.flatMap(write, (done) =>
              options.dryRun ? Effect.fail(new RolledBack({ done })) : Effect.succeed(done),
            ),
          )
          .pipe(Effect.catchTag("RolledBack", (rolled) => Effect.succeed(rolled.done)))
      })

    /** Whether the club's clinic is already what the file says: its fields, its prices by name, every session. */
    const unchanged = (facilityId: number, item: PlannedClinic) =>
      Effect.gen(function* () {
        const stored = yield* catalogue.clinicAt(item.id!)
        const { clinic } = item
        const sorted = (ids: ReadonlyArray<number>) => [...ids].sort((a, b) => a - b).join()
        const wanted = fieldsOf(clinic, item.coach_ids, item.court_ids, item.waiver_ids)
        const sameFields =
          (Object.keys(wanted) as Array<keyof typeof wanted>).every((key) =>
            Array.isArray(wanted[key])
              ? sorted(wanted[key] as ReadonlyArray<number>) === sorted(stored[key] as ReadonlyArray<number>)
              : wanted[key] === stored[key],
          ) && (stored.category?.name.toLowerCase() ?? null) === (clinic.category?.toLowerCase() ?? null)
        const samePrices = clinic.prices.every((price) => {
          const p = stored.prices.find((q) => q.name.toLowerCase() === price.name.toLowerCase())
          return (
            p !== undefined &&
            p.active &&
            (Object.keys(price) as Array<keyof typeof price>).every(
              (key) => key === "name" || price[key] === (p as Record<string, unknown>)[key],
            )
          )
        })
        if (!sameFields || !samePrices) return false
        const held = new Set(
          (yield* clinics.lessons(facilityId, stored.id))
            .filter((l) => !l.cancelled)
            .map((l) => `${l.court_id} ${l.date} ${l.hour_start} ${l.hour_end}`),
        )
        return clinic.sessions.every((series, i) =>
          Array.from({ length: series.weeks }, (_, week) =>
            held.has(`${item.session_court_ids[i]} ${addDays(series.from, 7 * week)} ${series.start} ${series.end}`),
          ).every(Boolean),
        )
      })

    /**
     * The club's clinics as a season file: fields, prices (in the club's currency), coaches by
     * e-mail, courts and program waivers by name, and the sessions still to come as weekly series.
     * Importing it into the club changes nothing; into another club, it copies the season.
     */
    const exportSeason = (facilityId: number) =>
      Effect.gen(function* () {
        const facility = yield* managing(facilityId)
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const emails = new Map((yield* teachers.roster(facilityId)).map((t) => [t.id, t.email]))
        const courtNames = new Map((yield* courts.list(facilityId)).map((c) => [c.id, c.name]))
        const waiverNames = new Map((yield* clinics.programWaivers(facilityId)).map((w) => [w.id, w.name]))
        const money = (minor: number) => majorText(minor, facility.currency_decimals)
        const clock = (seconds: number) =>
          `${String(Math.floor(seconds / 3600)).padStart(2, "0")}:${String((seconds % 3600) / 60).padStart(2, "0")}`
        const season = []
        for (const listed of yield* clinics.list(facilityId)) {
          const c = yield* catalogue.clinicAt(listed.id)
          const lessons = (yield* clinics.lessons(facilityId, c.id))
            .filter((l) => !l.cancelled && l.date >= today)
            .sort(
              (a, b) =>
                a.court_id - b.court_id ||
                a.hour_start - b.hour_start ||
                a.hour_end - b.hour_end ||
                weekdayOf(a.date) - weekdayOf(b.date) ||
                a.date.localeCompare(b.date),
            )
          // Weekly series: the same court and hours a week apart.
          const sessions: Array<{ court: string; from: string; start: string; end: string; weeks: number }> = []
          let last: { court_id: number; hour_start: number; hour_end: number; date: string } | undefined
          for (const l of lessons) {
            const series = sessions.at(-1)
            if (
              series !== undefined &&
              last !== undefined &&
              last.court_id === l.court_id &&
              last.hour_start === l.hour_start &&
              last.hour_end === l.hour_end &&
              addDays(last.date, 7) === l.date
            )
              sessions[sessions.length - 1] = { ...series, weeks: series.weeks + 1 }
            else
              sessions.push({
                court: courtNames.get(l.court_id) ?? String(l.court_id),
                from: l.date,
                start: clock(l.hour_start),
                end: clock(l.hour_end),
                weeks: 1,
              })
            last = l
          }
          season.push({
            slug: c.slug,
            name: c.name,
            public_name: c.public_name,
            category: c.category?.name ?? null,
            description: c.description,
            sport: c.sport,
            age_start: c.age_start,
            age_end: c.age_end,
            rating_provider: c.rating_provider,
            rating_min: c.rating_min,
            rating_max: c.rating_max,
            capacity: c.capacity,
            coaches: c.coach_ids.flatMap((id) => {
              const email = emails.get(id)
              return email === undefined || email === null ? [] : [email]
            }),
            courts: c.court_ids.map((id) => courtNames.get(id) ?? String(id)),
            waivers: c.waiver_ids.flatMap((id) => waiverNames.get(id) ?? []),
            active: c.active,
            prices: c.prices
              .filter((p) => p.active)
              .map((p) => ({
                name: p.name,
                lessons: p.lessons,
                lesson_unit: p.lesson_unit,
                group_lessons: p.group_lessons,
                amount: money(p.amount),
                affiliation: p.affiliation,
                refundable: p.refundable,
              })),
            sessions,
          })
        }
        return { clinics: season }
      })

    return withSpans("ClinicFiles", { planSeason, applySeason, exportSeason })
  }),
}) {}

const fieldsOf = (
  clinic: SeasonClinic,
  coach_ids: ReadonlyArray<number>,
  court_ids: ReadonlyArray<number>,
  waiver_ids: ReadonlyArray<number>,
) => ({
  slug: clinic.slug,
  name: clinic.name,
  public_name: clinic.public_name,
  description: clinic.description,
  sport: clinic.sport,
  age_start: clinic.age_start,
  age_end: clinic.age_end,
  rating_provider: clinic.rating_provider,
  rating_min: clinic.rating_min,
  rating_max: clinic.rating_max,
  capacity: clinic.capacity,
  coach_ids,
  court_ids,
  waiver_ids,
  active: clinic.active,
})
