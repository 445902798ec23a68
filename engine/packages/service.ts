import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { actsFor, CurrentCaller, isStaffAt, ownedBy, personAccess, requireManagerAt } from "../access"
import { localDate } from "../dates"
import { conflict, notFound, orNotFound, unprocessable } from "../errors"
import { packageExpiry, packageUseProblem, type TeacherPackage } from "./rules"
import { ACTIVE_STATUSES } from "../reservations/rules"
import { Charges, type CreditsPurchase } from "../payments/charges"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "../payments/port"
import { type PackageOffer, PackagesRepo } from "./port"
import { ReservationsRepo } from "../reservations/port"
import { TeachersRepo } from "../teachers/port"
import { Transactions } from "../ports"

export interface PackagePurchase extends Omit<CreditsPurchase, "amount"> {
  readonly teacher_package_id: number
  /** For a package of any of the club's teachers: the one chosen, if any. */
  readonly teacher_id?: number | undefined
}

/**
 * Lesson packages, written once: what a club offers, buying one (through the ledger, as credits
 * are bought), and taking a lesson from it, one at a time and never more than were bought.
 */
export class Packages extends Effect.Service<Packages>()("venue/Packages", {
  dependencies: [Charges.Default],
  effect: Effect.gen(function* () {
    const packages = yield* PackagesRepo
    const teachers = yield* TeachersRepo
    const facilities = yield* FacilitiesRepo
    const reservations = yield* ReservationsRepo
    const transactions = yield* Transactions
    const charges = yield* Charges
    const ledger = yield* LedgerRepo

    const facilityOf = (id: number) => orNotFound("Facility")(facilities.find(id))

    const teacherHere = (facilityId: number, teacherId: number | null) =>
      teacherId === null
        ? Effect.void
        : Effect.flatMap(teachers.find(teacherId, facilityId), (found) =>
            Option.isNone(found)
              ? Effect.fail(unprocessable("That teacher does not teach at this club."))
              : Effect.void,
          )

    const offers = (facilityId: number) => Effect.zipRight(facilityOf(facilityId), packages.offers(facilityId))

    /** Adds a package to the club's offer, or changes one (`id`); its teacher must teach there. Managers only. */
    const saveOffer = (facilityId: number, id: number | undefined, offer: PackageOffer) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only the club's managers change its lesson packages.")
        yield* teacherHere(facilityId, offer.teacher_id)
        if (id === undefined)
          return Option.getOrThrow(yield* packages.findOffer(yield* packages.insertOffer(facilityId, offer)))
        const found = Option.getOrUndefined(yield* packages.findOffer(id))
        if (!ownedBy(facilityId, found)) return yield* Effect.fail(notFound("Lesson package"))
        yield* packages.updateOffer(id, offer)
        return Option.getOrThrow(yield* packages.findOffer(id))
      })

    const onSale = (facilityId: number, id: number) =>
      Effect.flatMap(packages.findOffer(id), (found) => {
        const offer = Option.getOrUndefined(found)
        return ownedBy(facilityId, offer) && offer.active
          ? Effect.succeed(offer)
          : Effect.fail(unprocessable("That lesson package is not on sale at this club."))
      })

    /**
     * A package bought for `userId` (the caller, a child they handle, or anyone at the desk) at its
     * price, paid by the purchase's method through the ledger; valid from today for its days.
     */
    const buy = (userId: number, facilityId: number, purchase: PackagePurchase) =>
      Effect.gen(function* () {
        const offer: TeacherPackage = yield* onSale(facilityId, purchase.teacher_package_id)
        const teacherId = offer.teacher_id ?? purchase.teacher_id ?? null
        if (offer.teacher_id !== null && purchase.teacher_id !== undefined && purchase.teacher_id !== offer.teacher_id)
          return yield* Effect.fail(unprocessable(`This package is for lessons with ${offer.teacher_name}.`))
        yield* teacherHere(facilityId, teacherId)
        const facility = yield* facilityOf(facilityId)
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const id = yield* charges.sell(
          userId,
          facilityId,
          { ...purchase, amount: offer.price },
          {
            description: `Lesson package: ${offer.name}`,
            payable_type: "user_package",
            record: packages.insertBought({
              facility_id: facilityId,
              user_id: userId,
              offer,
              teacher_id: teacherId,
              expires_on: packageExpiry(today, offer.valid_days),
            }),
            paid: (paymentId, packageId) => Effect.as(packages.setPayment(packageId, paymentId), packageId),
          },
        )
        return Option.getOrThrow(yield* packages.findBought(id))
      })

    /**
     * A person's packages, newest first (`usable`: only those with lessons left and not run out):
     * the caller's own when no one is named; a child's for their guardian; at one club
     * (`facilityId`), anyone's of its people for its staff.
     */
    const held = (userId: number | undefined, facilityId: number | undefined, usable: boolean) =>
      Effect.gen(function* () {
        const person = userId ?? (yield* CurrentCaller).userId
        if (person === undefined) return []
        if (facilityId !== undefined) yield* personAccess(person, facilityId)
        else if ((yield* actsFor([person])).length === 0) return yield* Effect.fail(notFound("User"))
        const all = (yield* packages.boughtBy(person)).filter((p) => facilityId === undefined || ownedBy(facilityId, p))
        if (!usable) return all
        const now = new Date(yield* Clock.currentTimeMillis)
        const zones = new Map<number, string>()
        for (const id of new Set(all.map((p) => p.facility_id))) zones.set(id, (yield* facilityOf(id)).time_zone)
        return all.filter((p) => p.left > 0 && p.expires_on >= localDate(now, zones.get(p.facility_id)!))
      })

    /**
     * Takes one lesson of a package for a lesson reservation its owner is in: the package's row is
     * held while its lessons are counted, so two bookings never take more than were bought.
     */
    const useLesson = (packageId: number, reservationId: number) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* transactions.run(
          Effect.gen(function* () {
            const pkg = Option.getOrUndefined(yield* packages.findBought(packageId, true))
            const mayUse =
              pkg !== undefined && (isStaffAt(caller, pkg.facility_id) || (yield* actsFor([pkg.user_id])).length > 0)
            if (pkg === undefined || !mayUse) return yield* Effect.fail(notFound("Lesson package"))
            const lesson = Option.getOrUndefined(yield* reservations.find(reservationId))
            if (!ownedBy(pkg.facility_id, lesson)) return yield* Effect.fail(notFound("Reservation"))
            if (lesson.kind !== "lesson" || !ACTIVE_STATUSES.includes(lesson.status))
              return yield* Effect.fail(unprocessable("Only a booked lesson is taken from a package."))
            if (!lesson.users.some((u) => u.user_id === pkg.user_id))
              return yield* Effect.fail(unprocessable("The package's owner is not a player of this lesson."))
            const problem = packageUseProblem(pkg, {
              date: lesson.date,
              teacher_id: lesson.teacher_id,
              minutes: (lesson.hour_end - lesson.hour_start) / 60,
            })
            if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
            const paid = (yield* ledger.ofReservation(lesson.facility_id, lesson.id)).some(
              (p) => p.refund_of === null && p.refundable > 0,
            )
            if (paid)
              return yield* Effect.fail(
                unprocessable("This lesson is already paid; refund its payment before taking it from a package."),
              )
            if (!(yield* packages.useLesson(pkg, reservationId)))
              return yield* Effect.fail(conflict("This lesson is already paid from a package."))
            // The package pays for it: the teacher's price is no longer owed.
            yield* packages.dropLessonFees(lesson.facility_id, lesson.id)
          }),
        )
        return Option.getOrThrow(yield* packages.findBought(packageId))
      })

    return withSpans("Packages", { offers, saveOffer, buy, held, useLesson })
  }),
}) {}
