import { type KeyboardEvent, useEffect, useRef, useState } from "react"
import { blockPlacement, CELL_SECONDS, hourLabels, KIND_COLOURS } from "../../../engine/bookings/calendarGrid"
import type { ReservationKind } from "../../../engine/reservations/rules"
import { useT } from "../i18n/I18n"
import { timeOfDay } from "./format"

export interface GridBlock {
  readonly id: number
  readonly hour_start: number
  readonly hour_end: number
  readonly kind: ReservationKind
  /** The block's words: kind, info text, times. */
  readonly title: string
  readonly detail: string
  readonly checked?: boolean
}

export interface GridCourt {
  readonly id: number
  readonly name: string
  readonly blocks: ReadonlyArray<GridBlock>
}

export interface Selection {
  readonly courtId: number
  readonly start: number
  readonly end: number
}

/**
 * Courts as rows over the day's quarter-hour cells (the engine's grid rules). Free cells are
 * buttons: a click picks `clickSpan` seconds from there, a drag along a court picks the cells it
 * crosses. Blocks sit over the cells they cover and are buttons too. The free cells are one stop
 * of the Tab key: arrow keys move along a court and between courts, Home and End to the day's ends,
 * Enter or Space picks.
 */
export const DayGrid = ({
  availableHours,
  cells,
  courts,
  selection,
  clickSpan,
  onSelect,
  onBlock,
  label,
}: {
  availableHours: ReadonlyArray<number>
  cells: ReadonlyArray<number>
  courts: ReadonlyArray<GridCourt>
  selection?: Selection | undefined
  clickSpan: number
  onSelect?: (selection: Selection) => void
  onBlock?: (id: number) => void
  label: string
}) => {
  const [drag, setDrag] = useState<{ courtId: number; from: number; to: number }>()
  const dragRef = useRef(drag)
  dragRef.current = drag
  const t = useT()
  const [focus, setFocus] = useState({ row: 0, column: 0 })
  const grid = useRef<HTMLDivElement>(null)
  const move = (event: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      Home: [0, -cells.length],
      End: [0, cells.length],
    }
    const step = steps[event.key]
    if (step === undefined) return
    event.preventDefault()
    const row = Math.min(Math.max(focus.row + step[0], 0), courts.length - 1)
    const column = Math.min(Math.max(focus.column + step[1], 0), cells.length - 1)
    setFocus({ row, column })
    grid.current?.querySelector<HTMLElement>(`[data-cell="${row}-${column}"]`)?.focus()
  }
  useEffect(() => {
    const finish = () => {
      const d = dragRef.current
      if (d === undefined) return
      setDrag(undefined)
      const [a, b] = [Math.min(d.from, d.to), Math.max(d.from, d.to)]
      onSelect?.({
        courtId: d.courtId,
        start: cells[a]!,
        end: a === b ? cells[a]! + clickSpan : cells[b]! + CELL_SECONDS,
      })
    }
    window.addEventListener("pointerup", finish)
    return () => window.removeEventListener("pointerup", finish)
  }, [cells, clickSpan, onSelect])

  const shown = (courtId: number, start: number) => {
    if (drag?.courtId === courtId) {
      const [a, b] = [Math.min(drag.from, drag.to), Math.max(drag.from, drag.to)]
      return start >= cells[a]! && start <= cells[b]!
    }
    return selection?.courtId === courtId && start >= selection.start && start < selection.end
  }

  return (
    <div className="day-grid-scroll">
      <div
        ref={grid}
        className="day-grid"
        role="table"
        aria-label={label}
        onKeyDown={move}
        style={{
          gridTemplateColumns: `var(--court-column) repeat(${cells.length}, minmax(var(--cell), 1fr))`,
          minWidth: `calc(var(--court-column) + ${cells.length} * var(--cell))`,
        }}
      >
        <div role="row" className="day-grid-row">
          <div role="columnheader" className="day-grid-corner" style={{ gridRow: 1, gridColumn: 1 }}>
            {t("grid.court")}
          </div>
          {hourLabels(availableHours).map((h) => (
            <div
              key={h.hour}
              role="columnheader"
              className="day-grid-hour"
              style={{ gridRow: 1, gridColumn: `${h.firstCell + 2} / span ${h.span}` }}
            >
              {timeOfDay(h.hour).replace(":00", "")}
            </div>
          ))}
        </div>
        {courts.map((court, r) => (
          <div role="row" key={court.id} className="day-grid-row">
            <div role="rowheader" className="day-grid-court" style={{ gridRow: r + 2, gridColumn: 1 }}>
              {court.name}
            </div>
            {cells.map((start, i) => (
              <button
                key={start}
                type="button"
                role="cell"
                className={`day-grid-cell${start % 3600 === 0 ? " hour-start" : ""}${shown(court.id, start) ? " picked" : ""}`}
                style={{ gridRow: r + 2, gridColumn: i + 2 }}
                aria-label={t("grid.cell", { court: court.name, time: timeOfDay(start) })}
                data-cell={`${r}-${i}`}
                tabIndex={r === focus.row && i === focus.column ? 0 : -1}
                onFocus={() => setFocus({ row: r, column: i })}
                disabled={onSelect === undefined}
                onPointerDown={(e) => {
                  if (e.button !== 0) return
                  ;(e.target as HTMLElement).releasePointerCapture?.(e.pointerId)
                  setDrag({ courtId: court.id, from: i, to: i })
                }}
                onPointerEnter={() => drag?.courtId === court.id && setDrag({ ...drag, to: i })}
                onClick={(e) => {
                  // Keyboard activation (no pointer): pick from this cell.
                  if (e.detail === 0) onSelect?.({ courtId: court.id, start, end: start + clickSpan })
                }}
              />
            ))}
            {court.blocks.map((block) => {
              const place = blockPlacement(cells, block)
              if (place === undefined) return null
              return (
                <button
                  key={block.id}
                  type="button"
                  role="cell"
                  className={`day-grid-block kind-${block.kind}${block.checked ? " checked" : ""}`}
                  style={{
                    gridRow: r + 2,
                    gridColumn: `${place.firstCell + 2} / span ${place.span}`,
                    background: KIND_COLOURS[block.kind],
                  }}
                  onClick={() => onBlock?.(block.id)}
                  disabled={onBlock === undefined}
                  title={t("grid.block", { title: block.title, detail: block.detail })}
                >
                  <strong>{block.title}</strong>
                  <span>{block.detail}</span>
                </button>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}
