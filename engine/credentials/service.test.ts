import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import type { CredentialInput } from "./rules"
import { Credentials } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const credentials = Effect.serviceFunctions(Credentials)

const DOOR: CredentialInput = {
  category: "access_control",
  type: null,
  username: "front-gate",
  device_id: null,
  panel_id: "panel-7",
  company_id: null,
  client_id: null,
  system_id: null,
  cloud_node_id: null,
  password: "gate secret 1",
  token: null,
}

const stored = (id: number) =>
  engine
    .sql(
      (sql) =>
        sql<{ password_sealed: string | null; token_sealed: string | null }>`
          select password_sealed, token_sealed from facility_credentials where id = ${id}`,
    )
    .then((rows) => rows[0])

describe("a club's credentials", () => {
  it("are kept by its owners and admins only, their secrets sealed at rest and never answered", async () => {
    const facility = await engine.facility()
    const admin = await engine.person([facility.id, "admin"])
    const manager = await engine.person([facility.id, "manager"])

    const refused = await engine.as(manager.caller, credentials.create(facility.id, DOOR))
    expect(refusalOf(refused)).toMatchObject({
      _tag: "Forbidden",
      message: "Only the club's owners and admins keep its credentials.",
    })
    const made = Either.getOrThrow(await engine.as(admin.caller, credentials.create(facility.id, DOOR)))
    expect(made).toMatchObject({ username: "front-gate", panel_id: "panel-7", has_password: true, has_token: false })
    expect(JSON.stringify(made)).not.toContain("gate secret 1")
    const row = await stored(made.id)
    expect(row!.password_sealed).not.toBeNull()
    expect(row!.password_sealed).not.toContain("gate secret 1")
    expect(Either.getOrThrow(await engine.as(admin.caller, credentials.list(facility.id)))).toEqual([made])
  })

  it("keep a secret left out of a change, clear one sent as null, and are reached only through their own club", async () => {
    const facility = await engine.facility()
    const admin = await engine.person([facility.id, "admin"])
    const other = await engine.facility()
    const otherAdmin = await engine.person([other.id, "admin"])
    const made = Either.getOrThrow(await engine.as(admin.caller, credentials.create(facility.id, DOOR)))
    const sealedBefore = (await stored(made.id))!.password_sealed

    const { password: _kept, ...withoutPassword } = DOOR
    const renamed = Either.getOrThrow(
      await engine.as(admin.caller, credentials.update(facility.id, made.id, { ...withoutPassword, username: "side" })),
    )
    expect(renamed).toMatchObject({ username: "side", has_password: true })
    expect((await stored(made.id))!.password_sealed).toBe(sealedBefore)
    const cleared = Either.getOrThrow(
      await engine.as(admin.caller, credentials.update(facility.id, made.id, { ...DOOR, password: null })),
    )
    expect(cleared.has_password).toBe(false)

    // Another club's admin names this credential under their own club: there is no such credential there.
    expect(refusalOf(await engine.as(otherAdmin.caller, credentials.update(other.id, made.id, DOOR)))._tag).toBe(
      "NotFound",
    )
    expect(refusalOf(await engine.as(otherAdmin.caller, credentials.remove(other.id, made.id)))._tag).toBe("NotFound")
    expect(Either.getOrThrow(await engine.as(admin.caller, credentials.list(facility.id)))).toHaveLength(1)
    Either.getOrThrow(await engine.as(admin.caller, credentials.remove(facility.id, made.id)))
    expect(Either.getOrThrow(await engine.as(admin.caller, credentials.list(facility.id)))).toEqual([])
  })
})
