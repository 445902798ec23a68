import { Context, type Effect } from "effect"

/** A key's first use: the request's digest, and its answer once there is one (status null: none yet). */
export interface FirstUse {
  readonly request_hash: string
  readonly status: number | null
  readonly content_type: string | null
  readonly body: string | null
}

/** Where keys and their first answers are kept (the database, from the composition root). */
export class IdempotencyKeys extends Context.Tag("venue/IdempotencyKeys")<
  IdempotencyKeys,
  {
    /** Claims a key for a request; undefined when the caller used it already. */
    readonly claim: (scope: string, key: string, digest: string) => Effect.Effect<number | undefined>
    readonly firstUse: (scope: string, key: string) => Effect.Effect<FirstUse | undefined>
    readonly storeAnswer: (id: number, status: number, contentType: string | null, body: string) => Effect.Effect<void>
    /** A request that did nothing frees its key for a retry. */
    readonly release: (id: number) => Effect.Effect<void>
  }
>() {}
