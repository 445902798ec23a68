/**
 * Which payments a provider's word may move: one club's (its own account, or a call made for it);
 * for the platform's card account, those of the clubs that have no account of their own; for the
 * server's own bank-transfer account, any.
 */
export type SettleScope = number | "platform" | "anywhere"

export type Outcome = "paid" | "failed"
