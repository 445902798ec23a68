import { Context, type Effect } from "effect"
import type { BillingAddress, BookingPass, PassValues } from "./rules"
import type { User } from "../people/rules"

/** Booking passes, guests and billing addresses, as storage keeps them. */
export class PassesRepo extends Context.Tag("venue/PassesRepo")<
  PassesRepo,
  {
    readonly ofClub: (facilityId: number) => Effect.Effect<ReadonlyArray<BookingPass>>
    readonly ofPerson: (userId: number) => Effect.Effect<ReadonlyArray<BookingPass>>
    readonly find: (facilityId: number, passId: number) => Effect.Effect<BookingPass | undefined>
    /** The new pass, or undefined when the person has one at the club already. */
    readonly insert: (facilityId: number, userId: number, values: PassValues) => Effect.Effect<BookingPass | undefined>
    readonly update: (facilityId: number, passId: number, values: PassValues) => Effect.Effect<BookingPass>
    readonly remove: (facilityId: number, passId: number) => Effect.Effect<void>
    /** The club's guests: people without an account of their own, names staff entered, whose name holds `query`. */
    readonly guests: (facilityId: number, query: string) => Effect.Effect<ReadonlyArray<User>>
    readonly addressesOf: (userId: number) => Effect.Effect<ReadonlyArray<BillingAddress>>
    readonly findAddress: (id: number) => Effect.Effect<BillingAddress | undefined>
    readonly insertAddress: (userId: number, address: string) => Effect.Effect<BillingAddress>
    readonly updateAddress: (id: number, address: string) => Effect.Effect<BillingAddress>
    readonly removeAddress: (id: number) => Effect.Effect<void>
  }
>() {}
