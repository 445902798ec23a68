// `npm start`: builds when the sources changed since the last build, then runs the built CLI
// (`venue serve` unless told otherwise).
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import { build, isBuilt, SERVER_DIST } from "./build.mjs"

if (!isBuilt()) {
  process.stdout.write("Building the server and the web client (once, until the sources change)…\n")
  await build()
}
if (process.argv.length <= 2) process.argv.push("serve")
await import(pathToFileURL(path.join(SERVER_DIST, "main.js")).href)
