import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from "@mantine/core"
import { useEffect, useState } from "react"
import { destroyFacilitySchedules, listFacilitySchedules, upsertFacilitySchedules } from "../../api/courts"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { dayNames, longDate, timeOptions } from "../../ui/format"
import { useT } from "../../i18n/I18n"

type Shift = { id?: number; day: number; hour_start: number; hour_end: number; shift: string; starts_on: string | null }

/** A club's weekly opening hours, by season: those that hold from the first, and each season's from its first day. */
export const HoursEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const times = timeOptions(t("watch.midnight"))
  const schedules = useLoad(() => listFacilitySchedules(facilityId), [facilityId])
  const [rows, setRows] = useState<Array<Shift>>([])
  const [saved, setSaved] = useState(false)
  /** The season shown: its first day, or null for the hours that hold from the first. */
  const [season, setSeason] = useState<string | null>(null)
  const [newSeason, setNewSeason] = useState("")
  const seasons = [...new Set(rows.flatMap((r) => (r.starts_on === null ? [] : [r.starts_on])))].sort()
  const action = useAction()
  useEffect(() => setRows((schedules.data ?? []).map((s) => ({ ...s }))), [schedules.data])
  const set = (index: number, patch: Partial<Shift>) => (
    setSaved(false),
    setRows(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)))
  )
  const save = () =>
    action.run(
      "save",
      async () => {
        const kept = new Set(rows.flatMap((r) => (r.id === undefined ? [] : [r.id])))
        const gone = (schedules.data ?? []).filter((s) => !kept.has(s.id)).map((s) => s.id)
        if (gone.length > 0) await destroyFacilitySchedules(facilityId, gone)
        if (rows.length > 0) await upsertFacilitySchedules(facilityId, rows)
      },
      () => (setSaved(true), schedules.reload()),
    )
  return (
    <Loaded state={schedules}>
      {() => (
        <Stack gap="sm">
          <Group align="end">
            <Select
              label={t("hours.season")}
              description={t("hours.seasonHint")}
              data={[
                { value: "", label: t("hours.standing") },
                ...seasons.map((from) => ({
                  value: from,
                  label: t("hours.seasonFrom", { date: longDate(from, zone) }),
                })),
              ]}
              value={season ?? ""}
              onChange={(v) => setSeason(v === null || v === "" ? null : v)}
              allowDeselect={false}
              w={280}
            />
            <TextInput
              type="date"
              label={t("hours.newSeason")}
              value={newSeason}
              onChange={(e) => setNewSeason(e.currentTarget.value)}
              w={180}
            />
            <Button
              variant="light"
              disabled={newSeason === "" || seasons.includes(newSeason)}
              onClick={() => {
                // A new season starts as a copy of the week in force then, to be changed.
                const base = rows.filter((r) => r.starts_on === (seasons.filter((s) => s < newSeason).at(-1) ?? null))
                setRows([...rows, ...base.map(({ id: _, ...r }) => ({ ...r, starts_on: newSeason }))])
                setSeason(newSeason)
                setNewSeason("")
                setSaved(false)
              }}
            >
              {t("hours.addSeason")}
            </Button>
          </Group>
          {dayNames("long").map((name, day) => (
            <Card key={day} withBorder padding="sm" component="section" aria-label={name}>
              <Group justify="space-between" mb={6}>
                <Text fw={600}>{name}</Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => (
                    setSaved(false),
                    setRows([
                      ...rows,
                      { day, hour_start: 8 * 3600, hour_end: 20 * 3600, shift: "day", starts_on: season },
                    ])
                  )}
                >
                  {t("hours.add")}
                </Button>
              </Group>
              <Stack gap={6}>
                {rows.every((r) => r.day !== day || r.starts_on !== season) && (
                  <Text c="dimmed">{t("hours.closed")}</Text>
                )}
                {rows.map((r, i) =>
                  r.day !== day || r.starts_on !== season ? null : (
                    <Group key={i} gap="xs" wrap="nowrap">
                      <Select
                        aria-label={t("hours.opens", { day: name })}
                        data={times.slice(0, -1)}
                        value={String(r.hour_start)}
                        onChange={(v) => v && set(i, { hour_start: Number(v) })}
                        allowDeselect={false}
                        w={130}
                      />
                      <Text>{t("hours.to")}</Text>
                      <Select
                        aria-label={t("hours.closes", { day: name })}
                        data={times.slice(1)}
                        value={String(r.hour_end)}
                        onChange={(v) => v && set(i, { hour_end: Number(v) })}
                        allowDeselect={false}
                        w={130}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("hours.remove", { day: name })}
                        onClick={() => (setSaved(false), setRows(rows.filter((_, j) => j !== i)))}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  ),
                )}
              </Stack>
            </Card>
          ))}
          {action.error !== undefined && <Failure message={action.error} />}
          {saved && <Text role="status">{t("hours.saved")}</Text>}
          <Button onClick={() => void save()} loading={action.busy === "save"} maw={240}>
            {t("hours.save")}
          </Button>
        </Stack>
      )}
    </Loaded>
  )
}
