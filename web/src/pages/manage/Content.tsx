import { Anchor, Badge, Button, Card, Checkbox, FileInput, Group, Select, Stack, TextInput, Title } from "@mantine/core"

import { useState } from "react"

import { RichTextField } from "../../ui/RichTextField"

import { Link } from "react-router"

import { HOME_BLOCKS, type HomeBlock } from "../../../../engine/site/rules"

import {
  createFacilityPost,
  deleteFacilityPost,
  listFacilityPosts,
  type Post,
  updateFacilityPost,
} from "../../api/posts"

import { getHomeLayout, updateHomeLayout } from "../../api/site"

import { useRecordEditor } from "../../ui/RecordForm"

import { RecordTable } from "../../ui/RecordTable"

import { RowActions } from "../../ui/RowActions"

import { dateTime } from "../../ui/format"

import { Failure, Loaded, useAction, useLoad } from "../../ui/load"

import { AnnouncementsEditor } from "./Announcements"

import { BannersEditor } from "./Banners"

import { LeaderboardsEditor } from "./Leaderboards"

import { GroupsEditor } from "./Groups"

import { type MessageId, useT } from "../../i18n/I18n"

const BLOCK_LABELS: Record<HomeBlock, MessageId> = {
  announcements: "homeBlocks.announcements",
  posts: "homeBlocks.posts",
  leaderboards: "homeBlocks.leaderboards",
  banners: "homeBlocks.banners",
  calendar: "homeBlocks.calendar",
  clinics: "homeBlocks.clinics",
}
const KINDS: Record<Post["post_type"], MessageId> = { news: "posts.news", page: "posts.page", event: "posts.event" }
const STATUSES: Record<Post["status"], MessageId> = {
  draft: "posts.draft",
  published: "posts.published",
  archived: "posts.archived",
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
  const t = useT()
  const {
    records: posts,
    draft,
    setDraft,
    text,
    askDelete,
    formActions,
    deleteQuestion,
  } = useRecordEditor<Post, Draft>({
    load: () => listFacilityPosts(facilityId, { per_page: 100 }),
    deps: [facilityId],
    blank: () => BLANK,
    save: (draft) => {
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
    saved: (draft) => t(draft.status === "published" ? "posts.publishedDone" : "posts.savedDone"),
  })
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("posts.title")}
      </Title>
      <Loaded state={posts}>
        {(rows) => (
          <RecordTable
            label={t("posts.title")}
            empty={t("posts.none")}
            minWidth={560}
            rows={rows}
            columns={[
              {
                title: t("posts.postTitle"),
                cell: (p) =>
                  p.status === "published" ? (
                    <Anchor component={Link} to={`/clubs/${facilityId}/posts/${p.slug}`}>
                      {p.title}
                    </Anchor>
                  ) : (
                    p.title
                  ),
              },
              { title: t("posts.kind"), cell: (p) => t(KINDS[p.post_type]) },
              {
                title: t("posts.status"),
                cell: (p) => (
                  <Badge variant="light" color={p.status === "published" ? "teal" : "gray"}>
                    {t(STATUSES[p.status])}
                  </Badge>
                ),
              },
              {
                title: t("posts.publishedAt"),
                cell: (p) => (p.published_at === null ? "–" : dateTime(p.published_at, zone)),
              },
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
                    onDelete={() => askDelete(p)}
                  />
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card withBorder component="section" aria-label={t(draft.id === undefined ? "posts.new" : "posts.edit")}>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {draft.id === undefined ? t("posts.new") : t("posts.editNamed", { name: draft.title })}
          </Title>
          <TextInput label={t("posts.postTitle")} maxLength={200} {...text("title")} />
          <Group grow>
            <Select
              label={t("posts.kind")}
              data={Object.entries(KINDS).map(([value, label]) => ({ value, label: t(label) }))}
              value={draft.post_type}
              onChange={(v) => v && setDraft({ ...draft, post_type: v as Post["post_type"] })}
              allowDeselect={false}
            />
            <Select
              label={t("posts.status")}
              data={[
                { value: "draft", label: t("posts.draftOption") },
                { value: "published", label: t("posts.publishedOption") },
                { value: "archived", label: t("posts.archivedOption") },
              ]}
              value={draft.status}
              onChange={(v) => v && setDraft({ ...draft, status: v as Post["status"] })}
              allowDeselect={false}
            />
          </Group>
          <TextInput label={t("posts.summary")} maxLength={300} {...text("meta_description")} />
          <RichTextField
            label={t("posts.text")}
            value={draft.content}
            onChange={(content) => setDraft((d) => ({ ...d, content }))}
          />
          <FileInput
            label={t("posts.image")}
            placeholder={t("banners.imageHint")}
            accept="image/png,image/jpeg,image/webp,image/gif"
            value={draft.image}
            onChange={(file) => setDraft({ ...draft, image: file })}
            clearable
          />
          {formActions({ add: t("posts.add"), save: t("posts.save"), disabled: draft.title.trim() === "" })}
        </Stack>
      </Card>
      {deleteQuestion({
        name: (p) => p.title,
        done: t("common.deleted"),
        remove: (p) => deleteFacilityPost(facilityId, p.id),
        says: (p) => t(p.status === "published" ? "posts.deleteSaysPublished" : "posts.deleteSays", { name: p.title }),
      })}
    </Stack>
  )
}

/** Which blocks the club's home page shows, in order: ticked to show, moved up to come first. */
const HomeLayoutEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
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
    <Stack gap="xs" component="section" aria-label={t("homeBlocks.title")}>
      <Title order={2} size="h4">
        {t("homeBlocks.title")}
      </Title>
      <Loaded state={layout}>
        {() => (
          <Stack gap={4}>
            {order.map((b) => (
              <Group key={b} gap="xs">
                <Checkbox
                  label={t(BLOCK_LABELS[b])}
                  checked={shown.includes(b)}
                  onChange={(e) => setBlocks(e.currentTarget.checked ? [...shown, b] : shown.filter((x) => x !== b))}
                />
                {shown.indexOf(b) > 0 && (
                  <Button size="compact-xs" variant="subtle" onClick={() => move(b)}>
                    {t("homeBlocks.moveUp", { block: t(BLOCK_LABELS[b]) })}
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
              t("homeBlocks.saved"),
            )
          }
        >
          {t("homeBlocks.save")}
        </Button>
      </Group>
    </Stack>
  )
}
