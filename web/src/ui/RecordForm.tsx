import { Button, Group, Text } from "@mantine/core"
import { type ChangeEvent, type DependencyList, type ReactNode, useState } from "react"
import { useT } from "../i18n/I18n"
import { Confirm } from "./Confirm"
import { Failure, useAction, useLoad } from "./load"

/** Binds text inputs to the keys of a record's draft: `{...text("title")}`. */
export const draftText =
  <D,>(draft: D, setDraft: (next: D) => void) =>
  (key: keyof D) => ({
    value: String(draft[key] ?? ""),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({ ...draft, [key]: e.currentTarget.value }),
  })

/**
 * A manage screen's editor of one kind of record: the records loaded; the draft in the form (a
 * blank one adds, a record's changes it, by the draft's id) and its text fields; the record asked
 * about before deleting; saving, which reloads and starts a blank draft again.
 */
export const useRecordEditor = <R, D extends { readonly id: number | undefined }>(editor: {
  readonly load: () => Promise<ReadonlyArray<R>>
  readonly deps: DependencyList
  readonly blank: () => D
  /** Adds the draft (no id) or changes its record. */
  readonly save: (draft: D) => Promise<unknown>
  /** What is said once saved (of the draft saved, when it says which). */
  readonly saved: string | ((draft: D) => string)
}) => {
  const records = useLoad(editor.load, editor.deps)
  const [draft, setDraft] = useState<D>(editor.blank)
  const [deleting, setDeleting] = useState<R>()
  const action = useAction()
  const save = () =>
    action.run(
      "save",
      () => editor.save(draft),
      () => (setDraft(editor.blank()), records.reload()),
      typeof editor.saved === "string" ? editor.saved : editor.saved(draft),
    )
  const cancel = () => setDraft(editor.blank())
  return {
    records,
    draft,
    setDraft,
    text: draftText(draft, setDraft),
    /** Asks before this record is deleted (`deleteQuestion` shows the question). */
    askDelete: setDeleting,
    action,
    save,
    cancel,
    /** The form's end, bound to the draft: the server's refusal, Add (Save while editing) and Cancel. */
    formActions: (words: { add: string; save: string; disabled?: boolean }) => (
      <RecordFormActions
        {...words}
        editing={draft.id !== undefined}
        busy={action.busy === "save"}
        error={action.error}
        onSave={() => void save()}
        onCancel={cancel}
      />
    ),
    /**
     * The question before the record asked about is deleted, when one is: `remove` deletes it, then
     * the records are read again. `ask` words it; without, it is the common "Delete {name}?".
     */
    deleteQuestion: (question: {
      readonly remove: (record: R) => Promise<unknown>
      readonly done: string
      readonly says: (record: R) => ReactNode
      readonly name?: (record: R) => string
      readonly ask?: (record: R) => { readonly title: string; readonly confirm: string }
    }) => {
      if (deleting === undefined) return null
      const close = () => setDeleting(undefined)
      const confirm = () => question.remove(deleting).then(() => records.reload())
      return question.ask === undefined ? (
        <DeleteRecord name={question.name?.(deleting) ?? ""} done={question.done} onClose={close} onConfirm={confirm}>
          {question.says(deleting)}
        </DeleteRecord>
      ) : (
        <Confirm {...question.ask(deleting)} done={question.done} onClose={close} onConfirm={confirm}>
          <Text size="sm">{question.says(deleting)}</Text>
        </Confirm>
      )
    },
  }
}

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
