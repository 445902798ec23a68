import { Button, Group, Text } from "@mantine/core"
import type { ChangeEvent, ReactNode } from "react"
import { useT } from "../i18n/I18n"
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
  add,
  save,
  editing,
  busy,
  disabled = false,
  error,
  onSave,
  onCancel,
}: {
  /** The button's words for a new record ("Add banner"), whole: languages word it each their own way. */
  add: string
  /** Its words while a record is edited ("Save banner"). */
  save: string
  editing: boolean
  busy: boolean
  disabled?: boolean
  error: string | undefined
  onSave: () => void
  onCancel: () => void
}) => {
  const t = useT()
  return (
    <>
      {error !== undefined && <Failure message={error} />}
      <Group>
        <Button onClick={onSave} loading={busy} disabled={disabled}>
          {editing ? save : add}
        </Button>
        {editing && (
          <Button variant="default" onClick={onCancel}>
            {t("record.cancel")}
          </Button>
        )}
      </Group>
    </>
  )
}

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
}) => {
  const t = useT()
  return (
    <Confirm
      title={t("record.deleteNamed", { name })}
      confirm={t("common.delete")}
      done={done}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Text>{children}</Text>
    </Confirm>
  )
}
