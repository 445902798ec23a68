import { Effect } from "effect"
import ICAL from "ical.js"
import { describe, expect, it } from "vitest"
import { CalendarFilesLive } from "./icalendar"
import { CalendarFiles } from "../../engine/notifications/port"

const render = (summary: string, location: string) =>
  Effect.runSync(
    Effect.map(CalendarFiles, (files) =>
      files.render(
        [
          {
            uid: "reservation-1@club.example.com",
            start: new Date("2026-12-01T10:00:00Z"),
            end: new Date("2026-12-01T11:00:00Z"),
            summary,
            location,
            description: "Line one\r\nline two",
            cancelled: false,
          },
        ],
        { name: "Club\rcalendar" },
      ),
    ).pipe(Effect.provide(CalendarFilesLive)),
  )

describe("calendar files", () => {
  it("keep a court's bare CR (or any control character) from ending a line of the file", () => {
    const file = render("Court\r1\u0000 booking", "Centre\rCourt")
    // Every CR is the end of a line (CRLF); no property was split.
    const unfolded = file.replace(/\r\n/g, "")
    expect(unfolded.includes("\r") || unfolded.includes("\u0000")).toBe(false)
    const event = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent")!
    expect(event.getFirstPropertyValue("summary")).toBe("Court\n1  booking")
    expect(event.getFirstPropertyValue("location")).toBe("Centre\nCourt")
    expect(event.getFirstPropertyValue("description")).toBe("Line one\nline two")
    expect(new ICAL.Component(ICAL.parse(file)).getFirstPropertyValue("x-wr-calname")).toBe("Club calendar")
  })
})
