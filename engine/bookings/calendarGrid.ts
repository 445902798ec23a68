/**
 * The court calendar's grid: each available hour is 4 quarter-hour cells; hour
 * labels span their 4 cells; a reservation block covers the cells its times overlap. The front
 * desk's day board and the embeddable widget both draw from these rules.
 */

/** 'h:mm A' for seconds since midnight (calendar cells and blocks): 34200 is "9:30 AM". */
export const formatSecondsOfDay = (seconds: number) => {
  const wrapped = ((seconds % 86400) + 86400) % 86400
  const hours = Math.floor(wrapped / 3600)
  const minutes = Math.floor((wrapped % 3600) / 60)
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`
}

/**
 * Seconds after the club's midnight as a time of day in `language`: English as the API writes it
 * (6:00 PM), others as their readers do (18:00); the end of a day stays 12:00 AM in any language.
 */
export const secondsOfDayIn = (language: string, seconds: number) =>
  language === "en" || seconds >= 86400
    ? formatSecondsOfDay(seconds)
    : new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
        new Date(Date.UTC(2000, 0, 1, 0, 0, seconds)),
      )

/** "9:00 AM – 10:30 AM": a span of a day, as every screen and command writes it. */
export const formatTimeRange = (start: number, end: number) =>
  `${formatSecondsOfDay(start)} – ${formatSecondsOfDay(end)}`

export const CELL_SECONDS = 900
export const CELLS_PER_HOUR = 3600 / CELL_SECONDS

/** The start (seconds from local midnight) of every quarter-hour cell of the day, in order. */
export const gridCells = (availableHours: ReadonlyArray<number>): ReadonlyArray<number> =>
  [...availableHours]
    .sort((a, b) => a - b)
    .flatMap((hour) => Array.from({ length: CELLS_PER_HOUR }, (_, i) => hour + i * CELL_SECONDS))

/**
 * The hours a grid shows: the open ones, and any hour a booking of the day touches, so a booking
 * outside the opening hours (made before they changed) is never hidden.
 */
export const shownHours = (
  availableHours: ReadonlyArray<number>,
  blocks: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>,
): ReadonlyArray<number> => {
  const hours = new Set(availableHours)
  for (const b of blocks)
    for (let hour = Math.floor(b.hour_start / 3600) * 3600; hour < b.hour_end; hour += 3600) hours.add(hour)
  return [...hours].sort((a, b) => a - b)
}

/** Hour labels: each hour's first cell (0-based) and the 4 cells it spans. */
export const hourLabels = (availableHours: ReadonlyArray<number>) =>
  [...availableHours]
    .sort((a, b) => a - b)
    .map((hour, i) => ({ hour, firstCell: i * CELLS_PER_HOUR, span: CELLS_PER_HOUR }))

/**
 * Where a block sits: its first covered cell (0-based) and how many cells it covers, or undefined
 * when none of its time falls in the grid.
 */
export const blockPlacement = (
  cells: ReadonlyArray<number>,
  block: { readonly hour_start: number; readonly hour_end: number },
): { readonly firstCell: number; readonly span: number } | undefined => {
  const covered = cells.flatMap((start, i) =>
    start < block.hour_end && start + CELL_SECONDS > block.hour_start ? [i] : [],
  )
  if (covered.length === 0) return undefined
  return { firstCell: covered[0]!, span: covered[covered.length - 1]! - covered[0]! + 1 }
}

/** Whether a court's time from `start` to `end` is clear of its (active) blocks. */
export const slotIsFree = (
  blocks: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>,
  start: number,
  end: number,
) => blocks.every((b) => b.hour_end <= start || b.hour_start >= end)

/**
 * What a block says besides its kind: a clinic its public name, else its subkind;
 * a reservation, rental or lesson its players' names; anything else its subkind.
 */
export const blockInfoText = (block: {
  readonly kind: string
  readonly subkind: string | null
  readonly users: ReadonlyArray<{ readonly name: string }>
  readonly clinic?: { readonly public_name: string | null } | null
}): string => {
  if (block.kind === "clinic") return block.clinic?.public_name ?? block.subkind ?? ""
  if (block.kind === "reservation" || block.kind === "rental" || block.kind === "lesson")
    return block.users.map((u) => u.name).join(", ")
  return block.subkind ?? ""
}

/**
 * The times a court can be booked from, for `span` seconds, every `step` seconds: wholly inside the
 * open hours, clear of its blocks, not before `after` (now, on today's date) and ending by midnight.
 * What a phone lists instead of the grid.
 */
export const freeStartTimes = (
  availableHours: ReadonlyArray<number>,
  blocks: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>,
  span: number,
  step: number,
  after = 0,
): ReadonlyArray<number> => {
  const open = new Set(availableHours)
  const opened = (start: number) => {
    for (let hour = Math.floor(start / 3600) * 3600; hour < start + span; hour += 3600)
      if (!open.has(hour)) return false
    return true
  }
  const starts: Array<number> = []
  for (let start = 0; start + span <= 86400; start += step)
    if (start >= after && opened(start) && slotIsFree(blocks, start, start + span)) starts.push(start)
  return starts
}

/** One colour per block kind, on the booking page, the desk and the embedded calendar alike (white text reads on each). */
export const KIND_COLOURS: Record<"reservation" | "rental" | "lesson" | "clinic" | "other", string> = {
  reservation: "#087f5b",
  lesson: "#1864ab",
  clinic: "#862e9c",
  rental: "#c2255c",
  other: "#495057",
}

/** What one click on a free cell books, for players and the desk alike: an hour, or one booking step if longer. */
export const clickedBookingSeconds = (intervalRounding: number) => Math.max(intervalRounding, 3600)
