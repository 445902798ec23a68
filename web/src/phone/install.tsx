import { Button, Card, Group, Text } from "@mantine/core"
import { useEffect, useState } from "react"
import { useT } from "../i18n/I18n"

/** Chrome's and Edge's install prompt, held until the moment it is offered. */
interface InstallPrompt extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>
}

const BOOKED = "venue.install.afterBooking"
const ANSWERED = "venue.install.answered"

let held: InstallPrompt | undefined
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

// The browser offers this once, early: it is held for the moment it helps (after a first booking).
if (typeof window !== "undefined")
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault()
    held = event as InstallPrompt
    changed()
  })

/** A booking was made: the next screen may offer the app, once. */
export const bookedOnThisDevice = () => {
  localStorage.setItem(BOOKED, "1")
  changed()
}

const installed = () => window.matchMedia?.("(display-mode: standalone)").matches === true

/**
 * Offers to add the app to the home screen after the person's first booking, where the browser
 * can install it; asked once: "Not now" is an answer, and it is never asked again on this device.
 */
export const InstallOffer = () => {
  const t = useT()
  const [, redraw] = useState(0)
  useEffect(() => {
    const listener = () => redraw((n) => n + 1)
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }, [])
  if (held === undefined || installed() || localStorage.getItem(BOOKED) === null || localStorage.getItem(ANSWERED))
    return null
  const answer = () => {
    localStorage.setItem(ANSWERED, "1")
    held = undefined
    changed()
  }
  return (
    <Card withBorder m="sm" component="aside" aria-label={t("install.title")}>
      <Text fw={700}>{t("install.title")}</Text>
      <Text size="sm">{t("install.why")}</Text>
      <Group mt="xs" gap="xs">
        <Button
          size="xs"
          onClick={() => {
            const prompt = held
            answer()
            void prompt?.prompt()
          }}
        >
          {t("install.add")}
        </Button>
        <Button size="xs" variant="default" onClick={answer}>
          {t("install.notNow")}
        </Button>
      </Group>
    </Card>
  )
}
