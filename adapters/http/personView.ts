import { Effect } from "effect"
import { speaksFor } from "../../engine/access"
import type { User } from "../sql/users"
import { asCaller } from "./actor"
import { requireUser } from "./lookups"

/**
 * What of a person an answer shows, by the relation the person made with the caller. Everything
 * of themself and of the children they act for; of anyone else never door PINs (they open doors
 * wherever the person plays) nor whether they run the platform.
 */
export const withoutSecrets = (user: User): User => ({
  ...user,
  pin_1: null,
  pin_2: null,
  pin_3: null,
  pin_4: null,
  is_platform_admin: false,
})

/** Someone who has not said yes to a link the caller asked for: the name the caller typed, nothing of theirs. */
export const notYetRelated = (user: User, typedName: string | null): User => ({
  ...withoutSecrets(user),
  email: null,
  first_name: typedName ?? "",
  last_name: "",
  phone: null,
  current_facility_id: null,
  birth_date: null,
  rating: null,
  ntrp_verified: false,
  public_profile: false,
  zip_code: null,
  zip_code_approval: false,
  dupr_id: null,
  redpadel_id: null,
  club_locker_code: null,
  has_password: true,
})

/** Someone asking the caller for a link: who they are, so the caller can say yes; no contact data. */
export const askingPerson = (user: User): User => ({
  ...notYetRelated(user, null),
  first_name: user.first_name,
  last_name: user.last_name,
})

/** A person as the caller may see them: whole to themself, their guardian and platform admins; else without secrets. */
export const personAsSeen = (id: number) =>
  Effect.gen(function* () {
    const user = yield* requireUser(id)
    return (yield* asCaller(speaksFor([id]))) ? user : withoutSecrets(user)
  })
