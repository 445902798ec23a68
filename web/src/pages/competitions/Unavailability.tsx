import { ActionIcon, Button, Group, Select, Stack, Text } from "@mantine/core"
import { useEffect, useState } from "react"
import {
  type CompetitionView,
  competitionEntryUnavailability,
  setCompetitionEntryUnavailability,
} from "../../api/competitions"
import { useT } from "../../i18n/I18n"
import { Confirm } from "../../ui/Confirm"
import { addDays, longDate, timeRange } from "../../ui/format"
import { useLoad } from "../../ui/load"
import { HoursPicker } from "../../ui/pickers"

type Time = { readonly date: string; readonly hour_start: number; readonly hour_end: number }

/** The competition's days, first to last. */
export const daysOf = (from: string, to: string) => {
  const days: Array<string> = []
  for (let d = from; d <= to && days.length < 62; d = addDays(d, 1)) days.push(d)
  return days
}

/**
 * When an entry's players cannot play, on the competition's days: each time listed with its
 * remove button, another added by day and hours; saved together, and the schedule keeps them clear.
 */
export const UnavailabilityDialog = ({
  facilityId,
  competition: c,
  entryId,
  who,
  zone,
  onClose,
}: {
  facilityId: number
  competition: CompetitionView
  entryId: number
  who: string
  zone: string
  onClose: () => void
}) => {
  const t = useT()
  const said = useLoad(() => competitionEntryUnavailability(facilityId, entryId), [facilityId, entryId])
  const [times, setTimes] = useState<ReadonlyArray<Time>>([])
  useEffect(() => {
    if (said.data !== undefined) setTimes(said.data.times)
  }, [said.data])
  const days = daysOf(c.starts_on, c.ends_on)
  const [day, setDay] = useState(days[0]!)
  const [hours, setHours] = useState({ hour_start: String(9 * 3600), hour_end: String(12 * 3600) })
  const adding = { date: day, hour_start: Number(hours.hour_start), hour_end: Number(hours.hour_end) }
  return (
    <Confirm
      title={t("competitions.unavailableTitle", { who })}
      confirm={t("competitions.saveTimes")}
      color="teal"
      done={t("competitions.timesSaved")}
      disabled={said.loading}
      onClose={onClose}
      onConfirm={() => setCompetitionEntryUnavailability(facilityId, entryId, { times: [...times] }).then(onClose)}
    >
      <Text size="sm">{t("competitions.unavailableNote", { who })}</Text>
      <Stack gap={4} aria-label={t("competitions.unavailable")}>
        {times.length === 0 && <Text size="sm">{t("competitions.noTimes")}</Text>}
        {times.map((time, i) => {
          const shown = `${longDate(time.date, zone)}, ${timeRange(time.hour_start, time.hour_end)}`
          return (
            <Group key={i} justify="space-between">
              <Text size="sm">{shown}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("competitions.removeTime", { time: shown })}
                onClick={() => setTimes(times.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </Group>
          )
        })}
      </Stack>
      <Group align="end" grow>
        <Select
          label={t("competitions.day")}
          data={days.map((d) => ({ value: d, label: longDate(d, zone) }))}
          value={day}
          onChange={(v) => v && setDay(v)}
          allowDeselect={false}
        />
        <HoursPicker
          hourStart={hours.hour_start}
          hourEnd={hours.hour_end}
          onChange={(next) => setHours({ ...hours, ...next })}
        />
      </Group>
      <Group>
        <Button
          variant="light"
          disabled={adding.hour_end <= adding.hour_start}
          onClick={() => setTimes([...times, adding])}
        >
          {t("competitions.addTime")}
        </Button>
      </Group>
    </Confirm>
  )
}
