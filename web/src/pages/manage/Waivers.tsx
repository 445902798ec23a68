import { Badge, Button, Card, Group, Select, Stack, Textarea, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { createFacilityWaiver, createWaiverVersion, deleteFacilityWaiver, listFacilityWaivers } from "../../api/waivers"
import { Form } from "../../components"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { DeleteButton } from "../../ui/Confirm"
import { type MessageId, useT } from "../../i18n/I18n"

const CATEGORIES: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: "facility_booking", label: "waiverEditor.category.booking" },
  { value: "memberships", label: "waiverEditor.category.memberships" },
  { value: "programs", label: "waiverEditor.category.programs" },
  { value: "childs", label: "waiverEditor.category.children" },
]

export const WaiversEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const categories = CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))
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
                  <Badge variant="light">{categories.find((c) => c.value === w.category)?.label}</Badge>
                  <Badge color="gray">{t("waiverEditor.version", { version: w.current_version.version })}</Badge>
                </Group>
              </Group>
              <Textarea
                mt="sm"
                label={t("waiverEditor.text")}
                description={t("waiverEditor.textNote")}
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
                  {t("waiverEditor.publish")}
                </Button>
                <DeleteButton
                  what={t("waiverEditor.what", { name: w.name })}
                  says={t("waiverEditor.deleteNote")}
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
          {t("waiverEditor.new")}
        </Title>
        <Form
          submit={t("waiverEditor.create")}
          onSubmit={() =>
            createFacilityWaiver(facilityId, {
              name: fresh.name,
              category: fresh.category as "facility_booking",
              content: fresh.content,
            }).then(() => (setFresh({ name: "", category: "facility_booking", content: "" }), waivers.reload()))
          }
        >
          <TextInput
            label={t("waiverEditor.name")}
            required
            value={fresh.name}
            onChange={(e) => setFresh({ ...fresh, name: e.currentTarget.value })}
          />
          <Select
            label={t("waiverEditor.askedFor")}
            data={categories}
            value={fresh.category}
            onChange={(v) => v && setFresh({ ...fresh, category: v })}
            allowDeselect={false}
          />
          <Textarea
            label={t("waiverEditor.waiverText")}
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
