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
  },
})
