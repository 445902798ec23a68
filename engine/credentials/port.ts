import { Context, type Effect } from "effect"
import type { Credential, CredentialFields, SealedChange } from "./rules"

/** A club's credentials, their secrets sealed at rest. */
export class CredentialsRepo extends Context.Tag("venue/CredentialsRepo")<
  CredentialsRepo,
  {
    readonly ofClub: (facilityId: number) => Effect.Effect<ReadonlyArray<Credential>>
    readonly insert: (
      facilityId: number,
      fields: CredentialFields,
      sealed: { readonly password: string | null; readonly token: string | null },
    ) => Effect.Effect<Credential>
    /** The changed credential, or undefined when the club has no credential `id`. */
    readonly update: (
      facilityId: number,
      id: number,
      fields: CredentialFields,
      sealed: { readonly password: SealedChange; readonly token: SealedChange },
    ) => Effect.Effect<Credential | undefined>
    /** Whether the club had that credential. */
    readonly remove: (facilityId: number, id: number) => Effect.Effect<boolean>
  }
>() {}
