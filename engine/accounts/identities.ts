import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { type Identity, type Owned } from "./rules"
import { IdentitiesRepo, Secrets } from "./port"
import { notFound, Unauthorized } from "../errors"
import { rateStanding } from "../partnerApps/rules"
import { PartnerAppsRepo } from "../partnerApps/port"
import type { TokenScope } from "../roles"

/** The partner app a token is of: whose calls are counted against its limit. */
export interface AppCalling {
  readonly id: number
  readonly ratePerMinute: number
}

/** Who a bearer token is: the person, what the token may do, the one club it is limited to, and its app. */
export interface BearerIdentity extends Identity {
  readonly scope: TokenScope
  readonly facilityId: number | null
  readonly app: AppCalling | undefined
}

const unauthorized = (message: string) => new Unauthorized({ message, errors: [] })

/**
 * Who calls: a session cookie or a bearer API token, each kept by its digest only. A token that
 * is unknown or revoked is refused; a cookie that is not a live session is nobody.
 */
export class Identities extends Effect.Service<Identities>()("venue/Identities", {
  effect: Effect.gen(function* () {
    const repo = yield* IdentitiesRepo
    const apps = yield* PartnerAppsRepo
    const secrets = yield* Secrets

    /** The holder of an `Authorization: Bearer` header's token, with what the token may do. */
    const byBearer = (authorization: string): Effect.Effect<BearerIdentity, Unauthorized> =>
      Effect.gen(function* () {
        const match = /^Bearer\s+(\S+)$/i.exec(authorization)
        if (match === null)
          return yield* Effect.fail(unauthorized('The Authorization header must be "Bearer <token>".'))
        const token = match[1]!
        if (token.startsWith("vat_")) {
          // An app's token: the person who granted it, at that club alone, within the grant's scope.
          const grant = yield* apps.byAccess(secrets.digest(token))
          const granter = grant === undefined ? Option.none() : yield* repo.byUser(grant.user_id)
          if (grant === undefined || Option.isNone(granter))
            return yield* Effect.fail(unauthorized("The app's token is unknown, expired or revoked."))
          return {
            ...granter.value,
            scope: grant.scope,
            facilityId: grant.facility_id,
            app: { id: grant.app_id, ratePerMinute: grant.rate_per_minute },
          }
        }
        const found = yield* repo.byApiToken(secrets.digest(token))
        if (Option.isNone(found)) return yield* Effect.fail(unauthorized("The API token is unknown or revoked."))
        return { ...found.value, app: undefined }
      })

    /** The holder of a session cookie, with the session's digest; none when it is not a live session. */
    const bySession = (cookie: string) =>
      Effect.gen(function* () {
        const digest = secrets.digest(cookie)
        return Option.map(yield* repo.bySession(digest), (identity) => ({ ...identity, digest }))
      })

    /** The club a named record belongs to, for an access policy; a 404 when there is no such record. */
    const facilityOf = (kind: Owned, id: number) =>
      Effect.flatMap(repo.facilityOf(kind, id), (facilityId) =>
        facilityId === undefined
          ? Effect.fail(notFound(kind.charAt(0).toUpperCase() + kind.slice(1)))
          : Effect.succeed(facilityId),
      )

    /** Counts an app's call at a club against its limit a minute: where it stands, and whether to refuse it. */
    const countAppCall = (app: AppCalling, facilityId: number) =>
      Effect.map(apps.countCall(facilityId, app.id), ({ calls, secondsLeft }) =>
        rateStanding(calls, app.ratePerMinute, secondsLeft),
      )

    /** After a request that may have written: sessions kept in memory are read afresh (a sign-out, a role taken away). */
    const afterWrite = repo.forgetKept

    return withSpans("Identities", { byBearer, bySession, facilityOf, countAppCall, afterWrite })
  }),
}) {}
