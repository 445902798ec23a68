import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { type AuditEntry, facilityLogs } from "../../api/auditLog"
import { timeOf, todayAt } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"

/** What each audited table is, in the words of the club. */
const SUBJECTS: Record<string, string> = {
  facilities: "Club settings",
  facility_users: "Staff and roles",
  facility_schedules: "Opening hours",
  facility_waivers: "Waiver",
  facility_credentials: "Credential",
  courts: "Court",
  court_rates: "Court rate",
  schedule_rules: "Schedule rule",
  reservations: "Booking",
  reservation_fees: "Booking fee",
  payments: "Payment",
  credit_lots: "Club credit",
  coupons: "Coupon",
  accounts: "Club account",
  account_entries: "Club account entry",
  card_readers: "Card reader",
  bank_accounts: "Bank account",
  teacher_profiles: "Teacher",
  teacher_prices: "Lesson price",
  clinics: "Clinic",
  clinic_prices: "Clinic price",
  clinic_lessons: "Clinic session",
  user_clinics: "Clinic place",
  membership_plans: "Membership plan",
  membership_plan_prices: "Plan price",
  memberships: "Membership",
  membership_charges: "Membership charge",
  product_categories: "Product category",
  products: "Product",
  stock_entries: "Stock entry",
  orders: "Shop order",
  order_returns: "Shop return",
  comments: "Note",
  groups: "Group",
  announcements: "Announcement",
  facility_posts: "Post",
  banner_ads: "Banner",
  leaderboards: "Leaderboard",
  external_camera_devices: "Camera",
}

const shown = (value: unknown) =>
  value === null || value === undefined ? "—" : typeof value === "object" ? JSON.stringify(value) : String(value)

/** Each changed field: before → after (a creation shows what was set, a deletion what was there). */
const Changes = ({ entry }: { entry: AuditEntry }) => {
  const fields = Object.keys(entry.after ?? entry.before ?? {}).filter((k) => k !== "id" && k !== "facility_id")
  return (
    <Stack gap={0}>
      {fields.map((field) => (
        <Text key={field} size="xs">
          <Text span fw={600} size="xs">
            {field}
          </Text>
          {": "}
          {entry.action === "changed"
            ? `${shown(entry.before?.[field])} → ${shown(entry.after?.[field])}`
            : shown((entry.after ?? entry.before)?.[field])}
        </Text>
      ))}
    </Stack>
  )
}

/** The club's audit log: who changed what on a day, newest first, filtered by person and kind. */
export const AuditLogView = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const [date, setDate] = useState(todayAt(zone))
  const [subject, setSubject] = useState<string | null>(null)
  const [actor, setActor] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const day = useLoad(
    () =>
      facilityLogs(facilityId, {
        date,
        page,
        ...(subject === null ? {} : { subject }),
        ...(actor === null ? {} : { actor_id: Number(actor) }),
      }),
    [facilityId, date, page, subject, actor],
  )
  // The people who changed something that day, for the filter (from the day's first page unfiltered).
  const everyone = useLoad(() => facilityLogs(facilityId, { date }), [facilityId, date])
  const people = [...new Map((everyone.data ?? []).map((e) => [String(e.actor.id), e.actor.name])).entries()]
  const reset = () => setPage(1)
  return (
    <Stack gap="sm" component="section" aria-label="Audit log">
      <Title order={2} size="h4">
        Audit log
      </Title>
      <Text size="sm" c="dimmed">
        Every change the club's staff made, as the database recorded it: who, when, through which request, and each
        changed field before and after. Nobody can edit or delete it.
      </Text>
      <Group align="end">
        <TextInput
          type="date"
          label="Day"
          value={date}
          onChange={(e) => (setDate(e.currentTarget.value || todayAt(zone)), reset())}
        />
        <Select
          label="What"
          placeholder="Everything"
          clearable
          data={Object.entries(SUBJECTS).map(([value, label]) => ({ value, label }))}
          value={subject}
          onChange={(v) => (setSubject(v), reset())}
        />
        <Select
          label="Who"
          placeholder="Everyone"
          clearable
          data={people.map(([value, label]) => ({ value, label }))}
          value={actor}
          onChange={(v) => (setActor(v), reset())}
        />
      </Group>
      <Loaded state={day}>
        {(entries) =>
          entries.length === 0 ? (
            <Text c="dimmed">{page === 1 ? "No changes recorded on this day." : "No more changes on this day."}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Changes" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th>Changes</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>{timeOf(e.at, zone)}</Table.Td>
                      <Table.Td>
                        {e.actor.name}
                        {e.app !== null && (
                          <Text size="xs" c="dimmed">
                            through {e.app.name}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {SUBJECTS[e.subject] ?? e.subject}
                          {e.subject_id === null ? "" : ` #${e.subject_id}`}{" "}
                          <Badge size="xs" variant="light" color={e.action === "deleted" ? "red" : "blue"}>
                            {e.action}
                          </Badge>
                        </Text>
                        {e.request !== null && (
                          <Text size="xs" c="dimmed" title={e.request_id ?? undefined}>
                            {e.request}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Changes entry={e} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </Loaded>
      <Group>
        <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <Text size="sm">Page {page}</Text>
        <Button variant="default" size="xs" disabled={(day.data?.length ?? 0) < 50} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </Group>
    </Stack>
  )
}
