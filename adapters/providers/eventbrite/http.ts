import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import {
  type EventFormat,
  type EventListing,
  EventServiceError,
  EventServices,
  type ListedEvent,
} from "../../../engine/clinics/eventListings"
import { escapeHtml } from "../../html"
import { Secrets } from "../../security/secrets"
import { sealedCredential } from "../../sql/providerRecords"
import { fakeEventbrite } from "./fakeServer"

/** Eventbrite's own API; EVENTBRITE_URL points elsewhere (its fake, in demo mode and tests). */
const EVENTBRITE_API = "https://www.eventbriteapi.com"

/** Eventbrite's format ids for the kinds of event the engine lists. */
const FORMAT_IDS: Record<EventFormat, string> = {
  class: "9",
  camp: "18",
  tournament: "13",
  game: "14",
  social: "10",
  other: "100",
}

interface Account {
  readonly token: string
  readonly organization: string
}

const NOT_CONNECTED =
  "This club has not connected Eventbrite: add a credential of category eventbrite with its private token and its organization id (company_id)."

/**
 * Eventbrite's v3 API (there is no maintained SDK for Node): a session is an event of the club's
 * organization with one free ticket class for its places left, published on its first sync; a
 * later sync updates the same event and ticket. The club's credential (category `eventbrite`:
 * token, company_id = organization id) is sealed at rest like every credential. `fallback` is the
 * account demo mode lists on when a club has none.
 */
export const EventbriteHttp = (options: { readonly baseUrl: string; readonly fallback?: Account }) =>
  Layer.effect(
    EventServices,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const secrets = yield* Secrets

      const accountOf = (facilityId: number) =>
        Effect.gen(function* () {
          const own = yield* sealedCredential(facilityId, "eventbrite").pipe(
            Effect.provideService(SqlClient.SqlClient, sql),
            Effect.orDie,
          )
          if (own?.token_sealed && own.company_id)
            return { token: secrets.open(own.token_sealed), organization: own.company_id }
          if (options.fallback !== undefined) return options.fallback
          return yield* new EventServiceError({ reason: "not_configured", message: NOT_CONNECTED })
        }).pipe(
          Effect.catchAllDefect(() =>
            Effect.fail(
              new EventServiceError({
                reason: "not_configured",
                message: "The club's Eventbrite token cannot be read on this server.",
              }),
            ),
          ),
        )

      const call = <A>(account: Account, method: "POST" | "DELETE", path: string, body?: unknown) =>
        Effect.gen(function* () {
          const response = yield* Effect.tryPromise({
            try: () =>
              fetch(`${options.baseUrl}${path}`, {
                method,
                headers: {
                  authorization: `Bearer ${account.token}`,
                  "content-type": "application/json",
                  accept: "application/json",
                },
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
                signal: AbortSignal.timeout(10_000),
              }),
            catch: () =>
              new EventServiceError({ reason: "unavailable", message: "Eventbrite does not answer; try again later." }),
          })
          const answer = (yield* Effect.tryPromise({
            try: () => response.json() as Promise<Record<string, unknown>>,
            catch: () =>
              new EventServiceError({ reason: "unavailable", message: "Eventbrite answered something unreadable." }),
          })) as Record<string, unknown>
          if (response.ok) return answer as A
          const said =
            typeof answer.error_description === "string" ? answer.error_description : `status ${response.status}`
          if (response.status >= 500)
            return yield* new EventServiceError({
              reason: "unavailable",
              message: `Eventbrite has trouble (${said}); try again later.`,
            })
          return yield* new EventServiceError({
            reason: "refused",
            message:
              response.status === 401
                ? `Eventbrite refused the club's token: ${said}`
                : `Eventbrite refused the listing: ${said}`,
          })
        })

      const eventBody = (listing: EventListing) => ({
        event: {
          name: { html: escapeHtml(listing.title) },
          description: { html: `<p>${escapeHtml(listing.description).replace(/\n+/g, "</p><p>")}</p>` },
          start: { timezone: listing.time_zone, utc: wireUtc(listing.starts_at) },
          end: { timezone: listing.time_zone, utc: wireUtc(listing.ends_at) },
          currency: listing.currency,
          capacity: listing.capacity,
          format_id: FORMAT_IDS[listing.format],
          listed: true,
          online_event: false,
        },
      })
      const ticketBody = (listing: EventListing) => ({
        ticket_class: { name: "Place (enrol and pay at the club)", quantity_total: listing.places_left, free: true },
      })

      const publish = (listing: EventListing, previous: ListedEvent | null) =>
        Effect.gen(function* () {
          const account = yield* accountOf(listing.facility_id)
          if (previous !== null) {
            const event = yield* call<{ id: string; url: string; status?: string }>(
              account,
              "POST",
              `/v3/events/${previous.external_id}/`,
              eventBody(listing),
            )
            const ticketPath = `/v3/events/${event.id}/ticket_classes/${previous.ticket_ref === null ? "" : `${previous.ticket_ref}/`}`
            const ticket = yield* call<{ id: string }>(account, "POST", ticketPath, ticketBody(listing))
            if (event.status === "draft") yield* call(account, "POST", `/v3/events/${event.id}/publish/`)
            return { external_id: event.id, ticket_ref: ticket.id, url: event.url }
          }
          const event = yield* call<{ id: string; url: string }>(
            account,
            "POST",
            `/v3/organizations/${encodeURIComponent(account.organization)}/events/`,
            eventBody(listing),
          )
          // A listing half made (no tickets, not published) is taken back so the next try starts clean.
          return yield* Effect.gen(function* () {
            const ticket = yield* call<{ id: string }>(
              account,
              "POST",
              `/v3/events/${event.id}/ticket_classes/`,
              ticketBody(listing),
            )
            yield* call(account, "POST", `/v3/events/${event.id}/publish/`)
            return { external_id: event.id, ticket_ref: ticket.id, url: event.url }
          }).pipe(Effect.tapError(() => Effect.ignore(call(account, "DELETE", `/v3/events/${event.id}/`))))
        })

      return EventServices.of({ publish: (_service, listing, previous) => publish(listing, previous) })
    }),
  )

/** Eventbrite takes UTC times to the second, without milliseconds. */
const wireUtc = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, "Z")

const DEMO_ACCOUNT: Account = { token: "demo-eventbrite-token", organization: "demo-organization" }

/** Eventbrite as configured: EVENTBRITE_URL, else the fake (demo mode, which lists every club on a demo account), else Eventbrite itself. */
export const EventServicesLive = (config: { readonly eventbriteUrl: string | undefined; readonly demo: boolean }) =>
  config.eventbriteUrl !== undefined
    ? EventbriteHttp({ baseUrl: config.eventbriteUrl })
    : config.demo
      ? Layer.unwrapScoped(
          Effect.map(fakeEventbrite({ [DEMO_ACCOUNT.token]: DEMO_ACCOUNT.organization }), (fake) =>
            EventbriteHttp({ baseUrl: fake.url, fallback: DEMO_ACCOUNT }),
          ),
        )
      : EventbriteHttp({ baseUrl: EVENTBRITE_API })
