import { describe, expect, it } from "vitest"
import { gridCells } from "../../engine/bookings/calendarGrid"
import { dayTitle, rowLayout } from "./CourtCalendar"

const H = 3600

describe("the widget's day title", () => {
  it("reads weekday, month and day, in English", () => {
    expect(dayTitle("2026-11-22")).toBe("Sunday, November 22")
    expect(dayTitle("2027-01-01")).toBe("Friday, January 1")
  })
})

describe("a court's row", () => {
  const cells = gridCells([8 * H, 9 * H, 10 * H])

  it("is one cell per free quarter-hour and one spanning cell per block, covering the day exactly", () => {
    const row = rowLayout(cells, [
      { id: 1, hour_start: 8.5 * H, hour_end: 9.5 * H },
      { id: 2, hour_start: 10 * H, hour_end: 11 * H },
    ])
    expect(row.map((c) => [c.cell, c.span, c.block?.id ?? null])).toEqual([
      [0, 1, null],
      [1, 1, null],
      [2, 4, 1],
      [6, 1, null],
      [7, 1, null],
      [8, 4, 2],
    ])
    expect(row.reduce((sum, c) => sum + c.span, 0)).toBe(cells.length)
  })

  it("clips a block running past the last hour, and leaves out one outside the day", () => {
    const row = rowLayout(cells, [
      { id: 1, hour_start: 10.5 * H, hour_end: 12 * H },
      { id: 2, hour_start: 6 * H, hour_end: 7 * H },
    ])
    expect(row.at(-1)).toMatchObject({ cell: 10, span: 2, block: { id: 1 } })
    expect(row.some((c) => c.block?.id === 2)).toBe(false)
    expect(row.reduce((sum, c) => sum + c.span, 0)).toBe(cells.length)
  })
})
