import { HttpApiBuilder, HttpApiEndpoint, HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { Email, Name } from "../../../engine/facility"
import { Mailer } from "../../../engine/mailer"
import { passwordProblem } from "../../../engine/validation"
import { facilitiesOfUser, FacilityWithRole } from "../../sql/facilities"
import { deleteOtherSessions, deleteSession, insertSession } from "../../sql/sessions"
import {
  clearFailures,
  FAILURE_WINDOW_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
  recentFailures,
  recordFailure,
} from "../../sql/signInFailures"
import { findUserByEmail, insertUser, setPasswordHash, User } from "../../sql/users"
import { Actor, currentUser } from "../actor"
import { Authn, SESSION_COOKIE } from "../authn"
import { apiGroup, Conflict, notFound, sqlDefects, TooManyRequests, Unauthorized, unprocessable } from "../errors"
import { hashPassword, verifyPassword } from "../../security/passwords"
import { apiOf, type Plugin } from "../plugin"
import { IdParam } from "../schemas"
import { Policy, PolicyTag } from "../policy"
import { randomToken, Secrets } from "../../security/secrets"
import { ServerSettings } from "../settings"

const Password = Schema.String.pipe(Schema.maxLength(200))

export const SessionInfo = Schema.Struct({
  user: Schema.NullOr(User),
  csrf_token: Schema.NullOr(Schema.String),
  facilities: Schema.Array(FacilityWithRole),
  demo: Schema.Boolean,
})

const SignUp = Schema.Struct({
  email: Email,
  password: Password,
  first_name: Name,
  last_name: Name,
  phone: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(40)))),
})

const SignIn = Schema.Struct({ email: Schema.String.pipe(Schema.maxLength(254)), password: Password })

const ApiToken = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  token_prefix: Schema.String,
  created_at: Schema.String,
  last_used_at: Schema.NullOr(Schema.String),
  revoked_at: Schema.NullOr(Schema.String),
})

export const AccountsGroup = apiGroup("accounts")
  .add(
    HttpApiEndpoint.post("signUp", "/api/sign_up")
      .setPayload(SignUp)
      .addSuccess(SessionInfo, { status: 201 })
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("signIn", "/api/sign_in")
      .setPayload(SignIn)
      .addSuccess(SessionInfo)
      .annotate(PolicyTag, Policy.public),
  )
  .add(HttpApiEndpoint.del("signOut", "/api/sign_out").addSuccess(Schema.Void).annotate(PolicyTag, Policy.public))
  .add(HttpApiEndpoint.get("session", "/api/session").addSuccess(SessionInfo).annotate(PolicyTag, Policy.public))
  .add(
    HttpApiEndpoint.put("changePassword", "/api/password")
      .setPayload(Schema.Struct({ current_password: Password, password: Password }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("forgotPassword", "/api/password/forgot")
      .setPayload(Schema.Struct({ email: Schema.String.pipe(Schema.maxLength(254)) }))
      .addSuccess(Schema.Void, { status: 202 })
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("resetPassword", "/api/password/reset")
      .setPayload(Schema.Struct({ token: Schema.String.pipe(Schema.maxLength(200)), password: Password }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("listApiTokens", "/api/api_tokens")
      .addSuccess(Schema.Array(ApiToken))
      .annotate(PolicyTag, Policy.adminAnywhere),
  )
  .add(
    HttpApiEndpoint.post("createApiToken", "/api/api_tokens")
      .setPayload(Schema.Struct({ name: Name }))
      .addSuccess(Schema.Struct({ id: Schema.Number, name: Schema.String, token: Schema.String }), { status: 201 })
      .annotate(PolicyTag, Policy.adminAnywhere),
  )
  .add(
    HttpApiEndpoint.del("revokeApiToken", "/api/api_tokens/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.adminAnywhere),
  )
  .middleware(Authn)

/** Session cookies: httpOnly, same-site, Secure behind https. */
const setSessionCookie = (token: string | null) =>
  Effect.flatMap(ServerSettings, (settings) =>
    HttpApp.appendPreResponseHandler((_, response) =>
      Effect.orDie(
        HttpServerResponse.setCookie(response, SESSION_COOKIE, token ?? "", {
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          secure: settings.secureCookies,
          ...(token === null ? { maxAge: 0 } : { maxAge: "30 days" }),
        }),
      ),
    ),
  )

/** The session answer for a user, creating their session (and cookie) first. */
const startSession = (user: User) =>
  Effect.gen(function* () {
    const secrets = yield* Secrets
    const token = randomToken()
    const csrf = randomToken()
    yield* insertSession(user.id, secrets.digest(token), csrf)
    yield* setSessionCookie(token)
    const facilities = yield* facilitiesOfUser(user.id)
    const { demo } = yield* ServerSettings
    return { user, csrf_token: csrf, facilities, demo }
  })

const clientIp = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
  Option.getOrElse(request.remoteAddress, () => "unknown"),
)

export const AccountsLive = HttpApiBuilder.group(apiOf(AccountsGroup), "accounts", (handlers) =>
  handlers
    .handle("signUp", ({ payload }) =>
      Effect.gen(function* () {
        const problem = passwordProblem(payload.password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const passwordHash = yield* hashPassword(payload.password)
        const user = yield* insertUser({
          email: payload.email,
          first_name: payload.first_name,
          last_name: payload.last_name,
          phone: payload.phone ?? null,
          password_hash: passwordHash,
        })
        if (Option.isNone(user)) {
          return yield* Effect.fail(
            new Conflict({
              message: "An account with this e-mail address exists already; sign in instead.",
              errors: [],
            }),
          )
        }
        return yield* startSession(user.value)
      }).pipe(sqlDefects),
    )
    .handle("signIn", ({ payload }) =>
      Effect.gen(function* () {
        const ip = yield* clientIp
        const failures = yield* recentFailures(payload.email, ip)
        if (failures.by_account >= MAX_FAILURES_PER_ACCOUNT || failures.by_ip >= MAX_FAILURES_PER_IP) {
          return yield* Effect.fail(
            new TooManyRequests({
              message: `Too many failed sign-ins. Wait ${FAILURE_WINDOW_MINUTES} minutes or reset your password.`,
              errors: [],
            }),
          )
        }
        const found = yield* findUserByEmail(payload.email)
        const ok = Option.isSome(found) && (yield* verifyPassword(found.value.passwordHash, payload.password))
        if (!ok || Option.isNone(found)) {
          yield* recordFailure(payload.email, ip)
          return yield* Effect.fail(
            new Unauthorized({ message: "The e-mail address or password is wrong.", errors: [] }),
          )
        }
        yield* clearFailures(payload.email, ip)
        return yield* startSession(found.value.user)
      }).pipe(sqlDefects),
    )
    .handle("signOut", () =>
      Effect.gen(function* () {
        const actor = yield* Actor
        if (actor.sessionDigest !== undefined) yield* deleteSession(actor.sessionDigest)
        yield* setSessionCookie(null)
      }).pipe(sqlDefects),
    )
    .handle("session", () =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const { demo } = yield* ServerSettings
        if (actor.user === undefined) return { user: null, csrf_token: null, facilities: [], demo }
        const facilities = yield* facilitiesOfUser(actor.user.id)
        return { user: actor.user, csrf_token: actor.csrfToken ?? null, facilities, demo }
      }).pipe(sqlDefects),
    )
    .handle("changePassword", ({ payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const user = yield* currentUser.pipe(Effect.orDie)
        const found = yield* findUserByEmail(user.email ?? "")
        const current = Option.isSome(found) ? found.value.passwordHash : null
        if (!(yield* verifyPassword(current, payload.current_password))) {
          return yield* Effect.fail(unprocessable("The current password is wrong."))
        }
        const problem = passwordProblem(payload.password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        yield* setPasswordHash(user.id, yield* hashPassword(payload.password))
        yield* deleteOtherSessions(user.id, actor.sessionDigest ?? null)
      }).pipe(sqlDefects),
    )
    .handle("forgotPassword", ({ payload }) =>
      Effect.gen(function* () {
        const found = yield* findUserByEmail(payload.email)
        // The answer is the same whether or not the address has an account.
        if (Option.isNone(found) || found.value.user.email === null) return
        const sql = yield* SqlClient.SqlClient
        const secrets = yield* Secrets
        const mailer = yield* Mailer
        const { publicUrl } = yield* ServerSettings
        const token = randomToken()
        yield* sql`
          insert into password_resets (token_hash, user_id, expires_at)
          values (${secrets.digest(token)}, ${found.value.user.id}, now() + interval '1 hour')`
        yield* mailer
          .send({
            to: found.value.user.email,
            subject: "Reset your password",
            text:
              `Someone asked to reset the password of your account. If it was you, open this link within an hour:\n\n` +
              `${publicUrl}/reset-password?token=${token}\n\nIf it was not you, ignore this message.`,
          })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the password reset mail", error.message)))
      }).pipe(sqlDefects),
    )
    .handle("resetPassword", ({ payload }) =>
      Effect.gen(function* () {
        const problem = passwordProblem(payload.password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const sql = yield* SqlClient.SqlClient
        const secrets = yield* Secrets
        const passwordHash = yield* hashPassword(payload.password)
        yield* sql.withTransaction(
          Effect.gen(function* () {
            const rows = yield* sql<{ user_id: number }>`
              update password_resets set used_at = now()
              where token_hash = ${secrets.digest(payload.token)} and used_at is null and expires_at > now()
              returning user_id`
            const row = rows[0]
            if (row === undefined) {
              return yield* Effect.fail(unprocessable("This reset link is invalid or has expired; ask for a new one."))
            }
            yield* setPasswordHash(row.user_id, passwordHash)
            yield* deleteOtherSessions(row.user_id, null)
          }),
        )
      }).pipe(sqlDefects),
    )
    .handle("listApiTokens", () =>
      Effect.gen(function* () {
        const user = yield* currentUser.pipe(Effect.orDie)
        const sql = yield* SqlClient.SqlClient
        return yield* sql<typeof ApiToken.Type>`
          select id, name, token_prefix, to_json(created_at) #>> '{}' as created_at,
            to_json(last_used_at) #>> '{}' as last_used_at, to_json(revoked_at) #>> '{}' as revoked_at
          from api_tokens where user_id = ${user.id} order by id`
      }).pipe(sqlDefects),
    )
    .handle("createApiToken", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* currentUser.pipe(Effect.orDie)
        const sql = yield* SqlClient.SqlClient
        const secrets = yield* Secrets
        const token = `vt_${randomToken()}`
        const rows = yield* sql<{ id: number }>`
          insert into api_tokens (user_id, name, token_hash, token_prefix)
          values (${user.id}, ${payload.name}, ${secrets.digest(token)}, ${token.slice(0, 8)})
          returning id`
        return { id: rows[0]!.id, name: payload.name, token }
      }).pipe(sqlDefects),
    )
    .handle("revokeApiToken", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* currentUser.pipe(Effect.orDie)
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql`
          update api_tokens set revoked_at = coalesce(revoked_at, now())
          where id = ${path.id} and (user_id = ${user.id} or ${user.is_platform_admin})
          returning id`
        if (rows.length === 0) return yield* Effect.fail(notFound("API token"))
      }).pipe(sqlDefects),
    ),
)

export const accountsPlugin: Plugin = {
  name: "accounts",
  description: "Sign-up, sign-in and out, sessions, passwords and API tokens.",
  group: AccountsGroup,
  handlers: AccountsLive,
}
