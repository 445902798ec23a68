import { Context, type Effect, type Option } from "effect"
import type { TeacherPackage, UserPackage } from "./rules"

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
