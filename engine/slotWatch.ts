/**
 * Slot watch: a player (or a guardian for a child) watches for a time on a day to come free, on
 * one court or any court of a kind, within a window of the day; when a booking frees time that
 * fits, watchers are offered it one at a time in a fair order. These are the pure rules; the
 * service, its storage and the offers' job come with them.
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
  readonly indoor: boolean | null
}

/** Time a cancellation, a shortened booking, a schedule change or a reopened court left free. */
export interface Vacancy {
  readonly court_id: number
  readonly sport: string
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
  (watch.sport === null || watch.sport === vacancy.sport) && (watch.indoor === null || watch.indoor === vacancy.indoor)

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
  const rank = (w: Watch) => (policy === "members_first" && !w.member ? 1 : 0)
  const sorted = watches
    .filter((w) => !hadTurn.has(w.id) && slotFor(w, vacancy) !== undefined)
    .sort((a, b) => rank(a) - rank(b) || a.created_at.localeCompare(b.created_at) || a.id - b.id)
  const seen = new Set<number>()
  return sorted.filter((w) => (seen.has(w.user_id) ? false : (seen.add(w.user_id), true)))
}
