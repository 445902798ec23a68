/**
 * The typed client's generated part, from the API's own definitions (every plugin's HttpApi group,
 * assembled as the server assembles them): `client/src/generated/openapi.ts`, the OpenAPI document's
 * types (openapi-typescript), and `client/src/generated/routes.ts`, each operation's method and path.
 * `npm run client:generate` writes them; a test fails when they are not what the definitions make.
 */
import { OpenApi } from "@effect/platform"
import * as fs from "node:fs"
import * as path from "node:path"
import openapiTS, { astToString } from "openapi-typescript"
import * as prettier from "prettier"
import { ALL_PLUGINS } from "../../adapters/http/plugins/index"
import { assembleApi } from "../../adapters/http/server"

const ROOT = path.resolve(import.meta.dirname, "../..")
export const GENERATED = path.join(ROOT, "client/src/generated")
const HEADER = "// Written by `npm run client:generate` from the API's definitions; do not edit.\n"

/**
 * What the client's types need of the document: every call's success answers (every failure has one
 * shape, `VenueApiError`'s), without the schemas' titles and descriptions (what validation says of
 * each field); the calls' own descriptions stay.
 */
const forTypes = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(forTypes)
  if (typeof value !== "object" || value === null) return value
  const operation = "operationId" in value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "title" && (key !== "description" || operation))
      .map(([key, v]) => [
        key,
        operation && key === "responses"
          ? Object.fromEntries(
              Object.entries(v as object)
                .filter(([status]) => status.startsWith("2"))
                .map(([status, r]) => [status, forTypes(r)]),
            )
          : forTypes(v),
      ]),
  )
}

const formatted = async (file: string, text: string) =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file })

/** Each generated file's name and text. */
export const generatedClient = async (): Promise<Record<string, string>> => {
  const spec = OpenApi.fromApi(assembleApi(ALL_PLUGINS) as never) as unknown as {
    paths: Record<string, Record<string, { operationId: string }>>
  }
  const routes = Object.entries(spec.paths)
    .flatMap(([route, operations]) =>
      Object.entries(operations).map(([method, operation]) => [
        operation.operationId,
        { method: method.toUpperCase(), path: route },
      ]),
    )
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
  const types = astToString(await openapiTS(forTypes(spec) as never, { exportType: false }))
  const files: Record<string, string> = {
    "openapi.ts": HEADER + types,
    "routes.ts": `${HEADER}\n/** Every operation of the API: its method and its path, parameters in braces. */\nexport const ROUTES = ${JSON.stringify(Object.fromEntries(routes))} as const\n`,
  }
  for (const name of Object.keys(files)) files[name] = await formatted(path.join(GENERATED, name), files[name]!)
  return files
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const [name, text] of Object.entries(await generatedClient())) fs.writeFileSync(path.join(GENERATED, name), text)
}
