import * as Schema from "effect/Schema"

/** A time of day as files write it, `HH:MM` from 00:00 to 24:00, read as seconds since midnight. */
export const ClockTime = Schema.String.pipe(
  Schema.pattern(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: () => "write times as HH:MM, 00:00 to 24:00" }),
  Schema.transform(Schema.Number, {
    strict: true,
    decode: (s) => Number(s.slice(0, 2)) * 3600 + Number(s.slice(3)) * 60,
    encode: (n) => `${String(Math.floor(n / 3600)).padStart(2, "0")}:${String((n % 3600) / 60).padStart(2, "0")}`,
  }),
)
