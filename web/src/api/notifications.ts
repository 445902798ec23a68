import type { NotificationsGroup } from "../../../adapters/http/plugins/notifications"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof NotificationsGroup, N>

export type NotificationSettings = S<"notificationSettings">
export type CalendarFeed = S<"calendarFeed">

export const notificationSettings = () => request<NotificationSettings>(pathOf("notifications.notificationSettings"))
export const saveNotificationSettings = (body: Body<typeof NotificationsGroup, "saveNotificationSettings">) =>
  request<NotificationSettings>(pathOf("notifications.saveNotificationSettings"), { method: "PUT", body })
/** The caller's private calendar address, or null before they made one. */
export const calendarFeed = () => request<CalendarFeed>(pathOf("notifications.calendarFeed"))
/** A new address; the old one stops working. */
export const renewCalendarFeed = () =>
  request<S<"renewCalendarFeed">>(pathOf("notifications.renewCalendarFeed"), { method: "POST" })
export const stopCalendarFeed = () => request<void>(pathOf("notifications.stopCalendarFeed"), { method: "DELETE" })
