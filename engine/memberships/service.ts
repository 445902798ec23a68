import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import {
  CurrentCaller,
  isManagerAt,
  isStaffAt,
  contactsVisible,
  membershipAccess,
  ownedBy,
  requireSelfOrGuardian,
  requireStaffAt,
} from "../access"
import { localDate } from "../dates"
import { conflict, forbidden, notFound, orNotFound, unprocessable } from "../errors"
import {
  allowedActions,
  type Membership,
  type MembershipAction,
  type MembershipPlan,
  membershipTransition,
  renewalDate,
} from "./rules"
import {
  coverageProblem,
  membersProblem,
  type MembershipFeeFields,
  type MembershipRecord,
  type MembershipView,
  type Plan,
  type PlanFields,
  type PlanPrice,
  type PlanPriceFields,
} from "./membershipPlans"
import { languageOf } from "../i18n/languages"
import { Mailer } from "../mail/mailer"
import { mailWords } from "../mail/mailWords"
import { DomainEvent, Events, membershipChanged } from "../events"
import { majorText } from "../money"
import { FacilitiesRepo } from "../facilities/port"
import { MembershipsRepo, type NewMembership } from "./port"
import { PeopleRepo } from "../people/port"
import { Transactions } from "../ports"

export interface PlanFilter {
  /** Only plans with a price renewing by this unit, and only those prices. */
  readonly interval_unit?: MembershipPlan["interval_unit"]
  /** Plans without their prices. */
  readonly exclude_prices?: boolean
  /** Only what the membership could upgrade to: prices of the same interval costing more. */
  readonly upgrade_from?: number
}

export interface NewMembershipInput {
  readonly owner_id: number
  readonly membership_plan_price_id: number
  readonly members?: ReadonlyArray<number>
  readonly code?: string
  /** Starts it now (its first period charged); otherwise it waits as pending. */
  readonly start: boolean
  readonly notify_via_email: boolean
  /** The plan's fees charged on joining; default every active fee of the plan. */
  readonly membership_fee_ids?: ReadonlyArray<number>
}

export type AdminAction = Exclude<
  MembershipAction["_tag"],
  "player_cancel" | "cancel_request" | "upgrade" | "change_owner"
>

/**
 * Memberships as a club sells and runs them, written once for the API, the CLI and embedding
 * programs: plans with their prices and fees (managers), memberships created at the desk or bought
 * by players, every change of state asked of the engine's state machine (`engine/memberships/rules.ts`),
 * and what each owes as charges. A transition the machine refuses is a 422 with its sentence.
 */
export class Memberships extends Effect.Service<Memberships>()("venue/Memberships", {
  effect: Effect.gen(function* () {
    const repo = yield* MembershipsRepo
    const facilities = yield* FacilitiesRepo
    const people = yield* PeopleRepo
    const mailer = yield* Mailer
    const transactions = yield* Transactions
    const events = yield* Events

    const facilityOf = (id: number) => orNotFound("Facility")(facilities.find(id))
    const managing = (facilityId: number) =>
      Effect.flatMap(CurrentCaller, (caller) =>
        isManagerAt(caller, facilityId)
          ? Effect.void
          : Effect.fail(forbidden("Only the club's managers change its memberships.")),
      )
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    /** A plan of the club; another club's reads as not found. */
    const planAt = (facilityId: number, id: number) =>
      Effect.flatMap(repo.plan(id), (found) => {
        const plan = Option.getOrUndefined(found)
        return ownedBy(facilityId, plan) ? Effect.succeed(plan) : Effect.fail(notFound("Membership plan"))
      })

    // ---- plans ----

    /** The club's plans (interval_unit, exclude_prices, is_upgrade); managers see those off sale too. */
    const plans = (facilityId: number, filter: PlanFilter = {}) =>
      Effect.gen(function* () {
        yield* facilityOf(facilityId)
        const manager = isManagerAt(yield* CurrentCaller, facilityId)
        const from = filter.upgrade_from === undefined ? undefined : yield* visible(filter.upgrade_from)
        if (from !== undefined && !ownedBy(facilityId, from)) return yield* Effect.fail(notFound("Membership"))
        return (yield* repo.plans(facilityId)).flatMap((plan): Array<Plan> => {
          if (!manager && !plan.active) return []
          const prices = plan.prices.filter(
            (p) =>
              (manager || p.active) &&
              (filter.interval_unit === undefined || p.interval_unit === filter.interval_unit) &&
              (from === undefined || isUpgrade(from.price, p)),
          )
          if ((filter.interval_unit !== undefined || from !== undefined) && prices.length === 0) return []
          return [{ ...plan, prices: filter.exclude_prices === true ? [] : prices }]
        })
      })

    /** One plan of the club as its list shows it. */
    const plan = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const found = yield* planAt(facilityId, id)
        const manager = isManagerAt(yield* CurrentCaller, facilityId)
        if (!manager && !found.active) return yield* Effect.fail(notFound("Membership plan"))
        return manager ? found : { ...found, prices: found.prices.filter((p) => p.active) }
      })

    const planProblem = (facilityId: number, fields: PlanFields) =>
      Effect.gen(function* () {
        const coverage = coverageProblem(fields.coverage, fields.max_members)
        if (coverage !== undefined) return coverage
        const waivers = yield* repo.waivers(facilityId)
        const strangers = fields.waiver_ids.filter((id) => !waivers.some((w) => w.id === id))
        if (strangers.length > 0) return `Waiver ${strangers.join(", ")} is not one of this club's membership waivers.`
        return undefined
      })

    /** Adds a plan, or changes one of the club's (`id`). Managers only. */
    const savePlan = (facilityId: number, id: number | undefined, fields: PlanFields) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        if (id !== undefined) yield* planAt(facilityId, id)
        const problem = yield* planProblem(facilityId, fields)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const saved =
          id === undefined
            ? yield* repo.insertPlan(facilityId, fields)
            : (yield* repo.updatePlan(id, fields))
              ? id
              : undefined
        if (saved === undefined)
          return yield* Effect.fail(unprocessable(`The club already has a plan named ${fields.name}.`))
        return yield* planAt(facilityId, saved)
      })

    /** Adds one of a plan's prices, or changes one (`priceId`); memberships on it keep it as it was sold until they renew. */
    const savePrice = (facilityId: number, planId: number, priceId: number | undefined, fields: PlanPriceFields) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const plan = yield* planAt(facilityId, planId)
        if (priceId !== undefined && !plan.prices.some((p) => p.id === priceId))
          return yield* Effect.fail(notFound("Plan price"))
        const id = priceId ?? (yield* repo.insertPrice(facilityId, planId, fields))
        if (priceId !== undefined) yield* repo.updatePrice(priceId, fields)
        return (yield* planAt(facilityId, planId)).prices.find((p) => p.id === id)!
      })

    /** Adds one of a plan's joining fees, or changes one (`feeId`). */
    const saveFee = (facilityId: number, planId: number, feeId: number | undefined, fields: MembershipFeeFields) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const plan = yield* planAt(facilityId, planId)
        if (feeId !== undefined && !plan.fees.some((f) => f.id === feeId))
          return yield* Effect.fail(notFound("Membership fee"))
        const id = feeId ?? (yield* repo.insertFee(facilityId, planId, fields))
        if (feeId !== undefined) yield* repo.updateFee(feeId, fields)
        return (yield* planAt(facilityId, planId)).fees.find((f) => f.id === id)!
      })

    // ---- memberships ----

    /** Memberships of one club with what the state machine allows each of them now. */
    const withActions = (facilityId: number, records: ReadonlyArray<MembershipRecord>) =>
      Effect.gen(function* () {
        if (records.length === 0) return []
        const facility = yield* facilityOf(facilityId)
        const plans = yield* repo.plans(facilityId)
        const at = yield* now
        const people = [...new Set(records.flatMap((m) => [m.owner.id, ...m.members.map((x) => x.id)]))]
        const seen = new Set(yield* contactsVisible(facilityId, people))
        const shown = <P extends { readonly id: number; readonly email: string | null }>(p: P): P =>
          seen.has(p.id) ? p : { ...p, email: null }
        return records.map((m): MembershipView => ({
          ...m,
          owner: shown(m.owner),
          members: m.members.map(shown),
          actions: allowedActions(
            machineOf(
              m,
              plans.find((p) => p.id === m.plan_id)!,
            ),
            at,
            facility.time_zone,
          ),
        }))
      })

    /** A membership the caller may see: its club's staff, its owner or members, their guardians. */
    const visible = (id: number) =>
      Effect.gen(function* () {
        const found = Option.getOrUndefined(yield* repo.find(id))
        if (found === undefined) return yield* Effect.fail(notFound("Membership"))
        yield* membershipAccess(found)
        return (yield* withActions(found.facility_id, [found]))[0]!
      })

    /** A membership of a club the caller manages; to anyone else it is not found, or not theirs to change. */
    const managed = (id: number, lock = false) =>
      Effect.gen(function* () {
        const found = Option.getOrUndefined(yield* repo.find(id, lock))
        const caller = yield* CurrentCaller
        if (found === undefined || !isStaffAt(caller, found.facility_id))
          return yield* Effect.fail(notFound("Membership"))
        yield* managing(found.facility_id)
        return found
      })

    /** The club's memberships for its staff (all, or a person's); a player sees their own and their children's. */
    const list = (
      facilityId: number,
      filter: { readonly user_id?: number; readonly status?: Membership["status"] } = {},
    ) =>
      Effect.gen(function* () {
        yield* facilityOf(facilityId)
        const caller = yield* CurrentCaller
        const status = filter.status === undefined ? {} : { status: filter.status }
        if (isStaffAt(caller, facilityId))
          return yield* withActions(
            facilityId,
            yield* repo.list(facilityId, {
              ...(filter.user_id === undefined ? {} : { personId: filter.user_id }),
              ...status,
            }),
          )
        const personId = filter.user_id ?? caller.userId
        if (personId === undefined) return []
        yield* requireSelfOrGuardian(personId, "You see only your own memberships and your children's.")
        return yield* withActions(facilityId, yield* repo.list(facilityId, { personId, ...status }))
      })

    const show = (id: number) => visible(id)

    /** A person the membership may name: someone of the club (a member or staff), else 422. */
    const ofClub = (facilityId: number, userId: number, what: string) =>
      Effect.gen(function* () {
        const role = yield* people.roleAt(facilityId, userId)
        if (role === undefined)
          return yield* Effect.fail(unprocessable(`${what} ${userId} is not a member of this club.`))
      })

    /** The state machine's view of a membership. */
    const machineOf = (m: MembershipRecord, plan: Plan): Membership => ({
      status: m.status,
      owner_id: m.owner_id,
      plan: asMachinePlan(plan, m.price),
      acquired_at: m.acquired_at === null ? null : new Date(m.acquired_at),
      ends_at: m.ends_at === null ? null : new Date(m.ends_at),
      paused_at: m.paused_at === null ? null : new Date(m.paused_at),
      cancel_requested: m.cancel_requested,
    })

    /** The period charge of a membership that starts (or starts again) a period; its id, none when free or charged already. */
    const chargePeriod = (
      facilityId: number,
      membershipId: number,
      price: PlanPrice,
      from: Date,
      to: Date,
      zone: string,
    ): Effect.Effect<number | undefined> =>
      price.amount === 0
        ? Effect.succeed(undefined)
        : repo.insertCharge(facilityId, {
            membership_id: membershipId,
            kind: "period",
            description: `Membership ${localDate(from, zone)} to ${localDate(to, zone)}`,
            fee_id: null,
            period_start: from.toISOString(),
            period_end: to.toISOString(),
            amount: price.amount,
            due_on: localDate(from, zone),
          })

    /**
     * Creates a membership, checked first and written with its charges in one transaction: by a
     * manager (the API's admin create, or an import), at the desk's reader by staff, or bought by the
     * player for themself or a child they handle (who accepted the plan's waivers first).
     */
    const create = (
      facilityId: number,
      input: NewMembershipInput,
      origin: NewMembership["membership_origin"] = "admin",
    ) =>
      Effect.gen(function* () {
        if (origin === "player")
          yield* requireSelfOrGuardian(input.owner_id, "You buy a membership for yourself or a child you handle.")
        else if (origin === "terminal") yield* requireStaffAt(facilityId)
        else yield* managing(facilityId)
        const facility = yield* facilityOf(facilityId)
        const plan = (yield* repo.plans(facilityId)).find((p) =>
          p.prices.some((x) => x.id === input.membership_plan_price_id),
        )
        const price = plan?.prices.find((x) => x.id === input.membership_plan_price_id)
        if (plan === undefined || price === undefined)
          return yield* Effect.fail(unprocessable("That price is not one of this club's membership plans."))
        if (!price.active || !plan.active) return yield* Effect.fail(unprocessable("That plan is not on sale."))
        yield* ofClub(facilityId, input.owner_id, "Person")
        const members = input.members ?? []
        for (const id of members) yield* ofClub(facilityId, id, "Person")
        // Staff add anyone of the club; a player their children and family who accepted their link.
        if (origin === "player") {
          const agreed = yield* contactsVisible(facilityId, members)
          const unasked = members.filter((id) => !agreed.includes(id))
          if (unasked.length > 0)
            return yield* Effect.fail(
              unprocessable(
                `Person ${unasked.join(", ")} has not joined your family: add only yourself, your children and family who accepted your request; the desk adds anyone else.`,
              ),
            )
        }
        const problem = membersProblem(plan, input.owner_id, members)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const unaccepted = yield* repo.unacceptedWaivers(facilityId, input.owner_id, plan.waiver_ids)
        if (unaccepted.length > 0)
          return yield* Effect.fail(
            unprocessable(`The owner has not accepted ${unaccepted.map((n) => `"${n}"`).join(", ")} yet.`),
          )
        const fees = (input.membership_fee_ids ?? plan.fees.filter((f) => f.active).map((f) => f.id)).map((id) =>
          plan.fees.find((f) => f.id === id && f.active),
        )
        if (fees.some((f) => f === undefined))
          return yield* Effect.fail(unprocessable("A fee named is not one of this plan's fees on sale."))
        const at = yield* now
        const code = input.code ?? (yield* repo.nextCode(facilityId))
        if (yield* repo.codeTaken(facilityId, code))
          return yield* Effect.fail(conflict(`Another membership has the code ${code}.`))
        const ends = renewalDate(at, price, facility.time_zone)
        const written = transactions.run(
          Effect.gen(function* () {
            const inserted = yield* repo.insert({
              facility_id: facilityId,
              plan_id: plan.id,
              plan_price_id: price.id,
              owner_id: input.owner_id,
              code,
              status: input.start ? "active" : "pending",
              acquired_at: input.start ? at : null,
              ends_at: input.start ? ends : null,
              notify_via_email: input.notify_via_email,
              membership_origin: origin,
              coupon_code: null,
              members,
              several: plan.several_per_person,
            })
            if ("taken" in inserted)
              return yield* Effect.fail(
                conflict(
                  inserted.taken === "plan"
                    ? `This person already has a ${plan.name} membership (${inserted.code}); one is enough. Renew, change or cancel that one instead.`
                    : `Another membership has the code ${code}.`,
                ),
              )
            for (const fee of fees)
              yield* repo.insertCharge(facilityId, {
                membership_id: inserted.id,
                kind: "fee",
                description: fee!.name,
                fee_id: fee!.id,
                period_start: null,
                period_end: null,
                amount: fee!.amount,
                due_on: localDate(at, facility.time_zone),
              })
            if (input.start) yield* chargePeriod(facilityId, inserted.id, price, at, ends, facility.time_zone)
            return inserted.id
          }),
        )
        const id = yield* events.tell(written, (membershipId) =>
          DomainEvent.MembershipChanged({ facilityId, membershipId }),
        )
        return yield* visible(id)
      })

    /**
     * One of the admin actions, asked of the state machine under the membership's row lock;
     * a period that starts (start, recover) is charged.
     */
    const act = (id: number, action: AdminAction) =>
      Effect.gen(function* () {
        const changed = yield* transactions.run(
          Effect.gen(function* () {
            const m = yield* managed(id, true)
            const facility = yield* facilityOf(m.facility_id)
            const plan = yield* planAt(m.facility_id, m.plan_id)
            const next = yield* transition(m, plan, { _tag: action }, facility.time_zone)
            yield* events.tell(repo.update(m.facility_id, m.id, stateOf(next)), membershipChanged(m.facility_id, m.id))
            if ((action === "start" || action === "recover") && next.acquired_at !== null && next.ends_at !== null)
              yield* chargePeriod(m.facility_id, m.id, m.price, next.acquired_at, next.ends_at, facility.time_zone)
            return m
          }),
        )
        // A deleted membership is no longer found; it answers as it was, deleted.
        return action === "delete"
          ? { ...changed, status: "deleted" as const, actions: [] }
          : yield* visible(changed.id)
      })

    /** The state machine's next membership after `action` now, and what it charges; its refusal as a 422. */
    const transitionWithCharge = (m: MembershipRecord, plan: Plan, action: MembershipAction, zone: string) =>
      Effect.flatMap(now, (at) =>
        membershipTransition(machineOf(m, plan), action, at, zone).pipe(
          Effect.mapError((refused) => unprocessable(refused.message)),
        ),
      )
    const transition = (m: MembershipRecord, plan: Plan, action: MembershipAction, zone: string) =>
      Effect.map(transitionWithCharge(m, plan, action, zone), (t) => t.membership)

    /** Gives the membership to another person of the club (managers). */
    const changeOwner = (id: number, ownerId: number) =>
      Effect.gen(function* () {
        const changed = yield* transactions.run(
          Effect.gen(function* () {
            const m = yield* managed(id, true)
            yield* ofClub(m.facility_id, ownerId, "Person")
            const facility = yield* facilityOf(m.facility_id)
            const plan = yield* planAt(m.facility_id, m.plan_id)
            const next = yield* transition(m, plan, { _tag: "change_owner", owner_id: ownerId }, facility.time_zone)
            // The new owner leaves the members it covers; the old one is no longer covered.
            yield* events.tell(
              repo.update(m.facility_id, m.id, {
                owner_id: next.owner_id,
                members: m.members.map((x) => x.id).filter((x) => x !== ownerId),
              }),
              membershipChanged(m.facility_id, m.id),
            )
            return m.id
          }),
        )
        return yield* visible(changed)
      })

    /** The member's own cancel: at the end of the period where the plan lets them, else a request to the club. */
    const memberCancel = (id: number, action: "player_cancel" | "cancel_request") =>
      Effect.gen(function* () {
        const changed = yield* transactions.run(
          Effect.gen(function* () {
            const found = Option.getOrUndefined(yield* repo.find(id, true))
            if (found === undefined) return yield* Effect.fail(notFound("Membership"))
            yield* requireSelfOrGuardian(found.owner_id, "Only the membership's owner cancels it.").pipe(
              Effect.catchTag("Forbidden", (e) => Effect.flatMap(membershipAccess(found), () => Effect.fail(e))),
            )
            const facility = yield* facilityOf(found.facility_id)
            const plan = yield* planAt(found.facility_id, found.plan_id)
            const next = yield* transition(found, plan, { _tag: action }, facility.time_zone)
            yield* events.tell(
              repo.update(found.facility_id, found.id, stateOf(next)),
              membershipChanged(found.facility_id, found.id),
            )
            return found.id
          }),
        )
        return yield* visible(changed)
      })

    /** Edits what staff may change without a transition: the code, mail preference and covered members. */
    const update = (
      id: number,
      change: { readonly code?: string; readonly notify_via_email?: boolean; readonly members?: ReadonlyArray<number> },
    ) =>
      Effect.gen(function* () {
        const m = yield* managed(id)
        if (change.members !== undefined) {
          const plan = yield* planAt(m.facility_id, m.plan_id)
          for (const userId of change.members) yield* ofClub(m.facility_id, userId, "Person")
          const problem = membersProblem(plan, m.owner_id, change.members)
          if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        }
        if (!(yield* events.tell(repo.update(m.facility_id, m.id, change), membershipChanged(m.facility_id, m.id))))
          return yield* Effect.fail(conflict(`Another membership has the code ${change.code}.`))
        return yield* visible(m.id)
      })

    /** Asks a person by mail to check the details of their memberships at the club with its desk (staff). */
    const requestVerification = (facilityId: number, userId: number) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const facility = yield* facilityOf(facilityId)
        yield* ofClub(facilityId, userId, "Person")
        const held = yield* repo.list(facilityId, { personId: userId })
        const contact = yield* repo.contact(userId)
        if (contact === undefined) return yield* Effect.fail(notFound("User"))
        if (contact.email === null)
          return yield* Effect.fail(unprocessable(`${contact.name} has no e-mail address to ask.`))
        const language = languageOf(contact.language ?? facility.language) ?? "en"
        const say = mailWords(language)
        yield* mailer
          .send({
            to: contact.email,
            subject: say("membership.checkSubject", { club: facility.name }),
            text: [
              say("hello", { person: contact.name }),
              "",
              say("membership.checkAsks", { club: facility.name }),
              ...(held.length === 0
                ? [say("membership.checkNone")]
                : held.map((m) =>
                    say("membership.checkLine", {
                      plan: m.plan_name,
                      code: m.code,
                      status: say(`membershipStatus.${m.status}`),
                    }),
                  )),
              "",
              say("membership.checkTell"),
            ].join("\n"),
          })
          .pipe(Effect.mapError(() => unprocessable("The mail could not be sent; try again later.")))
        return { sent: true as const, email: contact.email }
      })

    /** The club's memberships as rows of a file (amounts in the club's currency, dates facility-local). Managers only. */
    const exportRows = (facilityId: number) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const facility = yield* facilityOf(facilityId)
        const day = (at: string | null) => (at === null ? "" : localDate(new Date(at), facility.time_zone))
        const amount = (minor: number) => majorText(minor, facility.currency_decimals)
        return (yield* repo.list(facilityId, {})).map((m) => ({
          code: m.code,
          owner_name: m.owner.name,
          owner_email: m.owner.email ?? "",
          plan: m.plan_name,
          price: `${amount(m.price.amount)} every ${m.price.interval_count} ${m.price.interval_unit}${m.price.interval_count === 1 ? "" : "s"}${m.price.renews ? "" : " (once)"}`,
          status: m.status,
          acquired_on: day(m.acquired_at),
          ends_on: day(m.ends_at),
          members: m.members.map((x) => x.name).join("; "),
          member_emails: m.members.flatMap((x) => (x.email === null ? [] : [x.email])).join("; "),
          balance_due: amount(m.balance_due),
        }))
      })

    return withSpans("Memberships", {
      plans,
      plan,
      exportRows,
      requestVerification,
      savePlan,
      savePrice,
      saveFee,
      list,
      show,
      create,
      act,
      changeOwner,
      memberCancel,
      update,
      planAt,
      managed,
      visible,
      transitionWithCharge,
      machineOf,
      chargePeriod,
    })
  }),
}) {}

/** The state machine's plan: the price a membership pays, and whether its members cancel it themselves. */
const asMachinePlan = (plan: Plan, price: PlanPrice): MembershipPlan => ({
  id: price.id,
  price: price.amount,
  interval_unit: price.interval_unit,
  interval_count: price.interval_count,
  player_can_cancel: plan.player_can_cancel,
})

/** An upgrade keeps the billing interval and costs more. */
const isUpgrade = (from: PlanPrice, to: PlanPrice) =>
  to.id !== from.id &&
  to.interval_unit === from.interval_unit &&
  to.interval_count === from.interval_count &&
  to.amount > from.amount

const stateOf = (m: Membership) => ({
  status: m.status,
  acquired_at: m.acquired_at,
  ends_at: m.ends_at,
  paused_at: m.paused_at,
  cancel_requested: m.cancel_requested,
})

export { asMachinePlan, isUpgrade }
