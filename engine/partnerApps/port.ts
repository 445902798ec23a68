import { Context, type Effect } from "effect"
import type { AppCode, AppGrant, AppTokenGrant, NewAppToken, NewPartnerApp, PartnerApp, TokenFacts } from "./rules"
import type { TokenScope } from "../roles"

export class PartnerAppsRepo extends Context.Tag("venue/PartnerAppsRepo")<
  PartnerAppsRepo,
  {
    readonly insertApp: (
      app: NewPartnerApp & {
        readonly client_id: string
        readonly secret_hash: string | null
        readonly facility_id: number | null
      },
      createdBy: number | undefined,
    ) => Effect.Effect<PartnerApp>
    readonly apps: Effect.Effect<ReadonlyArray<PartnerApp>>
    /** The club's own apps, retired ones included, newest first. */
    readonly clubApps: (facilityId: number) => Effect.Effect<ReadonlyArray<PartnerApp>>
    /** A live app by its client id, with its secret's digest (null for a public app). */
    readonly appByClientId: (
      clientId: string,
    ) => Effect.Effect<(PartnerApp & { readonly secret_hash: string | null }) | undefined>
    /** Retires an app (only the club's own, when a club is named); whether there was one. */
    readonly retireApp: (id: number, ofClub?: number) => Effect.Effect<boolean>
    /** The club's live grant for the app, made or widened to `scope` by `userId`; its id. */
    readonly grant: (facilityId: number, appId: number, userId: number, scope: TokenScope) => Effect.Effect<number>
    readonly liveGrant: (facilityId: number, appId: number) => Effect.Effect<AppGrant | undefined>
    readonly grants: (facilityId: number) => Effect.Effect<ReadonlyArray<AppGrant>>
    /** Ends a grant of the club and every token it gave; whether there was one. */
    readonly revokeGrant: (facilityId: number, grantId: number) => Effect.Effect<boolean>
    /** Keeps a code by its digest; its app is its grant's. */
    readonly insertCode: (codeHash: string, code: Omit<AppCode, "app_id">, seconds: number) => Effect.Effect<void>
    /** The code, taken once (a second exchange finds nothing), if not expired and its grant still stands. */
    readonly takeCode: (codeHash: string) => Effect.Effect<AppCode | undefined>
    readonly insertToken: (token: NewAppToken) => Effect.Effect<void>
    /** A live token's grant by its access digest (an expired, revoked, or withdrawn one is none). */
    readonly byAccess: (accessHash: string) => Effect.Effect<AppTokenGrant | undefined>
    /** Takes a live refresh token once: the token it belonged to is revoked; none when it is not live. */
    readonly takeRefresh: (refreshHash: string, appId: number) => Effect.Effect<AppTokenGrant | undefined>
    /** Counts one call of the app at the club in the current minute: the calls so far, and the seconds left of the minute. */
    readonly countCall: (
      facilityId: number,
      appId: number,
    ) => Effect.Effect<{ readonly calls: number; readonly secondsLeft: number }>
    /** A live token, access or refresh, by its digest: whose it is and when it ends (RFC 7662). */
    readonly tokenFacts: (hash: string) => Effect.Effect<TokenFacts | undefined>
    /** Revokes the app's token that has this access or refresh digest; whether there was one. */
    readonly revokeToken: (hash: string, appId: number) => Effect.Effect<boolean>
  }
>() {}
