import { SAVED_DATA_CACHE } from "../../sw/saved"

/** Whose data the device saved for reading offline (a person's id), so another's sign-in forgets it. */
const OWNER = "venue.savedDataOwner"

/** Forgets every copy the service worker saved: on sign-out, and when someone else signs in here. */
export const forgetSavedData = async () => {
  if (typeof caches !== "undefined") await caches.delete(SAVED_DATA_CACHE)
}

/** The person now signed in on this device (none: signed out): a different one than before forgets what was saved. */
export const savedDataFor = (userId: number | undefined) => {
  if (typeof localStorage === "undefined" || userId === undefined) return
  const last = localStorage.getItem(OWNER)
  if (last !== null && last !== String(userId)) void forgetSavedData()
  localStorage.setItem(OWNER, String(userId))
}
