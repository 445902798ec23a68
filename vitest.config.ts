import * as os from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "web/dist/**", "data/**", "reliability/**"],
    globalSetup: ["fixtures/testing/globalSetup.ts"],
    // Storage calls marked as reads run read-only, so one that writes fails (adapters/sql/client.ts).
    env: { VENUE_CHECK_READS: "1" },
    setupFiles: ["fixtures/testing/propertiesSetup.ts"],
    // Browser walks are whole journeys through several screens (each step still fails within the
    // page's own default timeout); one limit for every file, since a per-file setting made in a setup
    // file or a shared module holds only for a worker's first file (`isolate: false`).
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every core runs test files (vitest leaves one to itself by default; its own share is small).
    maxWorkers: os.availableParallelism(),
    minWorkers: 1,
    poolOptions: {
      forks: {
        // A worker keeps the modules it loaded for its next file instead of loading them again
        // (most of a file's start was importing the same engine and server). Each file still gets
        // its own database and servers; nothing the tests share is changed by a file.
        isolate: false,
      },
    },
  },
})
