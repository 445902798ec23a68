import * as Either from "effect/Either"

/**
 * Money is integer minor units (cents) of the facility's currency; never floating point.
 *
 * Rounding rules, the same everywhere:
 * - A proportional amount (a rate for part of an hour, a percentage, a prorated period) is computed
 *   exactly and rounded once, half away from zero, to a whole minor unit (`proportion`).
 * - A total shared by several parts (a court fee split among players) is divided by the largest
 *   remainder method (`split`): the parts differ by at most one minor unit, the first parts get
 *   the extra units, and they always add up to the total: a split never loses or creates a cent.
 */

export type Minor = number

const assertMinor = (amount: number, what: string) => {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`${what} must be a whole number of minor units, not ${amount}.`)
}

/** `amount × numerator ÷ denominator`, rounded half away from zero, exact for safe integers. */
export const proportion = (amount: Minor, numerator: number, denominator: number): Minor => {
  assertMinor(amount, "An amount")
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError("A proportion needs whole numbers and a positive denominator.")
  }
  const product = BigInt(amount) * BigInt(numerator)
  const d = BigInt(denominator)
  const negative = product < 0n
  const magnitude = negative ? -product : product
  const rounded = (magnitude * 2n + d) / (2n * d)
  return Number(negative ? -rounded : rounded)
}

/** Divides `total` into `parts` shares by the largest remainder: they differ by at most 1 and sum to `total`. */
export const split = (total: Minor, parts: number): ReadonlyArray<Minor> => {
  assertMinor(total, "A total")
  if (!Number.isSafeInteger(parts) || parts <= 0) throw new RangeError("A split needs at least one part.")
  const sign = total < 0 ? -1 : 1
  const magnitude = Math.abs(total)
  const base = Math.floor(magnitude / parts)
  const extra = magnitude - base * parts
  return Array.from({ length: parts }, (_, i) => sign * (base + (i < extra ? 1 : 0)))
}

/** Divides `total` in proportion to `weights` (largest remainder), summing exactly to `total`. */
export const splitByWeights = (total: Minor, weights: ReadonlyArray<number>): ReadonlyArray<Minor> => {
  assertMinor(total, "A total")
  const sum = weights.reduce((a, b) => a + b, 0)
  if (total < 0 || weights.length === 0 || sum <= 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError("A weighted split needs a total of zero or more and whole weights, not all zero.")
  }
  const exact = weights.map((w) => BigInt(total) * BigInt(w))
  const shares = exact.map((e) => Number(e / BigInt(sum)))
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e % BigInt(sum) }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i))
  let left = total - shares.reduce((a, b) => a + b, 0)
  for (const { i } of byRemainder) {
    if (left === 0) break
    shares[i]! += 1
    left -= 1
  }
  return shares
}

/** An amount typed in the currency's units (a form's 12.5) in minor units (1250). */
export const toMinor = (major: number | string, decimals: number): Minor => Math.round(Number(major) * 10 ** decimals)

/** Minor units as the amount a form shows (1250 → 12.5). */
export const toMajor = (minor: Minor, decimals: number) => minor / 10 ** decimals

/** Minor units as a file writes them, every decimal shown (1250 → "12.50"). */
export const majorText = (minor: Minor, decimals: number) => toMajor(minor, decimals).toFixed(decimals)

/**
 * The amount as people read it: currency symbol and the facility's number of decimals, e.g. 12345
 * USD with 2 decimals is "$123.45"; in another language as its readers write it ("123,45 US$").
 */
export const formatMoney = (amount: Minor, currency: string, decimals: number, language = "en-US"): string =>
  moneyFormatOf(currency, decimals, language).format(toMajor(amount, decimals))

/** One formatter per currency and language: a list of a hundred amounts would otherwise make a hundred. */
const moneyFormats = new Map<string, Intl.NumberFormat>()
const moneyFormatOf = (currency: string, decimals: number, language: string) => {
  const key = `${currency}:${decimals}:${language}`
  let format = moneyFormats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(language === "en" ? "en-US" : language, {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    if (moneyFormats.size < 1000) moneyFormats.set(key, format)
  }
  return format
}

/** An amount in the club's currency ("240.00", 240) in minor units, or why it is not one. */
export const minorUnits = (value: number | string, decimals: number): Either.Either<number, string> => {
  const text = typeof value === "number" ? String(value) : value.trim()
  if (!/^\d+(\.\d+)?$/.test(text)) return Either.left(`"${text}" is not an amount; write it as 240.00`)
  if ((text.split(".")[1]?.length ?? 0) > decimals)
    return Either.left(`"${text}" has more decimals than the club's currency`)
  const minor = toMinor(text, decimals)
  return minor > 100_000_000 ? Either.left(`"${text}" is more than an amount can be`) : Either.right(minor)
}
