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
import { type ReactNode, useEffect, useState } from "react"
import { Link, Navigate } from "react-router"
import { clickedBookingSeconds, gridCells, shownHours } from "../../../engine/bookings/calendarGrid"
import { ACTIVE_STATUSES, ReservationKind } from "../../../engine/reservations/rules"
import { Message, useT } from "../i18n/I18n"
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
  rainCheckVerification,
  toggleCheckin,
  updateTotals,
} from "../api/reservations"
import { guestUsers, searchUsers } from "../api/users"
import { useManages, useSession } from "../session"
import { DayGrid, type Selection } from "../ui/DayGrid"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { AlertsPanel } from "../ui/AlertsPanel"
import { DoorPanel } from "../ui/DoorPanel"
import { addDays, longDate, money, namedApart, personLabel, timeOf, timeOfDay, timeRange, todayAt } from "../ui/format"
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
const bold = { b: (chunks: ReactNode) => <strong>{chunks}</strong> }

/**
 * The front desk's day board: every court as a row over the day's quarter-hour cells; a click or
 * a drag on free cells books any kind for anyone; a block opens the reservation to check in,
 * mark a no-show, rain-check, cancel, and settle its fees.
 */
export const Desk = () => {
  const t = useT()
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice((role) => admin || (role !== null && isStaff(role)))
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/desk" />
  return (
    <main className="wide">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={1}>{t("desk.title")}</Title>
          <Group gap="sm">
            {/* Weekly series for leagues and teams live on their own page. */}
            <Button
              component={Link}
              to={`/series${facility === undefined ? "" : `?facility=${facility.id}`}`}
              variant="light"
            >
              {t("desk.series")}
            </Button>
            <FacilityPicker choices={choices} value={facility} onChange={choose} />
          </Group>
        </Group>
        {facility === undefined ? (
          <Text>{t("desk.notStaff")}</Text>
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
                {t("desk.staffBoard")}
              </Title>
              <StaffNotes
                facilityId={facility.id}
                subject={{ model: "Facility", modelId: facility.id }}
                label={t("desk.staffBoard")}
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
  const t = useT()
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
          {t("book.previousDay")}
        </Button>
        <Button variant="default" onClick={() => setDate(todayAt(zone))}>
          {t("desk.today")}
        </Button>
        <Button variant="default" onClick={() => setDate(addDays(date, 1))}>
          {t("book.nextDay")}
        </Button>
        <TextInput
          type="date"
          aria-label={t("desk.date")}
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
                <Text>{t("book.closed")}</Text>
              ) : (
                <DayGrid
                  label={t("book.courtsOn", { date: longDate(date, zone) })}
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
                        title: `${t(`kind.${r.kind}`)}${r.status === "checked" ? " ✓" : ""}`,
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
                            title: t("desk.held"),
                            detail: t("desk.heldFor", { person: h.person, time: timeOf(h.expires_at, zone) }),
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
  const t = useT()
  const active = reservations.filter((r) => ACTIVE_STATUSES.includes(r.status))
  const total = active.reduce((sum, r) => sum + r.totals.total, 0)
  return (
    <Group gap="lg" aria-label={t("desk.dayTotals")}>
      <Text>
        <Message id="desk.onCourts" values={{ ...bold, count: active.length }} />
      </Text>
      <Text>
        <Message id="desk.checkedIn" values={{ ...bold, count: active.filter((r) => r.status === "checked").length }} />
      </Text>
      <Text>
        <Message id="desk.gone" values={{ ...bold, count: reservations.length - active.length }} />
      </Text>
      {club !== undefined && (
        <Text>
          <Message id="desk.fees" values={{ ...bold, amount: money(total, club.currency, club.currency_decimals) }} />
        </Text>
      )}
    </Group>
  )
}

const CancelledList = ({ reservations, onOpen }: { reservations: Day; onOpen: (id: number) => void }) => {
  const t = useT()
  const gone = reservations.filter((r) => !ACTIVE_STATUSES.includes(r.status))
  if (gone.length === 0) return null
  return (
    <details>
      <summary>{t("desk.goneList", { count: gone.length })}</summary>
      <Stack gap={4} mt="xs">
        {gone.map((r) => (
          <Button key={r.id} variant="subtle" justify="start" onClick={() => onOpen(r.id)}>
            {t("desk.goneItem", {
              times: timeRange(r.hour_start, r.hour_end),
              who: r.users.map((u) => u.name).join(", ") || t(`kind.${r.kind}`),
              status: t(`status.${r.status}`),
            })}
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
  const t = useT()
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
      .map((u) => ({ value: String(u.id), label: personLabel(u) })),
  ]
  return (
    <Modal opened onClose={onClose} title={t("desk.newBooking")} size="lg">
      <Stack gap="sm">
        <Group grow wrap="wrap" align="end">
          <Select
            label={t("book.court")}
            data={courts.map((c) => ({ value: String(c.id), label: c.name }))}
            value={String(courtId)}
            onChange={(v) => v && setCourtId(Number(v))}
            allowDeselect={false}
          />
          <Select
            label={t("desk.from")}
            data={times.map((s) => ({ value: String(s), label: timeOfDay(s) }))}
            value={String(start)}
            onChange={(v) => v && setStart(Number(v))}
            allowDeselect={false}
          />
          <Select
            label={t("desk.to")}
            data={times.filter((s) => s > start).map((s) => ({ value: String(s), label: timeOfDay(s) }))}
            value={String(end)}
            onChange={(v) => v && setEnd(Number(v))}
            allowDeselect={false}
          />
        </Group>
        <Group grow wrap="wrap" align="end">
          <Select
            label={t("desk.kind")}
            data={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={kind}
            onChange={(v) => v && setKind(v as (typeof KINDS)[number])}
            allowDeselect={false}
          />
          <TextInput
            label={t("desk.detail")}
            placeholder={t("desk.detailHint")}
            value={subkind}
            onChange={(e) => setSubkind(e.currentTarget.value)}
          />
          {kind === "lesson" && (
            <Select
              label={t("desk.teacher")}
              data={namedApart(pros.data ?? [])}
              value={teacher}
              onChange={setTeacher}
              clearable
            />
          )}
        </Group>
        <MultiSelect
          label={t("desk.players")}
          placeholder={t("desk.searchMembers")}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={players.map((p) => p.value)}
          onChange={(values) => setPlayers(options.filter((o) => values.includes(o.value)))}
          filter={({ options: all }) => all}
          nothingFoundMessage={debounced.trim().length < 2 ? t("book.typeTwoLetters") : t("desk.noMember")}
        />
        <TagsInput
          label={t("desk.guests")}
          description={t("desk.guestsHint")}
          // A guest is written by name: two people of one name are one suggestion (members are told
          // apart by e-mail among the players above).
          data={[...new Set((guestList.data ?? []).map((g) => `${g.first_name} ${g.last_name}`.trim()))]}
          value={guests}
          onChange={setGuests}
          maxTags={8}
        />
        {guestList.error !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {t("desk.guestListFailure")}
          </Alert>
        )}
        {action.error !== undefined && <Failure message={action.error} />}
        {kind === "lesson" && teacher !== null && action.reason === "outside_teacher_hours" && (
          // Said by the server first; the desk books it anyway only on the teacher's word.
          <Checkbox
            label={t("desk.outsideHours")}
            checked={outside}
            onChange={(e) => setOutside(e.currentTarget.checked)}
          />
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t("common.close")}
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
            {t("desk.book")}
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
  const t = useT()
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
      title={t("desk.cancelTitle")}
      confirm={t("desk.cancelConfirm")}
      done={t("desk.cancelled")}
      disabled={check.data === undefined || !check.data.allowed || check.loading}
      onClose={onClose}
      onConfirm={() => cancelReservation(reservationId, waive).then(onCancelled)}
    >
      <Loaded state={check}>{(verdict) => <Text role="note">{verdict.message}</Text>}</Loaded>
      {charged && manages && (
        <Checkbox label={t("desk.waive")} checked={waive} onChange={(e) => setWaive(e.currentTarget.checked)} />
      )}
    </Confirm>
  )
}

/** A rain check, confirmed with what it does with the money (the club's way, from the server). */
const RainCheckAtDesk = ({
  reservationId,
  onClose,
  onDone,
}: {
  reservationId: number
  onClose: () => void
  onDone: () => Promise<void>
}) => {
  const t = useT()
  const check = useLoad(() => rainCheckVerification(reservationId), [reservationId])
  return (
    <Confirm
      title={t("desk.rainTitle")}
      confirm={t("desk.rainConfirm")}
      done={t("desk.rainDone")}
      color="cyan"
      disabled={check.data === undefined || !check.data.allowed}
      onClose={onClose}
      onConfirm={() => rainCheck(reservationId).then(onDone)}
    >
      <Loaded state={check}>{(verdict) => <Text role="note">{verdict.message}</Text>}</Loaded>
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
  const t = useT()
  const action = useAction()
  const [fee, setFee] = useState<number | string>("")
  const [description, setDescription] = useState("")
  const act = (name: string, call: () => Promise<unknown>, done: string) => void action.run(name, call, onChanged, done)
  const [confirming, setConfirming] = useState<"noshow" | "rain" | "cancel">()
  const who = r.users.length === 0 ? (r.guest_name ?? t("desk.thisBooking")) : r.users.map((u) => u.name).join(", ")
  const cash = (amount: number) => money(amount, club.currency, club.currency_decimals)
  const active = ACTIVE_STATUSES.includes(r.status)
  const said = { who, court: courtName, times: timeRange(r.hour_start, r.hour_end) }
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={t("desk.panelTitle", { kind: t(`kind.${r.kind}`), court: courtName })}
      size="md"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{timeRange(r.hour_start, r.hour_end)}</Text>
          <Badge color={r.status === "checked" ? "blue" : r.status === "booked" ? "teal" : "gray"}>
            {t(`status.${r.status}`)}
          </Badge>
        </Group>
        {r.subkind !== null && <Text>{r.subkind}</Text>}
        <Title order={3} size="h5">
          {t("desk.players")}
        </Title>
        {r.kind === "clinic" ? (
          <ClinicRegister
            reservationId={r.id}
            desk={{ facilityId: r.facility_id, currency: club.currency, currency_decimals: club.currency_decimals }}
          />
        ) : r.users.length === 0 ? (
          <Text c="dimmed">{r.guest_name ?? t("desk.noPlayers")}</Text>
        ) : (
          <Stack gap={2}>
            {r.users.map((u) => (
              <Text key={u.id}>{u.guest ? t("reservations.guest", { name: u.name }) : u.name}</Text>
            ))}
          </Stack>
        )}
        {action.error !== undefined && <Failure message={action.error} />}
        <Group gap="xs">
          {r.status === "booked" && (
            <Button
              loading={action.busy === "in"}
              onClick={() => act("in", () => changeReservationStatus(r.id, "checked"), t("desk.checkedInDone"))}
            >
              {t("desk.checkIn")}
            </Button>
          )}
          {r.status === "checked" && (
            <Button
              variant="light"
              loading={action.busy === "toggle"}
              onClick={() => act("toggle", () => toggleCheckin(r.id), t("desk.checkInUndone"))}
            >
              {t("desk.undoCheckIn")}
            </Button>
          )}
          {active && (
            <>
              {/* A no-show is only a no-show once the booking has started: the server refuses one before. */}
              {new Date(r.starts_at).getTime() <= Date.now() && (
                <Button variant="light" color="orange" onClick={() => setConfirming("noshow")}>
                  {t("desk.noShow")}
                </Button>
              )}
              <Button variant="light" color="cyan" onClick={() => setConfirming("rain")}>
                {t("desk.rainCheck")}
              </Button>
              <Button variant="light" color="red" onClick={() => setConfirming("cancel")}>
                {t("reservations.cancel")}
              </Button>
            </>
          )}
        </Group>
        {confirming === "noshow" && (
          <Confirm
            title={t("desk.noShowTitle")}
            confirm={t("desk.noShowConfirm")}
            done={t("desk.noShowDone")}
            color="orange"
            onClose={() => setConfirming(undefined)}
            onConfirm={() => markNoShow(r.id).then(onChanged)}
          >
            <Text>{t("desk.noShowSays", said)}</Text>
          </Confirm>
        )}
        {confirming === "rain" && (
          <RainCheckAtDesk reservationId={r.id} onClose={() => setConfirming(undefined)} onDone={onChanged} />
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
          {t("desk.feesTitle")}
        </Title>
        <Table aria-label={t("desk.feesTitle")}>
          <Table.Tbody>
            {r.fees.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>
                  {f.user_index !== null && r.users[f.user_index]
                    ? t("desk.feeOf", { fee: f.description ?? t("desk.fee"), name: r.users[f.user_index]!.name })
                    : (f.description ?? t("desk.fee"))}
                </Table.Td>
                <Table.Td ta="right">{cash(f.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{t("book.total")}</Table.Th>
              <Table.Th ta="right">{cash(r.totals.total)}</Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Button
          variant="default"
          loading={action.busy === "totals"}
          onClick={() => act("totals", () => updateTotals(r.id), t("desk.recalculated"))}
        >
          {t("desk.recalculate")}
        </Button>
        <Group align="end">
          <NumberInput
            label={t("desk.addFeeAmount", { currency: club.currency })}
            value={fee}
            onChange={setFee}
            min={0}
            decimalScale={club.currency_decimals}
            maw={140}
          />
          <TextInput
            label={t("desk.for")}
            placeholder={t("desk.forHint")}
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
                t("desk.feeAdded"),
              )
            }
          >
            {t("desk.addFee")}
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
  const t = useT()
  const [releasing, setReleasing] = useState<SlotOffer>()
  if (holds.length === 0) return null
  return (
    <Card withBorder component="section" aria-label={t("desk.heldTitle")} maw={720}>
      <Title order={3} size="h5" mb="xs">
        {t("desk.heldTitle")}
      </Title>
      <Stack gap={4}>
        {holds.map((h) => (
          <Group key={h.id} justify="space-between">
            <Text size="sm">
              {t("desk.holdOffered", {
                court: h.court,
                times: timeRange(h.hour_start, h.hour_end),
                person: h.person,
                time: timeOf(h.expires_at, zone),
              })}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => setReleasing(h)}>
              {t("desk.release")}
            </Button>
          </Group>
        ))}
      </Stack>
      {releasing !== undefined && (
        <Confirm
          title={t("desk.releaseTitle")}
          confirm={t("desk.releaseConfirm")}
          done={t("desk.released")}
          onClose={() => setReleasing(undefined)}
          onConfirm={() => releaseSlotHold(facilityId, releasing.id).then(onReleased)}
        >
          <Text size="sm">
            {t("desk.releaseSays", {
              court: releasing.court,
              times: timeRange(releasing.hour_start, releasing.hour_end),
              person: releasing.person,
            })}
          </Text>
        </Confirm>
      )}
    </Card>
  )
}
