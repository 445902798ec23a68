import { Badge, Group, NumberInput, SegmentedControl, Stack, Text } from "@mantine/core"
import { useState } from "react"
import { type DrawSheetView, reportCompetitionScore } from "../api/competitions"
import { useT } from "../i18n/I18n"
import { asksTiebreak, type ScoringSport } from "../../../engine/competitions/scores"
import { Confirm } from "./Confirm"
import { setsLine } from "./drawSheet"

type Match = DrawSheetView["matches"][number]

/** "6–4 7–6(7–5)", "6–4 2–1, retired", "walkover": a match's score as its sheet reads it. */
export const scoreText = (t: ReturnType<typeof useT>, m: Pick<Match, "score">) =>
  m.score === null
    ? ""
    : m.score.ending === "walkover"
      ? t("competitions.walkover")
      : t(m.score.ending === "retired" ? "competitions.retired" : "competitions.sets", { sets: setsLine(m.score) })

/** A match's score, and whether it waits for the other side's confirmation. */
export const ScoreShown = ({ match: m }: { match: Match }) => {
  const t = useT()
  return m.score === null ? null : (
    <>
      <Text size="sm">{scoreText(t, m)}</Text>
      {!m.confirmed && <Badge color="yellow">{t("competitions.unconfirmed")}</Badge>}
    </>
  )
}

type Ending = "played" | "retired" | "walkover"
type Games = number | string
interface SetRow {
  readonly a: Games
  readonly b: Games
  readonly ta: Games
  readonly tb: Games
}

const EMPTY: SetRow = { a: "", b: "", ta: "", tb: "" }
const filled = (v: Games) => v !== ""
/** A 7–6 set's tie-break points are asked for, as the engine judges it. */
const tiebroken = (sport: ScoringSport, s: SetRow) => asksTiebreak(sport, { a: Number(s.a), b: Number(s.b) })

/**
 * A match's score as it was played: each set's games (and a 7–6 set's tie-break), or that a
 * player retired (the sets so far) or gave a walkover, and who won then. The desk's score counts
 * at once; a player's once the other side confirms. The sport's rules are the server's to judge.
 */
export const ScoreDialog = ({
  facilityId,
  staff,
  sport,
  match,
  names,
  onClose,
  onDone,
}: {
  facilityId: number
  staff: boolean
  sport: DrawSheetView["competition"]["sport"]
  match: { readonly id: number }
  names: readonly [string, string]
  onClose: () => void
  onDone: () => void
}) => {
  const t = useT()
  const [ending, setEnding] = useState<Ending>("played")
  const [winner, setWinner] = useState<"1" | "2">("1")
  const [sets, setSets] = useState<ReadonlyArray<SetRow>>(
    Array.from({ length: sport === "tennis" || sport === "padel" ? 3 : 5 }, () => EMPTY),
  )
  const played = ending === "walkover" ? [] : sets.filter((s) => filled(s.a) && filled(s.b))
  const score = {
    ending,
    sets: played.map((s) => ({
      a: Number(s.a),
      b: Number(s.b),
      ...(tiebroken(sport, s) && filled(s.ta) && filled(s.tb)
        ? { tiebreak: { a: Number(s.ta), b: Number(s.tb) } }
        : {}),
    })),
    ...(ending === "played" ? {} : { winner: Number(winner) as 1 | 2 }),
  }
  const change = (i: number, next: Partial<SetRow>) => setSets(sets.map((s, j) => (j === i ? { ...s, ...next } : s)))
  return (
    <Confirm
      title={t("competitions.reportTitle", { a: names[0], b: names[1] })}
      confirm={t("competitions.report")}
      color="teal"
      disabled={ending !== "walkover" && played.length === 0}
      done={t(staff ? "competitions.counted" : "competitions.reported")}
      onClose={onClose}
      onConfirm={() => reportCompetitionScore(facilityId, match.id, score).then(onDone)}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("competitions.ending")}
        </Text>
        <SegmentedControl
          value={ending}
          onChange={(v) => setEnding(v as Ending)}
          data={(["played", "retired", "walkover"] as const).map((e) => ({
            value: e,
            label: t(`competitions.ending.${e}`),
          }))}
        />
      </Stack>
      {ending !== "played" && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("competitions.winner")}
          </Text>
          <SegmentedControl
            value={winner}
            onChange={(v) => setWinner(v as "1" | "2")}
            data={[
              { value: "1", label: names[0] },
              { value: "2", label: names[1] },
            ]}
          />
        </Stack>
      )}
      {ending !== "walkover" &&
        sets.map((s, i) => (
          <Stack key={i} gap={4}>
            <Group grow>
              <NumberInput
                label={t("competitions.setOf", { set: i + 1, who: names[0] })}
                min={0}
                max={99}
                value={s.a}
                onChange={(v) => change(i, { a: v })}
              />
              <NumberInput
                label={t("competitions.setOf", { set: i + 1, who: names[1] })}
                min={0}
                max={99}
                value={s.b}
                onChange={(v) => change(i, { b: v })}
              />
            </Group>
            {tiebroken(sport, s) && (
              <Group grow>
                <NumberInput
                  label={t("competitions.tiebreakOf", { set: i + 1, who: names[0] })}
                  min={0}
                  max={99}
                  value={s.ta}
                  onChange={(v) => change(i, { ta: v })}
                />
                <NumberInput
                  label={t("competitions.tiebreakOf", { set: i + 1, who: names[1] })}
                  min={0}
                  max={99}
                  value={s.tb}
                  onChange={(v) => change(i, { tb: v })}
                />
              </Group>
            )}
          </Stack>
        ))}
      <Text size="sm">{t(staff ? "competitions.reportStaffNote" : "competitions.reportNote")}</Text>
    </Confirm>
  )
}
