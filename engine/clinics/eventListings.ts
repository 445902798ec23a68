import { Context, Data, type Effect, Schema } from "effect"

/**
 * Listing a clinic session on an outside event service, so players who do not know the club find
 * it. The engine says what to list; an adapter speaks the service's API (Eventbrite today) with
 * the club's own credential.
 */

/** The event services a session can be listed on: the `{event_service}` of the sync call. */
export const EVENT_SERVICES = ["eventbrite"] as const
export type EventServiceName = (typeof EVENT_SERVICES)[number]

/** What kind of event the listing is, in the service's own categories. */
export const EventFormat = Schema.Literal("class", "camp", "tournament", "game", "social", "other")
export type EventFormat = typeof EventFormat.Type

export interface EventListing {
  readonly facility_id: number
  readonly title: string
  /** Plain text; the adapter escapes it for a service that takes HTML. */
  readonly description: string
  readonly format: EventFormat
  readonly starts_at: Date
  readonly ends_at: Date
  readonly time_zone: string
  readonly currency: string
  /** The clinic's places, and of them what is still free to take. */
  readonly capacity: number
  readonly places_left: number
}

/** Where a session is listed: the service's event, and its ticket (places) where it has one. */
export interface ListedEvent {
  readonly external_id: string
  readonly ticket_ref: string | null
  readonly url: string
}

export class EventServiceError extends Data.TaggedError("EventServiceError")<{
  readonly reason: "not_configured" | "refused" | "unavailable"
  readonly message: string
}> {}

export class EventServices extends Context.Tag("venue/EventServices")<
  EventServices,
  {
    /** Lists the event, or brings the listing it already has (`previous`) up to date. */
    readonly publish: (
      service: EventServiceName,
      listing: EventListing,
      previous: ListedEvent | null,
    ) => Effect.Effect<ListedEvent, EventServiceError>
  }
>() {}

/** A session's listing as the club keeps it. */
export const SessionListing = Schema.Struct({
  clinic_lesson_id: Schema.Number,
  service: Schema.Literal(...EVENT_SERVICES),
  external_id: Schema.String,
  ticket_ref: Schema.NullOr(Schema.String),
  url: Schema.String,
  event_format: EventFormat,
  league_name: Schema.NullOr(Schema.String),
  synced_at: Schema.String,
})
export type SessionListing = typeof SessionListing.Type
