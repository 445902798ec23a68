/**
 * The server side of the calendar benchmark: the whole app over a fresh database (embedded in
 * memory, or DATABASE_URL), one facility with 30 courts and 400 reservations on one day, and
 * beside it a bare @effect/platform route that answers the very same bytes. Prints both URLs as
 * one JSON line, then serves until SIGTERM.
 */
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { DATE, seedDay } from "./benchClub"
import { app, appUrl, engine, serveBare } from "./benchServer"

const main = async () => {
  const url = await appUrl()
  const { facilityId, reservations } = await app.runPromise(seedDay())
  const feedUrl = `${url}/api/facilities/${facilityId}/courts_reservations_for_players?date=${DATE}`
  const body = await (await fetch(feedUrl)).text()
  await serveBare(
    HttpRouter.empty.pipe(HttpRouter.get("/bare", HttpServerResponse.text(body, { contentType: "application/json" }))),
    (bareUrl) => ({ app: feedUrl, bare: `${bareUrl}/bare`, bytes: body.length, reservations, engine }),
  )
}

void main()
