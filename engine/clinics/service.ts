import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isManagerAt, isStaffAt, ownedBy } from "../access"
import type { Clinic } from "./rules"
import { LessonUnit, slugProblem } from "./rules"
import { addDays, localDate } from "../dates"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { Affiliation } from "../people/rules"
import { ratingRange } from "../ratings/rules"
import { Bookings } from "../bookings/service"
import { type ClinicFields, type ClinicOfferFields, ClinicsRepo } from "./port"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { TeachersRepo } from "../teachers/port"
import { Transactions } from "../ports"

/** A clinic as a manager gives it: what is left out takes its default (or, on a change, its value). */
export type ClinicInput = Partial<ClinicFields> & Pick<ClinicFields, "slug" | "name" | "capacity">

export interface SessionsInput {
  readonly clinic_id: number
  readonly court_id: number
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  /** The same time on this many weeks in a row, the first on `date`. */
  readonly weeks: number
}

/**
 * Clinics as a club builds and shows them: categories, the clinic with who it is for and its
 * prices, and its sessions, each booked on a court like any reservation. Written once for the
 * API, the CLI and embedding programs; enrolment and places are `Enrolments`.
 */
export class Clinics extends Effect.Service<Clinics>()("venue/Clinics", {
  dependencies: [Bookings.Default],
  effect: Effect.gen(function* () {
    const clinics = yield* ClinicsRepo
    const facilities = yield* FacilitiesRepo
    const courts = yield* CourtsRepo
    const teachers = yield* TeachersRepo
    const transactions = yield* Transactions
    const bookings = yield* Bookings

    const facilityOf = (id: number) => orNotFound("Facility")(facilities.find(id))
    const managing = (facilityId: number) =>
      Effect.flatMap(CurrentCaller, (caller) =>
        isManagerAt(caller, facilityId)
          ? Effect.void
          : Effect.fail(forbidden("Only the club's managers change its clinics.")),
      )

    /** A clinic of the facility (or, without one, any); another club's reads as not found. */
    const clinicAt = (id: number, facilityId?: number) =>
      Effect.flatMap(clinics.find(id), (found) => {
        const clinic = Option.getOrUndefined(found)
        return clinic !== undefined && (facilityId === undefined || ownedBy(facilityId, clinic))
          ? Effect.succeed(clinic)
          : Effect.fail(notFound("Clinic"))
      })

    /** The club's clinics with the weekly times of their sessions to come; managers see those off the program too. */
    const list = (facilityId: number, filter: { readonly category_id?: number; readonly search?: string } = {}) =>
      Effect.gen(function* () {
        yield* facilityOf(facilityId)
        const manager = isManagerAt(yield* CurrentCaller, facilityId)
        const search = (filter.search ?? "").trim().toLowerCase()
        const shown = (yield* clinics.list(facilityId)).filter(
          (c) =>
            (manager || c.active) &&
            (filter.category_id === undefined || c.category?.id === filter.category_id) &&
            (search === "" ||
              c.name.toLowerCase().includes(search) ||
              (c.public_name ?? "").toLowerCase().includes(search)),
        )
        const times = yield* clinics.sessionTimes(
          facilityId,
          shown.map((c) => c.id),
        )
        return shown.map((c) => ({
          ...c,
          times: times.filter((t) => t.clinic_id === c.id).map(({ clinic_id: _, ...t }) => t),
        }))
      })

    const lessons = (clinic: Clinic) => clinics.lessons(clinic.facility_id, clinic.id)

    /**
     * A clinic with its sessions and the one asked for (`auto`, the default, is the next
     * session still to come, or the last one when none is).
     */
    const show = (id: number, facilityId: number | undefined, lessonId: number | "auto") =>
      Effect.gen(function* () {
        const clinic = yield* clinicAt(id, facilityId)
        const all = yield* lessons(clinic)
        const now = yield* Clock.currentTimeMillis
        const lesson =
          lessonId === "auto"
            ? (all.find((l) => !l.cancelled && Date.parse(l.starts_at) > now) ?? all.at(-1) ?? null)
            : (all.find((l) => l.id === lessonId) ?? null)
        if (lessonId !== "auto" && lesson === null) return yield* Effect.fail(notFound("Session"))
        return { clinic, lesson, lessons: all }
      })

    /** What a clinic's form offers: the club's categories, coaches and courts, and the fixed lists. */
    const options = (facilityId: number) =>
      Effect.gen(function* () {
        yield* facilityOf(facilityId)
        return {
          categories: yield* clinics.categories(facilityId),
          coaches: (yield* teachers.roster(facilityId)).map((t) => ({
            id: t.id,
            name: `${t.first_name} ${t.last_name}`,
          })),
          courts: (yield* courts.list(facilityId)).filter((c) => c.active).map((c) => ({ id: c.id, name: c.name })),
          lesson_units: LessonUnit.literals,
          affiliations: Affiliation.literals,
        }
      })

    /** Whether a slug is free at the club (for another clinic than `exceptId`), and why not. */
    const validateSlug = (facilityId: number, slug: string, exceptId?: number) =>
      Effect.gen(function* () {
        yield* facilityOf(facilityId)
        const problem =
          slugProblem(slug) ??
          ((yield* clinics.slugTaken(facilityId, slug, exceptId))
            ? "Another clinic of the club has this slug."
            : undefined)
        return problem === undefined ? { valid: true, message: null } : { valid: false, message: problem }
      })

    /** Why a clinic's fields cannot be saved at the club (as clinic `exceptId`, on a change); undefined when they can. */
    const fieldsProblem = (facilityId: number, f: ClinicFields, exceptId: number | undefined) =>
      Effect.gen(function* () {
        const slug = yield* validateSlug(facilityId, f.slug, exceptId)
        if (!slug.valid) return slug.message!
        if (f.age_start !== null && f.age_end !== null && f.age_end < f.age_start)
          return "The age range must end at or after its start."
        if (f.rating_min !== null || f.rating_max !== null) {
          if (f.rating_provider === null) return "A rating range names its provider (dupr, utr …)."
          const { min, max } = ratingRange(f.rating_provider)
          for (const r of [f.rating_min, f.rating_max])
            if (r !== null && (r < min || r > max))
              return `A ${f.rating_provider} rating is from ${min} to ${max}; ${r} is outside.`
          if (f.rating_min !== null && f.rating_max !== null && f.rating_max < f.rating_min)
            return "The rating range must end at or above its start."
        }
        if (f.category_id !== null && !(yield* clinics.categories(facilityId)).some((c) => c.id === f.category_id))
          return "That category is not one of this club's."
        const coaches = new Set((yield* teachers.roster(facilityId)).map((t) => t.id))
        const strangers = f.coach_ids.filter((id) => !coaches.has(id))
        if (strangers.length > 0) return `Person ${strangers.join(", ")} does not teach at this club.`
        const open = new Set((yield* courts.list(facilityId)).map((c) => c.id))
        const foreign = f.court_ids.filter((id) => !open.has(id))
        if (foreign.length > 0) return `Court ${foreign.join(", ")} is not one of this club's courts.`
        const programs = new Set((yield* clinics.programWaivers(facilityId)).map((w) => w.id))
        const notPrograms = f.waiver_ids.filter((id) => !programs.has(id))
        if (notPrograms.length > 0) return `Waiver ${notPrograms.join(", ")} is not one of this club's program waivers.`
        return undefined
      })

    /** Adds a clinic, or changes one (`id`): managers only; every field checked before anything is written. */
    const save = (facilityId: number, id: number | undefined, input: ClinicInput) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const before = id === undefined ? undefined : yield* clinicAt(id, facilityId)
        const fields: ClinicFields = {
          slug: input.slug,
          name: input.name,
          capacity: input.capacity,
          public_name: input.public_name ?? before?.public_name ?? null,
          description: input.description ?? before?.description ?? "",
          category_id: input.category_id !== undefined ? input.category_id : (before?.category?.id ?? null),
          sport: input.sport !== undefined ? input.sport : (before?.sport ?? null),
          age_start: input.age_start !== undefined ? input.age_start : (before?.age_start ?? null),
          age_end: input.age_end !== undefined ? input.age_end : (before?.age_end ?? null),
          rating_provider:
            input.rating_provider !== undefined ? input.rating_provider : (before?.rating_provider ?? null),
          rating_min: input.rating_min !== undefined ? input.rating_min : (before?.rating_min ?? null),
          rating_max: input.rating_max !== undefined ? input.rating_max : (before?.rating_max ?? null),
          coach_ids: input.coach_ids ?? before?.coach_ids ?? [],
          court_ids: input.court_ids ?? before?.court_ids ?? [],
          waiver_ids: input.waiver_ids ?? before?.waiver_ids ?? [],
          active: input.active ?? before?.active ?? true,
        }
        const problem = yield* fieldsProblem(facilityId, fields, id)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const saved = id ?? (yield* clinics.insert(facilityId, fields))
        if (id !== undefined) yield* clinics.update(id, fields)
        return yield* clinicAt(saved)
      })

    /** Adds a category to the club (no `categoryId`), or renames one of its own (the API's PUT …/clinic_categories/{catId}). */
    const saveCategory = (facilityId: number, categoryId: number | undefined, name: string) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        yield* facilityOf(facilityId)
        if (
          (yield* clinics.categories(facilityId)).some(
            (c) => c.id !== categoryId && c.name.toLowerCase() === name.toLowerCase(),
          )
        )
          return yield* Effect.fail(unprocessable(`The club already has a category named ${name}.`))
        const saved = yield* clinics.saveCategory(facilityId, categoryId, name)
        if (saved === undefined) return yield* Effect.fail(notFound("Category"))
        return saved
      })

    /** Adds one of a clinic's prices, or changes one (`offerId`); a price bought stays as it was sold. */
    const saveOffer = (facilityId: number, clinicId: number, offerId: number | undefined, fields: ClinicOfferFields) =>
      Effect.gen(function* () {
        yield* managing(facilityId)
        const clinic = yield* clinicAt(clinicId, facilityId)
        if (offerId !== undefined && !clinic.prices.some((p) => p.id === offerId))
          return yield* Effect.fail(notFound("Clinic price"))
        const id = offerId ?? (yield* clinics.insertOffer(facilityId, clinicId, fields))
        if (offerId !== undefined) yield* clinics.updateOffer(offerId, fields)
        return (yield* clinicAt(clinicId)).prices.find((p) => p.id === id)!
      })

    /**
     * Books a clinic's sessions (the API's POST /api/clinic_lessons): the same court and time on
     * `weeks` weeks in a row, each a `clinic` reservation under the booking rules, the exclusion
     * constraint and its coach's other lessons, all or none. The club's staff only.
     */
    const addSessions = (input: SessionsInput) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const clinic = yield* clinics
          .find(input.clinic_id)
          .pipe(Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound("Clinic")), onSome: Effect.succeed })))
        if (!isStaffAt(caller, clinic.facility_id)) return yield* Effect.fail(notFound("Clinic"))
        // A session is on one of the clinic's courts, or (none named) any open court of its club.
        const clubCourts = (yield* courts.list(clinic.facility_id)).filter((c) => c.active).map((c) => c.id)
        const allowed = clinic.court_ids.length > 0 ? clinic.court_ids : clubCourts
        if (!allowed.includes(input.court_id) || !clubCourts.includes(input.court_id))
          return yield* Effect.fail(unprocessable("This clinic is not held on that court."))
        const facility = yield* facilityOf(clinic.facility_id)
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        if (input.date < today) return yield* Effect.fail(unprocessable("A session is booked from today on."))
        const ids = yield* transactions.run(
          Effect.forEach(
            Array.from({ length: input.weeks }, (_, w) => addDays(input.date, 7 * w)),
            (date) =>
              Effect.gen(function* () {
                const reservation = yield* bookings.bookAsStaff(input.court_id, {
                  kind: "clinic",
                  date,
                  hour_start: input.hour_start,
                  hour_end: input.hour_end,
                  reservation_type: 0,
                  player_ids: [],
                  guests: [],
                  teacher_id: clinic.coach_ids[0] ?? null,
                  extra_court_ids: [],
                  clinic: { public_name: clinic.public_name ?? clinic.name, category: clinic.category?.name ?? "" },
                })
                return yield* clinics.insertLesson({
                  facility_id: clinic.facility_id,
                  clinic_id: clinic.id,
                  reservation_id: reservation.id,
                  starts_at: reservation.starts_at,
                  local_date: date,
                })
              }),
          ),
        )
        const all = yield* lessons(clinic)
        return all.filter((l) => ids.includes(l.id))
      })

    /** Rain-checks a session (or takes the rain check back): its places stop using lessons. Staff only. */
    const raincheck = (lessonId: number, on: boolean) =>
      Effect.gen(function* () {
        const lesson = yield* sessionForStaff(lessonId)
        yield* clinics.setRaincheck(lesson.id, on)
        return Option.getOrThrow(yield* clinics.findLesson(lesson.id))
      })

    const sessionForStaff = (lessonId: number) =>
      Effect.gen(function* () {
        const found = Option.getOrUndefined(yield* clinics.findLesson(lessonId))
        if (found === undefined || !isStaffAt(yield* CurrentCaller, found.facility_id))
          return yield* Effect.fail(notFound("Session"))
        return found
      })

    /** A clinic of the club a program waiver is accepted for; another club's, or none, is refused. */
    const program = (facilityId: number, clinicId: number) =>
      clinicAt(clinicId, facilityId).pipe(
        Effect.catchTag("NotFound", () =>
          Effect.fail(unprocessable("That program is not one of this club's clinics.")),
        ),
      )

    return withSpans("Clinics", {
      list,
      show,
      program,
      options,
      validateSlug,
      fieldsProblem,
      save,
      saveCategory,
      saveOffer,
      addSessions,
      raincheck,
      clinicAt,
    })
  }),
}) {}
