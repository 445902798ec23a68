import { Context, type Effect, type Option } from "effect"
import type { ConsentCategory, CookieConsent, HomeBlock } from "./rules"

/** The club's home page layout and visitors' cookie consents. */
export class SiteRepo extends Context.Tag("venue/SiteRepo")<
  SiteRepo,
  {
    /** Null when the club never chose its blocks. */
    readonly homeStructure: (facilityId: number) => Effect.Effect<ReadonlyArray<HomeBlock> | null>
    readonly saveHomeStructure: (facilityId: number, blocks: ReadonlyArray<HomeBlock>) => Effect.Effect<void>
    readonly findConsent: (key: string) => Effect.Effect<Option.Option<CookieConsent>>
    readonly insertConsent: (key: string, categories: ReadonlyArray<ConsentCategory>) => Effect.Effect<void>
    /** False when no consent has that key. */
    readonly updateConsent: (key: string, categories: ReadonlyArray<ConsentCategory>) => Effect.Effect<boolean>
  }
>() {}
