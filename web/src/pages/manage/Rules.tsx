import { Badge, Card, Group, MultiSelect, NumberInput, Select, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { createScheduleRule, deleteScheduleRule, listCourts, listScheduleRules } from "../../api/courts"
import { Form } from "../../components"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { RecordTable } from "../../ui/RecordTable"
import { dayNames, shortDate, timeOfDay, timeOptions } from "../../ui/format"
import { type MessageId, useT } from "../../i18n/I18n"
import { DeleteButton } from "../../ui/Confirm"

const RULE_KINDS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: "closure", label: "rules.kind.closure" },
  { value: "members_only", label: "rules.kind.members" },
  { value: "staff_only", label: "rules.kind.staff" },
  { value: "duration", label: "rules.kind.duration" },
]

export const RulesEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const kinds = RULE_KINDS.map((k) => ({ value: k.value, label: t(k.label) }))
  const days = dayNames("long")
  const shortDays = dayNames("short")
  const times = timeOptions(t("watch.midnight"))
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
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? String(id)
  return (
    <Stack gap="md">
      <Loaded state={rules}>
        {(rows) => (
          <RecordTable
            label={t("rules.title")}
            empty={t("rules.none")}
            rows={rows}
            columns={[
              {
                title: t("rules.rule"),
                cell: (r) => (
                  <>
                    <Badge variant="light">{kinds.find((k) => k.value === r.kind)?.label}</Badge>
                    {r.kind === "duration" && (
                      <Text size="xs">
                        {r.min_duration !== null ? `${t("rules.atLeast", { minutes: r.min_duration / 60 })} ` : ""}
                        {r.max_duration !== null ? t("rules.atMost", { minutes: r.max_duration / 60 }) : ""}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                title: t("clubHome.courts"),
                cell: (r) => (r.court_ids === null ? t("rules.allCourts") : r.court_ids.map(courtName).join(", ")),
              },
              {
                title: t("purchases.when"),
                cell: (r) => (
                  <>
                    {r.starts_on === null ? t("rules.always") : shortDate(r.starts_on, "UTC")}
                    {r.ends_on !== null ? ` – ${shortDate(r.ends_on, "UTC")}` : ""}
                    {r.days.length > 0 ? `, ${r.days.map((d) => shortDays[d]).join(" ")}` : ""},{" "}
                    {timeOfDay(r.hour_start)}–{r.hour_end === 86400 ? t("rules.midnight") : timeOfDay(r.hour_end)}
                  </>
                ),
              },
              { title: t("rules.note"), cell: (r) => r.note },
              {
                title: "",
                cell: (r) => (
                  <DeleteButton
                    what={t("rules.what")}
                    says={t("rules.deleteNote")}
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
          {t("rules.addTitle")}
        </Title>
        <Form
          submit={t("rules.add")}
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
            label={t("rules.kind")}
            data={kinds}
            value={rule.kind}
            onChange={(v) => v && setRule({ ...rule, kind: v as typeof rule.kind })}
            allowDeselect={false}
          />
          <MultiSelect
            label={t("clubHome.courts")}
            placeholder={t("rules.allCourts")}
            data={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={rule.court_ids}
            onChange={(v) => setRule({ ...rule, court_ids: v })}
          />
          <Group grow>
            <TextInput
              label={t("rules.fromDate")}
              type="date"
              value={rule.starts_on}
              onChange={(e) => setRule({ ...rule, starts_on: e.currentTarget.value })}
            />
            <TextInput
              label={t("rules.toDate")}
              type="date"
              value={rule.ends_on}
              onChange={(e) => setRule({ ...rule, ends_on: e.currentTarget.value })}
            />
          </Group>
          <MultiSelect
            label={t("rules.weekdays")}
            placeholder={t("rules.everyDay")}
            data={days.map((d, i) => ({ value: String(i), label: d }))}
            value={rule.days}
            onChange={(v) => setRule({ ...rule, days: v })}
          />
          <Group grow>
            <Select
              label={t("pickers.from")}
              data={times.slice(0, -1)}
              value={rule.hour_start}
              onChange={(v) => v && setRule({ ...rule, hour_start: v })}
              allowDeselect={false}
            />
            <Select
              label={t("pickers.to")}
              data={times.slice(1)}
              value={rule.hour_end}
              onChange={(v) => v && setRule({ ...rule, hour_end: v })}
              allowDeselect={false}
            />
          </Group>
          {rule.kind === "duration" && (
            <Group grow>
              <NumberInput
                label={t("rules.shortest")}
                value={rule.min_duration}
                onChange={(v) => setRule({ ...rule, min_duration: v })}
                min={15}
                step={15}
              />
              <NumberInput
                label={t("rules.longest")}
                value={rule.max_duration}
                onChange={(v) => setRule({ ...rule, max_duration: v })}
                min={15}
                step={15}
              />
            </Group>
          )}
          <TextInput
            label={t("rules.note")}
            placeholder={t("rules.notePlaceholder")}
            value={rule.note}
            onChange={(e) => setRule({ ...rule, note: e.currentTarget.value })}
          />
        </Form>
      </Card>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
