import { Effect, Option, Schema } from "effect"
import { GeneralSettings } from "../../engine/facilities/rules"
import { FacilityWithRole } from "../../engine/people/rules"
import { Facility, ListedFacility } from "../../engine/records"
import { countRows, dieOnSqlError, idRows, imageRows, repository, rowsOf, sqlGen, userRows, withSql } from "./client"
import { FacilitiesRepo } from "../../engine/facilities/port"

export { Facility } from "../../engine/records"

const columns = `f.id, f.name, f.slug, f.time_zone, f.currency, f.currency_decimals, f.min_hours_range,
  f.max_hours_range, f.interval_rounding, f.contact_email, f.contact_phone, f.address, f.website,
  f.country, f.require_booking_waiver, f.max_active_bookings, f.players_charge_accounts, f.account_limit::int,
  f.cancellation_refund, f.late_cancel_hours, f.late_cancel_fee_percent, f.rain_check_refund, f.prices_include_tax,
  f.door_open_minutes, f.desk_returns_to_credit, f.language,
  exists (select 1 from facility_logos l where l.facility_id = f.id) as has_logo`

const decodeFacility = Schema.decodeUnknownSync(Facility)

export const findFacility = (id: number) =>
  sqlGen(function* (sql) {
    const rows = yield* sql`select ${sql.literal(columns)} from facilities f where f.id = ${id}`
    return Option.map(Option.fromNullable(rows[0]), decodeFacility)
  })

export const findFacilityBySlug = (slug: string) =>
  sqlGen(function* (sql) {
    const rows = yield* sql`select ${sql.literal(columns)} from facilities f where f.slug = ${slug}`
    return Option.map(Option.fromNullable(rows[0]), decodeFacility)
  })

/** Inserts a facility; `None` when the slug is taken. */
export const insertFacility = (s: GeneralSettings) =>
  sqlGen(function* (sql) {
    const rows = yield* idRows(sql`
      insert into facilities (name, slug, time_zone, currency, currency_decimals, min_hours_range,
        max_hours_range, interval_rounding, contact_email, contact_phone, address, website, country,
        require_booking_waiver, max_active_bookings, players_charge_accounts, account_limit,
        cancellation_refund, late_cancel_hours, late_cancel_fee_percent, rain_check_refund, prices_include_tax,
        door_open_minutes, desk_returns_to_credit, language)
      values (${s.name}, ${s.slug}, ${s.time_zone}, ${s.currency}, ${s.currency_decimals},
        ${s.min_hours_range}, ${s.max_hours_range}, ${s.interval_rounding}, ${s.contact_email},
        ${s.contact_phone}, ${s.address}, ${s.website}, ${s.country}, ${s.require_booking_waiver},
        ${s.max_active_bookings}, ${s.players_charge_accounts}, ${s.account_limit},
        ${s.cancellation_refund}, ${s.late_cancel_hours}, ${s.late_cancel_fee_percent}, ${s.rain_check_refund ?? "credits"},
        ${s.prices_include_tax}, ${s.door_open_minutes}, ${s.desk_returns_to_credit}, ${s.language})
      on conflict (slug) do nothing
      returning id`)
    const id = rows[0]?.id
    return id === undefined ? Option.none<Facility>() : yield* findFacility(id)
  })

/** Replaces the settings; `false` when the new slug belongs to another facility. */
export const updateFacility = (id: number, s: GeneralSettings) =>
  sqlGen(function* (sql) {
    const taken = yield* sql`select 1 from facilities where slug = ${s.slug} and id <> ${id}`
    if (taken.length > 0) return false
    yield* sql`
      update facilities set name = ${s.name}, slug = ${s.slug}, time_zone = ${s.time_zone},
        currency = ${s.currency}, currency_decimals = ${s.currency_decimals},
        min_hours_range = ${s.min_hours_range}, max_hours_range = ${s.max_hours_range},
        interval_rounding = ${s.interval_rounding}, contact_email = ${s.contact_email},
        contact_phone = ${s.contact_phone}, address = ${s.address}, website = ${s.website},
        country = ${s.country}, require_booking_waiver = ${s.require_booking_waiver},
        max_active_bookings = ${s.max_active_bookings}, players_charge_accounts = ${s.players_charge_accounts},
        account_limit = ${s.account_limit}, cancellation_refund = ${s.cancellation_refund},
        late_cancel_hours = ${s.late_cancel_hours}, late_cancel_fee_percent = ${s.late_cancel_fee_percent},
        rain_check_refund = coalesce(${s.rain_check_refund ?? null}, rain_check_refund),
        prices_include_tax = ${s.prices_include_tax}, door_open_minutes = ${s.door_open_minutes},
        desk_returns_to_credit = ${s.desk_returns_to_credit}, language = ${s.language}, updated_at = now()
      where id = ${id}`
    return true
  })

export const saveLogo = (facilityId: number, contentType: string, bytes: Uint8Array) =>
  withSql(
    (sql) => sql`
      insert into facility_logos (facility_id, content_type, bytes) values (${facilityId}, ${contentType}, ${bytes})
      on conflict (facility_id) do update set content_type = excluded.content_type, bytes = excluded.bytes, updated_at = now()`,
  )

export const findLogo = (facilityId: number) =>
  sqlGen(function* (sql) {
    const rows = yield* imageRows(sql`
      select content_type, bytes from facility_logos where facility_id = ${facilityId}`)
    return Option.fromNullable(rows[0])
  })

/** The facilities a user belongs to or marked as favourite, with their role there. */
export const facilitiesOfUser = (userId: number) =>
  sqlGen(function* (sql) {
    return yield* rowsOf(FacilityWithRole)(sql`
      select f.id, f.name, f.slug, f.time_zone, fu.role, (fv.user_id is not null) as fave, f.players_charge_accounts,
        f.language
      from facilities f
      left join facility_users fu on fu.facility_id = f.id and fu.user_id = ${userId}
      left join user_facility_faves fv on fv.facility_id = f.id and fv.user_id = ${userId}
      where fu.user_id is not null or fv.user_id is not null
      order by f.name, f.id`)
  })

/** The facility's staff (everyone but players), owners first. */
export const staffOf = (facilityId: number) =>
  withSql((sql) =>
    Effect.map(
      userRows(sql`
        select user_id from facility_users
        where facility_id = ${facilityId} and role <> 'player'
        order by array_position(array['owner','admin','manager','front_desk','teacher'], role), user_id`),
      (rows) => rows.map((r) => Number(r.user_id)),
    ),
  )

/** How many owners the facility has besides `without`. */
export const ownersBesides = (facilityId: number, without: number) =>
  withSql((sql) =>
    Effect.map(
      countRows(sql`
        select count(*)::int as n from facility_users
        where facility_id = ${facilityId} and role = 'owner' and user_id <> ${without}`),
      (rows) => rows[0]!.n,
    ),
  )

export const setGatePasswordHash = (facilityId: number, hash: string | null) =>
  withSql((sql) => sql`update facilities set gate_password_hash = ${hash} where id = ${facilityId}`)

/** Whether the database holds no person and no facility yet (the demo club seeds only such a one). */
export const isEmptyDatabase = withSql((sql) =>
  Effect.map(
    countRows(sql`select (select count(*) from users) + (select count(*) from facilities) as n`),
    (rows) => Number(rows[0]!.n) === 0,
  ),
)

/** Clubs whose name, address or slug contains `search` (any case), the person's favourites and own clubs first. */
export const facilityDirectory = (userId: number | undefined, search: string) =>
  withSql((sql) =>
    rowsOf(ListedFacility)(sql`
      with partners as (
        -- The people they played with in the last year (from their own rows by day), by the clubs those play at.
        select fu.facility_id, count(distinct other.user_id)::int as n
        from (
          select facility_id, reservation_id from reservation_users
          where user_id = ${userId ?? null} and local_date >= current_date - 365
          order by local_date desc
          limit 1000
        ) mine
        cross join lateral (
          select o.user_id from reservation_users o
          where o.facility_id = mine.facility_id and o.reservation_id = mine.reservation_id and o.user_id <> ${userId ?? null}
          limit 50
        ) other
        join facility_users fu on fu.user_id = other.user_id
        group by fu.facility_id
      ),
      me as (select left(coalesce(zip_code, ''), 3) as area from users where id = ${userId ?? null}),
      listed as (
        select f.id, f.name, f.slug, f.address, f.time_zone, fu.role,
          exists (select 1 from user_facility_faves v where v.user_id = ${userId ?? null} and v.facility_id = f.id) as fave,
          coalesce(p.n, 0) as partners,
          length(me.area) = 3
            and left(substring(coalesce(f.address, '') from '([0-9]{5})(-[0-9]{4})?[[:space:]]*$'), 3) = me.area as near
        from facilities f
        left join me on true
        left join facility_users fu on fu.facility_id = f.id and fu.user_id = ${userId ?? null}
        left join partners p on p.facility_id = f.id
        where ${search} = '' or strpos(lower(f.name || ' ' || coalesce(f.address, '') || ' ' || f.slug), lower(${search})) > 0
      )
      select id, name, slug, address, time_zone, role, fave, partners,
        case when fave then 'favourite' when role is null and partners > 0 then 'partners'
          when role is null and near then 'near' end as reason
      from listed
      order by fave desc, role is null, partners desc, coalesce(near, false) desc, name
      limit 20`),
  )

export const FacilitiesRepoLive = repository(FacilitiesRepo, (on, sql) => ({
  find: on(findFacility),
  ids: dieOnSqlError(Effect.map(idRows(sql`select id from facilities order by id`), (rows) => rows.map((r) => r.id))),
  findBySlug: on(findFacilityBySlug),
  sole: on.read(() =>
    sqlGen(function* (sql) {
      const rows = yield* sql`select ${sql.literal(columns)} from facilities f order by f.id limit 2`
      return rows.length === 1 ? Option.some(decodeFacility(rows[0]!)) : Option.none()
    }),
  )(),
  insert: on(insertFacility),
  directory: on(facilityDirectory),
  update: on(updateFacility),
  saveLogo: on((facilityId: number, contentType: string, bytes: Uint8Array) =>
    Effect.asVoid(saveLogo(facilityId, contentType, bytes)),
  ),
  findLogo: on(findLogo),
  setGatePasswordHash: on((facilityId: number, hash: string | null) =>
    Effect.asVoid(setGatePasswordHash(facilityId, hash)),
  ),
  staffOf: on(staffOf),
  ownersBesides: on(ownersBesides),
}))
