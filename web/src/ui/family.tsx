import { Select } from "@mantine/core"
import { children } from "../api/users"
import { useSession } from "../session"
import { useLoad } from "./load"

export interface Person {
  readonly id: number
  readonly name: string
}

/** The signed-in person, then the children they handle: whom a player books, enrols or buys for. */
export const useFamily = (): ReadonlyArray<Person> => {
  const { session } = useSession()
  const me = session?.user ?? null
  const kids = useLoad(() => (me === null ? Promise.resolve([]) : children()), [me?.id])
  if (me === null) return []
  return [
    { id: me.id, name: `${me.first_name} ${me.last_name}` },
    ...(kids.data ?? []).map((k) => ({ id: k.id, name: `${k.first_name} ${k.last_name}` })),
  ]
}

/** Choose one of the family; shown only when there is a choice. */
export const PersonPicker = ({
  label,
  people,
  value,
  onChange,
}: {
  label: string
  people: ReadonlyArray<Person>
  value: Person
  onChange: (id: number) => void
}) =>
  people.length < 2 ? null : (
    <Select
      label={label}
      data={people.map((p) => ({ value: String(p.id), label: p.name }))}
      value={String(value.id)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      w={260}
    />
  )
