import { Context, type Effect, type Option } from "effect"
import type { MarketplaceBannerArea } from "./rules"

/** The platform's banner areas and their banners. */
export class MarketplaceRepo extends Context.Tag("venue/MarketplaceRepo")<
  MarketplaceRepo,
  {
    readonly bannerAreas: (query: {
      readonly id?: number
      readonly activeOnly: boolean
    }) => Effect.Effect<ReadonlyArray<MarketplaceBannerArea>>
    /** Undefined when another area has that key. */
    readonly insertBannerArea: (area: AreaFields) => Effect.Effect<number | undefined>
    /** False when another area has that key. */
    readonly updateBannerArea: (id: number, area: AreaFields) => Effect.Effect<boolean>
    readonly deleteBannerArea: (id: number) => Effect.Effect<void>
    readonly insertAreaBanner: (areaId: number, banner: AreaBannerFields) => Effect.Effect<number>
    readonly updateAreaBanner: (id: number, banner: AreaBannerFields) => Effect.Effect<void>
    readonly deleteAreaBanner: (id: number) => Effect.Effect<void>
    readonly saveAreaBannerImage: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly areaBannerImage: (
      id: number,
    ) => Effect.Effect<
      Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array; readonly active: boolean }>
    >
  }
>() {}

interface AreaFields {
  readonly name: string
  readonly key: string
  readonly active: boolean
}
interface AreaBannerFields {
  readonly link_url: string | null
  readonly alt_text: string
  readonly position: number
}
