export const SPORTS = ["tennis", "padel", "pickleball", "squash", "badminton", "other"] as const
