import { Effect } from "effect"
import { type CreditLot, CreditShortfall, spendFromLots } from "../../engine/payments/rules"
import { repository, sqlGen, withSql } from "./client"
import { type CreditSpend, CreditsRepo, CreditsShort, type NewCreditLot } from "../../engine/payments/port"

export interface LotRow extends CreditLot {
  readonly source: "bought" | "granted" | "refund"
  readonly reason: string | null
}

/**
 * A person's credit lots at a facility with what each has left. `lock` takes the lots' rows for
 * the rest of the transaction, so two spends of the same credits run one after the other.
 */
export const creditLots = (facilityId: number, userId: number, lock = false) =>
  sqlGen(function* (sql) {
    if (lock)
      yield* sql`select id from credit_lots where facility_id = ${facilityId} and user_id = ${userId} for update`
    const rows = yield* sql<LotRow>`
      select l.id, l.amount, l.source, l.reason, l.created_at,
        coalesce((select sum(s.amount) from credit_spends s where s.facility_id = l.facility_id and s.lot_id = l.id), 0)::bigint as spent
      from credit_lots l where l.facility_id = ${facilityId} and l.user_id = ${userId}
      order by l.created_at, l.id`
    return rows.map((r) => ({ ...r, amount: Number(r.amount), spent: Number(r.spent) }))
  })

/** Adds a lot of credits (bought, granted by a manager, or given back by a refund). */
export const addCredits = (lot: NewCreditLot) =>
  withSql(
    (sql) => sql`
      insert into credit_lots (facility_id, user_id, amount, source, reason, staff_id, payment_id)
      values (${lot.facility_id}, ${lot.user_id}, ${lot.amount}, ${lot.source}, ${lot.reason ?? null},
        ${lot.staff_id ?? null}, ${lot.payment_id ?? null})`,
  )

/**
 * Spends `amount` of a person's credits, oldest lots first, inside the caller's transaction; fails
 * with CreditsShort (and spends nothing) when the balance is less.
 */
export const spendCredits = (spend: CreditSpend) =>
  sqlGen(function* (sql) {
    const lots = yield* creditLots(spend.facility_id, spend.user_id, true)
    const plan = spendFromLots(lots, spend.amount)
    if (plan instanceof CreditShortfall) return yield* new CreditsShort({ balance: plan.balance, wanted: plan.wanted })
    for (const part of plan) {
      yield* sql`
        insert into credit_spends (facility_id, lot_id, user_id, amount, payment_id, reason, staff_id)
        values (${spend.facility_id}, ${part.lot_id}, ${spend.user_id}, ${part.amount}, ${spend.payment_id ?? null},
          ${spend.reason ?? null}, ${spend.staff_id ?? null})`
    }
    return plan
  })

export const CreditsRepoLive = repository(CreditsRepo, (on) => ({
  lots: on(creditLots),
  add: on((lot: Parameters<typeof addCredits>[0]) => Effect.asVoid(addCredits(lot))),
  spend: on((spend: Parameters<typeof spendCredits>[0]) => Effect.asVoid(spendCredits(spend))),
}))
