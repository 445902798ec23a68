import { rowsOf, sqlGen, withSql } from "./client"
import { Effect } from "effect"
import { CourtRate } from "../../engine/pricing/rules"

export type CourtFeeSplit = "per_player" | "group"

const decodeRate = <R extends { court_ids: ReadonlyArray<unknown> | null; days: ReadonlyArray<unknown> }>(r: R) => ({
  ...r,
  court_ids: r.court_ids?.map(Number) ?? null,
  days: r.days.map(Number),
})

/** How the club splits a court fee and its rate windows, as set. */
export const courtPricing = (facilityId: number) =>
  sqlGen(function* (sql) {
    const [facility] = yield* sql<{
      court_fee_split: CourtFeeSplit
    }>`select court_fee_split from facilities where id = ${facilityId}`
    const rates = yield* rowsOf(CourtRate)(sql`
      select court_ids, days, hour_start, hour_end, user_type, price_per_hour, prime_time from court_rates
      where facility_id = ${facilityId} order by id`)
    return { split: facility?.court_fee_split ?? ("per_player" as const), rates: rates.map(decodeRate) }
  })

/** The rates that price one court: its own, and (with `withShared`) those of every court. */
export const ratesOfCourt = (courtId: number, withShared: boolean) =>
  withSql((sql) =>
    Effect.map(
      sql<CourtRate & { id: number }>`
        select r.id, r.court_ids, r.days, r.hour_start, r.hour_end, r.user_type, r.price_per_hour, r.prime_time
        from court_rates r join courts c on c.facility_id = r.facility_id and c.id = ${courtId}
        where (${courtId} = any(r.court_ids) or (${withShared} and r.court_ids is null))
        order by r.hour_start, r.id`,
      (rows) => rows.map(decodeRate),
    ),
  )

export const replaceCourtRates = (facilityId: number, split: CourtFeeSplit, rates: ReadonlyArray<CourtRate>) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`update facilities set court_fee_split = ${split} where id = ${facilityId}`
        yield* sql`delete from court_rates where facility_id = ${facilityId}`
        for (const rate of rates) {
          yield* sql`insert into court_rates ${sql.insert({
            facility_id: facilityId,
            ...rate,
            court_ids: rate.court_ids === null ? null : [...rate.court_ids],
            days: [...rate.days],
          })}`
        }
      }),
    ),
  )
