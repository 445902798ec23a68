import { Button, Group, Notification } from "@mantine/core"
import { useRegisterSW } from "virtual:pwa-register/react"
import { useT } from "../i18n/I18n"

/**
 * Registers the service worker, and when a new version of the app has arrived, says so and lets
 * the person choose when it takes over: never in the middle of a booking by itself.
 */
export const AppUpdate = () => {
  const t = useT()
  const {
    needRefresh: [ready, setReady],
    updateServiceWorker,
  } = useRegisterSW()
  if (!ready) return null
  return (
    <Notification
      className="app-update"
      role="status"
      title={t("update.ready")}
      withCloseButton={false}
      style={{ position: "fixed", bottom: 16, right: 16, zIndex: 300, maxWidth: 360 }}
      // Mantine's grey description reads at 3.3:1 on white; the text colour keeps 4.5:1.
      styles={{ description: { color: "var(--mantine-color-text)" } }}
    >
      {t("update.when")}
      <Group mt="xs" gap="xs">
        <Button size="xs" onClick={() => void updateServiceWorker(true)}>
          {t("update.now")}
        </Button>
        <Button size="xs" variant="default" onClick={() => setReady(false)}>
          {t("update.later")}
        </Button>
      </Group>
    </Notification>
  )
}
