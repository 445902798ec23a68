import { Badge, Button, Card, Group, NumberInput, Select, Stack, Switch, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { getFacility } from "../../api/facilities"
import { addTeacherPackage, changeTeacherPackage, listTeacherPackages, listTeachers } from "../../api/teachers"
import { Form } from "../../components"
import { money, namedApart } from "../../ui/format"
import { packageTerms } from "../../ui/LessonPackages"
import { useT } from "../../i18n/I18n"
import { Loaded, useLoad } from "../../ui/load"
import { RecordTable } from "../../ui/RecordTable"
import { toMajor, toMinor } from "../../../../engine/money"

type Offer = Awaited<ReturnType<typeof listTeacherPackages>>[number]

const BLANK = {
  teacher_id: "" as string,
  name: "",
  lessons: 5 as number | string,
  duration: 60 as number | string,
  price: "" as number | string,
  valid_days: 90 as number | string,
  active: true,
}

/** Managers put lesson packages on sale, change them, and take them off sale (bought ones stay valid). */
export const PackagesEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const offers = useLoad(() => listTeacherPackages(facilityId), [facilityId])
  const teachers = useLoad(() => listTeachers(facilityId), [facilityId])
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const decimals = club.data?.currency_decimals ?? 2
  const [editing, setEditing] = useState<number>()
  const [draft, setDraft] = useState(BLANK)
  const edit = (o: Offer) => (
    setEditing(o.id),
    setDraft({
      teacher_id: o.teacher_id === null ? "" : String(o.teacher_id),
      name: o.name,
      lessons: o.lessons,
      duration: o.duration,
      price: toMajor(o.price, decimals),
      valid_days: o.valid_days,
      active: o.active,
    })
  )
  const save = async () => {
    const offer = {
      teacher_id: draft.teacher_id === "" ? null : Number(draft.teacher_id),
      name: draft.name,
      lessons: Number(draft.lessons),
      duration: Number(draft.duration),
      price: toMinor(draft.price, decimals),
      valid_days: Number(draft.valid_days),
      active: draft.active,
    }
    await (editing === undefined
      ? addTeacherPackage(facilityId, offer)
      : changeTeacherPackage(facilityId, editing, offer))
    setEditing(undefined)
    setDraft(BLANK)
    await offers.reload()
  }
  return (
    <Stack gap="md">
      <Loaded state={offers}>
        {(rows) => (
          <RecordTable
            label={t("packageEditor.title")}
            empty={t("packageEditor.none")}
            minWidth={600}
            rows={rows}
            columns={[
              {
                title: t("packageEditor.package"),
                cell: (o) => (
                  <>
                    <Text fw={500}>
                      {o.name}{" "}
                      {!o.active && (
                        <Badge color="gray" size="sm">
                          {t("packageEditor.offSale")}
                        </Badge>
                      )}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {packageTerms(t, o)}
                    </Text>
                  </>
                ),
              },
              {
                title: t("packageEditor.price"),
                align: "right",
                cell: (o) => money(o.price, club.data?.currency ?? "USD", decimals),
              },
              { title: t("packageEditor.valid"), cell: (o) => t("packageEditor.days", { days: o.valid_days }) },
              {
                title: "",
                cell: (o) => (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => edit(o)}
                    aria-label={t("packageEditor.changeNamed", { name: o.name })}
                  >
                    {t("packageEditor.change")}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card
        withBorder
        component="section"
        aria-label={t(editing === undefined ? "packageEditor.new" : "packageEditor.changeOne")}
      >
        <Title order={2} size="h4" mb="xs">
          {editing === undefined ? t("packageEditor.new") : t("packageEditor.changeNamed", { name: draft.name })}
        </Title>
        <Form onSubmit={save} submit={t(editing === undefined ? "packageEditor.add" : "packageEditor.save")}>
          <TextInput
            label={t("packageEditor.name")}
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <Select
            label={t("packageEditor.teacher")}
            data={[
              { value: "", label: t("packageEditor.anyTeacher") },
              ...namedApart(teachers.data ?? [], (teacher) => teacher.sports.join(", ")),
            ]}
            value={draft.teacher_id}
            onChange={(v) => setDraft({ ...draft, teacher_id: v ?? "" })}
            allowDeselect={false}
          />
          <Group grow>
            <NumberInput
              label={t("packageEditor.lessons")}
              min={1}
              value={draft.lessons}
              onChange={(lessons) => setDraft({ ...draft, lessons })}
            />
            <NumberInput
              label={t("packageEditor.minutes")}
              min={15}
              step={15}
              value={draft.duration}
              onChange={(duration) => setDraft({ ...draft, duration })}
            />
          </Group>
          <Group grow>
            <NumberInput
              label={t("packageEditor.priceIn", { currency: club.data?.currency ?? "" })}
              min={0}
              decimalScale={decimals}
              value={draft.price}
              onChange={(price) => setDraft({ ...draft, price })}
            />
            <NumberInput
              label={t("packageEditor.validFor")}
              min={1}
              value={draft.valid_days}
              onChange={(valid_days) => setDraft({ ...draft, valid_days })}
            />
          </Group>
          <Switch
            label={t("packageEditor.onSale")}
            checked={draft.active}
            onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })}
          />
        </Form>
        {editing !== undefined && (
          <Button variant="subtle" mt="xs" onClick={() => (setEditing(undefined), setDraft(BLANK))}>
            {t("packageEditor.stop")}
          </Button>
        )}
      </Card>
    </Stack>
  )
}
