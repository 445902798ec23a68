import { Badge, Button, Card, FileInput, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { type BannerAd, createBannerAd, deleteBannerAd, listBannerAds, updateBannerAd } from "../../api/banners"
import { Confirm } from "../../ui/Confirm"
import { RowActions } from "../../ui/RowActions"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"

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
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">No banners yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Banners of the club">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Where</Table.Th>
                    <Table.Th>Shows</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((b) => (
                    <Table.Tr key={b.id}>
                      <Table.Td>
                        {b.title}
                        {!b.has_image && (
                          <Badge ml="xs" variant="light" color="gray">
                            no image
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{PLACES[b.placement]}</Table.Td>
                      <Table.Td>{b.active ? showing(b) : "paused"}</Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </Loaded>
      <Card withBorder component="section" aria-label={draft.id === undefined ? "New banner" : "Edit banner"}>
        <Stack gap="xs">
          <Group grow>
            <TextInput
              label="Banner title"
              value={draft.title}
              maxLength={120}
              onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
            />
            <Select
              label="Where"
              data={Object.entries(PLACES).map(([value, label]) => ({ value, label }))}
              value={draft.placement}
              onChange={(v) => v && setDraft({ ...draft, placement: v as BannerAd["placement"] })}
              allowDeselect={false}
            />
          </Group>
          <TextInput
            label="Link"
            placeholder="https://…"
            value={draft.link_url}
            onChange={(e) => setDraft({ ...draft, link_url: e.currentTarget.value })}
          />
          <Group grow>
            <TextInput
              type="date"
              label="From"
              value={draft.starts_on}
              onChange={(e) => setDraft({ ...draft, starts_on: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Until"
              value={draft.ends_on}
              onChange={(e) => setDraft({ ...draft, ends_on: e.currentTarget.value })}
            />
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
            <TextInput
              label="Image description"
              value={draft.alt_text}
              maxLength={200}
              onChange={(e) => setDraft({ ...draft, alt_text: e.currentTarget.value })}
            />
          </Group>
          {action.error !== undefined && <Failure message={action.error} />}
          <Group>
            <Button onClick={() => void save()} loading={action.busy === "save"} disabled={draft.title.trim() === ""}>
              {draft.id === undefined ? "Add banner" : "Save banner"}
            </Button>
            {draft.id !== undefined && (
              <Button variant="default" onClick={() => setDraft(BLANK)}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      {deleting !== undefined && (
        <Confirm
          title={`Delete ${deleting.title}`}
          confirm="Delete"
          done="Banner deleted."
          onClose={() => setDeleting(undefined)}
          onConfirm={() => deleteBannerAd(facilityId, deleting.id).then(() => banners.reload())}
        >
          <Text>“{deleting.title}” and its image are deleted and leave the club&apos;s pages.</Text>
        </Confirm>
      )}
    </Stack>
  )
}
