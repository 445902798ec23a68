import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isManagerAt, isStaffAt } from "../access"
import { localInstant } from "../dates"
import { type EventFormat, type EventServiceName, EventServices } from "./eventListings"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { Clinics } from "./service"
import { ClinicsRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { Transactions } from "../ports"

export interface ListingInput {
  readonly event_format: EventFormat
  readonly game_description: string
  readonly league_name: string | null
}

/**
 * A clinic session listed on an outside event service (`sync_lesson_with_{event_service}`):
 * the listing says when and where, how many places are left and what the clinic is; a second
 * sync brings the same listing up to date rather than making another. Managers only.
 */
export class ClinicListings extends Effect.Service<ClinicListings>()("venue/ClinicListings", {
  dependencies: [Clinics.Default],
  effect: Effect.gen(function* () {
    const clinics = yield* Clinics
    const repo = yield* ClinicsRepo
    const facilities = yield* FacilitiesRepo
    const events = yield* EventServices
    const transactions = yield* Transactions

    const sync = (service: EventServiceName, clinicId: number, lessonId: number | "auto", input: ListingInput) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const clinic = yield* clinics.clinicAt(clinicId)
        if (!isStaffAt(caller, clinic.facility_id)) return yield* Effect.fail(notFound("Clinic"))
        if (!isManagerAt(caller, clinic.facility_id))
          return yield* Effect.fail(forbidden("Only the club's managers list its clinics elsewhere."))
        const { lesson } = yield* clinics.show(clinic.id, clinic.facility_id, lessonId)
        if (lesson === null) return yield* Effect.fail(unprocessable("The clinic has no sessions to list."))
        if (lesson.cancelled)
          return yield* Effect.fail(unprocessable("That session is cancelled; it cannot be listed."))
        if (Date.parse(lesson.starts_at) <= (yield* Clock.currentTimeMillis))
          return yield* Effect.fail(unprocessable("That session has started; only sessions to come are listed."))
        const facility = yield* orNotFound("Facility")(facilities.find(clinic.facility_id))
        const name = clinic.public_name ?? clinic.name
        const listing = {
          facility_id: clinic.facility_id,
          title: input.league_name === null ? name : `${input.league_name}: ${name}`,
          description: [input.game_description, clinic.description].filter((t) => t.trim() !== "").join("\n"),
          format: input.event_format,
          starts_at: new Date(lesson.starts_at),
          ends_at: localInstant(lesson.date, lesson.hour_end, facility.time_zone),
          time_zone: facility.time_zone,
          currency: facility.currency,
          capacity: clinic.capacity,
          places_left: Math.max(0, clinic.capacity - lesson.taken),
        }
        // The session's row lock keeps two syncs at once from listing it twice.
        return yield* transactions.run(
          Effect.gen(function* () {
            yield* repo.findLesson(lesson.id, true)
            const previous = Option.getOrNull(yield* repo.listingOf(lesson.id, service))
            const listed = yield* events
              .publish(service, listing, previous)
              .pipe(Effect.mapError((error) => unprocessable(error.message)))
            return yield* repo.saveListing(clinic.facility_id, {
              clinic_lesson_id: lesson.id,
              service,
              ...listed,
              event_format: input.event_format,
              league_name: input.league_name,
            })
          }),
        )
      })

    return withSpans("ClinicListings", { sync })
  }),
}) {}
