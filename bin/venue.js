#!/usr/bin/env node
// The CLI runs the bundle `npm start` runs, built first when the sources changed.
import { launch } from "../scripts/build/launch.mjs"

await launch()
