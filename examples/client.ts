/**
 * A program calling a venue server through the typed client: a club's courts and tomorrow's
 * bookings read with an API token, with promises and with Effect.
 *
 *   VENUE_URL=https://club.example.com VENUE_TOKEN=vt_… VENUE_CLUB=1 npx tsx client.ts
 */
import { createVenueClient, VenueApiError } from "@venue/client"
import { createVenueClientEffect } from "@venue/client/effect"
import { Effect } from "effect"

const baseUrl = process.env.VENUE_URL ?? "http://localhost:3000"
const token = process.env.VENUE_TOKEN
const club = Number(process.env.VENUE_CLUB ?? 1)
const venue = createVenueClient({ baseUrl, ...(token === undefined ? {} : { token }) })

try {
  const courts = await venue.call("courts.list", { path: { id: club } })
  process.stdout.write(`Courts: ${courts.map((c) => c.name).join(", ")}\n`)
} catch (error) {
  if (!(error instanceof VenueApiError)) throw error
  process.stdout.write(`Refused (${error.status}): ${error.message}\n`)
}

const settings = await Effect.runPromise(
  createVenueClientEffect({ baseUrl, ...(token === undefined ? {} : { token }) })
    .call("facilities.show", { path: { id: club } })
    .pipe(Effect.either),
)
process.stdout.write(
  settings._tag === "Right"
    ? `Club: ${settings.right.name}\n`
    : `Refused (${settings.left.status}): ${settings.left.message}\n`,
)
