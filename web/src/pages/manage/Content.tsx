import { Anchor, Badge, Button, Card, Checkbox, FileInput, Group, Select, Stack, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { RichTextField } from "../../ui/RichTextField"
import { Link } from "react-router"
import { HOME_BLOCKS, type HomeBlock } from "../../../../engine/site"
import {
  createFacilityPost,
  deleteFacilityPost,
  listFacilityPosts,
  type Post,
  updateFacilityPost,
} from "../../api/posts"
import { getHomeLayout, updateHomeLayout } from "../../api/site"
import { DeleteRecord, draftText, RecordFormActions } from "../../ui/RecordForm"
import { RecordTable } from "../../ui/RecordTable"
import { RowActions } from "../../ui/RowActions"
import { dateTime } from "../../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { AnnouncementsEditor } from "./Announcements"
import { BannersEditor } from "./Banners"
import { LeaderboardsEditor } from "./Leaderboards"
import { GroupsEditor } from "./Groups"

const BLOCK_LABELS: Record<HomeBlock, string> = {
  announcements: "Announcements",
  posts: "News and pages",
  leaderboards: "Leaderboards",
  banners: "Banners",
  calendar: "Court calendar",
  clinics: "Clinics",
}

/** The club's content: its announcements, posts, leaderboards and banners, which blocks its home page shows in what order, and its groups of people. */
export const ContentEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => (
  <Stack gap="lg">
    <AnnouncementsEditor facilityId={facilityId} zone={zone} />
    <PostsEditor facilityId={facilityId} zone={zone} />
    <LeaderboardsEditor facilityId={facilityId} zone={zone} />
    <BannersEditor facilityId={facilityId} />
    <HomeLayoutEditor facilityId={facilityId} />
    <GroupsEditor facilityId={facilityId} />
  </Stack>
)

type Draft = {
  id: number | undefined
  title: string
  post_type: Post["post_type"]
  status: Post["status"]
  meta_description: string
  content: string
  image: File | null
}

const BLANK: Draft = {
  id: undefined,
  title: "",
  post_type: "news",
  status: "draft",
  meta_description: "",
  content: "",
  image: null,
}

const PostsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const posts = useLoad(() => listFacilityPosts(facilityId, { per_page: 100 }), [facilityId])
  const [draft, setDraft] = useState<Draft>(BLANK)
  const [deleting, setDeleting] = useState<Post>()
  const text = draftText(draft, setDraft)
  const action = useAction()
  const save = () =>
    action.run(
      "save",
      () => {
        const form = new FormData()
        form.set("title", draft.title)
        form.set("post_type", draft.post_type)
        form.set("status", draft.status)
        form.set("meta_description", draft.meta_description)
        form.set("content", draft.content)
        if (draft.image !== null) form.set("featured_image", draft.image)
        return draft.id === undefined
          ? createFacilityPost(facilityId, form)
          : updateFacilityPost(facilityId, draft.id, form)
      },
      () => (setDraft(BLANK), posts.reload()),
      draft.status === "published" ? "Published." : "Saved.",
    )
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Posts
      </Title>
      <Loaded state={posts}>
        {(rows) => (
          <RecordTable
            label="Posts"
            empty="No posts yet."
            minWidth={560}
            rows={rows}
            columns={[
              {
                title: "Title",
                cell: (p) =>
                  p.status === "published" ? (
                    <Anchor component={Link} to={`/clubs/${facilityId}/posts/${p.slug}`}>
                      {p.title}
                    </Anchor>
                  ) : (
                    p.title
                  ),
              },
              { title: "Kind", cell: (p) => p.post_type },
              {
                title: "Status",
                cell: (p) => (
                  <Badge variant="light" color={p.status === "published" ? "teal" : "gray"}>
                    {p.status}
                  </Badge>
                ),
              },
              { title: "Published", cell: (p) => (p.published_at === null ? "–" : dateTime(p.published_at, zone)) },
              {
                title: "",
                cell: (p) => (
                  <RowActions
                    name={p.title}
                    onEdit={() =>
                      setDraft({
                        id: p.id,
                        title: p.title,
                        post_type: p.post_type,
                        status: p.status,
                        meta_description: p.meta_description,
                        content: p.content,
                        image: null,
                      })
                    }
                    onDelete={() => setDeleting(p)}
                  />
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card withBorder component="section" aria-label={draft.id === undefined ? "New post" : "Edit post"}>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {draft.id === undefined ? "New post" : `Edit “${draft.title}”`}
          </Title>
          <TextInput label="Title" maxLength={200} {...text("title")} />
          <Group grow>
            <Select
              label="Kind"
              data={[
                { value: "news", label: "News" },
                { value: "page", label: "Page" },
                { value: "event", label: "Event" },
              ]}
              value={draft.post_type}
              onChange={(v) => v && setDraft({ ...draft, post_type: v as Post["post_type"] })}
              allowDeselect={false}
            />
            <Select
              label="Status"
              data={[
                { value: "draft", label: "Draft (staff only)" },
                { value: "published", label: "Published (anyone)" },
                { value: "archived", label: "Archived (staff only)" },
              ]}
              value={draft.status}
              onChange={(v) => v && setDraft({ ...draft, status: v as Post["status"] })}
              allowDeselect={false}
            />
          </Group>
          <TextInput label="Summary for search engines" maxLength={300} {...text("meta_description")} />
          <RichTextField
            label="Text"
            value={draft.content}
            onChange={(content) => setDraft((d) => ({ ...d, content }))}
          />
          <FileInput
            label="Featured image"
            placeholder="PNG, JPEG, WebP or GIF, at most 1 MB"
            accept="image/png,image/jpeg,image/webp,image/gif"
            value={draft.image}
            onChange={(file) => setDraft({ ...draft, image: file })}
            clearable
          />
          <RecordFormActions
            noun="post"
            editing={draft.id !== undefined}
            busy={action.busy === "save"}
            disabled={draft.title.trim() === ""}
            error={action.error}
            onSave={() => void save()}
            onCancel={() => setDraft(BLANK)}
          />
        </Stack>
      </Card>
      {deleting !== undefined && (
        <DeleteRecord
          name={deleting.title}
          done="Deleted."
          onClose={() => setDeleting(undefined)}
          onConfirm={() => deleteFacilityPost(facilityId, deleting.id).then(() => posts.reload())}
        >
          “{deleting.title}” is deleted{deleting.status === "published" ? " and leaves the club's pages" : ""}. Archive
          it instead to keep it for staff.
        </DeleteRecord>
      )}
    </Stack>
  )
}

/** Which blocks the club's home page shows, in order: ticked to show, moved up to come first. */
const HomeLayoutEditor = ({ facilityId }: { facilityId: number }) => {
  const layout = useLoad(() => getHomeLayout(facilityId), [facilityId])
  const [blocks, setBlocks] = useState<ReadonlyArray<HomeBlock>>()
  const action = useAction()
  const shown = blocks ?? layout.data?.home_structure ?? []
  const order = [...shown, ...HOME_BLOCKS.filter((b) => !shown.includes(b))]
  const move = (block: HomeBlock) => {
    const at = shown.indexOf(block)
    if (at <= 0) return
    const next = [...shown]
    next.splice(at - 1, 2, block, shown[at - 1]!)
    setBlocks(next)
  }
  return (
    <Stack gap="xs" component="section" aria-label="Home page">
      <Title order={2} size="h4">
        Home page
      </Title>
      <Loaded state={layout}>
        {() => (
          <Stack gap={4}>
            {order.map((b) => (
              <Group key={b} gap="xs">
                <Checkbox
                  label={BLOCK_LABELS[b]}
                  checked={shown.includes(b)}
                  onChange={(e) => setBlocks(e.currentTarget.checked ? [...shown, b] : shown.filter((x) => x !== b))}
                />
                {shown.indexOf(b) > 0 && (
                  <Button size="compact-xs" variant="subtle" onClick={() => move(b)}>
                    Move {BLOCK_LABELS[b]} up
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
      <Group>
        <Button
          variant="default"
          disabled={blocks === undefined}
          loading={action.busy === "layout"}
          onClick={() =>
            void action.run(
              "layout",
              () => updateHomeLayout(facilityId, { home_structure: shown }),
              () => (setBlocks(undefined), layout.reload()),
              "Home page saved.",
            )
          }
        >
          Save home page
        </Button>
      </Group>
    </Stack>
  )
}
