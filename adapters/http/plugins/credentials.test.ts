import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import * as os from "node:os"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { Secrets, SecretsLive } from "../../security/secrets"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const stored = (id: number) =>
  server.run(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql<{ password_sealed: string | null; token_sealed: string | null }>`
        select password_sealed, token_sealed from facility_credentials where id = ${id}`,
    ),
  )

describe("facility credentials", () => {
  it("keep passwords and tokens sealed and write-only, for admins only", async () => {
    const facility = await makeFacility(server)
    const { client: owner } = await makeUser(server, { roles: [[facility.id, "owner"]] })
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    const made = await owner.post(`/api/facilities/${facility.id}/credentials`, {
      category: "access_control",
      username: "frontgate",
      panel_id: "P-7",
      password: "open sesame",
      token: "tok_123",
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      category: "access_control",
      username: "frontgate",
      has_password: true,
      has_token: true,
    })
    expect(JSON.stringify(made.body)).not.toContain("open sesame")
    const [row] = await stored(made.body.id)
    expect(row!.password_sealed).not.toContain("open sesame")
    // The test server's own secret opens it (fixtures/testing/testServer.ts).
    const secrets = Effect.runSync(
      Effect.provide(
        Secrets,
        SecretsLive({ sessionSecret: "test-secret-that-is-long-enough-for-the-check", dataDir: os.tmpdir() }),
      ),
    )
    expect(secrets.open(row!.password_sealed!)).toBe("open sesame")

    // Left out keeps the secret; null clears it.
    const kept = await owner.put(`/api/facilities/${facility.id}/credentials/${made.body.id}`, {
      category: "access_control",
      username: "side-gate",
      token: null,
    })
    expect(kept.body).toMatchObject({ username: "side-gate", has_password: true, has_token: false })
    expect((await stored(made.body.id))[0]!.password_sealed).toBe(row!.password_sealed)

    expect((await manager.get(`/api/facilities/${facility.id}/credentials`)).status).toBe(403)
    expect((await owner.get(`/api/facilities/${facility.id}/credentials`)).body).toHaveLength(1)
    expect((await owner.post(`/api/facilities/${facility.id}/credentials`, { category: " " })).status).toBe(400)
    // A category the platform never reads is refused, naming the ones it does, rather than kept unused.
    const unused = await owner.post(`/api/facilities/${facility.id}/credentials`, { category: "camera_cloud" })
    expect([unused.status, unused.body.message]).toEqual([
      400,
      'The request is malformed: category: Expected one of "stripe", "camera", "access_control", "eventbrite", actual "camera_cloud"',
    ])
    expect((await owner.del(`/api/facilities/${facility.id}/credentials/${made.body.id}`)).status).toBe(204)
    expect((await owner.del(`/api/facilities/${facility.id}/credentials/${made.body.id}`)).status).toBe(404)
  })
})
