import { formatSecondsOfDay } from "../../../../engine/dates"

export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
export const SPORTS = ["tennis", "padel", "pickleball", "squash", "badminton", "other"] as const
/** Half-hour steps for opening hours and rules; midnight at the end as 24:00. */
export const TIMES = Array.from({ length: 49 }, (_, i) => i * 1800).map((s) => ({
  value: String(s),
  label: s === 86400 ? "Midnight" : formatSecondsOfDay(s),
}))
