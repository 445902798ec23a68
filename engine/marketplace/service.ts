import { withSpans } from "../spans"
import { Effect } from "effect"
import { CurrentCaller, requirePlatformAdmin } from "../access"
import { conflict, notFound, orNotFound, unprocessable } from "../errors"
import { checkedImage } from "../images"
import { areaProblem, MAX_AREA_BANNERS, type NestedBanner, nestedBannerProblem } from "./rules"
import { MarketplaceRepo } from "./port"
import { Transactions } from "../ports"

export interface AreaInput {
  readonly name?: string | undefined
  readonly key?: string | undefined
  readonly active?: boolean | undefined
  readonly banners?: ReadonlyArray<NestedBanner> | undefined
}

const requireAdmin = requirePlatformAdmin("Only the platform's admins change its banner areas.")

/**
 * The platform's banner areas (the API's Marketplace banner area): its admins fill them; anyone sees
 * the active ones. An area is saved with its banners nested (`id` to change one, `_destroy` to remove it), each with an
 * optional image, in one transaction.
 */
export class MarketplaceBanners extends Effect.Service<MarketplaceBanners>()("venue/MarketplaceBanners", {
  effect: Effect.gen(function* () {
    const repo = yield* MarketplaceRepo
    const transactions = yield* Transactions

    const list = () =>
      Effect.flatMap(CurrentCaller, (caller) => repo.bannerAreas({ activeOnly: !caller.platformAdmin }))

    const show = (id: number) =>
      Effect.flatMap(CurrentCaller, (caller) =>
        Effect.flatMap(repo.bannerAreas({ id, activeOnly: !caller.platformAdmin }), ([area]) =>
          area === undefined ? Effect.fail(notFound("Banner area")) : Effect.succeed(area),
        ),
      )

    /**
     * Writes an area (no `id`) or changes one with its nested banners: `images` are by the
     * banner's place in `banners`. Every banner is checked before anything is written.
     */
    const save = (id: number | undefined, input: AreaInput, images: ReadonlyMap<number, Uint8Array>) =>
      Effect.gen(function* () {
        yield* requireAdmin
        const before = id === undefined ? undefined : yield* show(id)
        const area = {
          name: (input.name ?? before?.name ?? "").trim(),
          key: input.key ?? before?.key ?? "",
          active: input.active ?? before?.active ?? true,
        }
        const problem = areaProblem(area)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const banners = input.banners ?? []
        for (const banner of banners) {
          const bad = nestedBannerProblem(banner)
          if (bad !== undefined) return yield* Effect.fail(unprocessable(bad))
          if (banner.id !== undefined && !before?.banners.some((b) => b.id === banner.id))
            return yield* Effect.fail(notFound("Banner"))
        }
        const kept = (before?.banners.length ?? 0) + banners.filter((b) => b.id === undefined).length
        if (kept - banners.filter((b) => b._destroy === true).length > MAX_AREA_BANNERS)
          return yield* Effect.fail(unprocessable(`A banner area holds at most ${MAX_AREA_BANNERS} banners.`))
        const typed = new Map<number, string>()
        for (const [at, bytes] of images) {
          if (banners[at] === undefined || banners[at]._destroy === true)
            return yield* Effect.fail(unprocessable(`There is no banner ${at} for that image.`))
          typed.set(at, yield* checkedImage(bytes, "banner's image"))
        }
        const saved = yield* transactions.run(
          Effect.gen(function* () {
            const areaId = id ?? (yield* repo.insertBannerArea(area))
            if (areaId === undefined || (id !== undefined && !(yield* repo.updateBannerArea(id, area))))
              return yield* Effect.fail(conflict(`Another banner area has the key "${area.key}".`))
            for (const [at, banner] of banners.entries()) {
              if (banner._destroy === true) {
                if (banner.id !== undefined) yield* repo.deleteAreaBanner(banner.id)
                continue
              }
              const old = before?.banners.find((b) => b.id === banner.id)
              const fields = {
                link_url: banner.link_url !== undefined ? banner.link_url : (old?.link_url ?? null),
                alt_text: (banner.alt_text ?? old?.alt_text ?? "").trim(),
                position: banner.position ?? old?.position ?? at,
              }
              const bannerId = banner.id ?? (yield* repo.insertAreaBanner(areaId, fields))
              if (banner.id !== undefined) yield* repo.updateAreaBanner(banner.id, fields)
              const image = images.get(at)
              if (image !== undefined) yield* repo.saveAreaBannerImage(bannerId, typed.get(at)!, image)
            }
            return areaId
          }),
        )
        return yield* show(saved)
      })

    const remove = (id: number) =>
      Effect.gen(function* () {
        yield* requireAdmin
        const area = yield* show(id)
        yield* repo.deleteBannerArea(id)
        return area
      })

    /** A banner's image: anyone's while its area is active, the admins' always. */
    const image = (bannerId: number) =>
      Effect.gen(function* () {
        const found = yield* orNotFound("Banner image")(repo.areaBannerImage(bannerId))
        if (!found.active && !(yield* CurrentCaller).platformAdmin) return yield* Effect.fail(notFound("Banner image"))
        return found
      })

    return withSpans("MarketplaceBanners", { list, show, save, remove, image })
  }),
}) {}
