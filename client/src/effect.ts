/**
 * The typed client for Effect programs: the same calls as `createVenueClient`'s, each an Effect that
 * fails with a `VenueApiError` (a typed failure, not a defect); a list read by cursor is a Stream.
 */
import { Chunk, Effect, Option, Stream } from "effect"
import {
  type Args,
  type ClientOptions,
  createVenueClient,
  type Input,
  type ListItem,
  type ListOperation,
  type ListPage,
  type OperationId,
  type Output,
  type PageOptions,
  VenueApiError,
} from "./index.js"

export * from "./index.js"

const attempt = <A>(send: () => Promise<A>): Effect.Effect<A, VenueApiError> =>
  Effect.tryPromise({
    try: send,
    catch: (error) =>
      error instanceof VenueApiError
        ? error
        : new VenueApiError(0, "unreachable", `The server could not be reached: ${String(error)}`, [], undefined),
  })

export const createVenueClientEffect = (options: ClientOptions) => {
  const client = createVenueClient(options)
  const page = <K extends ListOperation>(
    operation: K,
    input?: Input<K>,
    pageOptions?: PageOptions,
  ): Effect.Effect<ListPage<K>, VenueApiError> => attempt(() => client.page(operation, input, pageOptions))
  return {
    call: <K extends OperationId>(operation: K, ...args: Args<K>): Effect.Effect<Output<K>, VenueApiError> =>
      attempt(() => client.call(operation, ...args)),
    page,
    /** Every item of a list, a page read as the stream is pulled. */
    list: <K extends ListOperation>(
      operation: K,
      input?: Input<K>,
      pageOptions: PageOptions = {},
    ): Stream.Stream<ListItem<K>, VenueApiError> =>
      Stream.paginateChunkEffect(pageOptions.startingAfter, (startingAfter) =>
        Effect.map(
          page(operation, input, { ...pageOptions, ...(startingAfter === undefined ? {} : { startingAfter }) }),
          (read) => {
            const items = read.data as ReadonlyArray<ListItem<K>>
            const last = items.at(-1) as { id: number } | undefined
            return [
              Chunk.fromIterable(items),
              read.has_more && last !== undefined ? Option.some(last.id) : Option.none(),
            ] as const
          },
        ),
      ),
  }
}
