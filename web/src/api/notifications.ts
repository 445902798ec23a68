import type { NotificationsGroup } from "../../../adapters/http/plugins/notifications"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof NotificationsGroup, N>

export type NotificationSettings = S<"notificationSettings">
export type CalendarFeed = S<"calendarFeed">

export const notificationSettings = () => request<NotificationSettings>("/api/notification_settings")
export const saveNotificationSettings = (body: Body<typeof NotificationsGroup, "saveNotificationSettings">) =>
  request<NotificationSettings>("/api/notification_settings", { method: "PUT", body })
/** The caller's private calendar address, or null before they made one. */
export const calendarFeed = () => request<CalendarFeed>("/api/calendar_feed")
/** A new address; the old one stops working. */
export const renewCalendarFeed = () => request<S<"renewCalendarFeed">>("/api/calendar_feed", { method: "POST" })
export const stopCalendarFeed = () => request<void>("/api/calendar_feed", { method: "DELETE" })
