import { Button, Group, NumberInput, Select, Table, Text } from "@mantine/core"
import { useState } from "react"
import { ratingLabel, ratingRange } from "../../../engine/ratings/rules"
import { addRating, listRatings, updateRating } from "../api/users"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { type MessageId, type Translate, useT } from "../i18n/I18n"

const PROVIDERS = ["ntrp_default", "dupr", "utr", "rpr", "club_locker", "ntrp_custom"]

/** A rating provider as people read it in their language (the catalogue's), else as the server names it. */
export const providerLabel = (t: Translate, provider: string) =>
  PROVIDERS.includes(provider) ? t(`rating.${provider}` as MessageId) : ratingLabel(provider)

/** A person's ratings per provider, each editable within its provider's range; a new one added. */
export const RatingsPanel = ({ userId }: { userId: number }) => {
  const t = useT()
  const ratings = useLoad(() => listRatings(userId), [userId])
  const [provider, setProvider] = useState<string | null>(null)
  const [value, setValue] = useState<number | string>("")
  const [edits, setEdits] = useState<Record<number, number | string>>({})
  const action = useAction()
  return (
    <Loaded state={ratings}>
      {(rows) => {
        const free = PROVIDERS.filter((p) => !rows.some((r) => r.provider === p))
        const range = provider === null ? undefined : ratingRange(provider)
        return (
          <>
            {rows.length === 0 ? (
              <Text c="dimmed">{t("ratings.none")}</Text>
            ) : (
              <Table aria-label={t("account.ratings")}>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Th>{providerLabel(t, r.provider)}</Table.Th>
                      <Table.Td>
                        <NumberInput
                          aria-label={t("ratings.of", { provider: providerLabel(t, r.provider) })}
                          value={edits[r.id] ?? r.rating}
                          onChange={(v) => setEdits({ ...edits, [r.id]: v })}
                          min={r.min}
                          max={r.max}
                          step={0.1}
                          decimalScale={2}
                          size="xs"
                          maw={120}
                        />
                      </Table.Td>
                      <Table.Td>
                        {edits[r.id] !== undefined && (
                          <Button
                            size="xs"
                            loading={action.busy === `r${r.id}`}
                            onClick={() =>
                              void action.run(
                                `r${r.id}`,
                                () => updateRating(userId, r.id, Number(edits[r.id])),
                                () => (setEdits({}), ratings.reload()),
                              )
                            }
                          >
                            {t("ratings.save")}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Group align="end" mt="sm">
              <Select
                label={t("ratings.add")}
                placeholder={t("ratings.provider")}
                data={free.map((p) => ({ value: p, label: providerLabel(t, p) }))}
                value={provider}
                onChange={setProvider}
                maw={180}
              />
              <NumberInput
                label={
                  range === undefined
                    ? t("ratings.rating")
                    : t("ratings.ratingRange", { min: range.min, max: range.max })
                }
                value={value}
                onChange={setValue}
                step={0.1}
                decimalScale={2}
                maw={160}
              />
              <Button
                disabled={provider === null || value === ""}
                loading={action.busy === "add"}
                onClick={() =>
                  void action.run(
                    "add",
                    () => addRating(userId, provider!, Number(value)),
                    () => (setProvider(null), setValue(""), ratings.reload()),
                  )
                }
              >
                {t("ratings.addButton")}
              </Button>
            </Group>
            {action.error !== undefined && <Failure message={action.error} />}
          </>
        )
      }}
    </Loaded>
  )
}
