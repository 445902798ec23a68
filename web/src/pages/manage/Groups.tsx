import { ActionIcon, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useState } from "react"
import {
  addGroupUser,
  createGroup,
  deleteGroup,
  getGroup,
  type Group as GroupRow,
  listGroups,
  removeGroupUser,
  searchGroupUsers,
} from "../../api/groups"
import { Confirm } from "../../ui/Confirm"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"

/** The club's groups of people (for announcements, leagues, squads): made, filled and emptied by staff. */
export const GroupsEditor = ({ facilityId }: { facilityId: number }) => {
  const groups = useLoad(() => listGroups({ facility_id: facilityId }), [facilityId])
  const [title, setTitle] = useState("")
  const [open, setOpen] = useState<number>()
  const action = useAction()
  return (
    <Stack gap="sm" component="section" aria-label="Groups">
      <Title order={2} size="h4">
        Groups
      </Title>
      <Loaded state={groups}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">No groups yet.</Text>
          ) : (
            <Table aria-label="Groups of the club">
              <Table.Tbody>
                {rows.map((g) => (
                  <Table.Tr key={g.id}>
                    <Table.Td>{g.title}</Table.Td>
                    <Table.Td>
                      {g.members_count} member{g.members_count === 1 ? "" : "s"}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setOpen(open === g.id ? undefined : g.id)}
                      >
                        {open === g.id ? "Close" : "Open"} {g.title}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
      {open !== undefined && (
        <GroupMembers key={open} groupId={open} onChanged={groups.reload} onDeleted={() => setOpen(undefined)} />
      )}
      <Group align="end">
        <TextInput
          label="New group"
          placeholder="Summer league, Junior squad…"
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Button
          variant="default"
          disabled={title.trim() === ""}
          loading={action.busy === "add"}
          onClick={() =>
            void action.run(
              "add",
              () => createGroup({ facility_id: facilityId, title }),
              () => (setTitle(""), groups.reload()),
            )
          }
        >
          Add group
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}

const GroupMembers = ({
  groupId,
  onChanged,
  onDeleted,
}: {
  groupId: number
  onChanged: () => unknown
  onDeleted: () => void
}) => {
  const group = useLoad(() => getGroup(groupId), [groupId])
  const [search, setSearch] = useState("")
  const [debounced] = useDebouncedValue(search, 250)
  const found = useLoad(
    () => (debounced.trim().length < 2 ? Promise.resolve([]) : searchGroupUsers({ group_id: groupId, q: debounced })),
    [groupId, debounced],
  )
  const [deleting, setDeleting] = useState<GroupRow>()
  const action = useAction()
  const changed = () => Promise.all([group.reload(), onChanged()])
  return (
    <Card withBorder>
      <Loaded state={group}>
        {(g) => (
          <Stack gap="xs" component="section" aria-label={`Members of ${g.title}`}>
            <Group justify="space-between">
              <Title order={3} size="h5">
                {g.title}
              </Title>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(g)}>
                Delete group
              </Button>
            </Group>
            {g.members.length === 0 ? (
              <Text c="dimmed" size="sm">
                No members yet.
              </Text>
            ) : (
              g.members.map((m) => (
                <Group key={m.id} justify="space-between">
                  <Text size="sm">
                    {m.first_name} {m.last_name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${m.first_name} ${m.last_name}`}
                    onClick={() =>
                      void action.run(`remove-${m.id}`, () => removeGroupUser(groupId, { user_id: m.id }), changed)
                    }
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))
            )}
            <Select
              label="Add a member"
              placeholder="Type a name"
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={(found.data ?? []).map((p) => ({ value: String(p.id), label: `${p.first_name} ${p.last_name}` }))}
              value={null}
              onChange={(v) =>
                v !== null &&
                void action.run(
                  "add",
                  () => addGroupUser(groupId, { user_id: Number(v) }),
                  () => (setSearch(""), changed()),
                )
              }
              nothingFoundMessage={
                debounced.trim().length < 2 ? "Type at least two letters" : "No one else by that name"
              }
              filter={({ options }) => options}
            />
            {action.error !== undefined && <Failure message={action.error} />}
          </Stack>
        )}
      </Loaded>
      {deleting !== undefined && (
        <Confirm
          title={`Delete ${deleting.title}`}
          confirm="Delete group"
          done="Group deleted."
          onClose={() => setDeleting(undefined)}
          onConfirm={() => deleteGroup(deleting.id).then(async () => (onDeleted(), await onChanged()))}
        >
          <Text>
            The group “{deleting.title}” and its list of {deleting.members_count} members go; the people stay members of
            the club.
          </Text>
        </Confirm>
      )}
    </Card>
  )
}
