import { Context, type Effect } from "effect"
import type { AchTokenView, BankAccountView } from "./rules"

/** Clubs' bank accounts that receive transfers and people's linked ones, as storage keeps them. */
export class BankAccountsRepo extends Context.Tag("venue/BankAccountsRepo")<
  BankAccountsRepo,
  {
    readonly clubAccounts: (facilityId: number) => Effect.Effect<ReadonlyArray<BankAccountView>>
    readonly insertClubAccount: (account: {
      readonly facility_id: number
      readonly provider_ref: string
      readonly holder_name: string
      readonly last4: string
      readonly nickname: string | null
    }) => Effect.Effect<number>
    /** Whether the club had that account to remove. */
    readonly removeClubAccount: (facilityId: number, id: number) => Effect.Effect<boolean>
    readonly linked: (userId: number, facilityId: number | undefined) => Effect.Effect<ReadonlyArray<AchTokenView>>
    /** Remembers who opened a linking session where, so only what they link there is theirs there. */
    readonly recordLinkSession: (session: {
      readonly session_ref: string
      readonly facility_id: number
      readonly user_id: number
    }) => Effect.Effect<void>
    readonly linkSession: (
      sessionRef: string,
    ) => Effect.Effect<{ readonly facility_id: number; readonly user_id: number } | undefined>
    /** The linked account kept, or undefined when that provider account is linked already (anywhere). */
    readonly insertLinked: (link: {
      readonly facility_id: number
      readonly user_id: number
      readonly provider_ref: string
      readonly bank_name: string
      readonly last4: string
    }) => Effect.Effect<AchTokenView | undefined>
    readonly findLinked: (
      id: number,
    ) => Effect.Effect<{ readonly id: number; readonly facility_id: number; readonly user_id: number } | undefined>
    readonly removeLinked: (id: number) => Effect.Effect<void>
  }
>() {}
