import { Effect, Option, Schema } from "effect"
import { lessonsLeft, TeacherPackage, type UserPackage } from "../../engine/packages/rules"
import { LESSON_FEE } from "../../engine/teachers/rules"
import { idRows, isUniqueViolation, repository, rowsOf, withSql } from "./client"
import type { PackageOffer } from "../../engine/packages/port"
import { PackagesRepo } from "../../engine/packages/port"

const userPackageIdRows = rowsOf(Schema.Struct({ user_package_id: Schema.Number }))

const OFFER_COLUMNS = `p.id, p.facility_id, p.teacher_id, t.first_name || ' ' || t.last_name as teacher_name, p.name,
  p.lessons, p.duration, p.price, p.valid_days, p.active`

export const packageOffers = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(TeacherPackage)(sql`
      select ${sql.literal(OFFER_COLUMNS)} from teacher_packages p left join users t on t.id = p.teacher_id
      where p.facility_id = ${facilityId} order by p.active desc, p.name, p.id`),
  )

export const findPackageOffer = (id: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(TeacherPackage)(sql`
        select ${sql.literal(OFFER_COLUMNS)} from teacher_packages p left join users t on t.id = p.teacher_id
        where p.id = ${id}`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const insertPackageOffer = (facilityId: number, offer: PackageOffer) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`insert into teacher_packages ${sql.insert({ facility_id: facilityId, ...offer })} returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const updatePackageOffer = (id: number, offer: PackageOffer) =>
  withSql((sql) => Effect.asVoid(sql`update teacher_packages set ${sql.update({ ...offer })} where id = ${id}`))

export const insertBoughtPackage = (b: {
  readonly facility_id: number
  readonly user_id: number
  readonly offer: TeacherPackage
  readonly teacher_id: number | null
  readonly expires_on: string
}) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into user_packages (facility_id, user_id, teacher_package_id, teacher_id, name, lessons, duration, price,
          expires_on)
        values (${b.facility_id}, ${b.user_id}, ${b.offer.id}, ${b.teacher_id}, ${b.offer.name}, ${b.offer.lessons},
          ${b.offer.duration}, ${b.offer.price}, ${b.expires_on})
        returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const setPackagePayment = (id: number, paymentId: number) =>
  withSql((sql) => Effect.asVoid(sql`update user_packages set payment_id = ${paymentId} where id = ${id}`))

type BoughtRow = Omit<UserPackage, "left">

const boughtWhere = (filter: { readonly id?: number; readonly userId?: number }) =>
  withSql((sql) =>
    Effect.map(
      sql<BoughtRow>`
        select b.id, b.facility_id, b.user_id, b.teacher_package_id, b.teacher_id,
          t.first_name || ' ' || t.last_name as teacher_name, b.name, b.lessons,
          (select count(*)::int from package_lessons l where l.user_package_id = b.id and l.returned_at is null) as used,
          b.duration, b.price, b.expires_on::text as expires_on, b.payment_id, to_json(b.created_at) #>> '{}' as created_at,
          exists (select 1 from payments r where r.facility_id = b.facility_id and r.refund_of = b.payment_id) as refunded
        from user_packages b left join users t on t.id = b.teacher_id
        where ${filter.id === undefined ? sql`true` : sql`b.id = ${filter.id}`}
          and ${filter.userId === undefined ? sql`true` : sql`b.user_id = ${filter.userId}`}
        order by b.created_at desc, b.id desc`,
      (rows) => rows.map((r): UserPackage => ({ ...r, left: lessonsLeft(r.lessons, r.used, r.refunded) })),
    ),
  )

/**
 * A bought package with its lessons counted; `lock` holds its row to the end of the transaction
 * first, so the count, read after the lock in a statement of its own, sees every use committed
 * before it (one statement would count from before the wait).
 */
export const findBoughtPackage = (id: number, lock = false) =>
  Effect.gen(function* () {
    if (lock) yield* withSql((sql) => sql`select id from user_packages where id = ${id} for update`)
    return Option.fromNullable((yield* boughtWhere({ id }))[0])
  })

export const packagesBoughtBy = (userId: number) => boughtWhere({ userId })

export const usePackageLesson = (pkg: { readonly facility_id: number; readonly id: number }, reservationId: number) =>
  withSql((sql) =>
    sql`
      insert into package_lessons (facility_id, user_package_id, reservation_id)
      values (${pkg.facility_id}, ${pkg.id}, ${reservationId})`.pipe(
      Effect.as(true),
      // Another package took this lesson at the same moment: the unique index said no.
      Effect.catchIf(
        (e) => isUniqueViolation(e),
        () => Effect.succeed(false),
      ),
    ),
  )

/** The package a lesson is taken from, if any. */
export const packageOfLesson = (facilityId: number, reservationId: number) =>
  withSql((sql) =>
    Effect.map(
      userPackageIdRows(sql`
        select user_package_id from package_lessons
        where facility_id = ${facilityId} and reservation_id = ${reservationId} and returned_at is null`),
      (rows) => rows[0]?.user_package_id,
    ),
  )

/** Gives a cancelled lesson back to its package. */
export const returnPackageLesson = (facilityId: number, reservationId: number) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      update package_lessons set returned_at = now()
      where facility_id = ${facilityId} and reservation_id = ${reservationId} and returned_at is null`),
  )

/** Takes a lesson's fees at its teacher's prices off it (a package pays for it). */
export const dropLessonFees = (facilityId: number, reservationId: number) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      delete from reservation_fees
      where facility_id = ${facilityId} and reservation_id = ${reservationId} and description = ${LESSON_FEE}`),
  )

export const PackagesRepoLive = repository(PackagesRepo, (on) => ({
  offers: on(packageOffers),
  findOffer: on(findPackageOffer),
  insertOffer: on(insertPackageOffer),
  updateOffer: on(updatePackageOffer),
  insertBought: on(insertBoughtPackage),
  setPayment: on(setPackagePayment),
  findBought: on(findBoughtPackage),
  boughtBy: on(packagesBoughtBy),
  useLesson: on(usePackageLesson),
  packageOfLesson: on(packageOfLesson),
  returnLesson: on(returnPackageLesson),
  dropLessonFees: on(dropLessonFees),
}))
