import { Button, Card, Checkbox, Group, Select, Stack, Switch, TextInput, Title } from "@mantine/core"
import { useEffect, useState } from "react"
import { destroyCourts, listCourts, upsertCourts } from "../../api/courts"
import { Form } from "../../components"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { RecordTable } from "../../ui/RecordTable"
import { SPORTS } from "./shared"
import { useT } from "../../i18n/I18n"

type CourtRow = Awaited<ReturnType<typeof listCourts>>[number]

export const CourtsEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const sports = SPORTS.map((sport) => ({ value: sport, label: t(`sport.${sport}`) }))
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
            label={t("clubHome.courts")}
            empty={t("courts.none")}
            rows={rows}
            columns={[
              {
                title: t("lessons.name"),
                cell: (c) => (
                  <TextInput
                    aria-label={t("courts.nameOf", { court: c.name })}
                    value={c.name}
                    onChange={(e) => change(c.id, { name: e.currentTarget.value })}
                  />
                ),
              },
              {
                title: t("courts.sport"),
                cell: (c) => (
                  <Select
                    aria-label={t("courts.sportOf", { court: c.name })}
                    data={sports}
                    value={c.sport}
                    onChange={(v) => v && change(c.id, { sport: v as CourtRow["sport"] })}
                    allowDeselect={false}
                  />
                ),
              },
              {
                title: t("courts.surface"),
                cell: (c) => (
                  <TextInput
                    aria-label={t("courts.surfaceOf", { court: c.name })}
                    value={c.surface ?? ""}
                    onChange={(e) => change(c.id, { surface: e.currentTarget.value || null })}
                  />
                ),
              },
              {
                title: t("courts.indoor"),
                cell: (c) => (
                  <Checkbox
                    aria-label={t("courts.isIndoor", { court: c.name })}
                    checked={c.indoor}
                    onChange={(e) => change(c.id, { indoor: e.currentTarget.checked })}
                  />
                ),
              },
              {
                title: t("courts.open"),
                cell: (c) => (
                  <Switch
                    aria-label={t("courts.isOpen", { court: c.name })}
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
                    {t("cards.remove")}
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
              {t("courts.save")}
            </Button>
          </Group>
          <Card withBorder maw={520}>
            <Title order={2} size="h4" mb="sm">
              {t("courts.addTitle")}
            </Title>
            <Form
              submit={t("courts.add")}
              onSubmit={() =>
                upsertCourts(facilityId, [{ name: added.name, sport: added.sport, sort_order: rows.length + 1 }]).then(
                  () => (setAdded({ ...added, name: "" }), courts.reload()),
                )
              }
            >
              <TextInput
                label={t("courts.name")}
                required
                value={added.name}
                onChange={(e) => setAdded({ ...added, name: e.currentTarget.value })}
              />
              <Select
                label={t("courts.sport")}
                data={sports}
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
