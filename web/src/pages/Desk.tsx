import { StaffNotes } from "../ui/StaffNotes"
import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core"
import { useEffect, useState } from "react"
import { Link, Navigate } from "react-router"
import { clickedBookingSeconds, gridCells, shownHours } from "../../../engine/bookings/calendarGrid"
import { ACTIVE_STATUSES } from "../../../engine/reservations/rules"
import { Message, useT } from "../i18n/I18n"
import { isStaff, MANAGER_ROLES } from "../../../engine/roles"
import { getFacility } from "../api/facilities"
import { courtsReservationsForPlayers, facilityReservations } from "../api/reservations"
import { useSession } from "../session"
import { DayGrid, type Selection } from "../ui/DayGrid"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { AlertsPanel } from "../ui/AlertsPanel"
import { DoorPanel } from "../ui/DoorPanel"
import { addDays, longDate, money, timeOf, timeRange, todayAt } from "../ui/format"
import { slotHolds } from "../api/slotWatch"
import { useCalendarUpdates } from "../ui/live"
import { Loaded, useLoad } from "../ui/load"

import { bold, type Club, type Day } from "./desk/shared"
import { NewBooking } from "./desk/NewBooking"
import { Holds, ReservationPanel } from "./desk/ReservationPanel"
import { CompetitionMatches } from "./desk/CompetitionMatches"
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
              <CompetitionMatches
                facilityId={facilityId}
                date={date}
                courts={feed.courts_with_reservations}
                onChanged={() => void reload()}
              />
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
