import { Context, type Effect } from "effect"
import type { StoredImage } from "../images"
import type { BannerAd, BannerFields, BannerPlacement } from "./rules"

/** A club's banner ads. */
export class BannersRepo extends Context.Tag("venue/BannersRepo")<
  BannersRepo,
  {
    readonly bannerAds: (query: {
      readonly facility_id: number
      readonly placement?: BannerPlacement | undefined
      readonly showingOn?: string | undefined
      readonly id?: number
    }) => Effect.Effect<ReadonlyArray<BannerAd>>
    readonly insertBannerAd: (facilityId: number, fields: BannerFields) => Effect.Effect<number>
    readonly updateBannerAd: (id: number, fields: BannerFields) => Effect.Effect<void>
    readonly deleteBannerAd: (id: number) => Effect.Effect<void>
    readonly saveBannerImage: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly bannerImage: (facilityId: number, id: number) => Effect.Effect<StoredImage>
  }
>() {}
