import { Context, Data, type Effect, type Option } from "effect"
import type { CouponRow } from "../records"

/** Another coupon of the club has the code. */
export class CouponCodeTaken extends Data.TaggedError("CouponCodeTaken")<{ readonly code: string }> {}

/** A coupon as a manager writes it. */
export interface CouponValues {
  readonly code: string
  readonly kind: string
  readonly percent: number | null
  readonly amount: number | null
  readonly valid_from: string | null
  readonly valid_until: string | null
  readonly max_uses: number | null
  readonly max_uses_per_player: number | null
  readonly active: boolean
  readonly applies_to: ReadonlyArray<string>
}

export class CouponsRepo extends Context.Tag("venue/CouponsRepo")<
  CouponsRepo,
  {
    /** A coupon by code, held to the end of the transaction so its limits hold under parallel use. */
    readonly lockByCode: (facilityId: number, code: string) => Effect.Effect<Option.Option<CouponRow>>
    readonly usesBy: (couponId: number, userId: number) => Effect.Effect<number>
    readonly list: (facilityId: number) => Effect.Effect<ReadonlyArray<CouponRow>>
    readonly find: (
      facilityId: number,
      by: { readonly id: number } | { readonly code: string },
    ) => Effect.Effect<Option.Option<CouponRow>>
    /** Creates a coupon (no `id`) or changes one; its id, or undefined when the club has no coupon `id`. */
    readonly save: (
      facilityId: number,
      id: number | undefined,
      values: CouponValues,
    ) => Effect.Effect<number | undefined, CouponCodeTaken>
    /** A coupon that was used stays on record, switched off; an unused one goes. */
    readonly retire: (couponId: number, used: boolean) => Effect.Effect<void>
    /** One use of a coupon, over the items it discounted (a reservation's shares, a membership's charges). */
    readonly redeem: (
      redemption: {
        readonly facility_id: number
        readonly coupon_id: number
        readonly user_id: number
        readonly reservation_id: number | null
      },
      parts: ReadonlyArray<{ readonly payable_type: string; readonly payable_id: number; readonly discount: number }>,
    ) => Effect.Effect<void>
  }
>() {}
