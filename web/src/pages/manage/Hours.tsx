import { ActionIcon, Button, Card, Group, Select, Stack, Text } from "@mantine/core"
import { useEffect, useState } from "react"
import { destroyFacilitySchedules, listFacilitySchedules, upsertFacilitySchedules } from "../../api/courts"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { dayNames, timeOptions } from "../../ui/format"
import { useT } from "../../i18n/I18n"

type Shift = { id?: number; day: number; hour_start: number; hour_end: number; shift: string }

export const HoursEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const times = timeOptions(t("watch.midnight"))
  const schedules = useLoad(() => listFacilitySchedules(facilityId), [facilityId])
  const [rows, setRows] = useState<Array<Shift>>([])
  const [saved, setSaved] = useState(false)
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
          {dayNames("long").map((name, day) => (
            <Card key={day} withBorder padding="sm" component="section" aria-label={name}>
              <Group justify="space-between" mb={6}>
                <Text fw={600}>{name}</Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => (
                    setSaved(false),
                    setRows([...rows, { day, hour_start: 8 * 3600, hour_end: 20 * 3600, shift: "day" }])
                  )}
                >
                  {t("hours.add")}
                </Button>
              </Group>
              <Stack gap={6}>
                {rows.every((r) => r.day !== day) && <Text c="dimmed">{t("hours.closed")}</Text>}
                {rows.map((r, i) =>
                  r.day !== day ? null : (
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
