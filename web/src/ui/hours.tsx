import { Select } from "@mantine/core"
import { TIMES } from "./format"

/** A span's From and To, in half hours: seconds of the day as the selects' strings. */
export const HoursPicker = ({
  hourStart,
  hourEnd,
  onChange,
}: {
  hourStart: string
  hourEnd: string
  onChange: (next: { hour_start?: string; hour_end?: string }) => void
}) => (
  <>
    <Select
      label="From"
      data={TIMES}
      value={hourStart}
      onChange={(v) => v && onChange({ hour_start: v })}
      allowDeselect={false}
    />
    <Select
      label="To"
      data={TIMES}
      value={hourEnd}
      onChange={(v) => v && onChange({ hour_end: v })}
      allowDeselect={false}
    />
  </>
)

/** The rating kinds a club's levels are written on. */
export const RATING_KINDS = [
  { value: "dupr", label: "DUPR" },
  { value: "ntrp_default", label: "NRP" },
  { value: "utr", label: "UTR" },
  { value: "club_locker", label: "Club Locker" },
]
