import {
  ActionIcon,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useEffect, useState } from "react"
import { RecordFormActions } from "../../ui/RecordForm"
import { RecordTable } from "../../ui/RecordTable"
import { RichTextField } from "../../ui/RichTextField"
import {
  type Announcement,
  createFacilityAnnouncement,
  deleteAttachment,
  deleteFacilityAnnouncement,
  facilityAnnouncementMetrics,
  listFacilityAnnouncements,
  updateFacilityAnnouncement,
} from "../../api/announcements"
import { listClinics } from "../../api/clinics"
import { listGroups } from "../../api/groups"
import { listMembershipPlans } from "../../api/memberships"
import { Confirm } from "../../ui/Confirm"
import { RowActions } from "../../ui/RowActions"
import { dateTime } from "../../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { type MessageId, type Translate, useT } from "../../i18n/I18n"

type Audience = Announcement["audience"]

const AUDIENCES: ReadonlyArray<{ value: Audience; label: MessageId }> = [
  { value: "everyone", label: "announce.toEveryone" },
  { value: "plan", label: "announce.toPlan" },
  { value: "group", label: "announce.toGroup" },
  { value: "clinic", label: "announce.toClinic" },
]

const WHICH: Record<Exclude<Audience, "everyone">, MessageId> = {
  plan: "announce.plan",
  group: "announce.group",
  clinic: "announce.clinic",
}

type Draft = {
  id: number | undefined
  title: string
  content: string
  audience: Audience
  audience_id: string | null
  thumbnail: File | null
  attachments: Array<File>
  /** Published: the audience stays, the mail has gone to it. */
  sent: boolean
}

const BLANK: Draft = {
  id: undefined,
  title: "",
  content: "",
  audience: "everyone",
  audience_id: null,
  thumbnail: null,
  attachments: [],
  sent: false,
}

/** How far an announcement's mail has gone, as a sentence. */
const progressText = (t: Translate, d: NonNullable<Announcement["delivery"]>) =>
  t(d.failed > 0 ? "announce.progressFailed" : "announce.progress", {
    sent: d.sent,
    recipients: d.recipients,
    failed: d.failed,
    opened: d.opened,
  })

/** The club's announcements: drafted, published to an audience with a warning first, their mail followed as it goes. */
export const AnnouncementsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const list = useLoad(() => listFacilityAnnouncements(facilityId, { per_page: 50 }), [facilityId])
  const metrics = useLoad(() => facilityAnnouncementMetrics(facilityId), [facilityId])
  const [draft, setDraft] = useState<Draft>(BLANK)
  const [publishing, setPublishing] = useState<Announcement>()
  const [deleting, setDeleting] = useState<Announcement>()
  const action = useAction()

  // While mail is going out, follow it.
  const going = (list.data ?? []).some((a) => (a.delivery?.pending ?? 0) + (a.delivery?.sending ?? 0) > 0)
  useEffect(() => {
    if (!going) return
    const timer = setInterval(() => (list.reload(), metrics.reload()), 2000)
    return () => clearInterval(timer)
  }, [going, list, metrics])

  const save = () =>
    action.run(
      "save",
      () => {
        const form = new FormData()
        form.set("title", draft.title)
        form.set("content", draft.content)
        if (!draft.sent) {
          form.set("audience", draft.audience)
          form.set("audience_id", draft.audience === "everyone" ? "" : (draft.audience_id ?? ""))
        }
        if (draft.thumbnail !== null) form.set("thumbnail", draft.thumbnail)
        for (const file of draft.attachments) form.append("attachments[]", file)
        return draft.id === undefined
          ? createFacilityAnnouncement(facilityId, form)
          : updateFacilityAnnouncement(facilityId, draft.id, form)
      },
      () => (setDraft(BLANK), list.reload()),
      t("announce.saved"),
    )

  return (
    <Stack gap="sm" component="section" aria-label={t("announce.title")}>
      <Title order={2} size="h4">
        {t("announce.title")}
      </Title>
      {metrics.data !== undefined && (
        <Text size="sm" c="dimmed">
          {t("announce.metrics", {
            announcements: metrics.data.announcements,
            sent: metrics.data.sent,
            recipients: metrics.data.recipients,
            opened: metrics.data.opened,
          })}
        </Text>
      )}
      <Loaded state={list}>
        {(rows) => (
          <RecordTable
            label={t("announce.ofClub")}
            rows={rows}
            empty={t("announce.none")}
            columns={[
              { title: t("announce.announcementTitle"), cell: (a) => a.title },
              {
                title: t("announce.to"),
                cell: (a) => (a.audience === "everyone" ? t("announce.everyone") : a.audience_name),
              },
              {
                title: t("announce.status"),
                cell: (a) => (
                  <>
                    <Badge variant="light" color={a.status === "published" ? "teal" : "gray"}>
                      {t(`announce.status.${a.status}`)}
                    </Badge>
                    {a.published_at !== null && (
                      <Text size="xs" c="dimmed">
                        {dateTime(a.published_at, zone)}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                title: t("announce.mail"),
                minWidth: 160,
                cell: (a) =>
                  a.delivery !== undefined &&
                  a.status === "published" && (
                    <Stack gap={2}>
                      <Progress
                        value={a.delivery.recipients === 0 ? 100 : (100 * a.delivery.sent) / a.delivery.recipients}
                        aria-label={t("announce.mailOf", { name: a.title })}
                      />
                      <Text size="xs">{progressText(t, a.delivery)}</Text>
                    </Stack>
                  ),
              },
              {
                title: "",
                cell: (a) => (
                  <RowActions
                    name={a.title}
                    onEdit={() =>
                      setDraft({
                        id: a.id,
                        title: a.title,
                        content: a.content,
                        audience: a.audience,
                        audience_id: a.audience_id === null ? null : String(a.audience_id),
                        thumbnail: null,
                        attachments: [],
                        sent: a.status === "published",
                      })
                    }
                    onDelete={() => setDeleting(a)}
                  >
                    {a.status === "draft" && (
                      <Button size="compact-sm" onClick={() => setPublishing(a)}>
                        {t("announce.publishNamed", { name: a.title })}
                      </Button>
                    )}
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card withBorder component="section" aria-label={t(draft.id === undefined ? "announce.new" : "announce.edit")}>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {draft.id === undefined ? t("announce.new") : t("posts.editNamed", { name: draft.title })}
          </Title>
          <TextInput
            label={t("announce.announcementTitle")}
            value={draft.title}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          />
          <AudiencePicker facilityId={facilityId} draft={draft} setDraft={setDraft} />
          <RichTextField
            label={t("announce.message")}
            value={draft.content}
            onChange={(content) => setDraft((d) => ({ ...d, content }))}
          />
          <Group grow align="start">
            <FileInput
              label={t("announce.thumbnail")}
              placeholder={t("announce.thumbnailHint")}
              accept="image/png,image/jpeg,image/webp,image/gif"
              value={draft.thumbnail}
              onChange={(file) => setDraft({ ...draft, thumbnail: file })}
              clearable
            />
            <FileInput
              label={t("announce.attachments")}
              placeholder={t("announce.attachmentsHint")}
              multiple
              value={draft.attachments}
              onChange={(files) => setDraft({ ...draft, attachments: files })}
              clearable
            />
          </Group>
          {draft.id !== undefined && (
            <HeldFiles announcement={list.data?.find((a) => a.id === draft.id)} onRemoved={() => list.reload()} />
          )}
          <RecordFormActions
            add={t("announce.saveDraft")}
            save={t("announce.save")}
            editing={draft.id !== undefined}
            busy={action.busy === "save"}
            disabled={draft.title.trim() === ""}
            error={action.error}
            onSave={() => void save()}
            onCancel={() => setDraft(BLANK)}
          />
        </Stack>
      </Card>
      {publishing !== undefined && (
        <Confirm
          title={t("announce.publishNamed", { name: publishing.title })}
          confirm={t("announce.publishAndMail")}
          color="teal"
          done={t("announce.published")}
          onClose={() => setPublishing(undefined)}
          onConfirm={() =>
            updateFacilityAnnouncement(facilityId, publishing.id, { publish: true }).then(() => list.reload())
          }
        >
          <Text>
            {publishing.audience === "everyone"
              ? t("announce.publishSaysEveryone", { name: publishing.title })
              : t("announce.publishSays", { name: publishing.title, audience: publishing.audience_name })}
          </Text>
        </Confirm>
      )}
      {deleting !== undefined && (
        <Confirm
          title={t("record.deleteNamed", { name: deleting.title })}
          confirm={t("common.delete")}
          done={t("common.deleted")}
          onClose={() => setDeleting(undefined)}
          onConfirm={() =>
            deleteFacilityAnnouncement(facilityId, deleting.id).then(() => (list.reload(), metrics.reload()))
          }
        >
          <Text>
            {t(deleting.status === "published" ? "announce.deleteSaysPublished" : "announce.deleteSays", {
              name: deleting.title,
            })}
          </Text>
        </Confirm>
      )}
    </Stack>
  )
}

/** Which plan, group or clinic: the club's own, loaded when that kind of audience is chosen. */
const AudiencePicker = ({
  facilityId,
  draft,
  setDraft,
}: {
  facilityId: number
  draft: Draft
  setDraft: (d: Draft) => void
}) => {
  const t = useT()
  const options = useLoad(async (): Promise<Array<{ value: string; label: string }>> => {
    const named = (rows: ReadonlyArray<{ id: number; name: string }>) =>
      rows.map((r) => ({ value: String(r.id), label: r.name }))
    if (draft.audience === "plan")
      return named(await listMembershipPlans({ facility_id: facilityId, exclude_prices: true }))
    if (draft.audience === "group")
      return (await listGroups({ facility_id: facilityId })).map((g) => ({ value: String(g.id), label: g.title }))
    if (draft.audience === "clinic") return named(await listClinics(facilityId))
    return []
  }, [facilityId, draft.audience])
  return (
    <Group grow align="start">
      <Select
        label={t("announce.to")}
        data={AUDIENCES.map((a) => ({ value: a.value, label: t(a.label) }))}
        value={draft.audience}
        disabled={draft.sent}
        description={draft.sent ? t("announce.sentStays") : undefined}
        onChange={(v) => v && setDraft({ ...draft, audience: v as Audience, audience_id: null })}
        allowDeselect={false}
      />
      {draft.audience !== "everyone" && (
        <Select
          label={t(WHICH[draft.audience])}
          data={options.data ?? []}
          value={draft.audience_id}
          disabled={draft.sent}
          searchable
          onChange={(v) => setDraft({ ...draft, audience_id: v })}
        />
      )}
    </Group>
  )
}

/** The files an announcement holds, each taken off by itself. */
const HeldFiles = ({ announcement, onRemoved }: { announcement: Announcement | undefined; onRemoved: () => void }) => {
  const t = useT()
  const action = useAction()
  if (announcement === undefined || announcement.attachments.length === 0) return null
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t("announce.attached")}
      </Text>
      {announcement.attachments.map((f) => (
        <Group key={f.id} gap="xs">
          <Text size="sm">{f.filename}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("announce.removeFile", { name: f.filename })}
            loading={action.busy === String(f.id)}
            onClick={() =>
              void action.run(String(f.id), () => deleteAttachment(f.id), onRemoved, t("announce.fileRemoved"))
            }
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
