import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { CurrentCaller, requireManagerAt, roleAt } from "../access"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import type { User } from "./rules"
import { mayAssignRole, type Role } from "../roles"
import { FacilitiesRepo } from "../facilities/port"
import { PeopleRepo } from "./port"
import { Transactions } from "../ports"

/** A member of a club's staff, with their role there. */
export interface StaffMember {
  readonly user_id: number
  readonly role: Role
  readonly user: User
}

/** Someone made staff: an existing person by id, or by address (a new one needs names too). */
export interface NewStaff {
  readonly facility_id: number
  readonly role: Role
  readonly user_id?: number | undefined
  readonly email?: string | undefined
  readonly first_name?: string | undefined
  readonly last_name?: string | undefined
}

const KEEPS_AN_OWNER = "A facility keeps at least one owner; make someone else owner first."

/**
 * A club's staff: who runs it and in which role. The caller's role decides which roles they may
 * give, change or take away; a club always keeps an owner; a person already in the club is never
 * enrolled by others (they join it themself first).
 */
export class Staff extends Effect.Service<Staff>()("venue/Staff", {
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const people = yield* PeopleRepo
    const facilities = yield* FacilitiesRepo

    const member = (facilityId: number, userId: number) =>
      Effect.gen(function* () {
        const role = yield* people.roleAt(facilityId, userId)
        const user = yield* people.find(userId)
        if (role === undefined || Option.isNone(user)) return yield* Effect.fail(notFound("That staff member"))
        return { user_id: userId, role, user: user.value } satisfies StaffMember
      })

    const mayAssign = (facilityId: number, ...roles: ReadonlyArray<Role>) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (caller.platformAdmin) return
        const mine = roleAt(caller, facilityId)
        for (const role of roles)
          if (mine === undefined || !mayAssignRole(mine, role))
            return yield* Effect.fail(
              forbidden(`As ${mine ?? "a non-member"} you may not give or change the role ${role}.`),
            )
      })

    const keepsAnOwner = (facilityId: number, userId: number, from: Role, to: Role | undefined) =>
      Effect.gen(function* () {
        if (from === "owner" && to !== "owner" && (yield* facilities.ownersBesides(facilityId, userId)) === 0)
          return yield* Effect.fail(unprocessable(KEEPS_AN_OWNER))
      })

    /** The club's staff, owners first, for its managers. */
    const list = (facilityId: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only the club's managers see its staff.")
        const ids = yield* facilities.staffOf(facilityId)
        return yield* Effect.forEach(ids, (id) => Effect.orDie(member(facilityId, id)))
      })

    /** Makes someone staff: a person of the club, or a new contact made here by address and names. */
    const add = (input: NewStaff) =>
      Effect.gen(function* () {
        yield* mayAssign(input.facility_id, input.role)
        return yield* transactions.run(
          Effect.gen(function* () {
            const { userId, createdHere } = yield* personFor(input)
            const current = yield* people.roleAt(input.facility_id, userId)
            if (current === undefined && !createdHere)
              return yield* Effect.fail(
                unprocessable(
                  "This person is not a member of the club; they join it themself first, then you give them a role.",
                ),
              )
            if (current !== undefined && current !== "player")
              return yield* Effect.fail(
                unprocessable(`This person is ${current} here already; change their role instead.`),
              )
            yield* people.grantRole(input.facility_id, userId, input.role)
            return yield* member(input.facility_id, userId)
          }),
        )
      })

    const personFor = (input: NewStaff) =>
      Effect.gen(function* () {
        if (input.user_id !== undefined) {
          yield* orNotFound("User")(people.find(input.user_id))
          return { userId: input.user_id, createdHere: false }
        }
        if (input.email === undefined)
          return yield* Effect.fail(
            unprocessable("Give the user_id of an existing person, or the e-mail and names of a new one."),
          )
        const existing = yield* people.findByEmail(input.email)
        if (Option.isSome(existing)) return { userId: existing.value.user.id, createdHere: false }
        if (input.first_name === undefined || input.last_name === undefined)
          return yield* Effect.fail(unprocessable("A new staff member needs a first and a last name."))
        const created = yield* people.insert({
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          password_hash: null,
        })
        return { userId: Option.getOrThrow(created).id, createdHere: true }
      })

    /** Changes a staff member's role, if the caller may give both the old and the new one. */
    const change = (facilityId: number, userId: number, role: Role) =>
      Effect.gen(function* () {
        const held = yield* member(facilityId, userId)
        yield* mayAssign(facilityId, held.role, role)
        yield* keepsAnOwner(facilityId, userId, held.role, role)
        yield* people.grantRole(facilityId, userId, role)
        return yield* member(facilityId, userId)
      })

    /** Takes a staff member's role away; they stay a player of the club, whose history is theirs. */
    const remove = (facilityId: number, userId: number) =>
      Effect.gen(function* () {
        const held = yield* member(facilityId, userId)
        yield* mayAssign(facilityId, held.role)
        yield* keepsAnOwner(facilityId, userId, held.role, undefined)
        yield* people.grantRole(facilityId, userId, "player")
      })

    return withSpans("Staff", { list, add, change, remove })
  }),
}) {}
