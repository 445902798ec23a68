import { describe, expect, it } from "vitest"
import { dateIn, dateTimeIn, dayIn, secondsOfDayIn, shortDateIn, timeIn, timeRangeIn } from "./languageFormats"

const ZONE = "America/New_York"
// 6:30 PM on Saturday, 28 November 2026 in New York.
const AT = new Date("2026-11-28T23:30:00Z")

describe("dates and times in a language", () => {
  it("keep the API's formats in English", () => {
    expect(dateIn("en", AT, ZONE)).toBe("Sat, Nov 28, 2026")
    expect(shortDateIn("en", AT, ZONE)).toBe("Sat Nov 28")
    expect(timeIn("en", AT, ZONE)).toBe("6:30 PM")
    // One style of date on every screen: never a numeric one beside "Sat, Nov 28, 2026".
    expect(dateTimeIn("en", AT, ZONE)).toBe("Sat, Nov 28, 2026 at 6:30 PM")
    expect(timeRangeIn("en", 9 * 3600, 10.5 * 3600)).toBe("9:00 AM – 10:30 AM")
  })

  it("are written as Spanish and Portuguese readers write them, in the club's time zone", () => {
    expect(dateIn("es", AT, ZONE)).toBe("sáb, 28 nov 2026")
    expect(dayIn("pt-BR", "2026-11-28", ZONE)).toBe("sáb., 28 de nov. de 2026")
    expect(timeIn("es", AT, ZONE)).toBe("18:30")
    // Never a two-digit year.
    expect(dateTimeIn("es", AT, ZONE)).toBe("sáb, 28 nov 2026, 18:30")
    expect(dateTimeIn("pt-BR", AT, ZONE)).toMatch(/^sáb\., 28 de nov\. de 2026.* 18:30$/)
    expect(timeRangeIn("pt-BR", 9 * 3600, 10.5 * 3600)).toBe("9:00–10:30")
    // The end of a day stays 12:00 AM in every language, as the API writes it.
    expect(secondsOfDayIn("es", 86400)).toBe("12:00 AM")
  })
})
