import { HttpApi, HttpApiBuilder, HttpServerResponse, OpenApi } from "@effect/platform"
import { Context, Effect, Layer } from "effect"
import * as crypto from "node:crypto"
import { contentSecurityPolicy } from "./limits"

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
    let policy: string | undefined
    yield* router.get(
      "/docs",
      Effect.map(Effect.flatten(page), (response) => {
        policy ??= policyFor(response)
        return HttpServerResponse.setHeader(response, "content-security-policy", policy)
      }),
    )
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

/**
 * The page's own inline scripts (Scalar's bundle and its configuration) by their hashes, and no
 * other; Scalar compiles WebAssembly, which needs `wasm-unsafe-eval` (not `unsafe-eval`).
 */
const policyFor = (response: HttpServerResponse.HttpServerResponse) => {
  const html = response.body._tag === "Uint8Array" ? new TextDecoder().decode(response.body.body) : ""
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    crypto.createHash("sha256").update(m[1]!).digest("base64"),
  )
  return contentSecurityPolicy(hashes, { webAssembly: true })
}
