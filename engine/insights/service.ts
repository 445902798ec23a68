import { Clock, Effect } from "effect"
import { requireStaffAt } from "../access"
import { localDate } from "../dates"
import { orNotFound, unprocessable } from "../errors"
import { FacilitiesRepo } from "../facilities/port"
import { withSpans } from "../spans"
import { InsightsRepo } from "./port"
import {
  type Bucket,
  cohorts,
  type Comparison,
  freeByHour,
  LEAD_HOURS,
  membersOverTime,
  occupancyCells,
  occupancySummary,
  type Period,
  periodBefore,
  periodProblem,
  perHour,
  lateHoursCounted,
  revenue,
} from "./rules"

/** How many people a report names at most (top bookers, most no-shows). */
const TOP = 10

/**
 * Club insights for its staff: how full the courts are, where the money comes from, who stays and
 * how people book. Each report reads one club's period through aggregates bounded by its dates.
 */
export class Insights extends Effect.Service<Insights>()("venue/Insights", {
  effect: Effect.gen(function* () {
    const repo = yield* InsightsRepo
    const facilities = yield* FacilitiesRepo

    /** The club's facts for a report of its staff, once the period is one a report reads. */
    const opened = (facilityId: number, period: Period) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const problem = periodProblem(period)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        return { facility, today }
      })

    const occupancyOf = (facilityId: number, period: Period) =>
      Effect.gen(function* () {
        const [courts, schedule, booked] = yield* Effect.all([
          repo.courts(facilityId),
          repo.schedule(facilityId),
          repo.bookedDays(facilityId, period),
        ])
        const cells = occupancyCells(period, courts, schedule.opening, schedule.rules, booked)
        return { courts, cells, ...occupancySummary(cells, courts, schedule.prime) }
      })

    /** Booked ÷ open hours by court, weekday and hour, prime time apart, beside the period before when asked. */
    const occupancy = (facilityId: number, period: Period, compare?: Comparison) =>
      Effect.gen(function* () {
        yield* opened(facilityId, period)
        const now = yield* occupancyOf(facilityId, period)
        const before = compare === undefined ? undefined : periodBefore(period, compare)
        const earlier = before === undefined ? undefined : yield* occupancyOf(facilityId, before)
        return {
          facility_id: facilityId,
          ...period,
          courts: now.courts,
          cells: now.cells.map((c) => ({ ...c, open: c.open / 3600, booked: c.booked / 3600 })),
          overall: now.overall,
          prime: now.prime,
          off_peak: now.off_peak,
          by_court: now.by_court,
          by_sport: now.by_sport,
          by_setting: now.by_setting,
          by_weekday_hour: now.by_weekday_hour,
          previous:
            before === undefined || earlier === undefined
              ? null
              : { ...before, overall: earlier.overall, prime: earlier.prime, off_peak: earlier.off_peak },
        }
      })

    /** Money taken and value moved by what was sold, per day, week or month, as the daily close counts them. */
    const revenueOf = (facilityId: number, period: Period, bucket: Bucket) =>
      Effect.gen(function* () {
        const { facility } = yield* opened(facilityId, period)
        return {
          facility_id: facilityId,
          ...period,
          bucket,
          currency: facility.currency,
          currency_decimals: facility.currency_decimals,
          ...revenue(yield* repo.ledgerSales(facilityId, period), bucket),
        }
      })

    /** Members over time, cohorts by join month, who plays (members, others, guests) and the top bookers. */
    const people = (facilityId: number, period: Period, bucket: Exclude<Bucket, "day">) =>
      Effect.gen(function* () {
        const { today } = yield* opened(facilityId, period)
        const until = period.to < today ? period.to : today
        const spans = yield* repo.membershipSpans(facilityId, until)
        const [mix, top] = yield* Effect.all([
          repo.playerMix(facilityId, period),
          repo.topBookers(facilityId, period, TOP),
        ])
        return {
          facility_id: facilityId,
          ...period,
          bucket,
          members: membersOverTime(spans, { from: period.from, to: until < period.from ? period.from : until }, bucket),
          cohorts: cohorts(spans, period, until),
          player_mix: mix,
          top_bookers: top,
        }
      })

    /** No-shows and late cancellations (the club's policy beside), lead times, and demand against free hours. */
    const behaviour = (facilityId: number, period: Period) =>
      Effect.gen(function* () {
        const { facility } = yield* opened(facilityId, period)
        const [noShows, late, leads, demand, occupied] = yield* Effect.all([
          repo.noShows(facilityId, period, TOP),
          repo.lateCancellations(facilityId, period, lateHoursCounted(facility.late_cancel_hours), TOP),
          repo.leadTimes(facilityId, period, LEAD_HOURS),
          repo.demand(facilityId, period),
          occupancyOf(facilityId, period),
        ])
        return {
          facility_id: facilityId,
          ...period,
          policy: {
            late_cancel_hours: facility.late_cancel_hours,
            late_cancel_fee_percent: facility.late_cancel_fee_percent,
            late_hours_counted: lateHoursCounted(facility.late_cancel_hours),
          },
          no_shows: { by_hour: perHour(noShows.by_hour), people: noShows.people },
          late_cancellations: { by_hour: perHour(late.by_hour), people: late.people },
          lead_times: leads.map((count, i) => ({
            under_hours: LEAD_HOURS[i] ?? null,
            count,
          })),
          demand: {
            free_hours: freeByHour(occupied.cells),
            watched_hours: perHour(demand.watched),
            draw_entries: perHour(demand.draw_entries),
            waitlisted: perHour(demand.waitlisted),
          },
        }
      })

    return withSpans("Insights", {
      occupancy,
      revenue: revenueOf,
      people,
      behaviour,
      rollUp: (limit: number) => repo.rollUp(limit),
    })
  }),
}) {}
