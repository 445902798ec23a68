import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core"
import { useT } from "../i18n/I18n"
import { useState } from "react"
import { closeGame, openGame } from "../api/openGames"
import { LevelFields, rangeEnd } from "./pickers"
import { Failure, useAction } from "./load"

/**
 * The booker's side of "find me a game", on their booking: open it to players of a level (how
 * many, a word for them), or stop looking. Players who fit find it and ask; the booker answers
 * on Find a game.
 */
export const OpenGameDialog = ({
  reservationId,
  room,
  onClose,
}: {
  reservationId: number
  /** How many more players the booking takes, when it has a size. */
  room: number | undefined
  onClose: () => void
}) => {
  const t = useT()
  const [draft, setDraft] = useState({
    rating_kind: "dupr",
    rating_min: "" as number | string,
    rating_max: "" as number | string,
    wanted: Math.min(room ?? 1, 3) as number | string,
    note: "",
  })
  const change = (next: Partial<typeof draft>) => setDraft({ ...draft, ...next })
  const action = useAction()
  return (
    <Modal opened onClose={onClose} title={t("openGame.title")}>
      <Stack>
        <Text size="sm">{t("openGame.about")}</Text>
        <SimpleGrid cols={2}>
          <LevelFields draft={draft} onChange={change} />
          <NumberInput
            label={t("openGame.wanted")}
            min={1}
            max={room ?? 8}
            value={draft.wanted}
            onChange={(v) => change({ wanted: v })}
          />
        </SimpleGrid>
        <TextInput
          label={t("openGame.note")}
          maxLength={200}
          value={draft.note}
          onChange={(e) => change({ note: e.currentTarget.value })}
        />
        {action.error !== undefined && <Failure message={action.error} />}
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            loading={action.busy === "close"}
            onClick={() => void action.run("close", () => closeGame(reservationId), onClose, t("openGame.stopped"))}
          >
            {t("openGame.stop")}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("common.goBack")}
            </Button>
            <Button
              loading={action.busy === "open"}
              onClick={() =>
                void action.run(
                  "open",
                  () =>
                    openGame(reservationId, {
                      rating_kind: draft.rating_kind,
                      rating_min: rangeEnd(draft.rating_min),
                      rating_max: rangeEnd(draft.rating_max),
                      wanted: Number(draft.wanted),
                      note: draft.note.trim() === "" ? null : draft.note.trim(),
                    }),
                  onClose,
                  t("openGame.opened"),
                )
              }
            >
              {t("openGame.title")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  )
}
