import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { DOOR_CATEGORY, DoorFault, DoorNotConnected } from "../../../engine/doors/rules"
import { DoorControl } from "../../../engine/doors/port"
import { Secrets } from "../../security/secrets"
import { sealedCredential } from "../../sql/providerRecords"
import { fakeKisi } from "./fakeServer"

/** Kisi's own API; KISI_URL points elsewhere (its fake, in tests). */
const KISI_API = "https://api.kisi.io"

interface Door {
  readonly apiKey: string
  readonly lock: string
}

const NOT_CONNECTED =
  "This club has not connected its door: add a credential of category access_control, type kisi, with the Kisi API key (token) and the lock's id (device_id)."

/**
 * Kisi's REST API (no maintained Node SDK): `POST /locks/{id}/unlock` with the club's API key. The
 * club's credential (category access_control, type kisi: token = API key, device_id = lock id) is
 * sealed at rest like every credential. `fallback` is the door demo mode opens when a club has none.
 */
export const KisiDoors = (options: { readonly baseUrl: string; readonly fallback?: Door }) =>
  Layer.effect(
    DoorControl,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const secrets = yield* Secrets

      const doorOf = (facilityId: number) =>
        Effect.gen(function* () {
          const own = yield* sealedCredential(facilityId, DOOR_CATEGORY).pipe(
            Effect.provideService(SqlClient.SqlClient, sql),
            Effect.orDie,
          )
          if (own?.token_sealed && own.device_id && (own.type ?? "kisi").toLowerCase() === "kisi")
            return { apiKey: secrets.open(own.token_sealed), lock: own.device_id }
          if (options.fallback !== undefined) return options.fallback
          return yield* new DoorNotConnected({ message: NOT_CONNECTED })
        }).pipe(
          Effect.catchAllDefect(() =>
            Effect.fail(new DoorNotConnected({ message: "The club's door key cannot be read on this server." })),
          ),
        )

      const unlock = (door: Door) =>
        Effect.gen(function* () {
          const response = yield* Effect.tryPromise({
            try: () =>
              fetch(`${options.baseUrl}/locks/${encodeURIComponent(door.lock)}/unlock`, {
                method: "POST",
                headers: {
                  authorization: `KISI-LOGIN ${door.apiKey}`,
                  "content-type": "application/json",
                  accept: "application/json",
                },
                body: "{}",
                signal: AbortSignal.timeout(10_000),
              }),
            catch: () => new DoorFault({ message: "The access-control system does not answer." }),
          })
          const body = (yield* Effect.promise(() => response.json().catch(() => ({})))) as {
            readonly message?: unknown
          }
          if (!response.ok)
            return yield* new DoorFault({
              message: `Kisi refused to open lock ${door.lock} (${response.status}${
                typeof body.message === "string" ? `: ${body.message}` : ""
              }).`,
            })
          return { lock: door.lock }
        })

      return DoorControl.of({ unlock: (facilityId) => Effect.flatMap(doorOf(facilityId), unlock) })
    }),
  )

const DEMO_DOOR: Door = { apiKey: "demo-kisi-key", lock: "demo-front-door" }

/** Doors as configured: KISI_URL, else the fake (demo mode, whose clubs without a door open a demo one), else Kisi itself. */
export const DoorsLive = (config: { readonly kisiUrl: string | undefined; readonly demo: boolean }) =>
  config.kisiUrl !== undefined
    ? KisiDoors({ baseUrl: config.kisiUrl })
    : config.demo
      ? Layer.unwrapScoped(
          Effect.map(fakeKisi({ [DEMO_DOOR.apiKey]: [DEMO_DOOR.lock] }), (fake) =>
            KisiDoors({ baseUrl: fake.url, fallback: DEMO_DOOR }),
          ),
        )
      : KisiDoors({ baseUrl: KISI_API })
