import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core"
import { useMediaQuery } from "@mantine/hooks"
import { useEffect, useState } from "react"
import { Link, useSearchParams } from "react-router"
import {
  blockInfoText,
  clickedBookingSeconds,
  freeStartTimes,
  gridCells,
  shownHours,
} from "../../../engine/bookings/calendarGrid"
import { localSeconds } from "../../../engine/dates"
import { navigationBounds } from "../../../engine/bookings/bookingWindow"
import { getFacility } from "../api/facilities"
import { bookingWindow, courtsReservationsForPlayers, joinFacility } from "../api/reservations"
import { useSession } from "../session"
import { ClubFinder } from "../ui/ClubFinder"
import { ReservationMoney } from "../ui/Payments"
import { DayGrid, type Selection } from "../ui/DayGrid"
import { addDays, longDate, timeOfDay, timeRange, todayAt } from "../ui/format"
import { Message, useT } from "../i18n/I18n"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { useCalendarUpdates } from "../ui/live"

import { bookedOnThisDevice } from "../phone/install"
import { BookingForm } from "./book/BookingForm"
export type Feed = Awaited<ReturnType<typeof courtsReservationsForPlayers>>

/** The calendar reloads every 35 seconds (and at once on a live change). */
const REFRESH_MS = 35_000

/**
 * Book a court: the facility's day from the public calendar, a slot picked on the grid, the
 * players, the price and the rules' verdict before confirming, and the booking waiver if the
 * club asks for one. `/book?facility=ID` is the calendar feed's booking_url.
 */
export const Book = () => {
  const { session, reload: reloadSession } = useSession()
  const [params] = useSearchParams()
  const asked = Number(params.get("facility") ?? NaN)
  const mine = session?.facilities ?? []
  const facilityId = Number.isNaN(asked)
    ? (mine.find((f) => f.id === session?.user?.current_facility_id) ?? mine[0])?.id
    : asked
  const facility = useLoad(
    () => (facilityId === undefined ? Promise.resolve(null) : getFacility(facilityId)),
    [facilityId],
  )
  const action = useAction()
  const t = useT()
  if (session === undefined) return null
  if (facilityId === undefined)
    return (
      <main>
        <Stack gap="md">
          <Title order={1}>{t("book.title")}</Title>
          <Text>{t("book.chooseClub")}</Text>
          <ClubFinder />
        </Stack>
      </main>
    )
  const member = mine.some((f) => f.id === facilityId && f.role !== null)
  return (
    <main>
      <Loaded state={facility}>
        {(club) =>
          club === null ? null : (
            <Stack gap="md">
              <Title order={1}>{t("book.titleAt", { club: club.name })}</Title>
              {session.user === null ? (
                <Text>
                  <Message
                    id="book.signInToBook"
                    values={{
                      signIn: (chunks) => (
                        <Link to={`/sign-in?next=${encodeURIComponent(`/book?facility=${club.id}`)}`}>{chunks}</Link>
                      ),
                      signUp: (chunks) => (
                        <Link to={`/sign-up?next=${encodeURIComponent(`/book?facility=${club.id}`)}`}>{chunks}</Link>
                      ),
                    }}
                  />
                </Text>
              ) : !member ? (
                <Group>
                  <Text>{t("book.joinToBook", { club: club.name })}</Text>
                  <Button
                    loading={action.busy === "join"}
                    onClick={() => void action.run("join", () => joinFacility(club.id).then(reloadSession))}
                  >
                    {t("book.join", { club: club.name })}
                  </Button>
                </Group>
              ) : null}
              {action.error !== undefined && <Failure message={action.error} />}
              <BookingCalendar facilityId={club.id} canBook={member} club={club} />
            </Stack>
          )
        }
      </Loaded>
    </main>
  )
}

/** Each court's free start times for one click's length, as buttons: the booking grid as a phone list. */
const FreeTimes = ({
  feed,
  date,
  selection,
  onSelect,
}: {
  feed: Awaited<ReturnType<typeof courtsReservationsForPlayers>>
  date: string
  selection: Selection | undefined
  onSelect?: (selection: Selection) => void
}) => {
  const { meta } = feed
  const t = useT()
  const span = clickedBookingSeconds(meta.interval_rounding)
  const step = Math.max(meta.interval_rounding, 1800)
  const after = date === todayAt(meta.time_zone) ? localSeconds(new Date(), meta.time_zone) : 0
  return (
    <Stack gap="sm" aria-label={t("book.freeTimes")}>
      {feed.courts_with_reservations.map((court) => {
        const starts = freeStartTimes(meta.available_hours, court.reservations, span, step, after)
        return (
          <Card key={court.id} withBorder padding="sm" component="section" aria-label={court.name}>
            <Text fw={700} mb={4}>
              {court.name}
            </Text>
            {starts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("book.noFreeTime")}
              </Text>
            ) : (
              <Group gap={6}>
                {starts.map((start) => (
                  <Button
                    key={start}
                    size="compact-sm"
                    variant={selection?.courtId === court.id && selection.start === start ? "filled" : "light"}
                    disabled={onSelect === undefined}
                    aria-label={`${court.name}, ${timeOfDay(start)}`}
                    onClick={() => onSelect?.({ courtId: court.id, start, end: start + span })}
                  >
                    {timeOfDay(start)}
                  </Button>
                ))}
              </Group>
            )}
          </Card>
        )
      })}
    </Stack>
  )
}

export type Club = {
  readonly currency: string
  readonly currency_decimals: number
  readonly prices_include_tax: boolean
}

export const BookingCalendar = ({
  facilityId,
  canBook,
  club,
}: {
  facilityId: number
  canBook: boolean
  club: Club
}) => {
  const [date, setDate] = useState<string>()
  const [selection, setSelection] = useState<Selection>()
  const [booked, setBooked] = useState<{ message: string; id: number; total: number }>()
  // Phones list each court's free start times, as booking apps do; the grid is one tap away.
  const phone = useMediaQuery("(max-width: 48em)") ?? false
  const [view, setView] = useState<"list" | "grid">("list")
  const t = useT()
  const feed = useLoad(
    () => courtsReservationsForPlayers(facilityId, date ?? new Date().toISOString().slice(0, 10)),
    [facilityId, date],
  )
  // A member's plan may reach further ahead than the club's window the public feed gives.
  const window = useLoad(
    () => (canBook ? bookingWindow(facilityId) : Promise.resolve(undefined)),
    [facilityId, canBook],
  )
  const zone = feed.data?.meta.time_zone
  // The first answer tells the facility's time zone; the day shown is then its own today.
  useEffect(() => {
    if (date === undefined && zone !== undefined) setDate(todayAt(zone))
  }, [date, zone])
  const { reload } = feed
  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_MS)
    return () => clearInterval(timer)
  }, [reload])
  useCalendarUpdates(facilityId, (changed) => (changed === "*" || changed === date) && void reload())

  return (
    <Loaded state={feed}>
      {(data) => {
        const meta = data.meta
        const hours = shownHours(
          meta.available_hours,
          data.courts_with_reservations.flatMap((c) => c.reservations),
        )
        const shown = date ?? meta.date
        const own = window.data
        const bounds =
          own === undefined
            ? navigationBounds(new Date(), meta, meta.time_zone)
            : {
                canGoBack: (day: string) => day > own.first_date,
                canGoForward: (day: string) => day < own.last_date,
              }
        const go = (days: number) => {
          setSelection(undefined)
          setDate(addDays(shown, days))
        }
        return (
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Button
                variant="default"
                aria-label={t("book.previousDay")}
                onClick={() => go(-1)}
                disabled={!bounds.canGoBack(shown)}
              >
                {/* A phone shows the arrow alone; the button's name says the day either way. */}
                <span aria-hidden>‹</span>
                <Text span visibleFrom="sm" ml={6}>
                  {t("book.previous")}
                </Text>
              </Button>
              <Title order={2} size="h4" ta="center">
                {longDate(shown, meta.time_zone)}
              </Title>
              <Button
                variant="default"
                aria-label={t("book.nextDay")}
                onClick={() => go(1)}
                disabled={!bounds.canGoForward(shown)}
              >
                <Text span visibleFrom="sm" mr={6}>
                  {t("book.next")}
                </Text>
                <span aria-hidden>›</span>
              </Button>
            </Group>
            {booked !== undefined && (
              <>
                <Alert color="teal" role="status" withCloseButton onClose={() => setBooked(undefined)}>
                  <Message
                    id="book.booked"
                    values={{ what: booked.message, link: (chunks) => <Link to="/reservations">{chunks}</Link> }}
                  />
                </Alert>
                {booked.total > 0 && (
                  <Card withBorder padding="sm" component="section" aria-label={t("book.payNow")}>
                    <ReservationMoney reservationId={booked.id} facilityId={facilityId} club={club} staff={false} />
                  </Card>
                )}
              </>
            )}
            {hours.length > 0 && phone && (
              <SegmentedControl
                aria-label={t("book.show")}
                value={view}
                onChange={(v) => setView(v as "list" | "grid")}
                data={[
                  { value: "list", label: t("book.freeTimes") },
                  { value: "grid", label: t("book.grid") },
                ]}
              />
            )}
            {hours.length === 0 ? (
              <Text>{t("book.closed")}</Text>
            ) : phone && view === "list" ? (
              <FreeTimes
                feed={data}
                date={shown}
                selection={selection}
                {...(canBook ? { onSelect: (s: Selection) => (setSelection(s), setBooked(undefined)) } : {})}
              />
            ) : (
              <DayGrid
                label={t("book.courtsOn", { date: longDate(shown, meta.time_zone) })}
                availableHours={hours}
                cells={gridCells(hours)}
                courts={data.courts_with_reservations.map((court) => ({
                  id: court.id,
                  name: court.name,
                  blocks: court.reservations.map((r) => ({
                    ...r,
                    title: t(`kind.${r.kind}`),
                    detail: `${blockInfoText(r)} ${timeRange(r.hour_start, r.hour_end)}`.trim(),
                  })),
                }))}
                selection={selection}
                clickSpan={clickedBookingSeconds(meta.interval_rounding)}
                {...(canBook ? { onSelect: (s: Selection) => (setSelection(s), setBooked(undefined)) } : {})}
              />
            )}
            {canBook && selection === undefined && (
              <Text c="dimmed" size="sm">
                {phone && view === "list" ? t("book.pickFromList") : t("book.pickOnGrid")}{" "}
                <Message
                  id="book.otherWays"
                  values={{
                    watch: (chunks) => <Link to={`/watches?facility=${facilityId}&date=${shown}`}>{chunks}</Link>,
                    draws: (chunks) => <Link to={`/draws?facility=${facilityId}`}>{chunks}</Link>,
                    games: (chunks) => <Link to={`/games?facility=${facilityId}`}>{chunks}</Link>,
                    openPlay: (chunks) => <Link to={`/open-play?facility=${facilityId}`}>{chunks}</Link>,
                    competitions: (chunks) => <Link to={`/competitions?facility=${facilityId}`}>{chunks}</Link>,
                  }}
                />
              </Text>
            )}
            {canBook && selection !== undefined && (
              <BookingForm
                facilityId={facilityId}
                club={club}
                date={shown}
                feed={data}
                selection={selection}
                onChange={setSelection}
                onBooked={(message, id, total) => {
                  setSelection(undefined)
                  setBooked({ message, id, total })
                  bookedOnThisDevice()
                  void reload()
                }}
              />
            )}
          </Stack>
        )
      }}
    </Loaded>
  )
}
