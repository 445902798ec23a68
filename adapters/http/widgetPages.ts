import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { escapeHtml } from "../html"
import { Effect, Option } from "effect"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { Competitions } from "../../engine/competitions/service"
import { Facilities } from "../../engine/facilities/service"
import { ServerSettings } from "./settings"
import { WEB_DIST } from "./web"

/**
 * What a club's own website loads: `/widget.js` (the embeddable court calendar, one script),
 * `/f/{slug}/calendar` (the calendar alone, for an iframe where scripts cannot be added),
 * `/f/{slug}/competitions/{id}` (a competition's public draw page, to link to or frame) and
 * `/widget-demo` (the copy-paste snippets beside the live widgets).
 */

interface Script {
  readonly mtimeMs: number
  readonly body: Uint8Array
  readonly version: string
}
let script: Script | undefined

/** The built widget and its version (a hash of its bytes), read again only when the file changes. */
const widgetScript = (dist: string): Script | undefined => {
  const file = path.join(dist, "widget.js")
  if (!fs.existsSync(file)) return undefined
  const { mtimeMs } = fs.statSync(file)
  if (script?.mtimeMs !== mtimeMs) {
    const body = fs.readFileSync(file)
    script = { mtimeMs, body, version: crypto.createHash("sha256").update(body).digest("hex").slice(0, 16) }
  }
  return script
}

/**
 * `/widget.js`: cached by browsers and CDNs for five minutes, then revalidated by its ETag (the
 * version); `/widget.js?v=VERSION` names one build and is cached for a year.
 */
const serveScript = (request: HttpServerRequest.HttpServerRequest, dist: string) => {
  const built = widgetScript(dist)
  if (built === undefined)
    return HttpServerResponse.text("The widget is not built yet: run `npm run build:web`.", { status: 503 })
  const pinned = new URL(request.url, "http://x").searchParams.get("v") === built.version
  const headers = {
    etag: `"${built.version}"`,
    "x-widget-version": built.version,
    "access-control-allow-origin": "*",
    "cache-control": pinned ? "public, max-age=31536000, immutable" : "public, max-age=300, must-revalidate",
  }
  return request.headers["if-none-match"] === headers.etag
    ? HttpServerResponse.empty({ status: 304, headers })
    : HttpServerResponse.uint8Array(built.body, { contentType: "text/javascript; charset=utf-8", headers })
}

const htmlResponse = (html: string, options: { status?: number; headers?: Record<string, string> } = {}) =>
  HttpServerResponse.text(html, { contentType: "text/html; charset=utf-8", ...options })

const page = (title: string, body: string, extraHead = "") => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>${extraHead}
  </head>
  <body>
${body}
  </body>
</html>
`

const snippetOf = (origin: string, facilityId: number, version: string | undefined) =>
  `<script src="${origin}/widget.js${version ? `?v=${version}` : ""}" defer></script>\n` +
  `<court-calendar facility-id="${facilityId}"></court-calendar>`

/** The widget's script tag for the server's own pages, pinned to the build when there is one. */
const scriptTag = (dist: string) => {
  const version = widgetScript(dist)?.version
  return `<script src="/widget.js${version ? `?v=${version}` : ""}"></script>`
}

const calendarPage = (slug: string, dist: string) =>
  Effect.gen(function* () {
    const facility = yield* Effect.flatMap(Facilities, (facilities) => Effect.option(facilities.bySlug(slug)))
    if (Option.isNone(facility))
      return htmlResponse(page("Not found", "<p>There is no such club.</p>"), { status: 404 })
    const { id, name } = facility.value
    return htmlResponse(
      page(
        `${name}: courts`,
        `    <court-calendar facility-id="${id}"></court-calendar>\n    ${scriptTag(dist)}`,
        "\n    <style>body{margin:0}</style>",
      ),
      // Made to be framed by the club's own site (requestLimits lets these paths be framed).
      { headers: { "cache-control": "no-cache" } },
    )
  })

/** A competition's draw for anyone: a page of its own that the club links to, shares or frames. */
const drawPage = (slug: string, competitionId: number, dist: string) =>
  Effect.gen(function* () {
    const facility = yield* Effect.flatMap(Facilities, (facilities) => Effect.option(facilities.bySlug(slug)))
    const shown = Option.isNone(facility)
      ? Option.none()
      : yield* Effect.flatMap(Competitions, (c) => Effect.option(c.show(facility.value.id, competitionId)))
    if (Option.isNone(facility) || Option.isNone(shown))
      return htmlResponse(page("Not found", "<p>There is no such competition.</p>"), { status: 404 })
    const { id, name } = facility.value
    return htmlResponse(
      page(
        `${shown.value.name} · ${name}`,
        `    <main style="max-width:960px;margin:0 auto;padding:12px">\n` +
          `      <competition-draw facility-id="${id}" competition-id="${competitionId}"></competition-draw>\n` +
          `    </main>\n    ${scriptTag(dist)}`,
        "\n    <style>body{margin:0}</style>",
      ),
      { headers: { "cache-control": "no-cache" } },
    )
  })

const demoPage = (origin: string, dist: string) =>
  Effect.gen(function* () {
    const facility = yield* Effect.flatMap(Facilities, (facilities) => Effect.option(facilities.bySlug("demo")))
    const version = widgetScript(dist)?.version
    const id = Option.match(facility, { onNone: () => 1, onSome: (f) => f.id })
    const snippet = snippetOf(origin, id, version)
    const competition = Option.isNone(facility)
      ? undefined
      : (yield* Effect.flatMap(Competitions, (c) => Effect.orElseSucceed(c.list(id), () => [])))[0]
    const slug = Option.match(facility, { onNone: () => "SLUG", onSome: (f) => escapeHtml(f.slug) })
    const draw =
      competition === undefined
        ? ""
        : `
      <h2>A competition's draw</h2>
      <p>Each competition has a public page, <a href="/f/${slug}/competitions/${competition.id}"><code>${escapeHtml(origin)}/f/${slug}/competitions/${competition.id}</code></a>, to link to or frame; or put its draw on your site with the same script:</p>
      <pre id="draw-snippet" style="background:#f1f3f5;padding:12px;overflow-x:auto;white-space:pre-wrap">${escapeHtml(
        `<competition-draw facility-id="${id}" competition-id="${competition.id}"></competition-draw>`,
      )}</pre>
      <competition-draw facility-id="${id}" competition-id="${competition.id}"></competition-draw>`
    return htmlResponse(
      page(
        "The court calendar widget",
        `    <main style="max-width:1200px;margin:0 auto;padding:16px;font-family:system-ui,sans-serif">
      <h1>The court calendar widget</h1>
      <p>Put these two lines where the calendar should appear on your club's website:</p>
      <pre id="snippet" style="background:#f1f3f5;padding:12px;overflow-x:auto;white-space:pre-wrap">${escapeHtml(snippet)}</pre>
      <p>A site that cannot add scripts can frame <code>${escapeHtml(origin)}/f/${slug}/calendar</code> instead.</p>
      <h2>Live, for ${escapeHtml(Option.match(facility, { onNone: () => "facility 1", onSome: (f) => f.name }))}</h2>
      <court-calendar facility-id="${id}"></court-calendar>${draw}
    </main>
    ${scriptTag(dist)}`,
      ),
      { headers: { "cache-control": "no-cache" } },
    )
  })

const CALENDAR_PAGE = /^\/f\/([a-z0-9][a-z0-9-]{0,62})\/calendar$/
const DRAW_PAGE = /^\/f\/([a-z0-9][a-z0-9-]{0,62})\/competitions\/([1-9]\d{0,14})$/

/** The widget's response for a page path, or undefined when the path is not one of its. */
export const widgetPages = (dist: string = WEB_DIST) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (request.method !== "GET" && request.method !== "HEAD") return undefined
    const url = new URL(request.url, "http://x")
    const origin = yield* originOf(request)
    if (url.pathname === "/widget.js") return serveScript(request, dist)
    if (url.pathname === "/widget-demo") return yield* demoPage(origin, dist)
    const match = CALENDAR_PAGE.exec(url.pathname)
    if (match !== null) return yield* calendarPage(match[1]!, dist)
    const draw = DRAW_PAGE.exec(url.pathname)
    if (draw !== null) return yield* drawPage(draw[1]!, Number(draw[2]), dist)
    return undefined
  })

/** The origin the snippet names: the public URL's scheme and the host the browser asked for. */
const originOf = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.map(ServerSettings, (settings) => {
    const configured = new URL(settings.publicUrl)
    const host = request.headers.host
    return host !== undefined && /^[\w.:[\]-]{1,300}$/.test(host)
      ? `${configured.protocol}//${host}`
      : configured.origin
  })
