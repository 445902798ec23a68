import { Schema } from "effect"

/**
 * What a person may do at one facility. A person holds at most one role per facility;
 * platform administration is a separate flag on the user.
 *
 * - owner: everything an admin may do, and cannot be removed by an admin.
 * - admin: settings, staff and their roles, API tokens, money settings, plus all a manager may do.
 * - manager: courts, schedules, bookings for anyone, prices, refunds, memberships, reports.
 * - front_desk: check-in, bookings and payments on behalf of players, member look-up.
 * - teacher: their own lessons, clinics and players.
 * - player: books and pays for themselves and the children they handle.
 */
export const Role = Schema.Literal("owner", "admin", "manager", "front_desk", "teacher", "player")
export type Role = typeof Role.Type

export const ROLES: ReadonlyArray<Role> = Role.literals

/** Roles that run the front of house: they may act for any player of the facility. */
export const STAFF_ROLES: ReadonlyArray<Role> = ["owner", "admin", "manager", "front_desk"]
/** Roles that run the business: settings, courts, prices, staff. */
export const MANAGER_ROLES: ReadonlyArray<Role> = ["owner", "admin", "manager"]
/** Roles that administer the facility itself: staff roles, tokens, credentials. */
export const ADMIN_ROLES: ReadonlyArray<Role> = ["owner", "admin"]
/** Every role: anyone who belongs to the facility. */
export const MEMBER_ROLES: ReadonlyArray<Role> = ROLES

export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role)

/**
 * Whether `actor` may give `target` to someone, or change or remove someone who holds `target`.
 * Only an owner hands out or takes away ownership; admins manage every other role; managers
 * manage the roles below their own.
 */
export const mayAssignRole = (actor: Role, target: Role): boolean =>
  actor === "owner" ||
  (actor === "admin" && target !== "owner") ||
  (actor === "manager" && (target === "front_desk" || target === "teacher" || target === "player"))

/**
 * What an API token may do: read (safe methods only), write (what players and the front desk do),
 * or admin (also what takes a manager or more: settings, roles, refunds, credentials, tokens).
 */
export const TokenScope = Schema.Literal("read", "write", "admin")
export type TokenScope = typeof TokenScope.Type
export const TOKEN_SCOPES: ReadonlyArray<TokenScope> = TokenScope.literals

/** Whether a token of `scope` may do what needs `needed`: each scope does all the one below it does. */
export const scopeAllows = (scope: TokenScope, needed: TokenScope) =>
  TOKEN_SCOPES.indexOf(scope) >= TOKEN_SCOPES.indexOf(needed)
