import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listenFakeCameraCloud } from "../../adapters/providers/cameras/fakeServer"
import { startEngine } from "../../fixtures/testing/engine"
import { Cameras } from "./service"
import { Reservations } from "../reservations/service"
import { parseJsonText } from "../json"
import type { AgendaPage } from "../records"

let cloud: Awaited<ReturnType<typeof listenFakeCameraCloud>>
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  cloud = await listenFakeCameraCloud({ "cam-key": ["baseline", "side"] })
  engine = await startEngine({ CAMERAS_URL: cloud.url })
})
afterAll(async () => {
  await engine?.close()
  await cloud?.close()
})

const recordingsOf = (reservationId: number) => Effect.flatMap(Cameras, (c) => c.recordingsOf(reservationId))

/** A club with a camera system (its key `token`) filming the court of a player's booking `hoursAhead` from now. */
const filmedBooking = async (hoursAhead: number, token = "cam-key") => {
  const facility = await engine.facility()
  const player = await engine.person([facility.id, "player"])
  const integration = await engine.credential(facility.id, "camera", { token })
  const reservation = await engine.booking(facility.id, player.id, hoursAhead)
  const [times] = await engine.sql(
    (sql) => sql<{ starts: Date; court_id: number }>`
      select lower(during) as starts, court_id from reservations where id = ${reservation}`,
  )
  await engine.sql(
    (sql) => sql`
      insert into external_camera_devices (facility_id, credential_id, name, external_identifier, court_id)
      values (${facility.id}, ${integration.id}, 'Baseline cam', 'baseline', ${times!.court_id}),
        (${facility.id}, ${integration.id}, 'Side cam', 'side', ${times!.court_id})`,
  )
  return { facility, player, reservation, starts: new Date(times!.starts) }
}

describe("a booking's recordings", () => {
  it("are each camera's clip of the booking, once it has ended", async () => {
    const booking = await filmedBooking(-3)
    cloud.record({
      camera: "baseline",
      start: new Date(booking.starts.getTime() - 60_000),
      end: new Date(booking.starts.getTime() + 3_600_000),
    })
    const found = Either.getOrThrow(await engine.as(booking.player.caller, recordingsOf(booking.reservation)))
    expect(found).toEqual({
      reservation_id: booking.reservation,
      recordings: [
        { camera: "Baseline cam", url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/watch\/baseline\/\d+$/) },
        { camera: "Side cam", url: null },
      ],
      message: null,
    })
  })

  it("say why there is nothing to watch: not ended, no clip, no camera, or the system refused the key", async () => {
    const upcoming = await filmedBooking(2)
    const later = Either.getOrThrow(await engine.as(upcoming.player.caller, recordingsOf(upcoming.reservation)))
    expect(later.message).toBe("The recording is ready once the booking ends.")

    const unfilmed = await filmedBooking(-5)
    const none = Either.getOrThrow(await engine.as(unfilmed.player.caller, recordingsOf(unfilmed.reservation)))
    expect(none.message).toBe("The camera system has no recording of this booking.")

    const wrongKey = await filmedBooking(-4, "not-the-key")
    const refused = Either.getOrThrow(await engine.as(wrongKey.player.caller, recordingsOf(wrongKey.reservation)))
    expect(refused).toMatchObject({
      recordings: [{ url: null }, { url: null }],
      message: "The camera system refused the club's key (401).",
    })

    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const plain = await engine.booking(facility.id, player.id, -2)
    const bare = Either.getOrThrow(await engine.as(player.caller, recordingsOf(plain)))
    expect(bare).toEqual({ reservation_id: plain, recordings: [], message: "No camera films this court." })
    // A person's list says which bookings were filmed, so the app offers recordings only for those.
    const filmed = async (caller: typeof player.caller) => {
      const page = Either.getOrThrow(
        await engine.as(
          caller,
          Effect.flatMap(Reservations, (r) => r.listFor({ when: "past", page: 1 })),
        ),
      )
      return (parseJsonText(page) as AgendaPage).reservations.map((r) => [r.id, r.filmed, r.teacher_name])
    }
    expect(await filmed(player.caller)).toEqual([[plain, false, null]])
    expect(await filmed(unfilmed.player.caller)).toEqual([[unfilmed.reservation, true, null]])
  })

  it("are the booking's people's and its club's: anyone else is told the booking is not found", async () => {
    const booking = await filmedBooking(-3)
    const stranger = await engine.person()
    const other = Either.getLeft(await engine.as(stranger.caller, recordingsOf(booking.reservation)))
    expect(other._tag === "Some" && other.value.message).toBe("Reservation was not found.")
  })
})
