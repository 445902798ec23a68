import { Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { createLeaderboard, deleteLeaderboard, listLeaderboards, updateLeaderboard } from "../../api/leaderboards"
import { Confirm } from "../../ui/Confirm"
import { RowActions } from "../../ui/RowActions"
import { todayAt } from "../../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"

const SPORTS = ["tennis", "padel", "pickleball", "squash", "badminton", "other"] as const

type Draft = { id: number | undefined; name: string; sport: string; starts_on: string; ends_on: string }

/** The club's ladders: a name, a sport and a period; standings come from official matches' results. */
export const LeaderboardsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const boards = useLoad(() => listLeaderboards(facilityId), [facilityId])
  const blank = (): Draft => ({ id: undefined, name: "", sport: "", starts_on: todayAt(zone), ends_on: "" })
  const [draft, setDraft] = useState<Draft>(blank)
  const [deleting, setDeleting] = useState<{ id: number; name: string }>()
  const action = useAction()
  const save = () =>
    action.run(
      "save",
      () => {
        const body = {
          name: draft.name,
          sport: draft.sport === "" ? null : (draft.sport as (typeof SPORTS)[number]),
          starts_on: draft.starts_on,
          ends_on: draft.ends_on === "" ? null : draft.ends_on,
        }
        return draft.id === undefined
          ? createLeaderboard(facilityId, body)
          : updateLeaderboard(facilityId, draft.id, body)
      },
      () => (setDraft(blank()), boards.reload()),
      "Leaderboard saved.",
    )
  return (
    <Stack gap="sm" component="section" aria-label="Leaderboards">
      <Title order={2} size="h4">
        Leaderboards
      </Title>
      <Text size="sm" c="dimmed">
        Standings count the official matches of the period whose result a player or the desk recorded: everyone starts
        at 1000 points and moves by the Elo rule (32 points at stake a match).
      </Text>
      <Loaded state={boards}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">No leaderboards yet.</Text>
          ) : (
            <Table aria-label="Leaderboards of the club">
              <Table.Tbody>
                {rows.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>
                      {b.name}
                      {!b.active && (
                        <Badge ml="xs" variant="light" color="gray">
                          hidden
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{b.sport ?? "every sport"}</Table.Td>
                    <Table.Td>
                      {b.starts_on} to {b.ends_on ?? "today"}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={b.name}
                        onEdit={() =>
                          setDraft({
                            id: b.id,
                            name: b.name,
                            sport: b.sport ?? "",
                            starts_on: b.starts_on,
                            ends_on: b.ends_on ?? "",
                          })
                        }
                        onDelete={() => setDeleting(b)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
      <Card withBorder component="section" aria-label={draft.id === undefined ? "New leaderboard" : "Edit leaderboard"}>
        <Stack gap="xs">
          <Group grow>
            <TextInput
              label="Leaderboard name"
              value={draft.name}
              maxLength={120}
              onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            />
            <Select
              label="Sport"
              data={[{ value: "", label: "Every sport" }, ...SPORTS.map((s) => ({ value: s, label: s }))]}
              value={draft.sport}
              onChange={(v) => setDraft({ ...draft, sport: v ?? "" })}
              allowDeselect={false}
            />
          </Group>
          <Group grow>
            <TextInput
              type="date"
              label="Counts matches from"
              value={draft.starts_on}
              onChange={(e) => setDraft({ ...draft, starts_on: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Until (empty: today)"
              value={draft.ends_on}
              onChange={(e) => setDraft({ ...draft, ends_on: e.currentTarget.value })}
            />
          </Group>
          {action.error !== undefined && <Failure message={action.error} />}
          <Group>
            <Button onClick={() => void save()} loading={action.busy === "save"} disabled={draft.name.trim() === ""}>
              {draft.id === undefined ? "Add leaderboard" : "Save leaderboard"}
            </Button>
            {draft.id !== undefined && (
              <Button variant="default" onClick={() => setDraft(blank())}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      {deleting !== undefined && (
        <Confirm
          title={`Delete ${deleting.name}`}
          confirm="Delete"
          done="Leaderboard deleted."
          onClose={() => setDeleting(undefined)}
          onConfirm={() => deleteLeaderboard(facilityId, deleting.id).then(() => boards.reload())}
        >
          <Text>
            “{deleting.name}” leaves the club&apos;s pages. The match results it counted stay on their bookings.
          </Text>
        </Confirm>
      )}
    </Stack>
  )
}
