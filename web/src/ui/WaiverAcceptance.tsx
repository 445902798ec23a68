import { Checkbox, Spoiler, Stack, Text } from "@mantine/core"

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
  return waivers.map((w) => (
    <Stack key={w.waiver.id} gap={4}>
      <Spoiler maxHeight={60} showLabel="Read all" hideLabel="Hide">
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {w.waiver.current_version.content}
        </Text>
      </Spoiler>
      <Checkbox
        label={`I accept “${w.waiver.name}” for ${personName}`}
        checked={accepted.includes(w.waiver.id)}
        onChange={(e) =>
          onChange(e.currentTarget.checked ? [...accepted, w.waiver.id] : accepted.filter((id) => id !== w.waiver.id))
        }
      />
    </Stack>
  ))
}
