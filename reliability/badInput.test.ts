import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../fixtures/testing/builders"
import type { TestClient } from "../fixtures/testing/client"
import { startTestServer, type TestServer } from "../fixtures/testing/testServer"
import { rowCounts } from "./rowCounts"

/**
 * Every endpoint of the OpenAPI document, called with malformed input by a platform admin (so the
 * policy lets the request through to its schemas): never a 5xx, and no table changes.
 */

let server: TestServer
let admin: TestClient
let facilityId: number
beforeAll(async () => {
  server = await startTestServer()
  facilityId = (await makeFacility(server)).id
  admin = (await makeUser(server, { platformAdmin: true, roles: [[facilityId, "owner"]] })).client
  // Paths are filled with one id: make it name a court, a reservation, a payment, an account, a membership and a camera integration (and its camera) of that facility too.
  const [court] = await server.run(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) =>
        sql<{
          id: number
        }>`insert into courts (facility_id, name, sport) values (${facilityId}, 'Court', 'tennis') returning id`,
    ),
  )
  expect(court!.id).toBe(facilityId)
  const [reservation] = await server.run(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql<{ id: number }>`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end)
        values (${facilityId}, ${court!.id}, tstzrange(now() + interval '1 day', now() + interval '25 hours'), current_date + 1, 36000, 39600)
        returning id`,
    ),
  )
  expect(reservation!.id).toBe(facilityId)
  const [payment] = await server.run(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql<{ id: number }>`
        insert into payments (facility_id, payable_type, payable_id, reservation_id, method, amount, status, business_date)
        values (${facilityId}, 'reservation', ${reservation!.id}, ${reservation!.id}, 'cash', 1000, 'paid', current_date)
        returning id`,
    ),
  )
  expect(payment!.id).toBe(facilityId)
  const [account] = await server.run(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) => sql<{ id: number }>`
        insert into accounts (facility_id, name, invoice_receiver_id)
        select ${facilityId}::bigint, 'Account', id from users order by id limit 1
        returning id`,
    ),
  )
  expect(account!.id).toBe(facilityId)
  const [membership] = await server.run(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.gen(function* () {
        yield* sql`insert into membership_plans (facility_id, name) values (${facilityId}, 'Plan')`
        yield* sql`insert into membership_plan_prices (facility_id, plan_id, interval_unit, amount) values (${facilityId}, 1, 'month', 1000)`
        return yield* sql<{ id: number }>`
          insert into memberships (facility_id, plan_id, plan_price_id, owner_id, code, status, membership_origin)
          select ${facilityId}::bigint, 1, 1, id, 'M-1', 'pending', 'admin' from users order by id limit 1
          returning id`
      }),
    ),
  )
  expect(membership!.id).toBe(facilityId)
  const [cameras] = await server.run(
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.gen(function* () {
        const made = yield* sql<{ id: number }>`
          insert into facility_credentials (facility_id, category) values (${facilityId}, 'camera') returning id`
        yield* sql`
          insert into external_camera_devices (facility_id, credential_id, name, external_identifier)
          values (${facilityId}, ${made[0]!.id}, 'Cam', 'cam-1')`
        return made
      }),
    ),
  )
  expect(cameras!.id).toBe(facilityId)
})
afterAll(() => server.close())

const snapshot = () => rowCounts(server)

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: ReadonlyArray<string>
  $ref?: string
  anyOf?: ReadonlyArray<JsonSchema>
}

const wrongValue = (schema: JsonSchema | undefined): unknown =>
  schema?.type === "string"
    ? 12345
    : schema?.type === "number" || schema?.type === "integer"
      ? "not a number"
      : schema?.type === "boolean"
        ? "yes"
        : { nested: true }

describe("bad input to every endpoint", () => {
  it("answers 400/404/422 with a sentence, never 5xx, and changes nothing", async () => {
    const before = await snapshot()
    const document = (await admin.get("/api/openapi.json")).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ name: string; in: string; schema?: { pattern?: string } }>
            requestBody?: { content: Record<string, { schema: JsonSchema }> }
          }
        >
      >
      components?: { schemas?: Record<string, JsonSchema> }
    }
    const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
      schema?.$ref
        ? resolve(document.components?.schemas?.[schema.$ref.split("/").at(-1)!])
        : schema?.anyOf
          ? resolve(schema.anyOf.find((s) => resolve(s)?.properties))
          : schema

    const failures: Array<string> = []
    let calls = 0
    const call = async (method: string, path: string, body: unknown, expected: ReadonlyArray<number>) => {
      calls++
      const response = await admin.request(method.toUpperCase(), path, body)
      const ok =
        expected.includes(response.status) &&
        typeof response.body?.message === "string" &&
        typeof response.body?.error === "string"
      if (!ok)
        failures.push(
          `${method.toUpperCase()} ${path} ${JSON.stringify(body)?.slice(0, 60)} -> ${response.status} ${response.text.slice(0, 120)}`,
        )
    }

    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const idParams = (operation.parameters ?? []).filter((p) => p.in === "path" && /(^id$|Id$)/.test(p.name))
        // A provider's reference (a card reader's id) is text of a pattern: well formed, it is simply not found.
        const references = idParams.filter((p) => p.schema?.pattern !== undefined)
        const pathParams = idParams.filter((p) => p.schema?.pattern === undefined).map((p) => p.name)
        const fill = (value: string) => template.replace(/\{(\w+)\}/g, () => value)
        const valid = fill(String(facilityId))
        const schema = resolve(operation.requestBody?.content["application/json"]?.schema)
        const properties = Object.entries(schema?.properties ?? {})

        if (references.length > 0) {
          const unknown = template.replace(/\{(\w+)\}/g, (_, name: string) =>
            references.some((p) => p.name === name) ? "abc" : String(facilityId),
          )
          await call(method, unknown, method === "get" ? undefined : {}, [404])
        }
        if (pathParams.length > 0) {
          await call(method, fill("abc"), method === "get" ? undefined : {}, [400])
          await call(method, fill("-1"), method === "get" ? undefined : {}, [400])
        }
        const numericQuery = (operation.parameters ?? []).filter((p) => p.in === "query" && /id$/.test(p.name))
        if (numericQuery.length > 0) {
          await call(
            method,
            `${valid}?${numericQuery.map((p) => `${p.name}=abc`).join("&")}`,
            method === "get" ? undefined : {},
            [400],
          )
        }
        if (method !== "get" && properties.length > 0) {
          await call(
            method,
            valid,
            Object.fromEntries(properties.map(([k, s]) => [k, wrongValue(resolve(s))])),
            [400, 422],
          )
          await call(method, valid, "{not json", [400])
          await call(method, valid, [], [400])
          await call(method, valid, { padding: "x".repeat(300_000) }, [413])
          if ((schema?.required ?? []).length > 0) await call(method, valid, {}, [400])
          await call(
            method,
            valid,
            Object.fromEntries(
              properties.map(([k, s]) => [
                k,
                // Longer than any field allows, yet under the body cap: the schemas answer, not the cap (413).
                resolve(s)?.type === "string" ? "x".repeat(20_000) : wrongValue(resolve(s)),
              ]),
            ),
            [400, 404, 413, 422],
          )
        }
      }
    }
    expect(failures).toEqual([])
    expect(calls).toBeGreaterThan(40)
    expect(await snapshot()).toEqual(before)
  })
})
