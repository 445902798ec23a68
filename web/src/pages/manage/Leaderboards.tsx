import { Badge, Card, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { createLeaderboard, deleteLeaderboard, listLeaderboards, updateLeaderboard } from "../../api/leaderboards"
import { DeleteRecord, draftText, RecordFormActions } from "../../ui/RecordForm"
import { RecordTable } from "../../ui/RecordTable"
import { RowActions } from "../../ui/RowActions"
import { todayAt } from "../../ui/format"
import { Loaded, useAction, useLoad } from "../../ui/load"

import { SPORTS } from "./shared"

type Draft = { id: number | undefined; name: string; sport: string; starts_on: string; ends_on: string }

/** The club's ladders: a name, a sport and a period; standings come from official matches' results. */
export const LeaderboardsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const boards = useLoad(() => listLeaderboards(facilityId), [facilityId])
  const blank = (): Draft => ({ id: undefined, name: "", sport: "", starts_on: todayAt(zone), ends_on: "" })
  const [draft, setDraft] = useState<Draft>(blank)
  const [deleting, setDeleting] = useState<{ id: number; name: string }>()
  const text = draftText(draft, setDraft)
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
        {(rows) => (
          <RecordTable
            label="Leaderboards of the club"
            empty="No leaderboards yet."
            minWidth={560}
            rows={rows}
            columns={[
              {
                title: "Leaderboard",
                cell: (b) => (
                  <>
                    {b.name}
                    {!b.active && (
                      <Badge ml="xs" variant="light" color="gray">
                        hidden
                      </Badge>
                    )}
                  </>
                ),
              },
              { title: "Sport", cell: (b) => b.sport ?? "every sport" },
              { title: "Matches", cell: (b) => `${b.starts_on} to ${b.ends_on ?? "today"}` },
              {
                title: "",
                cell: (b) => (
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
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card withBorder component="section" aria-label={draft.id === undefined ? "New leaderboard" : "Edit leaderboard"}>
        <Stack gap="xs">
          <Group grow>
            <TextInput label="Leaderboard name" maxLength={120} {...text("name")} />
            <Select
              label="Sport"
              data={[{ value: "", label: "Every sport" }, ...SPORTS.map((s) => ({ value: s, label: s }))]}
              value={draft.sport}
              onChange={(v) => setDraft({ ...draft, sport: v ?? "" })}
              allowDeselect={false}
            />
          </Group>
          <Group grow>
            <TextInput type="date" label="Counts matches from" {...text("starts_on")} />
            <TextInput type="date" label="Until (empty: today)" {...text("ends_on")} />
          </Group>
          <RecordFormActions
            noun="leaderboard"
            editing={draft.id !== undefined}
            busy={action.busy === "save"}
            disabled={draft.name.trim() === ""}
            error={action.error}
            onSave={() => void save()}
            onCancel={() => setDraft(blank())}
          />
        </Stack>
      </Card>
      {deleting !== undefined && (
        <DeleteRecord
          name={deleting.name}
          done="Leaderboard deleted."
          onClose={() => setDeleting(undefined)}
          onConfirm={() => deleteLeaderboard(facilityId, deleting.id).then(() => boards.reload())}
        >
          “{deleting.name}” leaves the club&apos;s pages. The match results it counted stay on their bookings.
        </DeleteRecord>
      )}
    </Stack>
  )
}
