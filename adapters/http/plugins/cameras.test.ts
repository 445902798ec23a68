import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser, pastBooking } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { listenFakeCameraCloud } from "../../providers/cameras/fakeServer"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** A camera integration's devices through HTTP (CRUD /camera_integrations/api/{id}/external_devices). */
let server: TestServer
let cloud: Awaited<ReturnType<typeof listenFakeCameraCloud>>
beforeAll(async () => {
  cloud = await listenFakeCameraCloud({ "camera-api-token": ["cam-0042"] })
  server = await startTestServer({ CAMERAS_URL: cloud.url })
})
afterAll(async () => {
  await server.close()
  await cloud.close()
})

/** A club with a camera integration (a credential of category camera, made by its owner). */
const cameraClub = async () => {
  const club = await makeClub(server)
  const { facility, manager } = club
  const { client: owner } = await makeUser(server, { roles: [[facility.id, "owner"]] })
  const integration = await owner.post(`/api/facilities/${facility.id}/credentials`, {
    category: "camera",
    username: "club-cams",
    token: "camera-api-token",
  })
  expect(integration.status).toBe(201)
  const courts = await manager.get(`/api/facilities/${facility.id}/courts`)
  return { ...club, owner, integration: integration.body.id as number, court: courts.body[0].id as number }
}

describe("camera devices", () => {
  it("are added, read, changed and removed by the club's managers, each on a court of the club", async () => {
    const { facility, manager, integration, court } = await cameraClub()
    const base = `/camera_integrations/api/${integration}/external_devices`
    const made = await manager.post(base, {
      name: "Center court cam",
      external_identifier: "cam-0042",
      court_id: court,
    })
    expect(made.status).toBe(201)
    expect(made.body).toEqual({
      id: made.body.id,
      name: "Center court cam",
      external_identifier: "cam-0042",
      court_id: court,
    })
    expect((await manager.get(base)).body).toEqual([made.body])
    expect((await manager.get(`/api/facilities/${facility.id}/camera_integrations`)).body).toEqual([
      { id: integration, name: "club-cams", devices: 1 },
    ])
    expect((await manager.get(`${base}/${made.body.id}`)).body).toEqual(made.body)
    const moved = await manager.put(`${base}/${made.body.id}`, { court_id: null })
    expect(moved.body).toMatchObject({ name: "Center court cam", court_id: null })
    expect((await manager.del(`${base}/${made.body.id}`)).body.id).toBe(made.body.id)
    expect((await manager.get(base)).body).toEqual([])
    expect((await manager.get(`${base}/${made.body.id}`)).status).toBe(404)
  })

  it("refuse bad input, a court or integration of another club, and anyone but its managers, writing nothing", async () => {
    const { facility, manager, desk, owner, integration } = await cameraClub()
    const other = await cameraClub()
    const base = `/camera_integrations/api/${integration}/external_devices`
    await manager.post(base, { name: "Cam 1", external_identifier: "cam-1" })
    const cases: Array<[unknown, number, string]> = [
      [{ name: "", external_identifier: "x" }, 422, "A camera needs a name of at most 120 characters."],
      [{ name: "Cam" }, 422, "A camera needs the identifier its system knows it by (at most 200 characters)."],
      [
        { name: "Cam", external_identifier: "cam-1" },
        422,
        'Another camera of this integration has the identifier "cam-1".',
      ],
      [
        { name: "Cam", external_identifier: "cam-2", court_id: other.court },
        422,
        `The club has no court ${other.court}.`,
      ],
      [{ name: "Cam", external_identifier: "cam-2", court_id: "one" }, 400, ""],
    ]
    for (const [body, status, message] of cases) {
      const refused = await manager.post(base, body)
      expect(refused.status, JSON.stringify(body)).toBe(status)
      if (message !== "") expect(refused.body.message).toBe(message)
      else expect(refused.body.message).toMatch(/\w+ \w+/)
    }
    expect((await manager.get(base)).body).toHaveLength(1)
    expect((await desk.get(base)).status).toBe(403)
    expect((await other.manager.get(`/api/facilities/${facility.id}/camera_integrations`)).status).toBe(403)
    expect((await other.manager.get(base)).status).toBe(403)
    expect((await other.manager.post(base, { name: "Theirs", external_identifier: "t" })).status).toBe(403)
    expect((await manager.get(`/camera_integrations/api/${other.integration}/external_devices`)).status).toBe(403)
    expect((await manager.get("/camera_integrations/api/999999/external_devices")).status).toBe(404)
    // A credential that is not a camera integration.
    const panel = await owner.post(`/api/facilities/${facility.id}/credentials`, { category: "access_control" })
    const notCameras = await manager.get(`/camera_integrations/api/${panel.body.id}/external_devices`)
    expect(notCameras.status).toBe(422)
    expect(notCameras.body.message).toMatch(/is not a camera integration/)
  })

  it("give a booking's players the recording of the cameras on its court once it has ended", async () => {
    const { facility, manager, player, user, integration, court } = await cameraClub()
    await manager.post(`/camera_integrations/api/${integration}/external_devices`, {
      name: "Center court cam",
      external_identifier: "cam-0042",
      court_id: court,
    })
    const played = await server.run(pastBooking(facility.id, [user.id]))
    cloud.record({ camera: "cam-0042", start: new Date(Date.now() - 3_700_000), end: new Date() })
    const watched = await player.get(`/api/reservations/${played}/recordings`)
    expect(watched.status).toBe(200)
    expect(watched.body).toEqual({
      reservation_id: played,
      recordings: [{ camera: "Center court cam", url: expect.stringContaining("/watch/cam-0042/") }],
      message: null,
    })
    expect((await manager.get(`/api/reservations/${played}/recordings`)).status).toBe(200)
    const { client: stranger } = await makeUser(server)
    expect((await stranger.get(`/api/reservations/${played}/recordings`)).status).toBe(404)
    expect((await new TestClient(server.url).get(`/api/reservations/${played}/recordings`)).status).toBe(401)
    expect((await player.get(`/api/reservations/first/recordings`)).status).toBe(400)
  })
})
