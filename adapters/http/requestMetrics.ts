import { type HttpApp, HttpServerRequest } from "@effect/platform"
import { Effect, Metric } from "effect"
import { activeRequests, rateLimited, requestDuration, signInFailures } from "../metrics"

const CLUB = /^\/api\/facilities\/(\d{1,15})(\/|$|\?)/

/**
 * Each answer counted for `/metrics`: its duration by method, route template and status, the
 * requests in flight, refused sign-ins and 429s. A path no route answers is counted as
 * "unmatched", so a scan of made-up paths cannot grow the series; the club's id is a label only
 * where the operator asks for it (`METRICS_CLUB_LABELS=1`).
 */
export const requestMetrics = (routeOf: (method: string, url: string) => string | undefined, clubLabels: boolean) => {
  let inFlight = 0
  return <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest> =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const started = performance.now()
      const route = routeOf(request.method, request.url) ?? "unmatched"
      const club = clubLabels ? CLUB.exec(request.url)?.[1] : undefined
      inFlight += 1
      return Effect.zipRight(
        Metric.set(activeRequests, inFlight),
        Effect.onExit(app, (exit) => {
          inFlight -= 1
          const status = exit._tag === "Success" ? exit.value.status : 500
          let duration = Metric.tagged(
            Metric.tagged(Metric.tagged(requestDuration, "http_request_method", request.method), "http_route", route),
            "http_response_status_code",
            String(status),
          )
          if (club !== undefined) duration = Metric.tagged(duration, "venue_club", club)
          return Effect.all([
            Metric.update(duration, (performance.now() - started) / 1000),
            Metric.set(activeRequests, inFlight),
            status === 401 && route === "/api/sign_in" ? Metric.increment(signInFailures) : Effect.void,
            status === 429 ? Metric.increment(Metric.tagged(rateLimited, "http_route", route)) : Effect.void,
          ])
        }),
      )
    })
}
