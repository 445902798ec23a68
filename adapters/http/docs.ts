import { HttpApi, HttpApiBuilder, HttpServerResponse, OpenApi } from "@effect/platform"
import { Effect } from "effect"
import * as crypto from "node:crypto"
import { createRequire } from "node:module"
import * as path from "node:path"
import * as fs from "node:fs"
import { fileURLToPath } from "node:url"
import { escapeHtml } from "../html"
import { contentSecurityPolicy } from "./limits"
import { PROBLEMS } from "./problems"

/**
 * The OpenAPI document (/api/openapi.json), its reference page (/docs) and the page of error kinds
 * every error's `type` points at (/docs/problems). The first two are made at their first
 * request, not at every start: the two cost a start about 0.6 s. Scalar's script (3 MB) is its own
 * address (/docs/scalar.js), cached by browsers: the built server streams the file the build wrote
 * beside it; run from the sources, the server keeps its bytes. Imported as a module it held 13 MiB
 * (the module's text and the script's, as strings). Never through a file in a shared temporary
 * directory, where another account could put a script of its own.
 */
export const docsLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const { api } = yield* HttpApi.Api
    const document = yield* Effect.cached(
      Effect.suspend(() => HttpServerResponse.json(OpenApi.fromApi(api))).pipe(Effect.orDie),
    )
    const page = yield* Effect.cached(Effect.sync(() => scalarPage(OpenApi.fromApi(api))))
    const built = path.join(path.dirname(fileURLToPath(import.meta.url)), SCALAR_FILE)
    const script = yield* Effect.cached(Effect.sync(() => Buffer.from(extractScalar(platformDir()))))
    const headers = {
      contentType: "text/javascript; charset=utf-8",
      // The page names it by @effect/platform's version: a new one is a new address.
      headers: { "cache-control": "public, max-age=31536000, immutable" },
    }
    yield* router.get("/api/openapi.json", document)
    let policy: string | undefined
    yield* router.get(
      "/docs",
      Effect.map(page, (response) => {
        policy ??= policyFor(response)
        return HttpServerResponse.setHeader(response, "content-security-policy", policy)
      }),
    )
    yield* router.get("/docs/problems", Effect.succeed(problemsPage))
    yield* router.get(
      "/docs/scalar.js",
      fs.existsSync(built)
        ? HttpServerResponse.file(built, headers).pipe(Effect.orDie)
        : Effect.map(script, (bytes) => HttpServerResponse.uint8Array(bytes, headers)),
    )
  }),
)

/** The script's file beside the built server (scripts/build/build.mjs writes it). */
const SCALAR_FILE = "scalar.js"

const platformDir = () => path.dirname(createRequire(import.meta.url).resolve("@effect/platform"))

/** @effect/platform's version, which names the Scalar it carries. */
const platformVersion = () =>
  (JSON.parse(fs.readFileSync(path.join(platformDir(), "..", "..", "package.json"), "utf8")) as { version: string })
    .version

/**
 * Scalar's script as @effect/platform's `HttpApiScalar` carries it: its module's one string, taken
 * out of the file's text (an imported module's text stays in memory).
 */
const extractScalar = (platformDirectory: string) => {
  const text = fs.readFileSync(path.join(platformDirectory, "..", "esm", "internal", "httpApiScalar.js"), "utf8")
  return JSON.parse(text.slice(text.indexOf('="') + 1, text.lastIndexOf('";') + 1)) as string
}

/** The API reference page: the OpenAPI document and Scalar's script, as `HttpApiScalar` writes it. */
const scalarPage = (spec: OpenApi.OpenAPISpec) =>
  HttpServerResponse.html(`<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(spec.info.title)}</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <script id="api-reference" type="application/json">${inScript(spec)}</script>
    <script>document.getElementById('api-reference').dataset.configuration = JSON.stringify(${inScript({ _integration: "html" })})</script>
    <script src="/docs/scalar.js?v=${encodeURIComponent(platformVersion())}"></script>
  </body>
</html>`)

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

/** The kinds of error an answer's `type` points at (RFC 9457): one section each, by its `error` code. */
const problemsPage = HttpServerResponse.html(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Venue API: errors</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <h1>Errors the Venue API answers</h1>
    <p>Every error is a JSON object with <code>type</code> (this page, at the kind's section), <code>title</code>,
    <code>status</code>, <code>detail</code> (a sentence in the request's language) and <code>instance</code> (the request id),
    beside <code>_tag</code>, <code>error</code>, <code>message</code> and <code>errors</code>; OAuth's token and revocation endpoints answer
    <code>error</code> and <code>error_description</code> instead of the last four. The API reference: <a href="/docs">/docs</a>.</p>
${Object.entries(PROBLEMS)
  .map(
    ([code, kind]) => `    <section id="${code}">
      <h2><code>${code}</code>: ${escapeHtml(kind.title)} (${kind.status})</h2>
      <p>${escapeHtml(kind.remedy)}</p>
    </section>`,
  )
  .join("\n")}
  </body>
</html>`)
