import { Badge, Card, Group, MultiSelect, NumberInput, Select, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { formatSecondsOfDay } from "../../../../engine/dates"
import { createScheduleRule, deleteScheduleRule, listCourts, listScheduleRules } from "../../api/courts"
import { Form } from "../../components"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { RecordTable } from "../../ui/RecordTable"
import { DAYS, TIMES } from "./shared"
import { DeleteButton } from "../../ui/Confirm"

const RULE_KINDS = [
  { value: "closure", label: "Closed" },
  { value: "members_only", label: "Members only" },
  { value: "staff_only", label: "Staff only" },
  { value: "duration", label: "Booking length limits" },
]

export const RulesEditor = ({ facilityId }: { facilityId: number }) => {
  const rules = useLoad(() => listScheduleRules(facilityId), [facilityId])
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const blank = {
    kind: "closure" as "closure" | "members_only" | "staff_only" | "duration",
    court_ids: [] as Array<string>,
    starts_on: "",
    ends_on: "",
    days: [] as Array<string>,
    hour_start: "0",
    hour_end: "86400",
    min_duration: "" as number | string,
    max_duration: "" as number | string,
    note: "",
  }
  const [rule, setRule] = useState(blank)
  const action = useAction()
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? `Court ${id}`
  return (
    <Stack gap="md">
      <Loaded state={rules}>
        {(rows) => (
          <RecordTable
            label="Schedule rules"
            empty="No schedule rules: every open court can be booked during opening hours."
            rows={rows}
            columns={[
              {
                title: "Rule",
                cell: (r) => (
                  <>
                    <Badge variant="light">{RULE_KINDS.find((k) => k.value === r.kind)?.label}</Badge>
                    {r.kind === "duration" && (
                      <Text size="xs">
                        {r.min_duration !== null ? `at least ${r.min_duration / 60} min ` : ""}
                        {r.max_duration !== null ? `at most ${r.max_duration / 60} min` : ""}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                title: "Courts",
                cell: (r) => (r.court_ids === null ? "All courts" : r.court_ids.map(courtName).join(", ")),
              },
              {
                title: "When",
                cell: (r) => (
                  <>
                    {r.starts_on ?? "always"}
                    {r.ends_on !== null ? ` to ${r.ends_on}` : ""}
                    {r.days.length > 0 ? `, ${r.days.map((d) => DAYS[d]!.slice(0, 3)).join(" ")}` : ""},{" "}
                    {formatSecondsOfDay(r.hour_start)}–
                    {r.hour_end === 86400 ? "midnight" : formatSecondsOfDay(r.hour_end)}
                  </>
                ),
              },
              { title: "Note", cell: (r) => r.note },
              {
                title: "",
                cell: (r) => (
                  <DeleteButton
                    what="this schedule rule"
                    says="The courts and times it held are open to booking again by the club's other rules."
                    onDelete={() => deleteScheduleRule(facilityId, r.id)}
                    onDeleted={rules.reload}
                  />
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="sm">
          Add a rule
        </Title>
        <Form
          submit="Add rule"
          onSubmit={() =>
            createScheduleRule(facilityId, {
              kind: rule.kind,
              court_ids: rule.court_ids.length === 0 ? null : rule.court_ids.map(Number),
              starts_on: rule.starts_on || null,
              ends_on: rule.ends_on || null,
              days: rule.days.map(Number),
              hour_start: Number(rule.hour_start),
              hour_end: Number(rule.hour_end),
              min_duration: rule.min_duration === "" ? null : Number(rule.min_duration) * 60,
              max_duration: rule.max_duration === "" ? null : Number(rule.max_duration) * 60,
              note: rule.note.trim() || null,
            }).then(() => (setRule(blank), rules.reload()))
          }
        >
          <Select
            label="Kind"
            data={RULE_KINDS}
            value={rule.kind}
            onChange={(v) => v && setRule({ ...rule, kind: v as typeof rule.kind })}
            allowDeselect={false}
          />
          <MultiSelect
            label="Courts"
            placeholder="All courts"
            data={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={rule.court_ids}
            onChange={(v) => setRule({ ...rule, court_ids: v })}
          />
          <Group grow>
            <TextInput
              label="From date"
              type="date"
              value={rule.starts_on}
              onChange={(e) => setRule({ ...rule, starts_on: e.currentTarget.value })}
            />
            <TextInput
              label="To date"
              type="date"
              value={rule.ends_on}
              onChange={(e) => setRule({ ...rule, ends_on: e.currentTarget.value })}
            />
          </Group>
          <MultiSelect
            label="Weekdays"
            placeholder="Every day"
            data={DAYS.map((d, i) => ({ value: String(i), label: d }))}
            value={rule.days}
            onChange={(v) => setRule({ ...rule, days: v })}
          />
          <Group grow>
            <Select
              label="From"
              data={TIMES.slice(0, -1)}
              value={rule.hour_start}
              onChange={(v) => v && setRule({ ...rule, hour_start: v })}
              allowDeselect={false}
            />
            <Select
              label="To"
              data={TIMES.slice(1)}
              value={rule.hour_end}
              onChange={(v) => v && setRule({ ...rule, hour_end: v })}
              allowDeselect={false}
            />
          </Group>
          {rule.kind === "duration" && (
            <Group grow>
              <NumberInput
                label="Shortest booking (minutes)"
                value={rule.min_duration}
                onChange={(v) => setRule({ ...rule, min_duration: v })}
                min={15}
                step={15}
              />
              <NumberInput
                label="Longest booking (minutes)"
                value={rule.max_duration}
                onChange={(v) => setRule({ ...rule, max_duration: v })}
                min={15}
                step={15}
              />
            </Group>
          )}
          <TextInput
            label="Note"
            placeholder="e.g. resurfacing"
            value={rule.note}
            onChange={(e) => setRule({ ...rule, note: e.currentTarget.value })}
          />
        </Form>
      </Card>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
