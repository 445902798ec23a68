import { Anchor, Button, Checkbox, Code, Group, NumberInput, Stack, Text, Title } from "@mantine/core"
import { useEffect, useState } from "react"
import {
  type CalendarFeed,
  calendarFeed,
  notificationSettings,
  renewCalendarFeed,
  saveNotificationSettings,
  stopCalendarFeed,
} from "../api/notifications"
import { Confirm } from "./Confirm"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { type MessageId, useT } from "../i18n/I18n"

type Kind = Awaited<ReturnType<typeof notificationSettings>>["kinds"][number]

const LABELS: Record<Kind, MessageId> = {
  booking_confirmation: "notify.kind.booking_confirmation",
  booking_reminder: "notify.kind.booking_reminder",
  booking_cancellation: "notify.kind.booking_cancellation",
  lesson_request_outcome: "notify.kind.lesson_request_outcome",
  waitlist_promotion: "notify.kind.waitlist_promotion",
  receipt: "notify.kind.receipt",
}

/** Which mails the person gets, how long before a booking they are reminded, and their calendar feed. */
export const NotificationSettingsPanel = () => {
  const t = useT()
  const settings = useLoad(notificationSettings, [])
  const [muted, setMuted] = useState<ReadonlyArray<Kind>>([])
  const [hours, setHours] = useState<number | string>(24)
  useEffect(() => {
    if (settings.data === undefined) return
    setMuted(settings.data.muted)
    setHours(settings.data.reminder_hours)
  }, [settings.data])
  const action = useAction()
  return (
    <Stack gap="sm" component="section" aria-label={t("notify.title")} id="notifications">
      <Title order={2}>{t("notify.title")}</Title>
      <Loaded state={settings}>
        {(current) => (
          <>
            <Text size="sm">{t("notify.mailMe")}</Text>
            {current.kinds.map((kind) => (
              <Checkbox
                key={kind}
                label={t(LABELS[kind])}
                checked={!muted.includes(kind)}
                onChange={(e) => setMuted(e.currentTarget.checked ? muted.filter((k) => k !== kind) : [...muted, kind])}
              />
            ))}
            <NumberInput
              label={t("notify.remindHours")}
              min={0}
              max={168}
              value={hours}
              onChange={setHours}
              maw={360}
            />
            <Group>
              <Button
                loading={action.busy === "save"}
                onClick={() =>
                  action.run(
                    "save",
                    () => saveNotificationSettings({ muted, reminder_hours: Number(hours) }),
                    () => settings.reload(),
                    t("notify.saved"),
                  )
                }
              >
                {t("notify.save")}
              </Button>
            </Group>
            {action.error !== undefined && <Failure message={action.error} />}
          </>
        )}
      </Loaded>
      <CalendarFeedPanel />
    </Stack>
  )
}

/** The person's private calendar address, shown on asking; renewing or stopping it asks first. */
const CalendarFeedPanel = () => {
  const t = useT()
  const [feed, setFeed] = useState<NonNullable<CalendarFeed>>()
  const [asking, setAsking] = useState<"renew" | "stop">()
  const action = useAction()
  return (
    <Stack gap="xs" component="section" aria-label={t("feed.title")}>
      <Title order={3} size="h4">
        {t("feed.title")}
      </Title>
      <Text size="sm">{t("feed.about")}</Text>
      {feed === undefined ? (
        <Group>
          <Button
            variant="default"
            loading={action.busy === "show"}
            onClick={() =>
              action.run("show", () =>
                calendarFeed()
                  .then((found) => found ?? renewCalendarFeed())
                  .then(setFeed),
              )
            }
          >
            {t("feed.show")}
          </Button>
        </Group>
      ) : (
        <>
          <Code block aria-label={t("feed.address")} tabIndex={0}>
            {feed.url}
          </Code>
          <Group>
            <Anchor href={feed.webcal}>{t("feed.subscribe")}</Anchor>
            <Button variant="default" size="xs" onClick={() => navigator.clipboard?.writeText(feed.url)}>
              {t("feed.copy")}
            </Button>
            <Button variant="default" size="xs" onClick={() => setAsking("renew")}>
              {t("feed.newAddress")}
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={() => setAsking("stop")}>
              {t("feed.stop")}
            </Button>
          </Group>
        </>
      )}
      {action.error !== undefined && <Failure message={action.error} />}
      {asking !== undefined && (
        <Confirm
          title={t(asking === "renew" ? "feed.renewTitle" : "feed.stopTitle")}
          confirm={t(asking === "renew" ? "feed.renewConfirm" : "feed.stop")}
          done={t(asking === "renew" ? "feed.renewed" : "feed.stopped")}
          onConfirm={() =>
            asking === "renew" ? renewCalendarFeed().then(setFeed) : stopCalendarFeed().then(() => setFeed(undefined))
          }
          onClose={() => setAsking(undefined)}
        >
          <Text size="sm">{t(asking === "renew" ? "feed.renewNote" : "feed.stopNote")}</Text>
        </Confirm>
      )}
    </Stack>
  )
}
