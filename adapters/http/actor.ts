import { Context, Effect, FiberRef } from "effect"
import { type Caller, CurrentCaller, isStaffAt as staffAt, roleAt as callerRoleAt } from "../../engine/access"
import type { ClubRole, User } from "../../engine/people/rules"
import { Unauthorized } from "./errors"
import type { TokenScope } from "../../engine/roles"
import type { AppCalling } from "../../engine/accounts/identities"

/** Who is calling, as the authentication middleware established it. */
export interface ActorShape {
  readonly user: User | undefined
  readonly via: "session" | "token" | "anonymous"
  /** The digest of the session cookie, when signed in by cookie. */
  readonly sessionDigest: string | undefined
  readonly csrfToken: string | undefined
  readonly memberships: ReadonlyArray<ClubRole>
  /** What an API token may do; undefined for a session. */
  readonly scope?: TokenScope
  /** The one club a token is limited to: only calls about that club, with the person's role there alone. */
  readonly club?: number
  /** The partner app whose token this is. */
  readonly app?: AppCalling
}

export class Actor extends Context.Tag("venue/Actor")<Actor, ActorShape>() {}

export const anonymous: ActorShape = {
  user: undefined,
  via: "anonymous",
  sessionDigest: undefined,
  csrfToken: undefined,
  memberships: [],
}

/** The signed-in user; the policy has usually guaranteed one already. */
export const currentUser = Effect.flatMap(Actor, (actor) =>
  actor.user === undefined
    ? Effect.fail(new Unauthorized({ message: "Sign in first.", errors: [] }))
    : Effect.succeed(actor.user),
)

/** Whether the caller runs the front of house at a facility (or is a platform admin). */
export const isStaffAt = (actor: ActorShape, facilityId: number) => staffAt(callerOf(actor), facilityId)

/** The engine's view of the caller: who they are and their roles, nothing of the HTTP session. */
export const callerOf = (actor: ActorShape): Caller => ({
  userId: actor.user?.id,
  platformAdmin: actor.user?.is_platform_admin ?? false,
  roles: actor.memberships,
  byToken: actor.via === "token",
})

/** The request's id, as on its response and log lines. */
export const RequestId = FiberRef.unsafeMake<string | undefined>(undefined)

/** Runs a use case as the request's caller. */
export const asCaller = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Actor, (actor) => Effect.provideService(effect, CurrentCaller, callerOf(actor)))

/** Runs one engine service's use case as the request's caller: what a handler calls between decoding and encoding. */
export const using = <I, S, A, E, R>(service: Context.Tag<I, S>, use: (service: S) => Effect.Effect<A, E, R>) =>
  asCaller(Effect.flatMap(service, use))

export const roleAt = (actor: ActorShape, facilityId: number) => callerRoleAt(callerOf(actor), facilityId)
