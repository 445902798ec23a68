import { Select } from "@mantine/core"
import { useT } from "../i18n/I18n"
import { type PayWay, waysIn } from "./payWays"

/** "Paid by": the ways offered, named in the screens' language. */
export const PayWaySelect = ({
  ways,
  value,
  onChange,
  disabled = false,
}: {
  ways: ReadonlyArray<PayWay>
  value: string
  onChange: (way: string) => void
  disabled?: boolean
}) => {
  const t = useT()
  return (
    <Select
      label={t("credits.paidBy")}
      data={waysIn(t, ways)}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      disabled={disabled}
    />
  )
}
