import { Effect, Either, Option, Schema } from "effect"
import { schemaIssues } from "../../engine/errors"
import { Email, Name } from "../../engine/facility"
import { Facilities } from "../../engine/services/facilities"
import { Role } from "../../engine/roles"
import { passwordProblem } from "../../engine/validation"
import { hashPassword } from "../../adapters/security/passwords"
import { randomToken } from "../../adapters/security/secrets"
import { findFacilityBySlug } from "../../adapters/sql/facilities"
import { deleteOtherSessions } from "../../adapters/sql/sessions"
import { findUserByEmail, grantRole, insertUser, setPasswordHash } from "../../adapters/sql/users"
import { type Output, refused, runCommand, usage } from "../run"

const decode = <A, I>(schema: Schema.Schema<A, I>, value: unknown, what: string) => {
  const result = Schema.decodeUnknownEither(schema)(value)
  return Either.isRight(result)
    ? Effect.succeed(result.right)
    : Effect.fail(usage(`${what}: ${schemaIssues(result.left)[0]?.message ?? "unreadable"}`))
}

const findUser = (email: string) =>
  Effect.flatMap(
    findUserByEmail(email),
    Option.match({
      onNone: () => Effect.fail(usage(`There is no user with the e-mail ${email}.`)),
      onSome: (f) => Effect.succeed(f.user),
    }),
  )

/** The password given, if it will do, or one generated to print once. */
const newPassword = (given: string | undefined) => {
  const password = given ?? randomToken(12)
  const problem = passwordProblem(password)
  return problem === undefined
    ? Effect.succeed({ password, generated: given === undefined })
    : Effect.fail(usage(problem))
}

export const facilityCreate = (
  options: { name: string; slug: string; timeZone: string; currency: string; owner?: string },
  output: Output,
) =>
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        const owner = options.owner === undefined ? undefined : yield* findUser(options.owner)
        const facility = yield* (yield* Facilities).create(
          { name: options.name, slug: options.slug, time_zone: options.timeZone, currency: options.currency },
          owner?.id,
        )
        return { id: facility.id, slug: facility.slug, name: facility.name, owner: owner?.email ?? null }
      }),
    (r) => `Created facility ${r.id} "${r.name}" (${r.slug})${r.owner ? ` owned by ${r.owner}` : ""}.`,
  )

export const userCreate = (
  options: { email: string; firstName: string; lastName: string; password?: string; platformAdmin?: boolean },
  output: Output,
) =>
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        const email = yield* decode(Email, options.email, "The e-mail address is not valid")
        const first = yield* decode(Name, options.firstName, "The first name is not valid")
        const last = yield* decode(Name, options.lastName, "The last name is not valid")
        const { password, generated } = yield* newPassword(options.password)
        const user = yield* insertUser({
          email,
          first_name: first,
          last_name: last,
          password_hash: yield* hashPassword(password),
          is_platform_admin: options.platformAdmin === true,
        })
        if (Option.isNone(user)) return yield* refused(`A user with the e-mail ${email} exists already.`)
        return {
          id: user.value.id,
          email,
          platform_admin: user.value.is_platform_admin,
          password: generated ? password : undefined,
        }
      }),
    (r) =>
      `Created user ${r.id} <${r.email}>${r.platform_admin ? " (platform admin)" : ""}.` +
      (r.password ? ` Their password is ${r.password}` : ""),
  )

export const userGrantRole = (options: { email: string; facility: string; role: string }, output: Output) =>
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        const role = yield* decode(Role, options.role, "The role is not valid")
        const user = yield* findUser(options.email)
        const facility = yield* findFacilityBySlug(options.facility)
        if (Option.isNone(facility)) return yield* usage(`There is no facility with the slug ${options.facility}.`)
        yield* grantRole(facility.value.id, user.id, role)
        return { user_id: user.id, facility_id: facility.value.id, role }
      }),
    (r) => `User ${r.user_id} is now ${r.role} at facility ${r.facility_id}.`,
  )

/**
 * Gives a user a new password from the server's own terminal (a forgotten demo password, an owner
 * locked out, no mail set up): generated and printed once unless given, and every session of
 * theirs ended, as a password change does.
 */
export const userResetPassword = (options: { email: string; password?: string }, output: Output) =>
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        const user = yield* findUser(options.email)
        const { password, generated } = yield* newPassword(options.password)
        yield* setPasswordHash(user.id, yield* hashPassword(password))
        yield* deleteOtherSessions(user.id, null)
        return { id: user.id, email: user.email, password: generated ? password : undefined }
      }),
    (r) =>
      `Set a new password for ${r.email}; their sessions are signed out.` +
      (r.password ? ` The password is ${r.password}` : ""),
  )
