import { Effect, Layer } from "effect"
import { Dupr, DuprError, type DuprPlayer } from "../../../engine/ratings/dupr"

/**
 * DUPR over HTTP: `GET {base}/api/v1/players/{id}` with a bearer API key answers
 * `{ status, result: { id, fullName, email, ratings: { singles, doubles } } }`, ratings as text ("NR" when
 * not rated). The fake server in this folder speaks the same.
 */
export const DuprHttp = (options: { readonly baseUrl: string; readonly apiKey: string }) =>
  Layer.succeed(
    Dupr,
    Dupr.of({
      player: (duprId) =>
        Effect.gen(function* () {
          const response = yield* Effect.tryPromise({
            try: () =>
              fetch(`${options.baseUrl}/api/v1/players/${encodeURIComponent(duprId)}`, {
                headers: { authorization: `Bearer ${options.apiKey}`, accept: "application/json" },
                signal: AbortSignal.timeout(5000),
              }),
            catch: () => new DuprError({ reason: "unavailable", message: "DUPR does not answer; try again later." }),
          })
          if (response.status === 404)
            return yield* new DuprError({ reason: "not_found", message: `DUPR knows no player ${duprId}.` })
          if (!response.ok)
            return yield* new DuprError({
              reason: "unavailable",
              message: `DUPR answered ${response.status}; try again later.`,
            })
          const body = (yield* Effect.tryPromise({
            try: () => response.json(),
            catch: () => new DuprError({ reason: "unavailable", message: "DUPR answered something unreadable." }),
          })) as {
            result?: {
              id?: string
              fullName?: string
              email?: string
              ratings?: { singles?: string; doubles?: string }
            }
          }
          const rating = (value: string | undefined) =>
            value === undefined || Number.isNaN(Number(value)) ? null : Number(value)
          return {
            dupr_id: body.result?.id ?? duprId,
            full_name: body.result?.fullName ?? "",
            email: body.result?.email ?? null,
            doubles: rating(body.result?.ratings?.doubles),
            singles: rating(body.result?.ratings?.singles),
          } satisfies DuprPlayer
        }),
    }),
  )

/** When DUPR is not configured: linking says so. */
export const DuprUnconfigured = Layer.succeed(
  Dupr,
  Dupr.of({
    player: () =>
      Effect.fail(
        new DuprError({
          reason: "not_configured",
          message: "DUPR linking is not set up on this server (DUPR_URL, DUPR_API_KEY).",
        }),
      ),
  }),
)
