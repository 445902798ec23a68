import { Button, Group, Stack, Text, TextInput } from "@mantine/core"
import { useT } from "../i18n/I18n"
import { useState } from "react"
import { matchResult, recordMatchResult } from "../api/leaderboards"
import { Failure, useAction, useLoad } from "./load"

interface Player {
  readonly name: string
  readonly team: number | null
  readonly guest: boolean
}

/** Who played on a side, as the card says it. */
const sideOf = (players: ReadonlyArray<Player>, team: 1 | 2) =>
  players
    .filter((p) => p.team === team && !p.guest)
    .map((p) => p.name)
    .join(" & ")

/**
 * The result of an official match that has been played, recorded by one of its players for the
 * club's ladders: which side won, and the score as they wrote it. A result recorded is shown;
 * only whoever recorded it (or the club's staff) is offered to change it.
 */
export const MatchResultForm = ({
  reservationId,
  players,
}: {
  reservationId: number
  players: ReadonlyArray<Player>
}) => {
  const t = useT()
  const [score, setScore] = useState("")
  const [recorded, setRecorded] = useState<string>()
  const action = useAction()
  const known = useLoad(() => matchResult(reservationId), [reservationId])
  const sides = [sideOf(players, 1), sideOf(players, 2)] as const
  if (sides[0] === "" || sides[1] === "") return null
  const saved = known.data
  const shown =
    recorded ??
    (saved?.winner_team == null
      ? undefined
      : t(saved.score === "" ? "match.won" : "match.wonScore", {
          side: sides[saved.winner_team - 1],
          score: saved.score,
        }))
  const record = (winner: 1 | 2) =>
    action.run(
      "result",
      () => recordMatchResult(reservationId, { winner_team: winner, score: score.trim() }),
      () =>
        setRecorded(
          t(score.trim() === "" ? "match.won" : "match.wonScore", { side: sides[winner - 1], score: score.trim() }),
        ),
      t("match.recordedDone"),
    )
  return (
    <Stack gap={4} mt="sm" component="section" aria-label={t("match.title")}>
      <Text size="sm" fw={500}>
        {t("match.question")}
      </Text>
      {shown !== undefined && <Text size="sm">{t("match.recorded", { result: shown })}</Text>}
      {saved !== undefined && !saved.may_change && (
        <Text size="sm" c="dimmed">
          {t("match.byAnother")}
        </Text>
      )}
      {saved?.may_change === true && (
        <Group gap="xs" align="end">
          <TextInput
            size="xs"
            label={t("match.score")}
            placeholder="6-4 6-3"
            maxLength={60}
            value={score}
            onChange={(e) => setScore(e.currentTarget.value)}
          />
          {([1, 2] as const).map((side) => (
            <Button
              key={side}
              size="xs"
              variant="light"
              loading={action.busy === "result"}
              onClick={() => void record(side)}
            >
              {t("match.sideWon", { side: sides[side - 1] })}
            </Button>
          ))}
        </Group>
      )}
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
