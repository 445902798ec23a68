import { Schema } from "effect"
import { Language } from "../facilities/rules"
import { FIRST_YEAR, isIsoDate, LAST_YEAR } from "../dates"
import { Role } from "../roles"

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

/** One part of a door pin (four parts, pin_1 to pin_4), a digit. */
export const PinPart = Schema.String.pipe(Schema.pattern(/^[0-9]$/, { message: () => "A pin part is one digit." }))

/** A postal code: letters, digits, spaces and hyphens. */
export const ZipCode = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, {
    message: () => "A postal code has 2 to 10 letters, digits, spaces or hyphens.",
  }),
)

/** Booking pass affiliation; non_resident is the default. */
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

/** An e-mail with its local part hidden but for its first and last `shown` letters. */
export const maskedEmail = (email: string, shown = 1) => {
  const at = email.lastIndexOf("@")
  const local = email.slice(0, Math.max(at, 0))
  return local.length <= 2 * shown
    ? `…${email.slice(at)}`
    : `${local.slice(0, shown)}…${local.slice(-shown)}${email.slice(at)}`
}

/**
 * Players as a fellow member sees them: by name, and where two share a name, with a hint (their
 * e-mail masked, showing no more of it than tells them apart) in place of the address itself.
 */
export const toldApart = (
  rows: ReadonlyArray<{ readonly id: number; readonly name: string; readonly email: string }>,
): ReadonlyArray<{ readonly id: number; readonly name: string; readonly hint: string | null }> => {
  const sameName = (name: string) => rows.filter((r) => r.name.toLowerCase() === name.toLowerCase())
  const hint = (name: string, email: string) => {
    const others = sameName(name)
    if (others.length < 2) return null
    const shown = [1, 2, 3].find((n) => new Set(others.map((o) => maskedEmail(o.email, n))).size === others.length)
    return maskedEmail(email, shown ?? 3)
  }
  return rows.map((r) => ({ id: r.id, name: r.name, hint: hint(r.name, r.email) }))
}

export class User extends Schema.Class<User>("User")({
  id: Schema.Number,
  email: Schema.NullOr(Schema.String),
  first_name: Schema.String,
  last_name: Schema.String,
  phone: Schema.NullOr(Schema.String),
  is_platform_admin: Schema.Boolean,
  current_facility_id: Schema.NullOr(Schema.Number),
  birth_date: Schema.NullOr(Schema.String),
  rating: Schema.NullOr(Schema.Number),
  ntrp_verified: Schema.Boolean,
  public_profile: Schema.Boolean,
  zip_code: Schema.NullOr(Schema.String),
  zip_code_approval: Schema.Boolean,
  pin_1: Schema.NullOr(Schema.String),
  pin_2: Schema.NullOr(Schema.String),
  pin_3: Schema.NullOr(Schema.String),
  pin_4: Schema.NullOr(Schema.String),
  dupr_id: Schema.NullOr(Schema.String),
  redpadel_id: Schema.NullOr(Schema.String),
  club_locker_code: Schema.NullOr(Schema.String),
  /** Whether the person has an account they can sign in to (not a contact staff created). */
  has_password: Schema.Boolean,
  anonymized: Schema.Boolean,
  /** The language they read; null: their browser's, else their club's. */
  language: Schema.NullOr(Language),
}) {}

/** A role a person holds at a club. */
export const ClubRole = Schema.Struct({ facility_id: Schema.Number, role: Role })
export type ClubRole = typeof ClubRole.Type

/** Something that happened to a person, by whom, at which club (if any). */
export const Activity = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.NullOr(Schema.Number),
  user_id: Schema.Number,
  actor_id: Schema.NullOr(Schema.Number),
  kind: Schema.String,
  description: Schema.String,
  created_at: Schema.String,
})
export type Activity = typeof Activity.Type

/** One family link as a person sees it. */
export interface FamilyLink {
  readonly other: number
  readonly handled: boolean
  readonly name: string | null
  /** `related`: the person added `other`; `guardian`: `other` added the person. */
  readonly direction: "related" | "guardian"
  /** The related person has an account of their own and has not said yes to the link yet. */
  readonly awaiting_acceptance: boolean
  /** The link asks to act for the related person (book, pay, sign in their name) once they say yes. */
  readonly acting_asked: boolean
}

export const FamilyMember = Schema.Struct({
  user: User,
  handled: Schema.Boolean,
  name: Schema.NullOr(Schema.String),
  /** `related`: someone the caller added; `guardian`: someone who added the caller. */
  direction: Schema.Literal("related", "guardian"),
  /** The person has an account of their own and has not accepted the link yet: nothing of theirs is shown. */
  awaiting_acceptance: Schema.Boolean,
  /** The link asks to act for the related person (book, pay, sign in their name). */
  acting_asked: Schema.Boolean,
})
export type FamilyMember = typeof FamilyMember.Type

/**
 * What of a person an answer shows, by the relation the person made with the caller. Everything
 * of themself and of the children they act for; of anyone else never door PINs (they open doors
 * wherever the person plays) nor whether they run the platform.
 */
export const withoutSecrets = (user: User): User => ({
  ...user,
  pin_1: null,
  pin_2: null,
  pin_3: null,
  pin_4: null,
  is_platform_admin: false,
})

/** Someone who has not said yes to a link the caller asked for: the name the caller typed, nothing of theirs. */
export const notYetRelated = (user: User, typedName: string | null): User => ({
  ...withoutSecrets(user),
  email: null,
  first_name: typedName ?? "",
  last_name: "",
  phone: null,
  current_facility_id: null,
  birth_date: null,
  rating: null,
  ntrp_verified: false,
  public_profile: false,
  zip_code: null,
  zip_code_approval: false,
  dupr_id: null,
  redpadel_id: null,
  club_locker_code: null,
  has_password: true,
})

/** Someone asking the caller for a link: who they are, so the caller can say yes; no contact data. */
export const askingPerson = (user: User): User => ({
  ...notYetRelated(user, null),
  first_name: user.first_name,
  last_name: user.last_name,
})

/** A family link as the caller may see the other person: nothing of theirs until both said yes. */
export const familyMember = (link: FamilyLink, other: User): FamilyMember => ({
  user: link.awaiting_acceptance
    ? link.direction === "related"
      ? notYetRelated(other, link.name)
      : askingPerson(other)
    : link.handled && link.direction === "related"
      ? other
      : withoutSecrets(other),
  handled: link.handled,
  name: link.name,
  direction: link.direction,
  awaiting_acceptance: link.awaiting_acceptance,
  acting_asked: link.acting_asked,
})

/** A club a person belongs to or marked as a favourite, with their role there. */
export const FacilityWithRole = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  time_zone: Schema.String,
  role: Schema.NullOr(Role),
  fave: Schema.Boolean,
  /** Whether its players may charge bookings to their own club account. */
  players_charge_accounts: Schema.Boolean,
  /** The club's language, for people who chose none and whose browser speaks none of ours. */
  language: Language,
})
export type FacilityWithRole = typeof FacilityWithRole.Type

/** What a profile change writes: each field given is set, the rest stay. */
export type ProfileFields = Partial<
  Pick<
    User,
    | "first_name"
    | "last_name"
    | "phone"
    | "email"
    | "birth_date"
    | "public_profile"
    | "pin_1"
    | "pin_2"
    | "pin_3"
    | "pin_4"
    | "redpadel_id"
    | "ntrp_verified"
    | "current_facility_id"
    | "language"
  >
>

/** What a person's profile shares with every club they play at: theirs to change, not a club's. */
export const SHARED_PROFILE_FIELDS = [
  "first_name",
  "last_name",
  "phone",
  "birth_date",
  "public_profile",
  "pin_1",
  "pin_2",
  "pin_3",
  "pin_4",
  "redpadel_id",
  // The language their screens and mail come in, at every club.
  "language",
] as const
