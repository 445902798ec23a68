import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import {
  CurrentCaller,
  personAnywhereAccess,
  requireInPerson,
  requirePlatformAdmin,
  requireStaffAt,
  roleAt,
  speaksFor,
  staffSearchScope,
  type Caller,
  signedInId,
} from "../access"
import { Passwords, Secrets } from "../accounts/port"
import { conflict, forbidden, Forbidden, notFound, orNotFound, TooManyRequests, unprocessable } from "../errors"
import { Mailer } from "../mail/mailer"
import { mailWords } from "../mail/mailWords"
import {
  familyMember,
  notYetRelated,
  type ProfileFields,
  SHARED_PROFILE_FIELDS,
  toldApart,
  withoutSecrets,
  type FamilyMember,
  type User,
} from "./rules"
import { mayAssignRole, type Role, STAFF_ROLES } from "../roles"
import { passwordProblem } from "../validation"
import { FacilitiesRepo } from "../facilities/port"
import { PeopleRepo } from "./port"
import { Transactions } from "../ports"
import { type Cursor, orUnknownCursor } from "../lists"

/** A code sent by mail lets a person claim the account staff created: tries allowed per code. */
const MAX_CODE_ATTEMPTS = 5

/** A contact staff add to their club: no account until the person claims it. */
export interface NewContact {
  readonly facility_id: number
  readonly first_name: string
  readonly last_name: string
  readonly email?: string | null | undefined
  readonly phone?: string | null | undefined
  readonly birth_date?: string | null | undefined
}

/** Someone the caller adds to their family: an existing person by id, or a new child by name. */
export interface FamilyAddition {
  readonly related_user_id?: number | undefined
  readonly handled: boolean
  readonly name: string
  readonly first_name?: string | undefined
  readonly last_name?: string | undefined
  readonly birth_date?: string | null | undefined
}

const fullName = (user: User) => `${user.first_name} ${user.last_name}`

/** How many children a guardian may add in a day. */
const CHILDREN_A_DAY = 5

/**
 * People: contacts a club adds and the accounts they claim, families and guardians, postal codes,
 * who leaves a club, and what happened to each. Links between people come from the person's own
 * act: a guardian acts for a child they created, anyone else says yes to a link themself.
 */
export class People extends Effect.Service<People>()("venue/People", {
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const repo = yield* PeopleRepo
    const secrets = yield* Secrets
    const passwords = yield* Passwords
    const mailer = yield* Mailer
    const facilities = yield* FacilitiesRepo

    const requirePerson = (id: number) => orNotFound("User")(repo.find(id))

    /** A person as the caller may see them: whole to themself, their guardian and platform admins; else without secrets. */
    const seen = (id: number) =>
      Effect.gen(function* () {
        const user = yield* requirePerson(id)
        return (yield* speaksFor([id])) ? user : withoutSecrets(user)
      })

    /** A person the caller may reach (themself, a child they handle, one of their club's people), as they may see them. */
    const find = (id: number) => Effect.zipRight(personAnywhereAccess(id), seen(id))

    /** A contact staff add to their club, as a player there; 409 when the address has an account. */
    const createContact = (contact: NewContact) =>
      Effect.gen(function* () {
        yield* requireStaffAt(contact.facility_id)
        const actor = (yield* CurrentCaller).userId ?? null
        return yield* transactions.run(
          Effect.gen(function* () {
            const created = yield* repo.insert({
              email: contact.email ?? null,
              first_name: contact.first_name,
              last_name: contact.last_name,
              phone: contact.phone ?? null,
              password_hash: null,
            })
            if (Option.isNone(created))
              return yield* Effect.fail(
                conflict("A person with this e-mail address exists already; find them instead."),
              )
            const user = created.value
            yield* repo.setBirthDateAndClub(user.id, contact.birth_date ?? null, contact.facility_id)
            yield* repo.grantRole(contact.facility_id, user.id, "player")
            yield* repo.recordActivity({
              facility_id: contact.facility_id,
              user_id: user.id,
              actor_id: actor,
              kind: "contact_created",
              description: `${fullName(user)} was added to the club by staff.`,
            })
            return yield* requirePerson(user.id)
          }),
        )
      })

    /** Mails a contact the code to claim their account with; `site` is the server's public address. */
    const sendAccountCode = (userId: number, site: string) =>
      Effect.gen(function* () {
        yield* personAnywhereAccess(userId)
        const user = yield* requirePerson(userId)
        if (user.email === null)
          return yield* Effect.fail(unprocessable("This person has no e-mail address to send a code to."))
        if (user.has_password)
          return yield* Effect.fail(
            unprocessable("This person can sign in already; they can reset their password instead."),
          )
        const code = secrets.code()
        yield* repo.saveAccountCode(user.id, secrets.digest(`${user.id}:${code}`))
        const say = mailWords(user.language ?? "en")
        yield* mailer
          .send({
            to: user.email,
            subject: say("account.claimSubject"),
            text: say("account.claim", { code, link: `${site}/claim?user=${user.id}` }),
          })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the account code", error.message)))
      })

    /** The person claims the account with the mailed code and chooses a password (anyone may try: the code is the key). */
    const claimAccount = (userId: number, code: string, password: string) =>
      Effect.gen(function* () {
        const row = yield* repo.accountCode(userId)
        if (row === undefined || row.expired)
          return yield* Effect.fail(unprocessable("This code is unknown or has expired; ask for a new one."))
        if (row.attempts >= MAX_CODE_ATTEMPTS)
          return yield* Effect.fail(
            new TooManyRequests({ message: "Too many wrong codes; ask for a new one.", errors: [] }),
          )
        if (!secrets.same(secrets.digest(`${userId}:${code.trim()}`), row.code_hash)) {
          yield* repo.countWrongCode(userId)
          return yield* Effect.fail(unprocessable("The code is wrong."))
        }
        const problem = passwordProblem(password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const hash = yield* passwords.hash(password)
        yield* transactions.run(
          Effect.all([
            repo.setPasswordHash(userId, hash),
            repo.markAccountClaimed(userId),
            repo.recordActivity({
              user_id: userId,
              actor_id: userId,
              kind: "account_claimed",
              description: "Claimed the account and chose a password.",
            }),
          ]),
        )
      })

    /**
     * A manager removes someone from their club, never themself nor anyone whose role theirs may not
     * give; a contact that belongs nowhere else is erased with it.
     */
    const removeFromClub = (facilityId: number, userId: number) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (caller.userId === userId)
          return yield* Effect.fail(unprocessable("You cannot remove yourself; ask another manager."))
        const role = yield* repo.roleAt(facilityId, userId)
        if (role === undefined) return yield* Effect.fail(notFound("Member"))
        if (role === "owner")
          return yield* Effect.fail(unprocessable("An owner cannot be removed; hand the ownership on first."))
        const mine = roleAt(caller, facilityId)
        if (!caller.platformAdmin && (mine === undefined || !mayAssignRole(mine, role)))
          return yield* Effect.fail(
            forbidden(`As ${mine ?? "a non-member"} you may not remove someone who is ${role}.`),
          )
        return yield* transactions.run(
          Effect.gen(function* () {
            yield* repo.recordActivity({
              facility_id: facilityId,
              user_id: userId,
              actor_id: caller.userId ?? null,
              kind: "member_removed",
              description: "Removed from the club by a manager.",
            })
            return { removed: true, anonymized: yield* repo.removeMember(facilityId, userId) }
          }),
        )
      })

    /** The postal code is the person's own (every club sees it); staff only approve it. A new one needs approving again. */
    const setZipCode = (
      userId: number,
      change: { readonly zip_code?: string | null | undefined; readonly zip_code_approval?: boolean | undefined },
    ) =>
      Effect.gen(function* () {
        yield* personAnywhereAccess(userId)
        const caller = yield* CurrentCaller
        const user = yield* requirePerson(userId)
        if (change.zip_code_approval !== undefined && !staffAnywhere(caller))
          return yield* Effect.fail(forbidden("Only staff approve a postal code."))
        if (change.zip_code !== undefined && change.zip_code !== user.zip_code && !(yield* speaksFor([userId])))
          return yield* Effect.fail(
            new Forbidden({
              message: "A person enters their own postal code; staff approve it.",
              errors: ["zip_code"],
            }),
          )
        const zip = change.zip_code === undefined ? user.zip_code : change.zip_code
        const approval = change.zip_code_approval ?? (zip === user.zip_code ? user.zip_code_approval : false)
        yield* repo.setZipCode(userId, zip, approval)
        return yield* seen(userId)
      })

    /** A page of what happened to a person (the caller by default), for them or their guardian. */
    const activityOf = (userId: number | undefined, page: number) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        const whose = userId ?? me
        if (!(yield* speaksFor([whose]))) return yield* Effect.fail(notFound("User"))
        return yield* repo.activityOf([whose], page)
      })

    /** A page of what happened at a club, for its staff. */
    const activityAt = (facilityId: number, page: number) =>
      Effect.zipRight(requireStaffAt(facilityId), repo.activityAt(facilityId, page))

    const familyOf = (userId: number) =>
      Effect.gen(function* () {
        const links = yield* repo.familyLinks(userId)
        return yield* Effect.forEach(links, (link) =>
          Effect.map(Effect.orDie(requirePerson(link.other)), (other) => familyMember(link, other)),
        )
      })

    /** The caller's family: whom they added and who added them, each as the link lets them see. */
    const family = Effect.flatMap(signedInId, familyOf)

    /** The people the caller acts for; only the children among them when `onlyChildren`. */
    const handled = (onlyChildren: boolean) =>
      Effect.map(family, (members) =>
        members
          .filter((m) => m.direction === "related" && m.handled && (!onlyChildren || m.name === "child"))
          .map((m) => m.user),
      )

    /**
     * Adds someone to the caller's family: a new child (created here, acted for at once, private,
     * a player at the guardian's clubs) or an existing person, who is asked and says yes themself.
     */
    const addToFamily = (addition: FamilyAddition) =>
      Effect.gen(function* () {
        const me = yield* requirePerson(yield* signedInId)
        const created = addition.related_user_id === undefined
        return yield* transactions.run(
          Effect.gen(function* () {
            const relatedId = created ? yield* newChild(me, addition) : addition.related_user_id!
            if (relatedId === me.id) return yield* Effect.fail(unprocessable("You cannot add yourself to your family."))
            const related = yield* requirePerson(relatedId)
            const handled = addition.handled && created
            const requested = addition.handled && !created
            const inserted = yield* repo.insertFamilyLink({
              userId: me.id,
              relatedId,
              handled,
              name: addition.name,
              requested,
              accepted: created,
            })
            if (!inserted) return yield* Effect.fail(conflict("This person is in your family already."))
            yield* repo.recordActivity({
              user_id: me.id,
              actor_id: me.id,
              kind: "family_added",
              description: created
                ? `Added ${fullName(related)} to the family${handled ? " and acts for them" : ""}.`
                : `Asked ${addition.name} to join the family${requested ? " and to act for them" : ""}.`,
            })
            return {
              user: created ? related : notYetRelated(related, addition.name),
              handled,
              name: addition.name,
              direction: "related",
              awaiting_acceptance: !created,
              acting_asked: requested,
            } satisfies FamilyMember
          }),
        )
      })

    const newChild = (guardian: User, addition: FamilyAddition) =>
      Effect.gen(function* () {
        if (addition.first_name === undefined || addition.last_name === undefined)
          return yield* Effect.fail(
            unprocessable("Give the related_user_id of an existing person, or the first and last name of a new one."),
          )
        // A family grows by a few a day, not by dozens: each child is another place in line for a freed court.
        if ((yield* repo.childrenMadeToday(guardian.id)) >= CHILDREN_A_DAY)
          return yield* Effect.fail(
            new TooManyRequests({
              message: `A guardian adds at most ${CHILDREN_A_DAY} children a day; ask the club to add more.`,
              errors: [],
            }),
          )
        const child = Option.getOrThrow(
          yield* repo.insert({
            email: null,
            first_name: addition.first_name,
            last_name: addition.last_name,
            password_hash: null,
          }),
        )
        yield* repo.setBirthDateAndClub(child.id, addition.birth_date ?? null, guardian.current_facility_id)
        yield* repo.joinGuardiansClubs(child.id, guardian.id)
        yield* repo.makeProfilePrivate(child.id)
        return child.id
      })

    /** The caller says yes to a guardian's link (and to their acting for them, if asked). */
    const acceptGuardian = (guardianId: number) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        if (!(yield* repo.acceptFamilyLink(guardianId, me)))
          return yield* Effect.fail(notFound("A request to act for you from that person"))
        const guardian = yield* requirePerson(guardianId)
        yield* repo.recordActivity({
          user_id: me,
          actor_id: me,
          kind: "guardian_accepted",
          description: `Accepted ${fullName(guardian)} acting for them.`,
        })
        return (yield* familyOf(me)).find((m) => m.direction === "guardian" && m.user.id === guardianId)!
      })

    /** The person with this address, for the server's operator (the command line names people by address). */
    const byEmail = (email: string) =>
      Effect.gen(function* () {
        yield* requirePlatformAdmin("Only the server's operator finds people by address.")
        const found = yield* repo.findByEmail(email)
        if (Option.isNone(found)) return yield* Effect.fail(notFound(`A user with the e-mail ${email}`))
        return found.value.user
      })

    /**
     * Gives a person a role at a club (replacing theirs): a platform admin any, a club's manager
     * only a role theirs may give, to someone whose present role theirs may give too.
     */
    const grantRole = (facilityId: number, userId: number, role: Role) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (!caller.platformAdmin) {
          const mine = roleAt(caller, facilityId)
          const held = yield* repo.roleAt(facilityId, userId)
          if (mine === undefined || !mayAssignRole(mine, role) || (held !== undefined && !mayAssignRole(mine, held)))
            return yield* Effect.fail(forbidden(`As ${mine ?? "a non-member"} you may not make someone ${role}.`))
        }
        yield* requirePerson(userId)
        yield* repo.grantRole(facilityId, userId, role)
      })

    /**
     * Changes a profile. Its shared fields are the person's (or their guardian's): staff keep only
     * contacts their club made and nobody claimed. The e-mail address recovers the account: only its
     * holder, signed in themself, changes it. A verified rating is staff's word on someone else, at
     * a club that person plays at.
     */
    const updateProfile = (userId: number, change: ProfileFields) =>
      Effect.gen(function* () {
        yield* personAnywhereAccess(userId)
        const caller = yield* CurrentCaller
        const user = yield* requirePerson(userId)
        const shared = SHARED_PROFILE_FIELDS.filter((f) => change[f] !== undefined && change[f] !== user[f])
        if (shared.length > 0 && !(yield* speaksFor([userId])) && !(yield* repo.keptByClubs(userId)))
          return yield* Effect.fail(
            new Forbidden({
              message: "This person keeps their own profile; ask them to change their name, phone or birth date.",
              errors: [...shared],
            }),
          )
        const email = change.email ?? undefined
        if (email !== undefined && email.toLowerCase() !== (user.email ?? "").toLowerCase()) {
          if (caller.userId !== userId && !caller.platformAdmin)
            return yield* Effect.fail(forbidden("Only the account holder may change their e-mail address."))
          yield* requireInPerson
        }
        if (email !== undefined && (yield* repo.emailTakenByOther(email, userId)))
          return yield* Effect.fail(conflict("Another account uses this e-mail address."))
        if (change.ntrp_verified !== undefined && !(yield* verifiesRatingOf(caller, userId)))
          return yield* Effect.fail(
            forbidden("Only staff of a club this person plays at verify their rating, and never their own."),
          )
        const { current_facility_id: _current, ...fields } = change
        yield* repo.updateFields(userId, fields)
        return yield* seen(userId)
      })

    const verifiesRatingOf = (caller: Caller, userId: number) =>
      Effect.gen(function* () {
        if (caller.platformAdmin) return true
        if (caller.userId === userId) return false
        const theirs = yield* repo.clubsOf(userId)
        return caller.roles.some((r) => STAFF_ROLES.includes(r.role) && theirs.includes(r.facility_id))
      })

    /** The caller with the clubs they belong to or marked as favourites. */
    const info = Effect.gen(function* () {
      const me = yield* requirePerson(yield* signedInId)
      return { ...me, facilities: yield* repo.facilitiesOf(me.id) }
    })

    /** The caller's clubs: the current one first, then favourites, then the rest by name. */
    const preferredFacilities = Effect.gen(function* () {
      const me = yield* requirePerson(yield* signedInId)
      const list = yield* repo.facilitiesOf(me.id)
      return [...list].sort(
        (a, b) =>
          Number(b.id === me.current_facility_id) - Number(a.id === me.current_facility_id) ||
          Number(b.fave) - Number(a.fave),
      )
    })

    /** People of the clubs the caller is staff at (of one of them when named; anyone's for a platform admin). */
    const search = (query: {
      readonly facility_id?: number | undefined
      readonly q?: string | undefined
      readonly page?: number | undefined
      readonly tag_id?: number | undefined
    }) =>
      Effect.gen(function* () {
        const scope = staffSearchScope(yield* CurrentCaller, query.facility_id)
        if (scope !== null && scope.length === 0) return []
        return yield* repo.search(scope, query.q ?? "", query.page ?? 1, query.tag_id)
      })

    /** The same people read by cursor. */
    const searchAfter = (
      query: {
        readonly facility_id?: number | undefined
        readonly q?: string | undefined
        readonly tag_id?: number | undefined
      },
      cursor: Cursor,
    ) =>
      Effect.gen(function* () {
        const scope = staffSearchScope(yield* CurrentCaller, query.facility_id)
        if (scope !== null && scope.length === 0) return { data: [], hasMore: false }
        return yield* orUnknownCursor(repo.searchAfter(scope, query.q ?? "", query.tag_id, cursor))
      })

    /** The club a person is at now, if any. */
    const currentFacility = (userId: number) =>
      Effect.gen(function* () {
        yield* personAnywhereAccess(userId)
        const user = yield* requirePerson(userId)
        return user.current_facility_id === null
          ? null
          : Option.getOrNull(yield* facilities.find(user.current_facility_id))
      })

    /** The person (or their guardian) picks the club they are at now: one they belong to or marked as favourite. */
    const setCurrentFacility = (userId: number, facilityId: number) =>
      Effect.gen(function* () {
        if (!(yield* speaksFor([userId]))) return yield* Effect.fail(notFound("User"))
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        if (!(yield* repo.facilitiesOf(userId)).some((f) => f.id === facilityId))
          return yield* Effect.fail(
            unprocessable("Only a facility the user belongs to or marked as favourite can be the current one."),
          )
        yield* repo.updateFields(userId, { current_facility_id: facilityId })
        return facility
      })

    /** The caller marks or unmarks a club as a favourite. */
    const toggleFavourite = (facilityId: number) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        yield* orNotFound("Facility")(facilities.find(facilityId))
        return { facility_id: facilityId, fave: yield* repo.toggleFavourite(me, facilityId) }
      })

    /** Fellow members of a club to invite, for its members: those with a public profile, by name (and a hint where names repeat). */
    const directory = (facilityId: number, query: string) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (!caller.platformAdmin && roleAt(caller, facilityId) === undefined)
          return yield* Effect.fail(forbidden("Only the club's members find its players."))
        const q = query.trim()
        return q.length < 2 ? [] : toldApart(yield* repo.directory(facilityId, q))
      })

    /** The caller ends a link they made. */
    const removeFromFamily = (relatedId: number) =>
      Effect.gen(function* () {
        if (!(yield* repo.deleteFamilyLink(yield* signedInId, relatedId)))
          return yield* Effect.fail(notFound("That family member"))
      })

    return withSpans("People", {
      find,
      seen,
      createContact,
      sendAccountCode,
      claimAccount,
      removeFromClub,
      setZipCode,
      activityOf,
      activityAt,
      family,
      handled,
      addToFamily,
      acceptGuardian,
      removeFromFamily,
      byEmail,
      grantRole,
      updateProfile,
      info,
      preferredFacilities,
      search,
      searchAfter,
      currentFacility,
      setCurrentFacility,
      toggleFavourite,
      directory,
    })
  }),
}) {}

const staffAnywhere = (caller: Caller) => caller.platformAdmin || caller.roles.some((r) => STAFF_ROLES.includes(r.role))
