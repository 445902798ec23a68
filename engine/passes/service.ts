import { withSpans } from "../spans"
import { Effect } from "effect"
import {
  actsFor,
  CurrentCaller,
  isStaffAt,
  personAccess,
  personAnywhereAccess,
  requireManagerAt,
  requireStaffAt,
  speaksFor,
  signedInId,
} from "../access"
import { conflict, notFound, orNotFound } from "../errors"
import { type PassValues } from "./rules"
import { PassesRepo } from "./port"
import { DEFAULT_AFFILIATION } from "../people/rules"
import { PeopleRepo } from "../people/port"

/**
 * Booking passes (a person's affiliation at a club, and whether it books courts and clinics), kept
 * by the club's managers; the club's guests; and people's billing addresses, theirs and their
 * guardian's to keep.
 */
export class Passes extends Effect.Service<Passes>()("venue/Passes", {
  effect: Effect.gen(function* () {
    const repo = yield* PassesRepo
    const people = yield* PeopleRepo

    const manage = (facilityId: number) =>
      requireManagerAt(facilityId, "Only the club's managers change booking passes.")
    const requirePass = (facilityId: number, passId: number) =>
      Effect.flatMap(repo.find(facilityId, passId), (pass) =>
        pass === undefined ? Effect.fail(notFound("Booking pass")) : Effect.succeed(pass),
      )

    const ofClub = (facilityId: number) => Effect.zipRight(requireStaffAt(facilityId), repo.ofClub(facilityId))

    const show = (facilityId: number, passId: number) =>
      Effect.zipRight(requireStaffAt(facilityId), requirePass(facilityId, passId))

    const create = (facilityId: number, userId: number, values: Partial<PassValues>) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        yield* personAccess(userId, facilityId)
        const pass = yield* repo.insert(facilityId, userId, {
          affiliation: values.affiliation ?? DEFAULT_AFFILIATION,
          reservation_pass: values.reservation_pass ?? false,
          clinic_pass: values.clinic_pass ?? false,
        })
        if (pass === undefined)
          return yield* Effect.fail(conflict("This person has a booking pass here already; change it instead."))
        return pass
      })

    const update = (facilityId: number, passId: number, values: Partial<PassValues>) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        const pass = yield* requirePass(facilityId, passId)
        return yield* repo.update(facilityId, passId, {
          affiliation: values.affiliation ?? pass.affiliation,
          reservation_pass: values.reservation_pass ?? pass.reservation_pass,
          clinic_pass: values.clinic_pass ?? pass.clinic_pass,
        })
      })

    const remove = (facilityId: number, passId: number) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        yield* requirePass(facilityId, passId)
        yield* repo.remove(facilityId, passId)
      })

    /** A person's passes: all to them and their guardian; a club's staff see those at their clubs. */
    const ofPerson = (userId: number) =>
      Effect.gen(function* () {
        yield* personAnywhereAccess(userId)
        const passes = yield* repo.ofPerson(userId)
        if (yield* speaksFor([userId])) return passes
        const caller = yield* CurrentCaller
        return passes.filter((p) => isStaffAt(caller, p.facility_id))
      })

    const guests = (facilityId: number, query: string) =>
      Effect.zipRight(requireStaffAt(facilityId), repo.guests(facilityId, query))

    /** A person's billing addresses (the caller's by default). */
    const addresses = (userId: number | undefined) =>
      Effect.gen(function* () {
        const whose = userId ?? (yield* signedInId)
        yield* personAnywhereAccess(whose)
        return yield* repo.addressesOf(whose)
      })

    const addAddress = (userId: number | undefined, address: string) =>
      Effect.gen(function* () {
        const whose = userId ?? (yield* signedInId)
        yield* personAnywhereAccess(whose)
        yield* orNotFound("User")(people.find(whose))
        return yield* repo.insertAddress(whose, address)
      })

    /** A billing address the caller may change: theirs or a handled child's (platform admins any). */
    const ownAddress = (id: number) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const address = yield* repo.findAddress(id)
        const mine = address !== undefined && (caller.platformAdmin || (yield* actsFor([address.user_id])).length > 0)
        return mine ? address : yield* Effect.fail(notFound("Billing address"))
      })

    const changeAddress = (id: number, address: string) =>
      Effect.zipRight(ownAddress(id), repo.updateAddress(id, address))

    const removeAddress = (id: number) => Effect.zipRight(ownAddress(id), repo.removeAddress(id))

    return withSpans("Passes", {
      ofClub,
      show,
      create,
      update,
      remove,
      ofPerson,
      guests,
      addresses,
      addAddress,
      changeAddress,
      removeAddress,
    })
  }),
}) {}
