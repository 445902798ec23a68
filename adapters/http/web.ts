import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { Identities } from "../../engine/accounts/identities"
import { Facilities } from "../../engine/facilities/service"
import { SESSION_COOKIE } from "./authn"

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist")

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/**
 * Serves the built web client: files under web/dist, and index.html for every other page path
 * (the client routes), with the session's CSRF token in `<meta name="csrf-token">`.
 */
export const serveWeb = (dist: string = WEB_DIST) => {
  const indexFile = path.join(dist, "index.html")
  return Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const url = new URL(request.url, "http://x")
    if (request.method !== "GET" && request.method !== "HEAD") {
      return HttpServerResponse.text("Not found", { status: 404 })
    }
    let decoded: string
    try {
      decoded = decodeURIComponent(url.pathname)
    } catch {
      return HttpServerResponse.text("Not found", { status: 404 })
    }
    const relative = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "")
    const file = path.join(dist, relative)
    if (relative === `${path.sep}manifest.webmanifest` && fs.existsSync(file)) return yield* clubManifest(file)
    if (
      file.startsWith(dist + path.sep) &&
      path.extname(file) !== "" &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      const immutable = relative.startsWith(`${path.sep}assets${path.sep}`)
      return HttpServerResponse.uint8Array(fs.readFileSync(file), {
        contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
        headers: { "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache" },
      })
    }
    if (path.extname(relative) !== "" || !fs.existsSync(indexFile)) {
      return fs.existsSync(indexFile)
        ? HttpServerResponse.text("Not found", { status: 404 })
        : HttpServerResponse.text("The web client is not built yet: run `npm run build:web`.", { status: 503 })
    }
    const csrf = yield* csrfTokenOf(request)
    const html = fs
      .readFileSync(indexFile, "utf8")
      .replace("</head>", `<meta name="csrf-token" content="${escapeAttribute(csrf)}" /></head>`)
    return HttpServerResponse.html(html).pipe(HttpServerResponse.setHeader("cache-control", "no-store"))
  })
}

const csrfTokenOf = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const cookie = request.cookies[SESSION_COOKIE]
    if (cookie === undefined || cookie === "") return ""
    const session = yield* Effect.flatMap(Identities, (identities) => identities.bySession(cookie))
    return Option.match(session, { onNone: () => "", onSome: (s) => s.csrfToken ?? "" })
  })

/** The built manifest, named for the club on a club's own server (a phone's home screen says its name). */
const clubManifest = (file: string) =>
  Effect.map(
    Effect.flatMap(Facilities, (facilities) => facilities.homeScreen),
    (names) =>
      HttpServerResponse.text(
        JSON.stringify({ ...JSON.parse(fs.readFileSync(file, "utf8")), ...Option.getOrUndefined(names) }),
        {
          contentType: TYPES[".webmanifest"],
          headers: { "cache-control": "no-cache" },
        },
      ),
  )
