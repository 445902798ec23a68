import { Context, type Effect, type Option } from "effect"
import type { Account, AccountEntry } from "../records"

export interface NewAccountEntry {
  readonly facility_id: number
  readonly account_id: number
  readonly kind: "debit" | "payment" | "credit"
  readonly amount: number
  readonly payment_id: number
  readonly user_id: number | null
  readonly description: string
  readonly business_date: string
}

export class ClubAccountsRepo extends Context.Tag("venue/ClubAccountsRepo")<
  ClubAccountsRepo,
  {
    readonly find: (id: number) => Effect.Effect<Option.Option<Account>>
    /** The account a person belongs to at a facility, if any. */
    readonly ofPerson: (facilityId: number, userId: number) => Effect.Effect<Option.Option<Account>>
    /** A person's club account, opened on first use (holding the children they handle). */
    readonly open: (facilityId: number, userId: number) => Effect.Effect<Account>
    /** Every entry, oldest first, each debit with what payments settle of it. */
    readonly entries: (accountId: number) => Effect.Effect<ReadonlyArray<AccountEntry>>
    /** Holds the account to the end of the transaction: its balance stays as read until commit. */
    readonly lock: (accountId: number) => Effect.Effect<void>
    readonly addEntry: (entry: NewAccountEntry) => Effect.Effect<void>
    /** The facility's accounts that owed something at the end of `date`, by name. */
    readonly owing: (
      facilityId: number,
      date: string,
    ) => Effect.Effect<
      ReadonlyArray<{
        readonly id: number
        readonly name: string
        readonly invoice_receiver_id: number
        readonly balance: number
      }>
    >
    readonly setInvoiceReceiver: (accountId: number, userId: number) => Effect.Effect<void>
  }
>() {}
