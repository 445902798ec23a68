import { Button, Group, Paper, Text } from "@mantine/core"
import { useState } from "react"
import { createCookieConsents } from "../api/site"
import { CONSENT_STORAGE } from "./consentStorage"
import { Failure, useAction } from "./load"

const answered = () => {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE) !== null
  } catch {
    // Storage refused (private mode): ask again next time rather than fail.
    return false
  }
}

/**
 * Asked once per browser: the site sets one cookie, to keep a person signed in, and nothing for
 * statistics or marketing. The answer is recorded (SPEC's cookie consent) and its key kept here.
 */
export const ConsentNotice = () => {
  const [open, setOpen] = useState(() => !answered())
  const action = useAction()
  if (!open) return null
  const accept = () =>
    action.run("ok", async () => {
      const consent = await createCookieConsents({ categories: ["necessary"] })
      window.localStorage.setItem(CONSENT_STORAGE, JSON.stringify({ key: consent.key, categories: consent.categories }))
      setOpen(false)
    })
  return (
    <Paper withBorder p="sm" m="sm" component="section" aria-label="Cookies">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          Venue sets one cookie, to keep you signed in. It uses no cookies for statistics or marketing.
        </Text>
        <Button size="compact-sm" onClick={() => void accept()} loading={action.busy === "ok"}>
          Understood
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
    </Paper>
  )
}
