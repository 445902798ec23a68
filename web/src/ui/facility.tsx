import { Select } from "@mantine/core"
import { useSearchParams } from "react-router"
import type { Session } from "../api/accounts"
import { useSession } from "../session"
import type { Role } from "../../../engine/roles"
import { useT } from "../i18n/I18n"

export type SessionFacility = Session["facilities"][number]

/**
 * The facility a screen is about: `?facility=ID` when given, else the person's current
 * facility, else their first one that passes `allowed`.
 */
export const useFacilityChoice = (allowed: (role: Role | null) => boolean = () => true) => {
  const { session } = useSession()
  const [params, setParams] = useSearchParams()
  const choices = (session?.facilities ?? []).filter((f) => allowed(f.role))
  const asked = Number(params.get("facility") ?? NaN)
  const chosen =
    choices.find((f) => f.id === asked) ??
    (Number.isNaN(asked) ? (choices.find((f) => f.id === session?.user?.current_facility_id) ?? choices[0]) : undefined)
  const choose = (id: number) =>
    setParams((p) => {
      p.set("facility", String(id))
      return p
    })
  return { facility: chosen, asked: Number.isNaN(asked) ? undefined : asked, choices, choose }
}

/** A facility picker, shown only when there is a choice to make. */
export const FacilityPicker = ({
  choices,
  value,
  onChange,
}: {
  choices: ReadonlyArray<SessionFacility>
  value: SessionFacility | undefined
  onChange: (id: number) => void
}) => {
  const t = useT()
  return choices.length < 2 ? null : (
    <Select
      label={t("club.facility")}
      data={choices.map((f) => ({ value: String(f.id), label: f.name }))}
      value={value === undefined ? null : String(value.id)}
      onChange={(v) => v !== null && onChange(Number(v))}
      allowDeselect={false}
      maw={320}
    />
  )
}
