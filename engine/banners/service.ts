import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isStaffAt, requireManagerAt } from "../access"
import { type BannerFields, type BannerPlacement, bannerProblem } from "./rules"
import { localDate } from "../dates"
import { notFound, orNotFound, unprocessable } from "../errors"
import { checkedImage } from "../images"
import { BannersRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"

export type BannerInput = Partial<{ -readonly [K in keyof BannerFields]: BannerFields[K] | undefined }>

/**
 * A club's banner ads (the API's Banner ad): managers place them; anyone sees those showing today
 * (active, within their dates, in the club's time zone), the club's staff every one.
 */
export class BannerAds extends Effect.Service<BannerAds>()("venue/BannerAds", {
  effect: Effect.gen(function* () {
    const repo = yield* BannersRepo
    const facilities = yield* FacilitiesRepo

    /** The banners the caller may see: staff all of them, anyone else those showing today. */
    const read = (
      facilityId: number,
      filter: { readonly placement?: BannerPlacement | undefined; readonly id?: number },
    ) =>
      Effect.gen(function* () {
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const staff = isStaffAt(yield* CurrentCaller, facilityId)
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        return yield* repo.bannerAds({ facility_id: facilityId, ...filter, ...(staff ? {} : { showingOn: today }) })
      })

    const list = (facilityId: number, filter: { readonly placement?: BannerPlacement | undefined }) =>
      read(facilityId, filter)

    const show = (facilityId: number, id: number) =>
      Effect.flatMap(read(facilityId, { id }), ([banner]) =>
        banner === undefined ? Effect.fail(notFound("Banner ad")) : Effect.succeed(banner),
      )

    /** Places a new banner (no `id`) or changes one: only the fields given change; an image replaces its image. */
    const save = (facilityId: number, id: number | undefined, input: BannerInput, image?: Uint8Array) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager places the club's banners.")
        const before = id === undefined ? undefined : yield* show(facilityId, id)
        const pick = <K extends keyof BannerFields>(key: K, fallback: BannerFields[K]): BannerFields[K] =>
          input[key] !== undefined ? (input[key] as BannerFields[K]) : before !== undefined ? before[key] : fallback
        const fields: BannerFields = {
          title: pick("title", "").trim(),
          link_url: pick("link_url", null),
          alt_text: pick("alt_text", "").trim(),
          placement: pick("placement", "home"),
          starts_on: pick("starts_on", null),
          ends_on: pick("ends_on", null),
          active: pick("active", true),
          position: pick("position", 0),
        }
        const problem = bannerProblem(fields)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const type = image === undefined ? undefined : yield* checkedImage(image, "banner's image")
        const saved = id ?? (yield* repo.insertBannerAd(facilityId, fields))
        if (id !== undefined) yield* repo.updateBannerAd(id, fields)
        if (image !== undefined) yield* repo.saveBannerImage(saved, type!, image)
        return yield* show(facilityId, saved)
      })

    const remove = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager removes the club's banners.")
        const banner = yield* show(facilityId, id)
        yield* repo.deleteBannerAd(id)
        return banner
      })

    const image = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* show(facilityId, id)
        return yield* Effect.flatMap(repo.bannerImage(facilityId, id), (found) =>
          Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(notFound("Banner image")),
        )
      })

    return withSpans("BannerAds", { list, show, save, remove, image })
  }),
}) {}
