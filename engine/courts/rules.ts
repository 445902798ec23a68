import type { ScheduleRule } from "../bookings/rules"
import type { Closure } from "./port"

/**
 * A closure as the schedule rule it is: one concept, whether a schedules file states it or staff
 * write it as a rule; nobody books in its window, on every day from its first to its last.
 */
export const closureRule = (closure: Closure): ScheduleRule => ({
  kind: "closure",
  court_ids: closure.court_ids === null ? null : closure.court_ids.toSorted((a, b) => a - b),
  starts_on: closure.starts_on,
  ends_on: closure.ends_on,
  days: [],
  hour_start: closure.hour_start,
  hour_end: closure.hour_end,
  min_duration: null,
  max_duration: null,
  note: closure.note,
})

/**
 * The club's closures as a schedules file states them, by the day and hour they start: closure
 * rules of every day between two dates. A weekly closure (some days only) or an open-ended one is a standing rule, which the rules
 * list shows; a file would read it as every day.
 */
export const closuresOf = (rules: ReadonlyArray<ScheduleRule>): ReadonlyArray<Closure> =>
  rules
    .flatMap((r) =>
      r.kind === "closure" && r.days.length === 0 && r.starts_on !== null && r.ends_on !== null
        ? [
            {
              court_ids: r.court_ids,
              starts_on: r.starts_on,
              ends_on: r.ends_on,
              hour_start: r.hour_start,
              hour_end: r.hour_end,
              note: r.note,
            },
          ]
        : [],
    )
    .toSorted((a, b) => a.starts_on.localeCompare(b.starts_on) || a.hour_start - b.hour_start)

/** One text per closure, the same for the same courts (in any order), days, hours and note. */
export const closureKey = (c: Closure) =>
  JSON.stringify([
    c.starts_on,
    c.ends_on,
    c.hour_start,
    c.hour_end,
    c.note,
    c.court_ids?.toSorted((a, b) => a - b) ?? null,
  ])
