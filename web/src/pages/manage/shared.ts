export { DAYS, TIMES } from "../../ui/format"
export const SPORTS = ["tennis", "padel", "pickleball", "squash", "badminton", "other"] as const
