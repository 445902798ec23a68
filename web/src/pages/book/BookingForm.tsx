import { Alert, Button, Card, Group, MultiSelect, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useCallback, useMemo, useState } from "react"
import { useSearchParams } from "react-router"
import { gridCells } from "../../../../engine/bookings/calendarGrid"
import { BOOKING_LIMITS } from "../../../../engine/reservations/rules"
import { createOrder, listProducts } from "../../api/shop"
import { bookCourt, findPlayers, quoteBooking } from "../../api/reservations"
import { useBookingWaivers } from "../../ui/BookingWaivers"
import { WeeklyBooking } from "../../ui/WeeklyBooking"
import { bookOwnSeries } from "../../api/series"
import { useSession } from "../../session"
import { useSentence } from "../../i18n/sentences"
import { BookingExtras, type Extras, extrasTotal, offeredExtras } from "../../ui/BookingExtras"
import { orderItems } from "../../ui/orderText"
import { type Selection } from "../../ui/DayGrid"
import { directoryLabel, longDate, money, timeOfDay, timeRange } from "../../ui/format"
import { useT } from "../../i18n/I18n"
import { useFamily } from "../../ui/family"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"

import type { Club, Feed } from "../Book"

export const BookingForm = ({
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
