import { Badge, Card, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core"
import { createLeaderboard, deleteLeaderboard, listLeaderboards, updateLeaderboard } from "../../api/leaderboards"
import { useRecordEditor } from "../../ui/RecordForm"
import { RecordTable } from "../../ui/RecordTable"
import { RowActions } from "../../ui/RowActions"
import { shortDate, todayAt } from "../../ui/format"
import { Loaded } from "../../ui/load"
import { useT } from "../../i18n/I18n"
import { SPORTS } from "./shared"

type Draft = { id: number | undefined; name: string; sport: string; starts_on: string; ends_on: string }

/** The club's ladders: a name, a sport and a period; standings come from official matches' results. */
export const LeaderboardsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const blank = (): Draft => ({ id: undefined, name: "", sport: "", starts_on: todayAt(zone), ends_on: "" })
  const {
    records: boards,
    draft,
    setDraft,
    text,
    askDelete,
    formActions,
    deleteQuestion,
  } = useRecordEditor({
    load: () => listLeaderboards(facilityId),
    deps: [facilityId],
    blank,
    save: (draft) => {
      const body = {
        name: draft.name,
        sport: draft.sport === "" ? null : (draft.sport as (typeof SPORTS)[number]),
        starts_on: draft.starts_on,
        ends_on: draft.ends_on === "" ? null : draft.ends_on,
      }
      return draft.id === undefined
        ? createLeaderboard(facilityId, body)
        : updateLeaderboard(facilityId, draft.id, body)
    },
    saved: t("leaderboards.saved"),
  })
  return (
    <Stack gap="sm" component="section" aria-label={t("leaderboards.title")}>
      <Title order={2} size="h4">
        {t("leaderboards.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("leaderboards.says")}
      </Text>
      <Loaded state={boards}>
        {(rows) => (
          <RecordTable
            label={t("leaderboards.ofClub")}
            empty={t("leaderboards.none")}
            minWidth={560}
            rows={rows}
            columns={[
              {
                title: t("leaderboards.leaderboard"),
                cell: (b) => (
                  <>
                    {b.name}
                    {!b.active && (
                      <Badge ml="xs" variant="light" color="gray">
                        {t("leaderboards.hidden")}
                      </Badge>
                    )}
                  </>
                ),
              },
              {
                title: t("leaderboards.sport"),
                cell: (b) =>
                  b.sport === null ? t("leaderboards.everySport") : t(`sport.${b.sport as (typeof SPORTS)[number]}`),
              },
              {
                title: t("leaderboards.matches"),
                cell: (b) =>
                  b.ends_on === null
                    ? t("leaderboards.fromToday", { from: shortDate(b.starts_on, "UTC") })
                    : t("leaderboards.fromUntil", {
                        from: shortDate(b.starts_on, "UTC"),
                        until: shortDate(b.ends_on, "UTC"),
                      }),
              },
              {
                title: "",
                cell: (b) => (
                  <RowActions
                    name={b.name}
                    onEdit={() =>
                      setDraft({
                        id: b.id,
                        name: b.name,
                        sport: b.sport ?? "",
                        starts_on: b.starts_on,
                        ends_on: b.ends_on ?? "",
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
      <Card
        withBorder
        component="section"
        aria-label={t(draft.id === undefined ? "leaderboards.new" : "leaderboards.edit")}
      >
        <Stack gap="xs">
          <Group grow>
            <TextInput label={t("leaderboards.name")} maxLength={120} {...text("name")} />
            <Select
              label={t("leaderboards.sport")}
              data={[
                { value: "", label: t("leaderboards.everySportOption") },
                ...SPORTS.map((s) => ({ value: s, label: t(`sport.${s}`) })),
              ]}
              value={draft.sport}
              onChange={(v) => setDraft({ ...draft, sport: v ?? "" })}
              allowDeselect={false}
            />
          </Group>
          <Group grow>
            <TextInput type="date" label={t("leaderboards.countsFrom")} {...text("starts_on")} />
            <TextInput type="date" label={t("leaderboards.until")} {...text("ends_on")} />
          </Group>
          {formActions({
            add: t("leaderboards.add"),
            save: t("leaderboards.save"),
            disabled: draft.name.trim() === "",
          })}
        </Stack>
      </Card>
      {deleteQuestion({
        name: (b) => b.name,
        done: t("leaderboards.deleted"),
        remove: (b) => deleteLeaderboard(facilityId, b.id),
        says: (b) => t("leaderboards.deleteSays", { name: b.name }),
      })}
    </Stack>
  )
}
