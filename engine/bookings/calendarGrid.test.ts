import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  blockInfoText,
  blockPlacement,
  freeStartTimes,
  gridCells,
  hourLabels,
  shownHours,
  slotIsFree,
} from "./calendarGrid"

const H = 3600

describe("the calendar grid", () => {
  it("makes 4 quarter-hour cells per available hour, and labels that span them", () => {
    const cells = gridCells([9 * H, 8 * H])
    expect(cells).toEqual([
      8 * H,
      8 * H + 900,
      8 * H + 1800,
      8 * H + 2700,
      9 * H,
      9 * H + 900,
      9 * H + 1800,
      9 * H + 2700,
    ])
    expect(hourLabels([8 * H, 9 * H])).toEqual([
      { hour: 8 * H, firstCell: 0, span: 4 },
      { hour: 9 * H, firstCell: 4, span: 4 },
    ])
  })

  it("places a block on the cells its times overlap", () => {
    const cells = gridCells([8 * H, 9 * H, 10 * H])
    expect(blockPlacement(cells, { hour_start: 8.5 * H, hour_end: 10 * H })).toEqual({ firstCell: 2, span: 6 })
    // A block that starts off the quarter still covers the cell it begins in.
    expect(blockPlacement(cells, { hour_start: 8 * H + 600, hour_end: 8 * H + 1200 })).toEqual({
      firstCell: 0,
      span: 2,
    })
    expect(blockPlacement(cells, { hour_start: 6 * H, hour_end: 7 * H })).toBeUndefined()
  })

  it("covers exactly the quarter-hours of any block inside the day", () => {
    const cells = gridCells(Array.from({ length: 16 }, (_, i) => (6 + i) * H))
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 1, max: 16 }), (first, length) => {
        const start = 6 * H + first * 900
        const end = Math.min(start + length * 900, 22 * H)
        expect(blockPlacement(cells, { hour_start: start, hour_end: end })).toEqual({
          firstCell: first,
          span: (end - start) / 900,
        })
      }),
    )
  })

  it("sees a slot as free only when no block overlaps it; touching ends are free", () => {
    const blocks = [{ hour_start: 9 * H, hour_end: 10 * H }]
    expect(slotIsFree(blocks, 10 * H, 11 * H)).toBe(true)
    expect(slotIsFree(blocks, 8 * H, 9 * H)).toBe(true)
    expect(slotIsFree(blocks, 9.5 * H, 10.5 * H)).toBe(false)
    expect(slotIsFree(blocks, 8 * H, 11 * H)).toBe(false)
  })

  it("tells each kind of block by info text", () => {
    const users = [{ name: "Ann Lee" }, { name: "Bo Kim" }]
    expect(blockInfoText({ kind: "clinic", subkind: "group", users, clinic: { public_name: "Cardio Tennis" } })).toBe(
      "Cardio Tennis",
    )
    expect(blockInfoText({ kind: "clinic", subkind: "group", users, clinic: { public_name: null } })).toBe("group")
    for (const kind of ["reservation", "rental", "lesson"])
      expect(blockInfoText({ kind, subkind: "private", users })).toBe("Ann Lee, Bo Kim")
    expect(blockInfoText({ kind: "other", subkind: "maintenance", users })).toBe("maintenance")
  })
})

describe("the hours a grid shows", () => {
  it("adds every hour a booking touches to the open hours", () => {
    const open = [9 * 3600, 10 * 3600]
    expect(shownHours(open, [])).toEqual(open)
    expect(shownHours(open, [{ hour_start: 7.5 * 3600, hour_end: 8.25 * 3600 }])).toEqual([
      7 * 3600,
      8 * 3600,
      9 * 3600,
      10 * 3600,
    ])
    expect(shownHours([], [{ hour_start: 22 * 3600, hour_end: 23 * 3600 }])).toEqual([22 * 3600])
  })
})

describe("a court's free start times", () => {
  it("lists the starts whose whole span is open and free, from `after`", () => {
    const open = [8 * H, 9 * H, 10 * H, 11 * H]
    const blocks = [{ hour_start: 9.5 * H, hour_end: 10.5 * H }]
    expect(freeStartTimes(open, blocks, H, H / 2)).toEqual([8 * H, 8.5 * H, 10.5 * H, 11 * H])
    expect(freeStartTimes(open, blocks, H, H / 2, 10.75 * H)).toEqual([11 * H])
    expect(freeStartTimes([23 * H], [], H, H / 2)).toEqual([23 * H])
  })

  it("never offers a time that overlaps a block or leaves the open hours", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 }),
        fc.array(fc.record({ start: fc.integer({ min: 0, max: 95 }), cells: fc.integer({ min: 1, max: 8 }) }), {
          maxLength: 6,
        }),
        fc.constantFrom(1800, 3600, 5400),
        (hours, raw, span) => {
          const open = hours.map((h) => h * H)
          const blocks = raw.map((b) => ({ hour_start: b.start * 900, hour_end: (b.start + b.cells) * 900 }))
          for (const start of freeStartTimes(open, blocks, span, 1800)) {
            expect(slotIsFree(blocks, start, start + span)).toBe(true)
            expect(gridCells(open)).toContain(start)
          }
        },
      ),
    )
  })
})
