import { HttpApp, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, FiberRef } from "effect"
import { lsnOf, ReadFrom, type ReadRouting } from "../storage"

/** The primary's position after the caller's last write: a cookie for browsers, a header for API clients. */
export const READ_AFTER_COOKIE = "venue_read_after"
export const READ_AFTER_HEADER = "venue-read-after"

/**
 * The reads whose answers may be a moment behind (at most REPLICA_MAX_LAG_SECONDS), served by a
 * replica when there are any: the public calendar, the desk's day board, the club's reports and
 * lists. Never a read a decision is made on (a booking's checks, money, sign-in): those are the
 * primary's. A test holds each to a GET route of the API.
 */
export const MAY_LAG: ReadonlySet<string> = new Set([
  "GET /api/facilities/:id/courts_reservations_for_players",
  "GET /api/facilities/:id/reservations",
  "GET /api/facilities/:id/players",
  "GET /api/facilities/:id/close_report",
  "GET /api/facilities/:id/shop_reports/sales",
  "GET /api/facilities/:id/shop_reports/stock",
])

const SAFE = new Set(["GET", "HEAD"])

/**
 * Routes the request's reads: a read that may lag goes to a replica that has replayed the caller's
 * last write (the position its answer carried); a write that succeeded answers with the primary's
 * position after it, so the caller reads it back at once through any app server.
 */
export const routeReads = (
  routing: ReadRouting["Type"],
  key: string,
  request: HttpServerRequest.HttpServerRequest,
  secureCookies: boolean,
) =>
  Effect.suspend(() => {
    if (!routing.enabled) return Effect.void
    if (SAFE.has(request.method)) {
      if (!MAY_LAG.has(key)) return Effect.void
      const sent = request.headers[READ_AFTER_HEADER] ?? request.cookies[READ_AFTER_COOKIE]
      return FiberRef.set(ReadFrom, { replica: true, after: sent === undefined ? undefined : lsnOf(sent) })
    }
    return HttpApp.appendPreResponseHandler((_, response) =>
      response.status >= 400
        ? Effect.succeed(response)
        : Effect.map(routing.position, (position) =>
            HttpServerResponse.unsafeSetCookie(
              HttpServerResponse.setHeader(response, READ_AFTER_HEADER, position),
              READ_AFTER_COOKIE,
              position,
              { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies, maxAge: "60 seconds" },
            ),
          ),
    )
  })
