import { StaffNotes } from "../ui/StaffNotes"
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Card,
  Drawer,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useEffect, useState } from "react"
import { Link, Navigate } from "react-router"
import { clickedBookingSeconds, gridCells, kindLabel, shownHours } from "../../../engine/calendarGrid"
import { formatSecondsOfDay } from "../../../engine/dates"
import { ACTIVE_STATUSES, ReservationKind, STATUS_LABELS } from "../../../engine/reservations"
import { isStaff, MANAGER_ROLES } from "../../../engine/roles"
import { getFacility } from "../api/facilities"
import {
  applyFees,
  bookAsAdmin,
  cancellationVerification,
  cancelReservation,
  changeReservationStatus,
  courtsReservationsForPlayers,
  facilityReservations,
  markNoShow,
  prosWithReservations,
  rainCheck,
  toggleCheckin,
  updateTotals,
} from "../api/reservations"
import { guestUsers, searchUsers } from "../api/users"
import { useManages, useSession } from "../session"
import { DayGrid, type Selection } from "../ui/DayGrid"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { AlertsPanel } from "../ui/AlertsPanel"
import { DoorPanel } from "../ui/DoorPanel"
import { addDays, longDate, money, timeOf, timeRange, todayAt } from "../ui/format"
import { releaseSlotHold, type SlotOffer, slotHolds } from "../api/slotWatch"
import { useCalendarUpdates } from "../ui/live"
import { Confirm } from "../ui/Confirm"
import { ReservationMoney } from "../ui/Payments"
import { ClinicRegister } from "../ui/ClinicRegister"
import { LessonFromPackage } from "../ui/LessonPackages"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { toMinor } from "../../../engine/money"

type Day = Awaited<ReturnType<typeof facilityReservations>>
type Reservation = Day[number]
type Club = Awaited<ReturnType<typeof getFacility>>

const KINDS = ReservationKind.literals
/** Alert when the guest list cannot be loaded. */
const GUEST_LIST_FAILURE = "There was an error trying to retrieve the guests. Please try again later."

/**
 * The front desk's day board: every court as a row over the day's quarter-hour cells; a click or
 * a drag on free cells books any kind for anyone; a block opens the reservation to check in,
 * mark a no-show, rain-check, cancel, and settle its fees.
 */
export const Desk = () => {
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice((role) => admin || (role !== null && isStaff(role)))
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/desk" />
  return (
    <main className="wide">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={1}>Front desk</Title>
          <Group gap="sm">
            {/* Weekly series for leagues and teams live on their own page. */}
            <Button
              component={Link}
              to={`/series${facility === undefined ? "" : `?facility=${facility.id}`}`}
              variant="light"
            >
              Series
            </Button>
            <FacilityPicker choices={choices} value={facility} onChange={choose} />
          </Group>
        </Group>
        {facility === undefined ? (
          <Text>You are not staff at any facility.</Text>
        ) : (
          <>
            <AlertsPanel
              key={`alerts-${facility.id}`}
              facilityId={facility.id}
              zone={facility.time_zone}
              manager={admin || (facility.role !== null && MANAGER_ROLES.includes(facility.role))}
            />
            <Board key={facility.id} facilityId={facility.id} zone={facility.time_zone} />
            <DoorPanel key={`door-${facility.id}`} facilityId={facility.id} zone={facility.time_zone} />
            <Card withBorder maw={720}>
              <Title order={2} size="h4" mb="xs">
                Staff board
              </Title>
              <StaffNotes
                facilityId={facility.id}
                subject={{ model: "Facility", modelId: facility.id }}
                label="Staff board"
                todo
              />
            </Card>
          </>
        )}
      </Stack>
    </main>
  )
}

const Board = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const [date, setDate] = useState(todayAt(zone))
  const [selection, setSelection] = useState<Selection>()
  const [openId, setOpenId] = useState<number>()
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const day = useLoad(
    () =>
      Promise.all([
        courtsReservationsForPlayers(facilityId, date),
        facilityReservations(facilityId, date),
        slotHolds(facilityId, date),
      ]),
    [facilityId, date],
  )
  const { reload } = day
  useEffect(() => {
    const timer = setInterval(() => void reload(), 35_000)
    return () => clearInterval(timer)
  }, [reload])
  useCalendarUpdates(facilityId, (changed) => (changed === "*" || changed === date) && void reload())

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={() => setDate(addDays(date, -1))}>
          Previous day
        </Button>
        <Button variant="default" onClick={() => setDate(todayAt(zone))}>
          Today
        </Button>
        <Button variant="default" onClick={() => setDate(addDays(date, 1))}>
          Next day
        </Button>
        <TextInput
          type="date"
          aria-label="Date"
          value={date}
          onChange={(e) => e.currentTarget.value !== "" && setDate(e.currentTarget.value)}
        />
        <Title order={2} size="h4">
          {longDate(date, zone)}
        </Title>
      </Group>
      <Loaded state={day}>
        {([feed, reservations, holds]) => {
          const active = reservations.filter((r) => ACTIVE_STATUSES.includes(r.status))
          const open = reservations.find((r) => r.id === openId)
          const hours = shownHours(feed.meta.available_hours, active)
          const c = club.data
          return (
            <>
              <DaySummary reservations={reservations} club={c} />
              {hours.length === 0 ? (
                <Text>The facility is closed on this day.</Text>
              ) : (
                <DayGrid
                  label={`Courts on ${longDate(date, zone)}`}
                  availableHours={hours}
                  cells={gridCells(hours)}
                  courts={feed.courts_with_reservations.map((court) => ({
                    id: court.id,
                    name: court.name,
                    blocks: active
                      .filter((r) => r.court_id === court.id)
                      .map((r) => ({
                        id: r.id,
                        kind: r.kind,
                        hour_start: r.hour_start,
                        hour_end: r.hour_end,
                        checked: r.status === "checked",
                        title: `${kindLabel(r.kind)}${r.status === "checked" ? " ✓" : ""}`,
                        detail: `${r.info_text || (r.guest_name ?? "")} ${timeRange(r.hour_start, r.hour_end)}`,
                      }))
                      .concat(
                        // A slot held for a watcher is taken until the offer ends; it is released below.
                        holds
                          .filter((h) => h.court_id === court.id)
                          .map((h) => ({
                            id: -h.id,
                            kind: "other" as const,
                            hour_start: h.hour_start,
                            hour_end: h.hour_end,
                            checked: false,
                            title: "Held",
                            detail: `for ${h.person} until ${timeOf(h.expires_at, zone)}`,
                          })),
                      ),
                  }))}
                  selection={selection}
                  clickSpan={clickedBookingSeconds(feed.meta.interval_rounding)}
                  onSelect={setSelection}
                  onBlock={(id) => id > 0 && setOpenId(id)}
                />
              )}
              <Holds facilityId={facilityId} zone={zone} holds={holds} onReleased={() => void reload()} />
              {selection !== undefined && (
                <NewBooking
                  facilityId={facilityId}
                  date={date}
                  courts={feed.courts_with_reservations}
                  cells={gridCells(hours)}
                  rounding={feed.meta.interval_rounding}
                  selection={selection}
                  onClose={() => setSelection(undefined)}
                  onBooked={(id) => (setSelection(undefined), setOpenId(id), void reload())}
                />
              )}
              {open !== undefined && c !== undefined && (
                <ReservationPanel
                  reservation={open}
                  courtName={feed.courts_with_reservations.find((x) => x.id === open.court_id)?.name ?? ""}
                  club={c}
                  onClose={() => setOpenId(undefined)}
                  onChanged={reload}
                />
              )}
              <CancelledList reservations={reservations} onOpen={setOpenId} />
            </>
          )
        }}
      </Loaded>
    </Stack>
  )
}

const DaySummary = ({ reservations, club }: { reservations: Day; club: Club | undefined }) => {
  const active = reservations.filter((r) => ACTIVE_STATUSES.includes(r.status))
  const total = active.reduce((sum, r) => sum + r.totals.total, 0)
  return (
    <Group gap="lg" aria-label="Day totals">
      <Text>
        <strong>{active.length}</strong> on the courts
      </Text>
      <Text>
        <strong>{active.filter((r) => r.status === "checked").length}</strong> checked in
      </Text>
      <Text>
        <strong>{reservations.length - active.length}</strong> cancelled, rain-checked or no-show
      </Text>
      {club !== undefined && (
        <Text>
          Fees <strong>{money(total, club.currency, club.currency_decimals)}</strong>
        </Text>
      )}
    </Group>
  )
}

const CancelledList = ({ reservations, onOpen }: { reservations: Day; onOpen: (id: number) => void }) => {
  const gone = reservations.filter((r) => !ACTIVE_STATUSES.includes(r.status))
  if (gone.length === 0) return null
  return (
    <details>
      <summary>Cancelled, rain-checked and no-shows ({gone.length})</summary>
      <Stack gap={4} mt="xs">
        {gone.map((r) => (
          <Button key={r.id} variant="subtle" justify="start" onClick={() => onOpen(r.id)}>
            {timeRange(r.hour_start, r.hour_end)} · {r.users.map((u) => u.name).join(", ") || kindLabel(r.kind)} ·{" "}
            {STATUS_LABELS[r.status]}
          </Button>
        ))}
      </Stack>
    </details>
  )
}

const NewBooking = ({
  facilityId,
  date,
  courts,
  cells,
  rounding,
  selection,
  onClose,
  onBooked,
}: {
  facilityId: number
  date: string
  courts: ReadonlyArray<{ id: number; name: string }>
  cells: ReadonlyArray<number>
  rounding: number
  selection: Selection
  onClose: () => void
  onBooked: (id: number) => void
}) => {
  const [courtId, setCourtId] = useState(selection.courtId)
  const [start, setStart] = useState(selection.start)
  const [end, setEnd] = useState(selection.end)
  const [kind, setKind] = useState<(typeof KINDS)[number]>("reservation")
  const [subkind, setSubkind] = useState("")
  const [teacher, setTeacher] = useState<string | null>(null)
  const [outside, setOutside] = useState(false)
  const [search, setSearch] = useState("")
  const [debounced] = useDebouncedValue(search, 250)
  const [players, setPlayers] = useState<Array<{ value: string; label: string }>>([])
  const [guests, setGuests] = useState<Array<string>>([])
  const guestList = useLoad(() => guestUsers(facilityId), [facilityId])
  const found = useLoad(
    () => (debounced.trim().length < 2 ? Promise.resolve([]) : searchUsers({ q: debounced, facility_id: facilityId })),
    [debounced, facilityId],
  )
  const pros = useLoad(() => prosWithReservations(facilityId, date), [facilityId, date])
  const action = useAction()
  useEffect(() => {
    setCourtId(selection.courtId)
    setStart(selection.start)
    setEnd(selection.end)
  }, [selection])
  const times = [...cells, (cells[cells.length - 1] ?? 0) + 900].filter((s) => s % rounding === 0)
  const options = [
    ...players,
    ...(found.data ?? [])
      .filter((u) => !players.some((p) => p.value === String(u.id)))
      .map((u) => ({ value: String(u.id), label: `${u.first_name} ${u.last_name}${u.email ? ` (${u.email})` : ""}` })),
  ]
  return (
    <Modal opened onClose={onClose} title="New booking" size="lg">
      <Stack gap="sm">
        <Group grow wrap="wrap" align="end">
          <Select
            label="Court"
            data={courts.map((c) => ({ value: String(c.id), label: c.name }))}
            value={String(courtId)}
            onChange={(v) => v && setCourtId(Number(v))}
            allowDeselect={false}
          />
          <Select
            label="From"
            data={times.map((s) => ({ value: String(s), label: formatSecondsOfDay(s) }))}
            value={String(start)}
            onChange={(v) => v && setStart(Number(v))}
            allowDeselect={false}
          />
          <Select
            label="To"
            data={times.filter((s) => s > start).map((s) => ({ value: String(s), label: formatSecondsOfDay(s) }))}
            value={String(end)}
            onChange={(v) => v && setEnd(Number(v))}
            allowDeselect={false}
          />
        </Group>
        <Group grow wrap="wrap" align="end">
          <Select
            label="Kind"
            data={KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
            value={kind}
            onChange={(v) => v && setKind(v as (typeof KINDS)[number])}
            allowDeselect={false}
          />
          <TextInput
            label="Detail"
            placeholder="e.g. private, maintenance, ball machine"
            value={subkind}
            onChange={(e) => setSubkind(e.currentTarget.value)}
          />
          {kind === "lesson" && (
            <Select
              label="Teacher"
              data={(pros.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={teacher}
              onChange={setTeacher}
              clearable
            />
          )}
        </Group>
        <MultiSelect
          label="Players"
          placeholder="Search members by name or e-mail"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={players.map((p) => p.value)}
          onChange={(values) => setPlayers(options.filter((o) => values.includes(o.value)))}
          filter={({ options: all }) => all}
          nothingFoundMessage={debounced.trim().length < 2 ? "Type at least two letters" : "No member found"}
        />
        <TagsInput
          label="Guests"
          description="Type a name and press Enter; the club's recent guests are suggested"
          data={(guestList.data ?? []).map((g) => `${g.first_name} ${g.last_name}`.trim())}
          value={guests}
          onChange={setGuests}
          maxTags={8}
        />
        {guestList.error !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {GUEST_LIST_FAILURE}
          </Alert>
        )}
        {action.error !== undefined && <Failure message={action.error} />}
        {kind === "lesson" && teacher !== null && action.error?.includes("outside the teacher's hours") && (
          // Said by the server first; the desk books it anyway only on the teacher's word.
          <Checkbox
            label="The teacher agreed to this time: book it outside their hours"
            checked={outside}
            onChange={(e) => setOutside(e.currentTarget.checked)}
          />
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            loading={action.busy === "book"}
            onClick={() =>
              void action.run("book", async () => {
                const r = await bookAsAdmin(courtId, {
                  date,
                  hour_start: start,
                  hour_end: end,
                  kind,
                  subkind: subkind.trim() === "" ? null : subkind.trim(),
                  reservation_type: 0,
                  player_ids: players.map((p) => Number(p.value)),
                  guests,
                  teacher_id: kind === "lesson" && teacher !== null ? Number(teacher) : null,
                  extra_court_ids: [],
                  outside_teacher_hours: outside,
                })
                onBooked(r.id)
              })
            }
          >
            Book
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/**
 * The desk's cancel: what will happen to the money, as the engine will do it (refunds by the club's
 * policy, a late fee the desk may waive), before the second click.
 */
const CancelAtDesk = ({
  reservationId,
  facilityId,
  onClose,
  onCancelled,
}: {
  reservationId: number
  facilityId: number
  onClose: () => void
  onCancelled: () => Promise<void>
}) => {
  const manages = useManages(facilityId)
  const [waive, setWaive] = useState(false)
  const check = useLoad(() => cancellationVerification(reservationId, waive), [reservationId, waive])
  // Remembered, not derived: once waived the verification shows no fee, and the box must stay to undo it.
  const [charged, setCharged] = useState(false)
  useEffect(() => {
    if (check.data !== undefined && check.data.late && check.data.fee > 0) setCharged(true)
  }, [check.data])
  return (
    <Confirm
      title="Cancel this booking?"
      confirm="Cancel booking"
      done="Booking cancelled."
      disabled={check.data === undefined || !check.data.allowed || check.loading}
      onClose={onClose}
      onConfirm={() => cancelReservation(reservationId, waive).then(onCancelled)}
    >
      <Loaded state={check}>{(verdict) => <Text role="note">{verdict.message}</Text>}</Loaded>
      {charged && manages && (
        <Checkbox
          label="Waive the late-cancellation fee"
          checked={waive}
          onChange={(e) => setWaive(e.currentTarget.checked)}
        />
      )}
    </Confirm>
  )
}

const ReservationPanel = ({
  reservation: r,
  courtName,
  club,
  onClose,
  onChanged,
}: {
  reservation: Reservation
  courtName: string
  club: Club
  onClose: () => void
  onChanged: () => Promise<void>
}) => {
  const action = useAction()
  const [fee, setFee] = useState<number | string>("")
  const [description, setDescription] = useState("")
  const act = (name: string, call: () => Promise<unknown>, done: string) => void action.run(name, call, onChanged, done)
  const [confirming, setConfirming] = useState<"noshow" | "rain" | "cancel">()
  const who = r.users.length === 0 ? (r.guest_name ?? "This booking") : r.users.map((u) => u.name).join(", ")
  const cash = (amount: number) => money(amount, club.currency, club.currency_decimals)
  const active = ACTIVE_STATUSES.includes(r.status)
  return (
    <Drawer opened onClose={onClose} position="right" title={`${kindLabel(r.kind)} on ${courtName}`} size="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{timeRange(r.hour_start, r.hour_end)}</Text>
          <Badge color={r.status === "checked" ? "blue" : r.status === "booked" ? "teal" : "gray"}>
            {STATUS_LABELS[r.status]}
          </Badge>
        </Group>
        {r.subkind !== null && <Text>{r.subkind}</Text>}
        <Title order={3} size="h5">
          Players
        </Title>
        {r.kind === "clinic" ? (
          <ClinicRegister
            reservationId={r.id}
            desk={{ facilityId: r.facility_id, currency: club.currency, currency_decimals: club.currency_decimals }}
          />
        ) : r.users.length === 0 ? (
          <Text c="dimmed">{r.guest_name ?? "No players"}</Text>
        ) : (
          <Stack gap={2}>
            {r.users.map((u) => (
              <Text key={u.id}>
                {u.name}
                {u.guest ? " (guest)" : ""}
              </Text>
            ))}
          </Stack>
        )}
        {action.error !== undefined && <Failure message={action.error} />}
        <Group gap="xs">
          {r.status === "booked" && (
            <Button
              loading={action.busy === "in"}
              onClick={() => act("in", () => changeReservationStatus(r.id, "checked"), "Checked in.")}
            >
              Check in
            </Button>
          )}
          {r.status === "checked" && (
            <Button
              variant="light"
              loading={action.busy === "toggle"}
              onClick={() => act("toggle", () => toggleCheckin(r.id), "Check-in undone.")}
            >
              Undo check-in
            </Button>
          )}
          {active && (
            <>
              <Button variant="light" color="orange" onClick={() => setConfirming("noshow")}>
                No-show
              </Button>
              <Button variant="light" color="cyan" onClick={() => setConfirming("rain")}>
                Rain check
              </Button>
              <Button variant="light" color="red" onClick={() => setConfirming("cancel")}>
                Cancel
              </Button>
            </>
          )}
        </Group>
        {confirming === "noshow" && (
          <Confirm
            title="Mark as a no-show?"
            confirm="Mark no-show"
            done="Marked as a no-show."
            color="orange"
            onClose={() => setConfirming(undefined)}
            onConfirm={() => markNoShow(r.id).then(onChanged)}
          >
            <Text>
              {who} on {courtName}, {timeRange(r.hour_start, r.hour_end)} did not come. The booking keeps its fees: what
              is unpaid is still owed, and it shows on the players' no-show record.
            </Text>
          </Confirm>
        )}
        {confirming === "rain" && (
          <Confirm
            title="Give a rain check?"
            confirm="Give rain check"
            done="Rain check given; the court is free."
            color="cyan"
            onClose={() => setConfirming(undefined)}
            onConfirm={() => rainCheck(r.id).then(onChanged)}
          >
            <Text>
              {who} on {courtName}, {timeRange(r.hour_start, r.hour_end)}: the court is freed. Nothing is refunded, and
              nothing unpaid is owed any more.
            </Text>
          </Confirm>
        )}
        {confirming === "cancel" && (
          <CancelAtDesk
            reservationId={r.id}
            facilityId={r.facility_id}
            onClose={() => setConfirming(undefined)}
            onCancelled={onChanged}
          />
        )}
        <Title order={3} size="h5">
          Fees
        </Title>
        <Table aria-label="Fees">
          <Table.Tbody>
            {r.fees.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>
                  {f.description ?? "Fee"}
                  {f.user_index !== null && r.users[f.user_index] ? ` · ${r.users[f.user_index]!.name}` : ""}
                </Table.Td>
                <Table.Td ta="right">{cash(f.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th ta="right">{cash(r.totals.total)}</Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Button
          variant="default"
          loading={action.busy === "totals"}
          onClick={() => act("totals", () => updateTotals(r.id), "Court fees recalculated.")}
        >
          Recalculate court fees
        </Button>
        <Group align="end">
          <NumberInput
            label={`Add a fee (${club.currency})`}
            value={fee}
            onChange={setFee}
            min={0}
            decimalScale={club.currency_decimals}
            maw={140}
          />
          <TextInput
            label="For"
            placeholder="e.g. ball rental"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            disabled={fee === "" || Number(fee) <= 0}
            loading={action.busy === "fee"}
            onClick={() =>
              void action.run(
                "fee",
                () =>
                  applyFees(r.id, {
                    users_fees: [],
                    reservation_fees: [
                      {
                        amount: toMinor(fee, club.currency_decimals),
                        ...(description.trim() === "" ? {} : { description: description.trim() }),
                      },
                    ],
                  }),
                () => (setFee(""), setDescription(""), onChanged()),
                "Fee added.",
              )
            }
          >
            Add fee
          </Button>
        </Group>
        <LessonFromPackage lesson={r} onUsed={onChanged} />
        {/* A clinic's money is its purchases', taken in the register above; the court's own fees only if added. */}
        {(r.kind !== "clinic" || r.totals.total > 0) && (
          <ReservationMoney
            key={`${r.id}-${r.totals.total}`}
            reservationId={r.id}
            facilityId={r.facility_id}
            club={club}
            staff
            onChanged={onChanged}
          />
        )}
      </Stack>
    </Drawer>
  )
}

/** Slots held for players watching them: the desk may free one for everyone (nobody else is offered it). */
const Holds = ({
  facilityId,
  zone,
  holds,
  onReleased,
}: {
  facilityId: number
  zone: string
  holds: ReadonlyArray<SlotOffer>
  onReleased: () => void
}) => {
  const [releasing, setReleasing] = useState<SlotOffer>()
  if (holds.length === 0) return null
  return (
    <Card withBorder component="section" aria-label="Held for watchers" maw={720}>
      <Title order={3} size="h5" mb="xs">
        Held for watchers
      </Title>
      <Stack gap={4}>
        {holds.map((h) => (
          <Group key={h.id} justify="space-between">
            <Text size="sm">
              {h.court}, {timeRange(h.hour_start, h.hour_end)}: offered to {h.person} until {timeOf(h.expires_at, zone)}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => setReleasing(h)}>
              Release
            </Button>
          </Group>
        ))}
      </Stack>
      {releasing !== undefined && (
        <Confirm
          title="Release this slot?"
          confirm="Release the slot"
          done="Released."
          onClose={() => setReleasing(undefined)}
          onConfirm={() => releaseSlotHold(facilityId, releasing.id).then(onReleased)}
        >
          <Text size="sm">
            {releasing.court}, {timeRange(releasing.hour_start, releasing.hour_end)} is no longer held for{" "}
            {releasing.person}: anyone may book it, and nobody else watching it is offered it.
          </Text>
        </Confirm>
      )}
    </Card>
  )
}
