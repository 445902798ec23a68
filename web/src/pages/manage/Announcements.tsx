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

type Audience = Announcement["audience"]

const AUDIENCES: ReadonlyArray<{ value: Audience; label: string }> = [
  { value: "everyone", label: "Everyone at the club" },
  { value: "plan", label: "Members of a plan" },
  { value: "group", label: "A group" },
  { value: "clinic", label: "Players of a clinic" },
]

const WHICH: Record<Exclude<Audience, "everyone">, string> = { plan: "Plan", group: "Group", clinic: "Clinic" }

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
const progressText = (d: NonNullable<Announcement["delivery"]>) =>
  `${d.sent} of ${d.recipients} mailed${d.failed > 0 ? `, ${d.failed} failed` : ""} · ${d.opened} read`

/** The club's announcements: drafted, published to an audience with a warning first, their mail followed as it goes. */
export const AnnouncementsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
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
      "Saved.",
    )

  return (
    <Stack gap="sm" component="section" aria-label="Announcements">
      <Title order={2} size="h4">
        Announcements
      </Title>
      {metrics.data !== undefined && (
        <Text size="sm" c="dimmed">
          Last 90 days: {metrics.data.announcements} published, {metrics.data.sent} of {metrics.data.recipients} mails
          sent, {metrics.data.opened} read.
        </Text>
      )}
      <Loaded state={list}>
        {(rows) => (
          <RecordTable
            label="Announcements of the club"
            rows={rows}
            empty="No announcements yet."
            columns={[
              { title: "Title", cell: (a) => a.title },
              { title: "To", cell: (a) => a.audience_name },
              {
                title: "Status",
                cell: (a) => (
                  <>
                    <Badge variant="light" color={a.status === "published" ? "teal" : "gray"}>
                      {a.status}
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
                title: "Mail",
                minWidth: 160,
                cell: (a) =>
                  a.delivery !== undefined &&
                  a.status === "published" && (
                    <Stack gap={2}>
                      <Progress
                        value={a.delivery.recipients === 0 ? 100 : (100 * a.delivery.sent) / a.delivery.recipients}
                        aria-label={`Mail of ${a.title}`}
                      />
                      <Text size="xs">{progressText(a.delivery)}</Text>
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
                        Publish {a.title}
                      </Button>
                    )}
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card
        withBorder
        component="section"
        aria-label={draft.id === undefined ? "New announcement" : "Edit announcement"}
      >
        <Stack gap="xs">
          <Title order={3} size="h5">
            {draft.id === undefined ? "New announcement" : `Edit “${draft.title}”`}
          </Title>
          <TextInput
            label="Title"
            value={draft.title}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          />
          <AudiencePicker facilityId={facilityId} draft={draft} setDraft={setDraft} />
          <RichTextField
            label="Message"
            value={draft.content}
            onChange={(content) => setDraft((d) => ({ ...d, content }))}
          />
          <Group grow align="start">
            <FileInput
              label="Thumbnail"
              placeholder="PNG, JPEG, WebP or GIF"
              accept="image/png,image/jpeg,image/webp,image/gif"
              value={draft.thumbnail}
              onChange={(file) => setDraft({ ...draft, thumbnail: file })}
              clearable
            />
            <FileInput
              label="Attachments"
              placeholder="PDF, images or text; up to 5"
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
            noun="announcement"
            add="Save draft"
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
          title={`Publish ${publishing.title}`}
          confirm="Publish and mail"
          color="teal"
          done="Published: the mail is going out."
          onClose={() => setPublishing(undefined)}
          onConfirm={() =>
            updateFacilityAnnouncement(facilityId, publishing.id, { publish: true }).then(() => list.reload())
          }
        >
          <Text>
            “{publishing.title}” goes to{" "}
            {publishing.audience === "everyone" ? "everyone at the club" : publishing.audience_name}: each person with
            an email address is mailed once, and it shows in their announcements. Mail cannot be called back; its
            audience cannot be changed afterwards.
          </Text>
        </Confirm>
      )}
      {deleting !== undefined && (
        <Confirm
          title={`Delete ${deleting.title}`}
          confirm="Delete"
          done="Deleted."
          onClose={() => setDeleting(undefined)}
          onConfirm={() =>
            deleteFacilityAnnouncement(facilityId, deleting.id).then(() => (list.reload(), metrics.reload()))
          }
        >
          <Text>
            “{deleting.title}” and its files are deleted
            {deleting.status === "published" ? ": it leaves members' announcements (mail already sent stays sent)" : ""}
            .
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
        label="To"
        data={AUDIENCES.map((a) => ({ ...a }))}
        value={draft.audience}
        disabled={draft.sent}
        description={draft.sent ? "Sent: its audience stays." : undefined}
        onChange={(v) => v && setDraft({ ...draft, audience: v as Audience, audience_id: null })}
        allowDeselect={false}
      />
      {draft.audience !== "everyone" && (
        <Select
          label={WHICH[draft.audience]}
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
  const action = useAction()
  if (announcement === undefined || announcement.attachments.length === 0) return null
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Attached
      </Text>
      {announcement.attachments.map((f) => (
        <Group key={f.id} gap="xs">
          <Text size="sm">{f.filename}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${f.filename}`}
            loading={action.busy === String(f.id)}
            onClick={() => void action.run(String(f.id), () => deleteAttachment(f.id), onRemoved, "File removed.")}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
