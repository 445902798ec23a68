import { Alert, Badge, Button, Card, Checkbox, Code, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { WEBHOOK_EVENTS } from "../../../../engine/webhooks/rules"
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  replayWebhookDelivery,
  updateWebhookEndpoint,
  webhookDeliveries,
  type WebhookEndpoint,
  webhookEndpoints,
} from "../../api/webhooks"
import { Confirm } from "../../ui/Confirm"
import { dateTime } from "../../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { type MessageId, useT } from "../../i18n/I18n"

type Event = (typeof WEBHOOK_EVENTS)[number]

const EVENT_LABELS: Record<Event, MessageId> = {
  "reservation.created": "webhooks.event.reservationCreated",
  "reservation.changed": "webhooks.event.reservationChanged",
  "reservation.cancelled": "webhooks.event.reservationCancelled",
  "payment.recorded": "webhooks.event.paymentRecorded",
  "membership.changed": "webhooks.event.membershipChanged",
}

/**
 * The club's webhooks for integrators: addresses told of its bookings, payments and memberships,
 * each delivery signed with the address's secret (shown once), retried, and visible with the answer.
 */
export const WebhooksEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const endpoints = useLoad(() => webhookEndpoints(facilityId), [facilityId])
  const [url, setUrl] = useState("")
  const [events, setEvents] = useState<Array<Event>>(["reservation.created", "reservation.cancelled"])
  const [secret, setSecret] = useState<{ url: string; secret: string }>()
  const [open, setOpen] = useState<number>()
  const [deleting, setDeleting] = useState<WebhookEndpoint>()
  const [moving, setMoving] = useState<WebhookEndpoint>()
  const action = useAction()
  return (
    <Stack gap="md" component="section" aria-label={t("webhooks.title")}>
      <Title order={2} size="h4">
        {t("webhooks.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("webhooks.says")}
      </Text>
      {secret !== undefined && (
        <Alert title={t("webhooks.copySecret")} color="yellow" withCloseButton onClose={() => setSecret(undefined)}>
          <Text size="sm">{t("webhooks.giveSecret", { url: secret.url })}</Text>
          <Code aria-label={t("webhooks.secret")}>{secret.secret}</Code>
        </Alert>
      )}
      <Loaded state={endpoints}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{t("webhooks.none")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t("webhooks.addresses")}>
                <Table.Tbody>
                  {rows.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        <Text size="sm" style={{ wordBreak: "break-all" }}>
                          {e.url}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {e.events.map((k) => t(EVENT_LABELS[k])).join(", ")}
                        </Text>
                        {e.version === 1 && (
                          <Text size="xs" c="orange">
                            {t("webhooks.version1")}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={!e.active ? "gray" : e.failing > 0 ? "red" : "teal"}>
                          {!e.active
                            ? t("webhooks.paused")
                            : e.failing > 0
                              ? t("webhooks.failing", { count: e.failing })
                              : t("webhooks.active")}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="light" onClick={() => setOpen(open === e.id ? undefined : e.id)}>
                            {t("webhooks.deliveries")}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            loading={action.busy === `active-${e.id}`}
                            onClick={() =>
                              void action.run(
                                `active-${e.id}`,
                                () => updateWebhookEndpoint(facilityId, e.id, { active: !e.active }),
                                endpoints.reload,
                                t(e.active ? "webhooks.pausedDone" : "webhooks.resumedDone"),
                              )
                            }
                          >
                            {t(e.active ? "webhooks.pause" : "webhooks.resume")}
                          </Button>
                          {e.version === 1 && (
                            <Button size="xs" variant="light" color="orange" onClick={() => setMoving(e)}>
                              {t("webhooks.useVersion2")}
                            </Button>
                          )}
                          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(e)}>
                            {t("common.delete")}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </Loaded>
      {open !== undefined && <Deliveries key={open} facilityId={facilityId} endpointId={open} zone={zone} />}
      <Card withBorder>
        <Stack
          gap="xs"
          component="form"
          aria-label={t("webhooks.new")}
          onSubmit={(e) => {
            e.preventDefault()
            void action.run(
              "create",
              async () => {
                const made = await createWebhookEndpoint(facilityId, { url: url.trim(), events })
                setSecret({ url: made.url, secret: made.secret })
              },
              () => (setUrl(""), endpoints.reload()),
              t("webhooks.added"),
            )
          }}
        >
          <TextInput
            label={t("webhooks.address")}
            placeholder="https://example.com/venue-events"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <Checkbox.Group label={t("webhooks.events")} value={events} onChange={(v) => setEvents(v as Array<Event>)}>
            <Group mt={4}>
              {WEBHOOK_EVENTS.map((k) => (
                <Checkbox key={k} value={k} label={t(EVENT_LABELS[k])} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={action.busy === "create"}>
              {t("webhooks.add")}
            </Button>
          </Group>
        </Stack>
      </Card>
      {action.error !== undefined && <Failure message={action.error} />}
      {moving !== undefined && (
        <Confirm
          title={t("webhooks.version2Title")}
          confirm={t("webhooks.useVersion2")}
          color="orange"
          done={t("webhooks.version2Done")}
          onConfirm={() => updateWebhookEndpoint(facilityId, moving.id, { version: 2 }).then(endpoints.reload)}
          onClose={() => setMoving(undefined)}
        >
          <Text size="sm">{t("webhooks.version2Says", { url: moving.url })}</Text>
        </Confirm>
      )}
      {deleting !== undefined && (
        <Confirm
          title={t("webhooks.deleteTitle")}
          confirm={t("webhooks.delete")}
          done={t("webhooks.deleted")}
          onConfirm={() =>
            deleteWebhookEndpoint(facilityId, deleting.id).then(() => (setOpen(undefined), endpoints.reload()))
          }
          onClose={() => setDeleting(undefined)}
        >
          <Text size="sm">{t("webhooks.deleteSays", { url: deleting.url })}</Text>
        </Confirm>
      )}
    </Stack>
  )
}

const STATUS_COLORS = { delivered: "teal", pending: "yellow", failed: "red" } as const

/** An address's deliveries, newest first, with the answer each got; any can be sent again. */
const Deliveries = ({ facilityId, endpointId, zone }: { facilityId: number; endpointId: number; zone: string }) => {
  const t = useT()
  const [page, setPage] = useState(1)
  const list = useLoad(() => webhookDeliveries(facilityId, endpointId, page), [facilityId, endpointId, page])
  const action = useAction()
  return (
    <Card withBorder component="section" aria-label={t("webhooks.deliveries")}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t("webhooks.deliveries")}
        </Title>
        <Button size="xs" variant="default" onClick={() => void list.reload()}>
          {t("webhooks.refresh")}
        </Button>
      </Group>
      <Loaded state={list}>
        {(data) =>
          data.deliveries.length === 0 ? (
            <Text c="dimmed">{t("webhooks.nothingSent")}</Text>
          ) : (
            <Stack gap="xs">
              <Table.ScrollContainer minWidth={640}>
                <Table aria-label={t("webhooks.deliveries")}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("webhooks.when")}</Table.Th>
                      <Table.Th>{t("webhooks.event")}</Table.Th>
                      <Table.Th>{t("webhooks.status")}</Table.Th>
                      <Table.Th>{t("webhooks.answer")}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.deliveries.map((d) => (
                      <Table.Tr key={d.id}>
                        <Table.Td>{dateTime(d.created_at, zone)}</Table.Td>
                        <Table.Td>{t(EVENT_LABELS[d.event_type])}</Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLORS[d.status]}>{t(`webhooks.status.${d.status}`)}</Badge>
                          <Text size="xs" c="dimmed">
                            {d.status === "pending" && d.next_at !== null
                              ? t("webhooks.triesNext", { count: d.attempts, next: dateTime(d.next_at, zone) })
                              : t("webhooks.tries", { count: d.attempts })}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {d.response_status !== null ? `HTTP ${d.response_status}` : (d.error ?? "")}
                          </Text>
                          {d.response_body !== null && d.response_body !== "" && (
                            <Text size="xs" c="dimmed" lineClamp={2}>
                              {d.response_body}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={t("webhooks.sendAgainNamed", { id: d.id })}
                            loading={action.busy === `replay-${d.id}`}
                            onClick={() =>
                              void action.run(
                                `replay-${d.id}`,
                                () => replayWebhookDelivery(facilityId, d.id),
                                list.reload,
                                t("webhooks.queued"),
                              )
                            }
                          >
                            {t("webhooks.sendAgain")}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {(page > 1 || data.has_more) && (
                <Group justify="center">
                  <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
                    {t("audit.newer")}
                  </Button>
                  <Text size="sm">{t("audit.page", { page })}</Text>
                  <Button variant="default" size="xs" disabled={!data.has_more} onClick={() => setPage(page + 1)}>
                    {t("audit.older")}
                  </Button>
                </Group>
              )}
            </Stack>
          )
        }
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
    </Card>
  )
}
