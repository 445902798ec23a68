import { type HttpApp, HttpServerRequest, HttpTraceContext } from "@effect/platform"
import { Effect, Option } from "effect"
import { whenTraced } from "../../engine/spans"

/**
 * Finds the route template a request's path answers to (`/api/facilities/:id/reservations`), the
 * name its span and metrics go by: bounded, and free of the ids and words a path holds. A template
 * with more fixed segments wins over one with a parameter in their place (`/users/me` before
 * `/users/:id`).
 */
export const routeTemplates = (routes: ReadonlyArray<{ readonly method: string; readonly path: string }>) => {
  const byShape = new Map<string, Array<{ readonly path: string; readonly segments: ReadonlyArray<string> }>>()
  const fixed = (segments: ReadonlyArray<string>) => segments.filter((s) => !s.startsWith(":")).length
  for (const route of routes) {
    const segments = route.path.split("/")
    const shape = `${route.method.toUpperCase()} ${segments.length}`
    const list = byShape.get(shape) ?? []
    list.push({ path: route.path, segments })
    list.sort((a, b) => fixed(b.segments) - fixed(a.segments))
    byShape.set(shape, list)
  }
  return (method: string, url: string): string | undefined => {
    const segments = url.split("?", 1)[0]!.split("/")
    const candidates = byShape.get(`${method} ${segments.length}`)
    return candidates?.find((c) => c.segments.every((s, i) => s.startsWith(":") || s === segments[i]))?.path
  }
}

/**
 * Each request a span of its own, in OpenTelemetry's HTTP server shape: named by its method and
 * route template, with the method, the template, the status and what the edge adds (the caller's
 * kind, the club) — never the query, a header, the client's address or anything a person wrote.
 * A W3C `traceparent` sent with the request makes it a child of the caller's trace. (It stands in
 * for @effect/platform's own request span, which records every header and the whole URL.)
 */
export const requestSpan =
  (routeOf: (method: string, url: string) => string | undefined) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest> =>
    // Without a tracer installed the request goes on as it came: its span would go nowhere.
    whenTraced(
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
        const route = routeOf(request.method, request.url)
        return Effect.useSpan(
          route === undefined ? request.method : `${request.method} ${route}`,
          {
            parent: Option.getOrUndefined(HttpTraceContext.fromHeaders(request.headers)),
            kind: "server",
            captureStackTrace: false,
            attributes: {
              "http.request.method": request.method,
              ...(route === undefined ? {} : { "http.route": route }),
            },
          },
          (span) =>
            Effect.onExit(Effect.withParentSpan(app, span), (exit) =>
              Effect.sync(() => {
                if (exit._tag === "Success") span.attribute("http.response.status_code", exit.value.status)
              }),
            ),
        )
      }),
      app,
    )
