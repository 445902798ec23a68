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
import { useT } from "../../i18n/I18n"
import { personLabel } from "../../ui/format"

/** The club's groups of people (for announcements, leagues, squads): made, filled and emptied by staff. */
export const GroupsEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const groups = useLoad(() => listGroups({ facility_id: facilityId }), [facilityId])
  const [title, setTitle] = useState("")
  const [open, setOpen] = useState<number>()
  const action = useAction()
  return (
    <Stack gap="sm" component="section" aria-label={t("groups.title")}>
      <Title order={2} size="h4">
        {t("groups.title")}
      </Title>
      <Loaded state={groups}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{t("groups.none")}</Text>
          ) : (
            <Table aria-label={t("groups.ofClub")}>
              <Table.Tbody>
                {rows.map((g) => (
                  <Table.Tr key={g.id}>
                    <Table.Td>{g.title}</Table.Td>
                    <Table.Td>{t("groups.members", { count: g.members_count })}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setOpen(open === g.id ? undefined : g.id)}
                      >
                        {t(open === g.id ? "groups.close" : "groups.open", { name: g.title })}
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
          label={t("groups.new")}
          placeholder={t("groups.newPlaceholder")}
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
          {t("groups.add")}
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
  const t = useT()
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
          <Stack gap="xs" component="section" aria-label={t("groups.membersOf", { name: g.title })}>
            <Group justify="space-between">
              <Title order={3} size="h5">
                {g.title}
              </Title>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(g)}>
                {t("groups.delete")}
              </Button>
            </Group>
            {g.members.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t("groups.noMembers")}
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
                    aria-label={t("groups.remove", { name: `${m.first_name} ${m.last_name}` })}
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
              label={t("groups.addMember")}
              placeholder={t("groups.typeName")}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={(found.data ?? []).map((p) => ({ value: String(p.id), label: personLabel(p) }))}
              value={null}
              onChange={(v) =>
                v !== null &&
                void action.run(
                  "add",
                  () => addGroupUser(groupId, { user_id: Number(v) }),
                  () => (setSearch(""), changed()),
                )
              }
              nothingFoundMessage={t(debounced.trim().length < 2 ? "groups.twoLetters" : "groups.noOneElse")}
              filter={({ options }) => options}
            />
            {action.error !== undefined && <Failure message={action.error} />}
          </Stack>
        )}
      </Loaded>
      {deleting !== undefined && (
        <Confirm
          title={t("record.deleteNamed", { name: deleting.title })}
          confirm={t("groups.delete")}
          done={t("groups.deleted")}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => deleteGroup(deleting.id).then(async () => (onDeleted(), await onChanged()))}
        >
          <Text>{t("groups.deleteSays", { name: deleting.title, count: deleting.members_count })}</Text>
        </Confirm>
      )}
    </Card>
  )
}
