import { Badge, Button, Card, Group, Select, Stack, Textarea, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { createFacilityWaiver, createWaiverVersion, deleteFacilityWaiver, listFacilityWaivers } from "../../api/waivers"
import { Form } from "../../components"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { DeleteButton } from "../../ui/Confirm"

const CATEGORIES = [
  { value: "facility_booking", label: "Court booking" },
  { value: "memberships", label: "Memberships" },
  { value: "programs", label: "Programs" },
  { value: "childs", label: "Children" },
]

export const WaiversEditor = ({ facilityId }: { facilityId: number }) => {
  const waivers = useLoad(() => listFacilityWaivers(facilityId), [facilityId])
  const [drafts, setDrafts] = useState<Record<number, string>>({})
  const [fresh, setFresh] = useState({ name: "", category: "facility_booking", content: "" })
  const action = useAction()
  return (
    <Stack gap="md">
      <Loaded state={waivers}>
        {(rows) =>
          rows.map((w) => (
            <Card key={w.id} withBorder component="section" aria-label={w.name}>
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {w.name}
                </Title>
                <Group gap="xs">
                  <Badge variant="light">{CATEGORIES.find((c) => c.value === w.category)?.label}</Badge>
                  <Badge color="gray">Version {w.current_version.version}</Badge>
                </Group>
              </Group>
              <Textarea
                mt="sm"
                label="Text"
                description="Saving publishes a new version: everyone accepts it again."
                autosize
                minRows={3}
                value={drafts[w.id] ?? w.current_version.content}
                onChange={(e) => setDrafts({ ...drafts, [w.id]: e.currentTarget.value })}
              />
              <Group mt="sm">
                <Button
                  disabled={drafts[w.id] === undefined || drafts[w.id] === w.current_version.content}
                  loading={action.busy === `v${w.id}`}
                  onClick={() =>
                    void action.run(
                      `v${w.id}`,
                      () => createWaiverVersion(facilityId, w.id, drafts[w.id]!),
                      () => (setDrafts({}), waivers.reload()),
                    )
                  }
                >
                  Publish new version
                </Button>
                <DeleteButton
                  what={`the waiver "${w.name}"`}
                  says="Players are no longer asked to accept it; the acceptances already given stay on record."
                  onDelete={() => deleteFacilityWaiver(facilityId, w.id)}
                  onDeleted={waivers.reload}
                />
              </Group>
            </Card>
          ))
        }
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="sm">
          New waiver
        </Title>
        <Form
          submit="Create waiver"
          onSubmit={() =>
            createFacilityWaiver(facilityId, {
              name: fresh.name,
              category: fresh.category as "facility_booking",
              content: fresh.content,
            }).then(() => (setFresh({ name: "", category: "facility_booking", content: "" }), waivers.reload()))
          }
        >
          <TextInput
            label="Waiver name"
            required
            value={fresh.name}
            onChange={(e) => setFresh({ ...fresh, name: e.currentTarget.value })}
          />
          <Select
            label="Asked for"
            data={CATEGORIES}
            value={fresh.category}
            onChange={(v) => v && setFresh({ ...fresh, category: v })}
            allowDeselect={false}
          />
          <Textarea
            label="Waiver text"
            required
            autosize
            minRows={4}
            value={fresh.content}
            onChange={(e) => setFresh({ ...fresh, content: e.currentTarget.value })}
          />
        </Form>
      </Card>
    </Stack>
  )
}
