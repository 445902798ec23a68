import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks"
import { useCallback, useEffect, useMemo, useState } from "react"
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
import { BOOKING_LIMITS } from "../../../engine/reservations/rules"
import { getFacility } from "../api/facilities"
import { createOrder, listProducts } from "../api/shop"
import {
  bookCourt,
  bookingWindow,
  courtsReservationsForPlayers,
  findPlayers,
  joinFacility,
  quoteBooking,
} from "../api/reservations"
import { useBookingWaivers } from "../ui/BookingWaivers"
import { WeeklyBooking } from "../ui/WeeklyBooking"
import { bookOwnSeries } from "../api/series"
import { useSession } from "../session"
import { ClubFinder } from "../ui/ClubFinder"
import { ReservationMoney } from "../ui/Payments"
import { useSentence } from "../i18n/sentences"
import { BookingExtras, type Extras, extrasTotal, offeredExtras } from "../ui/BookingExtras"
import { orderItems } from "../ui/orderText"
import { DayGrid, type Selection } from "../ui/DayGrid"
import { addDays, directoryLabel, longDate, money, timeOfDay, timeRange, todayAt } from "../ui/format"
import { Message, useT } from "../i18n/I18n"
import { useFamily } from "../ui/family"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { useCalendarUpdates } from "../ui/live"

type Feed = Awaited<ReturnType<typeof courtsReservationsForPlayers>>

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

type Club = { readonly currency: string; readonly currency_decimals: number; readonly prices_include_tax: boolean }

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

const BookingForm = ({
  facilityId,
  club,
  date,
  feed,
  selection,
  onChange,
  onBooked,
}: {
  facilityId: number
  club: Club
  date: string
  feed: Feed
  selection: Selection
  onChange: (s: Selection) => void
  onBooked: (message: string, id: number, total: number) => void
}) => {
  const { session } = useSession()
  const t = useT()
  const say = useSentence()
  const me = session!.user!
  const meta = feed.meta
  const [params] = useSearchParams()
  const [bookedFor, setBookedFor] = useState(Number(params.get("for") ?? me.id) || me.id)
  const [players, setPlayers] = useState<Array<{ value: string; label: string }>>([])
  const [search, setSearch] = useState("")
  const [debounced] = useDebouncedValue(search, 250)
  const found = useLoad(
    () => (debounced.trim().length < 2 ? Promise.resolve([]) : findPlayers(facilityId, debounced)),
    [facilityId, debounced],
  )
  const [guests, setGuests] = useState<Array<string>>([])
  const [guest, setGuest] = useState("")
  const action = useAction()
  const upsells = useLoad(() => listProducts(facilityId, { booking_upsell_item: true }), [facilityId])
  const [extras, setExtras] = useState<Extras>(new Map())
  const [weeks, setWeeks] = useState(1)
  const extrasPrice = extrasTotal(extras, club.prices_include_tax)

  const court = feed.courts_with_reservations.find((c) => c.id === selection.courtId)!
  const booking = useMemo(
    () => ({
      facility_id: facilityId,
      court_id: selection.courtId,
      date,
      hour_start: selection.start,
      hour_end: selection.end,
      ...(bookedFor !== me.id ? { booked_for: bookedFor } : {}),
      player_ids: players.map((p) => Number(p.value)),
      guests,
    }),
    [facilityId, selection, date, bookedFor, me.id, players, guests],
  )
  const quote = useLoad(() => quoteBooking(booking), [booking])
  const ownSeries = useMemo(() => {
    const { facility_id: _, date: first, ...rest } = booking
    return { ...rest, first_date: first }
  }, [booking])
  const waivers = useBookingWaivers(facilityId, bookedFor)

  const starts = gridCells(meta.available_hours)
  const durations = Array.from(
    { length: Math.floor(Math.min(4 * 3600, 86400 - selection.start) / meta.interval_rounding) },
    (_, i) => (i + 1) * meta.interval_rounding,
  )
  const whoOptions = useFamily((name) => t("book.me", { name })).map((p) => ({ value: String(p.id), label: p.label }))
  const options = [
    ...players,
    ...(found.data ?? [])
      .filter((p) => p.id !== me.id && !players.some((q) => q.value === String(p.id)))
      .map((p) => ({ value: String(p.id), label: directoryLabel(p) })),
  ]

  const confirm = useCallback(
    () =>
      action.run("book", async () => {
        await waivers.acceptTicked()
        if (weeks > 1) {
          // Each date is a booking of its own, owed on its day; dates that cannot be booked were shown.
          const made = await bookOwnSeries(facilityId, { ...ownSeries, count: weeks, conflicts: "skip" })
          const booked = made.occurrences.filter((o) => o.reservation_id !== null)
          return onBooked(
            t("book.bookedWeekly", {
              court: court.name,
              count: booked.length,
              from: longDate(booked[0]!.date, meta.time_zone),
              times: timeRange(booking.hour_start, booking.hour_end),
            }),
            booked[0]!.reservation_id!,
            booked[0]!.total,
          )
        }
        const r = await bookCourt(booking)
        const booked = t("book.bookedOne", {
          court: court.name,
          date: longDate(r.date, meta.time_zone),
          times: timeRange(r.hour_start, r.hour_end),
        })
        if (extras.size === 0) return onBooked(booked, r.id, r.totals.total)
        // The booking stands on its own; extras the shop cannot give are said, not hidden.
        await createOrder(facilityId, {
          reservation_id: r.id,
          product_orders_attributes: [...extras.values()].map((x) => ({
            product_id: x.product.id,
            quantity: x.quantity,
          })),
        }).then(
          (order) =>
            onBooked(
              t("book.bookedWithExtras", { booked, extras: orderItems(order.lines) }),
              r.id,
              r.totals.total + order.total,
            ),
          (e: unknown) =>
            onBooked(
              t("book.extrasRefused", { booked, reason: e instanceof Error ? e.message : String(e) }),
              r.id,
              r.totals.total,
            ),
        )
      }),
    [action, waivers, booking, ownSeries, weeks, onBooked, court.name, meta.time_zone, extras, facilityId, t],
  )

  return (
    <Card withBorder component="section" aria-label={t("book.yourBooking")}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {court.name}, {timeRange(selection.start, selection.end)}
        </Title>
        <Group grow align="end" wrap="wrap">
          <Select
            label={t("book.court")}
            data={feed.courts_with_reservations.map((c) => ({ value: String(c.id), label: c.name }))}
            value={String(selection.courtId)}
            onChange={(v) => v && onChange({ ...selection, courtId: Number(v) })}
            allowDeselect={false}
          />
          <Select
            label={t("book.starts")}
            data={starts
              .filter((s) => s % meta.interval_rounding === 0)
              .map((s) => ({ value: String(s), label: timeOfDay(s) }))}
            value={String(selection.start)}
            onChange={(v) =>
              v && onChange({ ...selection, start: Number(v), end: Number(v) + (selection.end - selection.start) })
            }
            allowDeselect={false}
          />
          <Select
            label={t("book.length")}
            data={durations.map((d) => ({ value: String(d), label: t("book.hours", { hours: d / 3600 }) }))}
            value={String(selection.end - selection.start)}
            onChange={(v) => v && onChange({ ...selection, end: selection.start + Number(v) })}
            allowDeselect={false}
          />
        </Group>
        {whoOptions.length > 1 && (
          <Select
            label={t("book.bookFor")}
            data={whoOptions}
            value={String(bookedFor)}
            onChange={(v) => v && setBookedFor(Number(v))}
            allowDeselect={false}
          />
        )}
        <MultiSelect
          label={t("book.invite")}
          placeholder={t("book.typeName")}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={players.map((p) => p.value)}
          maxValues={BOOKING_LIMITS.player.players}
          onChange={(values) => setPlayers(options.filter((o) => values.includes(o.value)))}
          nothingFoundMessage={debounced.trim().length < 2 ? t("book.typeTwoLetters") : t("book.noSuchMember")}
          filter={({ options }) => options}
        />
        <Group align="end">
          <TextInput
            label={t("book.addGuest")}
            placeholder={t("book.guestName")}
            value={guest}
            onChange={(e) => setGuest(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            disabled={guest.trim() === "" || guests.length >= BOOKING_LIMITS.player.guests}
            onClick={() => (setGuests([...guests, guest.trim()]), setGuest(""))}
          >
            {t("book.addGuestButton")}
          </Button>
        </Group>
        {guests.length > 0 && (
          <Group gap="xs">
            {guests.map((g, i) => (
              <Button
                key={i}
                size="compact-sm"
                variant="light"
                onClick={() => setGuests(guests.filter((_, j) => j !== i))}
              >
                {t("book.removeGuest", { name: g })}
              </Button>
            ))}
          </Group>
        )}
        {weeks === 1 && (
          <BookingExtras
            products={offeredExtras(upsells.data ?? [])}
            extras={extras}
            onChange={setExtras}
            club={club}
          />
        )}
        <WeeklyBooking
          facilityId={facilityId}
          zone={meta.time_zone}
          request={ownSeries}
          weeks={weeks}
          onWeeks={(n) => (setWeeks(n), n > 1 && setExtras(new Map()))}
          waivers={waivers}
        />
        <Loaded state={quote}>
          {(q) => (
            <>
              {q.problem !== null && (
                <Alert color="orange" role="alert">
                  {say(q.problem)}
                </Alert>
              )}
              {q.price_problem !== null && (
                <Text size="sm" c="dimmed">
                  {t("book.deskSettles", { problem: say(q.price_problem) })}
                </Text>
              )}
              {q.fees.length > 0 || extras.size > 0 ? (
                <Table aria-label={t("book.price")}>
                  <Table.Tbody>
                    {q.fees.map((fee, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{fee.name}</Table.Td>
                        <Table.Td ta="right">{money(fee.amount, q.currency, q.currency_decimals)}</Table.Td>
                      </Table.Tr>
                    ))}
                    {extras.size > 0 && (
                      <Table.Tr>
                        <Table.Td>
                          {orderItems([...extras.values()].map((x) => ({ ...x, name: x.product.name })))}
                        </Table.Td>
                        <Table.Td ta="right">{money(extrasPrice, q.currency, q.currency_decimals)}</Table.Td>
                      </Table.Tr>
                    )}
                    <Table.Tr>
                      <Table.Th>{t("book.total")}</Table.Th>
                      <Table.Th ta="right">{money(q.total + extrasPrice, q.currency, q.currency_decimals)}</Table.Th>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              ) : (
                q.problem === null && q.price_problem === null && <Text>{t("book.noFee")}</Text>
              )}
            </>
          )}
        </Loaded>
        {/* Confirming waits for the waivers: one the player has not seen must be accepted first. */}
        <Loaded state={waivers.waivers}>
          {() => (
            <>
              {waivers.checks(bookedFor !== me.id)}
              {action.error !== undefined && <Failure message={action.error} />}
              <Button
                onClick={() => void confirm()}
                loading={action.busy === "book"}
                disabled={quote.loading || waivers.waiting || (quote.data?.problem ?? null) !== null}
              >
                {t("book.confirm")}
              </Button>
            </>
          )}
        </Loaded>
      </Stack>
    </Card>
  )
}
