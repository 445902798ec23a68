import { Context, Data, type Effect } from "effect"
import type { Minor } from "./money"
import type { CardDeclined, PaymentsUnavailable } from "./payments/rules"

/**
 * What the platform asks of its payment providers beyond taking money (CardPayments): keeping
 * cards on file, card readers, bank accounts for transfers, and card sign-up at a regional
 * provider. Adapters speak to a real provider (or its fake); every call is per facility, since a
 * facility may use its own provider account.
 */

type Refused = CardDeclined | PaymentsUnavailable

/** A provider refused a request for a reason the person can fix (a bad token or code). */
export class ProviderRefused extends Data.TaggedError("ProviderRefused")<{ readonly message: string }> {}

export interface CardOnFile {
  readonly card_ref: string
  readonly brand: string
  readonly last4: string
  readonly exp_month: number
  readonly exp_year: number
}

export class CardVault extends Context.Tag("venue/CardVault")<
  CardVault,
  {
    readonly createCustomer: (customer: {
      readonly facility_id: number
      readonly user_id: number
      readonly email: string | null
      readonly name: string
    }) => Effect.Effect<string, Refused>
    /** Keeps the card a client-side token stands for on the customer. */
    readonly saveCard: (card: {
      readonly facility_id: number
      readonly customer_ref: string
      readonly token: string
    }) => Effect.Effect<CardOnFile, Refused | ProviderRefused>
    readonly removeCard: (card: {
      readonly facility_id: number
      readonly customer_ref: string
      readonly card_ref: string
    }) => Effect.Effect<void, Refused>
    readonly setDefault: (card: {
      readonly facility_id: number
      readonly customer_ref: string
      readonly card_ref: string
    }) => Effect.Effect<void, Refused>
  }
>() {}

export interface Reader {
  readonly reader_ref: string
  readonly label: string
  readonly location_ref: string | null
  readonly device_type: string
  readonly serial_number: string
  readonly status: string
  /** What the reader is doing: a payment it waits for, or how its last one ended. */
  readonly action: {
    readonly type: string
    readonly status: string
    readonly payment_intent_id: string | null
    readonly failure_message: string | null
  } | null
}

export interface ReaderLocation {
  readonly location_ref: string
  readonly display_name: string
  readonly address: string
}

/** A card payment taken at a reader, as the provider tracks it. */
export interface ReaderPayment {
  readonly payment_intent_id: string
  readonly amount: Minor
  readonly currency: string
  /** The provider's state: requires_payment_method (waiting for a card), requires_capture, succeeded, canceled. */
  readonly status: string
}

export class CardReaders extends Context.Tag("venue/CardReaders")<
  CardReaders,
  {
    readonly locations: (facility_id: number) => Effect.Effect<ReadonlyArray<ReaderLocation>, Refused>
    readonly createLocation: (
      facility_id: number,
      location: {
        readonly display_name: string
        readonly line1: string
        readonly city: string
        readonly country: string
      },
    ) => Effect.Effect<ReaderLocation, Refused>
    readonly register: (
      facility_id: number,
      reader: { readonly registration_code: string; readonly label: string; readonly location_ref: string },
    ) => Effect.Effect<Reader, Refused | ProviderRefused>
    readonly readers: (
      facility_id: number,
      refs: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyArray<Reader>, Refused>
    readonly remove: (facility_id: number, reader_ref: string) => Effect.Effect<void, Refused>
    readonly connectionToken: (facility_id: number, location_ref?: string) => Effect.Effect<string, Refused>
    /** Asks the reader to take `amount`; the card is authorised when presented, captured by `capture`. */
    readonly startPayment: (
      facility_id: number,
      payment: {
        readonly reader_ref: string
        readonly amount: Minor
        readonly currency: string
        readonly description: string
        readonly capture: "manual" | "automatic"
      },
    ) => Effect.Effect<ReaderPayment, Refused | ProviderRefused>
    readonly payment: (facility_id: number, payment_intent_id: string) => Effect.Effect<ReaderPayment, Refused>
    readonly capture: (
      facility_id: number,
      payment_intent_id: string,
    ) => Effect.Effect<ReaderPayment, Refused | ProviderRefused>
    readonly cancelPayment: (
      facility_id: number,
      payment_intent_id: string,
    ) => Effect.Effect<ReaderPayment, Refused | ProviderRefused>
    /** Stops what the reader is doing (a payment waiting for a card). */
    readonly cancelAction: (facility_id: number, reader_ref: string) => Effect.Effect<Reader, Refused | ProviderRefused>
    /** Test mode only: a test card tapped on the reader. */
    readonly presentTestCard: (
      facility_id: number,
      reader_ref: string,
    ) => Effect.Effect<Reader, Refused | ProviderRefused>
    /** Whether the facility's account is a test account (demo mode): screens say "test mode". */
    readonly testMode: (facility_id: number) => Effect.Effect<boolean, Refused>
  }
>() {}

/** A provider event, checked as the provider's own and read into what the ledger needs. */
export interface ProviderEvent {
  readonly id: string
  readonly type: string
  /** The payment the event is about (a payment intent or a transfer). */
  readonly object_ref: string | null
  /** What the event says of that payment: it is in, it failed, or nothing final. */
  readonly outcome: "paid" | "failed" | null
  /** Whose account signed it: the facility with its own provider account, or null for the platform's. */
  readonly account: number | null
}

export class BadSignature extends Data.TaggedError("BadSignature")<{ readonly message: string }> {}

export class CardEvents extends Context.Tag("venue/CardEvents")<
  CardEvents,
  {
    readonly verify: (
      raw: string,
      signature: string,
      facility_id: number | undefined,
    ) => Effect.Effect<ProviderEvent, BadSignature | PaymentsUnavailable>
  }
>() {}

export interface BankTransfer {
  readonly transfer_ref: string
  readonly amount: Minor
  readonly status: "pending" | "settled" | "failed"
}

export class BankTransfers extends Context.Tag("venue/BankTransfers")<
  BankTransfers,
  {
    /** Registers the club's account that receives transfers. */
    readonly addAccount: (account: {
      readonly holder_name: string
      readonly routing_number: string
      readonly account_number: string
    }) => Effect.Effect<{ readonly account_ref: string; readonly last4: string }, Refused | ProviderRefused>
    /** A session in which a player links their bank account on the provider's page. */
    readonly linkSession: (person: {
      readonly email: string
      readonly first_name: string
      readonly last_name: string
    }) => Effect.Effect<{ readonly session_ref: string; readonly url: string }, Refused>
    /** A linked account the provider knows, by its reference (the ACH token). */
    readonly linkedAccount: (account_ref: string) => Effect.Effect<
      | {
          readonly bank_name: string
          readonly last4: string
          /** The linking session the holder added it in; none for an account added otherwise. */
          readonly session_ref: string | null
        }
      | undefined,
      Refused
    >
    /** Transfers the provider lists by creation time and status, one page at a time. */
    readonly transfers: (query: {
      readonly date_gt: string
      readonly date_lt: string
      readonly status: "settled" | "failed"
      readonly page: number
    }) => Effect.Effect<{ readonly items: ReadonlyArray<BankTransfer>; readonly more: boolean }, Refused>
  }
>() {}

/**
 * A card sign-up and one-click charge provider of a region, under its key in the route
 * (`/api/{key}_payments/token_order`). A second provider is one more entry.
 */
export interface RegionalProvider {
  readonly key: string
  readonly name: string
  readonly currency: string
  /** Starts a card sign-up: the gateway token and the page the player enters the card on. */
  readonly startInscription: (person: {
    readonly username: string
    readonly email: string
    readonly return_url: string
  }) => Effect.Effect<{ readonly token: string; readonly url: string }, Refused>
  /** Finishes it with the token the provider returned: the card reference to charge later. */
  readonly finishInscription: (
    token: string,
  ) => Effect.Effect<
    { readonly card_ref: string; readonly brand: string; readonly last4: string },
    Refused | ProviderRefused
  >
  /** Charges a card signed up earlier; `order` is unique per charge (the trace id). */
  readonly charge: (charge: {
    readonly username: string
    readonly card_ref: string
    readonly order: string
    readonly amount: Minor
  }) => Effect.Effect<{ readonly reference: string }, Refused>
  /** Gives back all or part of a charge, named by its order. */
  readonly refund: (refund: {
    readonly order: string
    readonly amount: Minor
  }) => Effect.Effect<{ readonly reference: string }, Refused>
}

/** A regional provider's payments carry their provider's key: `oneclick:<order>`. */
export const regionalReference = (key: string, order: string) => `${key}:${order}`

/** The provider key and order of a regional provider's payment reference; undefined for others. */
export const regionalOrderOf = (reference: string) => {
  const m = /^([a-z]+):(.+)$/.exec(reference)
  return m === null ? undefined : { key: m[1]!, order: m[2]! }
}

export class RegionalProviders extends Context.Tag("venue/RegionalProviders")<
  RegionalProviders,
  ReadonlyMap<string, RegionalProvider>
>() {}

/**
 * A payment the server itself charged at a provider (a saved card, a card at a reader started by
 * a charge), whose ledger rows the same call writes: one without them was cut off by a crash.
 */
export interface ServerCharge {
  readonly reference: string
  readonly amount: Minor
  readonly currency: string
  /** paid: the money was taken; open: authorised or waiting at a reader; ended: cancelled or failed. */
  readonly state: "paid" | "open" | "ended"
  readonly refunded: Minor
  readonly created: Date
}

/** The providers' own record of the server's charges, and the way to give one back. */
export class ServerCharges extends Context.Tag("venue/ServerCharges")<
  ServerCharges,
  {
    /** The facility's server charges made since `since`. */
    readonly since: (facilityId: number, since: Date) => Effect.Effect<ReadonlyArray<ServerCharge>, Refused>
    /** Refunds what a paid charge has left, or cancels an open one; asking twice does it once. */
    readonly giveBack: (facilityId: number, charge: ServerCharge) => Effect.Effect<void, Refused>
  }
>() {}
