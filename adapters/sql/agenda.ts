import { idRows, rowsOf, withSql } from "./client"
import { Effect, Schema } from "effect"
import type { Statement } from "@effect/sql"
import { ACTIVE, NOT_ENDED_SINCE } from "./statuses"
import { reservationsJson } from "./reservations"
import { jsonText } from "../../engine/json"
import type { AgendaList, AgendaPage } from "../../engine/records"

const idNameEmailRows = rowsOf(Schema.Struct({ id: Schema.Number, name: Schema.String, email: Schema.String }))

/**
 * The reservations of `people` (booked by them, with them in it, or clinic sessions they hold a place in) at every club: upcoming ones
 * soonest first, or past and cancelled ones latest first; one more than `size` tells there is more.
 * Only rows from the day before yesterday on, and for past pages each person's latest rows enough
 * to fill the page, are read: the cost follows the page, not the years played.
 */
/** A numbered page, or the page after a reservation of the list. */
type AgendaWindow =
  { readonly number: number; readonly size: number } | { readonly after: number; readonly size: number }

export const agendaOf = (
  people: ReadonlyArray<number>,
  when: "upcoming" | "past",
  page: AgendaWindow,
  /** Only these clubs' reservations (staff reading a member's); undefined for every club. */
  facilityIds?: ReadonlyArray<number>,
) =>
  withSql((sql) => {
    const upcoming = when === "upcoming"
    const clubs =
      facilityIds === undefined
        ? sql`true`
        : facilityIds.length === 0
          ? sql`false`
          : sql`facility_id in ${sql.in(facilityIds)}`
    const clinicClubs =
      facilityIds === undefined
        ? sql`true`
        : facilityIds.length === 0
          ? sql`false`
          : sql`uc.facility_id in ${sql.in(facilityIds)}`
    // The clinic sessions a person holds a place in (or waits for): their purchases' places, by session day.
    // Laterals with a limit are looked up row by row: a purchase's few places, each place's one session.
    const places = (who: Statement.Fragment, days: Statement.Fragment) => sql`
      select l.reservation_id as id, l.local_date from user_clinics uc
      cross join lateral (
        select a.clinic_lesson_id from lesson_attendances a
        where a.facility_id = uc.facility_id and a.user_clinic_id = uc.id and not a.inquiry limit 500) a
      cross join lateral (
        select l.reservation_id, l.local_date from clinic_lessons l
        where l.id = a.clinic_lesson_id and l.local_date ${days} limit 1) l
      where uc.user_id ${who} and ${clinicClubs}`
    const ended = sql.literal(NOT_ENDED_SINCE)
    const after = "after" in page ? page.after : undefined
    // The anchor's own day, and the days beside it (clubs' time zones part a date from an instant by a day at most).
    const anchorDay = sql`(select local_date from reservations where id = ${after ?? 0})`
    // Each person's latest rows that have surely ended, enough for this page (a whole day at the edge):
    // by cursor, every row of the anchor's days and enough of those before them.
    const latestEnded = (rows: Statement.Fragment) =>
      !("after" in page)
        ? sql`
      select theirs.id from unnest(${people}::bigint[]) person (id)
      cross join lateral (${rows} order by local_date desc fetch first ${page.number * page.size + 1} rows with ties) theirs`
        : sql`
      select theirs.id from unnest(${people}::bigint[]) person (id)
      cross join lateral (
        (${rows} and local_date between ${anchorDay} - 1 and ${anchorDay} + 1)
        union all
        (${rows} and local_date < ${anchorDay} - 1 order by local_date desc fetch first ${page.size + 1} rows with ties)) theirs`
    // From the people's own rows by day (as players, as bookers), never from a club's or a person's whole history.
    return idRows(sql`
      with theirs as (
        select reservation_id as id from reservation_users
        where user_id in ${sql.in(people)} and ${clubs} and local_date >= ${ended}
        union
        select id from reservations where created_by in ${sql.in(people)} and ${clubs} and local_date >= ${ended}
        union
        select id from (${places(sql`in ${sql.in(people)}`, sql`>= ${ended}`)}) sessions
        ${
          upcoming
            ? sql``
            : sql`
        union
        ${latestEnded(sql`select reservation_id as id, local_date from reservation_users
                          where user_id = person.id and ${clubs} and local_date < ${ended}`)}
        union
        ${latestEnded(sql`select id, local_date from reservations
                          where created_by = person.id and ${clubs} and local_date < ${ended}`)}
        union
        ${latestEnded(places(sql`= person.id`, sql`< ${ended}`))}`
        }
      )
      select r.id from reservations r
      -- By id, whatever the planner guesses of how many: the person's rows are few by construction.
      where r.id = any(array(select id from theirs)) and r.parent_id is null
        and ${upcoming ? sql`upper(r.during) > now() and r.status in ${sql.literal(ACTIVE)}` : sql`(upper(r.during) <= now() or r.status not in ${sql.literal(ACTIVE)})`}
        and ${
          after === undefined
            ? sql`true`
            : sql`(lower(r.during), r.id) ${sql.literal(upcoming ? ">" : "<")} (select lower(x.during), x.id from reservations x where x.id = ${after})`
        }
      order by ${upcoming ? sql`lower(r.during) asc, r.id asc` : sql`lower(r.during) desc, r.id desc`}
      limit ${page.size + 1} offset ${"after" in page ? 0 : (page.number - 1) * page.size}`)
  })

/** The reservations of a page of `agendaOf` as a JSON array PostgreSQL builds: each with its court, club and money; whether more follow. */
const agendaRowsJson = (
  people: ReadonlyArray<number>,
  when: "upcoming" | "past",
  page: AgendaWindow,
  facilityIds: ReadonlyArray<number> | undefined,
) =>
  withSql((sql) =>
    Effect.gen(function* () {
      const found = yield* agendaOf(people, when, page, facilityIds)
      const ids = found.slice(0, page.size).map((r) => r.id)
      const [listed] = yield* reservationsJson(
        sql,
        sql`r.id = any(${ids}::bigint[])`,
        sql`array_position(${ids}::bigint[], x.id)`,
        {
          columns: `, c.name as court_name, club.name as facility_name, club.time_zone,
            club.currency, club.currency_decimals,
            (select trim(t.first_name || ' ' || t.last_name) from users t where t.id = r.teacher_id) as teacher_name,
            exists (select 1 from external_camera_devices d
              where d.facility_id = r.facility_id and d.court_id = r.court_id) as filmed`,
          from: "join courts c on c.id = r.court_id join facilities club on club.id = r.facility_id",
        },
      )
      return { json: listed!.json, more: found.length > page.size }
    }),
  )

/** A numbered page of `agendaOf`. */
export const agendaJson = (
  people: ReadonlyArray<number>,
  when: "upcoming" | "past",
  page: { readonly number: number; readonly size: number },
  facilityIds?: ReadonlyArray<number>,
) =>
  Effect.map(agendaRowsJson(people, when, page, facilityIds), ({ json, more }) =>
    jsonText<AgendaPage>(`{"reservations":${json},"has_more":${more}}`),
  )

/** A page of `agendaOf` by cursor, in the list envelope. */
export const agendaListJson = (
  people: ReadonlyArray<number>,
  when: "upcoming" | "past",
  page: { readonly size: number; readonly after: number | undefined },
  facilityIds?: ReadonlyArray<number>,
) =>
  Effect.map(
    agendaRowsJson(
      people,
      when,
      page.after === undefined ? { number: 1, size: page.size } : { after: page.after, size: page.size },
      facilityIds,
    ),
    ({ json, more }) => jsonText<AgendaList>(`{"object":"list","data":${json},"has_more":${more}}`),
  )

/** Members who show their profile, by name, for players to invite: 20 at most. */
export const playerDirectory = (facilityId: number, query: string) =>
  withSql((sql) => {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return idNameEmailRows(sql`
      select u.id, u.first_name || ' ' || u.last_name as name, u.email from users u
      join facility_users fu on fu.user_id = u.id and fu.facility_id = ${facilityId}
      where u.public_profile and u.email is not null and u.anonymized_at is null
        and (u.first_name || ' ' || u.last_name) ilike ${pattern}
      order by u.last_name, u.first_name limit 20`)
  })
