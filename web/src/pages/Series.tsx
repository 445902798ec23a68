import {
  Badge,
  Button,
  Card,
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
import { Navigate } from "react-router"
import { weekdayOf } from "../../../engine/booking"
import { ACTIVE_STATUSES } from "../../../engine/reservations"
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
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { DAYS, longDate, money, shortDate, timeRange, todayAt } from "../ui/format"
import { HoursPicker } from "../ui/pickers"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { RecordTable } from "../ui/RecordTable"
import { STAFF_WAYS } from "../ui/payWays"
import { TakeMoney } from "../ui/TakeMoney"

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
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice((role) => admin || (role !== null && isStaff(role)))
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/series" />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Series</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>You are not staff at any facility.</Text>
        ) : (
          <SeriesDesk key={facility.id} facilityId={facility.id} zone={facility.time_zone} />
        )}
      </Stack>
    </main>
  )
}

const SeriesDesk = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const series = useLoad(() => listSeries(facilityId), [facilityId])
  const [open, setOpen] = useState<number>()
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? `Court ${id}`
  return (
    <Stack gap="lg">
      <NewSeries
        facilityId={facilityId}
        zone={zone}
        courts={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        onBooked={(id) => (setOpen(id), series.reload())}
      />
      <Stack gap="xs" component="section" aria-label="Series of the club">
        <Title order={2} size="h4">
          Series still playing
        </Title>
        <Loaded state={series}>
          {(rows) => (
            <RecordTable
              label="Series"
              empty="No series yet."
              rows={rows}
              columns={[
                { title: "Series", cell: (s) => s.name },
                { title: "Courts", cell: (s) => s.court_ids.map(courtName).join(", ") },
                { title: "When", cell: (s) => when(s) },
                { title: "Dates", cell: (s) => `${shortDate(s.first_date, zone)} to ${shortDate(s.last_date, zone)}` },
                {
                  title: "",
                  cell: (s) => (
                    <Button size="xs" variant="light" onClick={() => setOpen(open === s.id ? undefined : s.id)}>
                      Dates
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

const when = (s: ReservationSeries) =>
  `${DAYS[weekdayOf(s.first_date)]}s ${s.every_weeks === 1 ? "" : `every ${s.every_weeks} weeks `}${timeRange(s.hour_start, s.hour_end)}`

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
    <Card withBorder component="section" aria-label="New series">
      <Stack gap="xs">
        <Title order={2} size="h4">
          New series
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Series name"
            value={draft.name}
            maxLength={120}
            onChange={(e) => change({ name: e.currentTarget.value })}
          />
          <Select label="Court" data={courts} value={draft.court_id} onChange={(v) => change({ court_id: v })} />
          <TextInput
            label="Team or league (shown on the calendar)"
            value={draft.guest_name}
            maxLength={80}
            onChange={(e) => change({ guest_name: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="First date"
            value={draft.first_date}
            onChange={(e) => change({ first_date: e.currentTarget.value })}
          />
          <HoursPicker hourStart={draft.hour_start} hourEnd={draft.hour_end} onChange={change} />
          <Select
            label="Repeats"
            data={[1, 2, 3, 4].map((n) => ({ value: String(n), label: n === 1 ? "Every week" : `Every ${n} weeks` }))}
            value={draft.every_weeks}
            onChange={(v) => v && change({ every_weeks: v })}
            allowDeselect={false}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Ends
            </Text>
            <SegmentedControl
              aria-label="Ends"
              data={[
                { value: "count", label: "After a number of times" },
                { value: "date", label: "On a date" },
              ]}
              value={draft.ends}
              onChange={(v) => change({ ends: v as Draft["ends"] })}
            />
          </Stack>
          {draft.ends === "count" ? (
            <TextInput
              label="Times"
              type="number"
              min={1}
              max={104}
              value={draft.count}
              onChange={(e) => change({ count: e.currentTarget.value })}
            />
          ) : (
            <TextInput
              type="date"
              label="Last date"
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
            Check the dates
          </Button>
          {plan !== undefined && free.length > 0 && (
            <Button onClick={() => setConfirming(true)}>
              Book {free.length} date{free.length === 1 ? "" : "s"}
            </Button>
          )}
        </Group>
        {plan !== undefined && (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label="Dates of the series" maw={720}>
              <Table.Tbody>
                {plan.occurrences.map((o) => (
                  <Table.Tr key={o.date}>
                    <Table.Td>{longDate(o.date, zone)}</Table.Td>
                    <Table.Td>
                      {o.problem === null ? (
                        <Badge color="teal" variant="light">
                          free
                        </Badge>
                      ) : (
                        <Badge color="red" variant="light">
                          not free
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{o.problem ?? sum(o.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {confirming && plan !== undefined && (
        <Confirm
          title={`Book ${draft.name}?`}
          confirm={`Book ${free.length} date${free.length === 1 ? "" : "s"}`}
          color="teal"
          done="Series booked."
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
            {free.length} booking{free.length === 1 ? "" : "s"} of{" "}
            {courts.find((c) => c.value === draft.court_id)?.label}, {sum(total)} by the club&apos;s rates, each owed on
            its day.
            {refused.length > 0 &&
              ` Left out: ${refused.map((o) => shortDate(o.date, zone)).join(", ")} (they cannot be booked).`}
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
  const detail = useLoad(() => showSeries(facilityId, seriesId), [facilityId, seriesId])
  const [cancelling, setCancelling] = useState<{ date: string; scope: "this" | "following" }>()
  const [moving, setMoving] = useState<string>()
  const [paying, setPaying] = useState(false)
  const today = todayAt(zone)
  const changed = () => (detail.reload(), onChanged())
  return (
    <Card withBorder component="section" aria-label="Dates of a series">
      <Loaded state={detail}>
        {(s) => {
          const cost = (amount: number) => money(amount, s.currency, s.currency_decimals)
          const owing = s.occurrences.filter((o) => o.date >= today && o.owed > 0)
          const owed = owing.reduce((n, o) => n + o.owed, 0)
          return (
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {s.name}: {when(s)}
                </Title>
                {owed > 0 && (
                  <Button size="xs" onClick={() => setPaying(true)}>
                    Pay {owing.length} date{owing.length === 1 ? "" : "s"} up front: {cost(owed)}
                  </Button>
                )}
              </Group>
              <Table.ScrollContainer minWidth={860}>
                <Table aria-label={`Dates of ${s.name}`}>
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
                              {o.status !== "admin_cancelled"
                                ? o.status
                                : s.occurrences.some(
                                      (x) => x.date === o.date && x !== o && ACTIVE_STATUSES.includes(x.status),
                                    )
                                  ? "moved"
                                  : "cancelled"}
                            </Badge>
                          </Table.Td>
                          <Table.Td>{live && (o.owed > 0 ? `${cost(o.owed)} owed` : "paid")}</Table.Td>
                          <Table.Td>
                            {live && (
                              <Group gap="xs" wrap="nowrap">
                                <Button size="xs" variant="light" onClick={() => setMoving(o.date)}>
                                  Move from here on
                                </Button>
                                <Button
                                  size="xs"
                                  variant="light"
                                  color="red"
                                  onClick={() => setCancelling({ date: o.date, scope: "this" })}
                                >
                                  Cancel this date
                                </Button>
                                <Button
                                  size="xs"
                                  variant="subtle"
                                  color="red"
                                  onClick={() => setCancelling({ date: o.date, scope: "following" })}
                                >
                                  Cancel from here on
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
                  title={`Pay ${s.name} up front?`}
                  amount={{ minor: owed, shown: cost(owed) }}
                  ways={STAFF_WAYS.filter((w) => w.value !== "prepaid" && w.value !== "card")}
                  description={`${s.name}: ${owing.length} dates`}
                  says={(way) =>
                    `${cost(owed)} by ${way} for ${owing.length} date${owing.length === 1 ? "" : "s"} from ${longDate(owing[0]!.date, zone)}: one payment today, each date's share refunded by the club's cancellation policy if that date is cancelled.`
                  }
                  done="Series paid."
                  take={(how) => paySeries(facilityId, seriesId, how).then(() => (setPaying(false), changed()))}
                  onClose={() => setPaying(false)}
                />
              )}
              {cancelling !== undefined && (
                <Confirm
                  title={cancelling.scope === "this" ? "Cancel this date?" : "Cancel the rest of the series?"}
                  confirm={cancelling.scope === "this" ? "Cancel the date" : "Cancel these dates"}
                  done="Cancelled."
                  onClose={() => setCancelling(undefined)}
                  onConfirm={() =>
                    cancelSeries(facilityId, seriesId, cancelling).then(() => {
                      setCancelling(undefined)
                      changed()
                    })
                  }
                >
                  <Text size="sm">
                    {cancelling.scope === "this"
                      ? `The booking on ${longDate(cancelling.date, zone)} is cancelled`
                      : `Every booking of the series from ${longDate(cancelling.date, zone)} on is cancelled`}
                    , each as the desk cancels a booking: what was paid goes back by the club&apos;s cancellation
                    policy.
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
  const [hours, setHours] = useState({ hour_start: String(series.hour_start), hour_end: String(series.hour_end) })
  const [plan, setPlan] = useState<ReadonlyArray<PlannedOccurrence>>()
  const [confirming, setConfirming] = useState(false)
  const action = useAction()
  const change = {
    date: from,
    scope: "following" as const,
    hour_start: Number(hours.hour_start),
    hour_end: Number(hours.hour_end),
  }
  const free = plan?.filter((o) => o.problem === null) ?? []
  const kept = plan?.filter((o) => o.problem !== null) ?? []
  return (
    <Card withBorder component="section" aria-label="Move the series">
      <Stack gap="xs">
        <Title order={4} size="h6">
          Move {series.name} from {longDate(from, zone)} on
        </Title>
        <Group>
          <HoursPicker
            hourStart={hours.hour_start}
            hourEnd={hours.hour_end}
            onChange={(next) => (setHours({ ...hours, ...next }), setPlan(undefined))}
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
            Check the new hour
          </Button>
          {free.length > 0 && (
            <Button onClick={() => setConfirming(true)}>
              Move {free.length} date{free.length === 1 ? "" : "s"}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
        {plan !== undefined && (
          <Table aria-label="Dates at the new hour" maw={720}>
            <Table.Tbody>
              {plan.map((o) => (
                <Table.Tr key={o.date}>
                  <Table.Td>{longDate(o.date, zone)}</Table.Td>
                  <Table.Td>{o.problem ?? money(o.total, series.currency, series.currency_decimals)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {confirming && (
        <Confirm
          title={`Move ${series.name}?`}
          confirm={`Move ${free.length} date${free.length === 1 ? "" : "s"}`}
          color="teal"
          done="Series moved."
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            moveSeries(facilityId, series.id, { ...change, conflicts: kept.length === 0 ? "cancel" : "skip" }).then(
              () => (setConfirming(false), onMoved()),
            )
          }
        >
          <Text size="sm">
            {free.length} date{free.length === 1 ? "" : "s"} move to {timeRange(change.hour_start, change.hour_end)},
            each at the price shown; the old times are freed.
            {kept.length > 0 && ` These keep their hour: ${kept.map((o) => shortDate(o.date, zone)).join(", ")}.`}
          </Text>
        </Confirm>
      )}
    </Card>
  )
}
