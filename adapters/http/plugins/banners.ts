import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, Multipart } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { BannerAd, BannerPlacement } from "../../../engine/banners/rules"
import { MAX_IMAGE_BYTES } from "../../../engine/images"
import { IsoDate } from "../../../engine/people/rules"
import { BannerAds } from "../../../engine/banners/service"
import { asCaller } from "../actor"
import { publicImage } from "../files"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { bodyOf, fileBytes } from "../forms"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

/** A banner's fields as sent (the JSON body's fields plus an image); on update only those sent change. */
const BannerChange = Schema.Struct({
  title: Schema.optional(Schema.String.pipe(Schema.maxLength(120))),
  link_url: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(500)))),
  alt_text: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  placement: Schema.optional(BannerPlacement),
  starts_on: Schema.optional(Schema.NullOr(IsoDate)),
  ends_on: Schema.optional(Schema.NullOr(IsoDate)),
  active: Schema.optional(Schema.Boolean),
  // Checked by the engine, which says what a position may be.
  position: Schema.optional(Schema.Number),
})

const Text = Schema.optional(Schema.String)
const BannerForm = HttpApiSchema.Multipart(
  Schema.Struct({
    title: Text,
    link_url: Text,
    alt_text: Text,
    placement: Text,
    starts_on: Text,
    ends_on: Text,
    active: Text,
    position: Text,
    image: Schema.optional(Multipart.SingleFileSchema),
  }),
  { maxFileSize: Option.some(MAX_IMAGE_BYTES) },
)

const FORM = {
  numbers: new Set(["position"]),
  flags: new Set(["active"]),
  nullable: new Set(["link_url", "starts_on", "ends_on"]),
}
const changeOf = (payload: unknown) => bodyOf(BannerChange, payload, FORM, "The banner is not valid.")

const FacilityPath = Schema.Struct({ id: IdParam })
const BannerPath = Schema.Struct({ id: IdParam, bannerId: IdParam })
const base = "/api/facilities/:id/banner_ads"

export const BannersGroup = apiGroup("banners")
  .add(
    HttpApiEndpoint.get("banners", base)
      .setPath(FacilityPath)
      .setUrlParams(Schema.Struct({ placement: Schema.optional(BannerPlacement) }))
      .addSuccess(Schema.Array(BannerAd))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createBanner", base)
      .setPath(FacilityPath)
      .setPayload(Schema.Union(BannerForm, BannerChange))
      .addSuccess(BannerAd, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("banner", `${base}/:bannerId`)
      .setPath(BannerPath)
      .addSuccess(BannerAd)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("updateBanner", `${base}/:bannerId`)
      .setPath(BannerPath)
      .setPayload(Schema.Union(BannerForm, BannerChange))
      .addSuccess(BannerAd)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deleteBanner", `${base}/:bannerId`)
      .setPath(BannerPath)
      .addSuccess(BannerAd)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("bannerImage", `${base}/:bannerId/image`)
      .setPath(BannerPath)
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "image/*" }))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

const use = <A, E, R>(f: (service: BannerAds) => Effect.Effect<A, E, R>) => asCaller(Effect.flatMap(BannerAds, f))

const save = (facilityId: number, id: number | undefined, payload: unknown) =>
  Effect.flatMap(changeOf(payload), (change) => use((b) => b.save(facilityId, id, change, fileBytes(payload, "image"))))

const BannersLive = HttpApiBuilder.group(apiOf(BannersGroup), "banners", (handlers) =>
  handlers
    .handle("banners", ({ path, urlParams }) => use((b) => b.list(path.id, urlParams)))
    .handle("createBanner", ({ path, payload }) => save(path.id, undefined, payload))
    .handle("banner", ({ path }) => use((b) => b.show(path.id, path.bannerId)))
    .handle("updateBanner", ({ path, payload }) => save(path.id, path.bannerId, payload))
    .handle("deleteBanner", ({ path }) => use((b) => b.remove(path.id, path.bannerId)))
    .handle("bannerImage", ({ path }) =>
      Effect.map(
        use((b) => b.image(path.id, path.bannerId)),
        publicImage,
      ),
    ),
)

export const bannersPlugin: Plugin = {
  name: "banners",
  description:
    "The club's banner ads: an image and a link, shown on its home page or by its calendar between two dates.",
  group: BannersGroup,
  handlers: BannersLive,
}
