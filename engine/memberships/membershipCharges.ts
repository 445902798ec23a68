import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isManagerAt, isStaffAt } from "../access"
import { localDate } from "../dates"
import { conflict, forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { Events, membershipChanged } from "../events"
import { Charges, type CreditsPurchase } from "../payments/charges"
import { asMachinePlan, Memberships, type NewMembershipInput } from "./service"
import { FacilitiesRepo } from "../facilities/port"
import { type MembershipCharge, MembershipsRepo } from "./port"
import { Transactions } from "../ports"

export type HowPaid = Omit<CreditsPurchase, "amount">

/**
 * What a membership owes and how it is paid (membership payments, pending payments and
 * fee payments): each charge (a period, a joining fee, an upgrade's proration, or one staff add)
 * is paid by one ledger row of payable type `membership`, however many pay at once. Staff add,
 * change and waive charges not yet paid; the member or staff pay them.
 */
export class MembershipCharges extends Effect.Service<MembershipCharges>()("venue/MembershipCharges", {
  dependencies: [Memberships.Default, Charges.Default],
  effect: Effect.gen(function* () {
    const memberships = yield* Memberships
    const repo = yield* MembershipsRepo
    const facilities = yield* FacilitiesRepo
    const sales = yield* Charges
    const transactions = yield* Transactions
    const events = yield* Events

    const today = (facilityId: number) =>
      Effect.gen(function* () {
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        return localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
      })

    /** A membership's charges, for whoever may see the membership. */
    const charges = (membershipId: number) =>
      Effect.flatMap(memberships.visible(membershipId), (m) => repo.charges(m.facility_id, m.id))

    /** A charge of a membership the caller manages, not yet paid. */
    const unpaidCharge = (chargeId: number) =>
      Effect.gen(function* () {
        const found = yield* findCharge(chargeId)
        if (found.charge.payment_id !== null)
          return yield* Effect.fail(unprocessable("That charge is paid; a paid charge is refunded, not changed."))
        return found
      })

    const findCharge = (chargeId: number) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const membershipId = yield* repo.chargeMembership(chargeId)
        if (membershipId === undefined) return yield* Effect.fail(notFound("Membership payment"))
        const m = Option.getOrUndefined(yield* repo.find(membershipId))
        if (m === undefined || !isStaffAt(caller, m.facility_id))
          return yield* Effect.fail(notFound("Membership payment"))
        if (!isManagerAt(caller, m.facility_id))
          return yield* Effect.fail(forbidden("Only the club's managers change what a membership owes."))
        const charge = (yield* repo.charges(m.facility_id, m.id)).find((c) => c.id === chargeId)!
        return { membership: m, charge }
      })

    /** Adds a pending payment to a membership (the API's membership_pending_payments). */
    const addPending = (
      membershipId: number,
      input: { readonly amount: number; readonly description: string; readonly due_on?: string },
    ) =>
      Effect.gen(function* () {
        const m = yield* memberships.managed(membershipId)
        const id = yield* repo.insertCharge(m.facility_id, {
          membership_id: m.id,
          kind: "other",
          description: input.description,
          fee_id: null,
          period_start: null,
          period_end: null,
          amount: input.amount,
          due_on: input.due_on ?? (yield* today(m.facility_id)),
        })
        return (yield* repo.charges(m.facility_id, m.id)).find((c) => c.id === id)!
      })

    /** Changes a charge not yet paid (the API's PUT membership_payments). */
    const changeCharge = (
      chargeId: number,
      change: { readonly amount?: number; readonly due_on?: string; readonly description?: string },
    ) =>
      Effect.gen(function* () {
        const { membership } = yield* unpaidCharge(chargeId)
        yield* repo.updateCharge(chargeId, change)
        return (yield* repo.charges(membership.facility_id, membership.id)).find((c) => c.id === chargeId)!
      })

    /** Waives a charge not yet paid (the API's DELETE membership_payments). */
    const waiveCharge = (chargeId: number) =>
      Effect.gen(function* () {
        const { charge } = yield* unpaidCharge(chargeId)
        yield* repo.deleteCharge(chargeId)
        return charge
      })

    /** Charges one of the plan's joining fees (the API's membership_fee_payments); a fee is charged once. */
    const addFee = (membershipId: number, feeId: number) =>
      Effect.gen(function* () {
        const m = yield* memberships.managed(membershipId)
        const plan = yield* memberships.planAt(m.facility_id, m.plan_id)
        const fee = plan.fees.find((f) => f.id === feeId)
        if (fee === undefined) return yield* Effect.fail(unprocessable("That fee is not one of this plan's fees."))
        const id = yield* repo.insertCharge(m.facility_id, {
          membership_id: m.id,
          kind: "fee",
          description: fee.name,
          fee_id: fee.id,
          period_start: null,
          period_end: null,
          amount: fee.amount,
          due_on: yield* today(m.facility_id),
        })
        if (id === undefined)
          return yield* Effect.fail(unprocessable(`The membership has been charged ${fee.name} already.`))
        return (yield* repo.charges(m.facility_id, m.id)).find((c) => c.id === id)!
      })

    /** Takes back a fee charged and not yet paid. */
    const removeFee = (membershipId: number, feeId: number) =>
      Effect.gen(function* () {
        const m = yield* memberships.managed(membershipId)
        const charge = (yield* repo.charges(m.facility_id, m.id)).find((c) => c.fee_id === feeId)
        if (charge === undefined) return yield* Effect.fail(notFound("Fee payment"))
        if (charge.payment_id !== null)
          return yield* Effect.fail(unprocessable("That fee is paid; a paid fee is refunded, not removed."))
        yield* repo.deleteCharge(charge.id)
        return charge
      })

    /**
     * Pays a membership's unpaid charges (those named, or all; `fees` only its fees) with one
     * ledger row. Under the membership's lock, so two payers at once pay once: the second is told.
     */
    const pay = (
      membershipId: number,
      how: HowPaid,
      which: {
        readonly charge_ids?: ReadonlyArray<number>
        readonly fees?: boolean
        /** False: the caller's own mail says what was paid (a renewal's). */
        readonly receipt?: boolean
      } = {},
    ) =>
      Effect.gen(function* () {
        const m = yield* memberships.visible(membershipId)
        const pick = (all: ReadonlyArray<MembershipCharge>) =>
          all.filter(
            (c) =>
              c.payment_id === null &&
              (which.charge_ids === undefined || which.charge_ids.includes(c.id)) &&
              (which.fees !== true || c.kind === "fee"),
          )
        const due = pick(yield* repo.charges(m.facility_id, m.id))
        if (which.charge_ids !== undefined && due.length !== new Set(which.charge_ids).size)
          return yield* Effect.fail(unprocessable("A charge named is not this membership's, or is paid already."))
        if (due.length === 0) return yield* Effect.fail(unprocessable("The membership owes nothing to pay."))
        const amount = due.reduce((sum, c) => sum + c.amount, 0)
        const ids = due.map((c) => c.id)
        yield* sales.sell(
          m.owner_id,
          m.facility_id,
          { ...how, amount },
          {
            description: `Membership ${m.code}: ${due.map((c) => c.description).join(", ")}`,
            payable_type: "membership",
            receipt: which.receipt ?? true,
            record: Effect.gen(function* () {
              yield* repo.find(m.id, true)
              const still = pick(yield* repo.charges(m.facility_id, m.id)).filter((c) => ids.includes(c.id))
              if (still.length !== ids.length)
                return yield* Effect.fail(conflict("Someone has just paid this membership; nothing more was taken."))
              return m.id
            }),
            paid: (paymentId) => Effect.asVoid(repo.payCharges(ids, paymentId)),
          },
        )
        return yield* memberships.visible(m.id)
      })

    /**
     * Moves an active membership to a plan price of the same interval that costs more (an
     * upgrade): the state machine's proration for the rest of the period is charged, and paid now
     * when `how` says so. Managers only.
     */
    const upgrade = (membershipId: number, priceId: number, how: HowPaid | undefined) =>
      Effect.gen(function* () {
        // Paid in the same transaction: a refused payment leaves the membership as it was.
        const id = yield* transactions.run(
          Effect.gen(function* () {
            const m = yield* memberships.managed(membershipId, true)
            const facility = yield* orNotFound("Facility")(facilities.find(m.facility_id))
            const plans = yield* repo.plans(m.facility_id)
            const plan = plans.find((p) => p.prices.some((x) => x.id === priceId))
            const price = plan?.prices.find((x) => x.id === priceId)
            if (plan === undefined || price === undefined || !price.active || !plan.active)
              return yield* Effect.fail(unprocessable("That price is not one of this club's plans on sale."))
            if (price.interval_unit !== m.price.interval_unit || price.interval_count !== m.price.interval_count)
              return yield* Effect.fail(unprocessable("An upgrade keeps the membership's billing interval."))
            const current = plans.find((p) => p.id === m.plan_id)!
            const { charge } = yield* memberships.transitionWithCharge(
              m,
              current,
              { _tag: "upgrade", plan: asMachinePlan(plan, price) },
              facility.time_zone,
            )
            yield* events.tell(
              repo.update(m.facility_id, m.id, { plan_id: plan.id, plan_price_id: price.id }),
              membershipChanged(m.facility_id, m.id),
            )
            const chargeId =
              charge === 0
                ? undefined
                : yield* repo.insertCharge(m.facility_id, {
                    membership_id: m.id,
                    kind: "upgrade",
                    description: `Upgrade to ${plan.name} for the rest of the period`,
                    fee_id: null,
                    period_start: null,
                    period_end: null,
                    amount: charge,
                    due_on: localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone),
                  })
            if (how !== undefined && chargeId !== undefined) yield* pay(m.id, how, { charge_ids: [chargeId] })
            return m.id
          }),
        )
        return yield* memberships.visible(id)
      })

    /**
     * A coupon on what a new membership owes first (its joining fees and first period; renewals pay
     * the plan's price): the discount taken off those charges, and the coupon kept on the membership.
     */
    const discount = (facilityId: number, membershipId: number, ownerId: number, code: string) =>
      Effect.gen(function* () {
        const due = (yield* repo.charges(facilityId, membershipId)).filter((c) => c.payment_id === null)
        const shares = yield* sales.useCoupon(
          { facility_id: facilityId, user_id: ownerId, reservation_id: null },
          code,
          "membership",
          yield* today(facilityId),
          due.map((c) => ({ payable_type: "membership_charge", payable_id: c.id, amount: c.amount })),
        )
        for (const [k, c] of due.entries())
          if (shares[k]! > 0)
            yield* repo.updateCharge(c.id, {
              amount: c.amount - shares[k]!,
              description: `${c.description} (coupon ${code.toUpperCase()})`,
            })
        yield* events.tell(
          repo.update(facilityId, membershipId, { coupon_code: code.toUpperCase() }),
          membershipChanged(facilityId, membershipId),
        )
      })

    /**
     * A membership bought and paid at once (the API's player_memberships, and the desk's reader sale):
     * created active with its joining fees and first period, paid by one ledger row; a refused
     * payment leaves no membership.
     */
    const buy = (
      facilityId: number,
      input: Pick<NewMembershipInput, "membership_plan_price_id" | "members"> & {
        /** By default the caller. */
        readonly owner_id?: number | undefined
        readonly coupon_code?: string | undefined
      },
      how: HowPaid | undefined,
      origin: "player" | "terminal",
    ) =>
      Effect.gen(function* () {
        const ownerId = input.owner_id ?? (yield* CurrentCaller).userId
        if (ownerId === undefined) return yield* Effect.fail(unprocessable("Say whom the membership is for."))
        const id = yield* transactions.run(
          Effect.gen(function* () {
            const m = yield* memberships.create(
              facilityId,
              {
                owner_id: ownerId,
                membership_plan_price_id: input.membership_plan_price_id,
                ...(input.members === undefined ? {} : { members: input.members }),
                start: true,
                notify_via_email: true,
              },
              origin,
            )
            if (input.coupon_code !== undefined) yield* discount(facilityId, m.id, ownerId, input.coupon_code)
            if ((yield* memberships.visible(m.id)).balance_due > 0) {
              if (how === undefined) return yield* Effect.fail(unprocessable("Say how the membership is paid."))
              yield* pay(m.id, how)
            }
            return m.id
          }),
        )
        return yield* memberships.visible(id)
      })

    return withSpans("MembershipCharges", {
      buy,
      charges,
      addPending,
      changeCharge,
      waiveCharge,
      addFee,
      removeFee,
      pay,
      upgrade,
    })
  }),
}) {}
