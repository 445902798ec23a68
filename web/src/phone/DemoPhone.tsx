import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core"
import { useEffect } from "react"
import { demoPhone } from "../api/push"
import { useT } from "../i18n/I18n"
import { dateTime } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"

/** How often the panel asks again: a slot offer is pushed within seconds of a court coming free. */
const EVERY_MS = 5_000

/**
 * Demo mode: the notifications the demo's phone received (a player's device at the server's fake
 * push service), as a lock screen shows them, newest first, so a demo can follow a push as it does mail.
 */
export const DemoPhone = () => {
  const t = useT()
  const inbox = useLoad(demoPhone, [])
  const { reload } = inbox
  useEffect(() => {
    const timer = setInterval(() => void reload(), EVERY_MS)
    return () => clearInterval(timer)
  }, [reload])
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <Stack gap="xs" component="section" aria-labelledby="demo-phone">
      <Loaded state={inbox}>
        {({ owner, received }) => (
          <>
            <Title order={2} id="demo-phone">
              {t("demoPhone.title", { owner })}
            </Title>
            <Text>{t("demoPhone.about", { owner })}</Text>
            {received.length === 0 ? (
              <Text c="dimmed">{t("demoPhone.none")}</Text>
            ) : (
              <Stack gap="xs" component="ul" className="plain-list" aria-label={t("demoPhone.list")}>
                {received.map(({ received_at, payload }) => (
                  <Card key={`${received_at}-${payload.tag}`} component="li" withBorder padding="sm">
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Text fw={600}>{payload.title}</Text>
                      <Text size="sm" c="dimmed">
                        {dateTime(received_at, zone)}
                      </Text>
                    </Group>
                    <Text size="sm">{payload.body}</Text>
                    <Group gap="md" mt={4}>
                      <Anchor href={payload.url} size="sm">
                        {t("demoPhone.open")}
                      </Anchor>
                      {payload.actions.map((a) => (
                        <Anchor key={a.action} href={a.url} size="sm">
                          {a.title}
                        </Anchor>
                      ))}
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </>
        )}
      </Loaded>
    </Stack>
  )
}
