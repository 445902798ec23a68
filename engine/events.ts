import { Context, Data, type Effect } from "effect"
import type { WebhookEventKind } from "./webhooks/rules"

/**
 * What happened in a club that the world outside may hear of: told by the service that made the
 * change, in the change's own transaction (so nothing is told of a change rolled back, and no
 * change goes untold). Each names what changed; what a listener receives about it is a versioned
 * payload (`engine/webhooks/rules.ts`), not the table row.
 */
export type DomainEvent = Data.TaggedEnum<{
  ReservationCreated: { readonly facilityId: number; readonly reservationId: number }
  ReservationChanged: { readonly facilityId: number; readonly reservationId: number }
  ReservationCancelled: { readonly facilityId: number; readonly reservationId: number }
  PaymentRecorded: { readonly facilityId: number; readonly paymentId: number }
  MembershipChanged: { readonly facilityId: number; readonly membershipId: number }
}>
export const DomainEvent = Data.taggedEnum<DomainEvent>()

/** The name an event goes by on the wire. */
export const kindOf = DomainEvent.$match({
  ReservationCreated: (): WebhookEventKind => "reservation.created",
  ReservationChanged: (): WebhookEventKind => "reservation.changed",
  ReservationCancelled: (): WebhookEventKind => "reservation.cancelled",
  PaymentRecorded: (): WebhookEventKind => "payment.recorded",
  MembershipChanged: (): WebhookEventKind => "membership.changed",
})

/** What a write of a membership tells: that it changed, unless there was no such membership (`false`). */
export const membershipChanged = (facilityId: number, membershipId: number) => (written: unknown) =>
  written === false ? undefined : DomainEvent.MembershipChanged({ facilityId, membershipId })

/** The table row an event is about, and its id. */
export const subjectOf = DomainEvent.$match({
  ReservationCreated: (e) => ({ object: "reservation", id: e.reservationId }) as const,
  ReservationChanged: (e) => ({ object: "reservation", id: e.reservationId }) as const,
  ReservationCancelled: (e) => ({ object: "reservation", id: e.reservationId }) as const,
  PaymentRecorded: (e) => ({ object: "payment", id: e.paymentId }) as const,
  MembershipChanged: (e) => ({ object: "membership", id: e.membershipId }) as const,
})

/**
 * Where services tell their events. `tell` runs a write and records the events its result tells
 * of in one transaction (joining the caller's, if any): an event for a club with no endpoint
 * listening for it costs one indexed read and writes nothing.
 */
export class Events extends Context.Tag("venue/Events")<
  Events,
  {
    readonly tell: <A, E, R>(
      write: Effect.Effect<A, E, R>,
      told: (result: A) => DomainEvent | ReadonlyArray<DomainEvent> | undefined,
    ) => Effect.Effect<A, E, R>
  }
>() {}
