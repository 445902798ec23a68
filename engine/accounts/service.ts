import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { CurrentCaller, requireInPerson, requirePlatformAdmin, roleAt, signedInId } from "../access"
import { Passwords, Secrets } from "./port"
import { conflict, notFound, TooManyRequests, Unauthorized, unprocessable } from "../errors"
import type { Language } from "../i18n/languages"
import { Mailer } from "../mail/mailer"
import { mailWords } from "../mail/mailWords"
import type { FacilityWithRole, User } from "../people/rules"
import type { TokenScope } from "../roles"
import { FAILURE_WINDOW_MINUTES, SIGN_IN_LIMITS, signInVerdict } from "./signIn"
import { passwordProblem } from "../validation"
import { AccountsRepo } from "./port"
import { PeopleRepo } from "../people/port"
import { Transactions } from "../ports"

/** Reset links (and sign-up mails) one address may be sent in the failure window. */
const MAX_MAILS_PER_ADDRESS = 3

/** Someone signing up: the account made once they open the mailed link. */
export interface SignUp {
  readonly email: string
  readonly password: string
  readonly first_name: string
  readonly last_name: string
  readonly phone?: string | null | undefined
}

/** A session begun: its token goes in the cookie, the csrf token to the client. */
export interface StartedSession {
  readonly user: User
  readonly token: string
  readonly csrf_token: string
  readonly facilities: ReadonlyArray<FacilityWithRole>
}

const tooMany = (message: string) => new TooManyRequests({ message, errors: [] })

/**
 * Accounts: signing up, in and out, passwords and personal API tokens. Every mailed link and code
 * is kept by its digest only; each sign-up and reset asked for counts against the address and the
 * network address it came from, found or not, so nobody learns who has an account.
 */
export class Accounts extends Effect.Service<Accounts>()("venue/Accounts", {
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const repo = yield* AccountsRepo
    const people = yield* PeopleRepo
    const secrets = yield* Secrets
    const passwords = yield* Passwords
    const mailer = yield* Mailer

    const sendMail = (to: string, mail: { subject: string; text: string }, what: string) =>
      mailer
        .send({ to, ...mail })
        .pipe(Effect.catchAll((error) => Effect.logError(`Could not send the ${what} mail`, error.message)))

    /** Counts one mail asked for against the address and the network address; refuses past the limits. */
    const countMailAsked = (key: string, ip: string, refusal: string) =>
      Effect.gen(function* () {
        const asked = yield* repo.recentFailures(key, ip)
        if (asked.key >= MAX_MAILS_PER_ADDRESS || asked.address >= SIGN_IN_LIMITS.address)
          return yield* Effect.fail(tooMany(`${refusal}; wait ${FAILURE_WINDOW_MINUTES} minutes.`))
        yield* repo.recordFailure(key, ip)
      })

    const validPassword = (password: string) => {
      const problem = passwordProblem(password)
      return problem === undefined ? Effect.void : Effect.fail(unprocessable(problem))
    }

    const startSession = (user: User) =>
      Effect.gen(function* () {
        const token = secrets.token()
        const csrf = secrets.token()
        yield* repo.insertSession(user.id, secrets.digest(token), csrf)
        return {
          user,
          token,
          csrf_token: csrf,
          facilities: yield* people.facilitiesOf(user.id),
        } satisfies StartedSession
      })

    /** A new password signs the person out everywhere else and ends their API tokens and private calendar address. */
    const newPassword = (userId: number, passwordHash: string, keepSession: string | null) =>
      Effect.all([
        people.setPasswordHash(userId, passwordHash),
        repo.deleteOtherSessions(userId, keepSession),
        repo.revokeAllApiTokens(userId),
        repo.setCalendarToken(userId, null),
      ])

    /**
     * Mails a link that makes the account (or, for an address with one, says so); the answer is
     * the same either way. `site` is the server's public address, `ip` the caller's.
     */
    const signUp = (input: SignUp, ip: string, site: string, language: Language = "en") =>
      Effect.gen(function* () {
        const say = mailWords(language)
        yield* validPassword(input.password)
        yield* countMailAsked(`signup:${input.email.toLowerCase()}`, ip, "Too many sign-ups asked for")
        // The password is hashed either way, so the time taken tells nothing either.
        const passwordHash = yield* passwords.hash(input.password)
        if (Option.isSome(yield* people.findByEmail(input.email))) {
          yield* sendMail(
            input.email,
            {
              subject: say("account.existsSubject"),
              text: say("account.exists", { signIn: `${site}/sign-in`, reset: `${site}/reset-password` }),
            },
            "sign-up",
          )
        } else {
          const token = secrets.token()
          yield* repo.insertPendingSignUp(secrets.digest(token), {
            email: input.email,
            first_name: input.first_name,
            last_name: input.last_name,
            phone: input.phone ?? null,
            password_hash: passwordHash,
          })
          yield* sendMail(
            input.email,
            {
              subject: say("account.finishSubject"),
              text: say("account.finish", { link: `${site}/sign-up/confirm?token=${token}` }),
            },
            "sign-up",
          )
        }
        return { message: say("account.sent", { email: input.email }) }
      })

    /** The mailed link makes the account and signs the person in. */
    const confirmSignUp = (token: string) =>
      Effect.gen(function* () {
        const created = yield* transactions.run(
          Effect.gen(function* () {
            const pending = yield* repo.takePendingSignUp(secrets.digest(token))
            if (pending === undefined)
              return yield* Effect.fail(unprocessable("This sign-up link is invalid or has expired; sign up again."))
            const user = yield* people.insert(pending)
            if (Option.isNone(user))
              return yield* Effect.fail(conflict("This e-mail address has an account already; sign in instead."))
            return user.value
          }),
        )
        return yield* startSession(created)
      })

    /** Signs in by password; wrong tries are slowed, then refused for a while, by address and network address. */
    const signIn = (email: string, password: string, ip: string) =>
      Effect.gen(function* () {
        const verdict = signInVerdict(yield* repo.recentFailures(email, ip))
        if (verdict._tag === "refuse")
          return yield* Effect.fail(
            tooMany(`Too many failed sign-ins. Wait ${FAILURE_WINDOW_MINUTES} minutes or reset your password.`),
          )
        if (verdict.delayMs > 0) yield* Effect.sleep(verdict.delayMs)
        const found = yield* people.findByEmail(email)
        // Checked against a stand-in when there is no account, so the time taken tells nothing.
        const ok = yield* passwords.verify(Option.isSome(found) ? found.value.passwordHash : null, password)
        if (!ok || Option.isNone(found)) {
          yield* repo.recordFailure(email, ip)
          return yield* Effect.fail(
            new Unauthorized({ message: "The e-mail address or password is wrong.", errors: [] }),
          )
        }
        yield* repo.clearFailures(email, ip)
        return yield* startSession(found.value.user)
      })

    const signOut = (sessionDigest: string | undefined) =>
      sessionDigest === undefined ? Effect.void : repo.deleteSession(sessionDigest)

    /** The clubs the caller belongs to or marked as favourites, with their role there. */
    const myFacilities = Effect.flatMap(CurrentCaller, (caller) =>
      caller.userId === undefined ? Effect.succeed([]) : people.facilitiesOf(caller.userId),
    )

    /** The caller changes their password, knowing the current one; every other session of theirs ends. */
    const changePassword = (current: string, password: string, keepSession: string | null) =>
      Effect.gen(function* () {
        yield* requireInPerson
        const user = yield* orDieNone(people.find(yield* signedInId))
        const found = user.email === null ? Option.none() : yield* people.findByEmail(user.email)
        if (!(yield* passwords.verify(Option.isSome(found) ? found.value.passwordHash : null, current)))
          return yield* Effect.fail(unprocessable("The current password is wrong."))
        yield* validPassword(password)
        const hash = yield* passwords.hash(password)
        yield* transactions.run(newPassword(user.id, hash, keepSession))
      })

    /** Mails a reset link to an address with an account; the answer is the same whether or not it has one. */
    const forgotPassword = (email: string, ip: string, site: string, browser: Language = "en") =>
      Effect.gen(function* () {
        yield* countMailAsked(`forgot:${email.toLowerCase()}`, ip, "Too many reset links asked for")
        const found = yield* people.findByEmail(email)
        if (Option.isNone(found) || found.value.user.email === null) return
        // Their own language, else the browser's that asked.
        const say = mailWords(found.value.user.language ?? browser)
        const token = secrets.token()
        yield* repo.insertPasswordReset(found.value.user.id, secrets.digest(token))
        yield* sendMail(
          found.value.user.email,
          {
            subject: say("account.resetSubject"),
            text: say("account.reset", { link: `${site}/reset-password?token=${token}` }),
          },
          "password reset",
        )
      })

    /** The mailed link sets a new password, once; every session of the person ends. */
    const resetPassword = (token: string, password: string) =>
      Effect.gen(function* () {
        yield* validPassword(password)
        const hash = yield* passwords.hash(password)
        yield* transactions.run(
          Effect.gen(function* () {
            const userId = yield* repo.usePasswordReset(secrets.digest(token))
            if (userId === undefined)
              return yield* Effect.fail(unprocessable("This reset link is invalid or has expired; ask for a new one."))
            yield* newPassword(userId, hash, null)
          }),
        )
      })

    /**
     * The server's operator sets a person's password (a forgotten demo password, an owner locked
     * out, no mail set up): generated when not given, every session and token of theirs ended.
     */
    const setPassword = (userId: number, password: string | undefined) =>
      Effect.gen(function* () {
        yield* requirePlatformAdmin("Only the server's operator sets a person's password.")
        const chosen = password ?? secrets.token(12)
        yield* validPassword(chosen)
        yield* transactions.run(newPassword(userId, yield* passwords.hash(chosen), null))
        return { password: chosen, generated: password === undefined }
      })

    /** The server's operator makes an account (a platform admin when asked); its password generated when not given. */
    const createAccount = (input: {
      readonly email: string
      readonly first_name: string
      readonly last_name: string
      readonly password?: string | undefined
      readonly platform_admin: boolean
    }) =>
      Effect.gen(function* () {
        yield* requirePlatformAdmin("Only the server's operator makes accounts this way.")
        const chosen = input.password ?? secrets.token(12)
        yield* validPassword(chosen)
        const user = yield* people.insert({
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          password_hash: yield* passwords.hash(chosen),
          is_platform_admin: input.platform_admin,
        })
        if (Option.isNone(user))
          return yield* Effect.fail(conflict(`A user with the e-mail ${input.email} exists already.`))
        return { user: user.value, password: chosen, generated: input.password === undefined }
      })

    const apiTokens = Effect.flatMap(signedInId, repo.apiTokensOf)

    /**
     * A personal API token; its secret is shown this once. Limited to one club (`facilityId`, one
     * the person has a role at), it reaches only that club's calls.
     */
    const createApiToken = (name: string, scope: TokenScope, facilityId: number | null = null) =>
      Effect.gen(function* () {
        yield* requireInPerson
        const userId = yield* signedInId
        if (facilityId !== null && roleAt(yield* CurrentCaller, facilityId) === undefined)
          return yield* Effect.fail(unprocessable("A token is limited to a club you have a role at."))
        const token = `vt_${secrets.token()}`
        const id = yield* repo.insertApiToken({
          user_id: userId,
          name,
          scope,
          facility_id: facilityId,
          token_hash: secrets.digest(token),
          token_prefix: token.slice(0, 8),
        })
        return { id, name, scope, facility_id: facilityId, token }
      })

    /** The caller's own token, or anyone's for a platform admin. */
    const revokeApiToken = (id: number) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (!(yield* repo.revokeApiToken(id, yield* signedInId, caller.platformAdmin)))
          return yield* Effect.fail(notFound("API token"))
      })

    return withSpans("Accounts", {
      signUp,
      confirmSignUp,
      signIn,
      signOut,
      myFacilities,
      changePassword,
      forgotPassword,
      resetPassword,
      setPassword,
      createAccount,
      apiTokens,
      createApiToken,
      revokeApiToken,
    })
  }),
}) {}

const orDieNone = <A, R>(found: Effect.Effect<Option.Option<A>, never, R>) =>
  Effect.flatMap(found, (value) =>
    Option.isSome(value) ? Effect.succeed(value.value) : Effect.dieMessage("No such person."),
  )
