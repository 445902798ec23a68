import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { Accounts } from "../accounts/service"
import { People } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const people = Effect.serviceFunctions(People)
const family = Effect.flatMap(People, (p) => p.family)
const operator = { userId: undefined, platformAdmin: true, roles: [] }

/** A person who made their own account (a password), a player at the club. */
const accountHolder = async (facilityId: number) => {
  const { user } = Either.getOrThrow(
    await engine.as(
      operator,
      Effect.flatMap(Accounts, (a) =>
        a.createAccount({
          email: `holder-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`,
          first_name: "Hana",
          last_name: "Holder",
          platform_admin: false,
        }),
      ),
    ),
  )
  Either.getOrThrow(await engine.as(operator, people.grantRole(facilityId, user.id, "player")))
  return user
}

describe("people", () => {
  it("are added as contacts by a club's staff, whose names staff keep until the person claims the account", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const desk = await engine.person([facility.id, "front_desk"])
    const otherDesk = await engine.person([other.id, "front_desk"])
    const player = await accountHolder(facility.id)
    const stranger = await engine.person([facility.id, "player"])
    const contact = { facility_id: facility.id, first_name: "Cleo", last_name: "Contact", email: null }

    expect(refusalOf(await engine.as(stranger.caller, people.createContact(contact)))._tag).toBe("Forbidden")
    const made = Either.getOrThrow(await engine.as(desk.caller, people.createContact(contact)))
    expect(made).toMatchObject({ first_name: "Cleo", has_password: false })
    const renamed = Either.getOrThrow(
      await engine.as(desk.caller, people.updateProfile(made.id, { first_name: "Clea" })),
    )
    expect(renamed.first_name).toBe("Clea")
    expect(refusalOf(await engine.as(otherDesk.caller, people.updateProfile(made.id, { first_name: "X" })))._tag).toBe(
      "NotFound",
    )

    // A person with an account keeps their own name; staff do not change it.
    expect(
      refusalWords(await engine.as(desk.caller, people.updateProfile(player.id, { first_name: "Renamed" }))),
    ).toEqual(["Forbidden", "This person keeps their own profile; ask them to change their name, phone or birth date."])
    expect(
      refusalWords(await engine.as(desk.caller, people.updateProfile(player.id, { email: "taken@example.com" }))),
    ).toEqual(["Forbidden", "Only the account holder may change their e-mail address."])
  })

  it("leave a club by a manager's act, never the manager themself nor an owner", async () => {
    const facility = await engine.facility()
    const owner = await engine.person([facility.id, "owner"])
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const player = await accountHolder(facility.id)
    const contact = await engine.person([facility.id, "player"])

    expect(refusalWords(await engine.as(manager.caller, people.removeFromClub(facility.id, manager.id)))).toEqual([
      "Unprocessable",
      "You cannot remove yourself; ask another manager.",
    ])
    expect(refusalWords(await engine.as(manager.caller, people.removeFromClub(facility.id, owner.id)))).toEqual([
      "Unprocessable",
      "An owner cannot be removed; hand the ownership on first.",
    ])
    expect(refusalWords(await engine.as(desk.caller, people.removeFromClub(facility.id, player.id)))[0]).toBe(
      "Forbidden",
    )
    expect(Either.getOrThrow(await engine.as(manager.caller, people.removeFromClub(facility.id, player.id)))).toEqual({
      removed: true,
      anonymized: false,
    })
    expect(refusalOf(await engine.as(manager.caller, people.removeFromClub(facility.id, player.id)))._tag).toBe(
      "NotFound",
    )
    // A contact who made no account and belongs nowhere else is erased with it.
    expect(Either.getOrThrow(await engine.as(manager.caller, people.removeFromClub(facility.id, contact.id)))).toEqual({
      removed: true,
      anonymized: true,
    })
  })

  it("get roles only a manager's own role may give, at the manager's club", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const player = await engine.person([facility.id, "player"])
    const otherManager = await engine.person([(await engine.facility()).id, "manager"])

    Either.getOrThrow(await engine.as(manager.caller, people.grantRole(facility.id, player.id, "front_desk")))
    expect(refusalWords(await engine.as(manager.caller, people.grantRole(facility.id, player.id, "owner")))).toEqual([
      "Forbidden",
      "As manager you may not make someone owner.",
    ])
    expect(
      refusalWords(await engine.as(otherManager.caller, people.grantRole(facility.id, player.id, "player"))),
    ).toEqual(["Forbidden", "As a non-member you may not make someone player."])
  })

  it("form families by their own act: a guardian acts for a child they add; an adult says yes themself", async () => {
    const facility = await engine.facility()
    const guardian = await engine.person([facility.id, "player"])
    const adult = await engine.person([facility.id, "player"])

    const child = Either.getOrThrow(
      await engine.as(
        guardian.caller,
        people.addToFamily({ handled: true, name: "child", first_name: "Kit", last_name: "Kid" }),
      ),
    )
    expect(child).toMatchObject({ handled: true, awaiting_acceptance: false })
    expect(
      refusalWords(await engine.as(guardian.caller, people.addToFamily({ handled: false, name: "friend" }))),
    ).toEqual([
      "Unprocessable",
      "Give the related_user_id of an existing person, or the first and last name of a new one.",
    ])

    const asked = Either.getOrThrow(
      await engine.as(
        guardian.caller,
        people.addToFamily({ related_user_id: adult.id, handled: true, name: "partner" }),
      ),
    )
    expect(asked).toMatchObject({ handled: false, awaiting_acceptance: true, acting_asked: true })
    expect(
      refusalOf(
        await engine.as(
          guardian.caller,
          people.addToFamily({ related_user_id: adult.id, handled: false, name: "partner" }),
        ),
      )._tag,
    ).toBe("Conflict")
    // Until the adult says yes, the guardian does not act for them.
    expect(refusalOf(await engine.as(guardian.caller, people.activityOf(adult.id, 1)))._tag).toBe("NotFound")
    Either.getOrThrow(await engine.as(adult.caller, people.acceptGuardian(guardian.id)))
    Either.getOrThrow(await engine.as(guardian.caller, people.activityOf(adult.id, 1)))
    expect(refusalOf(await engine.as(adult.caller, people.acceptGuardian(guardian.id)))._tag).toBe("NotFound")

    const members = Either.getOrThrow(await engine.as(guardian.caller, family))
    expect(members.map((m) => [m.name, m.handled]).sort()).toEqual([
      ["child", true],
      ["partner", true],
    ])
  })

  it("are found by staff of their club only, and by members in the directory when their profile is public", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const desk = await engine.person([facility.id, "front_desk"])
    const member = await engine.person([facility.id, "player"])
    const otherDesk = await engine.person([other.id, "front_desk"])
    const outsider = await engine.person([other.id, "player"])

    const found = Either.getOrThrow(
      await engine.as(desk.caller, people.search({ facility_id: facility.id, q: "Person" })),
    )
    expect(found.map((p) => p.id)).toEqual(expect.arrayContaining([member.id]))
    const fromB = Either.getOrThrow(
      await engine.as(otherDesk.caller, people.search({ facility_id: facility.id, q: "Person" })),
    )
    expect(fromB).toEqual([])
    expect(refusalWords(await engine.as(outsider.caller, people.directory(facility.id, "Person")))).toEqual([
      "Forbidden",
      "Only the club's members find its players.",
    ])
    expect(Either.getOrThrow(await engine.as(member.caller, people.directory(facility.id, "P")))).toEqual([])
  })
})
