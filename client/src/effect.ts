/**
 * The typed client for Effect programs: the same calls as `createVenueClient`'s, each an Effect that
 * fails with a `VenueApiError` (a typed failure, not a defect).
 */
import { Effect } from "effect"
import {
  type Args,
  type ClientOptions,
  createVenueClient,
  type OperationId,
  type Output,
  VenueApiError,
} from "./index.js"

export * from "./index.js"

export const createVenueClientEffect = (options: ClientOptions) => {
  const { call } = createVenueClient(options)
  return {
    call: <K extends OperationId>(operation: K, ...args: Args<K>): Effect.Effect<Output<K>, VenueApiError> =>
      Effect.tryPromise({
        try: () => call(operation, ...args),
        catch: (error) =>
          error instanceof VenueApiError
            ? error
            : new VenueApiError(0, "unreachable", `The server could not be reached: ${String(error)}`, [], undefined),
      }),
  }
}
