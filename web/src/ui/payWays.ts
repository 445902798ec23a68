import type { MessageId, Translate } from "../i18n/I18n"

export interface PayWay {
  readonly value: string
  readonly label: MessageId
}

/** How staff take a payment at the desk. */
export const STAFF_WAYS: ReadonlyArray<PayWay> = [
  { value: "cash", label: "method.cash" },
  { value: "check", label: "method.check" },
  { value: "card_reader", label: "method.card_reader" },
  { value: "card", label: "clinics.savedCard" },
  { value: "prepaid", label: "method.prepaid" },
  { value: "accounts_receivable", label: "method.accounts_receivable" },
]

/** How players pay for themselves. */
export const PLAYER_WAYS: ReadonlyArray<PayWay> = [
  { value: "card", label: "clinics.savedCard" },
  { value: "prepaid", label: "method.prepaid" },
  { value: "accounts_receivable", label: "method.accounts_receivable" },
]

/** The ways, named in the screens' language, for a picker. */
export const waysIn = (t: Translate, ways: ReadonlyArray<PayWay>) =>
  ways.map((w) => ({ value: w.value, label: t(w.label) }))
