import { Button, Group, Text } from "@mantine/core"
import type { ChangeEvent, ReactNode } from "react"
import { Confirm } from "./Confirm"
import { Failure } from "./load"

/** Binds text inputs to the keys of a record's draft: `{...text("title")}`. */
export const draftText =
  <D,>(draft: D, setDraft: (next: D) => void) =>
  (key: keyof D) => ({
    value: String(draft[key] ?? ""),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({ ...draft, [key]: e.currentTarget.value }),
  })

/** The end of a manage screen's record form: the server's refusal, then Add (Save while editing) and Cancel. */
export const RecordFormActions = ({
  noun,
  add = `Add ${noun}`,
  editing,
  busy,
  disabled = false,
  error,
  onSave,
  onCancel,
}: {
  /** What the record is: "banner" gives "Add banner" and "Save banner". */
  noun: string
  /** The button's words for a new record, when not "Add <noun>". */
  add?: string
  editing: boolean
  busy: boolean
  disabled?: boolean
  error: string | undefined
  onSave: () => void
  onCancel: () => void
}) => (
  <>
    {error !== undefined && <Failure message={error} />}
    <Group>
      <Button onClick={onSave} loading={busy} disabled={disabled}>
        {editing ? `Save ${noun}` : add}
      </Button>
      {editing && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Group>
  </>
)

/** Asks before a record of the club is deleted, saying what goes with it. */
export const DeleteRecord = ({
  name,
  done,
  onConfirm,
  onClose,
  children,
}: {
  name: string
  done: string
  onConfirm: () => Promise<unknown>
  onClose: () => void
  children: ReactNode
}) => (
  <Confirm title={`Delete ${name}`} confirm="Delete" done={done} onClose={onClose} onConfirm={onConfirm}>
    <Text>{children}</Text>
  </Confirm>
)
