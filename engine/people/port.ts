import { Context, type Effect, type Option } from "effect"
import type { Activity, FacilityWithRole, FamilyLink, ProfileFields, User } from "./rules"
import type { Role } from "../roles"
import type { Cursor, ListPage } from "../lists"

export class PeopleRepo extends Context.Tag("venue/PeopleRepo")<
  PeopleRepo,
  {
    readonly exists: (id: number) => Effect.Effect<boolean>
    /** A person's first and last name, when there is such a person. */
    readonly nameOf: (id: number) => Effect.Effect<string | undefined>
    readonly idByEmail: (email: string) => Effect.Effect<number | undefined>
    /** Gives a person a role at a facility (one role per facility: it replaces theirs). */
    readonly grantRole: (facilityId: number, userId: number, role: Role) => Effect.Effect<void>
    readonly roleAt: (facilityId: number, userId: number) => Effect.Effect<Role | undefined>
    /** Who a person's mail goes to: them, or (a child without an address) the guardians who handle them. */
    readonly mailRecipients: (userId: number) => Effect.Effect<
      ReadonlyArray<{
        readonly user_id: number
        readonly email: string
        readonly name: string
        /** Their own language; null: their club's. */
        readonly language: string | null
      }>
    >
    /** A person without an account yet (they set a password from the reset mail); their id. */
    readonly createContact: (person: {
      readonly email: string
      readonly first_name: string
      readonly last_name: string
    }) => Effect.Effect<number>
    readonly find: (id: number) => Effect.Effect<Option.Option<User>>
    /** The person with this address (any case), with their password's hash (null: no account of their own). */
    readonly findByEmail: (
      email: string,
    ) => Effect.Effect<Option.Option<{ readonly user: User; readonly passwordHash: string | null }>>
    /** None when the e-mail address is taken. */
    readonly insert: (person: NewPerson) => Effect.Effect<Option.Option<User>>
    /** Sets a birth date and the club the person is at now. */
    readonly setBirthDateAndClub: (
      userId: number,
      birthDate: string | null,
      facilityId: number | null,
    ) => Effect.Effect<void>
    readonly setPasswordHash: (userId: number, hash: string) => Effect.Effect<void>
    readonly setZipCode: (userId: number, zip: string | null, approved: boolean) => Effect.Effect<void>
    readonly recordActivity: (entry: {
      readonly facility_id?: number | null
      readonly user_id: number
      readonly actor_id: number | null
      readonly kind: string
      readonly description: string
    }) => Effect.Effect<void>
    /** The newest activity of these people, a page of 50. */
    readonly activityOf: (userIds: ReadonlyArray<number>, page: number) => Effect.Effect<ReadonlyArray<Activity>>
    /** The newest activity at a club, a page of 50. */
    readonly activityAt: (facilityId: number, page: number) => Effect.Effect<ReadonlyArray<Activity>>
    readonly familyLinks: (userId: number) => Effect.Effect<ReadonlyArray<FamilyLink>>
    /** Whether the link was new. */
    readonly insertFamilyLink: (link: {
      readonly userId: number
      readonly relatedId: number
      readonly handled: boolean
      readonly name: string
      /** Asks to act for them once they accept. */
      readonly requested: boolean
      /** A child the guardian just created; anyone else accepts the link themself. */
      readonly accepted: boolean
    }) => Effect.Effect<boolean>
    /** The person says yes to `guardianId`'s link (and to their acting for them, if asked); whether there was one. */
    readonly acceptFamilyLink: (guardianId: number, userId: number) => Effect.Effect<boolean>
    /** Whether there was a link to remove. */
    readonly deleteFamilyLink: (userId: number, relatedId: number) => Effect.Effect<boolean>
    /** A new child joins every club their guardian belongs to, as a player. */
    readonly joinGuardiansClubs: (userId: number, guardianId: number) => Effect.Effect<void>
    readonly makeProfilePrivate: (userId: number) => Effect.Effect<void>
    /** How many children (people without an address of their own) a guardian made in the last day. */
    readonly childrenMadeToday: (guardianId: number) => Effect.Effect<number>
    /**
     * Removes a person from a club; a contact the club made that nobody claimed and that belongs
     * nowhere else is then erased. Whether they were.
     */
    readonly removeMember: (facilityId: number, userId: number) => Effect.Effect<boolean>
    /** The one live code a staff-created contact claims their account with; a new one replaces it. */
    readonly saveAccountCode: (userId: number, codeHash: string) => Effect.Effect<void>
    readonly accountCode: (
      userId: number,
    ) => Effect.Effect<{ readonly code_hash: string; readonly attempts: number; readonly expired: boolean } | undefined>
    readonly countWrongCode: (userId: number) => Effect.Effect<void>
    readonly markAccountClaimed: (userId: number) => Effect.Effect<void>
    readonly updateFields: (userId: number, change: ProfileFields) => Effect.Effect<void>
    readonly emailTakenByOther: (email: string, userId: number) => Effect.Effect<boolean>
    /**
     * Whether a person's shared profile is the club's to keep: a contact staff created that nobody
     * has claimed (no password) and that is nobody's child.
     */
    readonly keptByClubs: (userId: number) => Effect.Effect<boolean>
    /** The clubs a person holds a role at, by id. */
    readonly clubsOf: (userId: number) => Effect.Effect<ReadonlyArray<number>>
    /** The clubs a person belongs to or marked as a favourite, with their role there. */
    readonly facilitiesOf: (userId: number) => Effect.Effect<ReadonlyArray<FacilityWithRole>>
    /** People whose name or e-mail holds `query`, among the members of `facilityIds` (everyone when null), 50 a page. */
    readonly search: (
      facilityIds: ReadonlyArray<number> | null,
      query: string,
      page: number,
      tagId?: number,
    ) => Effect.Effect<ReadonlyArray<User>>
    /** The same people by cursor, by name; none when the cursor's person is not among them. */
    readonly searchAfter: (
      facilityIds: ReadonlyArray<number> | null,
      query: string,
      tagId: number | undefined,
      cursor: Cursor,
    ) => Effect.Effect<Option.Option<ListPage<User>>>
    /** Fellow members to invite: those of the club whose profile is public and whose name holds `query`. */
    readonly directory: (
      facilityId: number,
      query: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly name: string; readonly email: string }>>
    /** Marks or unmarks a favourite club; whether it is one now. */
    readonly toggleFavourite: (userId: number, facilityId: number) => Effect.Effect<boolean>
  }
>() {}

/** A person as first written: an account (with a password's hash) or a contact (without). */
export interface NewPerson {
  readonly email: string | null
  readonly first_name: string
  readonly last_name: string
  readonly phone?: string | null
  readonly password_hash: string | null
  readonly is_platform_admin?: boolean
}
