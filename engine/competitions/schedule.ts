import type { PlannedMatch, Source } from "./brackets"

/**
 * Placing a division's matches on the club's free court time: a greedy solver, match by match in
 * the draw's order, each at the earliest start that fits. A match starts only once the matches that
 * feed it have ended and their players have rested; no entry that could play it (its own, or any
 * that could come through its feeders) plays another match within the rest, more than the day's
 * most, or in time a player said they cannot play. Pure: the service reads the free time and books.
 */

/** Free time on one court on one day, in seconds of the club's local day. */
export interface FreeTime {
  readonly court_id: number
  readonly date: string
  readonly from: number
  readonly to: number
}

export interface MatchToPlace {
  readonly key: string
  /** Every entry that could play it: its own sides', or any its feeders could send. */
  readonly entries: ReadonlyArray<number>
  /** Matches that must end (and their players rest) before it starts. */
  readonly after: ReadonlyArray<string>
}

/** Time an entry's player said they cannot play. */
export interface Unavailable {
  readonly entry: number
  readonly date: string
  readonly from: number
  readonly to: number
}

export interface Placement {
  readonly key: string
  readonly court_id: number
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
}

export interface ScheduleInput {
  readonly matches: ReadonlyArray<MatchToPlace>
  readonly free: ReadonlyArray<FreeTime>
  /** Matches placed before (kept where they are): they hold their court and their players. */
  readonly placed: ReadonlyArray<Placement>
  readonly unavailable: ReadonlyArray<Unavailable>
  readonly matchSeconds: number
  readonly restSeconds: number
  /** The most matches an entry plays on one day. */
  readonly mostPerDay: number
  /** Starts this far apart within free time (e.g. every half hour). */
  readonly stepSeconds: number
}

export interface Schedule {
  readonly placed: ReadonlyArray<Placement>
  /** Matches no free time fits, in the draw's order. */
  readonly unplaced: ReadonlyArray<string>
}

const DAY = 86_400
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / (DAY * 1000))
/** A time on the event's one line of seconds: day and second of day together. */
export const at = (date: string, second: number) => dayNumber(date) * DAY + second
/** A time on that line as the day and second of the day it falls on. */
export const dayAndSecond = (t: number) => {
  const day = Math.floor(t / DAY)
  return { date: new Date(day * DAY * 1000).toISOString().slice(0, 10), hour_start: t - day * DAY }
}

interface Span {
  readonly start: number
  readonly end: number
}
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end

export const solveSchedule = (input: ScheduleInput): Schedule => {
  const byKey = new Map(input.matches.map((m) => [m.key, m]))
  const entriesOf = (key: string) => byKey.get(key)?.entries ?? []
  const courtBusy = new Map<number, Array<Span>>()
  const entryBusy = new Map<number, Array<Span & { readonly day: number }>>()
  const ended = new Map<string, number>()
  const hold = (p: Placement, entries: ReadonlyArray<number>) => {
    const span = { start: at(p.date, p.hour_start), end: at(p.date, p.hour_end) }
    courtBusy.set(p.court_id, [...(courtBusy.get(p.court_id) ?? []), span])
    for (const e of entries) entryBusy.set(e, [...(entryBusy.get(e) ?? []), { ...span, day: dayNumber(p.date) }])
    ended.set(p.key, span.end)
  }
  for (const p of input.placed) hold(p, entriesOf(p.key))
  const away = input.unavailable.map((u) => ({ entry: u.entry, start: at(u.date, u.from), end: at(u.date, u.to) }))
  const free = input.free
    .map((f) => ({ ...f, start: at(f.date, f.from), end: at(f.date, f.to) }))
    .toSorted((a, b) => a.start - b.start || a.court_id - b.court_id)

  const fits = (m: MatchToPlace, court: number, span: Span, day: number) =>
    !(courtBusy.get(court) ?? []).some((b) => overlaps(b, span)) &&
    m.entries.every((e) => {
      const theirs = entryBusy.get(e) ?? []
      const rested = { start: span.start - input.restSeconds, end: span.end + input.restSeconds }
      return (
        !theirs.some((b) => overlaps(b, rested)) &&
        theirs.filter((b) => b.day === day).length < input.mostPerDay &&
        !away.some((a) => a.entry === e && overlaps(a, span))
      )
    })

  const placed: Array<Placement> = []
  const unplaced: Array<string> = []
  for (const m of input.matches) {
    if (ended.has(m.key)) continue
    const feeders = m.after.map((k) => ended.get(k))
    if (feeders.some((t) => t === undefined)) {
      unplaced.push(m.key)
      continue
    }
    const earliest = Math.max(-Infinity, ...feeders.map((t) => t! + input.restSeconds))
    let best: { readonly placement: Placement; readonly start: number } | undefined
    for (const f of free) {
      if (best !== undefined && f.start >= best.start) break
      const first = f.start + Math.max(0, Math.ceil((earliest - f.start) / input.stepSeconds) * input.stepSeconds)
      for (let start = first; start + input.matchSeconds <= f.end; start += input.stepSeconds) {
        if (best !== undefined && start >= best.start) break
        const span = { start, end: start + input.matchSeconds }
        if (!fits(m, f.court_id, span, dayNumber(f.date))) continue
        const from = start - dayNumber(f.date) * DAY
        best = {
          start,
          placement: {
            key: m.key,
            court_id: f.court_id,
            date: f.date,
            hour_start: from,
            hour_end: from + input.matchSeconds,
          },
        }
        break
      }
    }
    if (best === undefined) unplaced.push(m.key)
    else {
      hold(best.placement, m.entries)
      placed.push(best.placement)
    }
  }
  return { placed, unplaced }
}

/** Free time: the windows asked for, less what is booked on each court already. */
export const freeTime = (windows: ReadonlyArray<FreeTime>, booked: ReadonlyArray<FreeTime>): ReadonlyArray<FreeTime> =>
  windows.flatMap((w) => {
    const busy = booked
      .filter((b) => b.court_id === w.court_id && b.date === w.date && b.from < w.to && b.to > w.from)
      .toSorted((a, b) => a.from - b.from)
    const gaps: Array<FreeTime> = []
    let from = w.from
    for (const b of busy) {
      if (b.from > from) gaps.push({ ...w, from, to: b.from })
      from = Math.max(from, b.to)
    }
    if (from < w.to) gaps.push({ ...w, from })
    return gaps
  })

/**
 * A draw's matches as the solver takes them: each with every entry that could play it and the
 * matches it waits for, the earliest playable first (by how many matches lead to it).
 */
export const matchesToPlace = (
  draw: ReadonlyArray<Pick<PlannedMatch, "key" | "sides" | "round" | "group" | "onlyIfSecondWon">>,
): ReadonlyArray<MatchToPlace> => {
  const byKey = new Map(draw.map((m) => [m.key, m]))
  const ofGroup = (group: number) => draw.filter((m) => m.group === group)
  const feeders = (m: (typeof draw)[number]): ReadonlyArray<string> => [
    ...m.sides.flatMap((s: Source) =>
      "winner" in s
        ? [s.winner]
        : "loser" in s
          ? [s.loser]
          : "place" in s
            ? ofGroup(s.place.group).map((g) => g.key)
            : [],
    ),
    ...(m.onlyIfSecondWon === undefined ? [] : [m.onlyIfSecondWon]),
  ]
  const entries = new Map<string, ReadonlyArray<number>>()
  const depth = new Map<string, number>()
  const visit = (key: string): void => {
    if (entries.has(key)) return
    const m = byKey.get(key)!
    const before = [...new Set(feeders(m))]
    before.forEach(visit)
    const own = m.sides.flatMap((s: Source) => ("entry" in s ? [s.entry] : []))
    entries.set(
      key,
      [...new Set([...own, ...before.flatMap((k) => entries.get(k)!)])].toSorted((a, b) => a - b),
    )
    depth.set(key, Math.max(0, ...before.map((k) => depth.get(k)! + 1)))
  }
  draw.forEach((m) => visit(m.key))
  return draw
    .map((m, i) => ({ m, i }))
    .toSorted((a, b) => depth.get(a.m.key)! - depth.get(b.m.key)! || a.m.round - b.m.round || a.i - b.i)
    .map(({ m }) => ({ key: m.key, entries: entries.get(m.key)!, after: [...new Set(feeders(m))] }))
}
