import { Context } from "effect"
import { ADMIN_ROLES, MANAGER_ROLES, MEMBER_ROLES, type Role, STAFF_ROLES, type TokenScope } from "../../engine/roles"

/** Where a request names the facility (or user) a policy is about. */
export interface Source {
  readonly in: "path" | "query" | "body"
  readonly name: string
  /** When the field is absent the request is about the caller themself. */
  readonly optional?: boolean
  /** The field names a court, reservation, payment or account; the policy is about its facility. */
  readonly via?: "court" | "reservation" | "payment" | "account" | "membership" | "credential"
}

/**
 * Who may call an endpoint. Every endpoint carries one (a test walks them all); the
 * authentication middleware enforces it before the handler runs.
 */
export type Policy =
  | { readonly _tag: "public" }
  | { readonly _tag: "signedIn" }
  /**
   * Signed in by a session, and the request is a form the person sent from our own page: a top-level
   * navigation they started (Fetch Metadata). A script, even one holding the cookie, gets no answer to read.
   */
  | { readonly _tag: "personOnPage" }
  | { readonly _tag: "platformAdmin" }
  /** Holds one of `roles` at some facility (platform admins pass). */
  | { readonly _tag: "anyFacilityRole"; readonly roles: ReadonlyArray<Role> }
  /** Holds one of `roles` at the facility named by `facility` (platform admins pass). */
  | { readonly _tag: "facilityRole"; readonly roles: ReadonlyArray<Role>; readonly facility: Source }
  /**
   * The user named by `user` is the caller, a child the caller handles, or someone who belongs to
   * a facility where the caller is staff (platform admins pass).
   */
  | { readonly _tag: "userAccess"; readonly user: Source }
  /** The user named by `user` is the caller or a child the caller handles (platform admins pass). */
  | { readonly _tag: "selfOrGuardian"; readonly user: Source }

export class PolicyTag extends Context.Tag("venue/Policy")<PolicyTag, Policy>() {}

const path = (name: string): Source => ({ in: "path", name })

export const Policy = {
  public: { _tag: "public" } as Policy,
  signedIn: { _tag: "signedIn" } as Policy,
  personOnPage: { _tag: "personOnPage" } as Policy,
  platformAdmin: { _tag: "platformAdmin" } as Policy,
  adminAnywhere: { _tag: "anyFacilityRole", roles: ADMIN_ROLES } as Policy,
  anyRole: (roles: ReadonlyArray<Role>): Policy => ({ _tag: "anyFacilityRole", roles }),
  member: (facility: Source = path("id")): Policy => ({ _tag: "facilityRole", roles: MEMBER_ROLES, facility }),
  staff: (facility: Source = path("id")): Policy => ({ _tag: "facilityRole", roles: STAFF_ROLES, facility }),
  manager: (facility: Source = path("id")): Policy => ({ _tag: "facilityRole", roles: MANAGER_ROLES, facility }),
  admin: (facility: Source = path("id")): Policy => ({ _tag: "facilityRole", roles: ADMIN_ROLES, facility }),
  userAccess: (user: Source = path("id")): Policy => ({ _tag: "userAccess", user }),
  selfOrGuardian: (user: Source = path("id")): Policy => ({ _tag: "selfOrGuardian", user }),
  path,
  query: (name: string): Source => ({ in: "query", name }),
  body: (name: string): Source => ({ in: "body", name }),
  /** The facility of the court named by a path field. */
  court: (name = "courtId"): Source => ({ in: "path", name, via: "court" }),
  /** The facility of the reservation named by a path field. */
  reservation: (name = "id"): Source => ({ in: "path", name, via: "reservation" }),
  /** The facility of the payment named by a path field. */
  payment: (name = "id"): Source => ({ in: "path", name, via: "payment" }),
  /** The facility of the club account named by a path field. */
  account: (name = "id"): Source => ({ in: "path", name, via: "account" }),
  /** The facility of the membership named by a path field. */
  membership: (name = "id"): Source => ({ in: "path", name, via: "membership" }),
  /** The facility of the credential (an integration) named by a path field. */
  credential: (name = "id"): Source => ({ in: "path", name, via: "credential" }),
  /** A field that, when absent, means the caller themself. */
  optionalBody: (name: string): Source => ({ in: "body", name, optional: true }),
  optionalQuery: (name: string): Source => ({ in: "query", name, optional: true }),
}

/** The least scope a token needs to call an endpoint of `policy` with `method`. */
export const scopeNeeded = (method: string, policy: Policy): TokenScope => {
  if (method === "GET" || method === "HEAD") return "read"
  if (policy._tag === "platformAdmin") return "admin"
  const roles = policy._tag === "anyFacilityRole" || policy._tag === "facilityRole" ? policy.roles : []
  return roles.length > 0 && roles.every((r) => MANAGER_ROLES.includes(r)) ? "admin" : "write"
}

/** A one-line description of a policy, for the OpenAPI document and the docs. */
export const describePolicy = (policy: Policy): string => {
  switch (policy._tag) {
    case "public":
      return "Anyone, signed in or not."
    case "signedIn":
      return "Any signed-in person."
    case "personOnPage":
      return "A signed-in person sending the form of our own page themself (a navigation they started; no script, no API token)."
    case "platformAdmin":
      return "Platform administrators."
    case "anyFacilityRole":
      return `Roles ${policy.roles.join(", ")} at some facility.`
    case "facilityRole":
      return `Roles ${policy.roles.join(", ")} at the facility given by ${policy.facility.in} "${policy.facility.name}".`
    case "userAccess":
      return `The user given by ${policy.user.in} "${policy.user.name}", their guardian, or staff of a facility that user belongs to.`
    case "selfOrGuardian":
      return `The user given by ${policy.user.in} "${policy.user.name}" (default: the caller), or their guardian.`
  }
}
