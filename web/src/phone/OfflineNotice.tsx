import { Alert } from "@mantine/core"
import { useEffect, useRef, useState } from "react"
import { onSavedCopy } from "../api/request"
import { useT } from "../i18n/I18n"
import { useSession } from "../session"

/** Whether the device is online now, as the browser knows it. */
export const useOnline = () => {
  const [online, setOnline] = useState(() => typeof navigator === "undefined" || navigator.onLine)
  useEffect(() => {
    const on = () => setOnline(true)
    const off = () => setOnline(false)
    window.addEventListener("online", on)
    window.addEventListener("offline", off)
    return () => {
      window.removeEventListener("online", on)
      window.removeEventListener("offline", off)
    }
  }, [])
  return online
}

/**
 * Offline, says so, and how fresh what the screen shows is: the oldest saved copy it read (the
 * service worker stamps each), so a booking shown is never taken for the club's word of now.
 */
export const OfflineNotice = () => {
  const t = useT()
  const online = useOnline()
  const [savedAt, setSavedAt] = useState<string>()
  useEffect(() => onSavedCopy((at) => setSavedAt((before) => (before === undefined || at < before ? at : before))), [])
  const { reload } = useSession()
  const wasOffline = useRef(false)
  useEffect(() => {
    if (!online) wasOffline.current = true
    else {
      setSavedAt(undefined)
      // Back online after starting offline: the session is read again, its CSRF token with it, so a change works.
      if (wasOffline.current) reload().catch(() => undefined)
      wasOffline.current = false
    }
  }, [online, reload])
  if (online) return null
  const when = savedAt === undefined ? undefined : new Date(savedAt)
  return (
    <Alert color="yellow" variant="light" role="status" title={t("offline.title")} m="sm">
      {when === undefined ? t("offline.nothingSaved") : t("offline.savedAt", { at: when })}
    </Alert>
  )
}
