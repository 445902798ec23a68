import { ClubShell } from "../ui/ClubPage"
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useState } from "react"
import { Link } from "react-router"
import { isStaff } from "../../../engine/roles"
import { toMinor } from "../../../engine/money"
import { listCourts } from "../api/courts"
import { getFacility } from "../api/facilities"
import {
  arrangeOpenPlay,
  createOpenPlay,
  joinOpenPlay,
  leaveOpenPlay,
  type OpenPlaySession,
  openPlaySessions,
  recordOpenPlayResult,
} from "../api/openPlay"
import { useSession } from "../session"
import { useBookingWaivers } from "../ui/BookingWaivers"
import { Confirm } from "../ui/Confirm"
import { addDays, andList, longDate, money, timeRange, todayAt } from "../ui/format"
import { HoursPicker, LevelFields, rangeEnd } from "../ui/pickers"
import { PersonPicker, useFamily } from "../ui/family"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { type MessageId, Message, useT } from "../i18n/I18n"

const FORMATS: ReadonlyArray<{ value: string; label: MessageId; short: MessageId }> = [
  { value: "doubles", label: "openPlay.format.doubles", short: "openPlay.format.doubles" },
  { value: "singles", label: "openPlay.format.singles", short: "openPlay.format.singles" },
  { value: "round_robin", label: "openPlay.format.roundRobinLong", short: "openPlay.format.roundRobin" },
]

/**
 * Open play for players: the club's sessions for a level, each saying whether the player's rating
 * is in its range; join (or wait for a place) for oneself or a child, and once the organiser has
 * arranged the games, see one's court and partners and record the result.
 */
export const OpenPlay = () => {
  const t = useT()
  const admin = useSession().session?.user?.is_platform_admin ?? false
  return (
    <ClubShell title={t("openPlay.title")} about={t("openPlay.about")} none={t("openPlay.none")}>
      {(facility) => (
        <Board
          key={facility.id}
          facilityId={facility.id}
          zone={facility.time_zone}
          staff={admin || (facility.role !== null && isStaff(facility.role))}
        />
      )}
    </ClubShell>
  )
}

const Board = ({ facilityId, zone, staff }: { facilityId: number; zone: string; staff: boolean }) => {
  const t = useT()
  const sessions = useLoad(() => openPlaySessions(facilityId), [facilityId])
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? String(id)
  return (
    <Stack gap="lg">
      <NewSession
        facilityId={facilityId}
        zone={zone}
        staff={staff}
        courts={(courts.data ?? []).filter((c) => c.active).map((c) => ({ value: String(c.id), label: c.name }))}
        onCreated={sessions.reload}
      />
      <Loaded state={sessions}>
        {(list) =>
          list.length === 0 ? (
            <Text>{t("openPlay.noneComing")}</Text>
          ) : (
            <Stack gap="md">
              {list.map((s) => (
                <SessionCard
                  key={s.id}
                  session={s}
                  zone={zone}
                  staff={staff}
                  courtName={courtName}
                  onChanged={sessions.reload}
                />
              ))}
            </Stack>
          )
        }
      </Loaded>
    </Stack>
  )
}

const SessionCard = ({
  session: s,
  zone,
  staff,
  courtName,
  onChanged,
}: {
  session: OpenPlaySession
  zone: string
  staff: boolean
  courtName: (id: number) => string
  onChanged: () => void
}) => {
  const t = useT()
  const me = useSession().session!.user!
  const [joining, setJoining] = useState(false)
  const [leaving, setLeaving] = useState<number>()
  const [arranging, setArranging] = useState(false)
  const mine = s.players.filter((p) => p.mine)
  const full = s.joined >= s.cap
  const name = (id: number) => s.players.find((p) => p.user_id === id)?.name ?? t("openPlay.playerLeft")
  return (
    <Card withBorder component="section" aria-label={s.name}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {s.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{s.range}</Badge>
            {s.status === "arranged" && <Badge color="teal">{t("openPlay.gamesSet")}</Badge>}
          </Group>
        </Group>
        <Text size="sm">
          {t(s.waitlisted > 0 ? "openPlay.sessionWaiting" : "openPlay.session", {
            day: longDate(s.play_date, zone),
            time: timeRange(s.hour_start, s.hour_end),
            format: t(FORMATS.find((f) => f.value === s.format)?.short ?? "openPlay.format.doubles"),
            courts: s.court_ids.map(courtName).join(", "),
            price: money(s.price, s.currency, s.currency_decimals),
            joined: s.joined,
            cap: s.cap,
            waiting: s.waitlisted,
          })}
        </Text>
        <Text size="sm" c={s.fits ? "teal" : "dimmed"}>
          {s.my_rating === null
            ? t(s.fits ? "openPlay.allLevels" : "openPlay.addRating")
            : t(s.fits ? "openPlay.inRange" : "openPlay.outOfRange", { rating: s.my_rating })}
        </Text>
        {mine.map((p) => (
          <Group key={p.user_id} gap="xs">
            <Badge color={p.status === "joined" ? "teal" : "yellow"}>
              {t(p.status === "joined" ? "openPlay.in" : "openPlay.waiting", {
                who: p.user_id === me.id ? t("openPlay.you") : p.name,
              })}
            </Badge>
            {s.status === "open" && (
              <Button size="compact-xs" variant="default" onClick={() => setLeaving(p.user_id)}>
                {t("openPlay.leave")}
              </Button>
            )}
          </Group>
        ))}
        {s.status === "open" && (
          <Group>
            {mine.every((p) => p.user_id !== me.id) && (
              <Button disabled={!s.fits} onClick={() => setJoining(true)}>
                {t(full ? "clinics.joinWaitlist" : "finder.join")}
              </Button>
            )}
            {(staff || s.created_by === me.id) && s.joined >= (s.format === "singles" ? 2 : 4) && (
              <Button variant="light" onClick={() => setArranging(true)}>
                {t("openPlay.arrange")}
              </Button>
            )}
          </Group>
        )}
        {s.games.length > 0 && (
          <Games session={s} staff={staff} courtName={courtName} name={name} onChanged={onChanged} />
        )}
      </Stack>
      {joining && (
        <JoinDialog
          session={s}
          full={full}
          onClose={() => setJoining(false)}
          onJoined={() => {
            setJoining(false)
            onChanged()
          }}
        />
      )}
      {leaving !== undefined && (
        <Confirm
          title={t("openPlay.leaveTitle")}
          confirm={t("openPlay.leave")}
          done={t("openPlay.left")}
          onClose={() => setLeaving(undefined)}
          onConfirm={() => leaveOpenPlay(s.facility_id, s.id, leaving).then(onChanged)}
        >
          <Text size="sm">{t("openPlay.leaveNote")}</Text>
        </Confirm>
      )}
      {arranging && (
        <Confirm
          title={t("openPlay.arrangeTitle")}
          confirm={t("openPlay.arrangeConfirm")}
          color="teal"
          done={t("openPlay.arranged")}
          onClose={() => setArranging(false)}
          onConfirm={() => arrangeOpenPlay(s.facility_id, s.id).then(onChanged)}
        >
          <Text size="sm">{t("openPlay.arrangeNote", { joined: s.joined })}</Text>
        </Confirm>
      )}
    </Card>
  )
}

/** Asks before joining: the price owed, for whom, and the club's booking waiver where it asks one. */
const JoinDialog = ({
  session: s,
  full,
  onClose,
  onJoined,
}: {
  session: OpenPlaySession
  full: boolean
  onClose: () => void
  onJoined: () => void
}) => {
  const t = useT()
  const me = useSession().session!.user!
  const family = useFamily()
  const [forId, setForId] = useState(me.id)
  const waivers = useBookingWaivers(s.facility_id, forId)
  return (
    <Confirm
      title={full ? t("clinics.waitlistTitle") : t("openPlay.joinTitle", { name: s.name })}
      confirm={t(full ? "clinics.joinWaitlist" : "finder.join")}
      color="teal"
      done={t(full ? "openPlay.onWaitlist" : "openPlay.youAreIn")}
      disabled={waivers.waiting}
      onClose={onClose}
      onConfirm={() =>
        waivers
          .acceptTicked()
          .then(() => joinOpenPlay(s.facility_id, s.id, forId === me.id ? undefined : forId))
          .then(onJoined)
      }
    >
      <PersonPicker
        label={t("watch.for")}
        people={family}
        value={family.find((p) => p.id === forId) ?? { id: me.id }}
        onChange={setForId}
      />
      <Text size="sm">
        {t(full ? "openPlay.fullNote" : "openPlay.placeNote", {
          price: money(s.price, s.currency, s.currency_decimals),
        })}
      </Text>
      {waivers.checks(forId !== me.id)}
    </Confirm>
  )
}

const Games = ({
  session: s,
  staff,
  courtName,
  name,
  onChanged,
}: {
  session: OpenPlaySession
  staff: boolean
  courtName: (id: number) => string
  name: (id: number) => string
  onChanged: () => void
}) => {
  const t = useT()
  const me = useSession().session!.user!
  const action = useAction()
  const mine = (ids: ReadonlyArray<number>) => ids.includes(me.id)
  const yours = s.games.filter((g) => mine(g.team1) || mine(g.team2))
  return (
    <Stack gap="xs">
      {yours.length > 0 && (
        <Alert color="teal" title={t("openPlay.yourCourt")}>
          {yours
            .map((g) => {
              const [own, other] = mine(g.team1) ? [g.team1, g.team2] : [g.team2, g.team1]
              const partners = own.filter((id) => id !== me.id).map(name)
              return t(partners.length > 0 ? "openPlay.roundWith" : "openPlay.round", {
                round: g.round,
                court: courtName(g.court_id),
                partners: partners.join(", "),
                against: andList(other.map(name)),
              })
            })
            .join(" ")}
        </Alert>
      )}
      {action.error !== undefined && <Failure message={action.error} />}
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t("openPlay.gamesOf", { name: s.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("openPlay.roundHead")}</Table.Th>
              <Table.Th>{t("grid.court")}</Table.Th>
              <Table.Th>{t("openPlay.side", { side: 1 })}</Table.Th>
              <Table.Th>{t("openPlay.side", { side: 2 })}</Table.Th>
              <Table.Th>{t("openPlay.result")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.games.map((g) => (
              <Table.Tr key={g.id}>
                <Table.Td>{g.round}</Table.Td>
                <Table.Td>{courtName(g.court_id)}</Table.Td>
                <Table.Td>{g.team1.map(name).join(" & ")}</Table.Td>
                <Table.Td>{g.team2.map(name).join(" & ")}</Table.Td>
                <Table.Td>
                  {g.winner_team !== null ? (
                    t(g.score ? "openPlay.sideWonScore" : "openPlay.sideWon", {
                      side: g.winner_team,
                      score: g.score ?? "",
                    })
                  ) : staff || mine(g.team1) || mine(g.team2) ? (
                    <Group gap={4} wrap="nowrap">
                      {([1, 2] as const).map((side) => (
                        <Button
                          key={side}
                          size="compact-xs"
                          variant="default"
                          loading={action.busy === `${g.id}-${side}`}
                          onClick={() =>
                            void action.run(
                              `${g.id}-${side}`,
                              () => recordOpenPlayResult(s.facility_id, s.id, g.id, { winner_team: side }),
                              onChanged,
                              t("openPlay.resultRecorded"),
                            )
                          }
                        >
                          {t("openPlay.sideWon", { side, score: "" })}
                        </Button>
                      ))}
                    </Group>
                  ) : (
                    t("openPlay.toPlay")
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}

/**
 * A new session: day and hours, courts, format, a range on a rating kind, price of a place and
 * cap. A member's is on one court they book themself, free to join.
 */
const NewSession = ({
  facilityId,
  zone,
  staff,
  courts,
  onCreated,
}: {
  facilityId: number
  zone: string
  staff: boolean
  courts: ReadonlyArray<{ value: string; label: string }>
  onCreated: () => void
}) => {
  const t = useT()
  const [open, setOpen] = useState(false)
  const blank = () => ({
    name: "",
    format: "doubles",
    play_date: addDays(todayAt(zone), 1),
    hour_start: String(18 * 3600),
    hour_end: String(20 * 3600),
    court_ids: [] as Array<string>,
    rating_kind: "dupr",
    rating_min: "" as number | string,
    rating_max: "" as number | string,
    price: (staff ? 15 : 0) as number | string,
    cap: 8 as number | string,
  })
  const [draft, setDraft] = useState(blank)
  const change = (next: Partial<ReturnType<typeof blank>>) => setDraft({ ...draft, ...next })
  const action = useAction()
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const decimals = club.data?.currency_decimals ?? 2
  if (!open)
    return (
      <Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          {t("openPlay.setUpTitle")}
        </Button>
      </Group>
    )
  return (
    <Card withBorder component="section" aria-label={t("openPlay.setUpTitle")}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("openPlay.setUpTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t(staff ? "openPlay.setUpStaff" : "openPlay.setUpMember")}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t("lessons.name")}
            value={draft.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
          />
          <Select
            label={t("openPlay.formatLabel")}
            data={FORMATS.map((f) => ({ value: f.value, label: t(f.label) }))}
            value={draft.format}
            onChange={(v) => v && change({ format: v })}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label={t("clinics.day")}
            value={draft.play_date}
            onChange={(e) => change({ play_date: e.currentTarget.value })}
          />
          <HoursPicker hourStart={draft.hour_start} hourEnd={draft.hour_end} onChange={change} />
          {staff ? (
            <MultiSelect
              label={t("clubHome.courts")}
              data={courts}
              value={draft.court_ids}
              onChange={(v) => change({ court_ids: v })}
            />
          ) : (
            <Select
              label={t("grid.court")}
              data={courts}
              value={draft.court_ids[0] ?? null}
              onChange={(v) => change({ court_ids: v === null ? [] : [v] })}
            />
          )}
          <LevelFields draft={draft} onChange={change} />
          {staff && (
            <NumberInput
              label={t("openPlay.pricePlayer")}
              decimalScale={decimals}
              min={0}
              value={draft.price}
              onChange={(v) => change({ price: v })}
            />
          )}
          <NumberInput label={t("openPlay.cap")} min={2} value={draft.cap} onChange={(v) => change({ cap: v })} />
        </SimpleGrid>
        {action.error !== undefined && <Failure message={action.error} />}
        <Group>
          <Button
            loading={action.busy === "create"}
            onClick={() =>
              void action.run(
                "create",
                () =>
                  createOpenPlay(facilityId, {
                    name: draft.name,
                    format: draft.format as "doubles",
                    play_date: draft.play_date,
                    hour_start: Number(draft.hour_start),
                    hour_end: Number(draft.hour_end),
                    court_ids: draft.court_ids.map(Number),
                    rating_kind: draft.rating_kind,
                    rating_min: rangeEnd(draft.rating_min),
                    rating_max: rangeEnd(draft.rating_max),
                    price: toMinor(draft.price, decimals),
                    cap: Number(draft.cap),
                  }),
                () => {
                  setOpen(false)
                  setDraft(blank())
                  onCreated()
                },
                t("openPlay.setUpDone"),
              )
            }
          >
            {t("openPlay.setUp")}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t("openPlay.notNow")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {staff ? (
            <Message id="openPlay.unratedStaff" values={{ link: (words) => <Link to="/members">{words}</Link> }} />
          ) : (
            t("openPlay.unrated")
          )}
        </Text>
      </Stack>
    </Card>
  )
}
