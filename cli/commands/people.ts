import { Effect, Either, Schema } from "effect"
import { schemaIssues } from "../../engine/errors"
import { Email, Name } from "../../engine/facilities/rules"
import { Role } from "../../engine/roles"
import { Accounts } from "../../engine/accounts/service"
import { Facilities } from "../../engine/facilities/service"
import { People } from "../../engine/people/service"
import { command, type Output, refused, usage } from "../run"

const decode = <A, I>(schema: Schema.Schema<A, I>, value: unknown, what: string) => {
  const result = Schema.decodeUnknownEither(schema)(value)
  return Either.isRight(result)
    ? Effect.succeed(result.right)
    : Effect.fail(usage(`${what}: ${schemaIssues(result.left)[0]?.message ?? "unreadable"}`))
}

const findUser = (email: string) =>
  Effect.flatMap(People, (people) =>
    people
      .byEmail(email)
      .pipe(Effect.catchTag("NotFound", () => Effect.fail(usage(`There is no user with the e-mail ${email}.`)))),
  )

export const facilityCreate = (
  options: { name: string; slug: string; timeZone: string; currency: string; owner?: string },
  output: Output,
) =>
  command(
    output,
    function* () {
      const owner = options.owner === undefined ? undefined : yield* findUser(options.owner)
      const facility = yield* (yield* Facilities).create(
        { name: options.name, slug: options.slug, time_zone: options.timeZone, currency: options.currency },
        owner?.id,
      )
      return { id: facility.id, slug: facility.slug, name: facility.name, owner: owner?.email ?? null }
    },
    (r) => `Created facility ${r.id} "${r.name}" (${r.slug})${r.owner ? ` owned by ${r.owner}` : ""}.`,
  )

export const userCreate = (
  options: { email: string; firstName: string; lastName: string; password?: string; platformAdmin?: boolean },
  output: Output,
) =>
  command(
    output,
    function* () {
      const email = yield* decode(Email, options.email, "The e-mail address is not valid")
      const first = yield* decode(Name, options.firstName, "The first name is not valid")
      const last = yield* decode(Name, options.lastName, "The last name is not valid")
      const created = yield* (yield* Accounts)
        .createAccount({
          email,
          first_name: first,
          last_name: last,
          password: options.password,
          platform_admin: options.platformAdmin === true,
        })
        .pipe(
          Effect.catchTag("Conflict", (conflict) => refused(conflict.message)),
          Effect.catchTag("Unprocessable", (problem) => Effect.fail(usage(problem.message))),
        )
      return {
        id: created.user.id,
        email,
        platform_admin: created.user.is_platform_admin,
        password: created.generated ? created.password : undefined,
      }
    },
    (r) =>
      `Created user ${r.id} <${r.email}>${r.platform_admin ? " (platform admin)" : ""}.` +
      (r.password ? ` Their password is ${r.password}` : ""),
  )

export const userGrantRole = (options: { email: string; facility: string; role: string }, output: Output) =>
  command(
    output,
    function* () {
      const role = yield* decode(Role, options.role, "The role is not valid")
      const user = yield* findUser(options.email)
      const facility = yield* (yield* Facilities)
        .bySlug(options.facility)
        .pipe(
          Effect.catchTag("NotFound", () =>
            Effect.fail(usage(`There is no facility with the slug ${options.facility}.`)),
          ),
        )
      yield* (yield* People).grantRole(facility.id, user.id, role)
      return { user_id: user.id, facility_id: facility.id, role }
    },
    (r) => `User ${r.user_id} is now ${r.role} at facility ${r.facility_id}.`,
  )

/**
 * Gives a user a new password from the server's own terminal (a forgotten demo password, an owner
 * locked out, no mail set up): generated and printed once unless given, and every session and
 * API token of theirs ended, as a password change does.
 */
export const userResetPassword = (options: { email: string; password?: string }, output: Output) =>
  command(
    output,
    function* () {
      const user = yield* findUser(options.email)
      const { password, generated } = yield* (yield* Accounts)
        .setPassword(user.id, options.password)
        .pipe(Effect.catchTag("Unprocessable", (problem) => Effect.fail(usage(problem.message))))
      return { id: user.id, email: user.email, password: generated ? password : undefined }
    },
    (r) =>
      `Set a new password for ${r.email}; their sessions are signed out.` +
      (r.password ? ` The password is ${r.password}` : ""),
  )
