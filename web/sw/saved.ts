/**
 * What the service worker saves of a person's own data for reading offline, and how the page
 * tells a saved copy: shared by the worker and the page (which forgets it all on sign-out).
 */
export const SAVED_DATA_CACHE = "venue-mine"

/** The header a saved copy carries: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = "x-venue-saved-at"

/** The person's own reads: session, bookings, family, booking passes, memberships and their clubs. */
export const SAVED_PATHS: ReadonlyArray<RegExp> = [
  /^\/api\/session$/,
  /^\/api\/users\/reservations$/,
  /^\/api\/users\/family$/,
  /^\/api\/users\/\d+\/booking_passes$/,
  /^\/api\/memberships$/,
  /^\/api\/memberships\/\d+(\/charges)?$/,
  /^\/api\/facilities\/\d+$/,
]
