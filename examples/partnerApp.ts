/**
 * A club's server-side app (a scheduler, an accounting sync) on the venue API: it proves itself
 * with its client id and secret for a club that let it in (OAuth client credentials), reads the
 * club's courts, and checks a webhook the club's server sent it.
 *
 *   VENUE_URL=https://club.example.com VENUE_CLIENT_ID=app_… VENUE_CLIENT_SECRET=vas_… VENUE_CLUB=1 \
 *   VENUE_WEBHOOK_SECRET=whsec_… VENUE_WEBHOOK_BODY='{…}' VENUE_WEBHOOK_SIGNATURE='t=…,v1=…' npx tsx partnerApp.ts
 */
import { clientCredentials, createVenueClient, VenueApiError, verifyWebhook } from "@venue/client"

const need = (name: string) => {
  const value = process.env[name]
  if (value === undefined || value === "") throw new Error(`Set ${name}.`)
  return value
}

const app = {
  baseUrl: process.env.VENUE_URL ?? "http://localhost:3000",
  clientId: need("VENUE_CLIENT_ID"),
  clientSecret: need("VENUE_CLIENT_SECRET"),
}
const club = Number(need("VENUE_CLUB"))

try {
  const tokens = await clientCredentials(app, { facilityId: club, scope: "read" })
  process.stdout.write(`Token for club ${tokens.facility_id} (${tokens.scope}), ${tokens.expires_in} s\n`)
  const venue = createVenueClient({ baseUrl: app.baseUrl, token: tokens.access_token })
  const courts = await venue.call("courts.list", { path: { id: club } })
  process.stdout.write(`Courts: ${courts.map((c) => c.name).join(", ")}\n`)
  const other = await venue.call("courts.list", { path: { id: club + 1_000_000 } }).catch((e: unknown) => e)
  if (other instanceof VenueApiError) process.stdout.write(`Another club (${other.status}): ${other.message}\n`)
} catch (error) {
  if (!(error instanceof VenueApiError)) throw error
  process.stdout.write(`Refused (${error.status} ${error.error}): ${error.message} [request ${error.requestId}]\n`)
}

const body = process.env.VENUE_WEBHOOK_BODY
if (body !== undefined) {
  const event = await verifyWebhook(body, process.env.VENUE_WEBHOOK_SIGNATURE, need("VENUE_WEBHOOK_SECRET"))
  process.stdout.write(`Webhook ${event.id}: ${event.type}\n`)
}
