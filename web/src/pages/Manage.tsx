import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core"
import { useEffect, useState } from "react"
import { Navigate, useLocation, useNavigate } from "react-router"
import { formatSecondsOfDay } from "../../../engine/dates"
import { ADMIN_ROLES, MANAGER_ROLES } from "../../../engine/roles"
import {
  createScheduleRule,
  deleteScheduleRule,
  destroyCourts,
  destroyFacilitySchedules,
  listCourts,
  listFacilitySchedules,
  listScheduleRules,
  upsertCourts,
  upsertFacilitySchedules,
} from "../api/courts"
import {
  createCredential,
  deleteCredential,
  getFacility,
  getGeneralSettings,
  listCredentials,
  updateGeneralSettings,
} from "../api/facilities"
import { createFacilityWaiver, createWaiverVersion, deleteFacilityWaiver, listFacilityWaivers } from "../api/waivers"
import { createCoupon, deleteCoupon, listCoupons } from "../api/payments"
import { Form } from "../components"
import { useSession } from "../session"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { money } from "../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
const SPORTS = ["tennis", "padel", "pickleball", "squash", "badminton", "other"] as const
/** Half-hour steps for opening hours and rules; midnight at the end as 24:00. */
const TIMES = Array.from({ length: 49 }, (_, i) => i * 1800).map((s) => ({
  value: String(s),
  label: s === 86400 ? "Midnight" : formatSecondsOfDay(s),
}))
const SECTIONS = [
  { path: "courts", label: "Courts" },
  { path: "hours", label: "Opening hours" },
  { path: "rules", label: "Schedule rules" },
  { path: "waivers", label: "Waivers" },
  { path: "coupons", label: "Coupons" },
  { path: "credentials", label: "Credentials" },
  { path: "settings", label: "Settings" },
]

/** A manager's setup: courts, opening hours, schedule rules, waivers and general settings. */
export const Manage = () => {
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice(
    (role) => admin || (role !== null && MANAGER_ROLES.includes(role)),
  )
  const location = useLocation()
  const navigate = useNavigate()
  const section = location.pathname.split("/")[2] || "courts"
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/manage" />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Manage {facility?.name ?? ""}</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>You do not manage a facility.</Text>
        ) : (
          <Tabs value={section} onChange={(v) => v && navigate(`/manage/${v}${location.search}`)} keepMounted={false}>
            <Tabs.List>
              {SECTIONS.filter(
                (s) =>
                  s.path !== "credentials" || admin || (facility.role !== null && ADMIN_ROLES.includes(facility.role)),
              ).map((s) => (
                <Tabs.Tab key={s.path} value={s.path}>
                  {s.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="courts" pt="md">
              <CourtsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="hours" pt="md">
              <HoursEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="rules" pt="md">
              <RulesEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="waivers" pt="md">
              <WaiversEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="coupons" pt="md">
              <CouponsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="credentials" pt="md">
              <CredentialsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="settings" pt="md">
              <SettingsEditor facilityId={facility.id} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </main>
  )
}

type CourtRow = Awaited<ReturnType<typeof listCourts>>[number]

const CourtsEditor = ({ facilityId }: { facilityId: number }) => {
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const [rows, setRows] = useState<Array<CourtRow>>([])
  const [added, setAdded] = useState({ name: "", sport: "tennis" as (typeof SPORTS)[number] })
  const action = useAction()
  useEffect(() => setRows(courts.data ? [...courts.data] : []), [courts.data])
  const change = (id: number, patch: Partial<CourtRow>) =>
    setRows(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)))
  const changed = rows.filter((r) => JSON.stringify(r) !== JSON.stringify(courts.data?.find((c) => c.id === r.id)))
  return (
    <Loaded state={courts}>
      {() => (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Courts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Sport</Table.Th>
                  <Table.Th>Surface</Table.Th>
                  <Table.Th>Indoor</Table.Th>
                  <Table.Th>Open for booking</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <TextInput
                        aria-label={`Name of ${c.name}`}
                        value={c.name}
                        onChange={(e) => change(c.id, { name: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Sport of ${c.name}`}
                        data={[...SPORTS]}
                        value={c.sport}
                        onChange={(v) => v && change(c.id, { sport: v as CourtRow["sport"] })}
                        allowDeselect={false}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Surface of ${c.name}`}
                        value={c.surface ?? ""}
                        onChange={(e) => change(c.id, { surface: e.currentTarget.value || null })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${c.name} is indoor`}
                        checked={c.indoor}
                        onChange={(e) => change(c.id, { indoor: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${c.name} is open for booking`}
                        checked={c.active}
                        onChange={(e) => change(c.id, { active: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={action.busy === `del${c.id}`}
                        onClick={() =>
                          void action.run(`del${c.id}`, () => destroyCourts(facilityId, [c.id]), courts.reload)
                        }
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {action.error !== undefined && <Failure message={action.error} />}
          <Group>
            <Button
              disabled={changed.length === 0}
              loading={action.busy === "save"}
              onClick={() =>
                void action.run(
                  "save",
                  () =>
                    upsertCourts(
                      facilityId,
                      changed.map((c) => ({
                        id: c.id,
                        name: c.name,
                        sport: c.sport,
                        surface: c.surface,
                        indoor: c.indoor,
                        active: c.active,
                        sort_order: c.sort_order,
                      })),
                    ),
                  courts.reload,
                )
              }
            >
              Save changes
            </Button>
          </Group>
          <Card withBorder maw={520}>
            <Title order={2} size="h4" mb="sm">
              Add a court
            </Title>
            <Form
              submit="Add court"
              onSubmit={() =>
                upsertCourts(facilityId, [{ name: added.name, sport: added.sport, sort_order: rows.length + 1 }]).then(
                  () => (setAdded({ ...added, name: "" }), courts.reload()),
                )
              }
            >
              <TextInput
                label="Court name"
                required
                value={added.name}
                onChange={(e) => setAdded({ ...added, name: e.currentTarget.value })}
              />
              <Select
                label="Sport"
                data={[...SPORTS]}
                value={added.sport}
                onChange={(v) => v && setAdded({ ...added, sport: v as (typeof SPORTS)[number] })}
                allowDeselect={false}
              />
            </Form>
          </Card>
        </Stack>
      )}
    </Loaded>
  )
}

type Shift = { id?: number; day: number; hour_start: number; hour_end: number; shift: string }

const HoursEditor = ({ facilityId }: { facilityId: number }) => {
  const schedules = useLoad(() => listFacilitySchedules(facilityId), [facilityId])
  const [rows, setRows] = useState<Array<Shift>>([])
  const [saved, setSaved] = useState(false)
  const action = useAction()
  useEffect(() => setRows((schedules.data ?? []).map((s) => ({ ...s }))), [schedules.data])
  const set = (index: number, patch: Partial<Shift>) => (
    setSaved(false),
    setRows(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)))
  )
  const save = () =>
    action.run(
      "save",
      async () => {
        const kept = new Set(rows.flatMap((r) => (r.id === undefined ? [] : [r.id])))
        const gone = (schedules.data ?? []).filter((s) => !kept.has(s.id)).map((s) => s.id)
        if (gone.length > 0) await destroyFacilitySchedules(facilityId, gone)
        if (rows.length > 0) await upsertFacilitySchedules(facilityId, rows)
      },
      () => (setSaved(true), schedules.reload()),
    )
  return (
    <Loaded state={schedules}>
      {() => (
        <Stack gap="sm">
          {DAYS.map((name, day) => (
            <Card key={day} withBorder padding="sm" component="section" aria-label={name}>
              <Group justify="space-between" mb={6}>
                <Text fw={600}>{name}</Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => (
                    setSaved(false),
                    setRows([...rows, { day, hour_start: 8 * 3600, hour_end: 20 * 3600, shift: "day" }])
                  )}
                >
                  Add hours
                </Button>
              </Group>
              <Stack gap={6}>
                {rows.every((r) => r.day !== day) && <Text c="dimmed">Closed</Text>}
                {rows.map((r, i) =>
                  r.day !== day ? null : (
                    <Group key={i} gap="xs" wrap="nowrap">
                      <Select
                        aria-label={`${name} opens`}
                        data={TIMES.slice(0, -1)}
                        value={String(r.hour_start)}
                        onChange={(v) => v && set(i, { hour_start: Number(v) })}
                        allowDeselect={false}
                        w={130}
                      />
                      <Text>to</Text>
                      <Select
                        aria-label={`${name} closes`}
                        data={TIMES.slice(1)}
                        value={String(r.hour_end)}
                        onChange={(v) => v && set(i, { hour_end: Number(v) })}
                        allowDeselect={false}
                        w={130}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${name} hours`}
                        onClick={() => (setSaved(false), setRows(rows.filter((_, j) => j !== i)))}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  ),
                )}
              </Stack>
            </Card>
          ))}
          {action.error !== undefined && <Failure message={action.error} />}
          {saved && <Text role="status">Opening hours saved.</Text>}
          <Button onClick={() => void save()} loading={action.busy === "save"} maw={240}>
            Save opening hours
          </Button>
        </Stack>
      )}
    </Loaded>
  )
}

const RULE_KINDS = [
  { value: "closure", label: "Closed" },
  { value: "members_only", label: "Members only" },
  { value: "staff_only", label: "Staff only" },
  { value: "duration", label: "Booking length limits" },
]

const RulesEditor = ({ facilityId }: { facilityId: number }) => {
  const rules = useLoad(() => listScheduleRules(facilityId), [facilityId])
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const blank = {
    kind: "closure" as "closure" | "members_only" | "staff_only" | "duration",
    court_ids: [] as Array<string>,
    starts_on: "",
    ends_on: "",
    days: [] as Array<string>,
    hour_start: "0",
    hour_end: "86400",
    min_duration: "" as number | string,
    max_duration: "" as number | string,
    note: "",
  }
  const [rule, setRule] = useState(blank)
  const action = useAction()
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? `Court ${id}`
  return (
    <Stack gap="md">
      <Loaded state={rules}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>No schedule rules: every open court can be booked during opening hours.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Schedule rules">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Rule</Table.Th>
                    <Table.Th>Courts</Table.Th>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Note</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Badge variant="light">{RULE_KINDS.find((k) => k.value === r.kind)?.label}</Badge>
                        {r.kind === "duration" && (
                          <Text size="xs">
                            {r.min_duration !== null ? `at least ${r.min_duration / 60} min ` : ""}
                            {r.max_duration !== null ? `at most ${r.max_duration / 60} min` : ""}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{r.court_ids === null ? "All courts" : r.court_ids.map(courtName).join(", ")}</Table.Td>
                      <Table.Td>
                        {r.starts_on ?? "always"}
                        {r.ends_on !== null ? ` to ${r.ends_on}` : ""}
                        {r.days.length > 0 ? `, ${r.days.map((d) => DAYS[d]!.slice(0, 3)).join(" ")}` : ""},{" "}
                        {formatSecondsOfDay(r.hour_start)}–
                        {r.hour_end === 86400 ? "midnight" : formatSecondsOfDay(r.hour_end)}
                      </Table.Td>
                      <Table.Td>{r.note}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            void action.run(`del${r.id}`, () => deleteScheduleRule(facilityId, r.id), rules.reload)
                          }
                        >
                          Delete
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </Loaded>
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="sm">
          Add a rule
        </Title>
        <Form
          submit="Add rule"
          onSubmit={() =>
            createScheduleRule(facilityId, {
              kind: rule.kind,
              court_ids: rule.court_ids.length === 0 ? null : rule.court_ids.map(Number),
              starts_on: rule.starts_on || null,
              ends_on: rule.ends_on || null,
              days: rule.days.map(Number),
              hour_start: Number(rule.hour_start),
              hour_end: Number(rule.hour_end),
              min_duration: rule.min_duration === "" ? null : Number(rule.min_duration) * 60,
              max_duration: rule.max_duration === "" ? null : Number(rule.max_duration) * 60,
              note: rule.note.trim() || null,
            }).then(() => (setRule(blank), rules.reload()))
          }
        >
          <Select
            label="Kind"
            data={RULE_KINDS}
            value={rule.kind}
            onChange={(v) => v && setRule({ ...rule, kind: v as typeof rule.kind })}
            allowDeselect={false}
          />
          <MultiSelect
            label="Courts"
            placeholder="All courts"
            data={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={rule.court_ids}
            onChange={(v) => setRule({ ...rule, court_ids: v })}
          />
          <Group grow>
            <TextInput
              label="From date"
              type="date"
              value={rule.starts_on}
              onChange={(e) => setRule({ ...rule, starts_on: e.currentTarget.value })}
            />
            <TextInput
              label="To date"
              type="date"
              value={rule.ends_on}
              onChange={(e) => setRule({ ...rule, ends_on: e.currentTarget.value })}
            />
          </Group>
          <MultiSelect
            label="Weekdays"
            placeholder="Every day"
            data={DAYS.map((d, i) => ({ value: String(i), label: d }))}
            value={rule.days}
            onChange={(v) => setRule({ ...rule, days: v })}
          />
          <Group grow>
            <Select
              label="From"
              data={TIMES.slice(0, -1)}
              value={rule.hour_start}
              onChange={(v) => v && setRule({ ...rule, hour_start: v })}
              allowDeselect={false}
            />
            <Select
              label="To"
              data={TIMES.slice(1)}
              value={rule.hour_end}
              onChange={(v) => v && setRule({ ...rule, hour_end: v })}
              allowDeselect={false}
            />
          </Group>
          {rule.kind === "duration" && (
            <Group grow>
              <NumberInput
                label="Shortest booking (minutes)"
                value={rule.min_duration}
                onChange={(v) => setRule({ ...rule, min_duration: v })}
                min={15}
                step={15}
              />
              <NumberInput
                label="Longest booking (minutes)"
                value={rule.max_duration}
                onChange={(v) => setRule({ ...rule, max_duration: v })}
                min={15}
                step={15}
              />
            </Group>
          )}
          <TextInput
            label="Note"
            placeholder="e.g. resurfacing"
            value={rule.note}
            onChange={(e) => setRule({ ...rule, note: e.currentTarget.value })}
          />
        </Form>
      </Card>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}

const CATEGORIES = [
  { value: "facility_booking", label: "Court booking" },
  { value: "memberships", label: "Memberships" },
  { value: "programs", label: "Programs" },
  { value: "childs", label: "Children" },
]

const WaiversEditor = ({ facilityId }: { facilityId: number }) => {
  const waivers = useLoad(() => listFacilityWaivers(facilityId), [facilityId])
  const [drafts, setDrafts] = useState<Record<number, string>>({})
  const [fresh, setFresh] = useState({ name: "", category: "facility_booking", content: "" })
  const action = useAction()
  return (
    <Stack gap="md">
      <Loaded state={waivers}>
        {(rows) =>
          rows.map((w) => (
            <Card key={w.id} withBorder component="section" aria-label={w.name}>
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {w.name}
                </Title>
                <Group gap="xs">
                  <Badge variant="light">{CATEGORIES.find((c) => c.value === w.category)?.label}</Badge>
                  <Badge color="gray">Version {w.current_version.version}</Badge>
                </Group>
              </Group>
              <Textarea
                mt="sm"
                label="Text"
                description="Saving publishes a new version: everyone accepts it again."
                autosize
                minRows={3}
                value={drafts[w.id] ?? w.current_version.content}
                onChange={(e) => setDrafts({ ...drafts, [w.id]: e.currentTarget.value })}
              />
              <Group mt="sm">
                <Button
                  disabled={drafts[w.id] === undefined || drafts[w.id] === w.current_version.content}
                  loading={action.busy === `v${w.id}`}
                  onClick={() =>
                    void action.run(
                      `v${w.id}`,
                      () => createWaiverVersion(facilityId, w.id, drafts[w.id]!),
                      () => (setDrafts({}), waivers.reload()),
                    )
                  }
                >
                  Publish new version
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  loading={action.busy === `d${w.id}`}
                  onClick={() =>
                    void action.run(`d${w.id}`, () => deleteFacilityWaiver(facilityId, w.id), waivers.reload)
                  }
                >
                  Delete
                </Button>
              </Group>
            </Card>
          ))
        }
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="sm">
          New waiver
        </Title>
        <Form
          submit="Create waiver"
          onSubmit={() =>
            createFacilityWaiver(facilityId, {
              name: fresh.name,
              category: fresh.category as "facility_booking",
              content: fresh.content,
            }).then(() => (setFresh({ name: "", category: "facility_booking", content: "" }), waivers.reload()))
          }
        >
          <TextInput
            label="Waiver name"
            required
            value={fresh.name}
            onChange={(e) => setFresh({ ...fresh, name: e.currentTarget.value })}
          />
          <Select
            label="Asked for"
            data={CATEGORIES}
            value={fresh.category}
            onChange={(v) => v && setFresh({ ...fresh, category: v })}
            allowDeselect={false}
          />
          <Textarea
            label="Waiver text"
            required
            autosize
            minRows={4}
            value={fresh.content}
            onChange={(e) => setFresh({ ...fresh, content: e.currentTarget.value })}
          />
        </Form>
      </Card>
    </Stack>
  )
}

type Settings = Awaited<ReturnType<typeof getGeneralSettings>>

const SettingsEditor = ({ facilityId }: { facilityId: number }) => {
  const settings = useLoad(() => getGeneralSettings(facilityId), [facilityId])
  const [form, setForm] = useState<Settings>()
  const [saved, setSaved] = useState(false)
  useEffect(() => setForm(settings.data), [settings.data])
  const set = (patch: Partial<Settings>) => (setSaved(false), setForm({ ...form!, ...patch }))
  return (
    <Loaded state={settings}>
      {() =>
        form === undefined ? null : (
          <Card withBorder maw={640}>
            <Form
              submit="Save settings"
              onSubmit={() =>
                updateGeneralSettings(facilityId, {
                  name: form.name,
                  contact_email: form.contact_email || null,
                  contact_phone: form.contact_phone || null,
                  address: form.address || null,
                  website: form.website || null,
                  min_hours_range: form.min_hours_range,
                  max_hours_range: form.max_hours_range,
                  interval_rounding: form.interval_rounding,
                  require_booking_waiver: form.require_booking_waiver,
                  max_active_bookings: form.max_active_bookings,
                }).then(() => (setSaved(true), settings.reload()))
              }
            >
              <TextInput
                label="Club name"
                required
                value={form.name}
                onChange={(e) => set({ name: e.currentTarget.value })}
              />
              <TextInput
                label="Contact e-mail"
                type="email"
                value={form.contact_email ?? ""}
                onChange={(e) => set({ contact_email: e.currentTarget.value })}
              />
              <TextInput
                label="Contact phone"
                value={form.contact_phone ?? ""}
                onChange={(e) => set({ contact_phone: e.currentTarget.value })}
              />
              <TextInput
                label="Address"
                value={form.address ?? ""}
                onChange={(e) => set({ address: e.currentTarget.value })}
              />
              <TextInput
                label="Website"
                value={form.website ?? ""}
                onChange={(e) => set({ website: e.currentTarget.value })}
              />
              <Group grow>
                <NumberInput
                  label="Book from (hours ahead)"
                  value={form.min_hours_range}
                  onChange={(v) => set({ min_hours_range: Number(v) })}
                  min={0}
                />
                <NumberInput
                  label="Book up to (hours ahead)"
                  value={form.max_hours_range}
                  onChange={(v) => set({ max_hours_range: Number(v) })}
                  min={0}
                />
              </Group>
              <Select
                label="Booking steps"
                data={[900, 1800, 3600].map((s) => ({ value: String(s), label: `${s / 60} minutes` }))}
                value={String(form.interval_rounding)}
                onChange={(v) => v && set({ interval_rounding: Number(v) })}
                allowDeselect={false}
              />
              <NumberInput
                label="Upcoming bookings a player may hold (0 for no limit)"
                value={form.max_active_bookings}
                onChange={(v) => set({ max_active_bookings: Number(v) })}
                min={0}
                max={100}
              />
              <Switch
                label="Players accept the booking waiver before they book"
                checked={form.require_booking_waiver}
                onChange={(e) => set({ require_booking_waiver: e.currentTarget.checked })}
              />
              <Text size="sm" c="dimmed">
                Time zone {form.time_zone} · currency {form.currency}
              </Text>
              {saved && <Text role="status">Settings saved.</Text>}
            </Form>
          </Card>
        )
      }
    </Loaded>
  )
}

const COUPON_ITEMS = ["reservation", "lesson", "clinic", "membership", "product"]

const CouponsEditor = ({ facilityId }: { facilityId: number }) => {
  const coupons = useLoad(() => listCoupons(facilityId), [facilityId])
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const decimals = club.data?.currency_decimals ?? 2
  const blank = {
    code: "",
    kind: "percent" as "percent" | "amount",
    value: "" as number | string,
    valid_from: "",
    valid_until: "",
    max_uses: "" as number | string,
    max_uses_per_player: "" as number | string,
    applies_to: [] as Array<string>,
  }
  const [coupon, setCoupon] = useState(blank)
  const action = useAction()
  const optional = (v: number | string) => (v === "" ? null : Number(v))
  return (
    <Stack gap="md">
      <Loaded state={coupons}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>No coupons yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Coupons">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Discount</Table.Th>
                    <Table.Th>Valid</Table.Th>
                    <Table.Th>Uses</Table.Th>
                    <Table.Th>For</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        {c.code} {!c.active && <Badge color="gray">off</Badge>}
                      </Table.Td>
                      <Table.Td>
                        {c.kind === "percent"
                          ? `${c.percent}%`
                          : money(c.amount ?? 0, club.data?.currency ?? "USD", decimals)}
                      </Table.Td>
                      <Table.Td>
                        {c.valid_from ?? "…"} – {c.valid_until ?? "…"}
                      </Table.Td>
                      <Table.Td>
                        {c.uses}
                        {c.max_uses !== null ? ` of ${c.max_uses}` : ""}
                        {c.max_uses_per_player !== null ? `, ${c.max_uses_per_player} a player` : ""}
                      </Table.Td>
                      <Table.Td>{c.applies_to.length === 0 ? "everything" : c.applies_to.join(", ")}</Table.Td>
                      <Table.Td>
                        {c.active && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() =>
                              void action.run(`d${c.id}`, () => deleteCoupon(facilityId, c.id), coupons.reload)
                            }
                          >
                            Remove
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="sm">
          New coupon
        </Title>
        <Form
          submit="Create coupon"
          onSubmit={() =>
            createCoupon(facilityId, {
              code: coupon.code,
              kind: coupon.kind,
              ...(coupon.kind === "percent"
                ? { percent: optional(coupon.value) }
                : { amount: coupon.value === "" ? null : Math.round(Number(coupon.value) * 10 ** decimals) }),
              valid_from: coupon.valid_from || null,
              valid_until: coupon.valid_until || null,
              max_uses: optional(coupon.max_uses),
              max_uses_per_player: optional(coupon.max_uses_per_player),
              applies_to: coupon.applies_to as Array<"reservation">,
            }).then(() => (setCoupon(blank), coupons.reload()))
          }
        >
          <Group grow>
            <TextInput
              label="Code"
              required
              value={coupon.code}
              onChange={(e) => setCoupon({ ...coupon, code: e.currentTarget.value })}
            />
            <Select
              label="Kind"
              data={[
                { value: "percent", label: "Percent off" },
                { value: "amount", label: "Amount off" },
              ]}
              value={coupon.kind}
              onChange={(v) => v && setCoupon({ ...coupon, kind: v as "percent" })}
              allowDeselect={false}
            />
            <NumberInput
              label={coupon.kind === "percent" ? "Percent" : "Amount"}
              value={coupon.value}
              onChange={(v) => setCoupon({ ...coupon, value: v })}
              min={0}
              decimalScale={2}
            />
          </Group>
          <Group grow>
            <TextInput
              label="From"
              type="date"
              value={coupon.valid_from}
              onChange={(e) => setCoupon({ ...coupon, valid_from: e.currentTarget.value })}
            />
            <TextInput
              label="Until"
              type="date"
              value={coupon.valid_until}
              onChange={(e) => setCoupon({ ...coupon, valid_until: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <NumberInput
              label="Uses in all"
              value={coupon.max_uses}
              onChange={(v) => setCoupon({ ...coupon, max_uses: v })}
              min={1}
            />
            <NumberInput
              label="Uses per player"
              value={coupon.max_uses_per_player}
              onChange={(v) => setCoupon({ ...coupon, max_uses_per_player: v })}
              min={1}
            />
          </Group>
          <MultiSelect
            label="For"
            placeholder="Everything"
            data={COUPON_ITEMS}
            value={coupon.applies_to}
            onChange={(v) => setCoupon({ ...coupon, applies_to: v })}
          />
        </Form>
      </Card>
    </Stack>
  )
}

/** Credentials for outside systems: passwords and tokens go in and never come back out. */
const CredentialsEditor = ({ facilityId }: { facilityId: number }) => {
  const credentials = useLoad(() => listCredentials(facilityId), [facilityId])
  const blank = { category: "", username: "", device_id: "", password: "", token: "" }
  const [fresh, setFresh] = useState(blank)
  const action = useAction()
  return (
    <Stack gap="md">
      <Loaded state={credentials}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>No credentials yet. Owners and admins keep them here.</Text>
          ) : (
            <Table aria-label="Credentials" maw={720}>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.category}</Table.Td>
                    <Table.Td>{c.username ?? "–"}</Table.Td>
                    <Table.Td>{c.device_id ?? ""}</Table.Td>
                    <Table.Td>
                      {c.has_password ? "password set" : "no password"} · {c.has_token ? "token set" : "no token"}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          void action.run(`d${c.id}`, () => deleteCredential(facilityId, c.id), credentials.reload)
                        }
                      >
                        Delete
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="sm">
          New credential
        </Title>
        <Form
          submit="Save credential"
          onSubmit={() =>
            createCredential(facilityId, {
              category: fresh.category,
              username: fresh.username || null,
              device_id: fresh.device_id || null,
              password: fresh.password || null,
              token: fresh.token || null,
            }).then(() => (setFresh(blank), credentials.reload()))
          }
        >
          <TextInput
            label="Category"
            placeholder="e.g. door_panel, camera_cloud"
            required
            value={fresh.category}
            onChange={(e) => setFresh({ ...fresh, category: e.currentTarget.value })}
          />
          <Group grow>
            <TextInput
              label="Username"
              value={fresh.username}
              onChange={(e) => setFresh({ ...fresh, username: e.currentTarget.value })}
            />
            <TextInput
              label="Device id"
              value={fresh.device_id}
              onChange={(e) => setFresh({ ...fresh, device_id: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <TextInput
              label="Password"
              type="password"
              autoComplete="new-password"
              value={fresh.password}
              onChange={(e) => setFresh({ ...fresh, password: e.currentTarget.value })}
            />
            <TextInput
              label="Token"
              type="password"
              autoComplete="off"
              value={fresh.token}
              onChange={(e) => setFresh({ ...fresh, token: e.currentTarget.value })}
            />
          </Group>
        </Form>
      </Card>
    </Stack>
  )
}
