import ICAL from "ical.js"
import { Layer } from "effect"
import type { CalendarEntry } from "../../engine/notifications/rules"
import { CalendarFiles } from "../../engine/notifications/port"

/**
 * Text as a calendar may carry it: line breaks as one newline (which ical.js escapes), no other
 * control characters. A bare CR in a court's name would otherwise end a line in the file.
 */
const plain = (text: string) =>
  Array.from(text.replace(/\r\n?/g, "\n"), (c) => (c !== "\n" && (c < " " || c === "\u007f") ? " " : c)).join("")

/** Bookings as iCalendar (RFC 5545) through ical.js: times in UTC, a cancelled booking as a cancelled event. */
const render = (
  entries: ReadonlyArray<CalendarEntry>,
  options: { readonly name: string; readonly method?: "PUBLISH" | "REQUEST" | "CANCEL" },
) => {
  const calendar = new ICAL.Component(["vcalendar", [], []])
  calendar.updatePropertyWithValue("prodid", "-//Venue//Club bookings//EN")
  calendar.updatePropertyWithValue("version", "2.0")
  calendar.updatePropertyWithValue("calscale", "GREGORIAN")
  calendar.updatePropertyWithValue("method", options.method ?? "PUBLISH")
  // An X- property's value is not escaped by ical.js: the name stays on one line.
  calendar.updatePropertyWithValue("x-wr-calname", plain(options.name).replace(/\n/g, " "))
  const stamp = ICAL.Time.fromJSDate(new Date(), true)
  for (const entry of entries) {
    const event = new ICAL.Component("vevent")
    event.updatePropertyWithValue("uid", entry.uid)
    event.updatePropertyWithValue("dtstamp", stamp)
    event.updatePropertyWithValue("dtstart", ICAL.Time.fromJSDate(entry.start, true))
    event.updatePropertyWithValue("dtend", ICAL.Time.fromJSDate(entry.end, true))
    event.updatePropertyWithValue("summary", plain(entry.summary))
    event.updatePropertyWithValue("location", plain(entry.location))
    event.updatePropertyWithValue("description", plain(entry.description))
    event.updatePropertyWithValue("status", entry.cancelled ? "CANCELLED" : "CONFIRMED")
    // A cancellation outranks the booking it cancels in a calendar that holds both.
    event.updatePropertyWithValue("sequence", entry.cancelled ? 1 : 0)
    calendar.addSubcomponent(event)
  }
  return calendar.toString()
}

export const CalendarFilesLive = Layer.succeed(CalendarFiles, CalendarFiles.of({ render }))
