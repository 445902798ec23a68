import { Badge, Card, FileInput, Group, Select, Stack, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { type BannerAd, createBannerAd, deleteBannerAd, listBannerAds, updateBannerAd } from "../../api/banners"
import { DeleteRecord, draftText, RecordFormActions } from "../../ui/RecordForm"
import { RecordTable } from "../../ui/RecordTable"
import { RowActions } from "../../ui/RowActions"
import { Loaded, useAction, useLoad } from "../../ui/load"

type Draft = {
  id: number | undefined
  title: string
  link_url: string
  alt_text: string
  placement: BannerAd["placement"]
  starts_on: string
  ends_on: string
  image: File | null
}

const BLANK: Draft = {
  id: undefined,
  title: "",
  link_url: "",
  alt_text: "",
  placement: "home",
  starts_on: "",
  ends_on: "",
  image: null,
}

const PLACES: Record<BannerAd["placement"], string> = { home: "Home page", booking: "Booking calendar" }

/** When a banner shows, as a phrase. */
const showing = (b: BannerAd) =>
  b.starts_on === null && b.ends_on === null ? "always" : `${b.starts_on ?? "now"} to ${b.ends_on ?? "no end"}`

/** The club's banners: placed with an image and a link, shown between two dates, removed after asking. */
export const BannersEditor = ({ facilityId }: { facilityId: number }) => {
  const banners = useLoad(() => listBannerAds(facilityId), [facilityId])
  const [draft, setDraft] = useState<Draft>(BLANK)
  const [deleting, setDeleting] = useState<BannerAd>()
  const text = draftText(draft, setDraft)
  const action = useAction()
  const save = () =>
    action.run(
      "save",
      () => {
        const form = new FormData()
        form.set("title", draft.title)
        form.set("link_url", draft.link_url.trim())
        form.set("alt_text", draft.alt_text)
        form.set("placement", draft.placement)
        form.set("starts_on", draft.starts_on)
        form.set("ends_on", draft.ends_on)
        if (draft.image !== null) form.set("image", draft.image)
        return draft.id === undefined ? createBannerAd(facilityId, form) : updateBannerAd(facilityId, draft.id, form)
      },
      () => (setDraft(BLANK), banners.reload()),
      "Banner saved.",
    )
  return (
    <Stack gap="sm" component="section" aria-label="Banners">
      <Title order={2} size="h4">
        Banners
      </Title>
      <Loaded state={banners}>
        {(rows) => (
          <RecordTable
            label="Banners of the club"
            empty="No banners yet."
            minWidth={560}
            rows={rows}
            columns={[
              {
                title: "Title",
                cell: (b) => (
                  <>
                    {b.title}
                    {!b.has_image && (
                      <Badge ml="xs" variant="light" color="gray">
                        no image
                      </Badge>
                    )}
                  </>
                ),
              },
              { title: "Where", cell: (b) => PLACES[b.placement] },
              { title: "Shows", cell: (b) => (b.active ? showing(b) : "paused") },
              {
                title: "",
                cell: (b) => (
                  <RowActions
                    name={b.title}
                    onEdit={() =>
                      setDraft({
                        id: b.id,
                        title: b.title,
                        link_url: b.link_url ?? "",
                        alt_text: b.alt_text,
                        placement: b.placement,
                        starts_on: b.starts_on ?? "",
                        ends_on: b.ends_on ?? "",
                        image: null,
                      })
                    }
                    onDelete={() => setDeleting(b)}
                  />
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card withBorder component="section" aria-label={draft.id === undefined ? "New banner" : "Edit banner"}>
        <Stack gap="xs">
          <Group grow>
            <TextInput label="Banner title" maxLength={120} {...text("title")} />
            <Select
              label="Where"
              data={Object.entries(PLACES).map(([value, label]) => ({ value, label }))}
              value={draft.placement}
              onChange={(v) => v && setDraft({ ...draft, placement: v as BannerAd["placement"] })}
              allowDeselect={false}
            />
          </Group>
          <TextInput label="Link" placeholder="https://…" {...text("link_url")} />
          <Group grow>
            <TextInput type="date" label="From" {...text("starts_on")} />
            <TextInput type="date" label="Until" {...text("ends_on")} />
          </Group>
          <Group grow align="start">
            <FileInput
              label="Banner image"
              placeholder="PNG, JPEG, WebP or GIF, at most 1 MB"
              accept="image/png,image/jpeg,image/webp,image/gif"
              value={draft.image}
              onChange={(file) => setDraft({ ...draft, image: file })}
              clearable
            />
            <TextInput label="Image description" maxLength={200} {...text("alt_text")} />
          </Group>
          <RecordFormActions
            noun="banner"
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
          done="Banner deleted."
          onClose={() => setDeleting(undefined)}
          onConfirm={() => deleteBannerAd(facilityId, deleting.id).then(() => banners.reload())}
        >
          “{deleting.title}” and its image are deleted and leave the club&apos;s pages.
        </DeleteRecord>
      )}
    </Stack>
  )
}
