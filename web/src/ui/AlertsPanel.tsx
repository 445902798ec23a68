import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core"
import { Link } from "react-router"
import { type Alert, listAlerts } from "../api/alerts"
import { dateTime, shortDate } from "./format"
import { Loaded, useLoad } from "./load"
import { useT } from "../i18n/I18n"

/** Where a manager goes to act on an alert, where the web client has a screen for it. */
const screenOf = (alert: Alert) =>
  alert.subject_type === "product"
    ? "/manage/shop"
    : alert.subject_type === "membership"
      ? "/manage/memberships"
      : alert.subject_type === "webhook"
        ? "/manage/webhooks"
        : alert.subject_type === "door_opening"
          ? "/desk"
          : undefined

const sinceOf = (since: string, zone: string) => (since.length === 10 ? shortDate(since, zone) : dateTime(since, zone))

/** What the club needs from its staff now (`GET /api/alerts`), urgent first. */
export const AlertsPanel = ({ facilityId, zone, manager }: { facilityId: number; zone: string; manager: boolean }) => {
  const t = useT()
  const alerts = useLoad(() => listAlerts(facilityId), [facilityId])
  return (
    <Card withBorder component="section" aria-label={t("alerts.title")} maw={720}>
      <Title order={2} size="h4" mb="xs">
        {t("alerts.title")}
      </Title>
      <Loaded state={alerts}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t("alerts.none")}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {list.map((a) => {
                const screen = manager ? screenOf(a) : undefined
                return (
                  <li key={`${a.kind}-${a.subject_id}`}>
                    <Group gap="xs" wrap="nowrap" align="start">
                      <Badge color={a.severity === "urgent" ? "red" : "yellow"} variant="light" miw={84}>
                        {t(`alerts.${a.severity}`)}
                      </Badge>
                      <div>
                        <Text size="sm" fw={600}>
                          {screen === undefined ? (
                            a.title
                          ) : (
                            <Anchor component={Link} to={screen}>
                              {a.title}
                            </Anchor>
                          )}
                        </Text>
                        <Text size="sm">{a.detail}</Text>
                        <Text size="xs" c="dimmed">
                          {t("alerts.since", { when: sinceOf(a.since, zone) })}
                        </Text>
                      </div>
                    </Group>
                  </li>
                )
              })}
            </Stack>
          )
        }
      </Loaded>
    </Card>
  )
}
