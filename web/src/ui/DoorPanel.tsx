import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { doorLog, openDoor } from "../api/doors"
import { dateTime, todayAt } from "./format"
import { Failure, Loaded, useAction, useLoad } from "./load"

const OUTCOME_COLORS = { opened: "teal", refused: "gray", fault: "red" } as const

/** The club's door for its staff: open it now, and read a day of its log (who, which booking, what came of it). */
export const DoorPanel = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const [date, setDate] = useState(todayAt(zone))
  const log = useLoad(() => doorLog(facilityId, date), [facilityId, date])
  const action = useAction()
  return (
    <Card withBorder component="section" aria-label="Door" maw={720}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Door
        </Title>
        <Button
          loading={action.busy === "open"}
          onClick={() =>
            void action.run("open", () => openDoor({ facility_id: facilityId }), log.reload, "The door is open.")
          }
        >
          Open the door
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
      <Stack gap="xs">
        <TextInput
          type="date"
          label="Day of the door log"
          value={date}
          onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
          maw={220}
        />
        <Loaded state={log}>
          {(entries) =>
            entries.length === 0 ? (
              <Text c="dimmed">Nobody asked the door to open this day.</Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table aria-label="Door log">
                  <Table.Tbody>
                    {entries.map((e) => (
                      <Table.Tr key={e.id}>
                        <Table.Td>{dateTime(e.at, zone)}</Table.Td>
                        <Table.Td>{e.name ?? "Someone no longer here"}</Table.Td>
                        <Table.Td>
                          <Badge color={OUTCOME_COLORS[e.outcome]}>{e.outcome}</Badge>
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
