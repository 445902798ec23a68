import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import { NOTIFICATION_KINDS, NotificationSettings } from "../../../engine/notifications/rules"
import { Notices } from "../../../engine/notifications/service"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { ServerSettings } from "../settings"

const Settings = Schema.extend(
  NotificationSettings,
  Schema.Struct({ kinds: Schema.Array(Schema.Literal(...NOTIFICATION_KINDS)) }),
)
const Feed = Schema.Struct({
  /** The private address phones and calendar apps subscribe to (anyone with it reads the bookings). */
  url: Schema.String,
  webcal: Schema.String,
})

export const NotificationsGroup = apiGroup("notifications")
  .add(
    HttpApiEndpoint.get("notificationSettings", "/api/notification_settings")
      .addSuccess(Settings)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("saveNotificationSettings", "/api/notification_settings")
      .setPayload(NotificationSettings)
      .addSuccess(Settings)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("calendarFeed", "/api/calendar_feed")
      .addSuccess(Schema.NullOr(Feed))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("renewCalendarFeed", "/api/calendar_feed")
      .addSuccess(Feed)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("stopCalendarFeed", "/api/calendar_feed")
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("calendarFeedFile", "/api/calendar_feeds/:token")
      .setPath(Schema.Struct({ token: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{48}$/)) }))
      .addSuccess(Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/calendar" })))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

const use = <A, E, R>(f: (notices: Notices) => Effect.Effect<A, E, R>) => asCaller(Effect.flatMap(Notices, f))

const withKinds = <E, R>(settings: Effect.Effect<NotificationSettings, E, R>) =>
  Effect.map(settings, (s) => ({ ...s, kinds: NOTIFICATION_KINDS }))

const feedOf = (token: string) =>
  Effect.map(ServerSettings, (settings) => {
    const url = new URL(`/api/calendar_feeds/${token}`, settings.publicUrl).toString()
    return { url, webcal: url.replace(/^https?:/, "webcal:") }
  })

const NotificationsLive = HttpApiBuilder.group(apiOf(NotificationsGroup), "notifications", (handlers) =>
  handlers
    .handle("notificationSettings", () => withKinds(use((n) => n.settings)))
    .handle("saveNotificationSettings", ({ payload }) => withKinds(use((n) => n.saveSettings(payload))))
    .handle("calendarFeed", () =>
      Effect.flatMap(
        use((n) => n.feedToken),
        (token) => (token === undefined ? Effect.succeed(null) : feedOf(token)),
      ),
    )
    .handle("renewCalendarFeed", () =>
      Effect.flatMap(
        use((n) => n.newFeedToken),
        feedOf,
      ),
    )
    .handle("stopCalendarFeed", () => use((n) => n.stopFeed))
    .handle("calendarFeedFile", ({ path }) =>
      Effect.gen(function* () {
        const site = new URL((yield* ServerSettings).publicUrl)
        const ics = yield* use((n) => n.feed(path.token, site))
        return HttpServerResponse.text(ics, {
          contentType: "text/calendar; charset=utf-8",
          headers: { "cache-control": "private, max-age=300" },
        })
      }),
    ),
)

export const notificationsPlugin: Plugin = {
  name: "notifications",
  description: "Each person's booking mail (which kinds, reminder time) and their private calendar feed.",
  group: NotificationsGroup,
  handlers: NotificationsLive,
}
