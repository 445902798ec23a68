/**
 * How sign-in answers failures, so that guessing is bounded without anyone being locked out by
 * other people's mistakes: a person's own wrong tries for an account from their address refuse
 * them for a while; many failures from one address (a shared office or proxy) or against one
 * account from many addresses only slow every try down, a right password still signs in.
 */
export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one account from one address before that pair is refused. */
  pair: 5,
  /** Failures from one address, any account, before its tries are slowed. */
  address: 30,
  /** Failures against one account, any address, before its tries are slowed. */
  account: 20,
  /** The added wait per failure over a limit, and the most it grows to. */
  stepMs: 250,
  maxDelayMs: 5000,
} as const

export type SignInVerdict = { readonly _tag: "refuse" } | { readonly _tag: "try"; readonly delayMs: number }

export const signInVerdict = (failures: {
  readonly pair: number
  readonly key: number
  readonly address: number
}): SignInVerdict => {
  if (failures.pair >= SIGN_IN_LIMITS.pair) return { _tag: "refuse" }
  const over = Math.max(failures.address - SIGN_IN_LIMITS.address + 1, failures.key - SIGN_IN_LIMITS.account + 1, 0)
  return { _tag: "try", delayMs: Math.min(SIGN_IN_LIMITS.maxDelayMs, over * SIGN_IN_LIMITS.stepMs) }
}

/** Sign-in failures counted over this window. */
export const FAILURE_WINDOW_MINUTES = 15

/**
 * Failures in the window: for one key from one network address, for the key from anywhere, and
 * from the address for any key of the same kind. A key is an e-mail address (sign-in) or
 * `kind:…` (`forgot:`, `signup:`, `gate:`), so one kind's traffic never spends another's allowance.
 */
export interface Failures {
  readonly pair: number
  readonly key: number
  readonly address: number
}
