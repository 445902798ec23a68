import { withSpans } from "../spans"
import { Effect, Either, Option, Schema } from "effect"
import { CurrentCaller, requireManagerAt, requirePlatformAdmin } from "../access"
import { Passwords } from "../accounts/port"
import { checkedImage } from "../images"
import { conflict, forbidden, invalid, orNotFound, unprocessable } from "../errors"
import { defaultSettings, GeneralSettings, homeScreenNames, settingsProblem } from "./rules"
import { CalendarChanges } from "../reservations/port"
import { FacilitiesRepo } from "./port"
import { PeopleRepo } from "../people/port"
import { Transactions } from "../ports"

/** What a new facility is given; every other setting takes its default. */
export interface NewFacility extends Partial<GeneralSettings> {
  readonly name: string
  readonly slug: string
  readonly time_zone: string
  readonly currency: string
}

/** Facilities: made by the platform's administrators (the API) or the server's operator (the CLI). */
export class Facilities extends Effect.Service<Facilities>()("venue/Facilities", {
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const facilities = yield* FacilitiesRepo
    const people = yield* PeopleRepo
    const passwords = yield* Passwords
    const calendar = yield* CalendarChanges

    /** Settings that pass the schema and the rules between them, or a 422 naming each problem. */
    const validSettings = (candidate: unknown) =>
      Effect.gen(function* () {
        const decoded = Schema.decodeUnknownEither(GeneralSettings)(candidate)
        if (Either.isLeft(decoded)) return yield* Effect.fail(invalid("The settings are not valid.", decoded.left))
        const problem = settingsProblem(decoded.right)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        return decoded.right
      })

    /** A new facility with its defaults, and its owner when one is named: the platform's administrators only. */
    const create = (input: NewFacility, ownerId?: number) =>
      Effect.gen(function* () {
        yield* requirePlatformAdmin("Only a platform administrator creates a facility.")
        const settings = yield* validSettings({ ...defaultSettings(input), ...input })
        return yield* transactions.run(
          Effect.gen(function* () {
            if (ownerId !== undefined && !(yield* people.exists(ownerId)))
              return yield* Effect.fail(unprocessable(`There is no user ${ownerId} to make the owner.`))
            const facility = yield* facilities.insert(settings)
            if (Option.isNone(facility))
              return yield* Effect.fail(conflict(`The slug "${settings.slug}" is taken by another facility.`))
            if (ownerId !== undefined) yield* people.grantRole(facility.value.id, ownerId, "owner")
            return facility.value
          }),
        )
      })

    /** A facility by the slug in its public address. */
    const bySlug = (slug: string) => orNotFound("Facility")(facilities.findBySlug(slug))

    /** The clubs on this server, for anyone to find (the API's facility recommendations): ranked for a signed-in person. */
    const directory = (search = "") =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        return yield* facilities.directory(caller.userId, search.trim())
      })

    /** The caller joins a club as a player; whoever holds a role there already keeps it. */
    const join = (facilityId: number) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        if (me === undefined) return yield* Effect.fail(forbidden("Sign in to join a club."))
        yield* orNotFound("Facility")(facilities.find(facilityId))
        return yield* transactions.run(
          Effect.gen(function* () {
            const held = yield* people.roleAt(facilityId, me)
            if (held !== undefined) return { facility_id: facilityId, role: held }
            yield* people.grantRole(facilityId, me, "player")
            return { facility_id: facilityId, role: "player" as const }
          }),
        )
      })

    const find = (id: number) => orNotFound("Facility")(facilities.find(id))

    /** The club's logo, for anyone (its public pages show it). */
    const logo = (id: number) => orNotFound("Logo")(facilities.findLogo(id))

    /** The club's settings, for its managers. */
    const settings = (id: number) =>
      Effect.zipRight(requireManagerAt(id, "Only the club's managers see its settings."), find(id))

    /**
     * A manager changes the club's settings (what is sent changes, the rest stays), its logo, and
     * the door staff's gate list password (null removes it). Every cached calendar day is stale then:
     * the calendar shows the time zone and the booking range.
     */
    const updateSettings = (
      id: number,
      change: Partial<GeneralSettings>,
      extras: { readonly logo?: Uint8Array | undefined; readonly gate_password?: string | null | undefined } = {},
    ) =>
      Effect.gen(function* () {
        yield* requireManagerAt(id, "Only the club's managers change its settings.")
        const { id: _id, has_logo: _logo, ...current } = yield* find(id)
        const valid = yield* validSettings({ ...current, ...change })
        const logoType = extras.logo === undefined ? undefined : yield* checkedImage(extras.logo, "logo")
        const gateHash =
          extras.gate_password === undefined || extras.gate_password === null
            ? extras.gate_password
            : yield* passwords.hash(extras.gate_password)
        yield* transactions.run(
          Effect.gen(function* () {
            if (!(yield* facilities.update(id, valid)))
              return yield* Effect.fail(conflict(`The slug "${valid.slug}" is taken by another facility.`))
            if (extras.logo !== undefined) yield* facilities.saveLogo(id, logoType!, extras.logo)
            if (gateHash !== undefined) yield* facilities.setGatePasswordHash(id, gateHash)
          }),
        )
        yield* calendar.announce(id, "*")
        return yield* find(id)
      })

    /** The names a phone gives the app: the club's on a club's own server; none where many clubs share it. */
    const homeScreen = Effect.map(
      facilities.sole,
      Option.map((club) => homeScreenNames(club.name)),
    )

    return withSpans("Facilities", {
      homeScreen,
      validSettings,
      create,
      bySlug,
      directory,
      join,
      find,
      logo,
      settings,
      updateSettings,
    })
  }),
}) {}
