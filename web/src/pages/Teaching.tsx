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
import { useT } from "../i18n/I18n"

/** A teacher's own screen: the lesson requests waiting for their answer, and their lessons day by day. */
export const Teaching = () => {
  const t = useT()
  const me = useSession().session?.user?.id
  const [version, setVersion] = useState(0)
  return (
    <ClubPage title={t("nav.teaching")} none={t("teaching.none")} allowed={(role) => role === "teacher"}>
      {(c) =>
        me === undefined ? null : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder component="section" aria-label={t("teaching.requests")}>
              <Title order={2} size="h4" mb="xs">
                {t("teaching.requests")}
              </Title>
              <Requests club={c} teacherId={me} version={version} onAnswered={() => setVersion(version + 1)} />
            </Card>
            <Card withBorder component="section" aria-label={t("teaching.yourDay")}>
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
  const t = useT()
  const requests = useLoad(() => teacherLessonRequests(teacherId, club.id), [teacherId, club.id, version])
  const [declining, setDeclining] = useState<LessonRequest>()
  const [why, setWhy] = useState("")
  const action = useAction()
  return (
    <Loaded state={requests}>
      {(rows) => (
        <Stack gap="sm">
          {rows.length === 0 && <Text c="dimmed">{t("teaching.noRequests")}</Text>}
          {rows.map((r) => (
            <Card
              key={r.id}
              withBorder
              padding="sm"
              component="article"
              aria-label={t("family.requestFrom", { name: r.user_name })}
            >
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
                      t("teaching.booked", { name: r.user_name }),
                    )
                  }
                >
                  {t("teaching.accept")}
                </Button>
                <Button size="xs" variant="default" onClick={() => (setWhy(""), setDeclining(r))}>
                  {t("games.decline")}
                </Button>
              </Group>
            </Card>
          ))}
          {action.error !== undefined && <Failure message={action.error} />}
          {declining !== undefined && (
            <Confirm
              title={t("teaching.declineTitle", { name: declining.user_name })}
              confirm={t("teaching.declineConfirm")}
              disabled={why.trim() === ""}
              done={t("teaching.declined", { name: declining.user_name })}
              onClose={() => setDeclining(undefined)}
              onConfirm={() => declineLessonRequest(declining.id, why.trim()).then(onAnswered)}
            >
              <Textarea
                label={t("teaching.why")}
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
  const t = useT()
  const [date, setDate] = useState(() => todayAt(club.time_zone))
  const day = useLoad(() => prosWithReservations(club.id, date, teacherId), [club.id, date, teacherId, version])
  const courts = useLoad(() => listCourts(club.id), [club.id])
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? String(id)
  const [open, setOpen] = useState<number>()
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          onClick={() => setDate(addDays(date, -1))}
          aria-label={t("book.previousDay")}
        >
          ‹
        </Button>
        <Title order={2} size="h4">
          {longDate(date, club.time_zone)}
        </Title>
        <Button variant="default" size="xs" onClick={() => setDate(addDays(date, 1))} aria-label={t("book.nextDay")}>
          ›
        </Button>
      </Group>
      <Loaded state={day}>
        {(pros) => {
          const taught = pros[0]?.reservations ?? []
          return taught.length === 0 ? (
            <Text c="dimmed">{t("teaching.noneToday")}</Text>
          ) : (
            <Stack gap="xs" aria-label={t("teaching.daysLessons")}>
              {taught.map((r) =>
                r.kind === "clinic" ? (
                  <Card
                    key={r.id}
                    withBorder
                    padding="sm"
                    component="article"
                    aria-label={t("teaching.session", { name: r.info_text })}
                  >
                    <Group justify="space-between">
                      <Text fw={500}>
                        {timeRange(r.hour_start, r.hour_end)} · {r.info_text} · {courtName(r.court_id)}
                      </Text>
                      <Button size="xs" variant="light" onClick={() => setOpen(open === r.id ? undefined : r.id)}>
                        {t(open === r.id ? "teaching.closeRegister" : "teaching.takeAttendance")}
                      </Button>
                    </Group>
                    {open === r.id && <ClinicRegister reservationId={r.id} />}
                  </Card>
                ) : (
                  <Card
                    key={r.id}
                    withBorder
                    padding="sm"
                    component="article"
                    aria-label={t("teaching.lesson", { id: r.id })}
                  >
                    <Text fw={500}>
                      {timeRange(r.hour_start, r.hour_end)} · {courtName(r.court_id)}
                    </Text>
                    <Text size="sm">
                      {r.users.map((u) => u.name).join(", ") || r.info_text || t("teaching.noPlayers")}
                    </Text>
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
