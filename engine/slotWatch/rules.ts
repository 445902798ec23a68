import { Schema } from "effect"
import type { Language } from "../i18n/languages"

/**
 * Slot watch: a player (or a guardian for a child) watches for a time on a day to come free, on
 * one court or any court of a kind, within a window of the day; when a booking frees time that
 * fits, watchers are offered it one at a time in a fair order. These are the pure rules and the
 * port of their storage; `engine/slotWatch/service.ts` runs them.
 */

/** What a person watches for. */
export interface Watch {
  readonly id: number
  readonly user_id: number
  /** When the watch was made (ISO 8601): the earlier watch is offered first. */
  readonly created_at: string
  /** Whether the person is a member (a membership or a reservation pass) when the offer is made. */
  readonly member: boolean
  readonly date: string
  /** The window of the day the slot must lie in, seconds since midnight. */
  readonly from: number
  readonly to: number
  /** How long a slot they want. */
  readonly duration: number
  /** One court, or none: any court of the kind below. */
  readonly court_id: number | null
  readonly sport: string | null
  readonly surface: string | null
  readonly indoor: boolean | null
}

/** Time a cancellation, a shortened booking, a schedule change or a reopened court left free. */
export interface Vacancy {
  readonly court_id: number
  readonly sport: string
  readonly surface: string | null
  readonly indoor: boolean
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
}

/** Who is offered first: the earliest watch, or the club's members before others (each group earliest first). */
export type OfferPolicy = "earliest" | "members_first"

/** The slot a vacancy gives a watch: the earliest `duration` of it inside the watch's window; none when it does not fit. */
export const slotFor = (
  watch: Watch,
  vacancy: Vacancy,
): { readonly hour_start: number; readonly hour_end: number } | undefined => {
  if (watch.date !== vacancy.date) return undefined
  if (watch.court_id !== null ? watch.court_id !== vacancy.court_id : !kindFits(watch, vacancy)) return undefined
  const start = Math.max(watch.from, vacancy.hour_start)
  const end = start + watch.duration
  return end <= Math.min(watch.to, vacancy.hour_end) ? { hour_start: start, hour_end: end } : undefined
}

const kindFits = (watch: Watch, vacancy: Vacancy) =>
  (watch.sport === null || watch.sport === vacancy.sport) &&
  (watch.surface === null || watch.surface === vacancy.surface) &&
  (watch.indoor === null || watch.indoor === vacancy.indoor)

/**
 * The order a vacancy is offered in: every watch it fits that has not had its turn for this
 * vacancy, by the club's policy, then the earlier watch, then the lower id (so two watches made in
 * the same instant keep one order). A person watching twice is offered once, at their first place.
 */
export const offerOrder = (
  watches: ReadonlyArray<Watch>,
  vacancy: Vacancy,
  policy: OfferPolicy,
  hadTurn: ReadonlySet<number> = new Set(),
): ReadonlyArray<Watch> => {
  const sorted = watches.filter((w) => !hadTurn.has(w.id) && slotFor(w, vacancy) !== undefined).sort(byPolicy(policy))
  const seen = new Set<number>()
  return sorted.filter((w) => (seen.has(w.user_id) ? false : (seen.add(w.user_id), true)))
}

const byPolicy = (policy: OfferPolicy) => {
  const rank = (w: Watch) => (policy === "members_first" && !w.member ? 1 : 0)
  return (a: Watch, b: Watch) => rank(a) - rank(b) || a.created_at.localeCompare(b.created_at) || a.id - b.id
}

/**
 * The parts of freed time still free: the vacancy less what is taken (bookings, and slots held
 * for other offers), and less what has begun by `notBefore` (seconds of the day).
 */
export const freeParts = (
  vacancy: Vacancy,
  taken: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>,
  notBefore = 0,
): ReadonlyArray<Vacancy> => {
  const parts: Array<Vacancy> = []
  let start = Math.max(vacancy.hour_start, notBefore)
  for (const t of [...taken].sort((a, b) => a.hour_start - b.hour_start)) {
    if (t.hour_end <= start) continue
    if (t.hour_start >= vacancy.hour_end) break
    if (t.hour_start > start) parts.push({ ...vacancy, hour_start: start, hour_end: t.hour_start })
    start = Math.max(start, t.hour_end)
  }
  if (start < vacancy.hour_end) parts.push({ ...vacancy, hour_start: start })
  return parts
}

/**
 * The next offer of freed time: the first watch by the club's policy that fits one of its free
 * parts and has not had its turn, with the slot it would hold (in the earliest part it fits).
 */
export const nextOffer = (
  watches: ReadonlyArray<Watch>,
  parts: ReadonlyArray<Vacancy>,
  policy: OfferPolicy,
  hadTurn: ReadonlySet<number> = new Set(),
) => {
  for (const watch of [...watches].filter((w) => !hadTurn.has(w.id)).sort(byPolicy(policy)))
    for (const part of parts) {
      const slot = slotFor(watch, part)
      if (slot !== undefined) return { watch, slot }
    }
  return undefined
}

/** A club's slot-watch rules: how many watches a person keeps at once, how long an offer holds its slot, who goes first. */
export const SlotWatchSettings = Schema.Struct({
  watch_limit: Schema.Int.pipe(Schema.between(1, 20)),
  offer_minutes: Schema.Int.pipe(Schema.between(5, 1440)),
  offer_order: Schema.Literal("earliest", "members_first"),
})
export type SlotWatchSettings = typeof SlotWatchSettings.Type

export const DEFAULT_WATCH_SETTINGS: SlotWatchSettings = { watch_limit: 3, offer_minutes: 30, offer_order: "earliest" }

export const WatchStatus = Schema.Literal("active", "booked", "stopped")

/** A watch as its person sees it. */
export const SlotWatch = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  /** Whom the slot is for: the watcher, or a child they handle. */
  user_id: Schema.Number,
  person: Schema.String,
  date: Schema.String,
  /** The window of the day, seconds since midnight, and how long a slot is wanted. */
  from: Schema.Number,
  to: Schema.Number,
  duration: Schema.Number,
  court_id: Schema.NullOr(Schema.Number),
  sport: Schema.NullOr(Schema.String),
  surface: Schema.NullOr(Schema.String),
  indoor: Schema.NullOr(Schema.Boolean),
  /** When the watch ends by itself (ISO 8601). */
  ends_at: Schema.String,
  status: WatchStatus,
  created_at: Schema.String,
})
export type SlotWatch = typeof SlotWatch.Type

export const OfferStatus = Schema.Literal("open", "accepted", "declined", "lapsed", "released")

/** An offer of freed time to one watcher: the slot held for them until `expires_at`. */
export const SlotOffer = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  watch_id: Schema.Number,
  user_id: Schema.Number,
  person: Schema.String,
  court_id: Schema.Number,
  court: Schema.String,
  date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  status: OfferStatus,
  expires_at: Schema.String,
  reservation_id: Schema.NullOr(Schema.Number),
})
export type SlotOffer = typeof SlotOffer.Type

export type NewWatch = Omit<SlotWatch, "id" | "person" | "status" | "created_at"> & { readonly made_by: number }

/** Freed time the offers' job works on, with what it needs to offer it. */
export interface OpenVacancy extends Vacancy {
  readonly id: number
  readonly facility_id: number
  readonly time_zone: string
  readonly interval_rounding: number
  readonly court_active: boolean
  /** Bookings and other offers' holds on the court that day. */
  readonly taken: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>
  /** The day's active watches, less those holding an offer now. */
  readonly watches: ReadonlyArray<Watch>
  /** The day's watches holding an offer now, and when it ends at the latest. */
  readonly busy: ReadonlyArray<{ readonly watch: Watch; readonly until: string }>
  /** The watches already offered this vacancy. */
  readonly had_turn: ReadonlyArray<number>
  readonly settings: SlotWatchSettings
}

/** A slot of a vacancy held for a watch until `expires_at`. */
export interface NewOffer {
  readonly vacancy: OpenVacancy
  readonly watch: Watch
  readonly hour_start: number
  readonly hour_end: number
  readonly starts_at: Date
  readonly ends_at: Date
  readonly expires_at: Date
}

/** An offer waiting for its mail, with what the mail says. */
export interface UnmailedOffer extends SlotOffer {
  /** The watcher's address: the guardian's for a child's watch. */
  readonly email: string | null
  readonly facility: string
  readonly time_zone: string
  /** The reader's own language, else the club's. */
  readonly language: Language
}
