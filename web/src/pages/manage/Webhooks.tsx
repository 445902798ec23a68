import { Alert, Badge, Button, Card, Checkbox, Code, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { WEBHOOK_EVENTS } from "../../../../engine/webhooks"
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

type Event = (typeof WEBHOOK_EVENTS)[number]

const EVENT_LABELS: Record<Event, string> = {
  "reservation.created": "Booking made",
  "reservation.changed": "Booking changed",
  "reservation.cancelled": "Booking cancelled",
  "payment.recorded": "Payment recorded",
  "membership.changed": "Membership changed",
}

/**
 * The club's webhooks for integrators: addresses told of its bookings, payments and memberships,
 * each delivery signed with the address's secret (shown once), retried, and visible with the answer.
 */
export const WebhooksEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const endpoints = useLoad(() => webhookEndpoints(facilityId), [facilityId])
  const [url, setUrl] = useState("")
  const [events, setEvents] = useState<Array<Event>>(["reservation.created", "reservation.cancelled"])
  const [secret, setSecret] = useState<{ url: string; secret: string }>()
  const [open, setOpen] = useState<number>()
  const [deleting, setDeleting] = useState<WebhookEndpoint>()
  const [moving, setMoving] = useState<WebhookEndpoint>()
  const action = useAction()
  return (
    <Stack gap="md" component="section" aria-label="Webhooks">
      <Title order={2} size="h4">
        Webhooks
      </Title>
      <Text size="sm" c="dimmed">
        Addresses of your other systems, told at once of what happens at the club. Each delivery is signed in its
        Venue-Signature header with the address&apos;s secret; failed ones are tried again for half a day.
      </Text>
      {secret !== undefined && (
        <Alert title="Copy the signing secret now" color="yellow" withCloseButton onClose={() => setSecret(undefined)}>
          <Text size="sm">Give this secret to the system at {secret.url}: it is shown only now.</Text>
          <Code aria-label="Signing secret">{secret.secret}</Code>
        </Alert>
      )}
      <Loaded state={endpoints}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">No webhooks yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Webhook addresses">
                <Table.Tbody>
                  {rows.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        <Text size="sm" style={{ wordBreak: "break-all" }}>
                          {e.url}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {e.events.map((k) => EVENT_LABELS[k]).join(", ")}
                        </Text>
                        {e.version === 1 && (
                          <Text size="xs" c="orange">
                            Sends version 1 (table rows), which is being retired.
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={!e.active ? "gray" : e.failing > 0 ? "red" : "teal"}>
                          {!e.active ? "Paused" : e.failing > 0 ? `${e.failing} failing` : "Active"}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="light" onClick={() => setOpen(open === e.id ? undefined : e.id)}>
                            Deliveries
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
                                e.active ? "Webhook paused." : "Webhook resumed.",
                              )
                            }
                          >
                            {e.active ? "Pause" : "Resume"}
                          </Button>
                          {e.version === 1 && (
                            <Button size="xs" variant="light" color="orange" onClick={() => setMoving(e)}>
                              Use version 2
                            </Button>
                          )}
                          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(e)}>
                            Delete
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
          aria-label="New webhook"
          onSubmit={(e) => {
            e.preventDefault()
            void action.run(
              "create",
              async () => {
                const made = await createWebhookEndpoint(facilityId, { url: url.trim(), events })
                setSecret({ url: made.url, secret: made.secret })
              },
              () => (setUrl(""), endpoints.reload()),
              "Webhook added.",
            )
          }}
        >
          <TextInput
            label="Address"
            placeholder="https://example.com/venue-events"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <Checkbox.Group label="Events" value={events} onChange={(v) => setEvents(v as Array<Event>)}>
            <Group mt={4}>
              {WEBHOOK_EVENTS.map((k) => (
                <Checkbox key={k} value={k} label={EVENT_LABELS[k]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={action.busy === "create"}>
              Add webhook
            </Button>
          </Group>
        </Stack>
      </Card>
      {action.error !== undefined && <Failure message={action.error} />}
      {moving !== undefined && (
        <Confirm
          title="Send version 2 payloads?"
          confirm="Use version 2"
          color="orange"
          done="The webhook sends version 2."
          onConfirm={() => updateWebhookEndpoint(facilityId, moving.id, { version: 2 }).then(endpoints.reload)}
          onClose={() => setMoving(undefined)}
        >
          <Text size="sm">
            {moving.url} receives the small version 2 payloads from now on instead of table rows. Change the receiving
            system first: it must read the new shape (see the API guide, Webhooks).
          </Text>
        </Confirm>
      )}
      {deleting !== undefined && (
        <Confirm
          title="Delete this webhook?"
          confirm="Delete webhook"
          done="Webhook deleted."
          onConfirm={() =>
            deleteWebhookEndpoint(facilityId, deleting.id).then(() => (setOpen(undefined), endpoints.reload()))
          }
          onClose={() => setDeleting(undefined)}
        >
          <Text size="sm">
            {deleting.url} is told of nothing more, and its deliveries are no longer shown. Pause it instead to keep
            them.
          </Text>
        </Confirm>
      )}
    </Stack>
  )
}

const STATUS_COLORS = { delivered: "teal", pending: "yellow", failed: "red" } as const

/** An address's deliveries, newest first, with the answer each got; any can be sent again. */
const Deliveries = ({ facilityId, endpointId, zone }: { facilityId: number; endpointId: number; zone: string }) => {
  const [page, setPage] = useState(1)
  const list = useLoad(() => webhookDeliveries(facilityId, endpointId, page), [facilityId, endpointId, page])
  const action = useAction()
  return (
    <Card withBorder component="section" aria-label="Deliveries">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Deliveries
        </Title>
        <Button size="xs" variant="default" onClick={() => void list.reload()}>
          Refresh
        </Button>
      </Group>
      <Loaded state={list}>
        {(data) =>
          data.deliveries.length === 0 ? (
            <Text c="dimmed">Nothing sent yet.</Text>
          ) : (
            <Stack gap="xs">
              <Table.ScrollContainer minWidth={640}>
                <Table aria-label="Deliveries">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Event</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Answer</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.deliveries.map((d) => (
                      <Table.Tr key={d.id}>
                        <Table.Td>{dateTime(d.created_at, zone)}</Table.Td>
                        <Table.Td>{EVENT_LABELS[d.event_type]}</Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLORS[d.status]}>{d.status}</Badge>
                          <Text size="xs" c="dimmed">
                            {d.attempts} {d.attempts === 1 ? "try" : "tries"}
                            {d.status === "pending" && d.next_at !== null ? `, next ${dateTime(d.next_at, zone)}` : ""}
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
                            aria-label={`Send delivery ${d.id} again`}
                            loading={action.busy === `replay-${d.id}`}
                            onClick={() =>
                              void action.run(
                                `replay-${d.id}`,
                                () => replayWebhookDelivery(facilityId, d.id),
                                list.reload,
                                "Delivery queued to be sent again.",
                              )
                            }
                          >
                            Send again
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
                    Newer
                  </Button>
                  <Text size="sm">Page {page}</Text>
                  <Button variant="default" size="xs" disabled={!data.has_more} onClick={() => setPage(page + 1)}>
                    Older
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
