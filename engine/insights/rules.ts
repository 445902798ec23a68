import { Schema } from "effect"
import { addDays } from "../dates"
import { hoursOn, type OpeningHours, ruleApplies, type ScheduleRule, weekdayOf } from "../bookings/rules"
import { type LedgerSaleLine, SOLD, type Sold, soldTotals } from "../payments/close"
import { IsoDate } from "../people/rules"

/**
 * Club insights as pure arithmetic over what the repository counts: occupancy (booked ÷ open
 * hours), revenue by what was sold (the daily close's own lines), members over time and their
 * cohorts, and behaviour (no-shows, late cancellations, lead time, demand against free hours).
 */

export const HOURS_A_DAY = 24
const HOUR = 3600
/** A report's longest period: two years, so a year is comparable with the one before. */
export const MAX_PERIOD_DAYS = 731

export const Period = Schema.Struct({ from: IsoDate, to: IsoDate })
export type Period = typeof Period.Type

/** Days from `from` to `to`, both counted. */
export const daysIn = (period: Period) =>
  Math.round((Date.parse(`${period.to}T12:00:00Z`) - Date.parse(`${period.from}T12:00:00Z`)) / 86_400_000) + 1

/** A sentence for a period no report reads; undefined when it fits. */
export const periodProblem = (period: Period) =>
  period.to < period.from
    ? "The period must end on or after the day it starts."
    : daysIn(period) > MAX_PERIOD_DAYS
      ? `A report covers at most ${MAX_PERIOD_DAYS} days.`
      : undefined

export const datesOf = (period: Period): ReadonlyArray<string> =>
  Array.from({ length: Math.max(0, daysIn(period)) }, (_, i) => addDays(period.from, i))

/** The date `months` calendar months from `date`, kept within the month (31 March less a month is 28 or 29 February). */
export const addMonths = (date: string, months: number) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`
}

export const COMPARISONS = ["year", "month"] as const
export type Comparison = (typeof COMPARISONS)[number]

/** The same period a year or a month before. */
export const periodBefore = (period: Period, compare: Comparison): Period => {
  const months = compare === "year" ? -12 : -1
  return { from: addMonths(period.from, months), to: addMonths(period.to, months) }
}

// ——— Occupancy ———

export interface InsightCourt {
  readonly id: number
  readonly name: string
  readonly sport: string
  readonly indoor: boolean
}

/** A club's day: for each court that had bookings, the seconds of each of its 24 hours they held. */
export interface BookedDay {
  readonly local_date: string
  readonly court_ids: ReadonlyArray<number>
  /** Each court's 24 hours in turn, in the order of `court_ids`. */
  readonly booked: ArrayLike<number>
}

/** A window the club prices as prime time (its court rates' `prime_time`). */
export interface PrimeWindow {
  readonly court_ids: ReadonlyArray<number> | null
  readonly days: ReadonlyArray<number>
  readonly hour_start: number
  readonly hour_end: number
}

/** The share of open time booked: hours to two decimals, the rate from 0 to 1 (null when nothing was open). */
export interface Rate {
  readonly open_hours: number
  readonly booked_hours: number
  readonly rate: number | null
}

const rateOf = (open: number, booked: number): Rate => ({
  open_hours: Math.round((open / HOUR) * 100) / 100,
  booked_hours: Math.round((booked / HOUR) * 100) / 100,
  rate: open === 0 ? null : Math.round((booked / open) * 10_000) / 10_000,
})

const spanIn = (hour: number, start: number, end: number) =>
  Math.max(0, Math.min(end, (hour + 1) * HOUR) - Math.max(start, hour * HOUR))

/**
 * The seconds of each hour a court is open on a date: its opening hours that day, less the
 * closures that take the court (the whole club's or its own). Time kept for staff counts as open:
 * lessons and clinics are played in it.
 */
export const openSeconds = (
  courtId: number,
  date: string,
  opening: ReadonlyArray<OpeningHours>,
  rules: ReadonlyArray<ScheduleRule>,
): ReadonlyArray<number> => {
  const day = weekdayOf(date)
  const windows = hoursOn(opening, date).filter((o) => o.day === day)
  const closures = rules.filter((r) => r.kind === "closure" && ruleApplies(r, courtId, date))
  const out = new Array<number>(HOURS_A_DAY).fill(0)
  for (let hour = 0; hour < HOURS_A_DAY; hour++) {
    // Seconds are walked by quarter hours: opening hours and closures sit on them.
    for (let q = hour * HOUR; q < (hour + 1) * HOUR; q += 900) {
      const open = windows.some((w) => w.hour_start <= q && q + 900 <= w.hour_end)
      const closed = closures.some((c) => c.hour_start < q + 900 && q < c.hour_end)
      if (open && !closed) out[hour]! += 900
    }
  }
  return out
}

export const isPrime = (windows: ReadonlyArray<PrimeWindow>, courtId: number, weekday: number, hour: number) =>
  windows.some(
    (w) =>
      (w.court_ids === null || w.court_ids.length === 0 || w.court_ids.includes(courtId)) &&
      (w.days.length === 0 || w.days.includes(weekday)) &&
      spanIn(hour, w.hour_start, w.hour_end) > 0,
  )

/** One court's hour of the week over the period: the seconds it was open, and booked within them. */
export interface OccupancyCell {
  readonly court_id: number
  /** 0 = Monday … 6 = Sunday. */
  readonly weekday: number
  readonly hour: number
  readonly open: number
  readonly booked: number
}

/**
 * The period's cells, court × weekday × hour. A booking's time outside the court's open time
 * (staff booked a closed court) is not counted: a cell's booked never passes its open.
 */
export const occupancyCells = (
  period: Period,
  courts: ReadonlyArray<InsightCourt>,
  opening: ReadonlyArray<OpeningHours>,
  rules: ReadonlyArray<ScheduleRule>,
  booked: ReadonlyArray<BookedDay>,
): ReadonlyArray<OccupancyCell> => {
  const courtIndex = new Map(courts.map((c, i) => [c.id, i]))
  const dayIndex = new Map(datesOf(period).map((d, i) => [d, i]))
  // Booked seconds by day, court and hour in one array: a year of a big club's days is read once.
  const held = new Float64Array(dayIndex.size * courts.length * HOURS_A_DAY)
  for (const b of booked) {
    const day = dayIndex.get(b.local_date)
    if (day === undefined) continue
    b.court_ids.forEach((courtId, i) => {
      const court = courtIndex.get(courtId)
      if (court === undefined) return
      const at = (day * courts.length + court) * HOURS_A_DAY
      for (let hour = 0; hour < HOURS_A_DAY; hour++) held[at + hour] = b.booked[i * HOURS_A_DAY + hour] ?? 0
    })
  }
  const WEEK = 7 * HOURS_A_DAY
  const open = new Float64Array(courts.length * WEEK)
  const taken = new Float64Array(courts.length * WEEK)
  // Opening hours are the same for every court; only closures that name courts set one apart.
  const courtRules = rules.some((r) => r.kind === "closure" && r.court_ids !== null && r.court_ids.length > 0)
  for (const [date, day] of dayIndex) {
    const weekday = weekdayOf(date)
    const common = courtRules ? undefined : openSeconds(-1, date, opening, rules)
    courts.forEach((court, c) => {
      const seconds = common ?? openSeconds(court.id, date, opening, rules)
      const from = (day * courts.length + c) * HOURS_A_DAY
      const cell = c * WEEK + weekday * HOURS_A_DAY
      for (let hour = 0; hour < HOURS_A_DAY; hour++) {
        const o = seconds[hour]!
        if (o === 0) continue
        open[cell + hour] = open[cell + hour]! + o
        taken[cell + hour] = taken[cell + hour]! + Math.min(o, held[from + hour]!)
      }
    })
  }
  const cells: Array<OccupancyCell> = []
  courts.forEach((court, c) => {
    for (let i = 0; i < WEEK; i++)
      if (open[c * WEEK + i]! > 0)
        cells.push({
          court_id: court.id,
          weekday: Math.floor(i / HOURS_A_DAY),
          hour: i % HOURS_A_DAY,
          open: open[c * WEEK + i]!,
          booked: taken[c * WEEK + i]!,
        })
  })
  return cells.sort((a, b) => a.court_id - b.court_id || a.weekday - b.weekday || a.hour - b.hour)
}

const sumRate = (cells: ReadonlyArray<OccupancyCell>) =>
  rateOf(
    cells.reduce((s, c) => s + c.open, 0),
    cells.reduce((s, c) => s + c.booked, 0),
  )

/** Items by key, in the order first seen. */
const groupOf = <K, V>(items: ReadonlyArray<V>, keyOf: (item: V) => K) => {
  const groups = new Map<K, Array<V>>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [item])
    else group.push(item)
  }
  return groups
}

const groupRates = <K extends string | number>(cells: ReadonlyArray<OccupancyCell>, keyOf: (c: OccupancyCell) => K) =>
  groupOf(cells, keyOf)

type Setting = "indoor" | "outdoor"

/** The occupancy report's summaries of its cells. */
export const occupancySummary = (
  cells: ReadonlyArray<OccupancyCell>,
  courts: ReadonlyArray<InsightCourt>,
  prime: ReadonlyArray<PrimeWindow>,
) => {
  const courtOf = new Map(courts.map((c) => [c.id, c]))
  const primeCells = cells.filter((c) => isPrime(prime, c.court_id, c.weekday, c.hour))
  const offPeak = cells.filter((c) => !isPrime(prime, c.court_id, c.weekday, c.hour))
  const byKind = <K extends string>(kind: (c: InsightCourt) => K) =>
    [...groupRates(cells, (c) => kind(courtOf.get(c.court_id)!))].map(([key, mine]) => ({ key, ...sumRate(mine) }))
  return {
    overall: sumRate(cells),
    prime: primeCells.length === 0 ? null : sumRate(primeCells),
    off_peak: sumRate(offPeak),
    by_court: courts
      .map((court) => ({
        court_id: court.id,
        name: court.name,
        ...sumRate(cells.filter((c) => c.court_id === court.id)),
      }))
      .filter((c) => c.open_hours > 0),
    by_sport: byKind((c) => c.sport).map(({ key, ...rate }) => ({ sport: key, ...rate })),
    by_setting: byKind((c): Setting => (c.indoor ? "indoor" : "outdoor")).map(({ key, ...rate }) => ({
      setting: key,
      ...rate,
    })),
    by_weekday_hour: [...groupRates(cells, (c) => c.weekday * HOURS_A_DAY + c.hour)]
      .sort(([a], [b]) => a - b)
      .map(([key, mine]) => ({
        weekday: Math.floor(key / HOURS_A_DAY),
        hour: key % HOURS_A_DAY,
        prime: mine.some((c) => isPrime(prime, c.court_id, c.weekday, c.hour)),
        ...sumRate(mine),
      })),
  }
}

// ——— Revenue ———

export const BUCKETS = ["day", "week", "month"] as const
export type Bucket = (typeof BUCKETS)[number]

/** The first day of the day's week (Monday) or month; the day itself for days. */
export const bucketStart = (date: string, bucket: Bucket) =>
  bucket === "day" ? date : bucket === "week" ? addDays(date, -weekdayOf(date)) : `${date.slice(0, 8)}01`

/** A paid ledger line of one business day, by what it paid for and how. */
export interface LedgerDaySale extends LedgerSaleLine {
  readonly business_date: string
}

/**
 * Money taken and value moved by what was sold, per day, week or month, as the daily close counts
 * them (its `soldTotals`, refunds and reversals taken off): a day's figures are its close's.
 */
export const revenue = (lines: ReadonlyArray<LedgerDaySale>, bucket: Bucket) => {
  const byBucket = groupOf(lines, (line) => bucketStart(line.business_date, bucket))
  const sold = (mine: ReadonlyArray<LedgerDaySale>) => {
    const totals = soldTotals(mine)
    const of = (s: Sold) => totals.find((t) => t.sold === s)
    return {
      money: Object.fromEntries(SOLD.map((s) => [s, of(s)?.money ?? 0])) as Record<Sold, number>,
      value: Object.fromEntries(SOLD.map((s) => [s, of(s)?.value ?? 0])) as Record<Sold, number>,
      money_total: totals.reduce((sum, t) => sum + t.money, 0),
      value_total: totals.reduce((sum, t) => sum + t.value, 0),
    }
  }
  return {
    buckets: [...byBucket.keys()].sort().map((start) => ({ start, ...sold(byBucket.get(start)!) })),
    totals: sold(lines),
  }
}

// ——— People ———

/** A membership's span in facility-local days: from its start to its end (none: it runs on). */
export interface MembershipSpan {
  readonly owner_id: number
  readonly from: string
  readonly to: string | null
}

/** Each person's time as a member: their memberships' spans joined where they touch or overlap. */
const memberRuns = (spans: ReadonlyArray<MembershipSpan>) => {
  const byOwner = groupOf(spans, (s) => s.owner_id)
  const runs: Array<{ owner_id: number; from: string; to: string | null; first: boolean }> = []
  for (const [owner_id, mine] of byOwner) {
    const sorted = [...mine].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    let run: { owner_id: number; from: string; to: string | null; first: boolean } | undefined
    for (const s of sorted) {
      if (run !== undefined && (run.to === null || s.from <= addDays(run.to, 1))) {
        run.to = run.to === null || s.to === null ? null : s.to > run.to ? s.to : run.to
      } else {
        if (run !== undefined) runs.push(run)
        run = { owner_id, from: s.from, to: s.to, first: run === undefined }
      }
    }
    if (run !== undefined) runs.push(run)
  }
  return runs
}

const covers = (run: { from: string; to: string | null }, date: string) =>
  run.from <= date && (run.to === null || date <= run.to)

/**
 * Members over the period by month or week: how many held a membership on the bucket's last day
 * (the period's last, for the last bucket), how many joined for the first time, came back, and
 * lapsed (their last membership ended and none followed).
 */
export const membersOverTime = (
  spans: ReadonlyArray<MembershipSpan>,
  period: Period,
  bucket: Exclude<Bucket, "day">,
) => {
  const runs = memberRuns(spans)
  const starts: Array<string> = []
  for (let start = bucketStart(period.from, bucket); start <= period.to;) {
    starts.push(start)
    start = bucket === "week" ? addDays(start, 7) : addMonths(start, 1)
  }
  return starts.map((start, i) => {
    const next = starts[i + 1]
    const last = next === undefined || addDays(next, -1) > period.to ? period.to : addDays(next, -1)
    const first = start < period.from ? period.from : start
    const within = (date: string | null) => date !== null && first <= date && date <= last
    const owners = (keep: (r: (typeof runs)[number]) => boolean) =>
      new Set(runs.filter(keep).map((r) => r.owner_id)).size
    return {
      start,
      active: owners((r) => covers(r, last)),
      joined: owners((r) => r.first && within(r.from)),
      returned: owners((r) => !r.first && within(r.from)),
      // A member lapses on the first day they are not one any more.
      lapsed: owners((r) => r.to !== null && within(addDays(r.to, 1))),
    }
  })
}

/**
 * Retention by join month: for each month in the period some people first became members, how
 * many of them were members at the end of each month after, up to `today`'s month.
 */
export const cohorts = (spans: ReadonlyArray<MembershipSpan>, period: Period, today: string) => {
  const runs = memberRuns(spans)
  const joinedOn = new Map<number, string>()
  for (const r of runs) if (r.first) joinedOn.set(r.owner_id, r.from)
  const months = new Map(
    [
      ...groupOf(
        [...joinedOn].filter(([, date]) => period.from <= date && date <= period.to),
        ([, date]) => date.slice(0, 7),
      ),
    ].map(([month, joined]) => [month, joined.map(([owner]) => owner)]),
  )
  const lastMonth = today.slice(0, 7)
  return [...months.keys()].sort().map((month) => {
    const people = months.get(month)!
    const retained: Array<number> = []
    for (let k = 0; ; k++) {
      const start = addMonths(`${month}-01`, k)
      if (start.slice(0, 7) > lastMonth) break
      const end = start.slice(0, 7) === lastMonth ? today : addDays(addMonths(start, 1), -1)
      retained.push(people.filter((p) => runs.some((r) => r.owner_id === p && covers(r, end))).length)
    }
    return { month, size: people.length, retained }
  })
}

// ——— Behaviour ———

/** Lead time buckets: a booking made less than this many hours before it starts. */
export const LEAD_HOURS = [1, 6, 24, 48, 168, 336] as const

/** A lead-time bucket's index for a booking made `hours` ahead: past the last boundary, the last bucket. */
export const leadBucket = (hours: number) => {
  const i = LEAD_HOURS.findIndex((limit) => hours < limit)
  return i === -1 ? LEAD_HOURS.length : i
}

/** A club with no late-cancellation policy has its cancellations within a day of play counted as late. */
export const LATE_HOURS_WITHOUT_POLICY = 24
export const lateHoursCounted = (policyHours: number) => (policyHours > 0 ? policyHours : LATE_HOURS_WITHOUT_POLICY)

/** Counts per hour of the day, 24 of them, from rows that each name an hour's start in seconds. */
export const perHour = (rows: ReadonlyArray<{ readonly hour_start: number; readonly count: number }>) => {
  const out = new Array<number>(HOURS_A_DAY).fill(0)
  for (const r of rows) out[Math.min(HOURS_A_DAY - 1, Math.floor(r.hour_start / HOUR))]! += r.count
  return out
}

/** The free hours in each hour of the day over the period: open less booked, from occupancy cells. */
export const freeByHour = (cells: ReadonlyArray<OccupancyCell>) => {
  const out = new Array<number>(HOURS_A_DAY).fill(0)
  for (const c of cells) out[c.hour]! += (c.open - c.booked) / HOUR
  return out.map((h) => Math.round(h * 100) / 100)
}
