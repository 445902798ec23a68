import { HttpApi, HttpApiBuilder, HttpServerResponse, OpenApi } from "@effect/platform"
import { Effect } from "effect"
import * as crypto from "node:crypto"
import { createRequire } from "node:module"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import { escapeHtml } from "../html"
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
    const page = yield* Effect.cached(scalarPage(() => OpenApi.fromApi(api)))
    yield* router.get("/api/openapi.json", document)
    let policy: string | undefined
    yield* router.get(
      "/docs",
      Effect.map(page, (response) => {
        policy ??= policyFor(response)
        return HttpServerResponse.setHeader(response, "content-security-policy", policy)
      }),
    )
  }),
)

/**
 * The API reference page: Scalar's script with the OpenAPI document, as @effect/platform's
 * `HttpApiScalar` writes it. The script (3 MB) is read from @effect/platform's own file at the
 * first visit: imported through `HttpApiScalar`, the bundler would put it among the modules every
 * start loads.
 */
const scalarPage = (openApi: () => OpenApi.OpenAPISpec) =>
  Effect.promise(async () => {
    const spec = openApi()
    const platform = path.dirname(createRequire(import.meta.url).resolve("@effect/platform"))
    const file = path.join(platform, "..", "esm", "internal", "httpApiScalar.js")
    const { javascript } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { javascript: string }
    return HttpServerResponse.html(`<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(spec.info.title)}</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <script id="api-reference" type="application/json">${inScript(spec)}</script>
    <script>document.getElementById('api-reference').dataset.configuration = JSON.stringify(${inScript({ _integration: "html" })})</script>
    <script>${javascript}</script>
  </body>
</html>`)
  })

/** JSON inside a <script>: nothing in it may close the element or end a line of JavaScript. */
const inScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/[\u2028\u2029]/g, (c) => (c === "\u2028" ? "\\u2028" : "\\u2029"))

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
