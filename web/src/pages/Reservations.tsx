import { Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Link, Navigate } from "react-router"
import {
  cancellationVerification,
  cancelReservation,
  invitePlayer,
  myReservations,
  noShowReservations,
} from "../api/reservations"
import { openDoor } from "../api/doors"
import { localInstant } from "../../../engine/dates"
import { useSession } from "../session"
import { longDate, money, timeRange } from "../ui/format"
import { ReservationMoney } from "../ui/Payments"
import { LessonFromPackage } from "../ui/LessonPackages"
import { MatchResultForm } from "../ui/MatchResult"
import { OpenGameDialog } from "../ui/OpenGame"
import { Recordings } from "../ui/Recordings"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { useT } from "../i18n/I18n"

type Listed = Awaited<ReturnType<typeof myReservations>>["reservations"][number]
type View = "upcoming" | "past" | "no_shows"

/** A person's reservations (and their children's): upcoming ones to cancel or add a guest to, past ones, no-shows. */
export const Reservations = () => {
  const { session } = useSession()
  const [view, setView] = useState<View>("upcoming")
  const [page, setPage] = useState(1)
  const t = useT()
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/reservations" />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("reservations.title")}</Title>
          <Button component={Link} to="/book">
            {t("book.title")}
          </Button>
        </Group>
        <SegmentedControl
          value={view}
          onChange={(v) => (setView(v as View), setPage(1))}
          data={[
            { value: "upcoming", label: t("reservations.upcoming") },
            { value: "past", label: t("reservations.past") },
            { value: "no_shows", label: t("reservations.noShows") },
          ]}
        />
        {view === "no_shows" ? <NoShows /> : <Listing key={view} when={view} page={page} onPage={setPage} />}
      </Stack>
    </main>
  )
}

const Listing = ({ when, page, onPage }: { when: "upcoming" | "past"; page: number; onPage: (p: number) => void }) => {
  const list = useLoad(() => myReservations({ when, page }), [when, page])
  const t = useT()
  return (
    <Loaded state={list}>
      {(data) => (
        <Stack gap="sm">
          {data.reservations.length === 0 && (
            <Text>{when === "upcoming" ? t("reservations.nothingBooked") : t("reservations.nonePast")}</Text>
          )}
          {data.reservations.map((r) => (
            <ReservationCard key={r.id} reservation={r} upcoming={when === "upcoming"} onChanged={list.reload} />
          ))}
          {(page > 1 || data.has_more) && (
            <Group justify="center">
              <Button variant="default" disabled={page === 1} onClick={() => onPage(page - 1)}>
                {t("reservations.newer")}
              </Button>
              <Text size="sm">{t("reservations.page", { page })}</Text>
              <Button variant="default" disabled={!data.has_more} onClick={() => onPage(page + 1)}>
                {t("reservations.older")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Loaded>
  )
}

const ReservationCard = ({
  reservation: r,
  upcoming,
  onChanged,
}: {
  reservation: Listed
  upcoming: boolean
  onChanged: () => Promise<void>
}) => {
  const [cancelling, setCancelling] = useState(false)
  const [guest, setGuest] = useState("")
  const [adding, setAdding] = useState(false)
  const [paying, setPaying] = useState(false)
  const [opening, setOpening] = useState(false)
  const me = useSession().session?.user?.id
  const booker = r.created_by === me || r.users[0]?.user_id === me
  const action = useAction()
  const t = useT()
  return (
    <Card withBorder component="article" aria-label={`${r.court_name}, ${longDate(r.date, r.time_zone)}`}>
      <Group justify="space-between" align="start">
        <div>
          <Text fw={700}>
            {longDate(r.date, r.time_zone)}, {timeRange(r.hour_start, r.hour_end)}
          </Text>
          <Text>
            {r.court_name} · {r.facility_name}
          </Text>
          {r.teacher_name !== null && (
            <Text size="sm">{t("reservations.lessonWith", { teacher: r.teacher_name })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {r.kind === "clinic"
              ? t("reservations.clinic", { name: r.info_text })
              : r.users.map((u) => (u.guest ? t("reservations.guest", { name: u.name }) : u.name)).join(", ")}
          </Text>
        </div>
        <Stack gap={4} align="end">
          <Badge color={r.status === "booked" ? "teal" : r.status === "checked" ? "blue" : "gray"}>
            {t(`status.${r.status}`)}
          </Badge>
          {r.totals.total > 0 && <Text fw={600}>{money(r.totals.total, r.currency, r.currency_decimals)}</Text>}
        </Stack>
      </Group>
      {upcoming && r.kind === "clinic" && (
        // A clinic session is the club's: a place in it is given up on the Clinics page.
        <Group mt="sm" gap="xs">
          <Button variant="light" size="xs" component={Link} to={`/clinics?facility=${r.facility_id}`}>
            {t("reservations.clinicPlace")}
          </Button>
        </Group>
      )}
      {upcoming && r.kind !== "clinic" && (
        <Group mt="sm" gap="xs">
          <Button variant="light" color="red" size="xs" onClick={() => setCancelling(true)}>
            {t("reservations.cancel")}
          </Button>
          <Button variant="light" size="xs" onClick={() => setAdding(!adding)}>
            {t("book.addGuest")}
          </Button>
          {r.kind === "reservation" && booker && (
            <Button variant="light" size="xs" onClick={() => setOpening(true)}>
              {t("reservations.lookForPlayers")}
            </Button>
          )}
          {r.totals.total > 0 && (
            <Button variant="light" size="xs" onClick={() => setPaying(!paying)}>
              {t("reservations.payment")}
            </Button>
          )}
          {underWay(r) && (
            <Button
              size="xs"
              loading={action.busy === "door"}
              onClick={() =>
                void action.run(
                  "door",
                  () => openDoor({ facility_id: r.facility_id, reservation_id: r.id }),
                  undefined,
                  t("reservations.doorOpen"),
                )
              }
            >
              {t("reservations.openDoor")}
            </Button>
          )}
        </Group>
      )}
      {!upcoming && r.official_match && (r.status === "booked" || r.status === "checked") && (
        <MatchResultForm reservationId={r.id} players={r.users} />
      )}
      {!upcoming && r.filmed && (r.status === "booked" || r.status === "checked") && (
        <Recordings reservationId={r.id} />
      )}
      {paying && (
        <Card withBorder mt="sm" padding="sm">
          <Stack gap="sm">
            <LessonFromPackage lesson={r} onUsed={() => (setPaying(false), onChanged())} />
            <ReservationMoney reservationId={r.id} facilityId={r.facility_id} club={r} staff={false} />
          </Stack>
        </Card>
      )}
      {adding && (
        <Group mt="sm" align="end">
          <TextInput
            label={t("book.guestName")}
            value={guest}
            onChange={(e) => setGuest(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            loading={action.busy === "guest"}
            disabled={guest.trim() === ""}
            onClick={() =>
              void action
                .run("guest", () => invitePlayer(r.id, { name: guest.trim() }), undefined, t("reservations.guestAdded"))
                .then(async (ok) => {
                  if (!ok) return
                  setGuest("")
                  setAdding(false)
                  await onChanged()
                })
            }
          >
            {t("reservations.add")}
          </Button>
        </Group>
      )}
      {action.error !== undefined && !cancelling && <Failure message={action.error} />}
      {opening && (
        <OpenGameDialog
          reservationId={r.id}
          room={r.reservation_type === 0 ? undefined : r.reservation_type - r.users.length}
          onClose={() => setOpening(false)}
        />
      )}
      {cancelling && <CancelDialog reservation={r} onClose={() => setCancelling(false)} onCancelled={onChanged} />}
    </Card>
  )
}

/**
 * Whether the booking is on now or starts within the hour: its card offers the club's door. The
 * club's own window decides; the server says so when it is not yet open for the player.
 */
const underWay = (r: Listed) => {
  const now = Date.now()
  return (
    (r.status === "booked" || r.status === "checked") &&
    localInstant(r.date, r.hour_start, r.time_zone).getTime() - 3_600_000 <= now &&
    now <= localInstant(r.date, r.hour_end, r.time_zone).getTime()
  )
}

/** Cancelling first shows the cancellation verification's message, then asks to confirm. */
const CancelDialog = ({
  reservation: r,
  onClose,
  onCancelled,
}: {
  reservation: Listed
  onClose: () => void
  onCancelled: () => Promise<void>
}) => {
  const check = useLoad(() => cancellationVerification(r.id), [r.id])
  const action = useAction()
  const t = useT()
  return (
    <Modal opened onClose={onClose} title={t("reservations.cancelTitle")}>
      <Text mb="sm">
        {r.court_name}, {longDate(r.date, r.time_zone)}, {timeRange(r.hour_start, r.hour_end)}
      </Text>
      <Loaded state={check}>
        {(verdict) => (
          <Stack>
            <Text role="note">{verdict.message}</Text>
            {action.error !== undefined && <Failure message={action.error} />}
            <Group justify="end">
              <Button variant="default" onClick={onClose}>
                {t("reservations.keep")}
              </Button>
              {verdict.allowed && (
                <Button
                  color="red"
                  loading={action.busy === "cancel"}
                  onClick={() =>
                    void action
                      .run("cancel", () => cancelReservation(r.id), undefined, t("reservations.cancelled"))
                      .then(async (ok) => {
                        if (!ok) return
                        onClose()
                        await onCancelled()
                      })
                  }
                >
                  {t("reservations.cancelConfirm")}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Loaded>
    </Modal>
  )
}

const NoShows = () => {
  const list = useLoad(() => noShowReservations(), [])
  const t = useT()
  return (
    <Loaded state={list}>
      {(rows) =>
        rows.length === 0 ? (
          <Text>{t("reservations.noNoShows")}</Text>
        ) : (
          <Stack gap="xs">
            {rows.map((r) => (
              <Card key={r.id} withBorder>
                <Text>{t("reservations.noShow", { date: r.date, times: timeRange(r.hour_start, r.hour_end) })}</Text>
              </Card>
            ))}
          </Stack>
        )
      }
    </Loaded>
  )
}
