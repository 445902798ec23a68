import { Context, Data, type Effect, type Option } from "effect"
import type { AuditEntry, AuditQuery } from "./auditLog"
import type { JsonText } from "./json"
import type { AttentionFact } from "./alerts"
import type { CameraDevice, CameraDeviceFields, CameraIntegration, CourtCamera } from "./cameras"
import type { BookingNotice, BookingNoticeKind, CalendarEntry, NotificationSettings } from "./notifications"
import type { MembershipStatus } from "./membership"
import type { MembershipFeeFields, MembershipRecord, Plan, PlanFields, PlanPriceFields } from "./membershipPlans"
import type { EventServiceName, SessionListing } from "./eventListings"
import type { HoursSeason, OpeningHours, ScheduleRule } from "./booking"
import type { LedgerDayLine, LedgerSaleLine, PaidEarlierLine } from "./close"
import type { GeneralSettings } from "./facility"
import type { LedgerMethod } from "./payments"
import type { CourtRate, Fee, TeacherPrice } from "./pricing"
import type { LessonRequest, NewLessonRequest, Teacher, TeacherHours, TimeOff } from "./teachers"
import type { TeacherPackage, UserPackage } from "./packages"
import type { CommentModel, CommentRecord, Group, GroupableType, GroupMember, Tag, TagModel } from "./notes"
import type { ConsentCategory, CookieConsent, HomeBlock } from "./site"
import type { Post, PostFields, PostStatus, PostType } from "./posts"
import type { BannerAd, BannerFields, BannerPlacement } from "./banners"
import type { Leaderboard, LeaderboardFields, MatchResult } from "./leaderboards"
import type { MarketplaceBannerArea } from "./marketplace"
import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementFields,
  AnnouncementMetrics,
  AnnouncementStatus,
  ClaimedDelivery,
  Delivery,
} from "./announcements"
import type {
  NewOrder,
  NewOrderLine,
  NewOrderReturn,
  BookingExtra,
  NewStockEntry,
  Order,
  OrderTotals,
  Product,
  ProductCategory,
  ProductFields,
  SalesLine,
  StockEntry,
  TaxLine,
} from "./shop"
import type { Clinic, ClinicCategory, ClinicLesson, ClinicOffer, SessionTime } from "./clinics"
import type { ReservationKind, ReservationStatus } from "./reservations"
import type { Role, TokenScope } from "./roles"
import type { Activity, FacilityWithRole, FamilyLink, ProfileFields, User } from "./people"
import type { ApiTokenRow, PendingSignUp } from "./accounts"
import type { Failures } from "./signIn"
import type { DoorBooking, DoorLogEntry, DoorOpening } from "./doors"
import type {
  Account,
  AccountEntry,
  CouponRow,
  Court,
  Facility,
  HeldReservation,
  ListedFacility,
  Payment,
  AgendaPage,
  CalendarDayFacts,
  Reservation,
} from "./records"

/**
 * The ports the engine's services reach storage through. Each is a `Context.Tag` declared here
 * and implemented by the SQL adapter (`adapters/sql/`, one module per aggregate); storage failures are defects
 * there, so a port's errors are only the rule refusals it names.
 */

/** Runs an effect in one database transaction: every write inside commits or none does. */
export class Transactions extends Context.Tag("venue/Transactions")<
  Transactions,
  { readonly run: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R> }
>() {}

export class FacilitiesRepo extends Context.Tag("venue/FacilitiesRepo")<
  FacilitiesRepo,
  {
    readonly find: (id: number) => Effect.Effect<Option.Option<Facility>>
    readonly findBySlug: (slug: string) => Effect.Effect<Option.Option<Facility>>
    /** Every facility's id. */
    readonly ids: Effect.Effect<ReadonlyArray<number>>
    /** None when another facility has the slug. */
    readonly insert: (settings: GeneralSettings) => Effect.Effect<Option.Option<Facility>>
    /** Clubs whose name, address or slug contains `search`, the person's favourites first (the first 20). */
    /** The clubs on the server by `search`, ranked for the person (signed out: by name). */
    readonly directory: (userId: number | undefined, search: string) => Effect.Effect<ReadonlyArray<ListedFacility>>
    /** False when another facility has the slug. */
    readonly update: (id: number, settings: GeneralSettings) => Effect.Effect<boolean>
    readonly saveLogo: (facilityId: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly findLogo: (
      facilityId: number,
    ) => Effect.Effect<Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array }>>
    /** The door staff's gate list password, hashed; null removes it. */
    readonly setGatePasswordHash: (facilityId: number, hash: string | null) => Effect.Effect<void>
    /** The club's staff (everyone but players), owners first, by id. */
    readonly staffOf: (facilityId: number) => Effect.Effect<ReadonlyArray<number>>
    /** How many owners the club has besides `without`. */
    readonly ownersBesides: (facilityId: number, without: number) => Effect.Effect<number>
  }
>() {}

export class PeopleRepo extends Context.Tag("venue/PeopleRepo")<
  PeopleRepo,
  {
    readonly exists: (id: number) => Effect.Effect<boolean>
    /** A person's first and last name, when there is such a person. */
    readonly nameOf: (id: number) => Effect.Effect<string | undefined>
    readonly idByEmail: (email: string) => Effect.Effect<number | undefined>
    /** Gives a person a role at a facility (one role per facility: it replaces theirs). */
    readonly grantRole: (facilityId: number, userId: number, role: Role) => Effect.Effect<void>
    readonly roleAt: (facilityId: number, userId: number) => Effect.Effect<Role | undefined>
    /** Who a person's mail goes to: them, or (a child without an address) the guardians who handle them. */
    readonly mailRecipients: (userId: number) => Effect.Effect<
      ReadonlyArray<{
        readonly user_id: number
        readonly email: string
        readonly name: string
        /** Their own language; null: their club's. */
        readonly language: string | null
      }>
    >
    /** A person without an account yet (they set a password from the reset mail); their id. */
    readonly createContact: (person: {
      readonly email: string
      readonly first_name: string
      readonly last_name: string
    }) => Effect.Effect<number>
    readonly find: (id: number) => Effect.Effect<Option.Option<User>>
    /** The person with this address (any case), with their password's hash (null: no account of their own). */
    readonly findByEmail: (
      email: string,
    ) => Effect.Effect<Option.Option<{ readonly user: User; readonly passwordHash: string | null }>>
    /** None when the e-mail address is taken. */
    readonly insert: (person: NewPerson) => Effect.Effect<Option.Option<User>>
    /** Sets a birth date and the club the person is at now. */
    readonly setBirthDateAndClub: (
      userId: number,
      birthDate: string | null,
      facilityId: number | null,
    ) => Effect.Effect<void>
    readonly setPasswordHash: (userId: number, hash: string) => Effect.Effect<void>
    readonly setZipCode: (userId: number, zip: string | null, approved: boolean) => Effect.Effect<void>
    readonly recordActivity: (entry: {
      readonly facility_id?: number | null
      readonly user_id: number
      readonly actor_id: number | null
      readonly kind: string
      readonly description: string
    }) => Effect.Effect<void>
    /** The newest activity of these people, a page of 50. */
    readonly activityOf: (userIds: ReadonlyArray<number>, page: number) => Effect.Effect<ReadonlyArray<Activity>>
    /** The newest activity at a club, a page of 50. */
    readonly activityAt: (facilityId: number, page: number) => Effect.Effect<ReadonlyArray<Activity>>
    readonly familyLinks: (userId: number) => Effect.Effect<ReadonlyArray<FamilyLink>>
    /** Whether the link was new. */
    readonly insertFamilyLink: (link: {
      readonly userId: number
      readonly relatedId: number
      readonly handled: boolean
      readonly name: string
      /** Asks to act for them once they accept. */
      readonly requested: boolean
      /** A child the guardian just created; anyone else accepts the link themself. */
      readonly accepted: boolean
    }) => Effect.Effect<boolean>
    /** The person says yes to `guardianId`'s link (and to their acting for them, if asked); whether there was one. */
    readonly acceptFamilyLink: (guardianId: number, userId: number) => Effect.Effect<boolean>
    /** Whether there was a link to remove. */
    readonly deleteFamilyLink: (userId: number, relatedId: number) => Effect.Effect<boolean>
    /** A new child joins every club their guardian belongs to, as a player. */
    readonly joinGuardiansClubs: (userId: number, guardianId: number) => Effect.Effect<void>
    readonly makeProfilePrivate: (userId: number) => Effect.Effect<void>
    /** How many children (people without an address of their own) a guardian made in the last day. */
    readonly childrenMadeToday: (guardianId: number) => Effect.Effect<number>
    /**
     * Removes a person from a club; a contact the club made that nobody claimed and that belongs
     * nowhere else is then erased. Whether they were.
     */
    readonly removeMember: (facilityId: number, userId: number) => Effect.Effect<boolean>
    /** The one live code a staff-created contact claims their account with; a new one replaces it. */
    readonly saveAccountCode: (userId: number, codeHash: string) => Effect.Effect<void>
    readonly accountCode: (
      userId: number,
    ) => Effect.Effect<{ readonly code_hash: string; readonly attempts: number; readonly expired: boolean } | undefined>
    readonly countWrongCode: (userId: number) => Effect.Effect<void>
    readonly markAccountClaimed: (userId: number) => Effect.Effect<void>
    readonly updateFields: (userId: number, change: ProfileFields) => Effect.Effect<void>
    readonly emailTakenByOther: (email: string, userId: number) => Effect.Effect<boolean>
    /**
     * Whether a person's shared profile is the club's to keep: a contact staff created that nobody
     * has claimed (no password) and that is nobody's child.
     */
    readonly keptByClubs: (userId: number) => Effect.Effect<boolean>
    /** The clubs a person holds a role at, by id. */
    readonly clubsOf: (userId: number) => Effect.Effect<ReadonlyArray<number>>
    /** The clubs a person belongs to or marked as a favourite, with their role there. */
    readonly facilitiesOf: (userId: number) => Effect.Effect<ReadonlyArray<FacilityWithRole>>
    /** People whose name or e-mail holds `query`, among the members of `facilityIds` (everyone when null), 50 a page. */
    readonly search: (
      facilityIds: ReadonlyArray<number> | null,
      query: string,
      page: number,
      tagId?: number,
    ) => Effect.Effect<ReadonlyArray<User>>
    /** Fellow members to invite: those of the club whose profile is public and whose name holds `query`. */
    readonly directory: (
      facilityId: number,
      query: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly name: string; readonly email: string }>>
    /** Marks or unmarks a favourite club; whether it is one now. */
    readonly toggleFavourite: (userId: number, facilityId: number) => Effect.Effect<boolean>
  }
>() {}

/** A person as first written: an account (with a password's hash) or a contact (without). */
export interface NewPerson {
  readonly email: string | null
  readonly first_name: string
  readonly last_name: string
  readonly phone?: string | null
  readonly password_hash: string | null
  readonly is_platform_admin?: boolean
}

export class ReservationsRepo extends Context.Tag("venue/ReservationsRepo")<
  ReservationsRepo,
  {
    readonly find: (id: number) => Effect.Effect<Option.Option<Reservation>>
    /** The reservations named that exist, in no particular order. */
    readonly findMany: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<Reservation>>
    /** Holds the reservation's row to the end of the transaction: one payer at a time. */
    readonly lock: (id: number) => Effect.Effect<void>
    /** Sets a reservation's status, and its active child court reservations' with it; `by` cancelled it. */
    readonly setStatus: (id: number, status: ReservationStatus, by?: number | null) => Effect.Effect<void>
    /**
     * The active lessons and clinic sessions of a facility-local day, by start, each with the
     * teachers it is for (a lesson's teacher, a session's coaches); of one teacher when given.
     */
    readonly lessonsOn: (
      facilityId: number,
      date: string,
      teacherId?: number,
    ) => Effect.Effect<
      ReadonlyArray<{ readonly reservation: Reservation; readonly teacher_ids: ReadonlyArray<number> }>
    >
    /** Reservations with fees that `userId` booked or plays in, newest 200 at most. */
    readonly withFeesOf: (userId: number) => Effect.Effect<ReadonlyArray<number>>
    /** The public calendar of a facility-local day: the club's hours and its courts with their active bookings, encoded by storage. */
    readonly calendarDay: (facilityId: number, date: string) => Effect.Effect<Option.Option<CalendarDayFacts>>
    /** Every reservation of a facility-local day (cancelled too), by start, court and id. */
    readonly dayJson: (facilityId: number, date: string) => Effect.Effect<JsonText<ReadonlyArray<Reservation>>>
    /**
     * A page of the reservations of `people` (booked by them or with them in it): upcoming ones
     * soonest first, or past and cancelled ones latest first; of `facilityIds` only when given.
     */
    readonly agendaJson: (
      people: ReadonlyArray<number>,
      when: "upcoming" | "past",
      page: { readonly number: number; readonly size: number },
      facilityIds?: ReadonlyArray<number>,
    ) => Effect.Effect<JsonText<AgendaPage>>
  }
>() {}

/** Another coupon of the club has the code. */
export class CouponCodeTaken extends Data.TaggedError("CouponCodeTaken")<{ readonly code: string }> {}

/** A coupon as a manager writes it. */
export interface CouponValues {
  readonly code: string
  readonly kind: string
  readonly percent: number | null
  readonly amount: number | null
  readonly valid_from: string | null
  readonly valid_until: string | null
  readonly max_uses: number | null
  readonly max_uses_per_player: number | null
  readonly active: boolean
  readonly applies_to: ReadonlyArray<string>
}

/** Two active reservations would overlap on one court: the exclusion constraint said no. */
export class SlotTaken extends Data.TaggedError("SlotTaken")<{ readonly court_id: number }> {}

/** A person a booking names, as its rules and prices see them at its facility. */
export interface BookingPerson {
  readonly id: number
  readonly name: string
  readonly rating: number | null
  /** Has a role at the facility: only members are invited by id. */
  readonly member: boolean
  readonly pass: { readonly affiliation: string; readonly reservation_pass: boolean } | null
  /** What their current membership's plan gives them here (a longer window, its own booking limit, lessons for less); null without one. */
  readonly membership: {
    readonly booking_window_days: number | null
    readonly max_active_bookings: number | null
    readonly lesson_discount_percent: number
  } | null
  /** YYYY-MM-DD, when known: a child pays a teacher's child price. */
  readonly birth_date: string | null
}

/** Everything the booking rules and the court rates need, read in one round trip. */
export interface BookingFacts {
  readonly facility_id: number
  readonly time_zone: string
  readonly currency: string
  readonly currency_decimals: number
  readonly min_hours_range: number
  readonly max_hours_range: number
  readonly interval_rounding: number
  readonly max_active_bookings: number
  readonly require_booking_waiver: boolean
  readonly court_fee_split: "per_player" | "group"
  readonly opening: ReadonlyArray<OpeningHours>
  readonly rules: ReadonlyArray<ScheduleRule>
  readonly rates: ReadonlyArray<CourtRate>
  /** Of the courts asked about, the facility's open ones. */
  readonly open_court_ids: ReadonlyArray<number>
  /** Of the people asked about, those who exist. */
  readonly people: ReadonlyArray<BookingPerson>
  /** The one it is booked for: their upcoming bookings here, and whether they accepted the booking waivers. */
  readonly active_bookings: number
  readonly waivers_accepted: boolean
  readonly teacher_here: boolean
  /** The teacher's prices at the facility, for a lesson. */
  readonly teacher_prices: ReadonlyArray<TeacherPrice>
  /** The teacher's own lessons and clinics overlapping the time asked (`during`). */
  readonly teacher_busy: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>
}

export interface BookingFactsQuery {
  /** Undefined: the facility of the first court. */
  readonly facility_id: number | undefined
  readonly court_ids: ReadonlyArray<number>
  readonly booked_for: number | null
  readonly people: ReadonlyArray<number>
  readonly teacher_id: number | null
  /** With a teacher: the time asked, to read what else the teacher has on then. */
  readonly during?: { readonly date: string; readonly hour_start: number; readonly hour_end: number } | undefined
}

/** A booking to write: a reservation on the first court, child court reservations on the rest. */
export interface NewBooking {
  /** Its players are sent a confirmation (written with the booking). */
  readonly notify?: boolean
  readonly facility_id: number
  readonly court_ids: readonly [number, ...Array<number>]
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  readonly starts_at: Date
  readonly ends_at: Date
  readonly kind: ReservationKind
  readonly subkind: string | null
  readonly reservation_type: number
  readonly created_by: number | null
  readonly teacher_id: number | null
  readonly guest_name: string | null
  /** What the public calendar says of a clinic session. */
  readonly clinic?: { readonly public_name: string; readonly category: string } | null
  /** The recurring series it is an occurrence of. */
  readonly series_id?: number | null
  readonly users: ReadonlyArray<{
    readonly user_id: number | null
    readonly name: string
    readonly rating: number | null
    readonly guest: boolean
  }>
  /** Court fees, a player's by their place in `users`. */
  readonly fees: ReadonlyArray<{ readonly user_index?: number; readonly amount: number; readonly description: string }>
}

export class BookingsRepo extends Context.Tag("venue/BookingsRepo")<
  BookingsRepo,
  {
    /** None when the facility (or the first court) is unknown. */
    readonly facts: (query: BookingFactsQuery) => Effect.Effect<Option.Option<BookingFacts>>
    /** Writes the booking whole in one statement, its courts held against concurrent bookings; SlotTaken when one is taken. */
    readonly write: (booking: NewBooking) => Effect.Effect<Reservation, SlotTaken>
    /** Replaces a reservation's court fees (its other fees stay), each tied to its player's row. */
    readonly replaceCourtFees: (
      reservation: Pick<Reservation, "id" | "facility_id" | "users">,
      fees: ReadonlyArray<Fee>,
    ) => Effect.Effect<void>
  }
>() {}

/** What is still to pay on a reservation: each player's share (by ru_id) and the group's fees (null). */
export interface PendingItem {
  readonly ru_id: number | null
  readonly due: number
  readonly paid: number
  readonly pending: number
}

export interface NewPayment {
  readonly facility_id: number
  readonly payable_type:
    "reservation" | "reservation_user" | "credits" | "account" | "user_package" | "user_clinic" | "membership" | "order"
  readonly payable_id: number | null
  readonly reservation_id: number | null
  readonly payer_id: number | null
  readonly staff_id: number | null
  readonly method: LedgerMethod
  readonly amount: number
  readonly status: "pending" | "paid" | "failed"
  readonly refund_of?: number | null
  readonly to_credit?: boolean
  readonly custom_price?: boolean
  readonly coupon_code?: string | null
  readonly payment_intent_id?: string | null
  readonly device_id?: string | null
  readonly description?: string | null
  /** The facility-local day the money moved, for the daily close. */
  readonly business_date: string
}

/** The append-only ledger of money movements. */
export class LedgerRepo extends Context.Tag("venue/LedgerRepo")<
  LedgerRepo,
  {
    readonly insert: (payment: NewPayment) => Effect.Effect<number>
    readonly find: (id: number) => Effect.Effect<Payment | undefined>
    /** Holds a payment's row to the end of the transaction: refunds of it run one at a time. */
    readonly lock: (id: number) => Effect.Effect<void>
    readonly setReference: (id: number, reference: string) => Effect.Effect<void>
    readonly ofFacility: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<Payment>>
    readonly ofReservation: (facilityId: number, reservationId: number) => Effect.Effect<ReadonlyArray<Payment>>
    /** The club's payments made under one provider reference (a charge already taken). */
    readonly byReference: (facilityId: number, reference: string) => Effect.Effect<ReadonlyArray<Payment>>
    readonly ofPayer: (payerId: number, facilityId: number | undefined) => Effect.Effect<ReadonlyArray<Payment>>
    readonly pendingItems: (reservationId: number) => Effect.Effect<ReadonlyArray<PendingItem>>
    /** The day's paid rows by method, for the daily close. */
    readonly day: (facilityId: number, date: string) => Effect.Effect<ReadonlyArray<LedgerDayLine>>
    /** The same day by what each row paid for. */
    readonly daySold: (facilityId: number, date: string) => Effect.Effect<ReadonlyArray<LedgerSaleLine>>
    /** Bookings played that day and paid on an earlier one. */
    readonly paidEarlier: (facilityId: number, date: string) => Effect.Effect<ReadonlyArray<PaidEarlierLine>>
    /**
     * Holds a provider payment's reference to the end of the transaction, and says whether a row
     * already records it: a provider payment is recorded once.
     */
    readonly claimReference: (reference: string) => Effect.Effect<{ readonly recorded: boolean }>
    /** Of these provider payments, those with no ledger row and not given back. */
    readonly unrecorded: (references: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<string>>
    /** Notes a provider payment given back for want of its ledger rows; false when it already was. */
    readonly noteReturn: (r: {
      readonly facility_id: number
      readonly reference: string
      readonly amount: number
      readonly currency: string
      readonly action: "refunded" | "cancelled"
    }) => Effect.Effect<boolean>
    /** Settles a facility's pending rows of `reference` from provider events that arrived before them. */
    readonly settleFromEarlierEvents: (reference: string, facilityId: number) => Effect.Effect<void>
    /** A facility's pending rows of a provider payment that will not come (cancelled at the provider) fail. */
    readonly failPending: (reference: string, facilityId: number) => Effect.Effect<void>
  }
>() {}

export interface CreditLotRecord {
  readonly id: number
  readonly amount: number
  readonly spent: number
  readonly source: "bought" | "granted" | "refund"
  readonly reason: string | null
  readonly created_at: string | Date
}

export interface NewCreditLot {
  readonly facility_id: number
  readonly user_id: number
  readonly amount: number
  readonly source: CreditLotRecord["source"]
  readonly reason?: string | null
  readonly staff_id?: number | null
  readonly payment_id?: number | null
}

export interface CreditSpend {
  readonly facility_id: number
  readonly user_id: number
  readonly amount: number
  readonly payment_id?: number | null
  readonly reason?: string | null
  readonly staff_id?: number | null
}

/** The credits do not cover a spend: nothing was spent. Amounts in minor units; the service words it. */
export class CreditsShort extends Data.TaggedError("CreditsShort")<{
  readonly balance: number
  readonly wanted: number
}> {}

/** Club credits: lots, spent oldest first. */
export class CreditsRepo extends Context.Tag("venue/CreditsRepo")<
  CreditsRepo,
  {
    /** A person's lots at a club; `lock` holds them to the end of the transaction. */
    readonly lots: (facilityId: number, userId: number, lock?: boolean) => Effect.Effect<ReadonlyArray<CreditLotRecord>>
    readonly add: (lot: NewCreditLot) => Effect.Effect<void>
    readonly spend: (spend: CreditSpend) => Effect.Effect<void, CreditsShort>
  }
>() {}

export class CouponsRepo extends Context.Tag("venue/CouponsRepo")<
  CouponsRepo,
  {
    /** A coupon by code, held to the end of the transaction so its limits hold under parallel use. */
    readonly lockByCode: (facilityId: number, code: string) => Effect.Effect<Option.Option<CouponRow>>
    readonly usesBy: (couponId: number, userId: number) => Effect.Effect<number>
    readonly list: (facilityId: number) => Effect.Effect<ReadonlyArray<CouponRow>>
    readonly find: (
      facilityId: number,
      by: { readonly id: number } | { readonly code: string },
    ) => Effect.Effect<Option.Option<CouponRow>>
    /** Creates a coupon (no `id`) or changes one; its id, or undefined when the club has no coupon `id`. */
    readonly save: (
      facilityId: number,
      id: number | undefined,
      values: CouponValues,
    ) => Effect.Effect<number | undefined, CouponCodeTaken>
    /** A coupon that was used stays on record, switched off; an unused one goes. */
    readonly retire: (couponId: number, used: boolean) => Effect.Effect<void>
    /** One use of a coupon, over the items it discounted (a reservation's shares, a membership's charges). */
    readonly redeem: (
      redemption: {
        readonly facility_id: number
        readonly coupon_id: number
        readonly user_id: number
        readonly reservation_id: number | null
      },
      parts: ReadonlyArray<{ readonly payable_type: string; readonly payable_id: number; readonly discount: number }>,
    ) => Effect.Effect<void>
  }
>() {}

export interface NewAccountEntry {
  readonly facility_id: number
  readonly account_id: number
  readonly kind: "debit" | "payment" | "credit"
  readonly amount: number
  readonly payment_id: number
  readonly user_id: number | null
  readonly description: string
  readonly business_date: string
}

export class ClubAccountsRepo extends Context.Tag("venue/ClubAccountsRepo")<
  ClubAccountsRepo,
  {
    readonly find: (id: number) => Effect.Effect<Option.Option<Account>>
    /** The account a person belongs to at a facility, if any. */
    readonly ofPerson: (facilityId: number, userId: number) => Effect.Effect<Option.Option<Account>>
    /** A person's club account, opened on first use (holding the children they handle). */
    readonly open: (facilityId: number, userId: number) => Effect.Effect<Account>
    /** Every entry, oldest first, each debit with what payments settle of it. */
    readonly entries: (accountId: number) => Effect.Effect<ReadonlyArray<AccountEntry>>
    /** Holds the account to the end of the transaction: its balance stays as read until commit. */
    readonly lock: (accountId: number) => Effect.Effect<void>
    readonly addEntry: (entry: NewAccountEntry) => Effect.Effect<void>
    /** The facility's accounts that owed something at the end of `date`, by name. */
    readonly owing: (
      facilityId: number,
      date: string,
    ) => Effect.Effect<
      ReadonlyArray<{
        readonly id: number
        readonly name: string
        readonly invoice_receiver_id: number
        readonly balance: number
      }>
    >
    readonly setInvoiceReceiver: (accountId: number, userId: number) => Effect.Effect<void>
  }
>() {}

/** What the club and its players keep at the providers: saved cards, linked bank accounts. */
export class ProviderRecordsRepo extends Context.Tag("venue/ProviderRecordsRepo")<
  ProviderRecordsRepo,
  {
    readonly savedCard: (id: number) => Effect.Effect<
      | {
          readonly facility_id: number
          readonly user_id: number
          readonly provider: string
          readonly customer_ref: string
          readonly card_ref: string
        }
      | undefined
    >
    readonly achToken: (id: number) => Effect.Effect<
      | {
          readonly facility_id: number
          readonly user_id: number
          readonly provider_ref: string
        }
      | undefined
    >
    /** The club's bank account that receives transfers. */
    readonly clubBankAccount: (facilityId: number) => Effect.Effect<string | undefined>
    /** Whether a card reader (its provider reference) is one the club registered. */
    readonly isClubReader: (facilityId: number, readerRef: string) => Effect.Effect<boolean>
  }
>() {}

/** A window of dates, weekdays (0 = Monday; empty: every day) and hours on some courts (null: all), as rules have. */
export type CourtWindow = Pick<ScheduleRule, "court_ids" | "starts_on" | "ends_on" | "days" | "hour_start" | "hour_end">

/** A closure of some courts (null: all) from one date to another, for part of each day. */
export interface Closure {
  readonly court_ids: ReadonlyArray<number> | null
  readonly starts_on: string
  readonly ends_on: string
  readonly hour_start: number
  readonly hour_end: number
  readonly note: string | null
}

export class CourtsRepo extends Context.Tag("venue/CourtsRepo")<
  CourtsRepo,
  {
    readonly list: (facilityId: number) => Effect.Effect<ReadonlyArray<Court>>
    readonly insert: (facilityId: number, values: Omit<Court, "id">) => Effect.Effect<number>
    readonly update: (facilityId: number, id: number, values: Omit<Court, "id">) => Effect.Effect<void>
    readonly deactivate: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Of these courts, those that have ever had a reservation. */
    readonly withHistory: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<number>>
    readonly remove: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Future active reservations on these courts, or inside a window (the first 20). */
    readonly heldOnCourts: (
      facilityId: number,
      ids: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<HeldReservation>>
    readonly heldInWindow: (facilityId: number, window: CourtWindow) => Effect.Effect<ReadonlyArray<HeldReservation>>
    /** Future active reservations the opening hours in force on their day do not cover (the first 20). */
    readonly heldOutsideHours: (facilityId: number) => Effect.Effect<ReadonlyArray<HeldReservation>>
    /** Replaces the weekly opening hours, every season's or from `season` on (see `HoursSeason`). */
    readonly replaceOpeningHours: (
      facilityId: number,
      hours: ReadonlyArray<{ readonly day: number; readonly hour_start: number; readonly hour_end: number }>,
      season?: HoursSeason,
    ) => Effect.Effect<void>
    /** Adds a closure unless the same one is there already; whether it was added. */
    readonly addClosure: (facilityId: number, closure: Closure) => Effect.Effect<boolean>
    readonly closures: (facilityId: number) => Effect.Effect<ReadonlyArray<Closure>>
    readonly openingHours: (facilityId: number) => Effect.Effect<ReadonlyArray<OpeningHoursRow>>
    /** Adds a row of weekly opening hours. */
    readonly insertHours: (facilityId: number, values: Omit<OpeningHoursRow, "id">) => Effect.Effect<OpeningHoursRow>
    /** The changed row, or undefined when the club has no row `id`. */
    readonly updateHours: (
      facilityId: number,
      id: number,
      values: Omit<OpeningHoursRow, "id" | "starts_on"> & { readonly starts_on?: string | null },
    ) => Effect.Effect<OpeningHoursRow | undefined>
    /** How many of the club's rows went. */
    readonly deleteHours: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<number>
    /** How the club splits a court fee, and its rate windows. */
    readonly pricing: (facilityId: number) => Effect.Effect<CourtPricing>
    /** The rates that price one court: its own, and (with `withShared`) those of every court. */
    readonly ratesOfCourt: (
      courtId: number,
      withShared: boolean,
    ) => Effect.Effect<ReadonlyArray<CourtRate & { readonly id: number }>>
    readonly replacePricing: (facilityId: number, pricing: CourtPricing) => Effect.Effect<void>
    readonly rules: (facilityId: number) => Effect.Effect<ReadonlyArray<ScheduleRuleRow>>
    readonly findRule: (facilityId: number, id: number) => Effect.Effect<ScheduleRuleRow | undefined>
    readonly insertRule: (facilityId: number, rule: ScheduleRule) => Effect.Effect<ScheduleRuleRow>
    /** The changed rule, or undefined when the club has no rule `id`. */
    readonly updateRule: (
      facilityId: number,
      id: number,
      rule: ScheduleRule,
    ) => Effect.Effect<ScheduleRuleRow | undefined>
    /** Whether the club had rule `id`. */
    readonly deleteRule: (facilityId: number, id: number) => Effect.Effect<boolean>
  }
>() {}

/** A schedule rule (closure, members- or staff-only window, duration limits) as the club keeps it. */
export interface ScheduleRuleRow extends ScheduleRule {
  readonly id: number
}

/** A row of a club's weekly opening hours (0 = Monday), with the name of its shift and the season it is of. */
export interface OpeningHoursRow {
  readonly id: number
  readonly day: number
  readonly hour_start: number
  readonly hour_end: number
  readonly shift: string
  readonly starts_on: string | null // its season's first day; null: from the first
}

/** How a club prices its courts: hourly rates, and whether players split the court or the booker pays. */
export interface CourtPricing {
  readonly split: "per_player" | "group"
  readonly rates: ReadonlyArray<CourtRate>
}

/** A change to a teacher at a club: a field left out keeps its value; a list given replaces the one kept. */
export interface TeacherChange {
  readonly bio?: string | undefined
  readonly photo_url?: string | null | undefined
  readonly sports?: ReadonlyArray<string> | undefined
  readonly levels?: string | undefined
  readonly surfaces?: ReadonlyArray<string> | undefined
  readonly court_ids?: ReadonlyArray<number> | null | undefined
  readonly hours?: ReadonlyArray<typeof TeacherHours.Type> | undefined
  readonly time_off?: ReadonlyArray<TimeOff> | undefined
  readonly prices?: ReadonlyArray<TeacherPrice> | undefined
}

export class TeachersRepo extends Context.Tag("venue/TeachersRepo")<
  TeachersRepo,
  {
    /** The facility's teachers whose name contains `search` (all when empty), by name. */
    readonly list: (facilityId: number, search: string) => Effect.Effect<ReadonlyArray<Teacher>>
    /** A teacher at the facility (or, without one, at the first club they teach at); none if they do not teach there. */
    readonly find: (id: number, facilityId: number | undefined) => Effect.Effect<Option.Option<Teacher>>
    readonly prices: (facilityId: number, teacherId: number) => Effect.Effect<ReadonlyArray<TeacherPrice>>
    /** Every teacher of the facility with their e-mail and names, by name (no 200 cap, unlike `list`). */
    readonly roster: (facilityId: number) => Effect.Effect<
      ReadonlyArray<{
        readonly id: number
        readonly email: string | null
        readonly first_name: string
        readonly last_name: string
      }>
    >
    /** Writes what `change` gives of a teacher's profile, and replaces the lists it gives (hours, time off, prices). */
    readonly save: (facilityId: number, teacherId: number, change: TeacherChange) => Effect.Effect<void>
    /** Of these people, the facility's members, with their birth dates. */
    readonly members: (
      facilityId: number,
      ids: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly birth_date: string | null }>>
  }
>() {}

export class LessonRequestsRepo extends Context.Tag("venue/LessonRequestsRepo")<
  LessonRequestsRepo,
  {
    readonly insert: (request: NewLessonRequest) => Effect.Effect<number>
    readonly find: (id: number) => Effect.Effect<Option.Option<LessonRequest>>
    /** Open requests for these people, or made by them, soonest first. */
    readonly openOf: (userIds: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<LessonRequest>>
    /** Open requests to a teacher at a facility, soonest first. */
    readonly openFor: (facilityId: number, teacherId: number) => Effect.Effect<ReadonlyArray<LessonRequest>>
    /** Closes an open request; false when it was no longer open. */
    readonly answer: (
      id: number,
      answer: {
        readonly status: "accepted" | "declined" | "withdrawn"
        readonly answer: string | null
        readonly reservation_id: number | null
        readonly answered_by: number | null
      },
    ) => Effect.Effect<boolean>
    /** Opens an accepted request again (its booking failed). */
    readonly reopen: (id: number) => Effect.Effect<void>
    /** The lesson an accepted request was booked as. */
    readonly linkReservation: (id: number, reservationId: number) => Effect.Effect<void>
  }
>() {}

/** A package a club offers, as staff write it. */
export interface PackageOffer {
  readonly teacher_id: number | null
  readonly name: string
  readonly lessons: number
  readonly duration: number
  readonly price: number
  readonly valid_days: number
  readonly active: boolean
}

export class PackagesRepo extends Context.Tag("venue/PackagesRepo")<
  PackagesRepo,
  {
    /** The club's packages, those on sale first. */
    readonly offers: (facilityId: number) => Effect.Effect<ReadonlyArray<TeacherPackage>>
    readonly findOffer: (id: number) => Effect.Effect<Option.Option<TeacherPackage>>
    readonly insertOffer: (facilityId: number, offer: PackageOffer) => Effect.Effect<number>
    readonly updateOffer: (id: number, offer: PackageOffer) => Effect.Effect<void>
    /** Records a bought package, a copy of the offer's terms, before its payment row. */
    readonly insertBought: (bought: {
      readonly facility_id: number
      readonly user_id: number
      readonly offer: TeacherPackage
      readonly teacher_id: number | null
      readonly expires_on: string
    }) => Effect.Effect<number>
    readonly setPayment: (id: number, paymentId: number) => Effect.Effect<void>
    /** A bought package with its lessons used and left; `lock` holds it to the end of the transaction. */
    readonly findBought: (id: number, lock?: boolean) => Effect.Effect<Option.Option<UserPackage>>
    /** A person's bought packages at every club, newest first. */
    readonly boughtBy: (userId: number) => Effect.Effect<ReadonlyArray<UserPackage>>
    /** The package a lesson is taken from, if any. */
    readonly packageOfLesson: (facilityId: number, reservationId: number) => Effect.Effect<number | undefined>
    /** Gives a cancelled lesson back to its package. */
    readonly returnLesson: (facilityId: number, reservationId: number) => Effect.Effect<void>
    /** Takes a lesson's fees at its teacher's prices off it: a package pays for it. */
    readonly dropLessonFees: (facilityId: number, reservationId: number) => Effect.Effect<void>
    /** Takes the lesson from the package; false when the lesson is already taken from one. */
    readonly useLesson: (
      pkg: { readonly facility_id: number; readonly id: number },
      reservationId: number,
    ) => Effect.Effect<boolean>
  }
>() {}

/** Tells open calendars (this server's and others') that a facility's day, or every day ("*"), changed. */
export class CalendarChanges extends Context.Tag("venue/CalendarChanges")<
  CalendarChanges,
  { readonly announce: (facilityId: number, date: string) => Effect.Effect<void> }
>() {}

/** What a clinic is, as a manager writes it. */
export type ClinicFields = Omit<Clinic, "id" | "facility_id" | "category" | "prices"> & {
  readonly category_id: number | null
}
export type ClinicOfferFields = Omit<ClinicOffer, "id" | "clinic_id">

/** One purchase of a clinic price as stored: paid by `payment_id`, or pending. */
export interface UserClinicRow {
  readonly id: number
  readonly facility_id: number
  readonly clinic_id: number
  readonly clinic_price_id: number
  readonly user_id: number
  readonly user_name: string
  readonly bought_by: number | null
  readonly lessons: number
  readonly amount: number
  readonly payment_id: number | null
  readonly created_at: string
}

/** A purchase's place in one session, or on its waitlist. */
export interface AttendanceRow {
  readonly id: number
  readonly user_clinic_id: number
  readonly clinic_lesson_id: number
  readonly user_id: number
  readonly name: string
  readonly waitlist: boolean
  readonly inquiry: boolean
  readonly guest_name: string | null
  /** Marked by the coach at the session; null until then. */
  readonly present: boolean | null
  readonly created_at: string
}

/** Who a person is to a clinic's rules at a club: their age, ratings and the booking pass they hold. */
export interface ClinicPerson {
  readonly id: number
  readonly name: string
  readonly email: string | null
  readonly birth_date: string | null
  readonly ratings: ReadonlyArray<{ readonly provider: string; readonly rating: number }>
  /** The affiliation of their booking pass at the club that gives clinic prices, if any. */
  readonly clinic_affiliation: string | null
  readonly member: boolean
}

export class ClinicsRepo extends Context.Tag("venue/ClinicsRepo")<
  ClinicsRepo,
  {
    readonly categories: (facilityId: number) => Effect.Effect<ReadonlyArray<ClinicCategory>>
    /** Adds a category (no `id`) or renames one of the facility's; undefined: not the facility's. */
    readonly saveCategory: (
      facilityId: number,
      id: number | undefined,
      name: string,
    ) => Effect.Effect<ClinicCategory | undefined>
    readonly list: (facilityId: number) => Effect.Effect<ReadonlyArray<Clinic>>
    readonly find: (id: number) => Effect.Effect<Option.Option<Clinic>>
    readonly slugTaken: (facilityId: number, slug: string, exceptId: number | undefined) => Effect.Effect<boolean>
    readonly insert: (facilityId: number, fields: ClinicFields) => Effect.Effect<number>
    readonly update: (id: number, fields: ClinicFields) => Effect.Effect<void>
    readonly insertOffer: (facilityId: number, clinicId: number, fields: ClinicOfferFields) => Effect.Effect<number>
    readonly updateOffer: (id: number, fields: ClinicOfferFields) => Effect.Effect<void>
    /** A clinic's sessions by start, with places taken and waitlisted. */
    readonly lessons: (facilityId: number, clinicId: number) => Effect.Effect<ReadonlyArray<ClinicLesson>>
    /** One session; `lock` holds its row to the end of the transaction (one place-taker at a time). */
    readonly findLesson: (
      id: number,
      lock?: boolean,
    ) => Effect.Effect<Option.Option<ClinicLesson & { readonly facility_id: number }>>
    /** The session a reservation of the facility holds its court for, if it is a clinic's. */
    readonly lessonOfReservation: (facilityId: number, reservationId: number) => Effect.Effect<Option.Option<number>>
    readonly insertLesson: (lesson: {
      readonly facility_id: number
      readonly clinic_id: number
      readonly reservation_id: number
      readonly starts_at: string
      readonly local_date: string
    }) => Effect.Effect<number>
    readonly setRaincheck: (id: number, raincheck: boolean) => Effect.Effect<void>
    /** Points a session at the reservation it moved to. */
    readonly moveLesson: (
      id: number,
      to: { readonly reservation_id: number; readonly starts_at: string; readonly local_date: string },
    ) => Effect.Effect<void>
    readonly insertPurchase: (purchase: {
      readonly facility_id: number
      readonly clinic_id: number
      readonly clinic_price_id: number
      readonly user_id: number
      readonly bought_by: number | null
      readonly lessons: number
      readonly amount: number
    }) => Effect.Effect<number>
    readonly findPurchase: (id: number) => Effect.Effect<Option.Option<UserClinicRow>>
    readonly setPurchasePayment: (id: number, paymentId: number) => Effect.Effect<void>
    /** Holds a purchase's row to the end of the transaction; its payment id, or null while unpaid. */
    readonly lockPurchase: (id: number) => Effect.Effect<number | null>
    readonly upgradePurchase: (
      id: number,
      to: { readonly clinic_price_id: number; readonly lessons: number; readonly amount: number },
    ) => Effect.Effect<void>
    /** The purchases of these people (everyone's: undefined) at the facility, of one clinic when given; newest first. */
    readonly purchasesOf: (
      facilityId: number,
      userIds: ReadonlyArray<number> | undefined,
      clinicId?: number,
    ) => Effect.Effect<ReadonlyArray<UserClinicRow>>
    /** The purchases of a person and of the children they handle at the facility, newest first. */
    readonly purchasesOfFamily: (
      facilityId: number,
      guardianId: number,
      clinicId?: number,
    ) => Effect.Effect<ReadonlyArray<UserClinicRow>>
    /** The places of these purchases, in the order they were taken. */
    readonly attendancesOf: (
      facilityId: number,
      purchaseIds: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<AttendanceRow>>
    /** A session's places and waitlist, in the order they were taken. */
    readonly attendancesOfLesson: (facilityId: number, lessonId: number) => Effect.Effect<ReadonlyArray<AttendanceRow>>
    /** A purchase's place in a session; false when it already has one there. */
    readonly insertAttendance: (attendance: {
      readonly facility_id: number
      readonly user_clinic_id: number
      readonly clinic_lesson_id: number
      readonly waitlist: boolean
      readonly inquiry: boolean
    }) => Effect.Effect<boolean>
    readonly deleteAttendance: (id: number) => Effect.Effect<void>
    /** Moves a waitlisted attendance to a place. */
    readonly promote: (id: number) => Effect.Effect<void>
    readonly setGuestName: (id: number, name: string | null) => Effect.Effect<void>
    readonly markPresent: (id: number, present: boolean | null) => Effect.Effect<void>
    readonly person: (facilityId: number, userId: number) => Effect.Effect<Option.Option<ClinicPerson>>
    /** Of a clinic's program waivers, the names of those whose current version the person has not accepted for it. */
    readonly unacceptedWaivers: (
      facilityId: number,
      personId: number,
      clinicId: number,
      waiverIds: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<string>>
    /** Of the club's children's waivers, the names of those whose current version no one accepted for the child. */
    readonly unacceptedChildWaivers: (facilityId: number, childId: number) => Effect.Effect<ReadonlyArray<string>>
    /** The facility's program waivers (not archived). */
    readonly programWaivers: (
      facilityId: number,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly name: string }>>
    /** Each clinic's weekly session times (weekday 0 = Monday) in the coming weeks. */
    readonly sessionTimes: (
      facilityId: number,
      clinicIds: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<{ readonly clinic_id: number } & SessionTime>>
    readonly listingOf: (lessonId: number, service: EventServiceName) => Effect.Effect<Option.Option<SessionListing>>
    readonly saveListing: (
      facilityId: number,
      listing: Omit<SessionListing, "synced_at">,
    ) => Effect.Effect<SessionListing>
  }
>() {}

/** What a membership owes: a period's price, a joining fee, an upgrade's proration or a charge staff add; paid by `payment_id`. */
export interface MembershipCharge {
  readonly id: number
  readonly membership_id: number
  readonly kind: "period" | "fee" | "upgrade" | "other"
  readonly description: string
  readonly fee_id: number | null
  readonly period_start: string | null
  readonly period_end: string | null
  readonly amount: number
  readonly due_on: string
  readonly payment_id: number | null
  readonly attempts: number
  /** When a declined renewal charge is next tried; null once given up or never declined. */
  readonly next_attempt_at: Date | null
  readonly created_at: string
}

export interface NewMembership {
  readonly facility_id: number
  readonly plan_id: number
  readonly plan_price_id: number
  readonly owner_id: number
  readonly code: string
  readonly status: MembershipStatus
  readonly acquired_at: Date | null
  readonly ends_at: Date | null
  readonly notify_via_email: boolean
  readonly membership_origin: "admin" | "player" | "terminal" | "import"
  readonly coupon_code: string | null
  readonly members: ReadonlyArray<number>
  /** One of several the owner may hold of the plan (the plan allows it); else the only live one. */
  readonly several: boolean
}

/** A membership written, or why not: the club has another with its code, or the owner holds one of the plan already. */
export type MembershipInserted =
  { readonly id: number } | { readonly taken: "code" } | { readonly taken: "plan"; readonly code: string }

/** A change to a membership: its state fields after a transition, or what staff edit. */
export interface MembershipChange {
  readonly status?: MembershipStatus
  readonly owner_id?: number
  readonly plan_id?: number
  readonly plan_price_id?: number
  readonly acquired_at?: Date | null
  readonly ends_at?: Date | null
  readonly paused_at?: Date | null
  readonly cancel_requested?: boolean
  readonly notify_via_email?: boolean
  readonly code?: string
  readonly coupon_code?: string | null
  readonly members?: ReadonlyArray<number>
}

export class MembershipsRepo extends Context.Tag("venue/MembershipsRepo")<
  MembershipsRepo,
  {
    readonly plans: (facilityId: number) => Effect.Effect<ReadonlyArray<Plan>>
    readonly plan: (id: number) => Effect.Effect<Option.Option<Plan>>
    /** A new plan's id; undefined when the club has a plan of that name. */
    readonly insertPlan: (facilityId: number, fields: PlanFields) => Effect.Effect<number | undefined>
    /** False when another plan of the club has that name. */
    readonly updatePlan: (id: number, fields: PlanFields) => Effect.Effect<boolean>
    readonly insertPrice: (facilityId: number, planId: number, fields: PlanPriceFields) => Effect.Effect<number>
    readonly updatePrice: (id: number, fields: PlanPriceFields) => Effect.Effect<void>
    readonly insertFee: (facilityId: number, planId: number, fields: MembershipFeeFields) => Effect.Effect<number>
    readonly updateFee: (id: number, fields: MembershipFeeFields) => Effect.Effect<void>
    readonly list: (
      facilityId: number,
      filter: { readonly personId?: number; readonly status?: MembershipStatus },
    ) => Effect.Effect<ReadonlyArray<MembershipRecord>>
    /** A membership (not deleted), locked for the transaction when `lock`. */
    readonly find: (id: number, lock?: boolean) => Effect.Effect<Option.Option<MembershipRecord>>
    /** A new membership's id; undefined when the club has another with its code. */
    /** What their current memberships take off lessons and clinics (whole percent), for those of `personIds` who hold one. */
    readonly discounts: (
      facilityId: number,
      personIds: ReadonlyArray<number>,
    ) => Effect.Effect<
      ReadonlyMap<number, { readonly lesson_discount_percent: number; readonly clinic_discount_percent: number }>
    >
    readonly insert: (membership: NewMembership) => Effect.Effect<MembershipInserted>
    /** A new membership code of the club's, from a sequence. */
    readonly nextCode: (facilityId: number) => Effect.Effect<string>
    /** False when another membership of the club has the code asked for. */
    readonly update: (facilityId: number, id: number, change: MembershipChange) => Effect.Effect<boolean>
    readonly codeTaken: (facilityId: number, code: string, exceptId?: number) => Effect.Effect<boolean>
    readonly charges: (facilityId: number, membershipId: number) => Effect.Effect<ReadonlyArray<MembershipCharge>>
    /** A new charge's id; undefined when the membership has that period's or that fee's charge already. */
    readonly insertCharge: (
      facilityId: number,
      charge: Omit<MembershipCharge, "id" | "payment_id" | "attempts" | "next_attempt_at" | "created_at">,
    ) => Effect.Effect<number | undefined>
    readonly updateCharge: (
      id: number,
      change: { readonly amount?: number; readonly due_on?: string; readonly description?: string },
    ) => Effect.Effect<void>
    /** Removes a charge not yet paid. */
    readonly deleteCharge: (id: number) => Effect.Effect<void>
    /** The membership a charge is of; undefined when there is no such charge. */
    readonly chargeMembership: (chargeId: number) => Effect.Effect<number | undefined>
    /** Ties unpaid charges to their payment; answers how many it tied. */
    readonly payCharges: (ids: ReadonlyArray<number>, paymentId: number) => Effect.Effect<number>
    /** Of a plan's waivers, the names of those whose current version the person has not accepted. */
    readonly unacceptedWaivers: (
      facilityId: number,
      personId: number,
      waiverIds: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<string>>
    /** A person's address and name, for telling them. */
    readonly contact: (
      userId: number,
    ) => Effect.Effect<
      { readonly email: string | null; readonly name: string; readonly language: string | null } | undefined
    >
    /** The clubs with memberships to renew or end, or renewal charges to try again, by `asOf`. */
    readonly clubsWithWorkDue: (asOf: Date) => Effect.Effect<ReadonlyArray<number>>
    /** A club's live memberships whose period has ended by `asOf`. */
    readonly due: (facilityId: number, asOf: Date, limit: number) => Effect.Effect<ReadonlyArray<number>>
    /** Takes a membership's row lock unless another server holds it. */
    readonly claim: (id: number) => Effect.Effect<boolean>
    /** A club's unpaid renewal charges whose next try is due by `asOf`. */
    readonly chargesToRetry: (
      facilityId: number,
      asOf: Date,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly membership_id: number }>>
    readonly recordAttempt: (id: number, attempts: number, nextAt: Date | null, error: string) => Effect.Effect<void>
    /** The owner's default saved card at the club, and whether they have a club account there. */
    readonly renewalSource: (
      facilityId: number,
      userId: number,
    ) => Effect.Effect<{ readonly card_id: number | null; readonly on_account: boolean }>
    /** The facility's membership waivers (not archived). */
    readonly waivers: (
      facilityId: number,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly name: string }>>
  }
>() {}

/** The pro shop's storage: categories, products and their images, stock entries, orders and their lines. */
export class ShopRepo extends Context.Tag("venue/ShopRepo")<
  ShopRepo,
  {
    readonly categories: (facilityId: number) => Effect.Effect<ReadonlyArray<ProductCategory>>
    readonly findCategory: (id: number) => Effect.Effect<Option.Option<ProductCategory>>
    /** Undefined when the club has a category of that name. */
    readonly insertCategory: (facilityId: number, name: string) => Effect.Effect<number | undefined>
    /** False when the club has another category of that name. */
    readonly renameCategory: (id: number, name: string) => Effect.Effect<boolean>
    readonly deleteCategory: (id: number) => Effect.Effect<void>
    readonly products: (
      facilityId: number,
      filter: {
        readonly ids?: ReadonlyArray<number>
        readonly category_id?: number
        readonly q?: string
        readonly archived?: boolean
        readonly upsell?: boolean
      },
    ) => Effect.Effect<ReadonlyArray<Product>>
    /** `lock` holds the product's row to the end of the transaction: its stock changes one at a time. */
    readonly findProduct: (id: number, lock?: boolean) => Effect.Effect<Option.Option<Product>>
    /** Holds these products' rows (in id order, so two orders never wait on each other) to the end of the transaction. */
    readonly lockProducts: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Undefined when the club has a product with that SKU. */
    readonly insertProduct: (facilityId: number, fields: ProductFields) => Effect.Effect<number | undefined>
    /** False when the club has another product with that SKU. */
    readonly updateProduct: (id: number, fields: ProductFields) => Effect.Effect<boolean>
    readonly setArchived: (id: number, archived: boolean) => Effect.Effect<void>
    /** Whether anything was sold or stocked of it (then it is archived, not deleted). */
    readonly hasHistory: (facilityId: number, id: number) => Effect.Effect<boolean>
    readonly deleteProduct: (id: number) => Effect.Effect<void>
    readonly image: (facilityId: number, id: number) => Effect.Effect<StoredImage>
    readonly saveImage: (facilityId: number, id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly insertStock: (entries: ReadonlyArray<NewStockEntry>) => Effect.Effect<void>
    /** A product's stock entries, newest first, each with what was on hand after it. */
    readonly stockHistory: (
      facilityId: number,
      productId: number,
      page: { readonly limit: number; readonly offset: number },
    ) => Effect.Effect<ReadonlyArray<StockEntry>>
    readonly insertOrder: (order: NewOrder) => Effect.Effect<number>
    /** The order's lines, their ids in the order given. */
    readonly insertLines: (
      facilityId: number,
      orderId: number,
      lines: ReadonlyArray<NewOrderLine>,
    ) => Effect.Effect<ReadonlyArray<number>>
    readonly setAmounts: (orderId: number, amounts: OrderTotals) => Effect.Effect<void>
    readonly insertReturn: (r: NewOrderReturn) => Effect.Effect<void>
    readonly setOrderPayment: (orderId: number, paymentId: number) => Effect.Effect<void>
    readonly addToBooking: (extra: BookingExtra) => Effect.Effect<void>
    /** The booking's fee for an order added to it, locked for the change. */
    readonly bookingFee: (
      facilityId: number,
      reservationId: number,
      orderId: number,
    ) => Effect.Effect<
      Option.Option<{ readonly id: number; readonly amount: number; readonly reservation_user_id: number | null }>
    >
    readonly setBookingFee: (feeId: number, amount: number) => Effect.Effect<void>
    readonly findOrder: (id: number) => Effect.Effect<Option.Option<Order>>
    /** The order a payment paid, if any. */
    readonly orderOfPayment: (facilityId: number, paymentId: number) => Effect.Effect<number | undefined>
    readonly orders: (
      facilityId: number,
      filter: { readonly user_id?: number; readonly from?: string; readonly to?: string; readonly limit: number },
    ) => Effect.Effect<ReadonlyArray<Order>>
    /** Each product's sales between two business dates (inclusive). */
    readonly sales: (facilityId: number, from: string, to: string) => Effect.Effect<ReadonlyArray<SalesLine>>
    /** Shop sales between two business dates by tax rate (returns are refunds in the ledger on their own day). */
    readonly salesByTax: (facilityId: number, from: string, to: string) => Effect.Effect<ReadonlyArray<TaxLine>>
  }
>() {}

/** Comments, tags and groups of a club. */
export class NotesRepo extends Context.Tag("venue/NotesRepo")<
  NotesRepo,
  {
    readonly comments: (query: {
      readonly facility_id: number
      readonly model?: CommentModel
      readonly model_id?: number
      readonly limit: number
      readonly offset: number
    }) => Effect.Effect<ReadonlyArray<CommentRecord>>
    readonly findComment: (id: number) => Effect.Effect<Option.Option<CommentRecord>>
    readonly insertComment: (comment: {
      readonly facility_id: number
      readonly model: CommentModel
      readonly model_id: number
      readonly comment: string
      readonly pinned: boolean
      readonly author_id: number | null
    }) => Effect.Effect<number>
    readonly updateComment: (
      id: number,
      change: { readonly comment?: string; readonly pinned?: boolean; readonly done?: boolean },
    ) => Effect.Effect<void>
    readonly deleteComment: (id: number) => Effect.Effect<void>
    /** Does the person hold any role at the club? */
    readonly belongsTo: (facilityId: number, userId: number) => Effect.Effect<boolean>
    readonly tags: (facilityId: number) => Effect.Effect<ReadonlyArray<Tag>>
    readonly tagsOf: (facilityId: number, model: TagModel, modelId: number) => Effect.Effect<ReadonlyArray<Tag>>
    readonly findTag: (id: number) => Effect.Effect<Option.Option<Tag>>
    readonly tagNamed: (facilityId: number, name: string) => Effect.Effect<number | undefined>
    /** The new tag's id; undefined when the club has one by that name. */
    readonly insertTag: (facilityId: number, name: string) => Effect.Effect<number | undefined>
    /** False when the club has another tag by that name. */
    readonly renameTag: (id: number, name: string) => Effect.Effect<boolean>
    readonly deleteTag: (id: number) => Effect.Effect<void>
    readonly relateTag: (facilityId: number, tagId: number, model: TagModel, modelId: number) => Effect.Effect<void>
    /** False when the subject did not carry the tag. */
    readonly unrelateTag: (
      facilityId: number,
      tagId: number,
      model: TagModel,
      modelId: number,
    ) => Effect.Effect<boolean>
    readonly groups: (facilityId: number) => Effect.Effect<ReadonlyArray<Group>>
    readonly findGroup: (id: number) => Effect.Effect<Option.Option<Group>>
    readonly groupMembers: (facilityId: number, groupId: number) => Effect.Effect<ReadonlyArray<GroupMember>>
    readonly insertGroup: (group: {
      readonly facility_id: number
      readonly title: string
      readonly groupable_type: GroupableType
      readonly clinic_id: number | null
    }) => Effect.Effect<number>
    readonly renameGroup: (id: number, title: string) => Effect.Effect<void>
    readonly deleteGroup: (id: number) => Effect.Effect<void>
    /** False when the person was in the group already. */
    readonly addGroupMember: (
      facilityId: number,
      groupId: number,
      userId: number,
      addedBy: number | null,
    ) => Effect.Effect<boolean>
    /** False when the person was not in the group. */
    readonly removeGroupMember: (groupId: number, userId: number) => Effect.Effect<boolean>
    /** The club's people not in the group whose name or e-mail holds the words. */
    readonly groupCandidates: (
      facilityId: number,
      groupId: number,
      query: string,
    ) => Effect.Effect<ReadonlyArray<GroupMember>>
  }
>() {}

/** The club's home page layout and visitors' cookie consents. */
export class SiteRepo extends Context.Tag("venue/SiteRepo")<
  SiteRepo,
  {
    /** Null when the club never chose its blocks. */
    readonly homeStructure: (facilityId: number) => Effect.Effect<ReadonlyArray<HomeBlock> | null>
    readonly saveHomeStructure: (facilityId: number, blocks: ReadonlyArray<HomeBlock>) => Effect.Effect<void>
    readonly findConsent: (key: string) => Effect.Effect<Option.Option<CookieConsent>>
    readonly insertConsent: (key: string, categories: ReadonlyArray<ConsentCategory>) => Effect.Effect<void>
    /** False when no consent has that key. */
    readonly updateConsent: (key: string, categories: ReadonlyArray<ConsentCategory>) => Effect.Effect<boolean>
  }
>() {}

/** The club's posts and their featured images. */
export class PostsRepo extends Context.Tag("venue/PostsRepo")<
  PostsRepo,
  {
    readonly posts: (query: {
      readonly facility_id: number
      readonly statuses: ReadonlyArray<PostStatus>
      readonly post_type?: PostType | undefined
      readonly id?: number
      readonly slug?: string
      readonly limit: number
      readonly offset: number
    }) => Effect.Effect<ReadonlyArray<Post>>
    readonly postFacility: (id: number) => Effect.Effect<Option.Option<number>>
    /** Undefined when the club has a post with that slug. */
    readonly insertPost: (
      facilityId: number,
      fields: PostFields,
      authorId: number | null,
    ) => Effect.Effect<number | undefined>
    /** False when another post of the club has that slug. */
    readonly updatePost: (id: number, fields: PostFields) => Effect.Effect<boolean>
    readonly deletePost: (id: number) => Effect.Effect<void>
    readonly savePostImage: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly postImage: (
      facilityId: number,
      id: number,
    ) => Effect.Effect<Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array }>>
  }
>() {}

/**
 * Rich text that staff write for members (posts, announcements) made safe to show: formatting,
 * links and images only, nothing that could run in a member's browser.
 */
export class RichText extends Context.Tag("venue/RichText")<
  RichText,
  {
    readonly clean: (html: string) => string
    /** The text alone, a line per paragraph or list item: for mail. */
    readonly plain: (html: string) => string
  }
>() {}

/** Announcements of a club (facility_id) or of the platform (null), their files and their mail. */
export class AnnouncementsRepo extends Context.Tag("venue/AnnouncementsRepo")<
  AnnouncementsRepo,
  {
    readonly announcements: (query: {
      readonly facility_id: number | null
      readonly statuses: ReadonlyArray<AnnouncementStatus>
      readonly id?: number
      readonly search?: string | undefined
      readonly reader?: number | undefined
      readonly limit: number
      readonly offset: number
    }) => Effect.Effect<ReadonlyArray<Omit<Announcement, "delivery">>>
    readonly announcementOwner: (id: number) => Effect.Effect<Option.Option<{ readonly facility_id: number | null }>>
    readonly insertAnnouncement: (
      facilityId: number | null,
      fields: AnnouncementFields,
      authorId: number | null,
    ) => Effect.Effect<number>
    readonly updateAnnouncement: (id: number, fields: AnnouncementFields) => Effect.Effect<void>
    readonly deleteAnnouncement: (id: number) => Effect.Effect<void>
    /** Publishes and writes one delivery per person of the audience; the number of recipients. */
    readonly publishAnnouncement: (id: number) => Effect.Effect<number>
    readonly saveThumbnail: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly thumbnail: (
      id: number,
    ) => Effect.Effect<Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array }>>
    readonly attachmentCount: (announcementId: number) => Effect.Effect<number>
    readonly addAttachment: (
      announcementId: number,
      file: { readonly filename: string; readonly content_type: string; readonly bytes: Uint8Array },
    ) => Effect.Effect<void>
    readonly attachment: (id: number) => Effect.Effect<
      Option.Option<{
        readonly announcement_id: number
        readonly filename: string
        readonly content_type: string
        readonly bytes: Uint8Array
      }>
    >
    readonly deleteAttachment: (id: number) => Effect.Effect<void>
    readonly deliveries: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyMap<number, Delivery>>
    readonly markOpened: (announcementId: number, userId: number) => Effect.Effect<void>
    /** Takes pending deliveries for one sender, marked as sending first so none goes twice. */
    readonly claimDeliveries: (limit: number) => Effect.Effect<ReadonlyArray<ClaimedDelivery>>
    readonly deliveryDone: (announcementId: number, userId: number, error: string | undefined) => Effect.Effect<void>
    readonly metrics: (facilityId: number | null, from: Date, to: Date) => Effect.Effect<AnnouncementMetrics>
    /** The name of a plan, group or clinic of the club; none when it is not the club's. */
    readonly audienceOf: (
      facilityId: number,
      audience: Exclude<AnnouncementAudience, "everyone">,
      id: number,
    ) => Effect.Effect<Option.Option<string>>
  }
>() {}

type StoredImage = Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array }>

/** A club's banner ads. */
export class BannersRepo extends Context.Tag("venue/BannersRepo")<
  BannersRepo,
  {
    readonly bannerAds: (query: {
      readonly facility_id: number
      readonly placement?: BannerPlacement | undefined
      readonly showingOn?: string | undefined
      readonly id?: number
    }) => Effect.Effect<ReadonlyArray<BannerAd>>
    readonly insertBannerAd: (facilityId: number, fields: BannerFields) => Effect.Effect<number>
    readonly updateBannerAd: (id: number, fields: BannerFields) => Effect.Effect<void>
    readonly deleteBannerAd: (id: number) => Effect.Effect<void>
    readonly saveBannerImage: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly bannerImage: (facilityId: number, id: number) => Effect.Effect<StoredImage>
  }
>() {}

/** A club's leaderboards and its official matches' results. */
export class LeaderboardsRepo extends Context.Tag("venue/LeaderboardsRepo")<
  LeaderboardsRepo,
  {
    readonly leaderboards: (
      facilityId: number,
      query: { readonly id?: number; readonly activeOnly: boolean },
    ) => Effect.Effect<ReadonlyArray<Leaderboard>>
    readonly insertLeaderboard: (facilityId: number, fields: LeaderboardFields) => Effect.Effect<number>
    readonly updateLeaderboard: (id: number, fields: LeaderboardFields) => Effect.Effect<void>
    readonly deleteLeaderboard: (id: number) => Effect.Effect<void>
    readonly saveLeaderboardImage: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly leaderboardImage: (facilityId: number, id: number) => Effect.Effect<StoredImage>
    /** Official matches with a result between two facility-local days, in the order played. */
    readonly matchResults: (
      facilityId: number,
      from: string,
      to: string,
      sport: string | null,
    ) => Effect.Effect<ReadonlyArray<MatchResult>>
    /** A match's result, and who recorded it (null: the server's operator). */
    readonly matchResultOf: (
      reservationId: number,
    ) => Effect.Effect<
      Option.Option<{ readonly winner_team: 1 | 2; readonly score: string; readonly recorded_by: number | null }>
    >
    /** Records (or, with null, clears) a match's result. */
    readonly saveMatchResult: (
      reservation: { readonly facility_id: number; readonly id: number; readonly date: string },
      result: { readonly winner_team: 1 | 2; readonly score: string } | null,
      by: number | null,
    ) => Effect.Effect<void>
  }
>() {}

/** The platform's banner areas and their banners. */
export class MarketplaceRepo extends Context.Tag("venue/MarketplaceRepo")<
  MarketplaceRepo,
  {
    readonly bannerAreas: (query: {
      readonly id?: number
      readonly activeOnly: boolean
    }) => Effect.Effect<ReadonlyArray<MarketplaceBannerArea>>
    /** Undefined when another area has that key. */
    readonly insertBannerArea: (area: AreaFields) => Effect.Effect<number | undefined>
    /** False when another area has that key. */
    readonly updateBannerArea: (id: number, area: AreaFields) => Effect.Effect<boolean>
    readonly deleteBannerArea: (id: number) => Effect.Effect<void>
    readonly insertAreaBanner: (areaId: number, banner: AreaBannerFields) => Effect.Effect<number>
    readonly updateAreaBanner: (id: number, banner: AreaBannerFields) => Effect.Effect<void>
    readonly deleteAreaBanner: (id: number) => Effect.Effect<void>
    readonly saveAreaBannerImage: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly areaBannerImage: (
      id: number,
    ) => Effect.Effect<
      Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array; readonly active: boolean }>
    >
  }
>() {}

interface AreaFields {
  readonly name: string
  readonly key: string
  readonly active: boolean
}
interface AreaBannerFields {
  readonly link_url: string | null
  readonly alt_text: string
  readonly position: number
}

/** The audit log's reads (its rows are written by the database's triggers on staff's writes). */
export class AuditLogRepo extends Context.Tag("venue/AuditLogRepo")<
  AuditLogRepo,
  { readonly entries: (facilityId: number, query: AuditQuery) => Effect.Effect<ReadonlyArray<AuditEntry>> }
>() {}

/** What needs a club's staff now, as storage finds it (the engine words it as alerts). */
export class AlertsRepo extends Context.Tag("venue/AlertsRepo")<
  AlertsRepo,
  { readonly attentionFacts: (facilityId: number, today: string) => Effect.Effect<ReadonlyArray<AttentionFact>> }
>() {}

/** Writes calendar events as iCalendar text (RFC 5545): a mail's attachment or a feed. */
export class CalendarFiles extends Context.Tag("venue/CalendarFiles")<
  CalendarFiles,
  {
    readonly render: (
      entries: ReadonlyArray<CalendarEntry>,
      options: { readonly name: string; readonly method?: "PUBLISH" | "REQUEST" | "CANCEL" },
    ) => string
  }
>() {}

/** Booking notifications (claimed, sent and marked by the job) and each person's notification settings. */
export class NotificationsRepo extends Context.Tag("venue/NotificationsRepo")<
  NotificationsRepo,
  {
    /** One notification of `kind` for each person on the booking (once: a second is not written). */
    /** A notice to each player of a booking; `note` adds what the booking alone does not say (a cancellation's money). */
    readonly enqueue: (reservationId: number, kind: BookingNoticeKind, note?: string) => Effect.Effect<void>
    /** Reminders of the club's bookings between two days that start within each player's reminder window. */
    readonly enqueueReminders: (facilityId: number, from: string, to: string) => Effect.Effect<number>
    /** Unsent notifications nobody holds (or held over ten minutes ago), taken for sending. */
    readonly claim: (limit: number) => Effect.Effect<ReadonlyArray<BookingNotice>>
    readonly markSent: (id: number, outcome: "sent" | "muted" | "no_address" | "gone") => Effect.Effect<void>
    readonly markFailed: (id: number, error: string) => Effect.Effect<void>
    readonly settings: (userId: number) => Effect.Effect<NotificationSettings>
    readonly saveSettings: (userId: number, settings: NotificationSettings) => Effect.Effect<void>
    readonly calendarToken: (userId: number) => Effect.Effect<string | undefined>
    readonly setCalendarToken: (userId: number, token: string | null) => Effect.Effect<void>
    readonly userOfCalendarToken: (token: string) => Effect.Effect<number | undefined>
    /** A person's active bookings between two instants, as calendar events need them. */
    readonly calendarBookings: (
      userId: number,
      from: Date,
      to: Date,
    ) => Effect.Effect<
      ReadonlyArray<Omit<BookingNotice, "id" | "kind" | "email" | "person" | "muted" | "time_zone" | "gone" | "note">>
    >
  }
>() {}

/** Camera integrations' devices. Writes answer false when the integration has no such device. */
export class CamerasRepo extends Context.Tag("venue/CamerasRepo")<
  CamerasRepo,
  {
    /** The credential's club and category, when there is such a credential. */
    readonly integration: (
      credentialId: number,
    ) => Effect.Effect<Option.Option<{ readonly facility_id: number; readonly category: string }>>
    readonly integrations: (facilityId: number) => Effect.Effect<ReadonlyArray<CameraIntegration>>
    readonly courtAt: (facilityId: number, courtId: number) => Effect.Effect<boolean>
    readonly devices: (facilityId: number, credentialId: number) => Effect.Effect<ReadonlyArray<CameraDevice>>
    /** Its id; none when the integration has a device with that identifier already. */
    readonly insert: (
      facilityId: number,
      credentialId: number,
      fields: CameraDeviceFields,
    ) => Effect.Effect<Option.Option<number>>
    /** "missing": no such device; "taken": another device has the identifier. */
    readonly update: (
      facilityId: number,
      credentialId: number,
      id: number,
      fields: CameraDeviceFields,
    ) => Effect.Effect<"done" | "missing" | "taken">
    readonly remove: (facilityId: number, credentialId: number, id: number) => Effect.Effect<boolean>
    /** The cameras of the club's camera systems that film a court. */
    readonly onCourt: (facilityId: number, courtId: number) => Effect.Effect<ReadonlyArray<CourtCamera>>
  }
>() {}

/** Door access: the bookings a person may open the club's door for, and the door log. */
export class DoorsRepo extends Context.Tag("venue/DoorsRepo")<
  DoorsRepo,
  {
    /**
     * The club's booking (booked or checked in) with `userId` in it or made by them that is under
     * way at `at`, give or take `minutes`; the given one when `reservationId` names one.
     */
    readonly bookingAround: (query: {
      readonly facilityId: number
      readonly userId: number
      readonly at: Date
      readonly minutes: number
      readonly reservationId: number | undefined
    }) => Effect.Effect<Option.Option<DoorBooking>>
    readonly record: (opening: DoorOpening) => Effect.Effect<void>
    /** The club's door log between two instants, newest first (at most 500). */
    readonly log: (facilityId: number, from: Date, to: Date) => Effect.Effect<ReadonlyArray<DoorLogEntry>>
  }
>() {}

/** A mail kept instead of sent (the server has no SMTP_URL). */
export interface KeptMailRow {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly attachments: ReadonlyArray<string>
  readonly created_at: string
}

/** The mail the server kept instead of sending, newest first. */
export class MailOutboxRepo extends Context.Tag("venue/MailOutboxRepo")<
  MailOutboxRepo,
  {
    readonly recent: (query: {
      readonly limit: number
      readonly to?: string | undefined
    }) => Effect.Effect<ReadonlyArray<KeptMailRow>>
  }
>() {}

/** Sessions, sign-ups, password resets, sign-in failures and API tokens: how people get in. Tokens are kept by digest. */
export class AccountsRepo extends Context.Tag("venue/AccountsRepo")<
  AccountsRepo,
  {
    readonly insertSession: (userId: number, tokenHash: string, csrfToken: string) => Effect.Effect<void>
    readonly deleteSession: (tokenHash: string) => Effect.Effect<void>
    /** Ends every session of the person but the one kept (none when null). */
    readonly deleteOtherSessions: (userId: number, keepTokenHash: string | null) => Effect.Effect<void>
    /** A sign-up waiting for its mailed link, for a day. */
    readonly insertPendingSignUp: (tokenHash: string, signUp: PendingSignUp) => Effect.Effect<void>
    /** The sign-up the link was for, once: gone afterwards; undefined when unknown or expired. */
    readonly takePendingSignUp: (tokenHash: string) => Effect.Effect<PendingSignUp | undefined>
    readonly insertPasswordReset: (userId: number, tokenHash: string) => Effect.Effect<void>
    /** Whose reset link this is, once; undefined when unknown, used or expired. */
    readonly usePasswordReset: (tokenHash: string) => Effect.Effect<number | undefined>
    /** Failures in the window for a key (an address, or `kind:…`) and a network address. */
    readonly recentFailures: (key: string, ip: string) => Effect.Effect<Failures>
    readonly recordFailure: (key: string, ip: string) => Effect.Effect<void>
    readonly clearFailures: (key: string, ip: string) => Effect.Effect<void>
    readonly apiTokensOf: (userId: number) => Effect.Effect<ReadonlyArray<ApiTokenRow>>
    readonly insertApiToken: (token: {
      readonly user_id: number
      readonly name: string
      readonly scope: TokenScope
      readonly facility_id: number | null
      readonly token_hash: string
      readonly token_prefix: string
    }) => Effect.Effect<number>
    /** The person's own token, or anyone's for a platform admin; whether there was one to revoke. */
    readonly revokeApiToken: (id: number, userId: number, anyones: boolean) => Effect.Effect<boolean>
    readonly revokeAllApiTokens: (userId: number) => Effect.Effect<void>
    /** The secret address of a person's calendar feed; null ends it. */
    readonly setCalendarToken: (userId: number, token: string | null) => Effect.Effect<void>
  }
>() {}
