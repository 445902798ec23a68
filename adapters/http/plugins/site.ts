import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Site } from "../../../engine/site/service"
import { ConsentCategory, CookieConsent, HOME_BLOCKS, HomeBlock, HomeLayout } from "../../../engine/site/rules"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

/** The visitor's consent key, sent back in the API-key header. */
const KeyHeader = Schema.Struct({
  "x-api-key": Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9-]{20,100}$/, { message: () => "X-Api-Key must be the key this site gave." }),
  ),
})
const Categories = Schema.Struct({ categories: Schema.Array(ConsentCategory).pipe(Schema.maxItems(10)) })

export const SiteGroup = apiGroup("site")
  .add(
    HttpApiEndpoint.get("homeLayout", "/api/facilities/:id/home_layout")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(HomeLayout)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("updateHomeLayout", "/api/facilities/:id/home_layout")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(Schema.Struct({ home_structure: Schema.Array(HomeBlock).pipe(Schema.maxItems(HOME_BLOCKS.length)) }))
      .addSuccess(HomeLayout)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("consent", "/api/cookie_consents")
      .setHeaders(KeyHeader)
      .addSuccess(CookieConsent)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("giveConsent", "/api/cookie_consents")
      .setPayload(Categories)
      .addSuccess(CookieConsent, { status: 201 })
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("changeConsent", "/api/cookie_consents")
      .setHeaders(KeyHeader)
      .setPayload(Categories)
      .addSuccess(CookieConsent)
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

const SiteLive = HttpApiBuilder.group(apiOf(SiteGroup), "site", (handlers) =>
  handlers
    .handle("homeLayout", ({ path }) => Effect.flatMap(Site, (s) => asCaller(s.homeLayout(path.id))))
    .handle("updateHomeLayout", ({ path, payload }) =>
      Effect.flatMap(Site, (s) => asCaller(s.saveHomeLayout(path.id, payload.home_structure))),
    )
    .handle("consent", ({ headers }) => Effect.flatMap(Site, (s) => s.consent(headers["x-api-key"])))
    .handle("giveConsent", ({ payload }) => Effect.flatMap(Site, (s) => s.giveConsent(payload.categories)))
    .handle("changeConsent", ({ headers, payload }) =>
      Effect.flatMap(Site, (s) => s.changeConsent(headers["x-api-key"], payload.categories)),
    ),
)

export const sitePlugin: Plugin = {
  name: "site",
  description:
    "The club's home page layout, and visitors' cookie consents kept under a key their browser holds (no cookie).",
  group: SiteGroup,
  handlers: SiteLive,
}
