import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core"
import { useState } from "react"
import { getClinic, listClinics } from "../api/clinics"
import { listCourts } from "../api/courts"
import { prosWithReservations } from "../api/reservations"
import { acceptLessonRequest, declineLessonRequest, teacherLessonRequests } from "../api/teachers"
import { useSession } from "../session"
import { ClinicRegister } from "../ui/ClinicRegister"
import { Confirm } from "../ui/Confirm"
import { type Club, ClubPage } from "../ui/ClubPage"
import { addDays, longDate, timeRange, todayAt } from "../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"

type LessonRequest = Awaited<ReturnType<typeof teacherLessonRequests>>[number]

/** A teacher's own screen: the lesson requests waiting for their answer, and their lessons day by day. */
export const Teaching = () => {
  const me = useSession().session?.user?.id
  const [version, setVersion] = useState(0)
  return (
    <ClubPage
      title="Teaching"
      path="/teaching"
      none="You do not teach at a club here."
      allowed={(role) => role === "teacher"}
    >
      {(c) =>
        me === undefined ? null : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder component="section" aria-label="Lesson requests">
              <Title order={2} size="h4" mb="xs">
                Lesson requests
              </Title>
              <Requests club={c} teacherId={me} version={version} onAnswered={() => setVersion(version + 1)} />
            </Card>
            <Card withBorder component="section" aria-label="Your day">
              <TeacherDay club={c} teacherId={me} version={version} />
            </Card>
          </SimpleGrid>
        )
      }
    </ClubPage>
  )
}

const Requests = ({
  club,
  teacherId,
  version,
  onAnswered,
}: {
  club: Club
  teacherId: number
  version: number
  onAnswered: () => void
}) => {
  const requests = useLoad(() => teacherLessonRequests(teacherId, club.id), [teacherId, club.id, version])
  const [declining, setDeclining] = useState<LessonRequest>()
  const [why, setWhy] = useState("")
  const action = useAction()
  return (
    <Loaded state={requests}>
      {(rows) => (
        <Stack gap="sm">
          {rows.length === 0 && <Text c="dimmed">No requests waiting.</Text>}
          {rows.map((r) => (
            <Card key={r.id} withBorder padding="sm" component="article" aria-label={`Request from ${r.user_name}`}>
              <Text fw={500}>{r.user_name}</Text>
              <Text size="sm">
                {longDate(r.date, club.time_zone)}, {timeRange(r.hour_start, r.hour_end)}
              </Text>
              {r.note !== null && (
                <Text size="sm" c="dimmed">
                  “{r.note}”
                </Text>
              )}
              <Group gap="xs" mt="xs">
                <Button
                  size="xs"
                  loading={action.busy === `accept-${r.id}`}
                  onClick={() =>
                    void action.run(
                      `accept-${r.id}`,
                      () => acceptLessonRequest(r.id),
                      onAnswered,
                      `Lesson booked with ${r.user_name}; they are told by e-mail.`,
                    )
                  }
                >
                  Accept and book a court
                </Button>
                <Button size="xs" variant="default" onClick={() => (setWhy(""), setDeclining(r))}>
                  Decline
                </Button>
              </Group>
            </Card>
          ))}
          {action.error !== undefined && <Failure message={action.error} />}
          {declining !== undefined && (
            <Confirm
              title={`Decline ${declining.user_name}'s request?`}
              confirm="Decline request"
              disabled={why.trim() === ""}
              done={`Declined; ${declining.user_name} is told by e-mail.`}
              onClose={() => setDeclining(undefined)}
              onConfirm={() => declineLessonRequest(declining.id, why.trim()).then(onAnswered)}
            >
              <Textarea
                label="Why (sent to the player)"
                value={why}
                onChange={(e) => setWhy(e.currentTarget.value)}
                maxLength={500}
                data-autofocus
              />
            </Confirm>
          )}
        </Stack>
      )}
    </Loaded>
  )
}

/** The teacher's lessons of one day, a day at a time. */
const TeacherDay = ({ club, teacherId, version }: { club: Club; teacherId: number; version: number }) => {
  const [date, setDate] = useState(() => todayAt(club.time_zone))
  const day = useLoad(() => prosWithReservations(club.id, date, teacherId), [club.id, date, teacherId, version])
  const courts = useLoad(() => listCourts(club.id), [club.id])
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? `Court ${id}`
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" size="xs" onClick={() => setDate(addDays(date, -1))} aria-label="Previous day">
          ‹
        </Button>
        <Title order={2} size="h4">
          {longDate(date, club.time_zone)}
        </Title>
        <Button variant="default" size="xs" onClick={() => setDate(addDays(date, 1))} aria-label="Next day">
          ›
        </Button>
      </Group>
      <ClinicSessionsOf club={club} coachId={teacherId} date={date} />
      <Loaded state={day}>
        {(pros) => {
          // Clinic sessions are shown above, with their registers.
          const lessons = (pros[0]?.reservations ?? []).filter((r) => r.kind !== "clinic")
          return lessons.length === 0 ? (
            <Text c="dimmed">No lessons this day.</Text>
          ) : (
            lessons.map((r) => (
              <Card key={r.id} withBorder padding="sm" component="article" aria-label={`Lesson ${r.id}`}>
                <Text fw={500}>
                  {timeRange(r.hour_start, r.hour_end)} · {courtName(r.court_id)}
                </Text>
                <Text size="sm">{r.users.map((u) => u.name).join(", ") || r.info_text || "No players named"}</Text>
              </Card>
            ))
          )
        }}
      </Loaded>
    </Stack>
  )
}

/** The sessions of the clinics the teacher coaches on a day, each with its register to take. */
const ClinicSessionsOf = ({ club, coachId, date }: { club: Club; coachId: number; date: string }) => {
  const sessions = useLoad(async () => {
    const coached = (await listClinics(club.id)).filter((c) => c.coach_ids.includes(coachId))
    const shown = await Promise.all(coached.map((c) => getClinic(c.id, { facility_id: club.id })))
    return shown.flatMap(({ clinic, lessons }) =>
      lessons
        .filter((l) => l.date === date && !l.cancelled)
        .map((l) => ({ ...l, name: clinic.public_name ?? clinic.name })),
    )
  }, [club.id, coachId, date])
  const [open, setOpen] = useState<number>()
  return (
    <Loaded state={sessions}>
      {(rows) =>
        rows.length === 0 ? null : (
          <Stack gap="xs">
            {rows.map((l) => (
              <Card key={l.id} withBorder padding="sm" component="article" aria-label={`${l.name} session`}>
                <Group justify="space-between">
                  <Text fw={500}>
                    {timeRange(l.hour_start, l.hour_end)} · {l.name}
                  </Text>
                  <Button size="xs" variant="light" onClick={() => setOpen(open === l.id ? undefined : l.id)}>
                    {open === l.id ? "Close register" : "Take attendance"}
                  </Button>
                </Group>
                {open === l.id && <ClinicRegister lessonId={l.id} />}
              </Card>
            ))}
          </Stack>
        )
      }
    </Loaded>
  )
}
