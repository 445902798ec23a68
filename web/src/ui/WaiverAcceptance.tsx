import { Checkbox, Spoiler, Stack, Text } from "@mantine/core"
import { useT } from "../i18n/I18n"

type Waiver = {
  readonly waiver: {
    readonly id: number
    readonly name: string
    readonly current_version: { readonly content: string }
  }
}

/** Each waiver's text and a box to accept it for the named person; the caller keeps which are ticked. */
export function WaiverAcceptance({
  waivers,
  personName,
  accepted,
  onChange,
}: {
  readonly waivers: ReadonlyArray<Waiver>
  readonly personName: string
  readonly accepted: ReadonlyArray<number>
  readonly onChange: (accepted: Array<number>) => void
}) {
  const t = useT()
  return waivers.map((w) => (
    <Stack key={w.waiver.id} gap={4}>
      <Spoiler maxHeight={60} showLabel={t("waiver.readAll")} hideLabel={t("waiver.hide")}>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {w.waiver.current_version.content}
        </Text>
      </Spoiler>
      <Checkbox
        label={t("waiver.accept", { waiver: w.waiver.name, person: personName })}
        checked={accepted.includes(w.waiver.id)}
        onChange={(e) =>
          onChange(e.currentTarget.checked ? [...accepted, w.waiver.id] : accepted.filter((id) => id !== w.waiver.id))
        }
      />
    </Stack>
  ))
}
