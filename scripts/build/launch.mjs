// What `npm start` and the `venue` command run: the built bundle (esbuild, no transpiler at run
// time), built first when the sources changed since the last build, saying so on stderr (stdout
// stays the command's own, for --json).
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import { build, isBuilt, SERVER_DIST } from "./build.mjs"

export const launch = async (defaultCommand) => {
  if (!isBuilt()) {
    process.stderr.write("Building the server and the web client (once, until the sources change):\n")
    const took = await build((step) => process.stderr.write(`  ${step}\n`))
    process.stderr.write(`Built in ${(took / 1000).toFixed(1)} s.\n`)
  }
  if (defaultCommand !== undefined && process.argv.length <= 2) process.argv.push(defaultCommand)
  await import(pathToFileURL(path.join(SERVER_DIST, "main.js")).href)
}
