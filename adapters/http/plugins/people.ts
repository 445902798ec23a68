import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import * as crypto from "node:crypto"
import { Email, Name } from "../../../engine/facility"
import { Mailer } from "../../../engine/mailer"
import { BirthDate, ZipCode } from "../../../engine/people"
import { STAFF_ROLES } from "../../../engine/roles"
import { passwordProblem } from "../../../engine/validation"
import { Activity, activityAt, activityOf, recordActivity } from "../../sql/activity"
import { grantRole, insertUser, setPasswordHash, User } from "../../sql/users"
import { Actor, currentUser, roleAt } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Conflict, Forbidden, notFound, sqlDefects, TooManyRequests, unprocessable } from "../errors"
import { hashPassword } from "../../security/passwords"
import { requireUser } from "../lookups"
import { erasePerson } from "../../sql/personalData"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { sameSecret, Secrets } from "../../security/secrets"
import { ServerSettings } from "../settings"

const Page = Schema.optional(IdParam)

export const FamilyMember = Schema.Struct({
  user: User,
  handled: Schema.Boolean,
  name: Schema.NullOr(Schema.String),
  /** `related`: someone the caller added; `guardian`: someone who added the caller. */
  direction: Schema.Literal("related", "guardian"),
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
    HttpApiEndpoint.post("removeFromFamily", "/api/users/remove_from_family")
      .setPayload(Schema.Struct({ related_user_id: Id }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

const actorId = Effect.map(Actor, (actor) => actor.user?.id ?? null)

const familyOf = (userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const links = yield* sql<{
      other: number
      handled: boolean
      name: string | null
      direction: "related" | "guardian"
    }>`
      select related_user_id as other, handled, name, 'related' as direction from family_links where user_id = ${userId}
      union all
      select user_id as other, handled, name, 'guardian' as direction from family_links where related_user_id = ${userId}
      order by direction desc, other`
    return yield* Effect.forEach(links, (link) =>
      Effect.map(requireUser(link.other), (user) => ({
        user,
        handled: link.handled,
        name: link.name,
        direction: link.direction,
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

/** Removes a person from a facility; one who belongs nowhere any more is erased as each area registered, their row kept. */
const removeMember = (facilityId: number, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`delete from facility_users where facility_id = ${facilityId} and user_id = ${userId}`
    yield* sql`delete from booking_passes where facility_id = ${facilityId} and user_id = ${userId}`
    const elsewhere = yield* sql`select 1 from facility_users where user_id = ${userId} limit 1`
    if (elsewhere.length > 0) return false
    yield* erasePerson(userId)
    return true
  })

export const PeopleLive = HttpApiBuilder.group(apiOf(PeopleGroup), "people", (handlers) =>
  handlers
    .handle("createContact", ({ payload }) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql.withTransaction(
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
            yield* sql`update users set birth_date = ${payload.birth_date ?? null}, current_facility_id = ${payload.facility_id} where id = ${user.id}`
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
      }).pipe(sqlDefects),
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
        const sql = yield* SqlClient.SqlClient
        const secrets = yield* Secrets
        const mailer = yield* Mailer
        const { publicUrl } = yield* ServerSettings
        const code = String(crypto.randomInt(100000, 1000000))
        yield* sql`
          insert into account_verifications (user_id, code_hash, attempts, expires_at)
          values (${user.id}, ${secrets.digest(`${user.id}:${code}`)}, 0, now() + interval '24 hours')
          on conflict (user_id) do update set code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`
        yield* mailer
          .send({
            to: user.email,
            subject: "Claim your account",
            text:
              `Your club has added you. To choose a password and sign in, enter the code ${code} at\n\n` +
              `${publicUrl}/claim?user=${user.id}\n\nThe code works for 24 hours.`,
          })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the account code", error.message)))
      }).pipe(sqlDefects),
    )
    .handle("verifyAccountCode", ({ path, payload }) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const secrets = yield* Secrets
        const rows = yield* sql<{ code_hash: string; attempts: number; expired: boolean }>`
          select code_hash, attempts, expires_at < now() as expired from account_verifications where user_id = ${path.id}`
        const row = rows[0]
        if (row === undefined || row.expired)
          return yield* Effect.fail(unprocessable("This code is unknown or has expired; ask for a new one."))
        if (row.attempts >= MAX_CODE_ATTEMPTS) {
          return yield* Effect.fail(
            new TooManyRequests({ message: "Too many wrong codes; ask for a new one.", errors: [] }),
          )
        }
        if (!sameSecret(secrets.digest(`${path.id}:${payload.code.trim()}`), row.code_hash)) {
          yield* sql`update account_verifications set attempts = attempts + 1 where user_id = ${path.id}`
          return yield* Effect.fail(unprocessable("The code is wrong."))
        }
        const problem = passwordProblem(payload.password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const hash = yield* hashPassword(payload.password)
        yield* sql.withTransaction(
          Effect.gen(function* () {
            yield* setPasswordHash(path.id, hash)
            yield* sql`update users set verified_at = now() where id = ${path.id}`
            yield* sql`delete from account_verifications where user_id = ${path.id}`
            yield* recordActivity({
              user_id: path.id,
              actor_id: path.id,
              kind: "account_claimed",
              description: "Claimed the account and chose a password.",
            })
          }),
        )
      }).pipe(sqlDefects),
    )
    .handle("destroyByManager", ({ path, payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        if (actor.user?.id === path.id)
          return yield* Effect.fail(unprocessable("You cannot remove yourself; ask another manager."))
        const sql = yield* SqlClient.SqlClient
        const member = yield* sql<{
          role: string
        }>`select role from facility_users where facility_id = ${payload.facility_id} and user_id = ${path.id}`
        if (member[0] === undefined) return yield* Effect.fail(notFound("Member"))
        if (member[0].role === "owner")
          return yield* Effect.fail(unprocessable("An owner cannot be removed; hand the ownership on first."))
        return yield* sql.withTransaction(
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
      }).pipe(sqlDefects),
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
        const sql = yield* SqlClient.SqlClient
        const zip = payload.zip_code === undefined ? user.zip_code : payload.zip_code
        // A new postal code needs approving again, unless staff approve it in the same call.
        const approval = payload.zip_code_approval ?? (zip === user.zip_code ? user.zip_code_approval : false)
        yield* sql`update users set zip_code = ${zip}, zip_code_approval = ${approval}, updated_at = now() where id = ${user.id}`
        return yield* requireUser(user.id)
      }).pipe(sqlDefects),
    )
    .handle("activity", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        return yield* activityOf([urlParams.user_id ?? me.id], urlParams.page ?? 1)
      }).pipe(sqlDefects),
    )
    .handle("allActivity", ({ urlParams }) => activityAt(urlParams.facility_id, urlParams.page ?? 1).pipe(sqlDefects))
    .handle("handledUsers", () =>
      Effect.flatMap(currentUser.pipe(Effect.orDie), (me) => handledBy(me.id, false)).pipe(
        Effect.catchTag("NotFound", Effect.die),
        sqlDefects,
      ),
    )
    .handle("childrens", () =>
      Effect.flatMap(currentUser.pipe(Effect.orDie), (me) => handledBy(me.id, true)).pipe(
        Effect.catchTag("NotFound", Effect.die),
        sqlDefects,
      ),
    )
    .handle("family", () =>
      Effect.flatMap(currentUser.pipe(Effect.orDie), (me) => familyOf(me.id)).pipe(
        Effect.catchTag("NotFound", Effect.die),
        sqlDefects,
      ),
    )
    .handle("addToFamily", ({ payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const me = yield* currentUser.pipe(Effect.orDie)
        const sql = yield* SqlClient.SqlClient
        return yield* sql.withTransaction(
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
              yield* sql`update users set birth_date = ${payload.birth_date ?? null}, current_facility_id = ${me.current_facility_id} where id = ${relatedId}`
              // The new family member joins the clubs the guardian plays at, so they can be booked for.
              yield* sql`
                insert into facility_users (facility_id, user_id, role)
                select facility_id, ${relatedId}, 'player' from facility_users where user_id = ${me.id}
                on conflict do nothing`
            } else {
              if (relatedId === me.id)
                return yield* Effect.fail(unprocessable("You cannot add yourself to your family."))
              const related = yield* requireUser(relatedId)
              if (payload.handled && !me.is_platform_admin) {
                // Acting for an existing account needs the club's word: staff of a facility that person belongs to.
                const shared = yield* sql<{
                  facility_id: number
                }>`select facility_id from facility_users where user_id = ${related.id}`
                const staffThere = shared.some((f) => {
                  const role = roleAt(actor, f.facility_id)
                  return role !== undefined && STAFF_ROLES.includes(role)
                })
                if (!staffThere) {
                  return yield* Effect.fail(
                    new Forbidden({
                      message:
                        "To act for an existing account, ask the club to link it; you may add it without acting for it.",
                      errors: [],
                    }),
                  )
                }
              }
            }
            const inserted = yield* sql`
              insert into family_links (user_id, related_user_id, handled, name)
              values (${me.id}, ${relatedId}, ${payload.handled}, ${payload.name})
              on conflict do nothing returning user_id`
            if (inserted.length === 0)
              return yield* Effect.fail(new Conflict({ message: "This person is in your family already.", errors: [] }))
            const related = yield* requireUser(relatedId)
            yield* recordActivity({
              user_id: me.id,
              actor_id: me.id,
              kind: "family_added",
              description: `Added ${related.first_name} ${related.last_name} to the family${payload.handled ? " and acts for them" : ""}.`,
            })
            return { user: related, handled: payload.handled, name: payload.name, direction: "related" as const }
          }),
        )
      }).pipe(sqlDefects),
    )
    .handle("removeFromFamily", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const sql = yield* SqlClient.SqlClient
        const removed = yield* sql`
          delete from family_links where user_id = ${me.id} and related_user_id = ${payload.related_user_id} returning user_id`
        if (removed.length === 0) return yield* Effect.fail(notFound("That family member"))
      }).pipe(sqlDefects),
    ),
)

export const peoplePlugin: Plugin = {
  name: "people",
  description: "Contacts and claiming accounts, removing members, families and guardians, activity.",
  group: PeopleGroup,
  handlers: PeopleLive,
}
