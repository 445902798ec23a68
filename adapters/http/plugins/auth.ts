import { HttpApiBuilder, HttpApiEndpoint, HttpApp, HttpServerResponse } from "@effect/platform"
import { setCalendarToken } from "../../sql/notifications"
import { insertPendingSignUp, takePendingSignUp } from "../../sql/pendingSignUps"
import { apiTokensOf, insertApiToken, revokeAllApiTokens, revokeApiToken } from "../../sql/apiTokens"
import { insertPasswordReset, usePasswordReset } from "../../sql/passwordResets"
import { inTransaction } from "../../sql/transaction"
import { Effect, Option, Schema } from "effect"
import { Email, Name } from "../../../engine/facility"
import { Mailer } from "../../../engine/mailer"
import { passwordProblem } from "../../../engine/validation"
import { facilitiesOfUser, FacilityWithRole } from "../../sql/facilities"
import { deleteOtherSessions, deleteSession, insertSession } from "../../sql/sessions"
import { clearFailures, FAILURE_WINDOW_MINUTES, recentFailures, recordFailure } from "../../sql/signInFailures"
import { findUserByEmail, insertUser, setPasswordHash } from "../../sql/users"
import { User } from "../../../engine/people"
import { Actor, currentUser, signedInInPerson } from "../actor"
import { Authn, SESSION_COOKIE } from "../authn"
import { signInVerdict, SIGN_IN_LIMITS } from "../../../engine/signIn"
import { clientAddress } from "../clientAddress"
import { apiGroup, Conflict, notFound, TooManyRequests, Unauthorized, unprocessable } from "../errors"
import { hashPassword, verifyPassword } from "../../security/passwords"
import { apiOf, type Plugin } from "../plugin"
import { IdParam } from "../schemas"
import { Policy, PolicyTag } from "../policy"
import { TokenScope } from "../../../engine/roles"
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

/** What a sign-up answers, whether or not the address has an account: look in the mail. */
const SignUpSent = Schema.Struct({ message: Schema.String })

const SignIn = Schema.Struct({ email: Schema.String.pipe(Schema.maxLength(254)), password: Password })

const ApiToken = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  token_prefix: Schema.String,
  /** read: GET only; write: what players and the desk do; admin: also what takes a manager. */
  scope: TokenScope,
  created_at: Schema.String,
  last_used_at: Schema.NullOr(Schema.String),
  revoked_at: Schema.NullOr(Schema.String),
})

export const AuthGroup = apiGroup("auth")
  .add(
    HttpApiEndpoint.post("signUp", "/api/sign_up")
      .setPayload(SignUp)
      .addSuccess(SignUpSent, { status: 202 })
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("confirmSignUp", "/api/sign_up/confirm")
      .setPayload(Schema.Struct({ token: Schema.String.pipe(Schema.maxLength(200)) }))
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
      .setPayload(
        Schema.Struct({
          name: Name,
          /** Least privilege by default: a token reads unless asked to write. */
          scope: Schema.optionalWith(TokenScope, { default: () => "read" as const }),
        }),
      )
      .addSuccess(
        Schema.Struct({
          id: Schema.Number,
          name: Schema.String,
          scope: TokenScope,
          token: Schema.String,
        }),
        { status: 201 },
      )
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

/** A new password signs the person out everywhere else and ends their API tokens and private calendar address. */
const newPassword = (userId: number, passwordHash: string, keepSession: string | null) =>
  Effect.all([
    setPasswordHash(userId, passwordHash),
    deleteOtherSessions(userId, keepSession),
    revokeAllApiTokens(userId),
    setCalendarToken(userId, null),
  ])

/** Reset links one address may be sent in the failure window. */
const MAX_RESETS_PER_ACCOUNT = 3

export const AuthLive = HttpApiBuilder.group(apiOf(AuthGroup), "auth", (handlers) =>
  handlers
    .handle("signUp", ({ payload }) =>
      Effect.gen(function* () {
        const problem = passwordProblem(payload.password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        // Each sign-up mails someone: limited per address and per network address, as reset links are.
        const ip = yield* clientAddress
        const key = `signup:${payload.email.toLowerCase()}`
        const asked = yield* recentFailures(key, ip)
        if (asked.key >= MAX_RESETS_PER_ACCOUNT || asked.address >= SIGN_IN_LIMITS.address)
          return yield* Effect.fail(
            new TooManyRequests({
              message: `Too many sign-ups asked for; wait ${FAILURE_WINDOW_MINUTES} minutes.`,
              errors: [],
            }),
          )
        yield* recordFailure(key, ip)
        // The password is hashed either way, so the time taken tells nothing either.
        const passwordHash = yield* hashPassword(payload.password)
        const secrets = yield* Secrets
        const mailer = yield* Mailer
        const { publicUrl } = yield* ServerSettings
        const existing = yield* findUserByEmail(payload.email)
        let mail: { subject: string; text: string }
        if (Option.isSome(existing)) {
          mail = {
            subject: "You have an account already",
            text:
              `Someone asked to sign up with this address, which has an account already. If it was you, sign in at\n\n` +
              `${publicUrl}/sign-in\n\nor choose a new password at ${publicUrl}/reset-password. If it was not you, ignore this message.`,
          }
        } else {
          const token = randomToken()
          yield* insertPendingSignUp(secrets.digest(token), {
            email: payload.email,
            first_name: payload.first_name,
            last_name: payload.last_name,
            phone: payload.phone ?? null,
            password_hash: passwordHash,
          })
          mail = {
            subject: "Finish signing up",
            text:
              `Open this link within a day to finish making your account:\n\n` +
              `${publicUrl}/sign-up/confirm?token=${token}\n\nIf it was not you, ignore this message.`,
          }
        }
        yield* mailer
          .send({ to: payload.email, ...mail })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the sign-up mail", error.message)))
        return { message: `We sent a link to ${payload.email}: open it to finish signing up.` }
      }),
    )
    .handle("confirmSignUp", ({ payload }) =>
      Effect.gen(function* () {
        const secrets = yield* Secrets
        const created = yield* inTransaction(
          Effect.gen(function* () {
            const pending = yield* takePendingSignUp(secrets.digest(payload.token))
            if (pending === undefined)
              return yield* Effect.fail(unprocessable("This sign-up link is invalid or has expired; sign up again."))
            const user = yield* insertUser({ ...pending })
            if (Option.isNone(user))
              return yield* Effect.fail(
                new Conflict({ message: "This e-mail address has an account already; sign in instead.", errors: [] }),
              )
            return user.value
          }),
        )
        return yield* startSession(created)
      }),
    )
    .handle("signIn", ({ payload }) =>
      Effect.gen(function* () {
        const ip = yield* clientAddress
        const verdict = signInVerdict(yield* recentFailures(payload.email, ip))
        if (verdict._tag === "refuse") {
          return yield* Effect.fail(
            new TooManyRequests({
              message: `Too many failed sign-ins. Wait ${FAILURE_WINDOW_MINUTES} minutes or reset your password.`,
              errors: [],
            }),
          )
        }
        if (verdict.delayMs > 0) yield* Effect.sleep(verdict.delayMs)
        const found = yield* findUserByEmail(payload.email)
        // Checked against a stand-in when there is no account, so the time taken tells nothing.
        const ok = yield* verifyPassword(Option.isSome(found) ? found.value.passwordHash : null, payload.password)
        if (!ok || Option.isNone(found)) {
          yield* recordFailure(payload.email, ip)
          return yield* Effect.fail(
            new Unauthorized({ message: "The e-mail address or password is wrong.", errors: [] }),
          )
        }
        yield* clearFailures(payload.email, ip)
        return yield* startSession(found.value.user)
      }),
    )
    .handle("signOut", () =>
      Effect.gen(function* () {
        const actor = yield* Actor
        if (actor.sessionDigest !== undefined) yield* deleteSession(actor.sessionDigest)
        yield* setSessionCookie(null)
      }),
    )
    .handle("session", () =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const { demo } = yield* ServerSettings
        if (actor.user === undefined) return { user: null, csrf_token: null, facilities: [], demo }
        const facilities = yield* facilitiesOfUser(actor.user.id)
        return { user: actor.user, csrf_token: actor.csrfToken ?? null, facilities, demo }
      }),
    )
    .handle("changePassword", ({ payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        yield* signedInInPerson(actor)
        const user = yield* currentUser.pipe(Effect.orDie)
        const found = yield* findUserByEmail(user.email ?? "")
        const current = Option.isSome(found) ? found.value.passwordHash : null
        if (!(yield* verifyPassword(current, payload.current_password))) {
          return yield* Effect.fail(unprocessable("The current password is wrong."))
        }
        const problem = passwordProblem(payload.password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const passwordHash = yield* hashPassword(payload.password)
        yield* inTransaction(newPassword(user.id, passwordHash, actor.sessionDigest ?? null))
      }),
    )
    .handle("forgotPassword", ({ payload }) =>
      Effect.gen(function* () {
        // Each ask counts, found or not, so that mail cannot be sent to one address (or from one place) without end.
        const ip = yield* clientAddress
        const key = `forgot:${payload.email.toLowerCase()}`
        const asked = yield* recentFailures(key, ip)
        if (asked.key >= MAX_RESETS_PER_ACCOUNT || asked.address >= SIGN_IN_LIMITS.address)
          return yield* Effect.fail(
            new TooManyRequests({
              message: `Too many reset links asked for; wait ${FAILURE_WINDOW_MINUTES} minutes.`,
              errors: [],
            }),
          )
        yield* recordFailure(key, ip)
        const found = yield* findUserByEmail(payload.email)
        // The answer is the same whether or not the address has an account.
        if (Option.isNone(found) || found.value.user.email === null) return
        const secrets = yield* Secrets
        const mailer = yield* Mailer
        const { publicUrl } = yield* ServerSettings
        const token = randomToken()
        yield* insertPasswordReset(found.value.user.id, secrets.digest(token))
        yield* mailer
          .send({
            to: found.value.user.email,
            subject: "Reset your password",
            text:
              `Someone asked to reset the password of your account. If it was you, open this link within an hour:\n\n` +
              `${publicUrl}/reset-password?token=${token}\n\nIf it was not you, ignore this message.`,
          })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the password reset mail", error.message)))
      }),
    )
    .handle("resetPassword", ({ payload }) =>
      Effect.gen(function* () {
        const problem = passwordProblem(payload.password)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const secrets = yield* Secrets
        const passwordHash = yield* hashPassword(payload.password)
        yield* inTransaction(
          Effect.gen(function* () {
            const userId = yield* usePasswordReset(secrets.digest(payload.token))
            if (userId === undefined) {
              return yield* Effect.fail(unprocessable("This reset link is invalid or has expired; ask for a new one."))
            }
            yield* newPassword(userId, passwordHash, null)
          }),
        )
      }),
    )
    .handle("listApiTokens", () =>
      Effect.gen(function* () {
        const user = yield* currentUser.pipe(Effect.orDie)
        return yield* apiTokensOf(user.id)
      }),
    )
    .handle("createApiToken", ({ payload }) =>
      Effect.gen(function* () {
        yield* signedInInPerson(yield* Actor)
        const user = yield* currentUser.pipe(Effect.orDie)
        const secrets = yield* Secrets
        const token = `vt_${randomToken()}`
        const id = yield* insertApiToken({
          user_id: user.id,
          name: payload.name,
          scope: payload.scope,
          token_hash: secrets.digest(token),
          token_prefix: token.slice(0, 8),
        })
        return { id, name: payload.name, scope: payload.scope, token }
      }),
    )
    .handle("revokeApiToken", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* currentUser.pipe(Effect.orDie)
        if (!(yield* revokeApiToken(path.id, user.id, user.is_platform_admin)))
          return yield* Effect.fail(notFound("API token"))
      }),
    ),
)

export const authPlugin: Plugin = {
  name: "auth",
  description: "Sign-up, sign-in and out, sessions, passwords and API tokens.",
  group: AuthGroup,
  handlers: AuthLive,
}
