import { HttpApi, HttpApiBuilder, HttpServerResponse, OpenApi } from "@effect/platform"
import { Context, Effect, Layer } from "effect"

/**
 * The OpenAPI document (/api/openapi.json) and its reference page (/docs), each made at its first
 * request, not at every start: the two cost a start about 0.6 s and 40 MiB (the page carries
 * Scalar's 3 MB script) that a server which nobody reads the docs of never needs.
 */
export const docsLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const { api } = yield* HttpApi.Api
    const document = yield* Effect.cached(
      Effect.suspend(() => HttpServerResponse.json(OpenApi.fromApi(api))).pipe(Effect.orDie),
    )
    const page = yield* Effect.cached(scalarPage(api))
    yield* router.get("/api/openapi.json", document)
    yield* router.get("/docs", Effect.flatten(page))
  }),
)

/** Scalar's page for `api` as @effect/platform makes it, its module loaded on the first visit. */
const scalarPage = (api: HttpApi.HttpApi.Any) =>
  Effect.gen(function* () {
    const Scalar = yield* Effect.promise(() => import("@effect/platform/HttpApiScalar"))
    // Built on a router of its own, which then answers /docs.
    const built = yield* Layer.build(Layer.merge(Scalar.layer({ path: "/docs" }), HttpApiBuilder.Router.Live)).pipe(
      Effect.provideService(HttpApi.Api, { api } as never),
      Effect.scoped,
    )
    return yield* Context.get(built, HttpApiBuilder.Router).router
  })
