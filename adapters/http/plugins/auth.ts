import { browserLanguage } from "../browserLanguage"
import { HttpApiBuilder, HttpApiEndpoint, HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import { ApiTokenRow } from "../../../engine/accounts/rules"
import { Email, Name } from "../../../engine/facilities/rules"
import { FacilityWithRole, User } from "../../../engine/people/rules"
import { TokenScope } from "../../../engine/roles"
import { Accounts, type StartedSession } from "../../../engine/accounts/service"
import { Actor, using } from "../actor"
import { Authn, SESSION_COOKIE } from "../authn"
import { clientAddress } from "../clientAddress"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
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

const ApiToken = ApiTokenRow

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
          /** The one club the token reaches (one the person has a role at); left out: every club of theirs. */
          facility_id: Schema.optionalWith(Schema.NullOr(Id), { default: () => null }),
        }),
      )
      .addSuccess(
        Schema.Struct({
          id: Schema.Number,
          name: Schema.String,
          scope: TokenScope,
          facility_id: Schema.NullOr(Schema.Number),
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

/** The session answer for a session begun: its cookie set, the clubs of the person. */
const sessionAnswer = (started: StartedSession) =>
  Effect.gen(function* () {
    yield* setSessionCookie(started.token)
    const { demo } = yield* ServerSettings
    return { user: started.user, csrf_token: started.csrf_token, facilities: started.facilities, demo }
  })

export const AuthLive = HttpApiBuilder.group(apiOf(AuthGroup), "auth", (handlers) =>
  handlers
    .handle("signUp", ({ payload }) =>
      Effect.flatMap(Effect.all([clientAddress, ServerSettings, browserLanguage]), ([ip, { publicUrl }, language]) =>
        using(Accounts, (accounts) => accounts.signUp(payload, ip, publicUrl, language)),
      ),
    )
    .handle("confirmSignUp", ({ payload }) =>
      Effect.flatMap(
        using(Accounts, (accounts) => accounts.confirmSignUp(payload.token)),
        sessionAnswer,
      ),
    )
    .handle("signIn", ({ payload }) =>
      Effect.flatMap(clientAddress, (ip) =>
        Effect.flatMap(
          using(Accounts, (accounts) => accounts.signIn(payload.email, payload.password, ip)),
          sessionAnswer,
        ),
      ),
    )
    .handle("signOut", () =>
      Effect.flatMap(Actor, (actor) =>
        Effect.zipRight(
          using(Accounts, (accounts) => accounts.signOut(actor.sessionDigest)),
          setSessionCookie(null),
        ),
      ),
    )
    .handle("session", () =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const { demo } = yield* ServerSettings
        const facilities = yield* using(Accounts, (accounts) => accounts.myFacilities)
        return { user: actor.user ?? null, csrf_token: actor.user ? (actor.csrfToken ?? null) : null, facilities, demo }
      }),
    )
    .handle("changePassword", ({ payload }) =>
      Effect.flatMap(Actor, (actor) =>
        using(Accounts, (accounts) =>
          accounts.changePassword(payload.current_password, payload.password, actor.sessionDigest ?? null),
        ),
      ),
    )
    .handle("forgotPassword", ({ payload }) =>
      Effect.flatMap(Effect.all([clientAddress, ServerSettings, browserLanguage]), ([ip, { publicUrl }, language]) =>
        using(Accounts, (accounts) => accounts.forgotPassword(payload.email, ip, publicUrl, language)),
      ),
    )
    .handle("resetPassword", ({ payload }) =>
      using(Accounts, (accounts) => accounts.resetPassword(payload.token, payload.password)),
    )
    .handle("listApiTokens", () => using(Accounts, (accounts) => accounts.apiTokens))
    .handle("createApiToken", ({ payload }) =>
      using(Accounts, (accounts) => accounts.createApiToken(payload.name, payload.scope, payload.facility_id)),
    )
    .handle("revokeApiToken", ({ path }) => using(Accounts, (accounts) => accounts.revokeApiToken(path.id))),
)

export const authPlugin: Plugin = {
  name: "auth",
  description: "Sign-up, sign-in and out, sessions, passwords and API tokens.",
  group: AuthGroup,
  handlers: AuthLive,
}
