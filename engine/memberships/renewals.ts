import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { Relations } from "../access"
import { DUNNING_DAYS, lapse, nextAttempt, renewalStep } from "./rules"
import { ChargeKey } from "../payments/rules"
import { formatMoney } from "../money"
import { Events, membershipChanged } from "../events"
import { Letters, type Worded } from "../mail/letters"
import type { Language } from "../i18n/languages"
import { dateIn } from "../i18n/languageFormats"
import { MembershipCharges } from "./membershipCharges"
import { Memberships } from "./service"
import type { Facility } from "../records"
import { FacilitiesRepo } from "../facilities/port"
import { type MembershipCharge, MembershipsRepo } from "./port"
import { Transactions } from "../ports"

export interface RenewalOutcome {
  readonly facility_id: number
  readonly membership_id: number
  readonly code: string
  readonly outcome: "renewed" | "ended" | "expired" | "paid" | "declined" | "pending" | "lapsed"
  readonly amount: number
  readonly detail: string
}

const MOST_PERIODS = 24

/** A renewal charge's try, named: the same try made again after a crash is the same one at the card provider. */
export const renewalChargeKey = (membershipId: number, periodStart: Date, attempts: number) =>
  `renewal-${membershipId}-${periodStart.toISOString()}-${attempts}`

/**
 * Recurring billing: memberships whose period has ended renew (the next period charged to the
 * owner's saved card off-session, else to their club account, else left pending), end or expire
 * as the engine's `renewalStep` says; a declined card is tried again on `DUNNING_DAYS` and, after
 * the last try, the membership lapses (expired). The owner is told by mail at each step.
 *
 * Safe with several app servers: each membership is claimed with a row lock that another server
 * skips, and a period has one charge (a unique index), so a renewal is charged once; safe across a
 * crash: a period's charge and its payment commit together or not at all.
 */
export class Renewals extends Effect.Service<Renewals>()("venue/Renewals", {
  dependencies: [MembershipCharges.Default, Memberships.Default, Letters.Default],
  effect: Effect.gen(function* () {
    const memberships = yield* Memberships
    const charges = yield* MembershipCharges
    const repo = yield* MembershipsRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions
    const events = yield* Events
    const letters = yield* Letters
    // The job acts as the server's operator, not for a person: it needs no one's relations but its own.
    const relations = yield* Relations

    /** `about` names the step, so the mail of a step done again after a crash is recognisably the same. */
    const tell = (facility: Facility, userId: number, about: string, subject: Worded, text: Worded) =>
      letters.tell(userId, { subject, text, facilityId: facility.id, messageId: `<membership-${about}@venue>` })
    /** An amount of the club's currency as the reader writes it. */
    const moneyIn = (facility: Facility, language: Language) => (amount: number) =>
      formatMoney(amount, facility.currency, facility.currency_decimals, language)

    /** That renewed periods wait to be paid: one mail for the periods one run renewed, with their sum. */
    const tellDue = (
      m: { readonly owner_id: number; readonly plan_name: string; readonly code: string },
      facility: Facility,
      due: ReadonlyArray<MembershipCharge>,
      step: string,
    ) => {
      const total = due.reduce((sum, c) => sum + c.amount, 0)
      return tell(
        facility,
        m.owner_id,
        `due-${step}`,
        (say) => say("renewal.dueSubject", { club: facility.name }),
        (say, language) => {
          const said = { plan: m.plan_name, code: m.code, amount: moneyIn(facility, language)(total) }
          return due.length === 1 ? say("renewal.due", said) : say("renewal.dueMany", { ...said, periods: due.length })
        },
      )
    }

    /**
     * Tries to pay a renewal charge as its owner would: saved card, else club account, else it
     * waits. `sayDue: false` leaves telling what waits to the caller (several periods caught up in
     * one run are one mail, not one each).
     */
    const collect = (facilityId: number, membershipId: number, charge: MembershipCharge, asOf: Date, sayDue = true) =>
      Effect.gen(function* () {
        const m = Option.getOrThrow(yield* repo.find(membershipId))
        const facility = Option.getOrThrow(yield* facilities.find(facilityId))
        const said = (language: Language) => ({
          plan: m.plan_name,
          code: m.code,
          amount: moneyIn(facility, language)(charge.amount),
        })
        const source = yield* repo.renewalSource(facilityId, m.owner_id)
        const base = { facility_id: facilityId, membership_id: m.id, code: m.code, amount: charge.amount }
        const key =
          charge.period_start === null
            ? `renewal-${m.id}-charge-${charge.id}-${charge.attempts}`
            : renewalChargeKey(m.id, new Date(charge.period_start), charge.attempts)
        const step = key.slice("renewal-".length)
        if (source.card_id === null && !source.on_account) {
          // Nothing to try again with: the charge waits for the member or the desk.
          yield* repo.recordAttempt(charge.id, charge.attempts, null, "No saved card or club account.")
          if (sayDue) yield* tellDue(m, facility, [charge], step)
          return { ...base, outcome: "pending" as const, detail: "No saved card or club account: left to pay." }
        }
        const how =
          source.card_id !== null
            ? { method: "card" as const, card_id: source.card_id }
            : { method: "accounts_receivable" as const }
        const paid = yield* Effect.either(
          Effect.locally(charges.pay(m.id, how, { charge_ids: [charge.id], receipt: false }), ChargeKey, key),
        )
        if (paid._tag === "Right") {
          yield* tell(
            facility,
            m.owner_id,
            `paid-${step}`,
            (say) => say("renewal.paidSubject", { club: facility.name }),
            (say, language) =>
              say(how.method === "card" ? "renewal.paidByCard" : "renewal.paidOnAccount", said(language)),
          )
          return { ...base, outcome: "paid" as const, detail: how.method }
        }
        const attempts = charge.attempts + 1
        const dueAt = new Date(`${charge.due_on}T00:00:00Z`)
        const next = nextAttempt(dueAt, attempts, asOf) ?? null
        yield* repo.recordAttempt(charge.id, attempts, next, paid.left.message)
        if (next !== null) {
          yield* tell(
            facility,
            m.owner_id,
            `declined-${step}`,
            (say) => say("renewal.declinedSubject", { club: facility.name }),
            (say, language) =>
              say("renewal.declined", {
                ...said(language),
                reason: paid.left.message,
                date: dateIn(language, next, facility.time_zone),
              }),
          )
          return { ...base, outcome: "declined" as const, detail: paid.left.message }
        }
        // The last try failed: the membership lapses.
        const plan = yield* memberships.planAt(facilityId, m.plan_id)
        yield* events.tell(
          repo.update(facilityId, m.id, { status: lapse(memberships.machineOf(m, plan)).status }),
          membershipChanged(facilityId, m.id),
        )
        yield* tell(
          facility,
          m.owner_id,
          `lapsed-${step}`,
          (say) => say("renewal.lapsedSubject", { club: facility.name }),
          (say, language) => say("renewal.lapsed", { ...said(language), tries: DUNNING_DAYS.length + 1 }),
        )
        return { ...base, outcome: "lapsed" as const, detail: paid.left.message }
      })

    /** Renews, ends or expires one membership whose period has ended, and collects what its renewal charges. */
    const renewOne = (facilityId: number, id: number, asOf: Date) =>
      transactions.run(
        Effect.gen(function* () {
          if (!(yield* repo.claim(id))) return []
          const facility = Option.getOrThrow(yield* facilities.find(facilityId))
          const out: Array<RenewalOutcome> = []
          const due: Array<MembershipCharge> = []
          let owner: { readonly owner_id: number; readonly plan_name: string; readonly code: string } | undefined
          for (let i = 0; i < MOST_PERIODS; i++) {
            const m = Option.getOrThrow(yield* repo.find(id))
            const plan = yield* memberships.planAt(facilityId, m.plan_id)
            const step = renewalStep(memberships.machineOf(m, plan), m.price.renews, asOf, facility.time_zone)
            if (step._tag === "none") break
            const base = { facility_id: facilityId, membership_id: m.id, code: m.code }
            if (step._tag === "end") {
              yield* events.tell(
                repo.update(facilityId, m.id, { status: step.membership.status }),
                membershipChanged(facilityId, m.id),
              )
              yield* tell(
                facility,
                m.owner_id,
                `ended-${m.id}-${m.ends_at}`,
                (say) => say("renewal.endedSubject", { club: facility.name }),
                (say) => say("renewal.ended", { plan: m.plan_name, code: m.code }),
              )
              out.push({
                ...base,
                outcome: step.membership.status === "expired" ? "expired" : "ended",
                amount: 0,
                detail: "",
              })
              break
            }
            yield* events.tell(
              repo.update(facilityId, m.id, {
                acquired_at: step.membership.acquired_at,
                ends_at: step.membership.ends_at,
              }),
              membershipChanged(facilityId, m.id),
            )
            const chargeId = yield* memberships.chargePeriod(
              facilityId,
              m.id,
              m.price,
              step.period_start,
              step.period_end,
              facility.time_zone,
            )
            out.push({ ...base, outcome: "renewed", amount: m.price.amount, detail: step.period_end.toISOString() })
            const charge = (yield* repo.charges(facilityId, m.id)).find((c) => c.id === chargeId)
            if (charge === undefined) continue
            const collected = yield* collect(facilityId, m.id, charge, asOf, false)
            if (collected.outcome === "pending") {
              due.push(charge)
              owner = m
            }
            out.push(collected)
          }
          if (owner !== undefined) yield* tellDue(owner, facility, due, `${id}-charge-${due[0]!.id}`)
          return out
        }),
      )

    /**
     * Tries a declined renewal charge again, when its next try is due: read again under the
     * membership's lock, since another server may have tried it (and set its next try) meanwhile.
     */
    const retryOne = (facilityId: number, chargeId: number, membershipId: number, asOf: Date) =>
      transactions.run(
        Effect.gen(function* () {
          if (!(yield* repo.claim(membershipId))) return []
          const charge = (yield* repo.charges(facilityId, membershipId)).find((c) => c.id === chargeId)
          if (charge === undefined || charge.payment_id !== null) return []
          if (charge.next_attempt_at === null || new Date(charge.next_attempt_at) > asOf) return []
          return [yield* collect(facilityId, membershipId, charge, asOf)]
        }),
      )

    /**
     * The job, for every club or one, as of `asOf`: what it did, membership by membership. A dry
     * run says what is due without charging or changing anything.
     */
    const run = (asOf: Date, options: { readonly facilityId?: number; readonly dryRun?: boolean } = {}) =>
      Effect.gen(function* () {
        const clubs = options.facilityId === undefined ? yield* repo.clubsWithWorkDue(asOf) : [options.facilityId]
        const out: Array<RenewalOutcome> = []
        for (const facilityId of clubs) {
          const due = yield* repo.due(facilityId, asOf, 500)
          const retries = yield* repo.chargesToRetry(facilityId, asOf)
          if (options.dryRun === true) {
            const facility = Option.getOrThrow(yield* facilities.find(facilityId))
            for (const id of due) {
              const m = Option.getOrThrow(yield* repo.find(id))
              const plan = yield* memberships.planAt(facilityId, m.plan_id)
              const step = renewalStep(memberships.machineOf(m, plan), m.price.renews, asOf, facility.time_zone)
              if (step._tag === "none") continue
              out.push({
                facility_id: facilityId,
                membership_id: m.id,
                code: m.code,
                outcome: step._tag === "renew" ? "renewed" : step.membership.status === "expired" ? "expired" : "ended",
                amount: step._tag === "renew" ? m.price.amount : 0,
                detail: step._tag === "renew" ? step.period_end.toISOString() : "",
              })
            }
            for (const r of retries) {
              const m = Option.getOrThrow(yield* repo.find(r.membership_id))
              out.push({
                facility_id: facilityId,
                membership_id: m.id,
                code: m.code,
                outcome: "declined",
                amount: 0,
                detail: "to try again",
              })
            }
            continue
          }
          for (const id of due) out.push(...(yield* renewOne(facilityId, id, asOf)))
          for (const r of retries) out.push(...(yield* retryOne(facilityId, r.id, r.membership_id, asOf)))
        }
        return out
      }).pipe(Effect.provideService(Relations, relations))

    return withSpans("Renewals", { run })
  }),
}) {}
