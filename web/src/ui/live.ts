import { useEffect, useRef } from "react"
import { pathOf } from "../api/paths"

/**
 * Calls `onChange` with the changed date ("*" for every date) whenever the facility's calendar
 * changes, from the server's live-changes stream; EventSource reconnects by itself.
 */
export const useCalendarUpdates = (facilityId: number, onChange: (date: string) => void) => {
  const handler = useRef(onChange)
  handler.current = onChange
  useEffect(() => {
    if (typeof EventSource === "undefined") return
    const source = new EventSource(pathOf("reservations.calendarEvents", { id: facilityId }))
    source.addEventListener("change", (event) => {
      try {
        handler.current((JSON.parse((event as MessageEvent<string>).data) as { date: string }).date)
      } catch {
        // A malformed event changes nothing; the 35-second reload still runs.
      }
    })
    return () => source.close()
  }, [facilityId])
}
