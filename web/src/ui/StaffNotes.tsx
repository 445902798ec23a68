import { ActionIcon, Autocomplete, Badge, Button, Checkbox, Group, Stack, Text, Textarea } from "@mantine/core"
import { useState } from "react"
import {
  changeCommentState,
  type Comment,
  createComment,
  createTag,
  deleteComment,
  listComments,
  listTags,
  removeTag,
} from "../api/notes"
import { Confirm } from "./Confirm"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { useT } from "../i18n/I18n"

type CommentSubject = { readonly model: "User" | "Reservation" | "Facility"; readonly modelId: number }

/**
 * The club's staff's comments on one subject: notes on a person or a booking, or the club's board
 * (a to-do list whose items are done). Pinned first, then newest; each with its author and date.
 */
export const StaffNotes = ({
  facilityId,
  subject,
  label,
  todo = false,
}: {
  facilityId: number
  subject: CommentSubject
  label: string
  /** Items are ticked off when done (the board). */
  todo?: boolean
}) => {
  const t = useT()
  const notes = useLoad(
    () => listComments({ facility_id: facilityId, model: subject.model, model_id: subject.modelId }),
    [facilityId, subject.model, subject.modelId],
  )
  const [text, setText] = useState("")
  const [deleting, setDeleting] = useState<Comment>()
  const action = useAction()
  const add = () =>
    action.run(
      "add",
      () => createComment({ facility_id: facilityId, model: subject.model, model_id: subject.modelId, comment: text }),
      () => (setText(""), notes.reload()),
    )
  const toggle = (note: Comment, state: "done" | "pinned") =>
    action.run(`${state}-${note.id}`, () => changeCommentState(note.id, { state }), notes.reload)
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Group align="end" wrap="nowrap">
        <Textarea
          label={todo ? t("notes.newItem") : t("notes.newNote")}
          placeholder={todo ? t("notes.todoHint") : t("notes.noteHint")}
          autosize
          minRows={1}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void add()} loading={action.busy === "add"} disabled={text.trim() === ""}>
          {t("reservations.add")}
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
      <Loaded state={notes}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {todo ? t("notes.emptyBoard") : t("notes.none")}
            </Text>
          ) : (
            <Stack gap={6}>
              {list.map((n) => (
                <Group
                  key={n.id}
                  justify="space-between"
                  align="start"
                  wrap="nowrap"
                  role="article"
                  aria-label={n.comment}
                >
                  <Stack gap={0} style={{ flex: 1 }}>
                    {todo ? (
                      <Checkbox
                        label={n.comment}
                        checked={n.done}
                        onChange={() => void toggle(n, "done")}
                        styles={{
                          label: { textDecoration: n.done ? "line-through" : undefined, whiteSpace: "pre-wrap" },
                        }}
                      />
                    ) : (
                      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                        {n.comment}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {t("notes.byline", { author: n.author_name ?? t("notes.formerStaff"), when: n.created_at_text })}
                      {n.pinned && (
                        <Badge ml="xs" size="xs" variant="light">
                          {t("notes.pinned")}
                        </Badge>
                      )}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" onClick={() => void toggle(n, "pinned")}>
                      {n.pinned ? t("notes.unpin") : t("notes.pin")}
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("notes.deleteNamed", { comment: n.comment })}
                      onClick={() => setDeleting(n)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          )
        }
      </Loaded>
      {deleting !== undefined && (
        <Confirm
          title={todo ? t("notes.deleteItem") : t("notes.deleteNote")}
          confirm={t("common.delete")}
          done={t("common.deleted")}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => deleteComment(deleting.id).then(() => notes.reload())}
        >
          <Text>{t("notes.deleteSays", { comment: deleting.comment })}</Text>
        </Confirm>
      )}
    </Stack>
  )
}

/** The club's tags on a person, booking or product: shown as badges, added by name (new or the club's), taken off. */
export const TagEditor = ({
  facilityId,
  model,
  modelId,
}: {
  facilityId: number
  model: "User" | "Reservation" | "Product"
  modelId: number
}) => {
  const t = useT()
  const mine = useLoad(
    () => listTags({ facility_id: facilityId, model, model_id: modelId }),
    [facilityId, model, modelId],
  )
  const club = useLoad(() => listTags({ facility_id: facilityId }), [facilityId])
  const [name, setName] = useState("")
  const action = useAction()
  const reload = () => Promise.all([mine.reload(), club.reload()])
  const add = () =>
    action.run(
      "add",
      () => createTag({ facility_id: facilityId, name, model, model_id: modelId }),
      () => (setName(""), reload()),
    )
  return (
    <Stack gap="xs" component="section" aria-label={t("tags.title")}>
      <Loaded state={mine}>
        {(tags) => (
          <Group gap={6}>
            {tags.length === 0 && (
              <Text c="dimmed" size="sm">
                {t("tags.none")}
              </Text>
            )}
            {tags.map((tag) => (
              <Badge
                key={tag.id}
                variant="light"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t("tags.remove", { name: tag.name })}
                    onClick={() =>
                      void action.run(
                        `off-${tag.id}`,
                        () => removeTag({ tag_id: tag.id, model, model_id: modelId }),
                        reload,
                      )
                    }
                  >
                    ×
                  </ActionIcon>
                }
              >
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
      </Loaded>
      <Group align="end" wrap="nowrap">
        <Autocomplete
          label={t("tags.add")}
          placeholder={t("tags.addHint")}
          data={(club.data ?? []).map((tag) => tag.name)}
          value={name}
          onChange={setName}
          maxLength={40}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          onClick={() => void add()}
          loading={action.busy === "add"}
          disabled={name.trim() === ""}
        >
          {t("tags.tag")}
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
