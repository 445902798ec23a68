import { defineConfig } from "vitest/config"

/** `npm run test:reliability`: crashes, bad input to every endpoint, a bounded soak. */
export default defineConfig({
  test: {
    include: ["reliability/**/*.test.ts"],
    globalSetup: ["fixtures/testing/globalSetup.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One at a time: each drives whole server processes and measures them.
    fileParallelism: false,
  },
})
