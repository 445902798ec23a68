import { Select } from "@mantine/core"
import { ageOn } from "../../../engine/clinics/rules"
import { children } from "../api/users"
import { type Translate, useT } from "../i18n/I18n"
import { useSession } from "../session"
import { useLoad } from "./load"

export interface Person {
  readonly id: number
  readonly name: string
  /** How a choice shows them: a child with their age, so that two of one name are told apart. */
  readonly label: string
}

/** A child as a choice: their name and, when known, their age today. */
export const childLabel = (
  t: Translate,
  child: { readonly first_name: string; readonly last_name: string; readonly birth_date: string | null },
) => {
  const name = `${child.first_name} ${child.last_name}`
  return child.birth_date === null
    ? name
    : t("family.childAged", { name, age: ageOn(child.birth_date, new Date().toISOString().slice(0, 10)) })
}

/**
 * The signed-in person, then the children they handle: whom a player books, enrols or buys for.
 * `me` words the signed-in person's own choice (by default, their name).
 */
export const useFamily = (me?: (name: string) => string): ReadonlyArray<Person> => {
  const t = useT()
  const { session } = useSession()
  const user = session?.user ?? null
  const kids = useLoad(() => (user === null ? Promise.resolve([]) : children()), [user?.id])
  if (user === null) return []
  const name = `${user.first_name} ${user.last_name}`
  return [
    { id: user.id, name, label: me?.(name) ?? name },
    ...(kids.data ?? []).map((k) => ({ id: k.id, name: `${k.first_name} ${k.last_name}`, label: childLabel(t, k) })),
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
  value: Pick<Person, "id">
  onChange: (id: number) => void
}) =>
  people.length < 2 ? null : (
    <Select
      label={label}
      data={people.map((p) => ({ value: String(p.id), label: p.label }))}
      value={String(value.id)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      w={260}
    />
  )
