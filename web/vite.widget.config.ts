import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { compileMessages } from "./build/compileMessages"
import { pruneRoutes } from "./build/pruneRoutes"

/**
 * The embeddable widget: one script (styles inlined into its shadow root), React code built on
 * preact/compat to stay small. Written into web/dist/widget.js beside the client's build.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
      // Its messages come compiled (compileMessages): no parser ships.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" },
    ],
  },
  plugins: [compileMessages(), pruneRoutes()],
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL("./widget/main.ts", import.meta.url)),
      name: "VenueWidget",
      formats: ["iife"],
      fileName: () => "widget.js",
    },
  },
})
