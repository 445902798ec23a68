import { Button, Group, Paper, Text } from "@mantine/core"
import { useT } from "../i18n/I18n"
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
 * statistics or marketing. The answer is recorded (the API's cookie consent) and its key kept here.
 */
export const ConsentNotice = () => {
  const t = useT()
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
    <Paper withBorder p="sm" m="sm" component="section" aria-label={t("consent.title")}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t("consent.text")}</Text>
        <Button size="compact-sm" onClick={() => void accept()} loading={action.busy === "ok"}>
          {t("consent.ok")}
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
    </Paper>
  )
}
