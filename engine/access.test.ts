import { Effect, Either, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sourceFiles, sourceText } from "../fixtures/testing/sources"
import {
  type Caller,
  CurrentCaller,
  ownedBy,
  personAccess,
  personAnywhereAccess,
  Relations,
  requireInPerson,
  requireMemberAt,
  requireSelfOrGuardian,
  reservationAccess,
  runsBooking,
} from "./access"
import { ROLES, STAFF_ROLES } from "./roles"

/**
 * The access module against relations kept in memory: whatever the callers, clubs, bookings and
 * guardianships, a caller is let in only by a relation (staff of the club, one of the people, the
 * guardian of one of them, a platform admin), and nobody else is.
 */

const PEOPLE = [1, 2, 3, 4, 5, 6]
const CLUBS = [10, 20]

const callerArb: fc.Arbitrary<Caller> = fc.record({
  userId: fc.option(fc.constantFrom(...PEOPLE), { nil: undefined }),
  platformAdmin: fc.constantFrom(false, false, false, true),
  roles: fc.uniqueArray(fc.record({ facility_id: fc.constantFrom(...CLUBS), role: fc.constantFrom(...ROLES) }), {
    selector: (r) => r.facility_id,
    maxLength: 2,
  }),
})
const guardianshipArb = fc.uniqueArray(fc.tuple(fc.constantFrom(...PEOPLE), fc.constantFrom(...PEOPLE)), {
  maxLength: 4,
  selector: ([g, c]) => `${g}-${c}`,
})
const membershipArb = fc.uniqueArray(fc.tuple(fc.constantFrom(...CLUBS), fc.constantFrom(...PEOPLE)), {
  maxLength: 8,
  selector: ([f, p]) => `${f}-${p}`,
})
const reservationArb = fc.record({
  facility_id: fc.constantFrom(...CLUBS),
  created_by: fc.option(fc.constantFrom(...PEOPLE), { nil: null }),
  users: fc.array(fc.record({ user_id: fc.option(fc.constantFrom(...PEOPLE), { nil: null }) }), { maxLength: 4 }),
})

/** The relations port over pairs: guardian → child, club ∋ person. */
const relations = (guardians: ReadonlyArray<[number, number]>, members: ReadonlyArray<[number, number]>) =>
  Layer.succeed(Relations, {
    handledBy: (g, children) => Effect.succeed(children.filter((c) => guardians.some(([x, y]) => x === g && y === c))),
    childrenOf: (g) => Effect.succeed(guardians.filter(([x]) => x === g).map(([, c]) => c)),
    belongsTo: (f, p) => Effect.succeed(members.some(([x, y]) => x === f && y === p)),
    familyOf: () => Effect.succeed([]),
  })

const run = <A, E>(
  effect: Effect.Effect<A, E, CurrentCaller | Relations>,
  caller: Caller,
  guardians: ReadonlyArray<[number, number]>,
  members: ReadonlyArray<[number, number]> = [],
) =>
  Effect.runSync(
    Effect.either(effect).pipe(
      Effect.provideService(CurrentCaller, caller),
      Effect.provide(relations(guardians, members)),
    ),
  )

const staffAt = (caller: Caller, facility: number) =>
  caller.platformAdmin || caller.roles.some((r) => r.facility_id === facility && STAFF_ROLES.includes(r.role))
const guards = (guardians: ReadonlyArray<[number, number]>, me: number | undefined, people: ReadonlyArray<number>) =>
  me !== undefined && guardians.some(([g, c]) => g === me && people.includes(c))

describe("access", () => {
  it("to a reservation comes only from a relation: staff of its club, one of its people, or a guardian of one", () => {
    fc.assert(
      fc.property(callerArb, reservationArb, guardianshipArb, (caller, r, guardians) => {
        const people = [r.created_by, ...r.users.map((u) => u.user_id)].filter((p): p is number => p !== null)
        const related =
          staffAt(caller, r.facility_id) ||
          (caller.userId !== undefined && people.includes(caller.userId)) ||
          guards(guardians, caller.userId, people)
        const outcome = run(reservationAccess(r), caller, guardians)
        expect(Either.isRight(outcome)).toBe(related)
        if (Either.isLeft(outcome)) expect(outcome.left._tag).toBe("NotFound")
        else expect(outcome.right.staff).toBe(staffAt(caller, r.facility_id))
      }),
    )
  })

  it("to a person: themself, their guardian, or staff of a club the person belongs to", () => {
    fc.assert(
      fc.property(
        callerArb,
        fc.constantFrom(...PEOPLE),
        fc.constantFrom(...CLUBS),
        guardianshipArb,
        membershipArb,
        (caller, person, club, guardians, members) => {
          const ours = members.some(([f, p]) => f === club && p === person)
          const related =
            caller.userId === person ||
            caller.platformAdmin ||
            guards(guardians, caller.userId, [person]) ||
            (staffAt(caller, club) && ours)
          expect(Either.isRight(run(personAccess(person, club), caller, guardians, members))).toBe(related)
        },
      ),
    )
  })

  it("to a person anywhere (profile, postal code, no-shows): themself, their guardian, a platform admin, or staff of any club they belong to", () => {
    fc.assert(
      fc.property(
        callerArb,
        fc.constantFrom(...PEOPLE),
        guardianshipArb,
        membershipArb,
        (caller, person, guardians, members) => {
          const related =
            caller.userId === person ||
            caller.platformAdmin ||
            guards(guardians, caller.userId, [person]) ||
            CLUBS.some((club) => staffAt(caller, club) && members.some(([f, p]) => f === club && p === person))
          const outcome = run(personAnywhereAccess(person), caller, guardians, members)
          expect(Either.isRight(outcome)).toBe(related)
          if (Either.isLeft(outcome)) expect(outcome.left._tag).toBe("NotFound")
        },
      ),
    )
  })

  it("to what a club shows its people: a role there or a platform admin; a thing is a club's only by its own facility", () => {
    fc.assert(
      fc.property(callerArb, fc.constantFrom(...CLUBS), fc.constantFrom(...CLUBS), (caller, club, other) => {
        const member = caller.platformAdmin || caller.roles.some((r) => r.facility_id === club)
        expect(Either.isRight(run(requireMemberAt(club), caller, []))).toBe(member)
        expect(ownedBy(club, { facility_id: other })).toBe(club === other)
        expect(ownedBy(club, undefined)).toBe(false)
      }),
    )
  })

  it("a password, an address or a token is changed in person, never through an API token", () => {
    fc.assert(
      fc.property(callerArb, fc.boolean(), (caller, byToken) => {
        expect(Either.isRight(run(requireInPerson, { ...caller, byToken }, []))).toBe(!byToken)
      }),
    )
  })

  it("to act for someone (book, ask, withdraw): themself or a child they handle, never staff by their role", () => {
    fc.assert(
      fc.property(callerArb, fc.constantFrom(...PEOPLE), guardianshipArb, (caller, person, guardians) => {
        const allowed = caller.userId === person || guards(guardians, caller.userId, [person])
        expect(Either.isRight(run(requireSelfOrGuardian(person), caller, guardians))).toBe(allowed)
      }),
    )
  })

  it("to run a booking whole: staff of its club, its booker, the one it is for, or their guardian", () => {
    fc.assert(
      fc.property(callerArb, reservationArb, guardianshipArb, (caller, r, guardians) => {
        const owners = [r.created_by, r.users[0]?.user_id ?? null].filter((p): p is number => p !== null)
        const allowed =
          staffAt(caller, r.facility_id) ||
          (caller.userId !== undefined && owners.includes(caller.userId)) ||
          guards(guardians, caller.userId, owners)
        expect(Either.getOrThrow(run(runsBooking(r), caller, guardians))).toBe(allowed)
      }),
    )
  })
})

describe("the access module's checks", () => {
  it("are not written again: no service refuses a caller for not being a platform admin by hand", () => {
    const byHand =
      /if \(!(\(yield\* CurrentCaller\)|caller)\.platformAdmin\)\s*return yield\* Effect\.fail\(forbidden|platformAdmin \? Effect\.void : Effect\.fail/
    expect(
      sourceFiles(["engine", "adapters", "cli"]).filter((f) => f !== "engine/access.ts" && byHand.test(sourceText(f))),
    ).toEqual([])
  })
})
