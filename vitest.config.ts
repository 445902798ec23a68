import * as os from "node:os"
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "web/dist/**", "data/**", "reliability/**"],
    globalSetup: ["fixtures/testing/globalSetup.ts"],
    setupFiles: ["fixtures/testing/propertiesSetup.ts"],
    testTimeout: 30_000,
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
