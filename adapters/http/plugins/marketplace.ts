import * as fs from "node:fs"
import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, Multipart } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { MAX_IMAGE_BYTES } from "../../../engine/images"
import { MarketplaceBannerArea } from "../../../engine/marketplace/rules"
import { MarketplaceBanners } from "../../../engine/marketplace/service"
import { asCaller } from "../actor"
import { publicImage } from "../files"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { bodyOf } from "../forms"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

/** An area with its banners nested as the API has them: `id` to change one, `_destroy` to remove it, neither to add one. */
const AreaChange = Schema.Struct({
  name: Schema.optional(Schema.String.pipe(Schema.maxLength(120))),
  key: Schema.optional(Schema.String.pipe(Schema.maxLength(60))),
  active: Schema.optional(Schema.Boolean),
  banners: Schema.optional(
    Schema.Array(
      Schema.Struct({
        id: Schema.optional(Schema.Int.pipe(Schema.positive())),
        link_url: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(500)))),
        alt_text: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
        position: Schema.optional(Schema.Number),
        _destroy: Schema.optional(Schema.Boolean),
      }),
    ).pipe(Schema.maxItems(50)),
  ),
})

/**
 * The same as a multipart form: `name`, `key`, `active`, `banners` as JSON text, and each
 * banner's image as the file `banners[N][image]`, N its place in `banners`.
 */
const AreaForm = HttpApiSchema.Multipart(
  Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Multipart.FilesSchema) }),
  { maxFileSize: Option.some(MAX_IMAGE_BYTES) },
)
const FORM = { flags: new Set(["active"]), json: new Set(["banners"]) }
const changeOf = (payload: unknown) => bodyOf(AreaChange, payload, FORM, "The banner area is not valid.")

/** The banners' images in a form, by the banner's place. */
const imagesIn = (payload: unknown) => {
  const images = new Map<number, Uint8Array>()
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
    const at = /^banners\[(\d+)\]\[image\]$/.exec(key)?.[1]
    const file = Array.isArray(value) ? (value[0] as { path?: string } | undefined) : undefined
    if (at !== undefined && file?.path !== undefined) images.set(Number(at), fs.readFileSync(file.path))
  }
  return images
}

const AreaPath = Schema.Struct({ id: IdParam })
const base = "/api/marketplace_banner_areas"

export const MarketplaceGroup = apiGroup("marketplace")
  .add(
    HttpApiEndpoint.get("bannerAreas", base)
      .addSuccess(Schema.Array(MarketplaceBannerArea))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createBannerArea", base)
      .setPayload(Schema.Union(AreaForm, AreaChange))
      .addSuccess(MarketplaceBannerArea, { status: 201 })
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.get("bannerArea", `${base}/:id`)
      .setPath(AreaPath)
      .addSuccess(MarketplaceBannerArea)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("updateBannerArea", `${base}/:id`)
      .setPath(AreaPath)
      .setPayload(Schema.Union(AreaForm, AreaChange))
      .addSuccess(MarketplaceBannerArea)
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.del("deleteBannerArea", `${base}/:id`)
      .setPath(AreaPath)
      .addSuccess(MarketplaceBannerArea)
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.get("marketplaceBannerImage", "/api/marketplace_banners/:id/image")
      .setPath(AreaPath)
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "image/*" }))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

const use = <A, E, R>(f: (service: MarketplaceBanners) => Effect.Effect<A, E, R>) =>
  asCaller(Effect.flatMap(MarketplaceBanners, f))

const save = (id: number | undefined, payload: unknown) =>
  Effect.flatMap(changeOf(payload), (change) => use((m) => m.save(id, change, imagesIn(payload))))

const MarketplaceLive = HttpApiBuilder.group(apiOf(MarketplaceGroup), "marketplace", (handlers) =>
  handlers
    .handle("bannerAreas", () => use((m) => m.list()))
    .handle("createBannerArea", ({ payload }) => save(undefined, payload))
    .handle("bannerArea", ({ path }) => use((m) => m.show(path.id)))
    .handle("updateBannerArea", ({ path, payload }) => save(path.id, payload))
    .handle("deleteBannerArea", ({ path }) => use((m) => m.remove(path.id)))
    .handle("marketplaceBannerImage", ({ path }) =>
      Effect.map(
        use((m) => m.image(path.id)),
        publicImage,
      ),
    ),
)

export const marketplacePlugin: Plugin = {
  name: "marketplace",
  description: "The platform's banner areas, filled by its admins and shown where people find their club.",
  group: MarketplaceGroup,
  handlers: MarketplaceLive,
}
