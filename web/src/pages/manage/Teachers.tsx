import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core"
import { type ReactNode, useEffect, useState } from "react"
import { getFacility } from "../../api/facilities"
import { getTeacher, listTeachers, updateTeacher } from "../../api/teachers"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { dayNames, namedApart, timeOptions } from "../../ui/format"
import { type MessageId, useT } from "../../i18n/I18n"
import { toMajor, toMinor } from "../../../../engine/money"

type Profile = Awaited<ReturnType<typeof getTeacher>>
type Price = Profile["prices"][number]
type Hours = Profile["hours"][number]
type Away = Profile["time_off"][number]

const USER_TYPES: ReadonlyArray<{ value: Price["user_type"]; label: MessageId }> = [
  { value: "Adult", label: "teachers.adult" },
  { value: "Child", label: "teachers.child" },
  { value: "Player", label: "teachers.anyPlayer" },
]
const SHIFTS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: "", label: "teachers.anyTime" },
  { value: "morning", label: "teachers.morning" },
  { value: "afternoon", label: "teachers.afternoon" },
  { value: "evening", label: "teachers.evening" },
]

/** Managers edit the club's teachers: their page, their weekly hours and time off, and their prices. */
export const TeachersEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const teachers = useLoad(() => listTeachers(facilityId), [facilityId])
  const [chosen, setChosen] = useState<number>()
  return (
    <Loaded state={teachers}>
      {(rows) =>
        rows.length === 0 ? (
          <Text>{t("teachers.none")}</Text>
        ) : (
          <Stack gap="md">
            <Select
              label={t("teachers.teacher")}
              data={namedApart(rows, (teacher) => teacher.sports.join(", "))}
              value={String(chosen ?? rows[0]!.id)}
              onChange={(v) => v && setChosen(Number(v))}
              allowDeselect={false}
              w={260}
            />
            <TeacherEditor key={chosen ?? rows[0]!.id} facilityId={facilityId} teacherId={chosen ?? rows[0]!.id} />
          </Stack>
        )
      }
    </Loaded>
  )
}

const TeacherEditor = ({ facilityId, teacherId }: { facilityId: number; teacherId: number }) => {
  const t = useT()
  const days = dayNames("long")
  const times = timeOptions(t("watch.midnight"))
  const profile = useLoad(() => getTeacher(teacherId, facilityId), [teacherId, facilityId])
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const [draft, setDraft] = useState<Profile>()
  const action = useAction()
  useEffect(() => setDraft(profile.data), [profile.data])
  const decimals = club.data?.currency_decimals ?? 2
  if (draft === undefined) return <Loaded state={profile}>{() => null}</Loaded>
  const set = (patch: Partial<Profile>) => setDraft({ ...draft, ...patch })
  const setHours = (i: number, patch: Partial<Hours>) =>
    set({ hours: draft.hours.map((h, k) => (k === i ? { ...h, ...patch } : h)) })
  const setAway = (i: number, patch: Partial<Away>) =>
    set({ time_off: draft.time_off.map((a, k) => (k === i ? { ...a, ...patch } : a)) })
  const setPrice = (i: number, patch: Partial<Price>) =>
    set({ prices: draft.prices.map((p, k) => (k === i ? { ...p, ...patch } : p)) })
  const save = () =>
    action.run(
      "save",
      () =>
        updateTeacher(teacherId, {
          facility_id: facilityId,
          bio: draft.bio,
          photo_url: draft.photo_url === "" ? null : draft.photo_url,
          sports: draft.sports,
          levels: draft.levels,
          surfaces: draft.surfaces,
          hours: draft.hours,
          time_off: draft.time_off,
          prices: draft.prices,
        }),
      profile.reload,
      t("teachers.saved", { name: draft.name }),
    )
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-label={t("teachers.profile")}>
        <Title order={2} size="h4" mb="xs">
          {t("teachers.profile")}
        </Title>
        <Stack gap="xs">
          <Textarea
            label={t("teachers.about")}
            value={draft.bio}
            onChange={(e) => set({ bio: e.currentTarget.value })}
            autosize
          />
          <TextInput
            label={t("teachers.photo")}
            value={draft.photo_url ?? ""}
            onChange={(e) => set({ photo_url: e.currentTarget.value })}
          />
          <Group grow align="start">
            <TagsInput label={t("teachers.sports")} value={[...draft.sports]} onChange={(sports) => set({ sports })} />
            <TagsInput
              label={t("teachers.surfaces")}
              value={[...draft.surfaces]}
              onChange={(surfaces) => set({ surfaces })}
            />
            <TextInput
              label={t("teachers.levels")}
              value={draft.levels}
              onChange={(e) => set({ levels: e.currentTarget.value })}
            />
          </Group>
        </Stack>
      </Card>
      <ListSection
        title={t("teachers.weeklyHours")}
        add={t("teachers.addHours")}
        onAdd={() => set({ hours: [...draft.hours, { day: 0, hour_start: 9 * 3600, hour_end: 17 * 3600 }] })}
      >
        <Stack gap={6}>
          {draft.hours.length === 0 && <Text c="dimmed">{t("teachers.noHours")}</Text>}
          {draft.hours.map((h, i) => (
            <Group key={i} gap="xs">
              <Select
                aria-label={t("teachers.hoursDay", { n: i + 1 })}
                data={days.map((d, day) => ({ value: String(day), label: d }))}
                value={String(h.day)}
                onChange={(v) => v && setHours(i, { day: Number(v) })}
                allowDeselect={false}
                w={130}
              />
              <Select
                aria-label={t("teachers.hoursFrom", { n: i + 1 })}
                data={times.slice(0, -1)}
                value={String(h.hour_start)}
                onChange={(v) => v && setHours(i, { hour_start: Number(v) })}
                allowDeselect={false}
                w={115}
              />
              <Select
                aria-label={t("teachers.hoursTo", { n: i + 1 })}
                data={times.slice(1)}
                value={String(h.hour_end)}
                onChange={(v) => v && setHours(i, { hour_end: Number(v) })}
                allowDeselect={false}
                w={115}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("teachers.removeHours", { n: i + 1 })}
                onClick={() => set({ hours: draft.hours.filter((_, k) => k !== i) })}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </ListSection>
      <ListSection
        title={t("teachers.timeOff")}
        add={t("teachers.addTimeOff")}
        onAdd={() => set({ time_off: [...draft.time_off, { starts_on: "", ends_on: "", note: null }] })}
      >
        <Stack gap={6}>
          {draft.time_off.length === 0 && <Text c="dimmed">{t("teachers.nonePlanned")}</Text>}
          {draft.time_off.map((away, i) => (
            <Group key={i} gap="xs">
              <TextInput
                type="date"
                aria-label={t("teachers.timeOffFrom", { n: i + 1 })}
                value={away.starts_on}
                onChange={(e) => setAway(i, { starts_on: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                aria-label={t("teachers.timeOffTo", { n: i + 1 })}
                value={away.ends_on}
                onChange={(e) => setAway(i, { ends_on: e.currentTarget.value })}
              />
              <TextInput
                aria-label={t("teachers.timeOffNote", { n: i + 1 })}
                placeholder={t("teachers.note")}
                value={away.note ?? ""}
                onChange={(e) => setAway(i, { note: e.currentTarget.value === "" ? null : e.currentTarget.value })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("teachers.removeTimeOff", { n: i + 1 })}
                onClick={() => set({ time_off: draft.time_off.filter((_, k) => k !== i) })}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </ListSection>
      <ListSection
        title={t("teachers.prices")}
        add={t("teachers.addPrice")}
        onAdd={() =>
          set({
            prices: [
              ...draft.prices,
              {
                duration: 60,
                shift: null,
                surface: null,
                user_type: "Adult",
                quantity: 1,
                price: 0,
                player_category_description: null,
                clinic_category_description: null,
              },
            ],
          })
        }
      >
        <Text size="sm" c="dimmed" mb="xs">
          {t("teachers.pricesSay")}
        </Text>
        <Stack gap={6}>
          {draft.prices.length === 0 && <Text c="dimmed">{t("teachers.noPrices")}</Text>}
          {draft.prices.map((p, i) => (
            <Group key={i} gap="xs" align="end" className="price-row">
              <NumberInput
                label={t("teachers.minutes")}
                aria-label={t("teachers.priceMinutes", { n: i + 1 })}
                value={p.duration}
                onChange={(v) => setPrice(i, { duration: Number(v) || 0 })}
                min={15}
                step={15}
                w={90}
              />
              <Select
                label={t("teachers.player")}
                aria-label={t("teachers.pricePlayer", { n: i + 1 })}
                data={USER_TYPES.map((u) => ({ value: u.value, label: t(u.label) }))}
                value={p.user_type}
                onChange={(v) => v && setPrice(i, { user_type: v as Price["user_type"] })}
                allowDeselect={false}
                w={190}
              />
              <Select
                label={t("teachers.when")}
                aria-label={t("teachers.priceShift", { n: i + 1 })}
                data={SHIFTS.map((w) => ({ value: w.value, label: t(w.label) }))}
                value={p.shift ?? ""}
                onChange={(v) => setPrice(i, { shift: v === "" || v === null ? null : (v as Price["shift"]) })}
                allowDeselect={false}
                w={160}
              />
              <NumberInput
                label={t("teachers.lessons")}
                aria-label={t("teachers.priceLessons", { n: i + 1 })}
                value={p.quantity}
                onChange={(v) => setPrice(i, { quantity: Number(v) || 1 })}
                min={1}
                w={80}
              />
              <NumberInput
                label={t("packageEditor.priceIn", { currency: club.data?.currency ?? "" })}
                aria-label={t("teachers.priceAmount", { n: i + 1 })}
                value={toMajor(p.price, decimals)}
                onChange={(v) => setPrice(i, { price: toMinor(v, decimals) })}
                min={0}
                decimalScale={decimals}
                w={110}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("teachers.removePrice", { n: i + 1 })}
                onClick={() => set({ prices: draft.prices.filter((_, k) => k !== i) })}
                mb={4}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </ListSection>
      {action.error !== undefined && <Failure message={action.error} />}
      <Group justify="end">
        <Button loading={action.busy === "save"} onClick={() => void save()}>
          {t("teachers.save", { name: draft.name })}
        </Button>
      </Group>
    </Stack>
  )
}

/** A list of the page's (hours, time off, prices) under its heading, with a button that adds a row. */
const ListSection = ({
  title,
  add,
  onAdd,
  children,
}: {
  title: string
  add: string
  onAdd: () => void
  children: ReactNode
}) => (
  <Card withBorder component="section" aria-label={title}>
    <Group justify="space-between" mb="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Button size="xs" variant="light" onClick={onAdd}>
        {add}
      </Button>
    </Group>
    {children}
  </Card>
)
