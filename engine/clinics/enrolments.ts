import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { actsFor, CurrentCaller, isManagerAt, isStaffAt, requireSelfOrGuardian } from "../access"
import {
  asPendingSessions,
  type Clinic,
  type ClinicLesson,
  type ClinicOffer,
  eligibilityProblem,
  pendingSessions,
} from "./rules"
import { addDays, formatSecondsOfDay } from "../dates"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { DomainEvent, Events } from "../events"
import { formatMoney } from "../money"
import type { NotificationKind } from "../notifications/rules"
import { memberPrice } from "../memberships/membershipPlans"
import { clinicPrice } from "../pricing/rules"
import { Bookings } from "../bookings/service"
import { Clinics } from "./service"
import { type Letter, Letters, type Worded } from "../mail/letters"
import type { Language } from "../i18n/languages"
import { secondsOfDayIn } from "../i18n/languageFormats"
import type { MailSay } from "../mail/mailWords"
import { Charges, type CreditsPurchase } from "../payments/charges"
import { type AttendanceRow, type ClinicPerson, ClinicsRepo, type UserClinicRow } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "../payments/port"
import { MembershipsRepo } from "../memberships/port"
import { ReservationsRepo } from "../reservations/port"
import { Transactions } from "../ports"

export interface EnrolInput {
  readonly facility_id: number
  readonly clinic_price_id: number
  readonly units: number
  /** A child the caller handles; staff name anyone by `user_id`. */
  readonly user_child_id?: number | undefined
  readonly user_id?: number | undefined
  /** The sessions to take places in; default: the next ones still to come, as many as bought. */
  readonly lesson_ids?: ReadonlyArray<number> | undefined
  /** Wait for a place in a full session rather than being refused. */
  readonly waitlist: boolean
  /** Only ask about the sessions: an inquiry takes no place and uses no lesson. */
  readonly inquiry?: boolean | undefined
  /** Paid now by this, or (none) left pending to pay later. */
  readonly payment?: Omit<CreditsPurchase, "amount"> | undefined
}

const when = (l: Pick<ClinicLesson, "date" | "hour_start">) => `${l.date} at ${formatSecondsOfDay(l.hour_start)}`
/** A session's date and time in a mail, as its reader writes them ("2026-12-05 at 6:00 PM"). */
const whenIn = (say: MailSay, language: Language, l: Pick<ClinicLesson, "date" | "hour_start">) =>
  say("clinic.when", { date: l.date, time: secondsOfDayIn(language, l.hour_start) })

/**
 * Enrolment in clinics: buying a clinic price for oneself or a child (paid through the ledger, or
 * left pending), the places it takes in sessions (a waitlist when full, promoted in order), a
 * session cancelled for oneself or a child, and what each purchase has pending.
 */
export class Enrolments extends Effect.Service<Enrolments>()("venue/Enrolments", {
  dependencies: [Clinics.Default, Charges.Default, Bookings.Default, Letters.Default],
  effect: Effect.gen(function* () {
    const clinics = yield* ClinicsRepo
    const catalogue = yield* Clinics
    const facilities = yield* FacilitiesRepo
    const ledger = yield* LedgerRepo
    const charges = yield* Charges
    const transactions = yield* Transactions
    const events = yield* Events
    const letters = yield* Letters
    const reservations = yield* ReservationsRepo
    const bookings = yield* Bookings
    const memberships = yield* MembershipsRepo

    /** A clinic price less the person's member discount, when their current membership gives one. */
    const forPerson = (facilityId: number, personId: number, amount: number) =>
      Effect.map(memberships.discounts(facilityId, [personId]), (d) =>
        memberPrice(amount, d.get(personId)?.clinic_discount_percent ?? 0),
      )

    /** What a person is charged for a clinic price now: prorated to the sessions left where the price says so, less their member discount. */
    const chargeFor = (facilityId: number, price: ClinicOffer, personId: number, units: number, remaining: number) =>
      clinicPrice(
        { lesson_unit: price.lesson_unit, lessons: price.lessons, amount: price.amount },
        { units, remaining_sessions: remaining },
      ).pipe(
        Effect.catchTag("PriceRefused", (e) => Effect.fail(unprocessable(e.message))),
        Effect.flatMap((listed) => forPerson(facilityId, personId, listed)),
      )

    /** The sessions of a clinic a person holds a place (or a waitlist place) in, by any of their purchases. */
    const sessionsHeld = (clinic: Clinic, personId: number) =>
      Effect.gen(function* () {
        const theirs = yield* clinics.purchasesOf(clinic.facility_id, [personId], clinic.id)
        const places = yield* clinics.attendancesOf(
          clinic.facility_id,
          theirs.map((p) => p.id),
        )
        return new Set(places.map((a) => a.clinic_lesson_id))
      })

    const facilityOf = (id: number) => orNotFound("Facility")(facilities.find(id))
    const upcoming = (lessons: ReadonlyArray<ClinicLesson>, now: number) =>
      lessons.filter((l) => !l.cancelled && !l.raincheck && Date.parse(l.starts_at) > now)

    /** A purchase as its buyer and the desk see it: its places, its payment and its sessions pending. */
    const view = (
      purchase: UserClinicRow,
      clinic: Clinic,
      lessons: ReadonlyArray<ClinicLesson>,
      attendances: ReadonlyArray<AttendanceRow>,
      at: { readonly now: Date; readonly timeZone: string },
    ) =>
      Effect.gen(function* () {
        const price = clinic.prices.find((p) => p.id === purchase.clinic_price_id)!
        const paid = purchase.payment_id === null ? undefined : yield* ledger.find(purchase.payment_id)
        const payment = paid === undefined ? null : { id: paid.id, status: paid.status, refundable: price.refundable }
        const pending = pendingSessions({
          purchase: {
            id: purchase.id,
            clinic_price_id: price.id,
            lessons: purchase.lessons,
            payment,
            user_child_id: null,
          },
          price,
          attendances: attendances.map((a) => ({ ...a, clinic_price_id: price.id, paid: payment !== null })),
          sessions: asPendingSessions(lessons),
          ...at,
        })
        const byId = new Map(lessons.map((l) => [l.id, l]))
        return {
          id: purchase.id,
          facility_id: purchase.facility_id,
          clinic_id: clinic.id,
          clinic_name: clinic.public_name ?? clinic.name,
          clinic_price_id: price.id,
          price_name: price.name,
          user_id: purchase.user_id,
          user_name: purchase.user_name,
          lessons: purchase.lessons,
          amount: purchase.amount,
          payment,
          pending_payment: purchase.payment_id === null,
          pending_sessions: pending,
          sessions: attendances
            .filter((a) => a.user_clinic_id === purchase.id)
            .flatMap((a) => {
              const l = byId.get(a.clinic_lesson_id)
              return l === undefined
                ? []
                : [
                    {
                      clinic_lesson_id: l.id,
                      date: l.date,
                      hour_start: l.hour_start,
                      hour_end: l.hour_end,
                      waitlist: a.waitlist,
                      inquiry: a.inquiry,
                      raincheck: l.raincheck,
                      cancelled: l.cancelled,
                      guest_name: a.guest_name,
                    },
                  ]
            }),
          created_at: purchase.created_at,
        }
      })

    const viewsOf = (clinic: Clinic, purchases: ReadonlyArray<UserClinicRow>) =>
      Effect.gen(function* () {
        if (purchases.length === 0) return []
        const lessons = yield* clinics.lessons(clinic.facility_id, clinic.id)
        const attendances = yield* clinics.attendancesOf(
          clinic.facility_id,
          purchases.map((p) => p.id),
        )
        // Read once for all the purchases shown.
        const at = {
          now: new Date(yield* Clock.currentTimeMillis),
          timeZone: (yield* facilityOf(clinic.facility_id)).time_zone,
        }
        return yield* Effect.forEach(purchases, (p) => view(p, clinic, lessons, attendances, at))
      })

    /** Who a request is for: a child the caller handles, anyone for the club's staff, else the caller. */
    const forWhom = (facilityId: number, input: { readonly user_child_id?: number; readonly user_id?: number }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const staff = isStaffAt(caller, facilityId)
        const who = input.user_child_id ?? input.user_id ?? caller.userId
        if (who === undefined) return yield* Effect.fail(notFound("User"))
        if (input.user_id !== undefined && input.user_child_id === undefined && !staff && who !== caller.userId)
          return yield* Effect.fail(notFound("User"))
        const own = (yield* actsFor([who])).length > 0
        if (!staff && !own)
          return yield* Effect.fail(forbidden("You may enrol only yourself and the children you handle."))
        const person = Option.getOrUndefined(yield* clinics.person(facilityId, who))
        if (person === undefined) return yield* Effect.fail(notFound("User"))
        // The desk learns nothing of people who are not the club's: their name stays unsaid.
        if (!person.member)
          return yield* Effect.fail(
            own ? unprocessable(`${person.name} is not a member of this club yet.`) : notFound("User"),
          )
        // A guardian enrols a child they act for: the club's children's waivers are theirs to accept first.
        return { person, staff, child: own && who !== caller.userId }
      })

    /** Takes a place (or, when full and asked, a waitlist place) in each session, one place-taker at a time. */
    const takePlaces = (
      clinic: Clinic,
      purchase: { readonly id: number; readonly person: ClinicPerson },
      lessonIds: ReadonlyArray<number>,
      options: { readonly waitlist: boolean; readonly inquiry: boolean },
    ) =>
      Effect.forEach(lessonIds, (lessonId) =>
        Effect.gen(function* () {
          const lesson = Option.getOrThrow(yield* clinics.findLesson(lessonId, true))
          // Checked again under the session's lock: two purchases at once still hold one place.
          if (
            (yield* clinics.attendancesOfLesson(clinic.facility_id, lessonId)).some(
              (a) => a.user_id === purchase.person.id,
            )
          )
            return yield* Effect.fail(
              unprocessable(`${purchase.person.name} already has a place in the session on ${when(lesson)}.`),
            )
          const full = lesson.taken >= clinic.capacity && !options.inquiry
          if (full && !options.waitlist)
            return yield* Effect.fail(
              unprocessable(`The session on ${when(lesson)} is full; join its waitlist instead.`),
            )
          yield* clinics.insertAttendance({
            facility_id: clinic.facility_id,
            user_clinic_id: purchase.id,
            clinic_lesson_id: lessonId,
            waitlist: full,
            inquiry: options.inquiry,
          })
        }),
      )

    /**
     * What enrolling would charge and take, before anyone is asked to pay: the amount by the same
     * rule as the enrolment (prorated, member price), the sessions left to come, and how many of
     * them are full (a place there is on the waitlist).
     */
    const quote = (
      clinicId: number,
      input: {
        readonly facility_id?: number | undefined
        readonly clinic_price_id: number
        readonly units: number
        readonly user_child_id?: number | undefined
      },
    ) =>
      Effect.gen(function* () {
        const clinic = yield* catalogue.clinicAt(clinicId, input.facility_id)
        const price = clinic.prices.find((p) => p.id === input.clinic_price_id && p.active)
        if (price === undefined) return yield* Effect.fail(unprocessable("That price is not on sale for this clinic."))
        const { person } = yield* forWhom(clinic.facility_id, input)
        const open = upcoming(yield* clinics.lessons(clinic.facility_id, clinic.id), yield* Clock.currentTimeMillis)
        const held = yield* sessionsHeld(clinic, person.id)
        const bought = price.lessons * input.units
        const next = open.filter((l) => !held.has(l.id)).slice(0, bought)
        return {
          clinic_price_id: price.id,
          user_id: person.id,
          amount: yield* chargeFor(clinic.facility_id, price, person.id, input.units, open.length),
          listed: price.amount * input.units,
          lessons: bought,
          sessions: next.length,
          full: next.filter((l) => l.taken >= clinic.capacity).length,
          eligibility: next[0] === undefined ? null : (eligibilityProblem(clinic, person, next[0].date) ?? null),
        }
      })

    /**
     * Buys a clinic price for the caller, a child they handle, or (the desk) anyone: the person
     * must fit the clinic's age and rating range and hold the price's affiliation; the purchase
     * takes places in the sessions asked (or the next ones), on their waitlist when full and asked;
     * paid through the ledger now, or left pending. All or nothing.
     */
    const enrol = (clinicId: number, input: EnrolInput) =>
      Effect.gen(function* () {
        const clinic = yield* catalogue.clinicAt(clinicId, input.facility_id)
        if (!clinic.active) return yield* Effect.fail(unprocessable("This clinic is not taking enrolments."))
        const price: ClinicOffer | undefined = clinic.prices.find((p) => p.id === input.clinic_price_id && p.active)
        if (price === undefined) return yield* Effect.fail(unprocessable("That price is not on sale for this clinic."))
        const { person, staff, child } = yield* forWhom(clinic.facility_id, input)
        if (!staff && price.affiliation !== "non_resident" && person.clinic_affiliation !== price.affiliation)
          return yield* Effect.fail(
            unprocessable(
              `This price is for ${price.affiliation.replace("_", " ")}s; ${person.name} holds no such pass.`,
            ),
          )
        const now = yield* Clock.currentTimeMillis
        const lessons = yield* clinics.lessons(clinic.facility_id, clinic.id)
        const open = upcoming(lessons, now)
        const bought = price.lessons * input.units
        // One place per person in a session, whichever of their purchases holds it.
        const held = yield* sessionsHeld(clinic, person.id)
        const chosen =
          input.lesson_ids === undefined
            ? open.filter((l) => !held.has(l.id)).slice(0, bought)
            : input.lesson_ids.map((id) => open.find((l) => l.id === id))
        if (chosen.some((l) => l === undefined))
          return yield* Effect.fail(unprocessable("Choose sessions of this clinic still to come."))
        const sessions = chosen as ReadonlyArray<ClinicLesson>
        const twice = sessions.find((l) => held.has(l.id))
        if (twice !== undefined)
          return yield* Effect.fail(
            unprocessable(`${person.name} already has a place in the session on ${when(twice)}.`),
          )
        if (sessions.length > bought)
          return yield* Effect.fail(unprocessable(`This price buys ${bought} session${bought === 1 ? "" : "s"}.`))
        const first = sessions[0]?.date ?? open[0]?.date
        if (first !== undefined) {
          const problem = eligibilityProblem(clinic, person, first)
          if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        }
        const unsigned = [
          ...(child ? yield* clinics.unacceptedChildWaivers(clinic.facility_id, person.id) : []),
          ...(yield* clinics.unacceptedWaivers(clinic.facility_id, person.id, clinic.id, clinic.waiver_ids)),
        ]
        if (unsigned.length > 0)
          return yield* Effect.fail(
            unprocessable(
              `${person.name} has not accepted ${unsigned.map((n) => `"${n}"`).join(", ")} for this clinic yet.`,
            ),
          )
        // Refused before any money moves when a session is already full (checked again under its lock).
        const full = sessions.find((l) => l.taken >= clinic.capacity)
        if (full !== undefined && !input.waitlist && input.inquiry !== true)
          return yield* Effect.fail(unprocessable(`The session on ${when(full)} is full; join its waitlist instead.`))
        const amount = yield* chargeFor(clinic.facility_id, price, person.id, input.units, open.length)
        const caller = yield* CurrentCaller
        const record = Effect.gen(function* () {
          const id = yield* clinics.insertPurchase({
            facility_id: clinic.facility_id,
            clinic_id: clinic.id,
            clinic_price_id: price.id,
            user_id: person.id,
            bought_by: caller.userId ?? null,
            lessons: bought,
            amount,
          })
          yield* takePlaces(
            clinic,
            { id, person },
            sessions.map((l) => l.id),
            { waitlist: input.waitlist, inquiry: input.inquiry === true },
          )
          return id
        })
        const id =
          input.payment === undefined || amount === 0
            ? yield* transactions.run(record)
            : yield* charges.sell(
                person.id,
                clinic.facility_id,
                { ...input.payment, amount },
                {
                  description: `Clinic: ${clinic.public_name ?? clinic.name}, ${price.name}`,
                  payable_type: "user_clinic",
                  record,
                  paid: (paymentId, purchaseId) =>
                    Effect.as(clinics.setPurchasePayment(purchaseId, paymentId), purchaseId),
                },
              )
        const [saved] = yield* viewsOf(clinic, [Option.getOrThrow(yield* clinics.findPurchase(id))])
        if (input.inquiry !== true) yield* tellEnrolled(clinic, saved!)
        return saved!
      })

    /** The purchases of the caller and the children they handle at a club (of one clinic when given). */
    const mine = (facilityId: number, clinicId?: number) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        if (me === undefined) return []
        yield* facilityOf(facilityId)
        const purchases = yield* clinics.purchasesOfFamily(facilityId, me, clinicId)
        const out = []
        for (const id of new Set(purchases.map((p) => p.clinic_id))) {
          const clinic = yield* catalogue.clinicAt(id)
          out.push(
            ...(yield* viewsOf(
              clinic,
              purchases.filter((p) => p.clinic_id === id),
            )),
          )
        }
        return out
      })

    /** The enrolment's confirmation: the sessions it holds (a waitlist place said so) and what it still owes. */
    const tellEnrolled = (clinic: Clinic, purchase: Effect.Effect.Success<ReturnType<typeof view>>) =>
      Effect.gen(function* () {
        const facility = yield* facilityOf(clinic.facility_id)
        const name = clinic.public_name ?? clinic.name
        const waiting = purchase.sessions.length > 0 && purchase.sessions.every((s) => s.waitlist)
        const said = { person: purchase.user_name, clinic: name, price: purchase.price_name }
        yield* tell(
          facility.id,
          purchase.user_id,
          (say) => say(waiting ? "clinic.waitlistSubject" : "clinic.enrolledSubject", { clinic: name }),
          (say, language) => {
            const cost = formatMoney(purchase.amount, facility.currency, facility.currency_decimals, language)
            return [
              say(waiting ? "clinic.waitlisted" : "clinic.enrolled", said),
              "",
              ...(purchase.sessions.length === 0
                ? [say("clinic.noSession")]
                : purchase.sessions.map((s) =>
                    say(s.waitlist ? "clinic.sessionWaitlist" : "clinic.session", { when: whenIn(say, language, s) }),
                  )),
              "",
              purchase.amount === 0
                ? say("clinic.nothingCharged")
                : purchase.pending_payment
                  ? say(waiting ? "clinic.paidOncePlace" : "clinic.toPay", { amount: cost })
                  : say("clinic.paid", { amount: cost }),
            ].join("\n")
          },
          "booking_confirmation",
        )
      })

    /** Tells a person (or a child's guardians) by mail, and by push where `push` says. */
    const tell = (
      facilityId: number,
      userId: number,
      subject: Worded,
      text: Worded,
      kind?: NotificationKind,
      push?: Letter["push"],
    ) => letters.tell(userId, { subject, text, kind, facilityId, push })

    /**
     * Cancels the caller's (or a child's) place in a session still to come: the lesson goes back
     * to the purchase's pending sessions, and a place freed goes to the first on the waitlist, who
     * is told by mail.
     */
    const cancelAttendance = (clinicId: number, lessonId: number, userChildId: number | undefined) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        const who = userChildId ?? me
        if (who === undefined) return yield* Effect.fail(notFound("Session"))
        if (userChildId !== undefined)
          yield* requireSelfOrGuardian(userChildId, "You may cancel only for yourself and the children you handle.")
        const clinic = yield* catalogue.clinicAt(clinicId)
        const freed = yield* transactions.run(
          Effect.gen(function* () {
            const lesson = Option.getOrUndefined(yield* clinics.findLesson(lessonId, true))
            if (lesson === undefined || lesson.clinic_id !== clinic.id) return yield* Effect.fail(notFound("Session"))
            if (lesson.cancelled) return yield* Effect.fail(unprocessable("This session is already cancelled."))
            if (Date.parse(lesson.starts_at) <= (yield* Clock.currentTimeMillis))
              return yield* Effect.fail(
                unprocessable("This session has started; its place can no longer be cancelled."),
              )
            const places = yield* clinics.attendancesOfLesson(clinic.facility_id, lesson.id)
            const mine = places.find((a) => a.user_id === who)
            if (mine === undefined)
              return yield* Effect.fail(unprocessable("There is no place in this session to cancel."))
            yield* clinics.deleteAttendance(mine.id)
            if (mine.waitlist || mine.inquiry) return { lesson, promoted: undefined }
            const next = places.find((a) => a.waitlist)
            if (next !== undefined) yield* clinics.promote(next.id)
            return { lesson, promoted: next }
          }),
        )
        const promoted = freed.promoted
        if (promoted !== undefined)
          yield* tell(
            clinic.facility_id,
            promoted.user_id,
            (say) => say("clinic.placeOpenedSubject", { clinic: clinic.public_name ?? clinic.name }),
            (say, language) =>
              say("clinic.placeOpened", { person: promoted.name, when: whenIn(say, language, freed.lesson) }),
            "waitlist_promotion",
            {
              topic: "waitlist_promotions",
              key: `clinic-place:${promoted.id}`,
              path: `/clinics?facility=${clinic.facility_id}`,
            },
          )
        const [purchase] = yield* clinics.purchasesOf(clinic.facility_id, [who], clinic.id)
        return purchase === undefined ? null : (yield* viewsOf(clinic, [purchase]))[0]!
      })

    /**
     * Pays what a person's purchases of a clinic still owe (the caller's and their children's; the
     * desk names anyone by `user_id`): one ledger row for each, by the method given.
     */
    const payPending = (
      clinicId: number,
      input: {
        readonly facility_id?: number | undefined
        readonly user_id?: number | undefined
        /** Only these of the purchases (the API's user_clinic_ids); default: all still to pay. */
        readonly user_clinic_ids?: ReadonlyArray<number> | undefined
      } & Omit<CreditsPurchase, "amount">,
    ) =>
      Effect.gen(function* () {
        const clinic = yield* catalogue.clinicAt(clinicId, input.facility_id)
        const caller = yield* CurrentCaller
        const staff = isStaffAt(caller, clinic.facility_id)
        if (input.user_id !== undefined && !staff && input.user_id !== caller.userId)
          yield* requireSelfOrGuardian(input.user_id, "You may pay only for yourself and the children you handle.")
        const owed =
          input.user_id !== undefined
            ? yield* clinics.purchasesOf(clinic.facility_id, [input.user_id], clinic.id)
            : caller.userId === undefined
              ? []
              : yield* clinics.purchasesOfFamily(clinic.facility_id, caller.userId, clinic.id)
        const named = input.user_clinic_ids
        if (named !== undefined && named.some((id) => !owed.some((p) => p.id === id)))
          return yield* Effect.fail(notFound("Clinic purchase"))
        const unpaid = owed.filter(
          (p) => p.payment_id === null && p.amount > 0 && (named === undefined || named.includes(p.id)),
        )
        if (unpaid.length === 0)
          return yield* Effect.fail(unprocessable("Nothing is pending on this clinic: it is paid."))
        // One card taken at a reader is one payment: it pays one purchase.
        if (input.method === "card_reader" && unpaid.length > 1)
          return yield* Effect.fail(
            unprocessable("A card reader payment pays one purchase; name it in user_clinic_ids."),
          )
        const { facility_id: _, user_id: __, user_clinic_ids: ___, ...how } = input
        for (const purchase of unpaid) {
          const price = clinic.prices.find((p) => p.id === purchase.clinic_price_id)
          yield* charges.sell(
            purchase.user_id,
            clinic.facility_id,
            { ...how, amount: purchase.amount },
            {
              description: `Clinic: ${clinic.public_name ?? clinic.name}, ${price?.name ?? "sessions"}`,
              payable_type: "user_clinic",
              // Held while it is paid: two payers at once pay it once.
              record: Effect.flatMap(clinics.lockPurchase(purchase.id), (paid) =>
                paid === null
                  ? Effect.succeed(purchase.id)
                  : Effect.fail(unprocessable("This purchase was paid meanwhile.")),
              ),
              paid: (paymentId, purchaseId) => clinics.setPurchasePayment(purchaseId, paymentId),
            },
          )
        }
        return yield* viewsOf(
          clinic,
          yield* Effect.forEach(unpaid, (p) => Effect.map(clinics.findPurchase(p.id), Option.getOrThrow)),
        )
      })

    /**
     * Moves a purchase to a price of the same clinic with more sessions (the API's upgrade_packages):
     * its sessions and amount become the new price's; what was paid counts, the difference is paid
     * now by the method given (or, for a purchase not yet paid, with the rest later).
     */
    /** What moving a purchase to a bigger price costs: the price for the sessions left, less what it already cost. */
    const priceUpgrade = (userClinicId: number, input: { readonly clinic_price_id: number; readonly units: number }) =>
      Effect.gen(function* () {
        const purchase = Option.getOrUndefined(yield* clinics.findPurchase(userClinicId))
        const caller = yield* CurrentCaller
        if (purchase === undefined) return yield* Effect.fail(notFound("Clinic purchase"))
        if (!isStaffAt(caller, purchase.facility_id))
          yield* requireSelfOrGuardian(purchase.user_id).pipe(
            Effect.catchTag("Forbidden", () => Effect.fail(notFound("Clinic purchase"))),
          )
        const clinic = yield* catalogue.clinicAt(purchase.clinic_id)
        const price = clinic.prices.find((p) => p.id === input.clinic_price_id && p.active)
        if (price === undefined) return yield* Effect.fail(unprocessable("That price is not on sale for this clinic."))
        const lessons = price.lessons * input.units
        if (lessons <= purchase.lessons)
          return yield* Effect.fail(
            unprocessable(`An upgrade buys more than the ${purchase.lessons} sessions this purchase has.`),
          )
        const open = upcoming(yield* clinics.lessons(clinic.facility_id, clinic.id), yield* Clock.currentTimeMillis)
        const amount = yield* chargeFor(clinic.facility_id, price, purchase.user_id, input.units, open.length)
        // An unpaid purchase is paid whole later; a paid one pays the difference now.
        const difference = Math.max(0, amount - purchase.amount)
        return {
          purchase,
          clinic,
          price,
          lessons,
          amount,
          difference,
          due_now: purchase.payment_id === null ? 0 : difference,
        }
      })

    /** What an upgrade would do, for a confirmation: the sessions, the new price and what is paid now. */
    const upgradeQuote = (userClinicId: number, input: { readonly clinic_price_id: number; readonly units: number }) =>
      Effect.map(priceUpgrade(userClinicId, input), (q) => ({
        user_clinic_id: q.purchase.id,
        clinic_price_id: q.price.id,
        lessons: q.lessons,
        amount: q.amount,
        due_now: q.due_now,
      }))

    const upgrade = (
      userClinicId: number,
      input: {
        readonly clinic_price_id: number
        readonly units: number
        readonly payment?: Omit<CreditsPurchase, "amount"> | undefined
      },
    ) =>
      Effect.gen(function* () {
        const { purchase, clinic, price, lessons, amount, difference } = yield* priceUpgrade(userClinicId, input)
        const change = clinics.upgradePurchase(purchase.id, { clinic_price_id: price.id, lessons, amount })
        if (purchase.payment_id === null || difference === 0 || input.payment === undefined) {
          if (purchase.payment_id !== null && difference > 0)
            return yield* Effect.fail(unprocessable("Say how the difference is paid."))
          yield* transactions.run(change)
        } else
          yield* charges.sell(
            purchase.user_id,
            clinic.facility_id,
            { ...input.payment, amount: difference },
            {
              description: `Clinic upgrade: ${clinic.public_name ?? clinic.name}, ${price.name}`,
              payable_type: "user_clinic",
              record: Effect.as(change, purchase.id),
              paid: () => Effect.void,
            },
          )
        const [saved] = yield* viewsOf(clinic, [Option.getOrThrow(yield* clinics.findPurchase(purchase.id))])
        return saved!
      })

    /** A clinic's public page: who it is for, its prices on sale and its sessions to come with places left. */
    const dashboard = (clinicId: number) =>
      Effect.gen(function* () {
        const clinic = yield* catalogue.clinicAt(clinicId)
        if (!clinic.active) return yield* Effect.fail(notFound("Clinic"))
        const now = yield* Clock.currentTimeMillis
        const lessons = (yield* clinics.lessons(clinic.facility_id, clinic.id)).filter(
          (l) => Date.parse(l.starts_at) > now,
        )
        return {
          clinic: { ...clinic, prices: clinic.prices.filter((p) => p.active) },
          sessions: lessons.map((l) => ({ ...l, places_left: Math.max(0, clinic.capacity - l.taken) })),
        }
      })

    /**
     * The players of a session as the public sees them: first name and initial (a guest by the
     * name given), and how many wait. The club's staff and the clinic's coaches see full names.
     */
    const lessonPlayers = (lessonId: number) =>
      Effect.gen(function* () {
        const lesson = Option.getOrUndefined(yield* clinics.findLesson(lessonId))
        if (lesson === undefined) return yield* Effect.fail(notFound("Session"))
        const clinic = yield* catalogue.clinicAt(lesson.clinic_id)
        const caller = yield* CurrentCaller
        const full =
          isStaffAt(caller, clinic.facility_id) ||
          (caller.userId !== undefined && clinic.coach_ids.includes(caller.userId))
        const places = yield* clinics.attendancesOfLesson(clinic.facility_id, lesson.id)
        const shown = (name: string) => {
          if (full) return name
          const [first, ...rest] = name.split(" ")
          return rest.length === 0 ? first! : `${first} ${rest.at(-1)![0]}.`
        }
        return {
          clinic_lesson_id: lesson.id,
          capacity: clinic.capacity,
          players: places
            .filter((a) => !a.waitlist && !a.inquiry)
            .map((a) => ({ name: a.guest_name ?? shown(a.name), guest: a.guest_name !== null })),
          waitlisted: places.filter((a) => a.waitlist).length,
        }
      })

    /**
     * Names the guest who takes a purchase's place in a session (or, null, gives it back to the
     * buyer): the club's staff, or the purchase's owner or their guardian.
     */
    const defineGuestName = (lessonId: number, userClinicId: number, name: string | null) =>
      Effect.gen(function* () {
        const purchase = Option.getOrUndefined(yield* clinics.findPurchase(userClinicId))
        if (purchase === undefined) return yield* Effect.fail(notFound("Clinic purchase"))
        const caller = yield* CurrentCaller
        if (!isStaffAt(caller, purchase.facility_id))
          yield* requireSelfOrGuardian(purchase.user_id, "You may name a guest only for your own places.").pipe(
            Effect.catchTag("Forbidden", () => Effect.fail(notFound("Clinic purchase"))),
          )
        const place = (yield* clinics.attendancesOfLesson(purchase.facility_id, lessonId)).find(
          (a) => a.user_clinic_id === purchase.id,
        )
        if (place === undefined) return yield* Effect.fail(unprocessable("This purchase has no place in that session."))
        yield* clinics.setGuestName(place.id, name)
        return yield* lessonPlayers(lessonId)
      })

    /**
     * Moves a clinic's sessions from `from` on by whole days and minutes, or cancels them (a
     * closed court, a coach away): each move books the new time under the booking rules and frees
     * the old one, all in one transaction or none; then everyone with a place or on a waitlist is
     * told by mail. Managers only. `apply: false` only says what would change.
     */
    const shiftSessions = (
      clinicId: number,
      from: string,
      change: { readonly days: number; readonly minutes: number } | "cancel",
      apply: boolean,
    ) =>
      Effect.gen(function* () {
        const clinic = yield* catalogue.clinicAt(clinicId)
        const caller = yield* CurrentCaller
        if (!isManagerAt(caller, clinic.facility_id))
          return yield* Effect.fail(forbidden("Only the club's managers move or cancel a clinic's sessions."))
        const moving = (yield* clinics.lessons(clinic.facility_id, clinic.id)).filter(
          (l) => l.date >= from && !l.cancelled,
        )
        const plan = moving.map((l) => {
          if (change === "cancel") return { lesson: l, to: null }
          const start = l.hour_start + change.minutes * 60
          const end = l.hour_end + change.minutes * 60
          if (start < 0 || end > 86400) return { lesson: l, to: undefined }
          return { lesson: l, to: { date: addDays(l.date, change.days), hour_start: start, hour_end: end } }
        })
        const crossing = plan.find((p) => p.to === undefined)
        if (crossing !== undefined)
          return yield* Effect.fail(
            unprocessable(`The session on ${when(crossing.lesson)} would cross midnight; move it by days instead.`),
          )
        if (!apply) return plan
        const by = caller.userId ?? null
        yield* transactions.run(
          Effect.forEach(plan, ({ lesson, to }) =>
            Effect.gen(function* () {
              yield* events.tell(reservations.setStatus(lesson.reservation_id, "admin_cancelled", by), () =>
                DomainEvent.ReservationCancelled({
                  facilityId: clinic.facility_id,
                  reservationId: lesson.reservation_id,
                }),
              )
              if (to === null || to === undefined) return
              const moved = yield* bookings.bookAsStaff(lesson.court_id, {
                kind: "clinic",
                ...to,
                reservation_type: 0,
                player_ids: [],
                guests: [],
                teacher_id: clinic.coach_ids[0] ?? null,
                extra_court_ids: [],
                clinic: { public_name: clinic.public_name ?? clinic.name, category: clinic.category?.name ?? "" },
              })
              yield* clinics.moveLesson(lesson.id, {
                reservation_id: moved.id,
                starts_at: moved.starts_at,
                local_date: to.date,
              })
            }),
          ),
        )
        const told = new Map<number, Array<(typeof plan)[number]>>()
        for (const change of plan)
          for (const place of yield* clinics.attendancesOfLesson(clinic.facility_id, change.lesson.id))
            told.set(place.user_id, [...(told.get(place.user_id) ?? []), change])
        for (const [userId, changes] of told)
          yield* tell(
            clinic.facility_id,
            userId,
            (say) => say("clinic.changedSubject", { clinic: clinic.public_name ?? clinic.name }),
            (say, language) =>
              [
                say("clinic.changed"),
                ...changes.map(({ lesson, to }) =>
                  to
                    ? say("clinic.moves", { from: whenIn(say, language, lesson), to: whenIn(say, language, to) })
                    : say("clinic.cancelled", { when: whenIn(say, language, lesson) }),
                ),
              ].join("\n"),
          )
        return plan
      })

    /** A session for its club's staff and the clinic's coaches; anyone else finds none. */
    const sessionForCoach = (lessonId: number) =>
      Effect.gen(function* () {
        const lesson = Option.getOrUndefined(yield* clinics.findLesson(lessonId))
        const clinic = lesson === undefined ? undefined : yield* catalogue.clinicAt(lesson.clinic_id)
        const caller = yield* CurrentCaller
        if (
          lesson === undefined ||
          clinic === undefined ||
          !(
            isStaffAt(caller, clinic.facility_id) ||
            (caller.userId !== undefined && clinic.coach_ids.includes(caller.userId))
          )
        )
          return yield* Effect.fail(notFound("Session"))
        return { lesson, clinic }
      })

    /** A session's register: every place and waitlist place by full name, with what the coach marked. */
    const register = (lessonId: number) =>
      Effect.gen(function* () {
        const { lesson, clinic } = yield* sessionForCoach(lessonId)
        const places = yield* clinics.attendancesOfLesson(clinic.facility_id, lesson.id)
        const purchases = new Map(
          (yield* clinics.purchasesOf(clinic.facility_id, [...new Set(places.map((a) => a.user_id))], clinic.id)).map(
            (p) => [p.id, p],
          ),
        )
        return {
          lesson,
          clinic_id: clinic.id,
          clinic_name: clinic.public_name ?? clinic.name,
          capacity: clinic.capacity,
          players: places.map((a) => ({
            amount_due:
              purchases.get(a.user_clinic_id)?.payment_id === null ? purchases.get(a.user_clinic_id)!.amount : 0,
            user_clinic_id: a.user_clinic_id,
            user_id: a.user_id,
            name: a.name,
            guest_name: a.guest_name,
            waitlist: a.waitlist,
            inquiry: a.inquiry,
            present: a.present,
          })),
        }
      })

    /** The register of the clinic session a reservation is, for the desk's day board. */
    const registerOfReservation = (reservationId: number) =>
      Effect.gen(function* () {
        const reservation = Option.getOrUndefined(yield* reservations.find(reservationId))
        const lessonId =
          reservation === undefined
            ? undefined
            : Option.getOrUndefined(yield* clinics.lessonOfReservation(reservation.facility_id, reservation.id))
        if (lessonId === undefined) return yield* Effect.fail(notFound("Session"))
        return yield* register(lessonId)
      })

    /** The coach marks a place present or absent (null: not marked), from the session's start on. */
    const markPresent = (lessonId: number, userClinicId: number, present: boolean | null) =>
      Effect.gen(function* () {
        const { lesson, clinic } = yield* sessionForCoach(lessonId)
        if (lesson.cancelled) return yield* Effect.fail(unprocessable("This session is cancelled."))
        const place = (yield* clinics.attendancesOfLesson(clinic.facility_id, lesson.id)).find(
          (a) => a.user_clinic_id === userClinicId && !a.waitlist && !a.inquiry,
        )
        if (place === undefined) return yield* Effect.fail(unprocessable("This purchase has no place in that session."))
        yield* clinics.markPresent(place.id, present)
        return yield* register(lessonId)
      })

    /** Every purchase of a clinic, for its club's staff: who is enrolled, paid and pending. */
    const roster = (clinicId: number) =>
      Effect.gen(function* () {
        const clinic = yield* catalogue.clinicAt(clinicId)
        if (!isStaffAt(yield* CurrentCaller, clinic.facility_id)) return yield* Effect.fail(notFound("Clinic"))
        return yield* viewsOf(clinic, yield* clinics.purchasesOf(clinic.facility_id, undefined, clinic.id))
      })

    return withSpans("Enrolments", {
      enrol,
      quote,
      registerOfReservation,
      mine,
      cancelAttendance,
      payPending,
      upgrade,
      upgradeQuote,
      dashboard,
      lessonPlayers,
      defineGuestName,
      roster,
      register,
      markPresent,
      shiftSessions,
    })
  }),
}) {}
