/** How staff take a payment at the desk. */
export const STAFF_WAYS = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "card_reader", label: "Card reader" },
  { value: "card", label: "Saved card" },
  { value: "prepaid", label: "Club Credits" },
  { value: "accounts_receivable", label: "Club Account" },
]

/** How players pay for themselves. */
export const PLAYER_WAYS = [
  { value: "card", label: "Saved card" },
  { value: "prepaid", label: "Club Credits" },
  { value: "accounts_receivable", label: "Club Account" },
]
