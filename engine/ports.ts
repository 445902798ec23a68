import { Context, type Effect } from "effect"

/**
 * Runs an effect in one database transaction: every write inside commits or none does. The one
 * port every area shares; each area's own ports are in its `port.ts` (`engine/courts/port.ts` ...),
 * implemented by the SQL adapter (`adapters/sql/<area>.ts`), where storage failures are defects, so
 * a port's errors are only the rule refusals it names.
 */
export class Transactions extends Context.Tag("venue/Transactions")<
  Transactions,
  { readonly run: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R> }
>() {}
