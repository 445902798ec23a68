import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core"
import { useState } from "react"
import { listCourts } from "../api/courts"
import { prosWithReservations } from "../api/reservations"
import { acceptLessonRequest, declineLessonRequest, type LessonRequest, teacherLessonRequests } from "../api/teachers"
import { useSession } from "../session"
import { ClinicRegister } from "../ui/ClinicRegister"
import { Confirm } from "../ui/Confirm"
import { type Club, ClubPage } from "../ui/ClubPage"
import { addDays, longDate, timeRange, todayAt } from "../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"

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

/** The teacher's day, a day at a time: lessons and the clinic sessions they coach, in time order. */
const TeacherDay = ({ club, teacherId, version }: { club: Club; teacherId: number; version: number }) => {
  const [date, setDate] = useState(() => todayAt(club.time_zone))
  const day = useLoad(() => prosWithReservations(club.id, date, teacherId), [club.id, date, teacherId, version])
  const courts = useLoad(() => listCourts(club.id), [club.id])
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? `Court ${id}`
  const [open, setOpen] = useState<number>()
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
      <Loaded state={day}>
        {(pros) => {
          const taught = pros[0]?.reservations ?? []
          return taught.length === 0 ? (
            <Text c="dimmed">No lessons or clinic sessions this day.</Text>
          ) : (
            <Stack gap="xs" aria-label="The day's lessons and sessions">
              {taught.map((r) =>
                r.kind === "clinic" ? (
                  <Card key={r.id} withBorder padding="sm" component="article" aria-label={`${r.info_text} session`}>
                    <Group justify="space-between">
                      <Text fw={500}>
                        {timeRange(r.hour_start, r.hour_end)} · {r.info_text} · {courtName(r.court_id)}
                      </Text>
                      <Button size="xs" variant="light" onClick={() => setOpen(open === r.id ? undefined : r.id)}>
                        {open === r.id ? "Close register" : "Take attendance"}
                      </Button>
                    </Group>
                    {open === r.id && <ClinicRegister reservationId={r.id} />}
                  </Card>
                ) : (
                  <Card key={r.id} withBorder padding="sm" component="article" aria-label={`Lesson ${r.id}`}>
                    <Text fw={500}>
                      {timeRange(r.hour_start, r.hour_end)} · {courtName(r.court_id)}
                    </Text>
                    <Text size="sm">{r.users.map((u) => u.name).join(", ") || r.info_text || "No players named"}</Text>
                  </Card>
                ),
              )}
            </Stack>
          )
        }}
      </Loaded>
    </Stack>
  )
}
