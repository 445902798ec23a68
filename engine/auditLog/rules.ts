import { FiberRef, Schema } from "effect"

/** One staff write to one row, as the audit log keeps it (append-only). */
export const AuditEntry = Schema.Struct({
  id: Schema.Number,
  /** ISO instant. */
  at: Schema.String,
  actor: Schema.Struct({ id: Schema.Number, name: Schema.String }),
  /** The partner app whose token made the write, acting as the actor; null for the actor's own. */
  app: Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String })),
  request_id: Schema.NullOr(Schema.String),
  /** The method and path of the request, e.g. `PUT /api/reservations/12/cancel`. */
  request: Schema.NullOr(Schema.String),
  /** What was written: the table's name, e.g. `reservations`. */
  subject: Schema.String,
  subject_id: Schema.NullOr(Schema.Number),
  action: Schema.Literal("created", "changed", "deleted"),
  /** The changed fields' values before (none for a creation). */
  before: Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  /** The changed fields' values after (none for a deletion). */
  after: Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
}).annotations({
  examples: [
    {
      id: 66120,
      at: "2026-12-05T17:05:40.118Z",
      actor: { id: 12, name: "Dana Desk" },
      app: null,
      request_id: "9f1c2e7a-4b1d-4a5e-9f0e-2b8d6c1a7e33",
      request: "PUT /api/reservations/812/toggle_official_match",
      subject: "reservations",
      subject_id: 812,
      action: "changed",
      before: { official_match: false },
      after: { official_match: true },
    },
  ],
})
export type AuditEntry = typeof AuditEntry.Type

export interface AuditQuery {
  /** Instants bounding one facility-local day. */
  readonly from: Date
  readonly to: Date
  readonly actorId?: number
  readonly subject?: string
}

export const AUDIT_PAGE_SIZE = 50

/** Who a request's writes are attributed to in the audit log (migration 0035's triggers read it). */
export interface Attribution {
  readonly actorId: number
  readonly requestId: string | undefined
  /** The method and path, e.g. `PUT /api/reservations/12/cancel`. */
  readonly request: string
  /** The partner app whose token made the request. */
  readonly appId?: number | undefined
}

/** The attribution of the fiber's writes; storage hands it to the audit triggers. */
export const Attributed = FiberRef.unsafeMake<Attribution | undefined>(undefined)

/** Attributes the rest of the fiber's writes (a request's) to someone: they are logged. */
export const attributeWrites = (attribution: Attribution) => FiberRef.set(Attributed, attribution)
