import { Schema } from "effect"

/**
 * What a club's staff must act on now (`GET /api/alerts`): each alert says what is wrong, at which
 * club, since when, and names the thing to open.
 */
export const ALERT_KINDS = [
  "failed_renewal",
  "overdue_charge",
  "stuck_payment",
  "failed_payment",
  "low_stock",
  "lesson_request",
  "door_fault",
  "webhook_failing",
] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

export const Alert = Schema.Struct({
  kind: Schema.Literal(...ALERT_KINDS),
  /** `urgent`: money or access is failing now; `attention`: someone should look today. */
  severity: Schema.Literal("urgent", "attention"),
  facility_id: Schema.Number,
  title: Schema.String,
  detail: Schema.String,
  subject_type: Schema.String,
  subject_id: Schema.Number,
  /** ISO instant or date from which it has been so. */
  since: Schema.String,
})
export type Alert = typeof Alert.Type

/** A fact storage found that staff should act on; the engine words it (`alertOf`). */
export interface AttentionFact {
  readonly kind: AlertKind
  readonly facility_id: number
  readonly subject_id: number
  readonly since: string
  /** Who or what it is about, e.g. a member's name or a product's. */
  readonly name: string
  readonly amount: number | null
  readonly note: string | null
}

const SUBJECTS: Record<AlertKind, string> = {
  failed_renewal: "membership",
  overdue_charge: "membership",
  stuck_payment: "payment",
  failed_payment: "payment",
  low_stock: "product",
  lesson_request: "lesson_request",
  door_fault: "door_opening",
  webhook_failing: "webhook",
}

const URGENT: ReadonlySet<AlertKind> = new Set(["failed_renewal", "failed_payment", "door_fault", "webhook_failing"])

/**
 * Alerts only a club's managers can act on (the integrations they registered): the front desk is
 * not told of what it cannot mend.
 */
const FOR_MANAGERS: ReadonlySet<AlertKind> = new Set(["webhook_failing"])

/** Whether a member of staff who is (or is not) a manager at the club is shown this kind of alert. */
export const alertFor = (kind: AlertKind, manager: boolean) => manager || !FOR_MANAGERS.has(kind)

/** The alert for a fact, its sentences in the club's words (`money` formats an amount). */
export const alertOf = (fact: AttentionFact, money: (amount: number) => string): Alert => {
  const amount = fact.amount === null ? "" : money(fact.amount)
  const note = (fallback: string) => (fact.note ?? fallback).replace(/\.$/, "")
  const [title, detail] = ((): [string, string] => {
    switch (fact.kind) {
      case "failed_renewal":
        return [`Renewal declined: ${fact.name}`, `${amount} could not be collected: ${note("declined")}.`]
      case "overdue_charge":
        return [`Membership payment overdue: ${fact.name}`, `${amount} was due on ${fact.since} and is unpaid.`]
      case "stuck_payment":
        return [`Payment still pending: ${fact.name}`, `${amount} by ${fact.note ?? "card"} has waited over a day.`]
      case "failed_payment":
        return [`Payment failed: ${fact.name}`, `${amount} by ${fact.note ?? "card"} failed.`]
      case "low_stock":
        return [`Low stock: ${fact.name}`, `${fact.amount ?? 0} left (reorder at ${fact.note ?? "?"}).`]
      case "lesson_request":
        return [`Lesson request waiting: ${fact.name}`, `Asked for ${fact.note ?? "a lesson"}; not answered yet.`]
      case "door_fault":
        return [`Door fault: ${fact.name}`, `${note("The access-control system did not open the door")}.`]
      case "webhook_failing":
        return [`Webhook failing: ${fact.name}`, `${note("Deliveries to this address are failing")}.`]
    }
  })()
  return {
    kind: fact.kind,
    severity: URGENT.has(fact.kind) ? "urgent" : "attention",
    facility_id: fact.facility_id,
    title,
    detail,
    subject_type: SUBJECTS[fact.kind],
    subject_id: fact.subject_id,
    since: fact.since,
  }
}
