import type { SqlClient, Statement } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import type { MembershipStatus } from "../../engine/memberships/rules"
import {
  type MembershipFeeFields,
  MembershipRecord,
  Plan,
  type PlanFields,
  type PlanPriceFields,
} from "../../engine/memberships/membershipPlans"
import { facilityRows, idRows, isUniqueViolation, repository, rowsOf, sqlGen, withSql } from "./client"
import { contactOf } from "./lessonRequests"
import { MEMBERSHIP_BENEFITS, MEMBERSHIP_HELD } from "./statuses"
import { unacceptedWaivers, waiversOfCategory } from "./waivers"
import type {
  MembershipChange,
  MembershipCharge,
  MembershipInserted,
  NewMembership,
} from "../../engine/memberships/port"
import { MembershipsRepo } from "../../engine/memberships/port"

const codeRows = rowsOf(Schema.Struct({ code: Schema.String }))
const nRows = rowsOf(Schema.Struct({ n: Schema.String }))
const takenRows = rowsOf(Schema.Struct({ taken: Schema.Boolean }))
const membershipIdRows = rowsOf(Schema.Struct({ membership_id: Schema.Number }))
const idMembershipIdRows = rowsOf(Schema.Struct({ id: Schema.Number, membership_id: Schema.Number }))
const cardIdOnAccountRows = rowsOf(Schema.Struct({ card_id: Schema.NullOr(Schema.Number), on_account: Schema.Boolean }))

/** Membership plans with their prices and fees, memberships with their people, and what they owe: each read in one statement. */

const plansWhere = (filter: { readonly facilityId?: number; readonly id?: number }) =>
  withSql((sql) =>
    rowsOf(Plan)(sql`
        select p.id, p.facility_id, p.name, p.description, p.coverage, p.max_members, p.booking_window_days,
          p.max_active_bookings, p.player_can_cancel, p.several_per_person, p.lesson_discount_percent, p.clinic_discount_percent,
          p.waiver_ids, p.active,
          (select coalesce(json_agg(json_build_object('id', x.id, 'plan_id', x.plan_id, 'interval_unit', x.interval_unit,
               'interval_count', x.interval_count, 'amount', x.amount, 'renews', x.renews, 'active', x.active)
               order by x.amount, x.id), '[]')
             from membership_plan_prices x where x.facility_id = p.facility_id and x.plan_id = p.id) as prices,
          (select coalesce(json_agg(json_build_object('id', f.id, 'plan_id', f.plan_id, 'name', f.name,
               'amount', f.amount, 'active', f.active) order by f.id), '[]')
             from membership_fees f where f.facility_id = p.facility_id and f.plan_id = p.id) as fees
        from membership_plans p
        where ${filter.facilityId === undefined ? sql`true` : sql`p.facility_id = ${filter.facilityId}`}
          and ${filter.id === undefined ? sql`true` : sql`p.id = ${filter.id}`}
        order by p.name, p.id`),
  )

export const membershipPlans = (facilityId: number) => plansWhere({ facilityId })

/**
 * The plan of a person's current membership at a club (owned or covered; active or ending at its
 * period's end, its period not over), as a subquery over `facility` and `person` (SQL expressions).
 */
export const currentPlanOf = (
  sql: SqlClient.SqlClient,
  facility: Statement.Fragment,
  person: Statement.Fragment,
) => sql`
  select mp.* from memberships m join membership_plans mp on mp.id = m.plan_id
  where m.facility_id = ${facility} and m.status in ${sql.literal(MEMBERSHIP_BENEFITS)} and m.ends_at > now()
    and m.id in (select id from memberships where facility_id = ${facility} and owner_id = ${person}
                 union all
                 select membership_id from membership_members where facility_id = ${facility} and user_id = ${person})
  order by m.ends_at desc limit 1`

/** What their current memberships take off lessons and clinics, for those of `personIds` who hold one. */
export const memberDiscounts = (facilityId: number, personIds: ReadonlyArray<number>) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({
          id: Schema.Number,
          lesson_discount_percent: Schema.Number,
          clinic_discount_percent: Schema.Number,
        }),
      )(sql`
        select u.id, p.lesson_discount_percent, p.clinic_discount_percent
        from users u cross join lateral (${currentPlanOf(sql, sql`${facilityId}`, sql`u.id`)}) p
        where u.id = any(${personIds}::bigint[])`),
      (rows) => new Map(rows.map((r) => [Number(r.id), r])),
    ),
  )
export const findMembershipPlan = (id: number) => Effect.map(plansWhere({ id }), (rows) => Option.fromNullable(rows[0]))

/** A new plan's id; undefined when the club has a plan of that name. */
export const insertMembershipPlan = (facilityId: number, fields: PlanFields) =>
  withSql((sql) =>
    idRows(
      sql`insert into membership_plans ${sql.insert({ facility_id: facilityId, ...fields, waiver_ids: [...fields.waiver_ids] })} returning id`,
    ).pipe(
      Effect.map((rows) => Number(rows[0]!.id) as number | undefined),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(undefined)),
    ),
  )

/** False when another plan of the club has that name. */
export const updateMembershipPlan = (id: number, fields: PlanFields) =>
  withSql((sql) =>
    sql`update membership_plans set ${sql.update({ ...fields, waiver_ids: [...fields.waiver_ids] })} where id = ${id}`.pipe(
      Effect.as(true),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
    ),
  )

export const insertPlanPrice = (facilityId: number, planId: number, fields: PlanPriceFields) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into membership_plan_prices ${sql.insert({ facility_id: facilityId, plan_id: planId, ...fields })} returning id`),
      (rows) => Number(rows[0]!.id),
    ),
  )

export const updatePlanPrice = (id: number, fields: PlanPriceFields) =>
  withSql((sql) => Effect.asVoid(sql`update membership_plan_prices set ${sql.update(fields)} where id = ${id}`))

export const insertMembershipFee = (facilityId: number, planId: number, fields: MembershipFeeFields) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into membership_fees ${sql.insert({ facility_id: facilityId, plan_id: planId, ...fields })} returning id`),
      (rows) => Number(rows[0]!.id),
    ),
  )

export const updateMembershipFee = (id: number, fields: MembershipFeeFields) =>
  withSql((sql) => Effect.asVoid(sql`update membership_fees set ${sql.update(fields)} where id = ${id}`))

const membershipsWhere = (
  filter: {
    readonly facilityId?: number
    readonly id?: number
    readonly personId?: number
    readonly status?: MembershipStatus
  },
  lock = false,
) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(MembershipRecord)(sql`
        select m.id, m.facility_id, m.code, m.status, m.owner_id,
          json_build_object('id', o.id, 'name', o.first_name || ' ' || o.last_name, 'email', o.email) as owner,
          (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name, 'email', u.email)
               order by u.first_name, u.id), '[]')
             from membership_members mm join users u on u.id = mm.user_id
             where mm.facility_id = m.facility_id and mm.membership_id = m.id) as members,
          m.plan_id, p.name as plan_name, m.plan_price_id as membership_plan_price_id,
          json_build_object('id', x.id, 'plan_id', x.plan_id, 'interval_unit', x.interval_unit,
            'interval_count', x.interval_count, 'amount', x.amount, 'renews', x.renews, 'active', x.active) as price,
          to_json(m.acquired_at) #>> '{}' as acquired_at, to_json(m.ends_at) #>> '{}' as ends_at,
          to_json(m.paused_at) #>> '{}' as paused_at, m.cancel_requested, m.notify_via_email, m.membership_origin,
          m.coupon_code,
          (select coalesce(sum(c.amount), 0)::int8 from membership_charges c
             where c.facility_id = m.facility_id and c.membership_id = m.id and c.payment_id is null) as balance_due,
          (select c.last_error from membership_charges c
             where c.facility_id = m.facility_id and c.membership_id = m.id and c.payment_id is null
               and c.last_error is not null
             order by c.due_on desc, c.id desc limit 1) as collection_error,
          to_json(m.created_at) #>> '{}' as created_at
        from memberships m
          join users o on o.id = m.owner_id
          join membership_plans p on p.id = m.plan_id
          join membership_plan_prices x on x.id = m.plan_price_id
        where ${filter.facilityId === undefined ? sql`true` : sql`m.facility_id = ${filter.facilityId}`}
          and ${filter.id === undefined ? sql`true` : sql`m.id = ${filter.id}`}
          and ${filter.status === undefined ? sql`m.status <> 'deleted'` : sql`m.status = ${filter.status}`}
          and ${
            filter.personId === undefined
              ? sql`true`
              : sql`(m.owner_id = ${filter.personId} or m.id in (select mm.membership_id from membership_members mm
                    where mm.facility_id = ${filter.facilityId ?? 0} and mm.user_id = ${filter.personId}))`
          }
        order by m.created_at desc, m.id desc
        ${lock ? sql`for update of m` : sql``}`),
      (rows) =>
        rows.map((m): MembershipRecord => ({
          ...m,
          id: Number(m.id),
          facility_id: Number(m.facility_id),
          owner_id: Number(m.owner_id),
          owner: { ...m.owner, id: Number(m.owner.id) },
          members: m.members.map((u) => ({ ...u, id: Number(u.id) })),
          plan_id: Number(m.plan_id),
          membership_plan_price_id: Number(m.membership_plan_price_id),
          price: { ...m.price, amount: Number(m.price.amount) },
          balance_due: Number(m.balance_due),
        })),
    ),
  )

export const listMemberships = (
  facilityId: number,
  filter: { readonly personId?: number; readonly status?: MembershipStatus },
) => membershipsWhere({ facilityId, ...filter })

export const findMembership = (id: number, lock = false) =>
  Effect.map(membershipsWhere({ id }, lock), (rows) => Option.fromNullable(rows[0]))

/** A new membership, or which of its unique keys another membership holds (the code, or the owner's live one of the plan). */
export const insertMembership = (membership: NewMembership) =>
  sqlGen(function* (sql) {
    const { members, ...row } = membership
    // Its own savepoint: the transaction it runs in goes on to say who holds the key.
    const inserted = yield* sql
      .withTransaction(idRows(sql`insert into memberships ${sql.insert(row)} returning id`))
      .pipe(
        Effect.map((rows): MembershipInserted => ({ id: Number(rows[0]!.id) })),
        Effect.catchIf(isUniqueViolation, (e) =>
          String((e as { cause?: { constraint?: string } }).cause?.constraint) === "memberships_one_live_per_plan"
            ? Effect.map(
                codeRows(sql`
                select code from memberships
                where facility_id = ${row.facility_id} and plan_id = ${row.plan_id} and owner_id = ${row.owner_id}
                  and status in ${sql.literal(MEMBERSHIP_HELD)} and not several`),
                (rows): MembershipInserted => ({ taken: "plan", code: rows[0]?.code ?? "" }),
              )
            : Effect.succeed<MembershipInserted>({ taken: "code" }),
        ),
      )
    if ("id" in inserted) yield* setMembers(membership.facility_id, inserted.id, members)
    return inserted
  })

/** A new code for a membership of the club: from a sequence, so two made at one moment never share it. */
export const nextMembershipCode = (facilityId: number) =>
  withSql((sql) =>
    Effect.map(nRows(sql`select nextval('membership_codes')::text as n`), (rows) => `M-${facilityId}-${rows[0]!.n}`),
  )

const setMembers = (facilityId: number, membershipId: number, members: ReadonlyArray<number>) =>
  sqlGen(function* (sql) {
    yield* sql`delete from membership_members where facility_id = ${facilityId} and membership_id = ${membershipId}`
    for (const userId of members)
      yield* sql`insert into membership_members ${sql.insert({ facility_id: facilityId, membership_id: membershipId, user_id: userId })}`
  })

/** False when another membership of the club has the code asked for. */
export const updateMembership = (facilityId: number, id: number, change: MembershipChange) =>
  sqlGen(function* (sql) {
    const { members, ...fields } = change
    if (Object.keys(fields).length > 0) {
      const saved = yield* sql`update memberships set ${sql.update(fields)}, updated_at = now() where id = ${id}`.pipe(
        Effect.as(true),
        Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
      )
      if (!saved) return false
    }
    if (members !== undefined) yield* setMembers(facilityId, id, members)
    return true
  })

const chargeColumns = `id::int as id, membership_id::int as membership_id, kind, description, fee_id::int as fee_id,
  to_json(period_start) #>> '{}' as period_start, to_json(period_end) #>> '{}' as period_end, amount::int8 as amount,
  due_on::text as due_on, payment_id::int as payment_id, attempts, next_attempt_at,
  to_json(created_at) #>> '{}' as created_at`

export const membershipCharges = (facilityId: number, membershipId: number) =>
  withSql((sql) =>
    Effect.map(
      sql<MembershipCharge>`
        select ${sql.literal(chargeColumns)} from membership_charges
        where facility_id = ${facilityId} and membership_id = ${membershipId} order by due_on, id`,
      (rows) => rows.map((c) => ({ ...c, amount: Number(c.amount) })),
    ),
  )

/** A new charge's id; undefined when the membership has that period's or that fee's charge already. */
export const insertMembershipCharge = (
  facilityId: number,
  charge: Omit<MembershipCharge, "id" | "payment_id" | "attempts" | "next_attempt_at" | "created_at">,
) =>
  withSql((sql) =>
    idRows(sql`insert into membership_charges ${sql.insert({ facility_id: facilityId, ...charge })} returning id`).pipe(
      Effect.map((rows) => Number(rows[0]!.id) as number | undefined),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(undefined)),
    ),
  )

export const updateMembershipCharge = (
  id: number,
  change: { readonly amount?: number; readonly due_on?: string; readonly description?: string },
) => withSql((sql) => Effect.asVoid(sql`update membership_charges set ${sql.update(change)} where id = ${id}`))

export const deleteMembershipCharge = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from membership_charges where id = ${id} and payment_id is null`))

/** Ties charges to the payment that paid them; only charges still unpaid are tied. */
export const payMembershipCharges = (ids: ReadonlyArray<number>, paymentId: number) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        update membership_charges set payment_id = ${paymentId}
        where id in ${sql.in(ids.length > 0 ? ids : [0])} and payment_id is null returning id`),
      (rows) => rows.length,
    ),
  )

/** Whether the club has another membership (not deleted) with this code. */
export const membershipCodeTaken = (facilityId: number, code: string, exceptId?: number) =>
  withSql((sql) =>
    Effect.map(
      takenRows(sql`
        select exists (select 1 from memberships where facility_id = ${facilityId} and code = ${code}
          and ${exceptId === undefined ? sql`true` : sql`id <> ${exceptId}`}) as taken`),
      (rows) => rows[0]?.taken === true,
    ),
  )

export const membershipWaivers = (facilityId: number) => waiversOfCategory(facilityId, "memberships")

export const chargeMembership = (chargeId: number) =>
  withSql((sql) =>
    Effect.map(membershipIdRows(sql`select membership_id from membership_charges where id = ${chargeId}`), (rows) =>
      rows[0] === undefined ? undefined : Number(rows[0].membership_id),
    ),
  )

/** Of a plan's waivers, the names of those whose current version the person has not accepted. */
export const unacceptedMembershipWaivers = (facilityId: number, personId: number, waiverIds: ReadonlyArray<number>) =>
  unacceptedWaivers(facilityId, personId, waiverIds)

/** Memberships whose period has ended by `asOf` and that are still live: due to renew or end. */
const periodEnded = (sql: SqlClient.SqlClient, asOf: Date) =>
  sql`status in ${sql.literal(MEMBERSHIP_BENEFITS)} and ends_at <= ${asOf}`

/** Renewal charges still unpaid whose next try is due by `asOf`; given up: tried, and no next try. */
const retryDue = (sql: SqlClient.SqlClient, asOf: Date) =>
  sql`payment_id is null and kind = 'period' and due_on <= ${asOf}::date and next_attempt_at <= ${asOf}`
const retriesGivenUp = (sql: SqlClient.SqlClient) =>
  sql`payment_id is null and kind = 'period' and attempts > 0 and next_attempt_at is null`

/**
 * The clubs with renewal work due by `asOf`: those the renewal job visits. Ended periods are looked
 * for with one index probe per club selling memberships (a millisecond or so per thousand clubs);
 * retries by what is due.
 */
export const clubsWithRenewalsDue = (asOf: Date) =>
  withSql((sql) =>
    Effect.map(
      facilityRows(sql`
        select p.facility_id from (select distinct facility_id from membership_plans) p
        where exists (select 1 from memberships where facility_id = p.facility_id and ${periodEnded(sql, asOf)})
        union select facility_id from membership_charges where ${retryDue(sql, asOf)}
        order by 1`),
      (rows) => rows.map((r) => Number(r.facility_id)),
    ),
  )

/** The renewal job's items as of `asOf`: memberships to renew and charges to try again (held by row locks, not shown). */
export const renewalItems = (asOf: Date) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({
          due: Schema.Number,
          failed: Schema.Number,
          oldest_due: Schema.NullOr(Schema.Union(Schema.DateFromSelf, Schema.String)),
        }),
      )(sql`
        select
          (select count(*) from memberships where ${periodEnded(sql, asOf)})
            + (select count(*) from membership_charges where ${retryDue(sql, asOf)}) as due,
          (select count(*) from membership_charges where ${retriesGivenUp(sql)}) as failed,
          least((select min(ends_at) from memberships where ${periodEnded(sql, asOf)}),
            (select min(next_attempt_at) from membership_charges where ${retryDue(sql, asOf)})) as oldest_due`),
      ([row]) => ({
        job: "renewals" as const,
        leased: 0,
        due: Number(row!.due),
        failed: Number(row!.failed),
        oldest_due: row!.oldest_due === null ? null : new Date(row!.oldest_due),
      }),
    ),
  )

/** A club's memberships due to renew or end by `asOf`. */
export const membershipsDue = (facilityId: number, asOf: Date, limit: number) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        select id from memberships
        where facility_id = ${facilityId} and ${periodEnded(sql, asOf)}
        order by ends_at, id limit ${limit}`),
      (rows) => rows.map((r) => Number(r.id)),
    ),
  )

/** Takes a membership's row lock unless another server holds it; false when it does (that server renews it). */
export const claimMembership = (id: number) =>
  withSql((sql) =>
    Effect.map(sql`select id from memberships where id = ${id} for update skip locked`, (rows) => rows.length > 0),
  )

/** A club's renewal charges still unpaid whose next try is due by `asOf`. */
export const chargesToRetry = (facilityId: number, asOf: Date) =>
  withSql((sql) =>
    Effect.map(
      idMembershipIdRows(sql`
        select id, membership_id from membership_charges
        where facility_id = ${facilityId} and ${retryDue(sql, asOf)}
        order by next_attempt_at, id`),
      (rows) => rows.map((r) => ({ id: Number(r.id), membership_id: Number(r.membership_id) })),
    ),
  )

/** Notes a declined try: how many so far, when to try again (none: given up), and what the provider said. */
export const recordChargeAttempt = (id: number, attempts: number, nextAt: Date | null, error: string) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      update membership_charges set attempts = ${attempts}, next_attempt_at = ${nextAt}, last_error = ${error}
      where id = ${id}`),
  )

/** How the owner pays a renewal by themself: their default saved card at the club, else their club account. */
export const renewalSource = (facilityId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      cardIdOnAccountRows(sql`
        select (select id from saved_cards where facility_id = ${facilityId} and user_id = ${userId} and removed_at is null
                order by is_default desc, id limit 1) as card_id,
          exists (select 1 from account_members where facility_id = ${facilityId} and user_id = ${userId}) as on_account`),
      (rows) => ({
        card_id: rows[0]?.card_id === null || rows[0] === undefined ? null : Number(rows[0].card_id),
        on_account: rows[0]?.on_account === true,
      }),
    ),
  )

export const MembershipsRepoLive = repository(MembershipsRepo, (on) => ({
  plans: on(membershipPlans),
  plan: on(findMembershipPlan),
  insertPlan: on(insertMembershipPlan),
  updatePlan: on(updateMembershipPlan),
  insertPrice: on(insertPlanPrice),
  updatePrice: on(updatePlanPrice),
  insertFee: on(insertMembershipFee),
  updateFee: on(updateMembershipFee),
  list: on(listMemberships),
  find: on(findMembership),
  insert: on(insertMembership),
  nextCode: on(nextMembershipCode),
  update: on(updateMembership),
  codeTaken: on(membershipCodeTaken),
  discounts: on(memberDiscounts),
  charges: on(membershipCharges),
  insertCharge: on(insertMembershipCharge),
  updateCharge: on(updateMembershipCharge),
  deleteCharge: on(deleteMembershipCharge),
  chargeMembership: on(chargeMembership),
  payCharges: on(payMembershipCharges),
  waivers: on(membershipWaivers),
  contact: on(contactOf),
  clubsWithWorkDue: on(clubsWithRenewalsDue),
  due: on(membershipsDue),
  claim: on(claimMembership),
  chargesToRetry: on(chargesToRetry),
  recordAttempt: on(recordChargeAttempt),
  renewalSource: on(renewalSource),
  unacceptedWaivers: on(unacceptedMembershipWaivers),
}))
