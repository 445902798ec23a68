import { withSpans } from "../spans"
import { Clock, Effect } from "effect"
import { CurrentCaller, isManagerAt, requireStaffAt } from "../access"
import { type Alert, alertFor, type AttentionFact, alertOf } from "./rules"
import { localDate } from "../dates"
import { orNotFound } from "../errors"
import { formatMoney } from "../money"
import { isStaff } from "../roles"
import { isLowOnStock } from "../shop/rules"
import { AlertsRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { ShopRepo } from "../shop/port"

/**
 * What the caller's clubs need from their staff now (the API's `GET /api/alerts`): declined renewals,
 * overdue membership charges, payments pending over a day or failed, stock at its reorder level,
 * lesson requests nobody answered; urgent ones first, then the oldest.
 */
export class Alerts extends Effect.Service<Alerts>()("venue/Alerts", {
  effect: Effect.gen(function* () {
    const repo = yield* AlertsRepo
    const shop = yield* ShopRepo
    const facilities = yield* FacilitiesRepo

    const at = (facilityId: number) =>
      Effect.gen(function* () {
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const facts = yield* repo.attentionFacts(facilityId, today)
        const low: ReadonlyArray<AttentionFact> = (yield* shop.products(facilityId, { archived: false }))
          .filter(isLowOnStock)
          .map((p) => ({
            kind: "low_stock",
            facility_id: facilityId,
            subject_id: p.id,
            since: today,
            name: p.name,
            amount: p.on_hand,
            note: String(p.low_stock_at),
          }))
        const money = (amount: number) => formatMoney(amount, facility.currency, facility.currency_decimals)
        const manager = isManagerAt(yield* CurrentCaller, facilityId)
        return [...facts, ...low].filter((fact) => alertFor(fact.kind, manager)).map((fact) => alertOf(fact, money))
      })

    /** The alerts of one club the caller works at, or of every club they work at. */
    const now = (facilityId?: number) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (facilityId !== undefined) yield* requireStaffAt(facilityId)
        const ids =
          facilityId !== undefined
            ? [facilityId]
            : [...new Set(caller.roles.filter((r) => isStaff(r.role)).map((r) => r.facility_id))]
        const alerts = (yield* Effect.forEach(ids, at)).flat()
        const rank = (a: Alert) => (a.severity === "urgent" ? 0 : 1)
        return alerts.sort((a, b) => rank(a) - rank(b) || a.since.localeCompare(b.since))
      })

    return withSpans("Alerts", { now })
  }),
}) {}
