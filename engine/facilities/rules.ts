import { LANGUAGES } from "../i18n/languages"
import { Schema } from "effect"
import { isEmail, isSlug } from "../validation"

/**
 * The answers of a check that builds an `Intl` formatter (a fraction of a millisecond each): every
 * facility read decodes its zone and currency, and a club has one of each. Bounded, so made-up
 * input cannot grow it.
 */
const remembered = (check: (value: string) => boolean) => {
  const known = new Map<string, boolean>()
  return (value: string) => {
    const hit = known.get(value)
    if (hit !== undefined) return hit
    const answer = check(value)
    if (known.size < 1000) known.set(value, answer)
    return answer
  }
}

/** Whether the runtime knows `zone` as an IANA time zone (America/New_York, Europe/Madrid ...). */
export const isTimeZone = remembered((zone) => {
  if (zone.length === 0 || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone })
    return true
  } catch {
    return false
  }
})

/** Whether the runtime knows `code` as an ISO 4217 currency. */
export const isCurrency = remembered((code) => {
  if (!/^[A-Z]{3}$/.test(code)) return false
  try {
    new Intl.NumberFormat("en-US", { style: "currency", currency: code })
    return true
  } catch {
    return false
  }
})

/** The number of minor units a currency has by ISO 4217 (USD 2, JPY 0, KWD 3). */
export const currencyDecimals = (code: string): number =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2

export const Slug = Schema.String.pipe(
  Schema.filter((s) => isSlug(s) || "A slug uses lower case letters, digits and single hyphens (at most 60)."),
)
export const TimeZone = Schema.String.pipe(
  Schema.filter((s) => isTimeZone(s) || `"${s}" is not a time zone; use an IANA name such as America/New_York.`),
)
export const Currency = Schema.String.pipe(
  Schema.filter((s) => isCurrency(s) || `"${s}" is not an ISO 4217 currency code such as USD.`),
)
export const Email = Schema.String.pipe(
  Schema.maxLength(254),
  Schema.filter((s) => isEmail(s) || "Enter an e-mail address such as name@example.com."),
)
export const Country = Schema.String.pipe(
  Schema.filter(
    (s) => /^[A-Z]{2}$/.test(s) || `"${s}" is not a country code; use two capital letters such as US or ES.`,
  ),
)
export const Name = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "A name cannot be blank." }),
  Schema.maxLength(120),
)

/** One of the languages the product speaks. */
export const Language = Schema.Literal(...LANGUAGES).annotations({
  message: () => `A language is one of ${LANGUAGES.join(", ")}.`,
})

/** The default navigation range is 0 to 48 hours, the default rounding 1800 s. */
export const DEFAULT_MIN_HOURS_RANGE = 0
export const DEFAULT_MAX_HOURS_RANGE = 48
export const DEFAULT_INTERVAL_ROUNDING = 1800

const Hours = Schema.Int.pipe(Schema.between(0, 24 * 366))

/** Where a cancelled booking's payments go: back the way they came, to club credits, or kept by the club. */
export const CancellationRefund = Schema.Literal("original", "credits", "keep")
export type CancellationRefund = typeof CancellationRefund.Type

/** Where a rain-checked booking's payments go: to club credits, or back the way they were paid. */
export const RainCheckRefund = Schema.Literal("credits", "original")
export type RainCheckRefund = typeof RainCheckRefund.Type

/** The settings a facility's admin edits on the general settings screen. */
export class GeneralSettings extends Schema.Class<GeneralSettings>("GeneralSettings")({
  name: Name,
  slug: Slug,
  time_zone: TimeZone,
  currency: Currency,
  currency_decimals: Schema.Int.pipe(Schema.between(0, 3)),
  min_hours_range: Hours,
  max_hours_range: Hours,
  interval_rounding: Schema.Int.pipe(Schema.between(300, 86400)),
  contact_email: Schema.NullOr(Email),
  contact_phone: Schema.NullOr(Schema.String.pipe(Schema.maxLength(40))),
  address: Schema.NullOr(Schema.String.pipe(Schema.maxLength(300))),
  website: Schema.NullOr(Schema.String.pipe(Schema.maxLength(300))),
  /** ISO 3166 country of the address: card-reader locations and the provider's rules need it. */
  country: Country,
  /** Players must have accepted the current booking waiver before they book. */
  require_booking_waiver: Schema.Boolean,
  /** Upcoming bookings a player may hold at once; 0 for no limit. */
  max_active_bookings: Schema.Int.pipe(Schema.between(0, 100)),
  /** Players may charge bookings to their own club account (staff always may). */
  players_charge_accounts: Schema.Boolean,
  /** The most a club account may owe after a player's own charge, in minor units; 0 for no limit. */
  account_limit: Schema.Int.pipe(Schema.between(0, 100_000_000)),
  /** Where a cancelled booking's payments go: back the way they came, to club credits, or kept. */
  cancellation_refund: CancellationRefund,
  /** A cancellation with less notice than this many hours is late; 0 for never. */
  late_cancel_hours: Schema.Int.pipe(Schema.between(0, 720)),
  /** The share of a booking's price a late cancellation keeps. */
  late_cancel_fee_percent: Schema.Int.pipe(Schema.between(0, 100)),
  /**
   * Where a rain check's money goes (all of it, no fee: the club called the game off). Optional,
   * so that settings saved by clients that predate it keep the club's choice (credits at first).
   */
  rain_check_refund: Schema.optional(RainCheckRefund),
  /** Whether the shop's prices include tax (as in Europe) or have it added at the till (as in the US). */
  prices_include_tax: Schema.Boolean,
  /** Players may open the club's door from this many minutes before their booking until as many after it. */
  door_open_minutes: Schema.Int.pipe(Schema.between(0, 240)),
  /** The front desk may give a shop return's money back as club credits (refunds otherwise are a manager's). */
  desk_returns_to_credit: Schema.Boolean,
  /** The club's language: its screens open in it for people whose browser speaks none of ours, and its mail goes in it to people who chose none. */
  language: Language,
}) {}

/** A sentence for settings that are each valid but do not fit together, or undefined. */
export const settingsProblem = (s: GeneralSettings): string | undefined =>
  s.website !== null && !/^https?:\/\/[^\s/]+\S*$/i.test(s.website)
    ? "The website must be an address starting with http:// or https://."
    : s.min_hours_range > s.max_hours_range
      ? "The minimum booking range cannot be larger than the maximum booking range."
      : 86400 % s.interval_rounding !== 0
        ? "The time interval must divide a day evenly (for example 900, 1800 or 3600 seconds)."
        : undefined

/** A new facility's settings: the four it cannot do without, defaults for the rest. */
export const defaultSettings = (required: {
  readonly name: string
  readonly slug: string
  readonly time_zone: string
  readonly currency: string
}) => ({
  ...required,
  currency_decimals: isCurrency(required.currency) ? currencyDecimals(required.currency) : 2,
  min_hours_range: DEFAULT_MIN_HOURS_RANGE,
  max_hours_range: DEFAULT_MAX_HOURS_RANGE,
  interval_rounding: DEFAULT_INTERVAL_ROUNDING,
  contact_email: null,
  contact_phone: null,
  address: null,
  website: null,
  country: "US",
  require_booking_waiver: false,
  max_active_bookings: 0,
  players_charge_accounts: false,
  account_limit: 0,
  cancellation_refund: "original" as const,
  late_cancel_hours: 0,
  late_cancel_fee_percent: 0,
  rain_check_refund: "credits" as const,
  prices_include_tax: false,
  door_open_minutes: 15,
  desk_returns_to_credit: false,
  language: "en" as const,
})

/** The most characters a launcher shows under an app's icon before cutting the name. */
const SHORT_NAME_MOST = 12

/**
 * A club's app on a phone's home screen: its whole name, and a short name for under the icon, its
 * first words that fit (else its name cut).
 */
export const homeScreenNames = (name: string) => {
  let short = ""
  for (const word of name.trim().split(/\s+/)) {
    const longer = short === "" ? word : `${short} ${word}`
    if (longer.length > SHORT_NAME_MOST) break
    short = longer
  }
  return { name, short_name: short === "" ? name.trim().slice(0, SHORT_NAME_MOST) : short }
}
