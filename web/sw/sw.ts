/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching"
import { NavigationRoute, registerRoute } from "workbox-routing"
import { NetworkFirst, NetworkOnly } from "workbox-strategies"
import { SAVED_AT_HEADER, SAVED_DATA_CACHE, SAVED_PATHS } from "./saved"

/**
 * The phone app's service worker. The app shell (scripts, styles, icons, the page) is precached
 * at install, so the app starts with no signal. Pages always come from the server while online
 * (each carries its session's CSRF token); offline, the shell. A person's own data (their
 * session, bookings, family, passes, memberships, clubs) is read from the network first and
 * saved on the device, stamped with when, for the screens to say how fresh it is offline. Nothing
 * else is saved, and no write is ever queued: a change made offline is refused by the page.
 * Pushes are shown as notifications; a tap opens the page they name.
 */
declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const shell = async () => (await matchPrecache("/index.html")) ?? Response.error()

registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [{ handlerDidError: shell }] }), {
    denylist: [/^\/api\//, /^\/docs/, /^\/widget/, /^\/healthz/, /^\/metrics/],
  }),
)

registerRoute(
  ({ url, request }) =>
    request.method === "GET" && url.origin === self.location.origin && SAVED_PATHS.some((p) => p.test(url.pathname)),
  new NetworkFirst({
    cacheName: SAVED_DATA_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [
      {
        // Only answers the server gave in full are saved, each with the time it was saved.
        cacheWillUpdate: async ({ response }) => {
          if (response.status !== 200) return null
          const headers = new Headers(response.headers)
          headers.set(SAVED_AT_HEADER, new Date().toISOString())
          return new Response(await response.clone().blob(), { status: 200, headers })
        },
      },
    ],
  }),
)

/** A new version waits until the person agrees (the page posts this), never mid-booking. */
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting()
})

interface Pushed {
  readonly title: string
  readonly body: string
  readonly url: string
  readonly tag: string
  readonly actions: ReadonlyArray<{ readonly action: string; readonly title: string; readonly url: string }>
}

self.addEventListener("push", (event) => {
  const pushed = event.data?.json() as Pushed | undefined
  if (pushed === undefined) return
  event.waitUntil(
    self.registration.showNotification(pushed.title, {
      body: pushed.body,
      tag: pushed.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: pushed.url, actions: pushed.actions },
      // Buttons where the platform shows them (Chrome, Edge); the tap itself opens `url` everywhere.
      ...({ actions: pushed.actions.map(({ action, title }) => ({ action, title })) } as object),
    }),
  )
})

self.addEventListener("notificationclick", (event) => {
  event.notification.close()
  const data = event.notification.data as { url: string; actions: Pushed["actions"] }
  const url = data.actions.find((a) => a.action === event.action)?.url ?? data.url
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true })
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
      if (open !== undefined) {
        await open.focus()
        return void (await open.navigate(url))
      }
      await self.clients.openWindow(url)
    })(),
  )
})
