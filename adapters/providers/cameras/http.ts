import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option } from "effect"
import { RecordingsUnavailable } from "../../../engine/cameras/rules"
import { CameraRecordings } from "../../../engine/cameras/port"
import { Secrets } from "../../security/secrets"
import { sealedCredentialById } from "../../sql/providerRecords"
import { fakeCameraCloud } from "./fakeServer"

/**
 * A camera cloud's recordings API (`GET /v1/cameras/{id}/clips?start=&end=`, a Bearer key): the
 * clip of a camera over a booking's time. The key is the token of the club's camera credential,
 * sealed like every credential; `fallbackKey` is demo mode's for credentials without one. No court
 * camera vendor publishes an API we could check this against: the format is ours, served by our fake.
 */
export const CameraCloud = (options: { readonly baseUrl: string; readonly fallbackKey?: string }) =>
  Layer.effect(
    CameraRecordings,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const secrets = yield* Secrets
      const unavailable = (message: string) => new RecordingsUnavailable({ message })

      return CameraRecordings.of({
        find: ({ facility_id, camera, from, to }) =>
          Effect.gen(function* () {
            const own = yield* sealedCredentialById(facility_id, camera.credential_id).pipe(
              Effect.provideService(SqlClient.SqlClient, sql),
              Effect.orDie,
            )
            const key = own?.token_sealed ? secrets.open(own.token_sealed) : options.fallbackKey
            if (key === undefined)
              return yield* unavailable("The club's camera system has no API key: add it as its credential's token.")
            const address = new URL(
              `${options.baseUrl}/v1/cameras/${encodeURIComponent(camera.external_identifier)}/clips`,
            )
            address.searchParams.set("start", from.toISOString())
            address.searchParams.set("end", to.toISOString())
            const response = yield* Effect.tryPromise({
              try: () =>
                fetch(address, {
                  headers: { authorization: `Bearer ${key}`, accept: "application/json" },
                  signal: AbortSignal.timeout(10_000),
                }),
              catch: () => unavailable("The camera system does not answer; try again later."),
            })
            if (response.status === 404)
              return yield* unavailable(`The camera system does not know camera ${camera.external_identifier}.`)
            if (!response.ok)
              return yield* unavailable(`The camera system refused the club's key (${response.status}).`)
            const body = (yield* Effect.promise(() => response.json().catch(() => ({})))) as {
              readonly clips?: ReadonlyArray<{ readonly url?: unknown }>
            }
            const url = body.clips?.find((c) => typeof c.url === "string")?.url as string | undefined
            return Option.fromNullable(url).pipe(Option.map((found) => ({ url: found })))
          }).pipe(
            Effect.catchAllDefect(() =>
              Effect.fail(unavailable("The club's camera key cannot be read on this server.")),
            ),
          ),
      })
    }),
  )

const CamerasUnconfigured = Layer.succeed(
  CameraRecordings,
  CameraRecordings.of({
    find: () =>
      Effect.fail(
        new RecordingsUnavailable({ message: "Camera recordings are not set up on this server (CAMERAS_URL)." }),
      ),
  }),
)

const DEMO_KEY = "demo-camera-key"

/** Recordings as configured: CAMERAS_URL, else the fake in demo mode (a clip of every camera at any time), else none. */
export const CameraRecordingsLive = (config: { readonly camerasUrl: string | undefined; readonly demo: boolean }) =>
  config.camerasUrl !== undefined
    ? CameraCloud({ baseUrl: config.camerasUrl })
    : config.demo
      ? Layer.unwrapScoped(
          Effect.map(fakeCameraCloud({ [DEMO_KEY]: [] }, { everything: true }), (fake) =>
            CameraCloud({ baseUrl: fake.url, fallbackKey: DEMO_KEY }),
          ),
        )
      : CamerasUnconfigured
