import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { actsFor, Relations, requireManagerAt, requireMemberAt, speaksFor, signedInId } from "../access"
import { notFound, orNotFound, unprocessable } from "../errors"
import { hasAcceptedCurrent, type WaiverCategory, waiversAsked } from "../people/rules"
import { reservationAccess } from "../access"
import { type Origin, type Waiver } from "./rules"
import { WaiversRepo } from "./port"
import { Clinics } from "../clinics/service"
import { PeopleRepo } from "../people/port"
import { ReservationsRepo } from "../reservations/port"

/**
 * Waivers: a club's texts with immutable versions (a change is a new version, so what people
 * signed stays as it was), and who accepted which version for whom. A person signs for themself
 * and the children they handle, never for another adult, and only at a club they belong to.
 */
export class Waivers extends Effect.Service<Waivers>()("venue/Waivers", {
  dependencies: [Clinics.Default],
  effect: Effect.gen(function* () {
    const repo = yield* WaiversRepo
    const people = yield* PeopleRepo
    const reservations = yield* ReservationsRepo
    const relations = yield* Relations
    const clinics = yield* Clinics

    const requireWaiver = (id: number, facilityId?: number) => orNotFound("Waiver")(repo.findOne(id, facilityId))
    const manage = (facilityId: number) => requireManagerAt(facilityId, "Only the club's managers change its waivers.")

    /** Each waiver with whether `userId` accepted its current version. */
    const statusesFor = (userId: number, waivers: ReadonlyArray<Waiver>) =>
      Effect.gen(function* () {
        const accepted = yield* repo.acceptedVersions(
          userId,
          waivers.map((w) => w.id),
        )
        return waivers.map((waiver) => {
          const mine = accepted.filter((a) => a.waiver_id === waiver.id)
          const newest = mine[0]
          return {
            waiver,
            accepted: hasAcceptedCurrent(
              waiver.current_version.id,
              mine.map((a) => a.version_id),
            ),
            accepted_version: newest?.version ?? null,
            accepted_at: newest?.accepted_at ?? null,
          }
        })
      })

    const signer = Effect.gen(function* () {
      const user = yield* orNotFound("User")(people.find(yield* signedInId))
      return { id: user.id, name: `${user.first_name} ${user.last_name}` }
    })

    /** Accepts the current version of `waiver` for `signedFor` (the caller or a child they handle, a member of the club). */
    const acceptFor = (
      waiver: Waiver,
      signedFor: number,
      acceptable: { type: string | null; id: number | null },
      origin: Origin,
    ) =>
      Effect.gen(function* () {
        if (!(yield* speaksFor([signedFor]))) return yield* Effect.fail(notFound("User"))
        yield* orNotFound("User")(people.find(signedFor))
        if (!(yield* relations.belongsTo(waiver.facility_id, signedFor)))
          return yield* Effect.fail(unprocessable("Only a member of the club accepts its waivers; join it first."))
        return yield* repo.accept({ waiver, signer: yield* signer, signedFor, acceptable, ...origin })
      })

    const ofClub = (facilityId: number) => Effect.zipRight(requireMemberAt(facilityId), repo.find({ facilityId }))
    const one = (facilityId: number, waiverId: number) =>
      Effect.zipRight(requireMemberAt(facilityId), requireWaiver(waiverId, facilityId))

    const create = (
      facilityId: number,
      waiver: { readonly name: string; readonly category: WaiverCategory; readonly content: string },
    ) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        return yield* Effect.orDie(requireWaiver(yield* repo.insert(facilityId, waiver)))
      })

    const update = (
      facilityId: number,
      waiverId: number,
      change: {
        readonly name?: string | undefined
        readonly category?: WaiverCategory | undefined
        readonly content?: string | undefined
      },
    ) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        const waiver = yield* requireWaiver(waiverId, facilityId)
        if (change.content !== undefined)
          return yield* Effect.fail(
            unprocessable(
              "A waiver's text changes only by a new version (create_new_version), so what people signed stays as it was.",
            ),
          )
        yield* repo.rename(facilityId, waiverId, {
          name: change.name ?? waiver.name,
          category: change.category ?? waiver.category,
        })
        return yield* requireWaiver(waiverId, facilityId)
      })

    const archive = (facilityId: number, waiverId: number) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        yield* requireWaiver(waiverId, facilityId)
        yield* repo.archive(facilityId, waiverId)
      })

    const newVersion = (facilityId: number, waiverId: number, content: string) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        const waiver = yield* requireWaiver(waiverId, facilityId)
        if (content === waiver.current_version.content)
          return yield* Effect.fail(unprocessable("The new version has the same text as the current one."))
        yield* repo.insertVersion(facilityId, waiverId, waiver.current_version.version + 1, content)
        return yield* requireWaiver(waiverId, facilityId)
      })

    /** The club's waivers (of a category) and whether a person (the caller by default) accepted each. */
    const statuses = (facilityId: number, userId: number | undefined, category?: WaiverCategory) =>
      Effect.gen(function* () {
        const caller = yield* signedInId
        const person = userId ?? caller
        if (!(yield* speaksFor([person]))) return yield* Effect.fail(notFound("User"))
        const waivers = yield* repo.find({ facilityId, ...(category ? { category } : {}) })
        const forChild = person !== caller && (yield* actsFor([person])).includes(person)
        return yield* statusesFor(person, waiversAsked(waivers, forChild))
      })

    /** The children's waivers of a club for each child the caller handles. */
    const children = (facilityId: number) =>
      Effect.gen(function* () {
        const kids = yield* relations.childrenOf(yield* signedInId)
        const waivers = yield* repo.find({ facilityId, category: "childs" })
        return yield* Effect.forEach(kids, (child) =>
          Effect.gen(function* () {
            const user = Option.getOrThrow(yield* people.find(child))
            return { user, waivers: yield* statusesFor(child, waivers) }
          }),
        )
      })

    /** A waiver and whether a person (the caller by default) accepted it. */
    const status = (waiverId: number, userId: number | undefined) =>
      Effect.gen(function* () {
        const person = userId ?? (yield* signedInId)
        if (!(yield* speaksFor([person]))) return yield* Effect.fail(notFound("User"))
        return (yield* statusesFor(person, [yield* requireWaiver(waiverId)]))[0]!
      })

    const accept = (
      waiverId: number,
      userId: number | undefined,
      acceptable: { readonly type: string | null; readonly id: number | null },
      origin: Origin,
    ) =>
      Effect.gen(function* () {
        const waiver = yield* requireWaiver(waiverId)
        return yield* acceptFor(waiver, userId ?? (yield* signedInId), acceptable, origin)
      })

    /** Accepts a program's waiver for one of the club's programs. */
    const acceptForProgram = (waiverId: number, programId: number, userId: number | undefined, origin: Origin) =>
      Effect.gen(function* () {
        const waiver = yield* requireWaiver(waiverId)
        if (waiver.category !== "programs")
          return yield* Effect.fail(unprocessable("This waiver is not a program waiver."))
        yield* clinics.program(waiver.facility_id, programId)
        return yield* acceptFor(waiver, userId ?? (yield* signedInId), { type: "program", id: programId }, origin)
      })

    /**
     * Accepts every booking waiver of a reservation's club not yet accepted, for the players the
     * caller signs for (themself and the children they handle); how many were accepted.
     */
    const acceptAllForReservation = (reservationId: number, origin: Origin) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(reservationId))
        yield* reservationAccess(r)
        const signable = yield* actsFor(r.users.flatMap((u) => (u.user_id === null ? [] : [u.user_id])))
        const waivers = yield* repo.find({ facilityId: r.facility_id, category: "facility_booking" })
        const by = yield* signer
        let accepted = 0
        for (const userId of signable) {
          const done = yield* repo.acceptedVersions(
            userId,
            waivers.map((w) => w.id),
          )
          for (const waiver of waivers.filter((w) => !done.some((a) => a.version_id === w.current_version.id))) {
            yield* repo.accept({
              waiver,
              signer: by,
              signedFor: userId,
              acceptable: { type: "reservation", id: r.id },
              ...origin,
            })
            accepted++
          }
        }
        return { accepted, reservation: r }
      })

    return withSpans("Waivers", {
      ofClub,
      one,
      create,
      update,
      archive,
      newVersion,
      statuses,
      children,
      status,
      accept,
      acceptForProgram,
      acceptAllForReservation,
    })
  }),
}) {}
