import { Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import {
  type CameraDevice,
  cameraIntegrations,
  createExternalDevice,
  deleteExternalDevice,
  listExternalDevices,
  updateExternalDevice,
} from "../../api/cameras"
import { listCourts } from "../../api/courts"
import { Confirm } from "../../ui/Confirm"
import { draftText, RecordFormActions } from "../../ui/RecordForm"
import { RecordTable } from "../../ui/RecordTable"
import { RowActions } from "../../ui/RowActions"
import { Loaded, useAction, useLoad } from "../../ui/load"

type Draft = { id: number | undefined; name: string; external_identifier: string; court_id: string | null }
const blank: Draft = { id: undefined, name: "", external_identifier: "", court_id: null }

/** The club's camera systems (credentials of category camera) and the cameras of each, by court. */
export const CamerasEditor = ({ facilityId }: { facilityId: number }) => {
  const integrations = useLoad(() => cameraIntegrations(facilityId), [facilityId])
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  return (
    <Stack gap="md" component="section" aria-label="Cameras">
      <Title order={2} size="h4">
        Cameras
      </Title>
      <Loaded state={integrations}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">
              No camera system yet: an owner or admin adds one as a credential of category “camera”.
            </Text>
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
  const devices = useLoad(() => listExternalDevices(integrationId), [integrationId])
  const [draft, setDraft] = useState<Draft>(blank)
  const [deleting, setDeleting] = useState<CameraDevice>()
  const text = draftText(draft, setDraft)
  const action = useAction()
  const courtName = (id: number | null) => courts.find((c) => c.value === String(id))?.label ?? "No court"
  const save = () =>
    action.run(
      "save",
      () => {
        const body = {
          name: draft.name,
          external_identifier: draft.external_identifier,
          court_id: draft.court_id === null ? null : Number(draft.court_id),
        }
        return draft.id === undefined
          ? createExternalDevice(integrationId, body)
          : updateExternalDevice(integrationId, draft.id, body)
      },
      () => (setDraft(blank), devices.reload()),
      "Camera saved.",
    )
  return (
    <Card withBorder component="section" aria-label={`Cameras of ${name}`}>
      <Title order={3} size="h5" mb="xs">
        {name}
      </Title>
      <Loaded state={devices}>
        {(rows) => (
          <RecordTable
            label={`Cameras of ${name}`}
            empty="No cameras yet."
            minWidth={480}
            rows={rows}
            columns={[
              { title: "Camera", cell: (d) => d.name },
              {
                title: "Identifier",
                cell: (d) => (
                  <Text size="sm" c="dimmed">
                    {d.external_identifier}
                  </Text>
                ),
              },
              { title: "Court", cell: (d) => courtName(d.court_id) },
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
                    onDelete={() => setDeleting(d)}
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
        aria-label={`New camera of ${name}`}
        onSubmit={(e) => (e.preventDefault(), void save())}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Name" {...text("name")} />
          <TextInput label="Identifier in the camera system" {...text("external_identifier")} />
          <Select
            label="Court"
            placeholder="No court"
            clearable
            data={courts}
            value={draft.court_id}
            onChange={(v) => setDraft({ ...draft, court_id: v })}
          />
        </SimpleGrid>
        <RecordFormActions
          noun="camera"
          editing={draft.id !== undefined}
          busy={action.busy === "save"}
          error={action.error}
          onSave={() => void save()}
          onCancel={() => setDraft(blank)}
        />
      </Stack>
      {deleting !== undefined && (
        <Confirm
          title={`Remove ${deleting.name}?`}
          confirm="Remove camera"
          done="Camera removed."
          onConfirm={() => deleteExternalDevice(integrationId, deleting.id).then(() => devices.reload())}
          onClose={() => setDeleting(undefined)}
        >
          <Text size="sm">
            {deleting.name} ({deleting.external_identifier}
            {deleting.court_id === null ? "" : `, on ${courtName(deleting.court_id)}`}) is removed from this list; the
            camera system itself is not changed.
          </Text>
        </Confirm>
      )}
    </Card>
  )
}
