import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { weekdayOf } from "../../../engine/bookings/rules"
import {
  getTeacher,
  type LessonRequest,
  listTeachers,
  priorityRequests,
  requestLesson,
  teacherBusy,
  teacherPrice,
  withdrawLessonRequest,
} from "../api/teachers"
import { Confirm } from "../ui/Confirm"
import { ClubPage, type Club } from "../ui/ClubPage"
import { type Person, PersonPicker, useFamily } from "../ui/family"
import { addDays, dayNames, HALF_HOURS, longDate, money, timeOfDay, timeRange, todayAt } from "../ui/format"
import { type Translate, useT } from "../i18n/I18n"
import { PackageShop, PackagesHeld } from "../ui/LessonPackages"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"

type Teacher = Awaited<ReturnType<typeof listTeachers>>[number]

/** When a teacher teaches, day by day: "Mon 8:00 AM – 4:00 PM". */
const weekOf = (say: Translate, t: Teacher) => {
  const days = dayNames("short")
  return t.hours.length === 0
    ? say("lessons.noHours")
    : [...t.hours]
        .sort((a, b) => a.day - b.day || a.hour_start - b.hour_start)
        .map((h) => `${days[h.day]} ${timeRange(h.hour_start, h.hour_end)}`)
        .join(" · ")
}

/** The first day from tomorrow on which the teacher has hours. */
const nextTeachingDay = (t: Teacher, today: string) => {
  for (let n = 1; n <= 7; n++) {
    const date = addDays(today, n)
    if (t.hours.some((h) => h.day === weekdayOf(date))) return date
  }
  return addDays(today, 1)
}

/**
 * A player's lessons at a club: the club's teachers with their week, the price of a lesson for
 * the player (or a child) at a time the teacher works, a request the teacher answers by mail, the
 * club's packages, and the lessons left in those bought.
 */
export const Lessons = () => {
  const t = useT()
  const family = useFamily()
  const [forWhom, setForWhom] = useState<number>()
  const [asking, setAsking] = useState<Teacher>()
  const [version, setVersion] = useState(0)
  const person = family.find((p) => p.id === forWhom) ?? family[0]
  return (
    <ClubPage title={t("nav.lessons")} none={t("lessons.none")}>
      {(c) =>
        person === undefined ? null : (
          <Stack gap="md">
            <PersonPicker label={t("lessons.for")} people={family} value={person} onChange={setForWhom} />
            <TeacherList club={c} onAsk={setAsking} />
            {asking !== undefined && (
              <LessonRequestForm
                key={`${asking.id}-${person.id}`}
                club={c}
                teacher={asking}
                person={person}
                onSent={() => (setAsking(undefined), setVersion(version + 1))}
                onClose={() => setAsking(undefined)}
              />
            )}
            <Card withBorder component="section" aria-label={t("lessons.waiting")}>
              <Title order={2} size="h4" mb="xs">
                {t("lessons.waiting")}
              </Title>
              <OpenRequests facilityId={c.id} zone={c.time_zone} version={version} />
            </Card>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder component="section" aria-label={t("lessons.packages")}>
                <Title order={2} size="h4" mb="xs">
                  {t("lessons.packages")}
                </Title>
                <PackageShop
                  club={c}
                  userId={person.id}
                  buyerName={person.name}
                  staff={false}
                  onBought={() => setVersion(version + 1)}
                />
              </Card>
              <Card withBorder component="section" aria-label={t("lessons.held")}>
                <Title order={2} size="h4" mb="xs">
                  {person.id === family[0]?.id
                    ? t("lessons.yourPackages")
                    : t("lessons.packagesOf", { person: person.name })}
                </Title>
                <PackagesHeld userId={person.id} club={c} version={version} />
              </Card>
            </SimpleGrid>
          </Stack>
        )
      }
    </ClubPage>
  )
}

const TeacherList = ({ club, onAsk }: { club: Club; onAsk: (t: Teacher) => void }) => {
  const say = useT()
  const [search, setSearch] = useState("")
  const teachers = useLoad(() => listTeachers(club.id, { search }), [club.id, search])
  return (
    <Stack gap="xs">
      <TextInput
        label={say("lessons.findTeacher")}
        placeholder={say("lessons.name")}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={260}
      />
      <Loaded state={teachers}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{say("lessons.noTeachers")}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {rows.map((t) => (
                <Card key={t.id} withBorder component="article" aria-label={t.name}>
                  <Stack gap={6}>
                    <Title order={2} size="h4">
                      {t.name}
                    </Title>
                    <Group gap={4}>
                      {t.sports.map((s) => (
                        <Badge key={s} variant="light">
                          {s}
                        </Badge>
                      ))}
                      {t.levels !== "" && (
                        <Badge variant="outline" color="gray">
                          {t.levels}
                        </Badge>
                      )}
                    </Group>
                    {t.bio !== "" && <Text size="sm">{t.bio}</Text>}
                    <Text size="sm" c="dimmed">
                      {weekOf(say, t)}
                    </Text>
                    <Button variant="light" onClick={() => onAsk(t)} disabled={t.hours.length === 0}>
                      {say("lessons.ask")}
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )
        }
      </Loaded>
    </Stack>
  )
}

/** A time the teacher works, its price for the player, and a note: sent as a request the teacher answers. */
const LessonRequestForm = ({
  club,
  teacher,
  person,
  onSent,
  onClose,
}: {
  club: Club
  teacher: Teacher
  person: Person
  onSent: () => void
  onClose: () => void
}) => {
  const t = useT()
  const profile = useLoad(() => getTeacher(teacher.id, club.id), [teacher.id, club.id])
  const [date, setDate] = useState(() => nextTeachingDay(teacher, todayAt(club.time_zone)))
  const [length, setLength] = useState(60)
  const [start, setStart] = useState<number>()
  const [note, setNote] = useState("")
  const action = useAction()
  const day = weekdayOf(date)
  const lengths = [...new Set((profile.data?.prices ?? []).map((p) => p.duration))].sort((a, b) => a - b)
  const busy = useLoad(() => teacherBusy(teacher.id, club.id, date), [teacher.id, club.id, date])
  // The teacher's hours that day, less the times they already teach.
  const starts = HALF_HOURS.filter(
    (s) =>
      teacher.hours.some((h) => h.day === day && h.hour_start <= s && s + length * 60 <= h.hour_end) &&
      !(busy.data?.busy ?? []).some((b) => b.hour_start < s + length * 60 && s < b.hour_end),
  )
  const chosen = start !== undefined && starts.includes(start) ? start : undefined
  const price = useLoad(
    () =>
      chosen === undefined
        ? Promise.resolve(null)
        : teacherPrice(teacher.id, {
            facility_id: club.id,
            date,
            hour_start: chosen,
            hour_end: chosen + length * 60,
            player_ids: [person.id],
          }),
    [teacher.id, club.id, date, chosen, length, person.id],
  )
  return (
    <Card withBorder component="section" aria-label={t("lessons.askTeacher", { teacher: teacher.name })}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("lessons.askFor", { teacher: teacher.name, person: person.name })}
        </Title>
        <Group align="end" gap="xs">
          <TextInput
            type="date"
            label={t("clinics.day")}
            value={date}
            min={todayAt(club.time_zone)}
            onChange={(e) => e.currentTarget.value !== "" && setDate(e.currentTarget.value)}
            w={170}
          />
          <Select
            label={t("lessons.length")}
            data={(lengths.length === 0 ? [60] : lengths).map((m) => ({
              value: String(m),
              label: t("lessons.minutes", { minutes: m }),
            }))}
            value={String(length)}
            onChange={(v) => v && setLength(Number(v))}
            allowDeselect={false}
            w={140}
          />
          <Select
            label={t("lessons.startingAt")}
            placeholder={t(
              starts.length > 0
                ? "lessons.chooseTime"
                : teacher.hours.some((h) => h.day === day)
                  ? "lessons.noFreeTime"
                  : "lessons.notTeaching",
            )}
            data={starts.map((s) => ({ value: String(s), label: timeOfDay(s) }))}
            value={chosen === undefined ? null : String(chosen)}
            onChange={(v) => setStart(v === null ? undefined : Number(v))}
            disabled={starts.length === 0}
            w={160}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {longDate(date, club.time_zone)}
        </Text>
        {chosen !== undefined && (
          <Loaded state={price}>
            {(p) =>
              p === null ? null : (
                <Text fw={700} aria-label={t("lessons.price")}>
                  {timeRange(chosen, chosen + length * 60)}: {money(p.price, p.currency, p.currency_decimals)}
                </Text>
              )
            }
          </Loaded>
        )}
        <Textarea
          label={t("lessons.note")}
          placeholder={t("lessons.notePlaceholder")}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
        />
        {action.error !== undefined && <Failure message={action.error} />}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t("common.close")}
          </Button>
          <Button
            disabled={chosen === undefined || price.error !== undefined}
            loading={action.busy === "send"}
            onClick={() =>
              void action.run(
                "send",
                () =>
                  requestLesson(teacher.id, {
                    facility_id: club.id,
                    user_id: person.id,
                    request_data: {
                      date,
                      hour_start: chosen!,
                      hour_end: chosen! + length * 60,
                      note: note.trim() === "" ? null : note.trim(),
                    },
                  }),
                onSent,
                t("lessons.sent", { teacher: teacher.name }),
              )
            }
          >
            {t("lessons.send")}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

const OpenRequests = ({ facilityId, zone, version }: { facilityId: number; zone: string; version: number }) => {
  const t = useT()
  const requests = useLoad(() => priorityRequests(), [version])
  const [withdrawing, setWithdrawing] = useState<LessonRequest>()
  return (
    <Loaded state={requests}>
      {(rows) => {
        const here = rows.filter((r) => r.facility_id === facilityId)
        return here.length === 0 ? (
          <Text c="dimmed">{t("lessons.noRequests")}</Text>
        ) : (
          <Stack gap={4} aria-label={t("lessons.openRequests")}>
            {here.map((r) => (
              <Group key={r.id} gap="xs">
                <Text>
                  {t("lessons.request", {
                    teacher: r.teacher_name,
                    day: longDate(r.date, zone),
                    time: timeRange(r.hour_start, r.hour_end),
                    person: r.user_name,
                  })}
                </Text>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => setWithdrawing(r)}>
                  {t("lessons.withdraw")}
                </Button>
              </Group>
            ))}
            {withdrawing !== undefined && (
              <Confirm
                title={t("lessons.withdrawTitle")}
                confirm={t("lessons.withdrawConfirm")}
                done={t("lessons.withdrawn")}
                onConfirm={() => withdrawLessonRequest(withdrawing.id).then(requests.reload)}
                onClose={() => setWithdrawing(undefined)}
              >
                <Text>
                  {t("lessons.withdrawNote", {
                    teacher: withdrawing.teacher_name,
                    day: longDate(withdrawing.date, zone),
                    time: timeRange(withdrawing.hour_start, withdrawing.hour_end),
                  })}
                </Text>
              </Confirm>
            )}
          </Stack>
        )
      }}
    </Loaded>
  )
}
