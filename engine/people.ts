import { Schema } from "effect"
import { FIRST_YEAR, isIsoDate, LAST_YEAR } from "./dates"

/** A facility-local calendar date written YYYY-MM-DD, from 1900 to 2199: every date the API takes. */
export const IsoDate = Schema.String.pipe(
  Schema.filter(
    (s) =>
      isIsoDate(s) || `"${s.slice(0, 40)}" is not a date written YYYY-MM-DD between ${FIRST_YEAR} and ${LAST_YEAR}.`,
  ),
)

/** A birth date: a real date, not in the future, not before 1900. */
export const BirthDate = Schema.String.pipe(
  Schema.filter((s) =>
    // A well-written date out of range is told as a birth date's range, before the platform's.
    /^\d{4}-\d{2}-\d{2}$/.test(s) && (s < "1900-01-01" || s > new Date().toISOString().slice(0, 10))
      ? "A birth date lies between 1900 and today."
      : isIsoDate(s) || `"${s.slice(0, 40)}" is not a date written YYYY-MM-DD.`,
  ),
)

/** One part of a door pin (SPEC §9: four parts, pin_1 to pin_4), a digit. */
export const PinPart = Schema.String.pipe(Schema.pattern(/^[0-9]$/, { message: () => "A pin part is one digit." }))

/** A postal code: letters, digits, spaces and hyphens. */
export const ZipCode = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, {
    message: () => "A postal code has 2 to 10 letters, digits, spaces or hyphens.",
  }),
)

/** SPEC §3 Booking pass affiliation; non_resident is the default. */
export const Affiliation = Schema.Literal("resident", "non_resident", "member", "employee")
export type Affiliation = typeof Affiliation.Type
export const DEFAULT_AFFILIATION: Affiliation = "non_resident"

/** Waiver categories: booking a court, buying a membership, joining a program, and children's. */
export const WaiverCategory = Schema.Literal("facility_booking", "memberships", "programs", "childs")
export type WaiverCategory = typeof WaiverCategory.Type

/** The waivers a person is asked to accept: children's waivers only for a child, by the guardian acting for them. */
export const waiversAsked = <W extends { readonly category: WaiverCategory }>(
  waivers: ReadonlyArray<W>,
  forChild: boolean,
): ReadonlyArray<W> => (forChild ? waivers : waivers.filter((w) => w.category !== "childs"))

/** A rating provider's key: lower case letters and underscores (dupr, utr, ntrp_default ...). */
export const RatingProvider = Schema.String.pipe(
  Schema.pattern(/^[a-z_]{2,30}$/, {
    message: () => "A rating provider is written in lower case, like dupr or ntrp_default.",
  }),
)

/** Whether someone has accepted a waiver: only an acceptance of its current version counts. */
export const hasAcceptedCurrent = (currentVersionId: number, acceptedVersionIds: ReadonlyArray<number>) =>
  acceptedVersionIds.includes(currentVersionId)
