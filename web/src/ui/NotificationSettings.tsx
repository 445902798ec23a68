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

type Kind = Awaited<ReturnType<typeof notificationSettings>>["kinds"][number]

const LABELS: Record<Kind, string> = {
  booking_confirmation: "Booking confirmations",
  booking_reminder: "Reminders before a booking",
  booking_cancellation: "Cancellations",
  lesson_request_outcome: "Answers to lesson requests",
  waitlist_promotion: "A place from a waitlist",
  receipt: "Shop receipts",
}

/** Which mails the person gets, how long before a booking they are reminded, and their calendar feed. */
export const NotificationSettingsPanel = () => {
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
    <Stack gap="sm" component="section" aria-label="Notifications" id="notifications">
      <Title order={2}>Notifications</Title>
      <Loaded state={settings}>
        {(current) => (
          <>
            <Text size="sm">Mail me:</Text>
            {current.kinds.map((kind) => (
              <Checkbox
                key={kind}
                label={LABELS[kind]}
                checked={!muted.includes(kind)}
                onChange={(e) => setMuted(e.currentTarget.checked ? muted.filter((k) => k !== kind) : [...muted, kind])}
              />
            ))}
            <NumberInput
              label="Remind me this many hours before a booking (0: never)"
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
                    "Notification settings saved.",
                  )
                }
              >
                Save notification settings
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
  const [feed, setFeed] = useState<NonNullable<CalendarFeed>>()
  const [asking, setAsking] = useState<"renew" | "stop">()
  const action = useAction()
  return (
    <Stack gap="xs" component="section" aria-label="Calendar feed">
      <Title order={3} size="h4">
        Calendar feed
      </Title>
      <Text size="sm">
        Your bookings at every club in your phone's calendar, kept up to date. The address is private: anyone who has it
        sees your bookings.
      </Text>
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
            Show my calendar address
          </Button>
        </Group>
      ) : (
        <>
          <Code block aria-label="Calendar address" tabIndex={0}>
            {feed.url}
          </Code>
          <Group>
            <Anchor href={feed.webcal}>Subscribe on this device</Anchor>
            <Button variant="default" size="xs" onClick={() => navigator.clipboard?.writeText(feed.url)}>
              Copy
            </Button>
            <Button variant="default" size="xs" onClick={() => setAsking("renew")}>
              New address
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={() => setAsking("stop")}>
              Stop the feed
            </Button>
          </Group>
        </>
      )}
      {action.error !== undefined && <Failure message={action.error} />}
      {asking !== undefined && (
        <Confirm
          title={asking === "renew" ? "A new calendar address?" : "Stop the calendar feed?"}
          confirm={asking === "renew" ? "Make a new address" : "Stop the feed"}
          done={asking === "renew" ? "New calendar address made." : "Calendar feed stopped."}
          onConfirm={() =>
            asking === "renew" ? renewCalendarFeed().then(setFeed) : stopCalendarFeed().then(() => setFeed(undefined))
          }
          onClose={() => setAsking(undefined)}
        >
          <Text size="sm">
            The address you have now stops working at once: calendars subscribed to it stop showing your bookings
            {asking === "renew" ? " until you subscribe them to the new one" : ""}.
          </Text>
        </Confirm>
      )}
    </Stack>
  )
}
