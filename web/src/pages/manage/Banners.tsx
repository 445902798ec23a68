import { Badge, Card, FileInput, Group, Select, Stack, TextInput, Title } from "@mantine/core"
import { type BannerAd, createBannerAd, deleteBannerAd, listBannerAds, updateBannerAd } from "../../api/banners"
import { useRecordEditor } from "../../ui/RecordForm"
import { RecordTable } from "../../ui/RecordTable"
import { RowActions } from "../../ui/RowActions"
import { Loaded } from "../../ui/load"
import { shortDate } from "../../ui/format"
import { type MessageId, type Translate, useT } from "../../i18n/I18n"

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

const PLACES: Record<BannerAd["placement"], MessageId> = { home: "banners.home", booking: "banners.booking" }

/** When a banner shows, as a phrase. */
const showing = (t: Translate, b: BannerAd) => {
  const day = (date: string) => shortDate(date, "UTC")
  if (b.starts_on === null && b.ends_on === null) return t("banners.always")
  if (b.ends_on === null) return t("banners.fromOn", { from: day(b.starts_on!) })
  if (b.starts_on === null) return t("banners.until", { until: day(b.ends_on) })
  return t("banners.fromUntil", { from: day(b.starts_on), until: day(b.ends_on) })
}

/** The club's banners: placed with an image and a link, shown between two dates, removed after asking. */
export const BannersEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const {
    records: banners,
    draft,
    setDraft,
    text,
    askDelete,
    formActions,
    deleteQuestion,
  } = useRecordEditor({
    load: () => listBannerAds(facilityId),
    deps: [facilityId],
    blank: (): Draft => BLANK,
    save: (draft) => {
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
    saved: t("banners.saved"),
  })
  return (
    <Stack gap="sm" component="section" aria-label={t("banners.title")}>
      <Title order={2} size="h4">
        {t("banners.title")}
      </Title>
      <Loaded state={banners}>
        {(rows) => (
          <RecordTable
            label={t("banners.ofClub")}
            empty={t("banners.none")}
            minWidth={560}
            rows={rows}
            columns={[
              {
                title: t("banners.bannerTitle"),
                cell: (b) => (
                  <>
                    {b.title}
                    {!b.has_image && (
                      <Badge ml="xs" variant="light" color="gray">
                        {t("banners.noImage")}
                      </Badge>
                    )}
                  </>
                ),
              },
              { title: t("banners.where"), cell: (b) => t(PLACES[b.placement]) },
              { title: t("banners.shows"), cell: (b) => (b.active ? showing(t, b) : t("banners.paused")) },
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
                    onDelete={() => askDelete(b)}
                  />
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card withBorder component="section" aria-label={t(draft.id === undefined ? "banners.new" : "banners.edit")}>
        <Stack gap="xs">
          <Group grow>
            <TextInput label={t("banners.titleLabel")} maxLength={120} {...text("title")} />
            <Select
              label={t("banners.where")}
              data={Object.entries(PLACES).map(([value, label]) => ({ value, label: t(label) }))}
              value={draft.placement}
              onChange={(v) => v && setDraft({ ...draft, placement: v as BannerAd["placement"] })}
              allowDeselect={false}
            />
          </Group>
          <TextInput label={t("banners.link")} placeholder="https://…" {...text("link_url")} />
          <Group grow>
            <TextInput type="date" label={t("banners.from")} {...text("starts_on")} />
            <TextInput type="date" label={t("banners.untilLabel")} {...text("ends_on")} />
          </Group>
          <Group grow align="start">
            <FileInput
              label={t("banners.image")}
              placeholder={t("banners.imageHint")}
              accept="image/png,image/jpeg,image/webp,image/gif"
              value={draft.image}
              onChange={(file) => setDraft({ ...draft, image: file })}
              clearable
            />
            <TextInput label={t("banners.imageDescription")} maxLength={200} {...text("alt_text")} />
          </Group>
          {formActions({ add: t("banners.add"), save: t("banners.save"), disabled: draft.title.trim() === "" })}
        </Stack>
      </Card>
      {deleteQuestion({
        name: (b) => b.title,
        done: t("banners.deleted"),
        remove: (b) => deleteBannerAd(facilityId, b.id),
        says: (b) => t("banners.deleteSays", { name: b.title }),
      })}
    </Stack>
  )
}
