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
import { DAYS, TIMES } from "./shared"
import { toMajor, toMinor } from "../../../../engine/money"

type Profile = Awaited<ReturnType<typeof getTeacher>>
type Price = Profile["prices"][number]
type Hours = Profile["hours"][number]
type Away = Profile["time_off"][number]

const USER_TYPES = [
  { value: "Adult", label: "Adult" },
  { value: "Child", label: "Child (under 18)" },
  { value: "Player", label: "Any player" },
]
const SHIFTS = [
  { value: "", label: "Any time" },
  { value: "morning", label: "Morning" },
  { value: "afternoon", label: "Afternoon" },
  { value: "evening", label: "Evening" },
]

/** Managers edit the club's teachers: their page, their weekly hours and time off, and their prices. */
export const TeachersEditor = ({ facilityId }: { facilityId: number }) => {
  const teachers = useLoad(() => listTeachers(facilityId), [facilityId])
  const [chosen, setChosen] = useState<number>()
  return (
    <Loaded state={teachers}>
      {(rows) =>
        rows.length === 0 ? (
          <Text>No teachers yet: give a person the teacher role on the Members page.</Text>
        ) : (
          <Stack gap="md">
            <Select
              label="Teacher"
              data={rows.map((t) => ({ value: String(t.id), label: t.name }))}
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
    set({ time_off: draft.time_off.map((t, k) => (k === i ? { ...t, ...patch } : t)) })
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
      `${draft.name}'s page saved.`,
    )
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-label="Profile">
        <Title order={2} size="h4" mb="xs">
          Profile
        </Title>
        <Stack gap="xs">
          <Textarea label="About" value={draft.bio} onChange={(e) => set({ bio: e.currentTarget.value })} autosize />
          <TextInput
            label="Photo (https address)"
            value={draft.photo_url ?? ""}
            onChange={(e) => set({ photo_url: e.currentTarget.value })}
          />
          <Group grow align="start">
            <TagsInput label="Sports" value={[...draft.sports]} onChange={(sports) => set({ sports })} />
            <TagsInput label="Surfaces" value={[...draft.surfaces]} onChange={(surfaces) => set({ surfaces })} />
            <TextInput label="Levels" value={draft.levels} onChange={(e) => set({ levels: e.currentTarget.value })} />
          </Group>
        </Stack>
      </Card>
      <ListSection
        title="Weekly hours"
        add="Add hours"
        onAdd={() => set({ hours: [...draft.hours, { day: 0, hour_start: 9 * 3600, hour_end: 17 * 3600 }] })}
      >
        <Stack gap={6}>
          {draft.hours.length === 0 && <Text c="dimmed">No hours: players cannot ask for lessons.</Text>}
          {draft.hours.map((h, i) => (
            <Group key={i} gap="xs">
              <Select
                aria-label={`Hours ${i + 1} day`}
                data={DAYS.map((d, day) => ({ value: String(day), label: d }))}
                value={String(h.day)}
                onChange={(v) => v && setHours(i, { day: Number(v) })}
                allowDeselect={false}
                w={130}
              />
              <Select
                aria-label={`Hours ${i + 1} from`}
                data={TIMES.slice(0, -1)}
                value={String(h.hour_start)}
                onChange={(v) => v && setHours(i, { hour_start: Number(v) })}
                allowDeselect={false}
                w={115}
              />
              <Select
                aria-label={`Hours ${i + 1} to`}
                data={TIMES.slice(1)}
                value={String(h.hour_end)}
                onChange={(v) => v && setHours(i, { hour_end: Number(v) })}
                allowDeselect={false}
                w={115}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove hours ${i + 1}`}
                onClick={() => set({ hours: draft.hours.filter((_, k) => k !== i) })}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </ListSection>
      <ListSection
        title="Time off"
        add="Add time off"
        onAdd={() => set({ time_off: [...draft.time_off, { starts_on: "", ends_on: "", note: null }] })}
      >
        <Stack gap={6}>
          {draft.time_off.length === 0 && <Text c="dimmed">None planned.</Text>}
          {draft.time_off.map((t, i) => (
            <Group key={i} gap="xs">
              <TextInput
                type="date"
                aria-label={`Time off ${i + 1} from`}
                value={t.starts_on}
                onChange={(e) => setAway(i, { starts_on: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                aria-label={`Time off ${i + 1} to`}
                value={t.ends_on}
                onChange={(e) => setAway(i, { ends_on: e.currentTarget.value })}
              />
              <TextInput
                aria-label={`Time off ${i + 1} note`}
                placeholder="Note"
                value={t.note ?? ""}
                onChange={(e) => setAway(i, { note: e.currentTarget.value === "" ? null : e.currentTarget.value })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove time off ${i + 1}`}
                onClick={() => set({ time_off: draft.time_off.filter((_, k) => k !== i) })}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </ListSection>
      <ListSection
        title="Lesson prices"
        add="Add price"
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
          Each player of a lesson pays the price for their kind; a child without a child price pays the price for any
          player.
        </Text>
        <Stack gap={6}>
          {draft.prices.length === 0 && <Text c="dimmed">No prices: lessons with this teacher cannot be priced.</Text>}
          {draft.prices.map((p, i) => (
            <Group key={i} gap="xs" align="end" className="price-row">
              <NumberInput
                label="Minutes"
                aria-label={`Price ${i + 1} minutes`}
                value={p.duration}
                onChange={(v) => setPrice(i, { duration: Number(v) || 0 })}
                min={15}
                step={15}
                w={90}
              />
              <Select
                label="Player"
                aria-label={`Price ${i + 1} player`}
                data={USER_TYPES}
                value={p.user_type}
                onChange={(v) => v && setPrice(i, { user_type: v as Price["user_type"] })}
                allowDeselect={false}
                w={150}
              />
              <Select
                label="When"
                aria-label={`Price ${i + 1} time of day`}
                data={SHIFTS}
                value={p.shift ?? ""}
                onChange={(v) => setPrice(i, { shift: v === "" || v === null ? null : (v as Price["shift"]) })}
                allowDeselect={false}
                w={120}
              />
              <NumberInput
                label="Lessons"
                aria-label={`Price ${i + 1} lessons`}
                value={p.quantity}
                onChange={(v) => setPrice(i, { quantity: Number(v) || 1 })}
                min={1}
                w={80}
              />
              <NumberInput
                label={`Price (${club.data?.currency ?? ""})`}
                aria-label={`Price ${i + 1} amount`}
                value={toMajor(p.price, decimals)}
                onChange={(v) => setPrice(i, { price: toMinor(v, decimals) })}
                min={0}
                decimalScale={decimals}
                w={110}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove price ${i + 1}`}
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
          Save {draft.name}
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
