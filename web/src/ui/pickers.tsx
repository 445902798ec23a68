import { NumberInput, Select } from "@mantine/core"
import { timeOptions } from "./format"
import { useT } from "../i18n/I18n"

/** A span's From and To, in half hours: seconds of the day as the selects' strings. */
export const HoursPicker = ({
  hourStart,
  hourEnd,
  onChange,
}: {
  hourStart: string
  hourEnd: string
  onChange: (next: { hour_start?: string; hour_end?: string }) => void
}) => {
  const t = useT()
  const times = timeOptions(t("watch.midnight"))
  return (
    <>
      <Select
        label={t("pickers.from")}
        data={times}
        value={hourStart}
        onChange={(v) => v && onChange({ hour_start: v })}
        allowDeselect={false}
      />
      <Select
        label={t("pickers.to")}
        data={times}
        value={hourEnd}
        onChange={(v) => v && onChange({ hour_end: v })}
        allowDeselect={false}
      />
    </>
  )
}

/** The rating kinds a club's levels are written on. */
export const RATING_KINDS = [
  { value: "dupr", label: "DUPR" },
  { value: "ntrp_default", label: "NRP" },
  { value: "utr", label: "UTR" },
  { value: "club_locker", label: "Club Locker" },
]

/** A level: the rating kind and the range's ends (empty: open), as a form's draft keeps them. */
export interface LevelDraft {
  readonly rating_kind: string
  readonly rating_min: number | string
  readonly rating_max: number | string
}

/** The rating kind and the lowest and highest rating of a level's range. */
export const LevelFields = ({
  draft,
  onChange,
}: {
  draft: LevelDraft
  onChange: (next: Partial<LevelDraft>) => void
}) => {
  const t = useT()
  return (
    <>
      <Select
        label={t("ratings.rating")}
        data={RATING_KINDS}
        value={draft.rating_kind}
        onChange={(v) => v && onChange({ rating_kind: v })}
        allowDeselect={false}
      />
      <NumberInput
        label={t("pickers.lowest")}
        description={t("pickers.noLower")}
        decimalScale={2}
        value={draft.rating_min}
        onChange={(v) => onChange({ rating_min: v })}
      />
      <NumberInput
        label={t("pickers.highest")}
        description={t("pickers.noUpper")}
        decimalScale={2}
        value={draft.rating_max}
        onChange={(v) => onChange({ rating_max: v })}
      />
    </>
  )
}

/** A range's end as the server takes it: empty is open. */
export const rangeEnd = (v: number | string) => (v === "" ? null : Number(v))
