import { Context, Data, type Effect, type Option } from "effect"
import type { Cursor, ListPage } from "../lists"
import type { LedgerDayLine, LedgerSaleLine, PaidEarlierLine } from "./close"
import type { CardCharge, CardDeclined, LedgerMethod, PaymentsUnavailable, Taken } from "./rules"
import type { Minor } from "../money"
import type { Payment } from "../records"

/** What is still to pay on a reservation: each player's share (by ru_id) and the group's fees (null). */
export interface PendingItem {
  readonly ru_id: number | null
  readonly due: number
  readonly paid: number
  readonly pending: number
}

export interface NewPayment {
  readonly facility_id: number
  readonly payable_type:
    | "reservation"
    | "reservation_user"
    | "credits"
    | "account"
    | "user_package"
    | "user_clinic"
    | "membership"
    | "order"
    | "competition_entry"
  readonly payable_id: number | null
  readonly reservation_id: number | null
  readonly payer_id: number | null
  readonly staff_id: number | null
  readonly method: LedgerMethod
  readonly amount: number
  readonly status: "pending" | "paid" | "failed"
  readonly refund_of?: number | null
  readonly to_credit?: boolean
  readonly custom_price?: boolean
  readonly coupon_code?: string | null
  readonly payment_intent_id?: string | null
  readonly device_id?: string | null
  readonly description?: string | null
  /** The facility-local day the money moved, for the daily close. */
  readonly business_date: string
}

/** The append-only ledger of money movements. */
export class LedgerRepo extends Context.Tag("venue/LedgerRepo")<
  LedgerRepo,
  {
    readonly insert: (payment: NewPayment) => Effect.Effect<number>
    readonly find: (id: number) => Effect.Effect<Payment | undefined>
    /** Holds a payment's row to the end of the transaction: refunds of it run one at a time. */
    readonly lock: (id: number) => Effect.Effect<void>
    readonly setReference: (id: number, reference: string) => Effect.Effect<void>
    readonly ofFacility: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<Payment>>
    readonly ofReservation: (facilityId: number, reservationId: number) => Effect.Effect<ReadonlyArray<Payment>>
    /** The club's payments made under one provider reference (a charge already taken). */
    readonly byReference: (facilityId: number, reference: string) => Effect.Effect<ReadonlyArray<Payment>>
    readonly ofPayer: (payerId: number, facilityId: number | undefined) => Effect.Effect<ReadonlyArray<Payment>>
    /** A person's rows at these clubs (every club when null) from the one after the cursor's; none when it is not among them. */
    readonly ofPayerAfter: (
      payerId: number,
      clubs: ReadonlyArray<number> | null,
      cursor: Cursor,
    ) => Effect.Effect<Option.Option<ListPage<Payment>>>
    readonly pendingItems: (reservationId: number) => Effect.Effect<ReadonlyArray<PendingItem>>
    /** The day's paid rows by method, for the daily close. */
    readonly day: (facilityId: number, date: string) => Effect.Effect<ReadonlyArray<LedgerDayLine>>
    /** The same day by what each row paid for. */
    readonly daySold: (facilityId: number, date: string) => Effect.Effect<ReadonlyArray<LedgerSaleLine>>
    /** Bookings played that day and paid on an earlier one. */
    readonly paidEarlier: (facilityId: number, date: string) => Effect.Effect<ReadonlyArray<PaidEarlierLine>>
    /**
     * Holds a provider payment's reference to the end of the transaction, and says whether a row
     * already records it: a provider payment is recorded once.
     */
    readonly claimReference: (reference: string) => Effect.Effect<{ readonly recorded: boolean }>
    /** Of these provider payments, those with no ledger row and not given back. */
    readonly unrecorded: (references: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<string>>
    /** Notes a provider payment given back for want of its ledger rows; false when it already was. */
    readonly noteReturn: (r: {
      readonly facility_id: number
      readonly reference: string
      readonly amount: number
      readonly currency: string
      readonly action: "refunded" | "cancelled"
    }) => Effect.Effect<boolean>
    /** Settles a facility's pending rows of `reference` from provider events that arrived before them. */
    readonly settleFromEarlierEvents: (reference: string, facilityId: number) => Effect.Effect<void>
    /** A facility's pending rows of a provider payment that will not come (cancelled at the provider) fail. */
    readonly failPending: (reference: string, facilityId: number) => Effect.Effect<void>
  }
>() {}

export interface CreditLotRecord {
  readonly id: number
  readonly amount: number
  readonly spent: number
  readonly source: "bought" | "granted" | "refund"
  readonly reason: string | null
  readonly created_at: string | Date
}

export interface NewCreditLot {
  readonly facility_id: number
  readonly user_id: number
  readonly amount: number
  readonly source: CreditLotRecord["source"]
  readonly reason?: string | null
  readonly staff_id?: number | null
  readonly payment_id?: number | null
}

export interface CreditSpend {
  readonly facility_id: number
  readonly user_id: number
  readonly amount: number
  readonly payment_id?: number | null
  readonly reason?: string | null
  readonly staff_id?: number | null
}

/** The credits do not cover a spend: nothing was spent. Amounts in minor units; the service words it. */
export class CreditsShort extends Data.TaggedError("CreditsShort")<{
  readonly balance: number
  readonly wanted: number
}> {}

/** Club credits: lots, spent oldest first. */
export class CreditsRepo extends Context.Tag("venue/CreditsRepo")<
  CreditsRepo,
  {
    /** A person's lots at a club; `lock` holds them to the end of the transaction. */
    readonly lots: (facilityId: number, userId: number, lock?: boolean) => Effect.Effect<ReadonlyArray<CreditLotRecord>>
    readonly add: (lot: NewCreditLot) => Effect.Effect<void>
    readonly spend: (spend: CreditSpend) => Effect.Effect<void, CreditsShort>
  }
>() {}

/** What the club and its players keep at the providers: saved cards, linked bank accounts. */
export class ProviderRecordsRepo extends Context.Tag("venue/ProviderRecordsRepo")<
  ProviderRecordsRepo,
  {
    readonly savedCard: (id: number) => Effect.Effect<
      | {
          readonly facility_id: number
          readonly user_id: number
          readonly provider: string
          readonly customer_ref: string
          readonly card_ref: string
        }
      | undefined
    >
    readonly achToken: (id: number) => Effect.Effect<
      | {
          readonly facility_id: number
          readonly user_id: number
          readonly provider_ref: string
        }
      | undefined
    >
    /** The club's bank account that receives transfers. */
    readonly clubBankAccount: (facilityId: number) => Effect.Effect<string | undefined>
    /** Whether a card reader (its provider reference) is one the club registered. */
    readonly isClubReader: (facilityId: number, readerRef: string) => Effect.Effect<boolean>
  }
>() {}

/**
 * Takes and gives back money by card, reader or bank transfer through the configured providers;
 * without one, every call says card payments are not set up.
 */
export class CardPayments extends Context.Tag("venue/CardPayments")<
  CardPayments,
  {
    readonly charge: (charge: CardCharge) => Effect.Effect<Taken, CardDeclined | PaymentsUnavailable>
    readonly refund: (refund: {
      readonly facility_id: number
      readonly method: "card" | "bolt" | "card_reader" | "ach"
      readonly reference: string
      readonly amount: Minor
    }) => Effect.Effect<{ readonly reference: string }, CardDeclined | PaymentsUnavailable>
  }
>() {}
