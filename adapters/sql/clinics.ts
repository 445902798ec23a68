import { Effect, Option, Schema } from "effect"
import { Clinic, ClinicCategory, type ClinicLesson } from "../../engine/clinics/rules"
import { type EventServiceName, SessionListing } from "../../engine/clinics/eventListings"
import { facilityRows, idRows, isUniqueViolation, repository, rowsOf, sqlGen, withSql } from "./client"
import { ACTIVE } from "./statuses"
import { unacceptedChildWaivers, unacceptedWaivers, waiversOfCategory } from "./waivers"
import type {
  AttendanceRow,
  ClinicFields,
  ClinicOfferFields,
  ClinicPerson,
  UserClinicRow,
} from "../../engine/clinics/port"
import { ClinicsRepo, type NewClinicPurchase } from "../../engine/clinics/port"

const paymentIdRows = rowsOf(Schema.Struct({ payment_id: Schema.NullOr(Schema.Number) }))

/** Clinics, their prices, sessions, purchases and places: each read in one statement. */

export const clinicCategories = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(ClinicCategory)(sql`
      select id, facility_id, name from clinic_categories where facility_id = ${facilityId} order by lower(name)`),
  )

/** Adds a category (no `id`) or renames one of the facility's; another club's id answers undefined. */
export const saveClinicCategory = (facilityId: number, id: number | undefined, name: string) =>
  withSql((sql) =>
    Effect.map(
      id === undefined
        ? rowsOf(ClinicCategory)(sql`
            insert into clinic_categories (facility_id, name) values (${facilityId}, ${name})
            returning id, facility_id, name`)
        : rowsOf(ClinicCategory)(sql`
            update clinic_categories set name = ${name} where id = ${id} and facility_id = ${facilityId}
            returning id, facility_id, name`),
      (rows) => rows[0],
    ),
  )

const clinicsWhere = (filter: { readonly facilityId?: number; readonly id?: number }) =>
  withSql((sql) =>
    rowsOf(Clinic)(sql`
        select c.id, c.facility_id, c.slug, c.name, c.public_name, c.description,
          case when k.id is null then null else json_build_object('id', k.id, 'name', k.name) end as category,
          c.sport, c.age_start, c.age_end, c.rating_provider, c.rating_min::float8 as rating_min,
          c.rating_max::float8 as rating_max, c.capacity, c.coach_ids, c.court_ids, c.waiver_ids, c.active,
          (select coalesce(json_agg(json_build_object('id', p.id, 'clinic_id', p.clinic_id, 'name', p.name,
               'lessons', p.lessons, 'lesson_unit', p.lesson_unit, 'group_lessons', p.group_lessons,
               'amount', p.amount, 'affiliation', p.affiliation, 'refundable', p.refundable, 'active', p.active)
               order by p.amount, p.id), '[]')
             from clinic_prices p where p.facility_id = c.facility_id and p.clinic_id = c.id) as prices
        from clinics c left join clinic_categories k on k.id = c.category_id
        where ${filter.facilityId === undefined ? sql`true` : sql`c.facility_id = ${filter.facilityId}`}
          and ${filter.id === undefined ? sql`true` : sql`c.id = ${filter.id}`}
        order by c.name, c.id`),
  )

export const listClinics = (facilityId: number) => clinicsWhere({ facilityId })
export const findClinic = (id: number) => Effect.map(clinicsWhere({ id }), (rows) => Option.fromNullable(rows[0]))

export const clinicSlugTaken = (facilityId: number, slug: string, exceptId: number | undefined) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from clinics where facility_id = ${facilityId} and slug = ${slug} and id <> ${exceptId ?? 0}`,
      (rows) => rows.length > 0,
    ),
  )

const columns = (f: ClinicFields) => ({
  slug: f.slug,
  name: f.name,
  public_name: f.public_name,
  description: f.description,
  category_id: f.category_id,
  sport: f.sport,
  age_start: f.age_start,
  age_end: f.age_end,
  rating_provider: f.rating_provider,
  rating_min: f.rating_min,
  rating_max: f.rating_max,
  capacity: f.capacity,
  active: f.active,
})

export const insertClinic = (facilityId: number, fields: ClinicFields) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into clinics ${sql.insert({ facility_id: facilityId, ...columns(fields) })}
        returning id`).pipe(
        Effect.tap(
          ([row]) =>
            sql`update clinics set coach_ids = ${fields.coach_ids}::bigint[], court_ids = ${fields.court_ids}::bigint[],
                waiver_ids = ${fields.waiver_ids}::bigint[]
              where id = ${row!.id}`,
        ),
      ),
      (rows) => Number(rows[0]!.id),
    ),
  )

export const updateClinic = (id: number, fields: ClinicFields) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      update clinics set ${sql.update(columns(fields))}, coach_ids = ${fields.coach_ids}::bigint[],
        court_ids = ${fields.court_ids}::bigint[], waiver_ids = ${fields.waiver_ids}::bigint[]
      where id = ${id}`),
  )

export const insertClinicOffer = (facilityId: number, clinicId: number, fields: ClinicOfferFields) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into clinic_prices ${sql.insert({ facility_id: facilityId, clinic_id: clinicId, ...fields })}
        returning id`),
      (rows) => Number(rows[0]!.id),
    ),
  )

export const updateClinicOffer = (id: number, fields: ClinicOfferFields) =>
  withSql((sql) => Effect.asVoid(sql`update clinic_prices set ${sql.update(fields)} where id = ${id}`))

const lessonsWhere = (filter: { readonly facilityId: number; readonly clinicId?: number; readonly id?: number }) =>
  withSql(
    (sql) =>
      sql<ClinicLesson & { facility_id: number }>`
      select l.id, l.facility_id, l.clinic_id, l.reservation_id, r.court_id, l.local_date::text as date,
        r.hour_start, r.hour_end, to_json(l.starts_at) #>> '{}' as starts_at, l.raincheck,
        r.status not in ${sql.literal(ACTIVE)} as cancelled,
        (select count(*)::int from lesson_attendances a
          where a.facility_id = l.facility_id and a.clinic_lesson_id = l.id and not a.waitlist and not a.inquiry) as taken,
        (select count(*)::int from lesson_attendances a
          where a.facility_id = l.facility_id and a.clinic_lesson_id = l.id and a.waitlist) as waitlisted,
        (select coalesce(json_agg(json_build_object('service', x.service, 'url', x.url) order by x.service), '[]')
          from clinic_lesson_listings x where x.clinic_lesson_id = l.id) as listed_on
      from clinic_lessons l join reservations r on r.id = l.reservation_id
      where l.facility_id = ${filter.facilityId}
        and ${filter.clinicId === undefined ? sql`true` : sql`l.clinic_id = ${filter.clinicId}`}
        and ${filter.id === undefined ? sql`true` : sql`l.id = ${filter.id}`}
      order by l.starts_at, l.id`,
  ).pipe(
    Effect.map((rows) =>
      rows.map((l) => ({
        ...l,
        id: Number(l.id),
        facility_id: Number(l.facility_id),
        clinic_id: Number(l.clinic_id),
        reservation_id: Number(l.reservation_id),
        court_id: Number(l.court_id),
      })),
    ),
  )

export const clinicLessons = (facilityId: number, clinicId: number) => lessonsWhere({ facilityId, clinicId })

/**
 * A session by id; `lock` holds its row first, in its own statement, so the places counted after
 * it see every place taken before (one statement would count from before the wait).
 */
export const findClinicLesson = (id: number, lock = false) =>
  sqlGen(function* (sql) {
    const [row] = yield* facilityRows(sql`
      select facility_id from clinic_lessons where id = ${id} ${lock ? sql`for update` : sql``}`)
    if (row === undefined) return Option.none()
    return Option.fromNullable((yield* lessonsWhere({ facilityId: Number(row.facility_id), id }))[0])
  })

/** The clinic session a reservation holds its court for, if it is one. */
export const lessonOfReservation = (facilityId: number, reservationId: number) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        select id from clinic_lessons where facility_id = ${facilityId} and reservation_id = ${reservationId}`),
      (rows) => (rows[0] === undefined ? Option.none() : Option.some(Number(rows[0].id))),
    ),
  )

export const insertClinicLesson = (lesson: {
  readonly facility_id: number
  readonly clinic_id: number
  readonly reservation_id: number
  readonly starts_at: string
  readonly local_date: string
}) =>
  withSql((sql) =>
    Effect.map(idRows(sql`insert into clinic_lessons ${sql.insert(lesson)} returning id`), (rows) =>
      Number(rows[0]!.id),
    ),
  )

export const setClinicRaincheck = (id: number, raincheck: boolean) =>
  withSql((sql) => Effect.asVoid(sql`update clinic_lessons set raincheck = ${raincheck} where id = ${id}`))

export const moveClinicLesson = (
  id: number,
  to: { readonly reservation_id: number; readonly starts_at: string; readonly local_date: string },
) => withSql((sql) => Effect.asVoid(sql`update clinic_lessons set ${sql.update(to)} where id = ${id}`))

export const insertUserClinic = (purchase: NewClinicPurchase) =>
  withSql((sql) =>
    Effect.map(idRows(sql`insert into user_clinics ${sql.insert(purchase)} returning id`), (rows) =>
      Number(rows[0]!.id),
    ),
  )

const purchasesWhere = (filter: {
  readonly id?: number
  readonly facilityId?: number
  readonly userIds?: ReadonlyArray<number>
  readonly guardianId?: number
  readonly clinicId?: number
}) =>
  withSql((sql) =>
    Effect.map(
      sql<UserClinicRow>`
        select p.id, p.facility_id, p.clinic_id, p.clinic_price_id, p.user_id,
          u.first_name || ' ' || u.last_name as user_name, p.bought_by, p.lessons, p.amount, p.payment_id,
          to_json(p.created_at) #>> '{}' as created_at
        from user_clinics p join users u on u.id = p.user_id
        where ${filter.id === undefined ? sql`true` : sql`p.id = ${filter.id}`}
          and ${filter.facilityId === undefined ? sql`true` : sql`p.facility_id = ${filter.facilityId}`}
          and ${filter.userIds === undefined ? sql`true` : sql`p.user_id = any(${filter.userIds}::bigint[])`}
          and ${filter.clinicId === undefined ? sql`true` : sql`p.clinic_id = ${filter.clinicId}`}
          and ${
            filter.guardianId === undefined
              ? sql`true`
              : sql`p.user_id = any(array(
                  select ${filter.guardianId}::bigint
                  union select related_user_id from family_links where user_id = ${filter.guardianId} and handled))`
          }
        order by p.created_at desc, p.id desc`,
      (rows) =>
        rows.map((p) => ({
          ...p,
          id: Number(p.id),
          facility_id: Number(p.facility_id),
          clinic_id: Number(p.clinic_id),
          clinic_price_id: Number(p.clinic_price_id),
          user_id: Number(p.user_id),
          bought_by: p.bought_by === null ? null : Number(p.bought_by),
          amount: Number(p.amount),
          payment_id: p.payment_id === null ? null : Number(p.payment_id),
        })),
    ),
  )

export const findUserClinic = (id: number) => Effect.map(purchasesWhere({ id }), (rows) => Option.fromNullable(rows[0]))
export const userClinicsOf = (facilityId: number, userIds: ReadonlyArray<number> | undefined, clinicId?: number) =>
  purchasesWhere({
    facilityId,
    ...(userIds === undefined ? {} : { userIds }),
    ...(clinicId === undefined ? {} : { clinicId }),
  })

export const userClinicsOfFamily = (facilityId: number, guardianId: number, clinicId?: number) =>
  purchasesWhere({ facilityId, guardianId, ...(clinicId === undefined ? {} : { clinicId }) })

export const lockUserClinic = (id: number) =>
  withSql((sql) =>
    Effect.map(paymentIdRows(sql`select payment_id from user_clinics where id = ${id} for update`), (rows) =>
      rows[0]?.payment_id == null ? null : Number(rows[0].payment_id),
    ),
  )

export const upgradeUserClinic = (
  id: number,
  to: { readonly clinic_price_id: number; readonly lessons: number; readonly amount: number },
) => withSql((sql) => Effect.asVoid(sql`update user_clinics set ${sql.update(to)} where id = ${id}`))

export const setUserClinicPayment = (id: number, paymentId: number) =>
  withSql((sql) => Effect.asVoid(sql`update user_clinics set payment_id = ${paymentId} where id = ${id}`))

const attendancesWhere = (
  facilityId: number,
  filter: { readonly purchaseIds?: ReadonlyArray<number>; readonly lessonId?: number },
) =>
  withSql((sql) =>
    Effect.map(
      sql<AttendanceRow>`
        select a.id, a.user_clinic_id, a.clinic_lesson_id, p.user_id, u.first_name || ' ' || u.last_name as name,
          a.waitlist, a.inquiry, a.guest_name, a.present, to_json(a.created_at) #>> '{}' as created_at
        from lesson_attendances a
          join user_clinics p on p.id = a.user_clinic_id
          join users u on u.id = p.user_id
        where a.facility_id = ${facilityId}
          and ${filter.lessonId === undefined ? sql`true` : sql`a.clinic_lesson_id = ${filter.lessonId}`}
          and ${filter.purchaseIds === undefined ? sql`true` : sql`a.user_clinic_id = any(${filter.purchaseIds}::bigint[])`}
          and p.facility_id = ${facilityId}
        order by a.created_at, a.id`,
      (rows) =>
        rows.map((a) => ({
          ...a,
          id: Number(a.id),
          user_clinic_id: Number(a.user_clinic_id),
          clinic_lesson_id: Number(a.clinic_lesson_id),
          user_id: Number(a.user_id),
        })),
    ),
  )

export const purchaseAttendances = (facilityId: number, purchaseIds: ReadonlyArray<number>) =>
  purchaseIds.length === 0 ? Effect.succeed([]) : attendancesWhere(facilityId, { purchaseIds })
export const lessonAttendances = (facilityId: number, lessonId: number) => attendancesWhere(facilityId, { lessonId })

export const insertAttendance = (attendance: {
  readonly facility_id: number
  readonly user_clinic_id: number
  readonly clinic_lesson_id: number
  readonly waitlist: boolean
  readonly inquiry: boolean
}) =>
  withSql((sql) =>
    sql`insert into lesson_attendances ${sql.insert(attendance)}`.pipe(
      Effect.as(true),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
    ),
  )

export const deleteAttendance = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from lesson_attendances where id = ${id}`))

export const promoteAttendance = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`update lesson_attendances set waitlist = false where id = ${id}`))

export const setAttendanceGuestName = (id: number, name: string | null) =>
  withSql((sql) => Effect.asVoid(sql`update lesson_attendances set guest_name = ${name} where id = ${id}`))

export const markAttendancePresent = (id: number, present: boolean | null) =>
  withSql((sql) => Effect.asVoid(sql`update lesson_attendances set present = ${present} where id = ${id}`))

/** Of a clinic's program waivers, the names of those whose current version `personId` has not accepted for it. */
export const unacceptedProgramWaivers = (
  facilityId: number,
  personId: number,
  clinicId: number,
  waiverIds: ReadonlyArray<number>,
) => unacceptedWaivers(facilityId, personId, waiverIds, { type: "program", id: clinicId })

export const programWaivers = (facilityId: number) => waiversOfCategory(facilityId, "programs")

export const clinicPerson = (facilityId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql<ClinicPerson>`
        select u.id, u.first_name || ' ' || u.last_name as name, u.email, u.birth_date::text as birth_date,
          (select coalesce(json_agg(json_build_object('provider', r.provider, 'rating', r.rating::float8)), '[]')
             from (select distinct on (provider) provider, rating from user_ratings
                   where user_id = u.id and (facility_id is null or facility_id = ${facilityId})
                   order by provider, facility_id nulls last) r) as ratings,
          (select p.affiliation from booking_passes p
             where p.facility_id = ${facilityId} and p.user_id = u.id and p.clinic_pass limit 1) as clinic_affiliation,
          exists (select 1 from facility_users fu where fu.facility_id = ${facilityId} and fu.user_id = u.id) as member
        from users u where u.id = ${userId} and u.anonymized_at is null`,
      (rows) => Option.fromNullable(rows[0]).pipe(Option.map((p) => ({ ...p, id: Number(p.id) }))),
    ),
  )

const listingColumns = `clinic_lesson_id::int as clinic_lesson_id, service, external_id, ticket_ref, url, event_format,
  league_name, to_json(synced_at) #>> '{}' as synced_at`

export const listingOf = (lessonId: number, service: EventServiceName) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(SessionListing)(sql`
        select ${sql.literal(listingColumns)} from clinic_lesson_listings
        where clinic_lesson_id = ${lessonId} and service = ${service}`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const saveListing = (facilityId: number, listing: Omit<SessionListing, "synced_at">) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(SessionListing)(sql`
        insert into clinic_lesson_listings ${sql.insert({ facility_id: facilityId, ...listing })}
        on conflict (facility_id, clinic_lesson_id, service) do update set external_id = excluded.external_id,
          ticket_ref = excluded.ticket_ref, url = excluded.url, event_format = excluded.event_format,
          league_name = excluded.league_name, synced_at = now()
        returning ${sql.literal(listingColumns)}`),
      (rows) => rows[0]!,
    ),
  )

/** The weekly times of the clinics' sessions in the coming eight weeks (not cancelled): what each card says. */
export const clinicSessionTimes = (facilityId: number, clinicIds: ReadonlyArray<number>) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({
          clinic_id: Schema.Number,
          weekday: Schema.Number,
          hour_start: Schema.Number,
          hour_end: Schema.Number,
        }),
      )(sql`
        select distinct l.clinic_id, extract(isodow from l.local_date)::int - 1 as weekday, r.hour_start, r.hour_end
        from clinic_lessons l cross join lateral (
          -- limit 1 keeps this a lookup by id for each session the clinic index finds.
          select r.hour_start, r.hour_end from reservations r
          where r.id = l.reservation_id and r.status in ${sql.literal(ACTIVE)} limit 1
        ) r
        where l.facility_id = ${facilityId} and l.clinic_id in ${sql.in(clinicIds.length > 0 ? clinicIds : [0])}
          and l.starts_at >= now() and l.starts_at < now() + interval '56 days'
        order by 1, 2, 3`),
      (rows) => rows.map((r) => ({ ...r, clinic_id: Number(r.clinic_id) })),
    ),
  )

export const ClinicsRepoLive = repository(ClinicsRepo, (on) => ({
  categories: on(clinicCategories),
  saveCategory: on(saveClinicCategory),
  list: on(listClinics),
  find: on(findClinic),
  slugTaken: on(clinicSlugTaken),
  insert: on(insertClinic),
  update: on(updateClinic),
  insertOffer: on(insertClinicOffer),
  updateOffer: on(updateClinicOffer),
  lessons: on(clinicLessons),
  findLesson: on(findClinicLesson),
  lessonOfReservation: on(lessonOfReservation),
  insertLesson: on(insertClinicLesson),
  setRaincheck: on(setClinicRaincheck),
  moveLesson: on(moveClinicLesson),
  insertPurchase: on(insertUserClinic),
  findPurchase: on(findUserClinic),
  setPurchasePayment: on(setUserClinicPayment),
  lockPurchase: on(lockUserClinic),
  upgradePurchase: on(upgradeUserClinic),
  purchasesOf: on(userClinicsOf),
  purchasesOfFamily: on(userClinicsOfFamily),
  attendancesOf: on(purchaseAttendances),
  attendancesOfLesson: on(lessonAttendances),
  insertAttendance: on(insertAttendance),
  deleteAttendance: on(deleteAttendance),
  promote: on(promoteAttendance),
  setGuestName: on(setAttendanceGuestName),
  markPresent: on(markAttendancePresent),
  person: on(clinicPerson),
  unacceptedWaivers: on(unacceptedProgramWaivers),
  unacceptedChildWaivers: on(unacceptedChildWaivers),
  programWaivers: on(programWaivers),
  listingOf: on(listingOf),
  sessionTimes: on(clinicSessionTimes),
  saveListing: on(saveListing),
}))
