import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { type AuditEntry, facilityLogs } from "../../api/auditLog"
import { timeOf, todayAt } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"
import { type MessageId, useT } from "../../i18n/I18n"

/** What each audited table is, in the words of the club. */
const SUBJECTS: Record<string, MessageId> = {
  facilities: "audit.subject.facilities",
  facility_users: "audit.subject.facility_users",
  facility_schedules: "audit.subject.facility_schedules",
  facility_waivers: "audit.subject.facility_waivers",
  facility_credentials: "audit.subject.facility_credentials",
  courts: "audit.subject.courts",
  court_rates: "audit.subject.court_rates",
  schedule_rules: "audit.subject.schedule_rules",
  reservations: "audit.subject.reservations",
  reservation_fees: "audit.subject.reservation_fees",
  payments: "audit.subject.payments",
  credit_lots: "audit.subject.credit_lots",
  coupons: "audit.subject.coupons",
  accounts: "audit.subject.accounts",
  account_entries: "audit.subject.account_entries",
  card_readers: "audit.subject.card_readers",
  bank_accounts: "audit.subject.bank_accounts",
  teacher_profiles: "audit.subject.teacher_profiles",
  teacher_prices: "audit.subject.teacher_prices",
  clinics: "audit.subject.clinics",
  clinic_prices: "audit.subject.clinic_prices",
  clinic_lessons: "audit.subject.clinic_lessons",
  user_clinics: "audit.subject.user_clinics",
  membership_plans: "audit.subject.membership_plans",
  membership_plan_prices: "audit.subject.membership_plan_prices",
  memberships: "audit.subject.memberships",
  membership_charges: "audit.subject.membership_charges",
  product_categories: "audit.subject.product_categories",
  products: "audit.subject.products",
  stock_entries: "audit.subject.stock_entries",
  orders: "audit.subject.orders",
  order_returns: "audit.subject.order_returns",
  comments: "audit.subject.comments",
  groups: "audit.subject.groups",
  announcements: "audit.subject.announcements",
  facility_posts: "audit.subject.facility_posts",
  banner_ads: "audit.subject.banner_ads",
  leaderboards: "audit.subject.leaderboards",
  external_camera_devices: "audit.subject.external_camera_devices",
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
  const t = useT()
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
    <Stack gap="sm" component="section" aria-label={t("audit.title")}>
      <Title order={2} size="h4">
        {t("audit.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("audit.says")}
      </Text>
      <Group align="end">
        <TextInput
          type="date"
          label={t("audit.day")}
          value={date}
          onChange={(e) => (setDate(e.currentTarget.value || todayAt(zone)), reset())}
        />
        <Select
          label={t("audit.what")}
          placeholder={t("audit.everything")}
          clearable
          data={Object.entries(SUBJECTS).map(([value, label]) => ({ value, label: t(label) }))}
          value={subject}
          onChange={(v) => (setSubject(v), reset())}
        />
        <Select
          label={t("audit.who")}
          placeholder={t("audit.everyone")}
          clearable
          data={people.map(([value, label]) => ({ value, label }))}
          value={actor}
          onChange={(v) => (setActor(v), reset())}
        />
      </Group>
      <Loaded state={day}>
        {(entries) =>
          entries.length === 0 ? (
            <Text c="dimmed">{t(page === 1 ? "audit.noChanges" : "audit.noMore")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t("audit.changes")} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("audit.time")}</Table.Th>
                    <Table.Th>{t("audit.who")}</Table.Th>
                    <Table.Th>{t("audit.what")}</Table.Th>
                    <Table.Th>{t("audit.changes")}</Table.Th>
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
                            {t("audit.through", { app: e.app.name })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {e.subject in SUBJECTS ? t(SUBJECTS[e.subject]!) : e.subject}
                          {e.subject_id === null ? "" : ` #${e.subject_id}`}{" "}
                          <Badge size="xs" variant="light" color={e.action === "deleted" ? "red" : "blue"}>
                            {t(`audit.action.${e.action}`)}
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
          {t("audit.newer")}
        </Button>
        <Text size="sm">{t("audit.page", { page })}</Text>
        <Button variant="default" size="xs" disabled={(day.data?.length ?? 0) < 50} onClick={() => setPage(page + 1)}>
          {t("audit.older")}
        </Button>
      </Group>
    </Stack>
  )
}
