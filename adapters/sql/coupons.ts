import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import * as crypto from "node:crypto"
import { CouponRow } from "../../engine/records"
import { countRows, idRows, isUniqueViolation, repository, rowsOf, sqlGen, withSql } from "./client"
import { CouponCodeTaken, CouponsRepo, type CouponValues } from "../../engine/coupons/port"

export { CouponRow } from "../../engine/records"

const select = `select c.id, c.facility_id, c.code, c.kind, c.percent::float8 as percent, c.amount::int as amount,
  c.valid_from::text as valid_from, c.valid_until::text as valid_until, c.max_uses, c.max_uses_per_player,
  c.applies_to, c.active, (select count(distinct r.use_key)::int from coupon_redemptions r where r.coupon_id = c.id) as uses
  from coupons c`

const shape = (row: CouponRow): CouponRow => ({
  ...row,
  amount: row.amount === null ? null : Number(row.amount),
  applies_to: [...row.applies_to],
})

export const listCoupons = (facilityId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(CouponRow)(sql`${sql.literal(select)} where c.facility_id = ${facilityId} order by c.code`),
      (rows) => rows.map(shape),
    ),
  )

/** A coupon by id or code (codes compare without case); `lock` holds it until the transaction ends. */
export const findCoupon = (facilityId: number, by: { id: number } | { code: string }, lock = false) =>
  sqlGen(function* (sql) {
    if (lock) {
      yield* "id" in by
        ? sql`select id from coupons where facility_id = ${facilityId} and id = ${by.id} for update`
        : sql`select id from coupons where facility_id = ${facilityId} and code = ${by.code.toUpperCase()} for update`
    }
    const rows =
      "id" in by
        ? yield* rowsOf(CouponRow)(sql`${sql.literal(select)} where c.facility_id = ${facilityId} and c.id = ${by.id}`)
        : yield* rowsOf(CouponRow)(
            sql`${sql.literal(select)} where c.facility_id = ${facilityId} and c.code = ${by.code.toUpperCase()}`,
          )
    return Option.map(Option.fromNullable(rows[0]), shape)
  })

/** A player's uses of a coupon: one use over several items (shares, charges) counts once. */
export const usesBy = (couponId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      countRows(
        sql`select count(distinct use_key)::int as n from coupon_redemptions where coupon_id = ${couponId} and user_id = ${userId}`,
      ),
      (rows) => rows[0]!.n,
    ),
  )

/** Creates a coupon (no `id`) or changes one; its id, or none when the facility has no coupon `id`. */
export const saveCoupon = (facilityId: number, id: number | undefined, values: CouponValues) =>
  withSql((sql) =>
    Effect.gen(function* () {
      const { applies_to, ...plain } = values
      const rows = yield* sql.withTransaction(
        Effect.flatMap(
          id === undefined
            ? idRows(sql`insert into coupons ${sql.insert({ facility_id: facilityId, ...plain })} returning id`)
            : idRows(sql`
              update coupons set ${sql.update(plain)} where facility_id = ${facilityId} and id = ${id} returning id`),
          (rows) =>
            rows[0] === undefined
              ? Effect.succeed(rows)
              : Effect.as(sql`update coupons set applies_to = ${[...applies_to]} where id = ${rows[0].id}`, rows),
        ),
      )
      return rows[0] === undefined ? undefined : Number(rows[0].id)
    }).pipe(
      // Inside: a taken code is the caller's refusal, not a database failure (which `withSql` makes a defect).
      Effect.catchIf(isUniqueViolation, () => Effect.fail(new CouponCodeTaken({ code: values.code }))),
    ),
  )

/** A coupon that was used stays on record, switched off; an unused one goes. */
export const retireCoupon = (couponId: number, used: boolean) =>
  withSql((sql) =>
    used
      ? sql`update coupons set active = false where id = ${couponId}`
      : sql`delete from coupons where id = ${couponId}`,
  )

export const CouponsRepoLive = repository(CouponsRepo, (on) => ({
  lockByCode: on((facilityId: number, code: string) => findCoupon(facilityId, { code }, true)),
  usesBy: on(usesBy),
  list: on(listCoupons),
  find: on((facilityId: number, by: { readonly id: number } | { readonly code: string }) => findCoupon(facilityId, by)),
  save: on(saveCoupon),
  retire: on((couponId: number, used: boolean) => Effect.asVoid(retireCoupon(couponId, used))),
  redeem: on(
    (
      r: { facility_id: number; coupon_id: number; user_id: number; reservation_id: number | null },
      parts: ReadonlyArray<{ readonly payable_type: string; readonly payable_id: number; readonly discount: number }>,
    ) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // One use of a coupon may cover several items: they share its key, and count once.
        const use = crypto.randomUUID()
        for (const part of parts)
          yield* sql`
            insert into coupon_redemptions (facility_id, coupon_id, use_key, user_id, reservation_id, payable_type, payable_id, discount)
            values (${r.facility_id}, ${r.coupon_id}, ${use}, ${r.user_id}, ${r.reservation_id},
              ${part.payable_type}, ${part.payable_id}, ${part.discount})`
      }),
  ),
}))
