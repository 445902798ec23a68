import { defineConfig } from "vitest/config"

/** `npm run test:reliability`: crashes, bad input to every endpoint, a bounded soak. */
export default defineConfig({
  test: {
    include: ["reliability/**/*.test.ts"],
    globalSetup: ["fixtures/testing/globalSetup.ts"],
    // Storage calls marked as reads run read-only, so one that writes fails (adapters/sql/client.ts).
    env: { VENUE_CHECK_READS: "1" },
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One at a time: each drives whole server processes and measures them.
    fileParallelism: false,
  },
})
