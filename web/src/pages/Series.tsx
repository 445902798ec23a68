import { ClubShell } from "../ui/ClubPage"
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useState } from "react"
import { weekdayOf } from "../../../engine/bookings/rules"
import { ACTIVE_STATUSES } from "../../../engine/reservations/rules"
import { isStaff } from "../../../engine/roles"
import { listCourts } from "../api/courts"
import {
  bookSeries,
  cancelSeries,
  listSeries,
  moveSeries,
  paySeries,
  planSeries,
  type PlannedOccurrence,
  type ReservationSeries,
  type SeriesRequest,
  showSeries,
} from "../api/series"
import { useSession } from "../session"
import { Confirm } from "../ui/Confirm"
import { dayNames, longDate, money, shortDate, timeRange, todayAt } from "../ui/format"
import { HoursPicker } from "../ui/pickers"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { RecordTable } from "../ui/RecordTable"
import { STAFF_WAYS } from "../ui/payWays"
import { TakeMoney } from "../ui/TakeMoney"
import { type Translate, useT } from "../i18n/I18n"
import { useSentence } from "../i18n/sentences"

type Draft = {
  name: string
  court_id: string | null
  first_date: string
  every_weeks: string
  ends: "count" | "date"
  count: string
  last_date: string
  hour_start: string
  hour_end: string
  guest_name: string
}

type Plan = { currency: string; currency_decimals: number; occurrences: ReadonlyArray<PlannedOccurrence> }

/**
 * Recurring bookings for the desk: a league night or a team's weekly hour, checked date by date
 * (its price, or why the club's rules refuse it) before anything is booked; then booked, and
 * cancelled one date, from a date on, or for the rest of the season.
 */
export const Series = () => {
  const t = useT()
  const admin = useSession().session?.user?.is_platform_admin ?? false
  return (
    <ClubShell
      title={t("series.title")}
      none={t("series.notStaff")}
      allowed={(role) => admin || (role !== null && isStaff(role))}
    >
      {(facility) => <SeriesDesk key={facility.id} facilityId={facility.id} zone={facility.time_zone} />}
    </ClubShell>
  )
}

const SeriesDesk = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const series = useLoad(() => listSeries(facilityId), [facilityId])
  const [open, setOpen] = useState<number>()
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? String(id)
  return (
    <Stack gap="lg">
      <NewSeries
        facilityId={facilityId}
        zone={zone}
        courts={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        onBooked={(id) => (setOpen(id), series.reload())}
      />
      <Stack gap="xs" component="section" aria-label={t("series.ofClub")}>
        <Title order={2} size="h4">
          {t("series.playing")}
        </Title>
        <Loaded state={series}>
          {(rows) => (
            <RecordTable
              label={t("series.title")}
              empty={t("series.none")}
              rows={rows}
              columns={[
                { title: t("series.title"), cell: (s) => s.name },
                { title: t("clubHome.courts"), cell: (s) => s.court_ids.map(courtName).join(", ") },
                { title: t("purchases.when"), cell: (s) => when(t, s) },
                {
                  title: t("series.dates"),
                  cell: (s) =>
                    t("series.span", { from: shortDate(s.first_date, zone), to: shortDate(s.last_date, zone) }),
                },
                {
                  title: "",
                  cell: (s) => (
                    <Button size="xs" variant="light" onClick={() => setOpen(open === s.id ? undefined : s.id)}>
                      {t("series.dates")}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </Loaded>
      </Stack>
      {open !== undefined && (
        <Occurrences key={open} facilityId={facilityId} seriesId={open} zone={zone} onChanged={series.reload} />
      )}
    </Stack>
  )
}

const when = (t: Translate, s: ReservationSeries) =>
  t("series.when", {
    day: dayNames("long")[weekdayOf(s.first_date)],
    weeks: s.every_weeks,
    time: timeRange(s.hour_start, s.hour_end),
  })

const NewSeries = ({
  facilityId,
  zone,
  courts,
  onBooked,
}: {
  facilityId: number
  zone: string
  courts: ReadonlyArray<{ value: string; label: string }>
  onBooked: (id: number) => void
}) => {
  const t = useT()
  const say = useSentence()
  const blank = (): Draft => ({
    name: "",
    court_id: null,
    first_date: todayAt(zone),
    every_weeks: "1",
    ends: "count",
    count: "10",
    last_date: "",
    hour_start: String(19 * 3600),
    hour_end: String(20 * 3600),
    guest_name: "",
  })
  const [draft, setDraft] = useState<Draft>(blank)
  const [plan, setPlan] = useState<Plan>()
  const [confirming, setConfirming] = useState(false)
  const action = useAction()
  const change = (next: Partial<Draft>) => (setDraft({ ...draft, ...next }), setPlan(undefined))
  const request = (): SeriesRequest => ({
    name: draft.name,
    court_id: Number(draft.court_id),
    first_date: draft.first_date,
    every_weeks: Number(draft.every_weeks),
    ...(draft.ends === "count" ? { count: Number(draft.count) } : { last_date: draft.last_date }),
    hour_start: Number(draft.hour_start),
    hour_end: Number(draft.hour_end),
    guest_name: draft.guest_name.trim() === "" ? null : draft.guest_name.trim(),
  })
  const free = plan?.occurrences.filter((o) => o.problem === null) ?? []
  const refused = plan?.occurrences.filter((o) => o.problem !== null) ?? []
  const total = free.reduce((sum, o) => sum + o.total, 0)
  const sum = (amount: number) => (plan === undefined ? "" : money(amount, plan.currency, plan.currency_decimals))
  return (
    <Card withBorder component="section" aria-label={t("series.new")}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("series.new")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t("series.name")}
            value={draft.name}
            maxLength={120}
            onChange={(e) => change({ name: e.currentTarget.value })}
          />
          <Select
            label={t("grid.court")}
            data={courts}
            value={draft.court_id}
            onChange={(v) => change({ court_id: v })}
          />
          <TextInput
            label={t("series.team")}
            value={draft.guest_name}
            maxLength={80}
            onChange={(e) => change({ guest_name: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("series.firstDate")}
            value={draft.first_date}
            onChange={(e) => change({ first_date: e.currentTarget.value })}
          />
          <HoursPicker hourStart={draft.hour_start} hourEnd={draft.hour_end} onChange={change} />
          <Select
            label={t("series.repeats")}
            data={[1, 2, 3, 4].map((n) => ({ value: String(n), label: t("series.every", { weeks: n }) }))}
            value={draft.every_weeks}
            onChange={(v) => v && change({ every_weeks: v })}
            allowDeselect={false}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("series.ends")}
            </Text>
            <SegmentedControl
              aria-label={t("series.ends")}
              data={[
                { value: "count", label: t("series.afterTimes") },
                { value: "date", label: t("series.onDate") },
              ]}
              value={draft.ends}
              onChange={(v) => change({ ends: v as Draft["ends"] })}
            />
          </Stack>
          {draft.ends === "count" ? (
            <TextInput
              label={t("series.times")}
              type="number"
              min={1}
              max={104}
              value={draft.count}
              onChange={(e) => change({ count: e.currentTarget.value })}
            />
          ) : (
            <TextInput
              type="date"
              label={t("series.lastDate")}
              value={draft.last_date}
              onChange={(e) => change({ last_date: e.currentTarget.value })}
            />
          )}
        </SimpleGrid>
        {action.error !== undefined && <Failure message={action.error} />}
        <Group>
          <Button
            variant="light"
            loading={action.busy === "plan"}
            disabled={draft.name.trim() === "" || draft.court_id === null}
            onClick={() => void action.run("plan", () => planSeries(facilityId, request()).then(setPlan))}
          >
            {t("series.check")}
          </Button>
          {plan !== undefined && free.length > 0 && (
            <Button onClick={() => setConfirming(true)}>{t("series.book", { dates: free.length })}</Button>
          )}
        </Group>
        {plan !== undefined && (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={t("series.datesOf")} maw={720}>
              <Table.Tbody>
                {plan.occurrences.map((o) => (
                  <Table.Tr key={o.date}>
                    <Table.Td>{longDate(o.date, zone)}</Table.Td>
                    <Table.Td>
                      {o.problem === null ? (
                        <Badge color="teal" variant="light">
                          {t("weekly.free")}
                        </Badge>
                      ) : (
                        <Badge color="red" variant="light">
                          {t("weekly.notFree")}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{o.problem === null ? sum(o.total) : say(o.problem)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {confirming && plan !== undefined && (
        <Confirm
          title={t("series.bookTitle", { name: draft.name })}
          confirm={t("series.book", { dates: free.length })}
          color="teal"
          done={t("series.booked")}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            // All free when checked: a date taken since refuses the whole, said in the dialog.
            bookSeries(facilityId, { ...request(), conflicts: refused.length === 0 ? "cancel" : "skip" }).then(
              (made) => {
                setConfirming(false)
                setDraft(blank())
                setPlan(undefined)
                onBooked(made.series.id)
              },
            )
          }
        >
          <Text size="sm">
            {t("series.bookNote", {
              bookings: free.length,
              court: courts.find((c) => c.value === draft.court_id)?.label ?? "",
              amount: sum(total),
            })}
            {refused.length > 0 &&
              ` ${t("series.leftOut", { dates: refused.map((o) => shortDate(o.date, zone)).join(", ") })}`}
          </Text>
        </Confirm>
      )}
    </Card>
  )
}

const Occurrences = ({
  facilityId,
  seriesId,
  zone,
  onChanged,
}: {
  facilityId: number
  seriesId: number
  zone: string
  onChanged: () => void
}) => {
  const t = useT()
  const detail = useLoad(() => showSeries(facilityId, seriesId), [facilityId, seriesId])
  const [cancelling, setCancelling] = useState<{ date: string; scope: "this" | "following" }>()
  const [moving, setMoving] = useState<string>()
  const [paying, setPaying] = useState(false)
  const today = todayAt(zone)
  const changed = () => (detail.reload(), onChanged())
  return (
    <Card withBorder component="section" aria-label={t("series.datesOfA")}>
      <Loaded state={detail}>
        {(s) => {
          const cost = (amount: number) => money(amount, s.currency, s.currency_decimals)
          const owing = s.occurrences.filter((o) => o.date >= today && o.owed > 0)
          const owed = owing.reduce((n, o) => n + o.owed, 0)
          return (
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {s.name}: {when(t, s)}
                </Title>
                {owed > 0 && (
                  <Button size="xs" onClick={() => setPaying(true)}>
                    {t("series.payUpFront", { dates: owing.length, amount: cost(owed) })}
                  </Button>
                )}
              </Group>
              <Table.ScrollContainer minWidth={860}>
                <Table aria-label={t("series.datesOfName", { name: s.name })}>
                  <Table.Tbody>
                    {s.occurrences.map((o) => {
                      const live = o.date >= today && ACTIVE_STATUSES.includes(o.status)
                      return (
                        <Table.Tr key={o.reservation_id}>
                          <Table.Td>
                            {longDate(o.date, zone)}, {timeRange(o.hour_start, o.hour_end)}
                          </Table.Td>
                          <Table.Td>
                            <Badge variant="light" color={o.status === "booked" ? "teal" : "gray"}>
                              {t("series.status", {
                                status:
                                  o.status !== "admin_cancelled"
                                    ? o.status
                                    : s.occurrences.some(
                                          (x) => x.date === o.date && x !== o && ACTIVE_STATUSES.includes(x.status),
                                        )
                                      ? "moved"
                                      : "cancelled",
                              })}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            {live && (o.owed > 0 ? t("series.owed", { amount: cost(o.owed) }) : t("membership.paid"))}
                          </Table.Td>
                          <Table.Td>
                            {live && (
                              <Group gap="xs" wrap="nowrap">
                                <Button size="xs" variant="light" onClick={() => setMoving(o.date)}>
                                  {t("series.moveFrom")}
                                </Button>
                                <Button
                                  size="xs"
                                  variant="light"
                                  color="red"
                                  onClick={() => setCancelling({ date: o.date, scope: "this" })}
                                >
                                  {t("series.cancelDate")}
                                </Button>
                                <Button
                                  size="xs"
                                  variant="subtle"
                                  color="red"
                                  onClick={() => setCancelling({ date: o.date, scope: "following" })}
                                >
                                  {t("series.cancelFrom")}
                                </Button>
                              </Group>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      )
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {moving !== undefined && (
                <MoveSeries
                  facilityId={facilityId}
                  series={s}
                  from={moving}
                  zone={zone}
                  onClose={() => setMoving(undefined)}
                  onMoved={() => (setMoving(undefined), changed())}
                />
              )}
              {paying && (
                <TakeMoney
                  facilityId={facilityId}
                  title={t("series.payTitle", { name: s.name })}
                  amount={{ minor: owed, shown: cost(owed) }}
                  ways={STAFF_WAYS.filter((w) => w.value !== "prepaid" && w.value !== "card")}
                  description={t("series.payDescription", { name: s.name, dates: owing.length })}
                  says={(way) =>
                    t("series.paySays", {
                      amount: cost(owed),
                      way,
                      dates: owing.length,
                      from: longDate(owing[0]!.date, zone),
                    })
                  }
                  done={t("series.paid")}
                  take={(how) => paySeries(facilityId, seriesId, how).then(() => (setPaying(false), changed()))}
                  onClose={() => setPaying(false)}
                />
              )}
              {cancelling !== undefined && (
                <Confirm
                  title={t(cancelling.scope === "this" ? "series.cancelDateTitle" : "series.cancelRestTitle")}
                  confirm={t(cancelling.scope === "this" ? "series.cancelDateConfirm" : "series.cancelRestConfirm")}
                  done={t("series.cancelled")}
                  onClose={() => setCancelling(undefined)}
                  onConfirm={() =>
                    cancelSeries(facilityId, seriesId, cancelling).then(() => {
                      setCancelling(undefined)
                      changed()
                    })
                  }
                >
                  <Text size="sm">
                    {t(cancelling.scope === "this" ? "series.cancelDateNote" : "series.cancelRestNote", {
                      day: longDate(cancelling.date, zone),
                    })}
                  </Text>
                </Confirm>
              )}
            </Stack>
          )
        }}
      </Loaded>
    </Card>
  )
}

/**
 * Moves the series from a date on to another hour: each date checked first (its new price, or
 * why the rules refuse it), then moved on the second click; dates that cannot move keep their hour.
 */
const MoveSeries = ({
  facilityId,
  series,
  from,
  zone,
  onClose,
  onMoved,
}: {
  facilityId: number
  series: ReservationSeries & { readonly currency: string; readonly currency_decimals: number }
  from: string
  zone: string
  onClose: () => void
  onMoved: () => void
}) => {
  const t = useT()
  const say = useSentence()
  const [hours, setHours] = useState({ hour_start: String(series.hour_start), hour_end: String(series.hour_end) })
  const [plan, setPlan] = useState<ReadonlyArray<PlannedOccurrence>>()
  const [confirming, setConfirming] = useState(false)
  // Moved dates keep the price they had, unless the desk prices them at the new hour's rates.
  const [reprice, setReprice] = useState(false)
  const action = useAction()
  const change = {
    date: from,
    scope: "following" as const,
    hour_start: Number(hours.hour_start),
    hour_end: Number(hours.hour_end),
    reprice,
  }
  const free = plan?.filter((o) => o.problem === null) ?? []
  const kept = plan?.filter((o) => o.problem !== null) ?? []
  return (
    <Card withBorder component="section" aria-label={t("series.moveTitle")}>
      <Stack gap="xs">
        <Title order={4} size="h6">
          {t("series.moveFromDay", { name: series.name, day: longDate(from, zone) })}
        </Title>
        <Group>
          <HoursPicker
            hourStart={hours.hour_start}
            hourEnd={hours.hour_end}
            onChange={(next) => (setHours({ ...hours, ...next }), setPlan(undefined))}
          />
          <Checkbox
            label={t("series.reprice")}
            checked={reprice}
            onChange={(e) => (setReprice(e.currentTarget.checked), setPlan(undefined))}
          />
        </Group>
        {action.error !== undefined && <Failure message={action.error} />}
        <Group>
          <Button
            variant="light"
            loading={action.busy === "plan"}
            onClick={() =>
              void action.run("plan", () =>
                moveSeries(facilityId, series.id, { ...change, dry_run: true }).then((p) => setPlan(p.occurrences)),
              )
            }
          >
            {t("series.checkHour")}
          </Button>
          {free.length > 0 && (
            <Button onClick={() => setConfirming(true)}>{t("series.move", { dates: free.length })}</Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t("common.close")}
          </Button>
        </Group>
        {plan !== undefined && (
          <Table aria-label={t("series.atNewHour")} maw={720}>
            <Table.Tbody>
              {plan.map((o) => (
                <Table.Tr key={o.date}>
                  <Table.Td>{longDate(o.date, zone)}</Table.Td>
                  <Table.Td>
                    {o.problem === null ? money(o.total, series.currency, series.currency_decimals) : say(o.problem)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {confirming && (
        <Confirm
          title={t("series.moveConfirmTitle", { name: series.name })}
          confirm={t("series.move", { dates: free.length })}
          color="teal"
          done={t("series.moved")}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            moveSeries(facilityId, series.id, { ...change, conflicts: kept.length === 0 ? "cancel" : "skip" }).then(
              () => (setConfirming(false), onMoved()),
            )
          }
        >
          <Text size="sm">
            {t("series.moveNote", { dates: free.length, time: timeRange(change.hour_start, change.hour_end) })}
            {kept.length > 0 && ` ${t("series.kept", { dates: kept.map((o) => shortDate(o.date, zone)).join(", ") })}`}
          </Text>
        </Confirm>
      )}
    </Card>
  )
}
