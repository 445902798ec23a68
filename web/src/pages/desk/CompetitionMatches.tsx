import { Button, Card, Group, Select, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { competitionMatchesOnDay, type DrawSheetView, moveCompetitionMatch } from "../../api/competitions"
import { useT } from "../../i18n/I18n"
import { Confirm } from "../../ui/Confirm"
import { sideName } from "../../ui/drawSheet"
import { timeOptions, timeRange } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"
import { ScoreDialog, ScoreShown } from "../../ui/ScoreDialog"

type Match = DrawSheetView["matches"][number]
interface Picked {
  readonly sheet: DrawSheetView
  readonly match: Match
}

/**
 * The day's competition matches beside the board: when and where, who plays, and the score; the
 * desk enters a score (it counts at once, the winner goes on) or moves a match, and those that
 * follow from it move later with it.
 */
export const CompetitionMatches = ({
  facilityId,
  date,
  courts,
  onChanged,
}: {
  facilityId: number
  date: string
  courts: ReadonlyArray<{ readonly id: number; readonly name: string }>
  onChanged: () => void
}) => {
  const t = useT()
  const day = useLoad(() => competitionMatchesOnDay(facilityId, date), [facilityId, date])
  const [scoring, setScoring] = useState<Picked>()
  const [moving, setMoving] = useState<Picked>()
  const changed = () => {
    void day.reload()
    onChanged()
  }
  return (
    <Loaded state={day}>
      {(sheets) =>
        sheets.length === 0 ? null : (
          <Card withBorder component="section" aria-label={t("desk.matches")}>
            <Title order={2} size="h4" mb="xs">
              {t("desk.matches")}
            </Title>
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("competitions.col.when")}</Table.Th>
                    <Table.Th>{t("competitions.col.match")}</Table.Th>
                    <Table.Th>{t("competitions.col.players")}</Table.Th>
                    <Table.Th>{t("competitions.col.score")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sheets.flatMap((s) =>
                    s.matches.map((m) => {
                      const names = [
                        sideName(s, m.entry_ids[0]) ?? t("competitions.tbd"),
                        sideName(s, m.entry_ids[1]) ?? t("competitions.tbd"),
                      ] as const
                      return (
                        <Table.Tr key={m.id} aria-label={`${s.competition.name} ${m.key}`}>
                          <Table.Td>
                            {timeRange(m.scheduled!.hour_start, m.scheduled!.hour_end)} · {m.scheduled!.court}
                          </Table.Td>
                          <Table.Td>{`${s.competition.name} · ${s.division.name} · ${m.key}`}</Table.Td>
                          <Table.Td>{t("competitions.versus", { a: names[0], b: names[1] })}</Table.Td>
                          <Table.Td>
                            <Group gap="xs">
                              <ScoreShown match={m} />
                              {m.due && (
                                <Button size="compact-xs" onClick={() => setScoring({ sheet: s, match: m })}>
                                  {t("competitions.report")}
                                </Button>
                              )}
                              {m.won === null && (
                                <Button
                                  size="compact-xs"
                                  variant="light"
                                  onClick={() => setMoving({ sheet: s, match: m })}
                                >
                                  {t("desk.moveMatch")}
                                </Button>
                              )}
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      )
                    }),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {scoring !== undefined && (
              <ScoreDialog
                facilityId={facilityId}
                staff
                sport={scoring.sheet.competition.sport}
                match={scoring.match}
                names={[
                  sideName(scoring.sheet, scoring.match.entry_ids[0]) ?? "",
                  sideName(scoring.sheet, scoring.match.entry_ids[1]) ?? "",
                ]}
                onClose={() => setScoring(undefined)}
                onDone={() => {
                  setScoring(undefined)
                  changed()
                }}
              />
            )}
            {moving !== undefined && (
              <MoveDialog
                facilityId={facilityId}
                picked={moving}
                courts={courts}
                onClose={() => setMoving(undefined)}
                onDone={() => {
                  setMoving(undefined)
                  changed()
                }}
              />
            )}
          </Card>
        )
      }
    </Loaded>
  )
}

/** A match to another day, start or court; what follows from it moves later by as much, or nothing moves. */
const MoveDialog = ({
  facilityId,
  picked: { match },
  courts,
  onClose,
  onDone,
}: {
  facilityId: number
  picked: Picked
  courts: ReadonlyArray<{ readonly id: number; readonly name: string }>
  onClose: () => void
  onDone: () => void
}) => {
  const t = useT()
  const at = match.scheduled!
  const [date, setDate] = useState(at.date)
  const [start, setStart] = useState(String(at.hour_start))
  const [court, setCourt] = useState(String(at.court_id))
  const length = at.hour_end - at.hour_start
  return (
    <Confirm
      title={t("desk.moveMatchTitle", { match: match.key })}
      confirm={t("desk.moveMatch")}
      color="blue"
      done={t("desk.matchMoved")}
      onClose={onClose}
      onConfirm={() =>
        moveCompetitionMatch(facilityId, match.id, {
          date,
          hour_start: Number(start),
          court_id: Number(court),
        }).then(onDone)
      }
    >
      <TextInput
        type="date"
        label={t("desk.date")}
        value={date}
        onChange={(e) => e.currentTarget.value !== "" && setDate(e.currentTarget.value)}
      />
      <Select
        label={t("pickers.from")}
        data={timeOptions(t("watch.midnight")).filter((o) => Number(o.value) + length <= 86_400)}
        value={start}
        onChange={(v) => v && setStart(v)}
        allowDeselect={false}
      />
      <Select
        label={t("book.court")}
        data={courts.map((c) => ({ value: String(c.id), label: c.name }))}
        value={court}
        onChange={(v) => v && setCourt(v)}
        allowDeselect={false}
      />
      <Text size="sm">{t("desk.moveMatchNote", { time: timeRange(Number(start), Number(start) + length) })}</Text>
    </Confirm>
  )
}
