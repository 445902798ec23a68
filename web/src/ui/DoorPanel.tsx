import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { doorLog, openDoor } from "../api/doors"
import { dateTime, todayAt } from "./format"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { useT } from "../i18n/I18n"

const OUTCOME_COLORS = { opened: "teal", refused: "gray", fault: "red" } as const

/** The club's door for its staff: open it now, and read a day of its log (who, which booking, what came of it). */
export const DoorPanel = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const [date, setDate] = useState(todayAt(zone))
  const log = useLoad(() => doorLog(facilityId, date), [facilityId, date])
  const action = useAction()
  return (
    <Card withBorder component="section" aria-label={t("door.title")} maw={720}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t("door.title")}
        </Title>
        <Button
          loading={action.busy === "open"}
          onClick={() =>
            void action.run("open", () => openDoor({ facility_id: facilityId }), log.reload, t("reservations.doorOpen"))
          }
        >
          {t("reservations.openDoor")}
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
      <Stack gap="xs">
        <TextInput
          type="date"
          label={t("door.logDay")}
          value={date}
          onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
          maw={220}
        />
        <Loaded state={log}>
          {(entries) =>
            entries.length === 0 ? (
              <Text c="dimmed">{t("door.nobody")}</Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table aria-label={t("door.log")}>
                  <Table.Tbody>
                    {entries.map((e) => (
                      <Table.Tr key={e.id}>
                        <Table.Td>{dateTime(e.at, zone)}</Table.Td>
                        <Table.Td>{e.name ?? t("door.gone")}</Table.Td>
                        <Table.Td>
                          <Badge color={OUTCOME_COLORS[e.outcome]}>{t(`door.${e.outcome}`)}</Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{e.reason}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </Loaded>
      </Stack>
    </Card>
  )
}
