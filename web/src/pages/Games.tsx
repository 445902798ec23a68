import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core"
import { useState } from "react"
import { Link, Navigate, useLocation } from "react-router"
import {
  acceptJoinRequest,
  askToJoin,
  declineJoinRequest,
  type FoundGames,
  findGames,
  type GameSearch,
  type JoinRequest,
  joinRequests,
  withdrawJoinRequest,
} from "../api/openGames"
import { useSession } from "../session"
import { useBookingWaivers } from "../ui/BookingWaivers"
import { Confirm } from "../ui/Confirm"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { PersonPicker, useFamily } from "../ui/family"
import { longDate, timeRange, todayAt } from "../ui/format"
import { HoursPicker, RATING_KINDS } from "../ui/pickers"
import { Loaded, useLoad } from "../ui/load"

const SPANS = [
  { value: "1", label: "That day" },
  { value: "3", label: "Three days" },
  { value: "7", label: "A week" },
  { value: "14", label: "Two weeks" },
]
type FoundBooking = FoundGames["bookings"][number]

/**
 * "Find me a game": a player names days, the hours they can start and a level, and sees the
 * club's open play sessions and the bookings other players opened to their level; they ask to
 * join a booking, and answer the requests to the bookings they opened themselves.
 */
export const Games = () => {
  const { session } = useSession()
  const location = useLocation()
  const { facility, choices, choose } = useFacilityChoice()
  if (session === undefined) return null
  if (session.user === null)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Find a game</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        <Text size="sm" c="dimmed" maw={720}>
          Say when you can play and at what level: you see the club&apos;s open play and the games other players opened
          to your level, and ask to join one. To find players for your own booking, choose &quot;Look for players&quot;
          on it in <Link to="/reservations">your reservations</Link>.
        </Text>
        {facility === undefined ? (
          <Text>Join a club to find games at it.</Text>
        ) : (
          <Finder key={facility.id} facilityId={facility.id} zone={facility.time_zone} />
        )}
      </Stack>
    </main>
  )
}

const Finder = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const me = useSession().session!.user!
  const family = useFamily()
  const [draft, setDraft] = useState({
    for_user_id: me.id,
    date: todayAt(zone),
    days: "7",
    hour_start: String(17 * 3600),
    hour_end: String(21 * 3600),
    rating_kind: "dupr",
    rating: "" as number | string,
  })
  const change = (next: Partial<typeof draft>) => setDraft({ ...draft, ...next })
  const [search, setSearch] = useState<GameSearch>()
  const requests = useLoad(() => joinRequests(facilityId), [facilityId])
  const find = () =>
    setSearch({
      date: draft.date,
      days: Number(draft.days),
      hour_start: Number(draft.hour_start),
      hour_end: Number(draft.hour_end),
      rating_kind: draft.rating_kind,
      rating: draft.rating === "" ? undefined : Number(draft.rating),
      for_user_id: draft.for_user_id === me.id ? undefined : draft.for_user_id,
    })
  return (
    <Stack gap="lg">
      <Loaded state={requests}>{(r) => <Requests requests={r} zone={zone} onChanged={requests.reload} />}</Loaded>
      <Card withBorder component="section" aria-label="Look for a game">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {family.length > 1 && (
              <PersonPicker
                label="For"
                people={family}
                value={family.find((p) => p.id === draft.for_user_id) ?? { id: me.id, name: "" }}
                onChange={(id) => change({ for_user_id: id })}
              />
            )}
            <TextInput
              type="date"
              label="From the day"
              value={draft.date}
              onChange={(e) => change({ date: e.currentTarget.value })}
            />
            <Select
              label="Over"
              data={SPANS}
              value={draft.days}
              onChange={(v) => v && change({ days: v })}
              allowDeselect={false}
            />
            <HoursPicker hourStart={draft.hour_start} hourEnd={draft.hour_end} onChange={change} />
            <Select
              label="Rating"
              data={RATING_KINDS}
              value={draft.rating_kind}
              onChange={(v) => v && change({ rating_kind: v })}
              allowDeselect={false}
            />
            <NumberInput
              label="Level"
              description="Empty: your rating on your account"
              decimalScale={2}
              value={draft.rating}
              onChange={(v) => change({ rating: v })}
            />
          </SimpleGrid>
          <Group>
            <Button onClick={find}>Find games</Button>
          </Group>
        </Stack>
      </Card>
      {search !== undefined && (
        <Results facilityId={facilityId} zone={zone} search={search} onAsked={requests.reload} />
      )}
    </Stack>
  )
}

const Results = ({
  facilityId,
  zone,
  search,
  onAsked,
}: {
  facilityId: number
  zone: string
  search: GameSearch
  onAsked: () => void
}) => {
  const found = useLoad(() => findGames(facilityId, search), [facilityId, JSON.stringify(search)])
  const [asking, setAsking] = useState<FoundBooking>()
  const label = RATING_KINDS.find((k) => k.value === search.rating_kind)?.label ?? search.rating_kind
  return (
    <Loaded state={found}>
      {(f) => (
        <Stack gap="md" component="section" aria-label="Games found">
          <Text size="sm">
            {f.rating === null
              ? `Without a ${label} rating you fit only games open to all levels; add yours on your account, or name a level.`
              : `Games for ${label} ${f.rating}, soonest first.`}
          </Text>
          {f.sessions.length === 0 && f.bookings.length === 0 && (
            <Text>No game fits yet. Try more days or hours, or join the club&apos;s open play when it has some.</Text>
          )}
          {f.sessions.map((s) => (
            <Card key={`s${s.id}`} withBorder>
              <Group justify="space-between">
                <div>
                  <Text fw={700}>
                    Open play: {s.name}, {longDate(s.play_date, zone)}, {timeRange(s.hour_start, s.hour_end)}
                  </Text>
                  <Text size="sm">
                    {s.range}; {s.price_label} a player; {s.joined} of {s.cap} places taken.
                  </Text>
                </div>
                <Button variant="light" component={Link} to="/open-play">
                  Join in Open play
                </Button>
              </Group>
            </Card>
          ))}
          {f.bookings.map((b) => (
            <Card key={`b${b.reservation_id}`} withBorder component="article" aria-label={`${b.booker}'s game`}>
              <Group justify="space-between" align="start">
                <div>
                  <Text fw={700}>
                    {b.booker}&apos;s game: {b.court_name}, {longDate(b.date, zone)},{" "}
                    {timeRange(b.hour_start, b.hour_end)}
                  </Text>
                  <Text size="sm">
                    For {b.range}; looking for {b.room} more player{b.room === 1 ? "" : "s"}.
                  </Text>
                  {b.note !== null && (
                    <Text size="sm" c="dimmed">
                      “{b.note}”
                    </Text>
                  )}
                </div>
                {b.asked === null ? (
                  <Button onClick={() => setAsking(b)}>Ask to join</Button>
                ) : (
                  <Badge color={b.asked === "accepted" ? "teal" : b.asked === "asked" ? "yellow" : "gray"}>
                    {b.asked === "asked" ? "asked" : b.asked}
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
          {asking !== undefined && (
            <AskDialog
              facilityId={facilityId}
              zone={zone}
              game={asking}
              forId={search.for_user_id}
              onClose={() => setAsking(undefined)}
              onAsked={() => {
                setAsking(undefined)
                found.reload()
                onAsked()
              }}
            />
          )}
        </Stack>
      )}
    </Loaded>
  )
}

/** Asks before asking: what the booker sees, what accepting does, and the club's booking waiver where it asks one. */
const AskDialog = ({
  facilityId,
  zone,
  game,
  forId,
  onClose,
  onAsked,
}: {
  facilityId: number
  zone: string
  game: FoundBooking
  forId: number | undefined
  onClose: () => void
  onAsked: () => void
}) => {
  const me = useSession().session!.user!
  const [message, setMessage] = useState("")
  const waivers = useBookingWaivers(facilityId, forId ?? me.id)
  return (
    <Confirm
      title={`Ask to join ${game.booker}'s game?`}
      confirm="Ask to join"
      color="teal"
      done="Asked: you are mailed when the booker answers."
      disabled={waivers.waiting}
      onClose={onClose}
      onConfirm={() =>
        waivers
          .acceptTicked()
          .then(() =>
            askToJoin(game.reservation_id, {
              ...(forId === undefined ? {} : { for_user_id: forId }),
              ...(message.trim() === "" ? {} : { message: message.trim() }),
            }),
          )
          .then(onAsked)
      }
    >
      <Text size="sm">
        {game.booker} is mailed your name and rating. If they accept, you are added to their booking on{" "}
        {longDate(game.date, zone)} at {game.court_name} and mailed; the court&apos;s fee stays on their booking as it
        is.
      </Text>
      <Textarea
        label="A word to the booker (optional)"
        maxLength={300}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      {waivers.checks(forId !== undefined)}
    </Confirm>
  )
}

const Requests = ({
  requests,
  zone,
  onChanged,
}: {
  requests: { to_me: ReadonlyArray<JoinRequest>; mine: ReadonlyArray<JoinRequest> }
  zone: string
  onChanged: () => void
}) => {
  const [answering, setAnswering] = useState<{ q: JoinRequest; accept: boolean }>()
  const [withdrawing, setWithdrawing] = useState<JoinRequest>()
  const waiting = requests.to_me.filter((q) => q.status === "asked")
  const when = (q: JoinRequest) => `${longDate(q.date, zone)}, ${timeRange(q.hour_start, q.hour_end)}, ${q.court_name}`
  if (waiting.length === 0 && requests.mine.length === 0) return null
  return (
    <Stack gap="sm">
      {waiting.length > 0 && (
        <Card withBorder component="section" aria-label="Asking to join your games">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Asking to join your games
            </Title>
            {waiting.map((q) => (
              <Group key={q.id} justify="space-between">
                <div>
                  <Text size="sm" fw={600}>
                    {q.name}
                    {q.rating === null ? " (unrated)" : ` (${q.rating})`}: {when(q)}
                  </Text>
                  {q.message !== null && (
                    <Text size="sm" c="dimmed">
                      “{q.message}”
                    </Text>
                  )}
                </div>
                <Group gap="xs">
                  <Button size="xs" color="teal" onClick={() => setAnswering({ q, accept: true })}>
                    Accept
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setAnswering({ q, accept: false })}>
                    Decline
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      {requests.mine.length > 0 && (
        <Card withBorder component="section" aria-label="Your requests">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Your requests
            </Title>
            {requests.mine.map((q) => (
              <Group key={q.id} justify="space-between">
                <Text size="sm">
                  {q.name}: {when(q)}
                </Text>
                <Group gap="xs">
                  <Badge color={q.status === "accepted" ? "teal" : q.status === "asked" ? "yellow" : "gray"}>
                    {q.status === "asked" ? "waiting for an answer" : q.status}
                  </Badge>
                  {q.status === "asked" && (
                    <Button size="compact-xs" variant="default" onClick={() => setWithdrawing(q)}>
                      Withdraw
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      {answering !== undefined && (
        <Confirm
          title={answering.accept ? `Add ${answering.q.name} to your game?` : `Decline ${answering.q.name}?`}
          confirm={answering.accept ? "Accept" : "Decline"}
          color={answering.accept ? "teal" : "red"}
          done={answering.accept ? "Accepted: they are in your booking and mailed." : "Declined: they are mailed."}
          onClose={() => setAnswering(undefined)}
          onConfirm={() =>
            (answering.accept ? acceptJoinRequest(answering.q.id) : declineJoinRequest(answering.q.id)).then(onChanged)
          }
        >
          <Text size="sm">
            {answering.accept
              ? `${answering.q.name} is added as a player of your booking on ${when(answering.q)} and mailed. Once your game has the players you looked for, the others still asking are told it is full.`
              : `${answering.q.name} is mailed that you declined, and may look for another game.`}
          </Text>
        </Confirm>
      )}
      {withdrawing !== undefined && (
        <Confirm
          title="Withdraw your request?"
          confirm="Withdraw"
          done="Withdrawn."
          onClose={() => setWithdrawing(undefined)}
          onConfirm={() => withdrawJoinRequest(withdrawing.id).then(onChanged)}
        >
          <Text size="sm">The booker no longer sees it; you may ask again while the game has room.</Text>
        </Confirm>
      )}
    </Stack>
  )
}
