import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    // The phone app: a manifest (installable) and the service worker of web/sw (offline, push),
    // which takes over after the person agrees (`registerType: "prompt"`, ui/AppUpdate).
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "favicon.ico", "icons/apple-touch-icon.png"],
      manifest: {
        id: "/",
        name: "Venue: courts, lessons and your club",
        short_name: "Venue",
        description: "Book courts, lessons and clinics at your club; your bookings and membership card offline.",
        lang: "en",
        start_url: "/reservations?source=app",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#0b7285",
        background_color: "#ffffff",
        categories: ["sports", "lifestyle"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2}"],
        maximumFileSizeToCacheInBytes: 4_000_000,
      },
    }),
  ],
  build: { outDir: "dist", emptyOutDir: true },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000", "/docs": "http://127.0.0.1:3000" },
  },
})
