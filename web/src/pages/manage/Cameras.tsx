import { Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core"

import {
  cameraIntegrations,
  createExternalDevice,
  deleteExternalDevice,
  listExternalDevices,
  updateExternalDevice,
} from "../../api/cameras"

import { listCourts } from "../../api/courts"

import { useRecordEditor } from "../../ui/RecordForm"

import { RecordTable } from "../../ui/RecordTable"

import { RowActions } from "../../ui/RowActions"

import { Loaded, useLoad } from "../../ui/load"

import { useT } from "../../i18n/I18n"

type Draft = { id: number | undefined; name: string; external_identifier: string; court_id: string | null }
const blank: Draft = { id: undefined, name: "", external_identifier: "", court_id: null }

/** The club's camera systems (credentials of category camera) and the cameras of each, by court. */
export const CamerasEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const integrations = useLoad(() => cameraIntegrations(facilityId), [facilityId])
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  return (
    <Stack gap="md" component="section" aria-label={t("cameras.title")}>
      <Title order={2} size="h4">
        {t("cameras.title")}
      </Title>
      <Loaded state={integrations}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t("cameras.noSystem")}</Text>
          ) : (
            list.map((integration) => (
              <IntegrationCameras
                key={integration.id}
                integrationId={integration.id}
                name={integration.name}
                courts={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              />
            ))
          )
        }
      </Loaded>
    </Stack>
  )
}

const IntegrationCameras = ({
  integrationId,
  name,
  courts,
}: {
  integrationId: number
  name: string
  courts: ReadonlyArray<{ value: string; label: string }>
}) => {
  const t = useT()
  const {
    records: devices,
    draft,
    setDraft,
    text,
    askDelete,
    save,
    formActions,
    deleteQuestion,
  } = useRecordEditor({
    load: () => listExternalDevices(integrationId),
    deps: [integrationId],
    blank: (): Draft => blank,
    save: (draft) => {
      const body = {
        name: draft.name,
        external_identifier: draft.external_identifier,
        court_id: draft.court_id === null ? null : Number(draft.court_id),
      }
      return draft.id === undefined
        ? createExternalDevice(integrationId, body)
        : updateExternalDevice(integrationId, draft.id, body)
    },
    saved: t("cameras.saved"),
  })
  const courtName = (id: number | null) => courts.find((c) => c.value === String(id))?.label ?? t("cameras.noCourt")
  return (
    <Card withBorder component="section" aria-label={t("cameras.of", { name })}>
      <Title order={3} size="h5" mb="xs">
        {name}
      </Title>
      <Loaded state={devices}>
        {(rows) => (
          <RecordTable
            label={t("cameras.of", { name })}
            empty={t("cameras.none")}
            minWidth={480}
            rows={rows}
            columns={[
              { title: t("cameras.camera"), cell: (d) => d.name },
              {
                title: t("cameras.identifier"),
                cell: (d) => (
                  <Text size="sm" c="dimmed">
                    {d.external_identifier}
                  </Text>
                ),
              },
              { title: t("cameras.court"), cell: (d) => courtName(d.court_id) },
              {
                title: "",
                cell: (d) => (
                  <RowActions
                    name={d.name}
                    onEdit={() =>
                      setDraft({
                        id: d.id,
                        name: d.name,
                        external_identifier: d.external_identifier,
                        court_id: d.court_id === null ? null : String(d.court_id),
                      })
                    }
                    onDelete={() => askDelete(d)}
                  />
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Stack
        gap="xs"
        mt="sm"
        component="form"
        aria-label={t("cameras.newOf", { name })}
        onSubmit={(e) => (e.preventDefault(), void save())}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t("cameras.name")} {...text("name")} />
          <TextInput label={t("cameras.identifierIn")} {...text("external_identifier")} />
          <Select
            label={t("cameras.court")}
            placeholder={t("cameras.noCourt")}
            clearable
            data={courts}
            value={draft.court_id}
            onChange={(v) => setDraft({ ...draft, court_id: v })}
          />
        </SimpleGrid>
        {formActions({ add: t("cameras.add"), save: t("cameras.save") })}
      </Stack>
      {deleteQuestion({
        ask: (d) => ({ title: t("cameras.removeTitle", { name: d.name }), confirm: t("cameras.remove") }),
        done: t("cameras.removed"),
        remove: (d) => deleteExternalDevice(integrationId, d.id),
        says: (d) =>
          d.court_id === null
            ? t("cameras.removeSays", { name: d.name, identifier: d.external_identifier })
            : t("cameras.removeSaysCourt", {
                name: d.name,
                identifier: d.external_identifier,
                court: courtName(d.court_id),
              }),
      })}
    </Card>
  )
}
