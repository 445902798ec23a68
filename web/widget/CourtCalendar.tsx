import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { navigationBounds, zonedDate } from "../../engine/bookings/bookingWindow"
import {
  blockInfoText,
  blockPlacement,
  clickedBookingSeconds,
  freeStartTimes,
  gridCells,
  hourLabels,
  KIND_COLOURS,
  secondsOfDayIn,
} from "../../engine/bookings/calendarGrid"
import type { Language } from "../../engine/i18n/languages"

import { pathOf } from "../src/api/paths"
import { courtsReservationsForPlayers } from "../src/api/reservations"
import { wordsIn } from "./words"

type Feed = Awaited<ReturnType<typeof courtsReservationsForPlayers>>
type Block = Feed["courts_with_reservations"][number]["reservations"][number]

/** The calendar reloads every 35 seconds, as an embedding club's page expects. */
export const REFRESH_MS = 35_000
export const LOAD_FAILURE = "Unable to load calendar information"

/** "Sunday, November 22": the day title (weekday, month, day), in the widget's language. */
export const dayTitle = (date: string, language: Language = "en") =>
  new Intl.DateTimeFormat(language === "en" ? "en-US" : language, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`))

/** How many start times are free on the day's courts, for a booking of one click's length. */
const freeTimes = (feed: Feed) =>
  feed.courts_with_reservations.reduce(
    (sum, court) =>
      sum +
      freeStartTimes(
        feed.meta.available_hours,
        court.reservations,
        clickedBookingSeconds(feed.meta.interval_rounding),
        Math.max(feed.meta.interval_rounding, 1800),
        0,
      ).length,
    0,
  )

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const openBooking = (url: string) => window.open(url, "_blank", "noopener")

/**
 * The player-facing court calendar: a day's courts in quarter-hour cells with their
 * reservations, previous and next day within the booking window, and a Book button. Reloads on
 * navigation, every 35 s and at once when the live-changes stream names the shown day. Shows
 * nothing until a day with available_hours has loaded; a failed load only logs the one line the widget logs.
 * Speaks `language`; a screen reader hears each loaded day and how many times are free on it.
 */
export const CourtCalendar = ({
  facilityId,
  bookingUrl,
  apiBase = "",
  language = "en",
}: {
  facilityId: number
  bookingUrl?: string | undefined
  apiBase?: string
  language?: Language
}) => {
  const say = useMemo(() => wordsIn(language), [language])
  const [date, setDate] = useState<string>()
  const [feed, setFeed] = useState<Feed>()
  const shown = useRef<string | undefined>(undefined)
  shown.current = date
  // The day the feed holds: the first answer sets the date, which then needs no second load.
  const loaded = useRef<string | undefined>(undefined)

  const load = useCallback(
    (day: string | undefined) =>
      // Before the facility's zone is known, ask for the browser's today; the answer tells the zone.
      courtsReservationsForPlayers(facilityId, day ?? new Date().toISOString().slice(0, 10)).then(
        (data) => {
          if (day !== shown.current && day !== undefined) return
          loaded.current = data.meta.date
          setFeed(data)
          if (day === undefined) {
            const today = zonedDate(new Date(), data.meta.time_zone)
            if (today !== data.meta.date) setDate(today)
            else setDate(data.meta.date)
          }
        },
        () => console.error(LOAD_FAILURE),
      ),
    [facilityId],
  )

  useEffect(() => {
    if (date === undefined || date !== loaded.current) void load(date)
  }, [load, date])
  useEffect(() => {
    const timer = setInterval(() => void load(shown.current), REFRESH_MS)
    return () => clearInterval(timer)
  }, [load])
  useEffect(() => {
    if (typeof EventSource === "undefined") return
    const source = new EventSource(`${apiBase}${pathOf("reservations.calendarEvents", { id: facilityId })}`)
    source.addEventListener("change", (event) => {
      try {
        const changed = (JSON.parse((event as MessageEvent<string>).data) as { date: string }).date
        if (changed === "*" || changed === shown.current) void load(shown.current)
      } catch {
        // Not an event of ours; the 35-second reload still runs.
      }
    })
    return () => source.close()
  }, [apiBase, facilityId, load])

  if (feed === undefined || date === undefined || feed.meta.date !== date) return null
  const meta = feed.meta
  const url = bookingUrl ?? meta.booking_url
  const bounds = navigationBounds(new Date(), meta, meta.time_zone)
  const cells = gridCells(meta.available_hours)
  const title = dayTitle(date, language)

  return (
    <div className="cc">
      <div className="cc-head">
        <button
          type="button"
          className="cc-nav"
          aria-label={say("previousDay")}
          disabled={!bounds.canGoBack(date)}
          onClick={() => setDate(addDays(date, -1))}
        >
          ‹
        </button>
        <h2 className="cc-title">{title}</h2>
        <button
          type="button"
          className="cc-nav"
          aria-label={say("nextDay")}
          disabled={!bounds.canGoForward(date)}
          onClick={() => setDate(addDays(date, 1))}
        >
          ›
        </button>
        <button type="button" className="cc-book" onClick={() => openBooking(url)}>
          {say("book")}
        </button>
      </div>
      <p className="cc-said" role="status">
        {say("loaded", { day: title, count: meta.available_hours.length === 0 ? 0 : freeTimes(feed) })}
      </p>
      {meta.available_hours.length === 0 ? (
        <p className="cc-closed">{say("closed")}</p>
      ) : (
        <div className="cc-scroll">
          <table
            className="cc-grid"
            aria-label={say("courtsOn", { day: title })}
            style={{ width: `max(100%, calc(var(--cc-court) + ${cells.length} * var(--cc-cell)))` }}
          >
            <colgroup>
              <col className="cc-col-court" />
              {cells.map((c) => (
                <col key={c} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col" className="cc-corner">
                  {say("court")}
                </th>
                {hourLabels(meta.available_hours).map((h) => (
                  <th key={h.hour} scope="col" colSpan={h.span} className="cc-hour">
                    {secondsOfDayIn(language, h.hour)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {feed.courts_with_reservations.map((court) => (
                <tr key={court.id}>
                  <th scope="row" className="cc-court">
                    {court.name}
                  </th>
                  {rowCells(cells, court.reservations, url, language, say)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/**
 * One court's row as table cells: a free quarter-hour each, or a block spanning the cells it
 * covers (a block overlapping one already placed is left out; the database allows none).
 */
export const rowLayout = <B extends { hour_start: number; hour_end: number }>(
  cells: ReadonlyArray<number>,
  blocks: ReadonlyArray<B>,
): ReadonlyArray<{ readonly cell: number; readonly span: number; readonly block?: B }> => {
  const starts = new Map<number, { block: B; span: number }>()
  for (const block of blocks) {
    const place = blockPlacement(cells, block)
    if (place !== undefined && !starts.has(place.firstCell)) starts.set(place.firstCell, { block, span: place.span })
  }
  const row: Array<{ cell: number; span: number; block?: B }> = []
  for (let i = 0; i < cells.length;) {
    const placed = starts.get(i)
    const span = placed === undefined ? 1 : Math.min(placed.span, cells.length - i)
    row.push(placed === undefined ? { cell: i, span } : { cell: i, span, block: placed.block })
    i += span
  }
  return row
}

/** One court's row: a cell per free quarter-hour (opening the booking page), a spanning cell per block. */
const rowCells = (
  cells: ReadonlyArray<number>,
  blocks: ReadonlyArray<Block>,
  url: string,
  language: Language,
  say: ReturnType<typeof wordsIn>,
) =>
  rowLayout(cells, blocks).map(({ cell, span, block }) => {
    if (block === undefined)
      return (
        <td
          key={cell}
          className={`cc-free${cells[cell]! % 3600 === 0 ? " cc-hour-start" : ""}`}
          onClick={() => openBooking(url)}
        />
      )
    const info = blockInfoText(block)
    const time = `${secondsOfDayIn(language, block.hour_start)} - ${secondsOfDayIn(language, block.hour_end)}`
    const kind = say(`kind.${block.kind}`)
    return (
      <td key={cell} colSpan={span} className={`cc-block cc-${block.kind}`}>
        <button
          type="button"
          style={{ background: KIND_COLOURS[block.kind] }}
          onClick={() => openBooking(url)}
          title={say("block", { kind, info, time })}
        >
          <span className="cc-kind">{kind}</span>
          {info !== "" && <span className="cc-info">{info}</span>}
          <span className="cc-time">{time}</span>
        </button>
      </td>
    )
  })
