import { Button, Card, Checkbox, Group, Select, Stack, Switch, TextInput, Title } from "@mantine/core"
import { useEffect, useState } from "react"
import { destroyCourts, listCourts, upsertCourts } from "../../api/courts"
import { Form } from "../../components"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { RecordTable } from "../../ui/RecordTable"
import { SPORTS } from "./shared"

type CourtRow = Awaited<ReturnType<typeof listCourts>>[number]

export const CourtsEditor = ({ facilityId }: { facilityId: number }) => {
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const [rows, setRows] = useState<Array<CourtRow>>([])
  const [added, setAdded] = useState({ name: "", sport: "tennis" as (typeof SPORTS)[number] })
  const action = useAction()
  useEffect(() => setRows(courts.data ? [...courts.data] : []), [courts.data])
  const change = (id: number, patch: Partial<CourtRow>) =>
    setRows(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)))
  const changed = rows.filter((r) => JSON.stringify(r) !== JSON.stringify(courts.data?.find((c) => c.id === r.id)))
  return (
    <Loaded state={courts}>
      {() => (
        <Stack gap="sm">
          <RecordTable
            label="Courts"
            empty="No courts yet: add the first below."
            rows={rows}
            columns={[
              {
                title: "Name",
                cell: (c) => (
                  <TextInput
                    aria-label={`Name of ${c.name}`}
                    value={c.name}
                    onChange={(e) => change(c.id, { name: e.currentTarget.value })}
                  />
                ),
              },
              {
                title: "Sport",
                cell: (c) => (
                  <Select
                    aria-label={`Sport of ${c.name}`}
                    data={[...SPORTS]}
                    value={c.sport}
                    onChange={(v) => v && change(c.id, { sport: v as CourtRow["sport"] })}
                    allowDeselect={false}
                  />
                ),
              },
              {
                title: "Surface",
                cell: (c) => (
                  <TextInput
                    aria-label={`Surface of ${c.name}`}
                    value={c.surface ?? ""}
                    onChange={(e) => change(c.id, { surface: e.currentTarget.value || null })}
                  />
                ),
              },
              {
                title: "Indoor",
                cell: (c) => (
                  <Checkbox
                    aria-label={`${c.name} is indoor`}
                    checked={c.indoor}
                    onChange={(e) => change(c.id, { indoor: e.currentTarget.checked })}
                  />
                ),
              },
              {
                title: "Open for booking",
                cell: (c) => (
                  <Switch
                    aria-label={`${c.name} is open for booking`}
                    checked={c.active}
                    onChange={(e) => change(c.id, { active: e.currentTarget.checked })}
                  />
                ),
              },
              {
                title: "",
                cell: (c) => (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={action.busy === `del${c.id}`}
                    onClick={() =>
                      void action.run(`del${c.id}`, () => destroyCourts(facilityId, [c.id]), courts.reload)
                    }
                  >
                    Remove
                  </Button>
                ),
              },
            ]}
          />
          {action.error !== undefined && <Failure message={action.error} />}
          <Group>
            <Button
              disabled={changed.length === 0}
              loading={action.busy === "save"}
              onClick={() =>
                void action.run(
                  "save",
                  () =>
                    upsertCourts(
                      facilityId,
                      changed.map((c) => ({
                        id: c.id,
                        name: c.name,
                        sport: c.sport,
                        surface: c.surface,
                        indoor: c.indoor,
                        active: c.active,
                        sort_order: c.sort_order,
                      })),
                    ),
                  courts.reload,
                )
              }
            >
              Save changes
            </Button>
          </Group>
          <Card withBorder maw={520}>
            <Title order={2} size="h4" mb="sm">
              Add a court
            </Title>
            <Form
              submit="Add court"
              onSubmit={() =>
                upsertCourts(facilityId, [{ name: added.name, sport: added.sport, sort_order: rows.length + 1 }]).then(
                  () => (setAdded({ ...added, name: "" }), courts.reload()),
                )
              }
            >
              <TextInput
                label="Court name"
                required
                value={added.name}
                onChange={(e) => setAdded({ ...added, name: e.currentTarget.value })}
              />
              <Select
                label="Sport"
                data={[...SPORTS]}
                value={added.sport}
                onChange={(v) => v && setAdded({ ...added, sport: v as (typeof SPORTS)[number] })}
                allowDeselect={false}
              />
            </Form>
          </Card>
        </Stack>
      )}
    </Loaded>
  )
}
