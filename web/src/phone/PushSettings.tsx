import { Button, Checkbox, Group, Stack, Text, Title } from "@mantine/core"
import { useEffect, useState } from "react"
import {
  changePushTopics,
  pushKey,
  pushSubscriptions,
  subscribePush,
  unsubscribePush,
  type PushSubscriptionView,
} from "../api/push"
import { RuleBroken } from "../api/request"
import { type MessageId, useT } from "../i18n/I18n"
import { Failure, useAction, useLoad } from "../ui/load"

type Topic = PushSubscriptionView["topics"][number]

const TOPICS: ReadonlyArray<readonly [Topic, MessageId]> = [
  ["slot_offers", "push.topic.slot_offers"],
  ["booking_reminders", "push.topic.booking_reminders"],
  ["waitlist_promotions", "push.topic.waitlist_promotions"],
  ["draw_results", "push.topic.draw_results"],
  ["announcements", "push.topic.announcements"],
]

/** Which of the person's subscriptions is this device's: kept on the device, beside its endpoint. */
const THIS_DEVICE = "venue.push.thisDevice"
const rememberedDevice = () => {
  try {
    return JSON.parse(localStorage.getItem(THIS_DEVICE) ?? "null") as { id: number; endpoint: string } | null
  } catch {
    return null
  }
}

const supported = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window

/** The subscription this browser holds now, if any. */
const browserSubscription = async () =>
  (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) ?? undefined

/**
 * Notifications on this device: turned on (the browser asks the person first), for the topics
 * chosen, and off again. Each device is subscribed on its own; the others are listed to remove.
 */
export const PushSettings = () => {
  const t = useT()
  const mine = useLoad(pushSubscriptions, [])
  const [topics, setTopics] = useState<ReadonlyArray<Topic>>(TOPICS.map(([topic]) => topic))
  const [here, setHere] = useState<number>()
  const action = useAction()
  useEffect(() => {
    if (!supported() || mine.data === undefined) return
    void browserSubscription().then((held) => {
      const known = rememberedDevice()
      const id = held !== undefined && known?.endpoint === held.endpoint ? known.id : undefined
      const row = mine.data!.find((s) => s.id === id)
      setHere(row?.id)
      if (row !== undefined) setTopics(row.topics)
    })
  }, [mine.data])
  if (!supported())
    return (
      <section aria-label={t("push.title")}>
        <Title order={2}>{t("push.title")}</Title>
        <Text size="sm">{t("push.unsupported")}</Text>
      </section>
    )
  const turnOn = async () => {
    if ((await Notification.requestPermission()) !== "granted") throw new RuleBroken(t("push.denied"))
    const { public_key } = await pushKey()
    const registration = await navigator.serviceWorker.ready
    const held =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }))
    const json = held.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } }
    const made = await subscribePush({ endpoint: json.endpoint, keys: json.keys, topics })
    localStorage.setItem(THIS_DEVICE, JSON.stringify({ id: made.id, endpoint: json.endpoint }))
  }
  const turnOff = async () => {
    if (here !== undefined) await unsubscribePush(here)
    await (await browserSubscription())?.unsubscribe()
    localStorage.removeItem(THIS_DEVICE)
  }
  const others = (mine.data ?? []).filter((s) => s.id !== here)
  return (
    <Stack gap="sm" component="section" aria-label={t("push.title")}>
      <Title order={2}>{t("push.title")}</Title>
      <Text size="sm">{here === undefined ? t("push.offHere") : t("push.onHere")}</Text>
      {TOPICS.map(([topic, label]) => (
        <Checkbox
          key={topic}
          label={t(label)}
          checked={topics.includes(topic)}
          onChange={(e) => setTopics(e.currentTarget.checked ? [...topics, topic] : topics.filter((x) => x !== topic))}
        />
      ))}
      <Group>
        {here === undefined ? (
          <Button
            loading={action.busy === "on"}
            onClick={() => action.run("on", turnOn, () => mine.reload(), t("push.turnedOn"))}
          >
            {t("push.turnOn")}
          </Button>
        ) : (
          <>
            <Button
              loading={action.busy === "topics"}
              onClick={() =>
                action.run(
                  "topics",
                  () => changePushTopics(here, { topics }),
                  () => mine.reload(),
                  t("push.saved"),
                )
              }
            >
              {t("push.save")}
            </Button>
            <Button
              variant="default"
              loading={action.busy === "off"}
              onClick={() => action.run("off", turnOff, () => mine.reload(), t("push.turnedOff"))}
            >
              {t("push.turnOff")}
            </Button>
          </>
        )}
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
      {others.length > 0 && <Text size="sm">{t("push.otherDevices", { count: others.length })}</Text>}
      {others.map((s) => (
        <Group key={s.id} gap="xs">
          <Text size="sm">{s.push_service}</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() =>
              action.run(
                `remove-${s.id}`,
                () => unsubscribePush(s.id),
                () => mine.reload(),
                t("push.removed"),
              )
            }
          >
            {t("push.remove")}
          </Button>
        </Group>
      ))}
    </Stack>
  )
}
