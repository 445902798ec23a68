import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import * as crypto from "node:crypto"
import { Email, Name } from "../../../engine/facility"
import { Mailer } from "../../../engine/mailer"
import { BirthDate, ZipCode } from "../../../engine/people"
import { mayAssignRole, STAFF_ROLES } from "../../../engine/roles"
import { passwordProblem } from "../../../engine/validation"
import { Activity, activityAt, activityOf, recordActivity } from "../../sql/activity"
import { grantRole, insertUser, setPasswordHash, User } from "../../sql/users"
import { speaksFor } from "../../../engine/access"
import { Actor, asCaller, currentUser, roleAt } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Conflict, Forbidden, notFound, TooManyRequests, unprocessable } from "../errors"
import { hashPassword } from "../../security/passwords"
import { requireUser } from "../lookups"
import {
  accountCode,
  countWrongCode,
  acceptFamilyLink,
  deleteFamilyLink,
  familyLinks,
  insertFamilyLink,
  joinGuardiansClubs,
  makeProfilePrivate,
  markAccountClaimed,
  removeMember,
  roleOfMember,
  saveAccountCode,
  setBirthDateAndClub,
  setZipCode,
} from "../../sql/people"
import { inTransaction } from "../../sql/transaction"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { sameSecret, Secrets } from "../../security/secrets"
import { ServerSettings } from "../settings"
import { askingPerson, notYetRelated, personAsSeen, withoutSecrets } from "../personView"

const Page = Schema.optional(IdParam)

export const FamilyMember = Schema.Struct({
  user: User,
  handled: Schema.Boolean,
  name: Schema.NullOr(Schema.String),
  /** `related`: someone the caller added; `guardian`: someone who added the caller. */
  direction: Schema.Literal("related", "guardian"),
  /** The person has an account of their own and has not accepted the link yet: nothing of theirs is shown. */
  awaiting_acceptance: Schema.Boolean,
  /** The link asks to act for the related person (book, pay, sign in their name). */
  acting_asked: Schema.Boolean,
})

/** A code sent by mail lets a person claim the account staff created: tries allowed per code. */
const MAX_CODE_ATTEMPTS = 5

export const PeopleGroup = apiGroup("people")
  .add(
    HttpApiEndpoint.post("createContact", "/api/users/create_contact")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          first_name: Name,
          last_name: Name,
          email: Schema.optional(Schema.NullOr(Email)),
          phone: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(40)))),
          birth_date: Schema.optional(Schema.NullOr(BirthDate)),
        }),
      )
      .addSuccess(User, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("sendReconfirmationEmail", "/api/users/:id/send_reconfirmation_email")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Void, { status: 202 })
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.put("verifyAccountCode", "/api/users/:id/verify_account_code")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          code: Schema.String.pipe(Schema.maxLength(20)),
          password: Schema.String.pipe(Schema.maxLength(200)),
        }),
      )
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("destroyByManager", "/api/users/:id/destroy_by_manager")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(Schema.Struct({ facility_id: Id }))
      .addSuccess(Schema.Struct({ removed: Schema.Boolean, anonymized: Schema.Boolean }))
      .annotate(PolicyTag, Policy.manager(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("zip", "/api/users/:id/zip")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          zip_code: Schema.optional(Schema.NullOr(ZipCode)),
          zip_code_approval: Schema.optional(Schema.Boolean),
          facility_id: Schema.optional(Id),
        }),
      )
      .addSuccess(User)
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.get("activity", "/api/users/activity")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam), page: Page }))
      .addSuccess(Schema.Array(Activity))
      .annotate(PolicyTag, Policy.selfOrGuardian(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("allActivity", "/api/users/all_activity")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, page: Page }))
      .addSuccess(Schema.Array(Activity))
      .annotate(PolicyTag, Policy.staff(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("handledUsers", "/api/users/handled_users")
      .addSuccess(Schema.Array(User))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("family", "/api/users/family")
      .addSuccess(Schema.Array(FamilyMember))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("childrens", "/api/users/childrens")
      .addSuccess(Schema.Array(User))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("addToFamily", "/api/users/add_to_family")
      .setPayload(
        Schema.Struct({
          related_user_id: Schema.optional(Id),
          handled: Schema.optionalWith(Schema.Boolean, { default: () => true }),
          name: Schema.optionalWith(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)), {
            default: () => "child",
          }),
          first_name: Schema.optional(Name),
          last_name: Schema.optional(Name),
          birth_date: Schema.optional(Schema.NullOr(BirthDate)),
        }),
      )
      .addSuccess(FamilyMember, { status: 201 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("acceptGuardian", "/api/users/accept_guardian")
      .setPayload(Schema.Struct({ user_id: Id }))
      .addSuccess(FamilyMember)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("removeFromFamily", "/api/users/remove_from_family")
      .setPayload(Schema.Struct({ related_user_id: Id }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

const actorId = Effect.map(Actor, (actor) => actor.user?.id ?? null)

const familyOf = (userId: number) =>
  Effect.gen(function* () {
    const links = yield* familyLinks(userId)
    return yield* Effect.forEach(links, (link) =>
      Effect.map(requireUser(link.other), (user) => ({
        user: link.awaiting_acceptance
          ? link.direction === "related"
            ? notYetRelated(user, link.name)
            : askingPerson(user)
          : link.handled && link.direction === "related"
            ? user
            : withoutSecrets(user),
        handled: link.handled,
        name: link.name,
        direction: link.direction,
        awaiting_acceptance: link.awaiting_acceptance,
        acting_asked: link.acting_asked,
      })),
    )
  })

const handledBy = (userId: number, onlyChildren: boolean) =>
  Effect.gen(function* () {
    const family = yield* familyOf(userId)
    return family
      .filter((m) => m.direction === "related" && m.handled && (!onlyChildren || m.name === "child"))
      .map((m) => m.user)
  })

export const PeopleLive = HttpApiBuilder.group(apiOf(PeopleGroup), "people", (handlers) =>
  handlers
    .handle("createContact", ({ payload }) =>
      Effect.gen(function* () {
        return yield* inTransaction(
          Effect.gen(function* () {
            const created = yield* insertUser({
              email: payload.email ?? null,
              first_name: payload.first_name,
              last_name: payload.last_name,
              phone: payload.phone ?? null,
              password_hash: null,
            })
            if (Option.isNone(created)) {
              return yield* Effect.fail(
                new Conflict({
                  message: "A person with this e-mail address exists already; find them instead.",
                  errors: [],
                }),
              )
            }
            const user = created.value
            yield* setBirthDateAndClub(user.id, payload.birth_date ?? null, payload.facility_id)
            yield* grantRole(payload.facility_id, user.id, "player")
            yield* recordActivity({
              facility_id: payload.facility_id,
              user_id: user.id,
              actor_id: yield* actorId,
              kind: "contact_created",
              description: `${user.first_name} ${user.last_name} was added to the club by staff.`,
            })
            return yield* requireUser(user.id)
          }),
        )
      }),
    )
    .handle("sendReconfirmationEmail", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* requireUser(path.id)
        if (user.email === null)
          return yield* Effect.fail(unprocessable("This person has no e-mail address to send a code to."))
        if (user.has_password)
          return yield* Effect.fail(
            unprocessable("This person can sign in already; they can reset their password instead."),
          )
        const secrets = yield* Secrets
        const mailer = yield* Mailer
        const { publicUrl } = yield* ServerSettings
        const code = String(crypto.randomInt(100000, 1000000))
        yield* saveAccountCode(user.id, secrets.digest(`${user.id}:${code}`))
        yield* mailer
          .send({
            to: user.email,
            subject: "Claim your account",
            text:
              `Your club has added you. To choose a password and sign in, enter the code ${code} at\n\n` +
              `${publicUrl}/claim?user=${user.id}\n\nThe code works for 24 hours.`,
          })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the account code", error.message)))
      }),
    )
    .handle("verifyAccountCode", ({ path, payload }) =>
      Effect.gen(function* () {
        const secrets = yield* Secrets
        const row = yield* accountCode(path.id)
        if (row === undefined || row.expired)
          return yield* Effect.fail(unprocessable("This code is unknown or has expired; ask for a new one."))
        if (row.attempts >= MAX_CODE_ATTEMPTS) {
          return yield* Effect.fail(
            new TooManyRequests({ message: "Too many wrong codes; ask for a new one.", errors: [] }),
          )
        }
        if (!sameSecret(secrets.digest(`${path.id}:${payload.code.trim()}`), row.code_hash)) {
          yield* countWrongCode(path.id)
          return yield* Effect.fail(unprocessable("The code is wrong."))
        }
        const problem = passwordProblem(payload.password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const hash = yield* hashPassword(payload.password)
        yield* inTransaction(
          Effect.gen(function* () {
            yield* setPasswordHash(path.id, hash)
            yield* markAccountClaimed(path.id)
            yield* recordActivity({
              user_id: path.id,
              actor_id: path.id,
              kind: "account_claimed",
              description: "Claimed the account and chose a password.",
            })
          }),
        )
      }),
    )
    .handle("destroyByManager", ({ path, payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        if (actor.user?.id === path.id)
          return yield* Effect.fail(unprocessable("You cannot remove yourself; ask another manager."))
        const role = yield* roleOfMember(payload.facility_id, path.id)
        if (role === undefined) return yield* Effect.fail(notFound("Member"))
        if (role === "owner")
          return yield* Effect.fail(unprocessable("An owner cannot be removed; hand the ownership on first."))
        const mine = roleAt(actor, payload.facility_id)
        if (!actor.user?.is_platform_admin && (mine === undefined || !mayAssignRole(mine, role)))
          return yield* Effect.fail(
            new Forbidden({
              message: `As ${mine ?? "a non-member"} you may not remove someone who is ${role}.`,
              errors: [],
            }),
          )
        return yield* inTransaction(
          Effect.gen(function* () {
            yield* recordActivity({
              facility_id: payload.facility_id,
              user_id: path.id,
              actor_id: actor.user?.id ?? null,
              kind: "member_removed",
              description: "Removed from the club by a manager.",
            })
            const anonymized = yield* removeMember(payload.facility_id, path.id)
            return { removed: true, anonymized }
          }),
        )
      }),
    )
    .handle("zip", ({ path, payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const user = yield* requireUser(path.id)
        const staff =
          actor.user?.is_platform_admin === true || actor.memberships.some((m) => STAFF_ROLES.includes(m.role))
        if (payload.zip_code_approval !== undefined && !staff) {
          return yield* Effect.fail(new Forbidden({ message: "Only staff approve a postal code.", errors: [] }))
        }
        // The postal code is the person's own (every club sees it); staff only approve it.
        if (
          payload.zip_code !== undefined &&
          payload.zip_code !== user.zip_code &&
          !(yield* asCaller(speaksFor([user.id])))
        ) {
          return yield* Effect.fail(
            new Forbidden({
              message: "A person enters their own postal code; staff approve it.",
              errors: ["zip_code"],
            }),
          )
        }
        const zip = payload.zip_code === undefined ? user.zip_code : payload.zip_code
        // A new postal code needs approving again, unless staff approve it in the same call.
        const approval = payload.zip_code_approval ?? (zip === user.zip_code ? user.zip_code_approval : false)
        yield* setZipCode(user.id, zip, approval)
        return yield* personAsSeen(user.id)
      }),
    )
    .handle("activity", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        return yield* activityOf([urlParams.user_id ?? me.id], urlParams.page ?? 1)
      }),
    )
    .handle("allActivity", ({ urlParams }) => activityAt(urlParams.facility_id, urlParams.page ?? 1))
    .handle("handledUsers", () =>
      Effect.flatMap(currentUser.pipe(Effect.orDie), (me) => handledBy(me.id, false)).pipe(
        Effect.catchTag("NotFound", Effect.die),
      ),
    )
    .handle("childrens", () =>
      Effect.flatMap(currentUser.pipe(Effect.orDie), (me) => handledBy(me.id, true)).pipe(
        Effect.catchTag("NotFound", Effect.die),
      ),
    )
    .handle("family", () =>
      Effect.flatMap(currentUser.pipe(Effect.orDie), (me) => familyOf(me.id)).pipe(
        Effect.catchTag("NotFound", Effect.die),
      ),
    )
    .handle("addToFamily", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        return yield* inTransaction(
          Effect.gen(function* () {
            let relatedId = payload.related_user_id
            if (relatedId === undefined) {
              if (payload.first_name === undefined || payload.last_name === undefined) {
                return yield* Effect.fail(
                  unprocessable(
                    "Give the related_user_id of an existing person, or the first and last name of a new one.",
                  ),
                )
              }
              const child = yield* insertUser({
                email: null,
                first_name: payload.first_name,
                last_name: payload.last_name,
                password_hash: null,
              })
              relatedId = Option.getOrThrow(child).id
              yield* setBirthDateAndClub(relatedId, payload.birth_date ?? null, me.current_facility_id)
              yield* joinGuardiansClubs(relatedId, me.id)
              yield* makeProfilePrivate(relatedId)
            } else {
              if (relatedId === me.id)
                return yield* Effect.fail(unprocessable("You cannot add yourself to your family."))
              yield* requireUser(relatedId)
            }
            // A child added here is handled at once; someone with their own account says yes to any link themself.
            const created = payload.related_user_id === undefined
            const handled = payload.handled && created
            const requested = payload.handled && !created
            const inserted = yield* insertFamilyLink({
              userId: me.id,
              relatedId,
              handled,
              name: payload.name,
              requested,
              accepted: created,
            })
            if (!inserted)
              return yield* Effect.fail(new Conflict({ message: "This person is in your family already.", errors: [] }))
            const related = yield* requireUser(relatedId)
            yield* recordActivity({
              user_id: me.id,
              actor_id: me.id,
              kind: "family_added",
              description: created
                ? `Added ${related.first_name} ${related.last_name} to the family${handled ? " and acts for them" : ""}.`
                : `Asked ${payload.name} to join the family${requested ? " and to act for them" : ""}.`,
            })
            return {
              user: created ? related : notYetRelated(related, payload.name),
              handled,
              name: payload.name,
              direction: "related" as const,
              awaiting_acceptance: !created,
              acting_asked: requested,
            }
          }),
        )
      }),
    )
    .handle("acceptGuardian", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        if (!(yield* acceptFamilyLink(payload.user_id, me.id)))
          return yield* Effect.fail(notFound("A request to act for you from that person"))
        const guardian = yield* requireUser(payload.user_id)
        yield* recordActivity({
          user_id: me.id,
          actor_id: me.id,
          kind: "guardian_accepted",
          description: `Accepted ${guardian.first_name} ${guardian.last_name} acting for them.`,
        })
        return (yield* familyOf(me.id)).find((m) => m.direction === "guardian" && m.user.id === guardian.id)!
      }),
    )
    .handle("removeFromFamily", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const removed = yield* deleteFamilyLink(me.id, payload.related_user_id)
        if (!removed) return yield* Effect.fail(notFound("That family member"))
      }),
    ),
)

export const peoplePlugin: Plugin = {
  name: "people",
  description: "Contacts and claiming accounts, removing members, families and guardians, activity.",
  group: PeopleGroup,
  handlers: PeopleLive,
}
