import { Context, type Effect, type Option } from "effect"
import type { Clinic, ClinicCategory, ClinicLesson, ClinicOffer, SessionTime } from "./rules"
import type { EventServiceName, SessionListing } from "./eventListings"

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

/** A purchase of a clinic price to write: for whom, bought by whom, its sessions and its price. */
export type NewClinicPurchase = {
  readonly facility_id: number
  readonly clinic_id: number
  readonly clinic_price_id: number
  readonly user_id: number
  readonly bought_by: number | null
  readonly lessons: number
  readonly amount: number
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
    readonly insertPurchase: (purchase: NewClinicPurchase) => Effect.Effect<number>
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
