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
import { Link, Navigate, useLocation } from "react-router"
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
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { addDays, longDate, timeRange, todayAt } from "../ui/format"
import { HoursPicker, LevelFields, rangeEnd } from "../ui/pickers"
import { PersonPicker, useFamily } from "../ui/family"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"

const FORMATS = [
  { value: "doubles", label: "Doubles" },
  { value: "singles", label: "Singles" },
  { value: "round_robin", label: "Round robin (doubles, partners rotate every 30 minutes)" },
]

/**
 * Open play for players: the club's sessions for a level, each saying whether the player's rating
 * is in its range; join (or wait for a place) for oneself or a child, and once the organiser has
 * arranged the games, see one's court and partners and record the result.
 */
export const OpenPlay = () => {
  const { session } = useSession()
  const location = useLocation()
  const { facility, choices, choose } = useFacilityChoice()
  if (session === undefined) return null
  if (session.user === null)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} />
  const staff = session.user.is_platform_admin || (facility?.role != null && isStaff(facility.role))
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Open play</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        <Text size="sm" c="dimmed" maw={720}>
          Come alone, play at your level: each session is for a range of ratings. At the start the players are arranged
          into games as even as the turnout allows, and results count for the club&apos;s leaderboards.
        </Text>
        {facility === undefined ? (
          <Text>Join a club to play its open play.</Text>
        ) : (
          <Board key={facility.id} facilityId={facility.id} zone={facility.time_zone} staff={staff} />
        )}
      </Stack>
    </main>
  )
}

const Board = ({ facilityId, zone, staff }: { facilityId: number; zone: string; staff: boolean }) => {
  const sessions = useLoad(() => openPlaySessions(facilityId), [facilityId])
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const courtName = (id: number) => courts.data?.find((c) => c.id === id)?.name ?? `Court ${id}`
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
            <Text>No open play is coming up at the club.</Text>
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
  const me = useSession().session!.user!
  const [joining, setJoining] = useState(false)
  const [leaving, setLeaving] = useState<number>()
  const [arranging, setArranging] = useState(false)
  const mine = s.players.filter((p) => p.mine)
  const full = s.joined >= s.cap
  const name = (id: number) => s.players.find((p) => p.user_id === id)?.name ?? "a player who left"
  return (
    <Card withBorder component="section" aria-label={s.name}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {s.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{s.range}</Badge>
            {s.status === "arranged" && <Badge color="teal">games set</Badge>}
          </Group>
        </Group>
        <Text size="sm">
          {longDate(s.play_date, zone)}, {timeRange(s.hour_start, s.hour_end)};{" "}
          {FORMATS.find((f) => f.value === s.format)?.label.split(" (")[0]} on {s.court_ids.map(courtName).join(", ")}.{" "}
          {s.price_label} a player. {s.joined} of {s.cap} places taken
          {s.waitlisted > 0 ? `, ${s.waitlisted} waiting` : ""}.
        </Text>
        <Text size="sm" c={s.fits ? "teal" : "dimmed"}>
          {s.my_rating === null
            ? s.fits
              ? "Open to all levels."
              : "Add your rating to your account to join: this session is for a level."
            : s.fits
              ? `Your rating, ${s.my_rating}, is in its range.`
              : `Your rating, ${s.my_rating}, is outside its range.`}
        </Text>
        {mine.map((p) => (
          <Group key={p.user_id} gap="xs">
            <Badge color={p.status === "joined" ? "teal" : "yellow"}>
              {p.user_id === me.id ? "You" : p.name}: {p.status === "joined" ? "in" : "on the waitlist"}
            </Badge>
            {s.status === "open" && (
              <Button size="compact-xs" variant="default" onClick={() => setLeaving(p.user_id)}>
                Leave
              </Button>
            )}
          </Group>
        ))}
        {s.status === "open" && (
          <Group>
            {mine.every((p) => p.user_id !== me.id) && (
              <Button disabled={!s.fits} onClick={() => setJoining(true)}>
                {full ? "Join the waitlist" : "Join"}
              </Button>
            )}
            {(staff || s.created_by === me.id) && s.joined >= (s.format === "singles" ? 2 : 4) && (
              <Button variant="light" onClick={() => setArranging(true)}>
                Arrange the games
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
          title="Leave this session?"
          confirm="Leave"
          done="You left the session."
          onClose={() => setLeaving(undefined)}
          onConfirm={() => leaveOpenPlay(s.facility_id, s.id, leaving).then(onChanged)}
        >
          <Text size="sm">
            The place goes to the first player waiting, and what it owes is taken off your reservations. A place already
            paid is refunded by the desk, by the club&apos;s policy.
          </Text>
        </Confirm>
      )}
      {arranging && (
        <Confirm
          title="Arrange the games now?"
          confirm="Arrange"
          color="teal"
          done="Games arranged; each player is mailed their court."
          onClose={() => setArranging(false)}
          onConfirm={() => arrangeOpenPlay(s.facility_id, s.id).then(onChanged)}
        >
          <Text size="sm">
            The {s.joined} players are put into games as even in level as possible, and each is mailed their court and
            partners. No one else can join after this.
          </Text>
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
  const me = useSession().session!.user!
  const family = useFamily()
  const [forId, setForId] = useState(me.id)
  const waivers = useBookingWaivers(s.facility_id, forId)
  return (
    <Confirm
      title={full ? "Join the waitlist?" : `Join ${s.name}?`}
      confirm={full ? "Join the waitlist" : "Join"}
      color="teal"
      done={full ? "On the waitlist: you are mailed if a place comes free." : "You are in."}
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
        label="For"
        people={family}
        value={family.find((p) => p.id === forId) ?? { id: me.id, name: "" }}
        onChange={setForId}
      />
      <Text size="sm">
        {full
          ? `Every place is taken. If one comes free it is yours, in the order players joined the waitlist, and ${s.price_label} is then owed like any booking.`
          : `A place is ${s.price_label}, owed like any booking: pay it in your reservations before you play.`}
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
  const me = useSession().session!.user!
  const action = useAction()
  const mine = (ids: ReadonlyArray<number>) => ids.includes(me.id)
  const yours = s.games.filter((g) => mine(g.team1) || mine(g.team2))
  return (
    <Stack gap="xs">
      {yours.length > 0 && (
        <Alert color="teal" title="Your court">
          {yours
            .map((g) => {
              const [own, other] = mine(g.team1) ? [g.team1, g.team2] : [g.team2, g.team1]
              const partners = own.filter((id) => id !== me.id).map(name)
              return `Round ${g.round}: ${courtName(g.court_id)}${partners.length > 0 ? `, with ${partners.join(", ")}` : ""}, against ${other.map(name).join(" and ")}.`
            })
            .join(" ")}
        </Alert>
      )}
      {action.error !== undefined && <Failure message={action.error} />}
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={`Games of ${s.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Round</Table.Th>
              <Table.Th>Court</Table.Th>
              <Table.Th>Side 1</Table.Th>
              <Table.Th>Side 2</Table.Th>
              <Table.Th>Result</Table.Th>
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
                    `Side ${g.winner_team} won${g.score ? ` ${g.score}` : ""}`
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
                              "Result recorded: it counts for the leaderboards.",
                            )
                          }
                        >
                          Side {side} won
                        </Button>
                      ))}
                    </Group>
                  ) : (
                    "to play"
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
          Set up open play
        </Button>
      </Group>
    )
  return (
    <Card withBorder component="section" aria-label="Set up open play">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Set up open play
        </Title>
        <Text size="sm" c="dimmed">
          {staff
            ? "Its courts are booked for it now, by the club's hours and rules. Players pay their place like a booking."
            : "Its court is booked for you now, by the club's rules, and its fee is yours; players join free, and you arrange the games."}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Name" value={draft.name} onChange={(e) => change({ name: e.currentTarget.value })} />
          <Select
            label="Format"
            data={FORMATS}
            value={draft.format}
            onChange={(v) => v && change({ format: v })}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label="Day"
            value={draft.play_date}
            onChange={(e) => change({ play_date: e.currentTarget.value })}
          />
          <HoursPicker hourStart={draft.hour_start} hourEnd={draft.hour_end} onChange={change} />
          {staff ? (
            <MultiSelect
              label="Courts"
              data={courts}
              value={draft.court_ids}
              onChange={(v) => change({ court_ids: v })}
            />
          ) : (
            <Select
              label="Court"
              data={courts}
              value={draft.court_ids[0] ?? null}
              onChange={(v) => change({ court_ids: v === null ? [] : [v] })}
            />
          )}
          <LevelFields draft={draft} onChange={change} />
          {staff && (
            <NumberInput
              label="Price a player"
              decimalScale={decimals}
              min={0}
              value={draft.price}
              onChange={(v) => change({ price: v })}
            />
          )}
          <NumberInput label="Players at most" min={2} value={draft.cap} onChange={(v) => change({ cap: v })} />
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
                "Open play set up: its courts are booked for it.",
              )
            }
          >
            Set up
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            Not now
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Players without a rating of the kind chosen can join only a session open to all levels
          {staff ? (
            <>
              ; staff rate players on their <Link to="/members">member page</Link>.
            </>
          ) : (
            "."
          )}
        </Text>
      </Stack>
    </Card>
  )
}
