import { Context, Effect, Option } from "effect"
import { forbidden, notFound, unprocessable, type Forbidden, type NotFound, type Unprocessable } from "./errors"
import { ADMIN_ROLES, MANAGER_ROLES, type Role, STAFF_ROLES } from "./roles"
import type { CommentModel, GroupableType, TagModel } from "./notes/rules"
import type { AnnouncementAudience } from "./announcements/rules"
import { AnnouncementsRepo } from "./announcements/port"
import { ClinicsRepo } from "./clinics/port"
import { NotesRepo } from "./notes/port"
import { ReservationsRepo } from "./reservations/port"
import { ShopRepo } from "./shop/port"

/**
 * Access: the one place that answers "may this caller see, change or pay this reservation,
 * person or club account". Every service asks it; no driver re-derives it. The answer comes
 * from relations alone: staff of the thing's club, a participant, or the guardian of a handled
 * child who is one. Anything the caller may not see reads as not found, so ids cannot be probed.
 */

/** Who calls a use case: the HTTP adapter builds it from the session or token, the CLI from its operator. */
export interface Caller {
  /** Undefined: nobody is signed in. */
  readonly userId: number | undefined
  readonly platformAdmin: boolean
  readonly roles: ReadonlyArray<{ readonly facility_id: number; readonly role: Role }>
  /** Calls through an API token the person made, not signed in themself. */
  readonly byToken?: boolean
}

export class CurrentCaller extends Context.Tag("venue/CurrentCaller")<CurrentCaller, Caller>() {}

/** The caller of the command line and of background jobs: the operator of the server. */
export const operator: Caller = { userId: undefined, platformAdmin: true, roles: [] }

/** What access needs to know of relations between people; implemented by storage. */
export class Relations extends Context.Tag("venue/Relations")<
  Relations,
  {
    /** Which of `childIds` `guardianId` handles (children they created or who accepted them). */
    readonly handledBy: (guardianId: number, childIds: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<number>>
    /** Every child `guardianId` handles, by id. */
    readonly childrenOf: (guardianId: number) => Effect.Effect<ReadonlyArray<number>>
    /** Whether the person holds a role at the club (joined it, or was added as its contact). */
    readonly belongsTo: (facilityId: number, userId: number) => Effect.Effect<boolean>
    /** Which of `others` share a family link with `userId` that both made (asked and accepted). */
    readonly familyOf: (userId: number, others: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<number>>
  }
>() {}

/**
 * The ports the access rules read when they are asked (relations between people, and whose club a
 * named subject is): every driver provides them beside `CurrentCaller`.
 */
export type AccessPorts = Relations | AnnouncementsRepo | ClinicsRepo | NotesRepo | ReservationsRepo | ShopRepo

export const roleAt = (caller: Caller, facilityId: number): Role | undefined =>
  caller.roles.find((m) => m.facility_id === facilityId)?.role

/** Whether the caller runs the front of house at a facility (platform admins do everywhere). */
export const isStaffAt = (caller: Caller, facilityId: number): boolean => {
  if (caller.platformAdmin) return true
  const role = roleAt(caller, facilityId)
  return role !== undefined && STAFF_ROLES.includes(role)
}

/**
 * The clubs whose people the caller may search as staff: `facilityId` alone when named (none when
 * they are not staff there), else every club they work at. Null: everywhere (a platform admin
 * naming no club and working at none).
 */
export const staffSearchScope = (caller: Caller, facilityId: number | undefined): ReadonlyArray<number> | null => {
  if (facilityId !== undefined) return isStaffAt(caller, facilityId) ? [facilityId] : []
  const staffAt = caller.roles.filter((r) => STAFF_ROLES.includes(r.role)).map((r) => r.facility_id)
  return staffAt.length === 0 && caller.platformAdmin ? null : staffAt
}

/**
 * The clubs whose part of a person's history (payments, bookings) the caller sees: every club (null)
 * when the caller speaks for the person or is a platform admin; else the clubs the caller works at.
 */
export const clubsSeen = (caller: Caller, speaksForPerson: boolean): ReadonlyArray<number> | null =>
  speaksForPerson || caller.platformAdmin
    ? null
    : caller.roles.filter((r) => STAFF_ROLES.includes(r.role)).map((r) => r.facility_id)

/** Whether the caller may read a value a club keeps (a club's rating of a person): its staff; a value of no club, anyone who may see the person. */
export const seesClubValue = (caller: Caller, facilityId: number | null): boolean =>
  facilityId === null || isStaffAt(caller, facilityId)

/** Whether the caller manages a facility: money given back at their word, beyond the club's policy. */
export const isManagerAt = (caller: Caller, facilityId: number): boolean => {
  if (caller.platformAdmin) return true
  const role = roleAt(caller, facilityId)
  return role !== undefined && MANAGER_ROLES.includes(role)
}

/**
 * How the caller stands to something of a club that names people: its club's staff, one of the
 * people (or its booker), the guardian of a handled child among them, or nothing (undefined).
 */
export type Relation = "staff" | "participant" | "guardian"

const relationTo = (facilityId: number, people: ReadonlyArray<number | null>) =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    if (isStaffAt(caller, facilityId)) return "staff" as const
    const me = caller.userId
    if (me === undefined) return undefined
    if (people.includes(me)) return "participant" as const
    const others = people.filter((id): id is number => id !== null)
    if (others.length === 0) return undefined
    const relations = yield* Relations
    return (yield* relations.handledBy(me, others)).length > 0 ? ("guardian" as const) : undefined
  })

export interface Granted {
  readonly relation: Relation
  /** The caller acts as the club's staff. */
  readonly staff: boolean
}

const granted = (what: string) => (relation: Relation | undefined) =>
  relation === undefined
    ? Effect.fail(notFound(what))
    : Effect.succeed<Granted>({ relation, staff: relation === "staff" })

/** What a reservation shows of its people. */
export interface ReservationPeople {
  readonly facility_id: number
  readonly created_by: number | null
  readonly users: ReadonlyArray<{ readonly user_id: number | null }>
}

/**
 * May the caller see, change, cancel or pay this reservation: staff of its club, its booker or a
 * player in it, or a guardian of a child playing in it.
 */
export const reservationAccess = (r: ReservationPeople): Effect.Effect<Granted, NotFound, CurrentCaller | Relations> =>
  Effect.flatMap(relationTo(r.facility_id, [r.created_by, ...r.users.map((u) => u.user_id)]), granted("Reservation"))

/** May the caller see this shop order: staff of its club, its buyer, or the buyer's guardian. */
export const orderAccess = (order: {
  readonly facility_id: number
  readonly user_id: number | null
}): Effect.Effect<Granted, NotFound, CurrentCaller | Relations> =>
  Effect.flatMap(relationTo(order.facility_id, [order.user_id]), granted("Order"))

/** May the caller see or pay this club account: staff of its club, a member of it, or a member's guardian. */
export const accountAccess = (account: {
  readonly facility_id: number
  readonly members: ReadonlyArray<{ readonly id: number }>
}): Effect.Effect<Granted, NotFound, CurrentCaller | Relations> =>
  Effect.flatMap(
    relationTo(
      account.facility_id,
      account.members.map((m) => m.id),
    ),
    granted("Account"),
  )

/** May the caller see or pay this membership: staff of its club, its owner or a member it covers, or their guardian. */
export const membershipAccess = (membership: {
  readonly facility_id: number
  readonly owner_id: number
  readonly members: ReadonlyArray<{ readonly id: number }>
}): Effect.Effect<Granted, NotFound, CurrentCaller | Relations> =>
  Effect.flatMap(
    relationTo(membership.facility_id, [membership.owner_id, ...membership.members.map((m) => m.id)]),
    granted("Membership"),
  )

/**
 * May the caller act for a person at a club (their credits, cards, bank accounts, bookings,
 * orders, packages, passes): it is them, a child they handle, or they are staff there and the
 * person is one of the club's. Staff never reach someone who never joined their club: no money
 * records, receipts or names of strangers.
 */
export const personAccess = (
  userId: number,
  facilityId: number,
  what = "User",
): Effect.Effect<Granted, NotFound, CurrentCaller | Relations> =>
  Effect.gen(function* () {
    const relation = yield* relationTo(facilityId, [userId])
    if (relation === "staff" && userId !== (yield* CurrentCaller).userId && !(yield* CurrentCaller).platformAdmin) {
      const ours = yield* (yield* Relations).belongsTo(facilityId, userId)
      // Not one of the club's people: its staff see them only as what they are to them, a child they handle.
      if (!ours)
        return (yield* actsFor([userId])).length > 0
          ? { relation: "guardian" as const, staff: false }
          : yield* Effect.fail(notFound(what))
    }
    return yield* granted(what)(relation)
  })

/**
 * May the caller reach a person wherever they are (their profile, postal code, account code):
 * it is them, a child they handle, staff of a club the person belongs to, or a platform admin.
 * Anyone else reads as not found.
 */
export const personAnywhereAccess = (userId: number): Effect.Effect<void, NotFound, CurrentCaller | Relations> =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    if (caller.platformAdmin || (yield* actsFor([userId])).length > 0) return
    const relations = yield* Relations
    for (const club of caller.roles.filter((r) => STAFF_ROLES.includes(r.role)))
      if (yield* relations.belongsTo(club.facility_id, userId)) return
    return yield* Effect.fail(notFound("User"))
  })

/** Of `userIds`, those the caller acts for as a person: themself and the children they handle. */
export const actsFor = (
  userIds: ReadonlyArray<number>,
): Effect.Effect<ReadonlyArray<number>, never, CurrentCaller | Relations> =>
  Effect.gen(function* () {
    const me = (yield* CurrentCaller).userId
    if (me === undefined) return []
    const others = userIds.filter((id) => id !== me)
    const handled = others.length === 0 ? [] : yield* (yield* Relations).handledBy(me, others)
    return userIds.filter((id) => id === me || handled.includes(id))
  })

/**
 * Of `userIds`, those whose contact data the caller may see: themself, the children they handle,
 * and family who accepted a link with them; a club's staff see their people's.
 */
export const contactsVisible = (
  facilityId: number,
  userIds: ReadonlyArray<number>,
): Effect.Effect<ReadonlyArray<number>, never, CurrentCaller | Relations> =>
  Effect.gen(function* () {
    const caller = yield* CurrentCaller
    if (isStaffAt(caller, facilityId)) return userIds
    const mine = yield* actsFor(userIds)
    const others = userIds.filter((id) => !mine.includes(id))
    if (caller.userId === undefined || others.length === 0) return mine
    return [...mine, ...(yield* (yield* Relations).familyOf(caller.userId, others))]
  })

/**
 * Whose rating a write sets: the person's own (null: they, their guardian or a platform admin, and
 * only when no club is named), or a club's value for them (that club's id: its staff, for one of
 * its people). One club's staff never change what the person, or another club, keeps.
 */
export const ratingKeeper = (
  userId: number,
  facilityId: number | undefined,
): Effect.Effect<number | null, NotFound | Unprocessable, CurrentCaller | Relations> =>
  Effect.gen(function* () {
    if (facilityId === undefined && (yield* speaksFor([userId]))) return null
    const caller = yield* CurrentCaller
    const candidates =
      facilityId !== undefined
        ? [facilityId]
        : caller.roles.filter((r) => STAFF_ROLES.includes(r.role)).map((r) => r.facility_id)
    const relations = yield* Relations
    const clubs: Array<number> = []
    for (const club of candidates)
      if (isStaffAt(caller, club) && (yield* relations.belongsTo(club, userId))) clubs.push(club)
    if (clubs.length === 0) return yield* Effect.fail(notFound("User"))
    if (clubs.length > 1) return yield* Effect.fail(unprocessable("Say which club's rating this is (facility_id)."))
    return clubs[0]!
  })

/**
 * Who may change a rating that is kept: the person's own (no club) by them, their guardian or a
 * platform admin, else Forbidden; a club's value by that club's staff for one of its people, else
 * NotFound. Says whose it is: "own" or "club".
 */
export const ratingChangeAccess = (
  userId: number,
  rating: { readonly facility_id: number | null },
): Effect.Effect<"own" | "club", Forbidden | NotFound, CurrentCaller | Relations> =>
  rating.facility_id === null
    ? Effect.flatMap(speaksFor([userId]), (speaks) =>
        speaks
          ? Effect.succeed("own" as const)
          : Effect.fail(forbidden("This is the person's own rating; your club keeps a value of its own: add one.")),
      )
    : Effect.flatMap(Effect.isSuccess(ratingKeeper(userId, rating.facility_id)), (keeps) =>
        keeps ? Effect.succeed("club" as const) : Effect.fail(notFound("Rating")),
      )

/**
 * Whether a thing a request names is the club's own: every id of another club reads as not
 * the club's, whatever the caller's roles elsewhere.
 */
export const ownedBy = <T extends { readonly facility_id: number }>(
  facilityId: number,
  thing: T | undefined,
): thing is T => thing !== undefined && thing.facility_id === facilityId

/** Whether a thing that is the platform's (no club) or one club's own may serve the club: a partner app. */
export const servesClub = (facilityId: number, thing: { readonly facility_id: number | null }) =>
  thing.facility_id === null || ownedBy(facilityId, thing as { readonly facility_id: number })

/** The signed-in caller's id, else Forbidden: for use cases that act on the caller's own things. */
export const signedInId: Effect.Effect<number, Forbidden, CurrentCaller> = Effect.flatMap(CurrentCaller, (caller) =>
  caller.userId === undefined ? Effect.fail(forbidden("Sign in first.")) : Effect.succeed(caller.userId),
)

/** A password, an e-mail address and tokens are changed by the person signed in, never by a token they made. */
export const requireInPerson: Effect.Effect<void, Forbidden, CurrentCaller> = Effect.flatMap(CurrentCaller, (caller) =>
  caller.byToken === true ? Effect.fail(forbidden("Sign in to do this; an API token cannot.")) : Effect.void,
)

/** Staff (or a platform admin) at the facility, else Forbidden: for the club's own books and lists. */
export const requireStaffAt = (facilityId: number): Effect.Effect<void, Forbidden, CurrentCaller> =>
  Effect.flatMap(CurrentCaller, (caller) =>
    isStaffAt(caller, facilityId) ? Effect.void : Effect.fail(forbidden("Only the club's staff see this.")),
  )

/** Anyone with a role at the facility (a member, its staff) or a platform admin, else Forbidden: for what a club shows its people. */
export const requireMemberAt = (facilityId: number): Effect.Effect<void, Forbidden, CurrentCaller> =>
  Effect.flatMap(CurrentCaller, (caller) =>
    caller.platformAdmin || roleAt(caller, facilityId) !== undefined
      ? Effect.void
      : Effect.fail(forbidden("Join the club first; this is for its members.")),
  )

/** An owner or admin of the facility (or a platform admin), else Forbidden with `refusal`: for its money's ways. */
export const requireAdminAt = (facilityId: number, refusal: string): Effect.Effect<void, Forbidden, CurrentCaller> =>
  Effect.flatMap(CurrentCaller, (caller) => {
    const role = roleAt(caller, facilityId)
    return caller.platformAdmin || (role !== undefined && ADMIN_ROLES.includes(role))
      ? Effect.void
      : Effect.fail(forbidden(refusal))
  })

/** A platform administrator (the server's operator among them), else Forbidden with `refusal`. */
export const requirePlatformAdmin = (refusal: string): Effect.Effect<void, Forbidden, CurrentCaller> =>
  Effect.flatMap(CurrentCaller, (caller) => (caller.platformAdmin ? Effect.void : Effect.fail(forbidden(refusal))))

/** The clubs where the caller holds an owner or admin role of their own (a platform admin's role-less reach not counted). */
export const ownAdminClubs = (caller: Caller): ReadonlyArray<number> =>
  caller.roles.filter((r) => ADMIN_ROLES.includes(r.role)).map((r) => r.facility_id)

/**
 * The caller's own owner or admin role at the facility, else Forbidden with `refusal`: for what acts
 * as them there afterwards (an app's grant), which a platform admin without a role could not back.
 */
export const requireOwnAdminAt = (facilityId: number, refusal: string): Effect.Effect<void, Forbidden, CurrentCaller> =>
  Effect.flatMap(CurrentCaller, (caller) =>
    ownAdminClubs(caller).includes(facilityId) ? Effect.void : Effect.fail(forbidden(refusal)),
  )

/** A manager of the facility (or a platform admin), else Forbidden with `refusal`: for changes to the club's offer. */
export const requireManagerAt = (facilityId: number, refusal: string): Effect.Effect<void, Forbidden, CurrentCaller> =>
  Effect.flatMap(CurrentCaller, (caller) =>
    isManagerAt(caller, facilityId) ? Effect.void : Effect.fail(forbidden(refusal)),
  )

/**
 * Whether the caller speaks for every one of `userIds` as that person: it is them, children they
 * handle, or the caller is a platform admin. Staff of a club do not: a person's own profile,
 * links and bookings elsewhere are theirs.
 */
export const speaksFor = (userIds: ReadonlyArray<number>): Effect.Effect<boolean, never, CurrentCaller | Relations> =>
  Effect.gen(function* () {
    if ((yield* CurrentCaller).platformAdmin) return true
    return (yield* actsFor(userIds)).length === userIds.length
  })

/** The caller books, signs or buys for `userId` as a person: it is them or a child they handle. */
export const requireSelfOrGuardian = (
  userId: number,
  message = "You may book only for yourself and the children you handle.",
): Effect.Effect<void, Forbidden, CurrentCaller | Relations> =>
  Effect.flatMap(actsFor([userId]), (mine) => (mine.length > 0 ? Effect.void : Effect.fail(forbidden(message))))

/**
 * Whether the caller runs a booking as a whole (cancels it, removes others from it): staff of its
 * club, or the one who booked it or the one it was booked for (its first player), and their
 * guardians. An invited player may only leave it.
 */
export const runsBooking = (r: ReservationPeople): Effect.Effect<boolean, never, CurrentCaller | Relations> =>
  Effect.gen(function* () {
    if (isStaffAt(yield* CurrentCaller, r.facility_id)) return true
    return yield* isBooker(r)
  })

/** Whether the caller is the booking's own booker as a person (who booked it or whom it is for, or their guardian), staff or not. */
export const isBooker = (r: ReservationPeople): Effect.Effect<boolean, never, CurrentCaller | Relations> =>
  Effect.gen(function* () {
    const owners = [r.created_by, r.users[0]?.user_id ?? null].filter((id): id is number => id !== null)
    return owners.length > 0 && (yield* actsFor(owners)).length > 0
  })

/**
 * May the caller keep notes, tags or groups on this subject: staff of the club, and the subject is
 * the club's own (a person who belongs to it, one of its bookings, products or clinics, the club).
 * Anything else reads as not found, so another club's ids cannot be probed.
 */
export const staffSubjectAt = (
  facilityId: number,
  model: CommentModel | TagModel | GroupableType,
  id: number,
): Effect.Effect<void, NotFound | Forbidden, CurrentCaller | NotesRepo | ReservationsRepo | ShopRepo | ClinicsRepo> =>
  Effect.gen(function* () {
    yield* requireStaffAt(facilityId)
    const ours =
      model === "User"
        ? yield* (yield* NotesRepo).belongsTo(facilityId, id)
        : model === "Reservation"
          ? Option.exists(yield* (yield* ReservationsRepo).find(id), (r) => r.facility_id === facilityId)
          : model === "Product"
            ? Option.exists(yield* (yield* ShopRepo).findProduct(id), (p) => p.facility_id === facilityId)
            : model === "Clinic"
              ? Option.exists(yield* (yield* ClinicsRepo).find(id), (c) => c.facility_id === facilityId)
              : id === facilityId
    if (!ours) return yield* Effect.fail(notFound(model === "Facility" ? "Facility" : model))
  })

/**
 * Who may write announcements where: a club's managers at their club (`facilityId`), the
 * platform's admins on the platform (null).
 */
export const requireAnnouncerAt = (facilityId: number | null): Effect.Effect<void, Forbidden, CurrentCaller> =>
  facilityId === null
    ? Effect.flatMap(CurrentCaller, (caller) =>
        caller.platformAdmin
          ? Effect.void
          : Effect.fail(forbidden("Only the platform's admins write its announcements.")),
      )
    : requireManagerAt(facilityId, "Only a manager writes the club's announcements.")

/** The plan, group or clinic an announcement is sent to is the club's own: its name, else not found. */
export const audienceAt = (
  facilityId: number,
  audience: Exclude<AnnouncementAudience, "everyone">,
  id: number,
): Effect.Effect<string, NotFound, AnnouncementsRepo> =>
  Effect.flatMap(AnnouncementsRepo, (repo) =>
    Effect.flatMap(repo.audienceOf(facilityId, audience, id), (name) =>
      Option.isSome(name)
        ? Effect.succeed(name.value)
        : Effect.fail(notFound(audience === "plan" ? "Membership plan" : audience === "group" ? "Group" : "Clinic")),
    ),
  )
