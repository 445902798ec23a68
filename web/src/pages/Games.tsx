import { ClubShell } from "../ui/ClubPage"
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
import { Link } from "react-router"
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
import { PersonPicker, useFamily } from "../ui/family"
import { longDate, money, timeRange, todayAt } from "../ui/format"
import { HoursPicker, RATING_KINDS } from "../ui/pickers"
import { Loaded, useLoad } from "../ui/load"
import { type MessageId, Message, useT } from "../i18n/I18n"

const SPANS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: "1", label: "games.span.day" },
  { value: "3", label: "games.span.three" },
  { value: "7", label: "games.span.week" },
  { value: "14", label: "games.span.twoWeeks" },
]
type FoundBooking = FoundGames["bookings"][number]

/**
 * "Find me a game": a player names days, the hours they can start and a level, and sees the
 * club's open play sessions and the bookings other players opened to their level; they ask to
 * join a booking, and answer the requests to the bookings they opened themselves.
 */
export const Games = () => {
  const t = useT()
  return (
    <ClubShell
      title={t("games.title")}
      about={<Message id="games.about" values={{ link: (words) => <Link to="/reservations">{words}</Link> }} />}
      none={t("games.none")}
    >
      {(facility) => <Finder key={facility.id} facilityId={facility.id} zone={facility.time_zone} />}
    </ClubShell>
  )
}

const Finder = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
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
      <Card withBorder component="section" aria-label={t("games.look")}>
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {family.length > 1 && (
              <PersonPicker
                label={t("watch.for")}
                people={family}
                value={family.find((p) => p.id === draft.for_user_id) ?? { id: me.id }}
                onChange={(id) => change({ for_user_id: id })}
              />
            )}
            <TextInput
              type="date"
              label={t("games.fromDay")}
              value={draft.date}
              onChange={(e) => change({ date: e.currentTarget.value })}
            />
            <Select
              label={t("games.over")}
              data={SPANS.map((x) => ({ value: x.value, label: t(x.label) }))}
              value={draft.days}
              onChange={(v) => v && change({ days: v })}
              allowDeselect={false}
            />
            <HoursPicker hourStart={draft.hour_start} hourEnd={draft.hour_end} onChange={change} />
            <Select
              label={t("ratings.rating")}
              data={RATING_KINDS}
              value={draft.rating_kind}
              onChange={(v) => v && change({ rating_kind: v })}
              allowDeselect={false}
            />
            <NumberInput
              label={t("games.level")}
              description={t("games.levelNote")}
              decimalScale={2}
              value={draft.rating}
              onChange={(v) => change({ rating: v })}
            />
          </SimpleGrid>
          <Group>
            <Button onClick={find}>{t("games.find")}</Button>
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
  const t = useT()
  const found = useLoad(() => findGames(facilityId, search), [facilityId, JSON.stringify(search)])
  const [asking, setAsking] = useState<FoundBooking>()
  const label = RATING_KINDS.find((k) => k.value === search.rating_kind)?.label ?? search.rating_kind
  return (
    <Loaded state={found}>
      {(f) => (
        <Stack gap="md" component="section" aria-label={t("games.found")}>
          <Text size="sm">
            {f.rating === null
              ? t("games.unrated", { kind: label })
              : t("games.for", { kind: label, rating: f.rating })}
          </Text>
          {f.sessions.length === 0 && f.bookings.length === 0 && <Text>{t("games.noneFits")}</Text>}
          {f.sessions.map((s) => (
            <Card key={`s${s.id}`} withBorder>
              <Group justify="space-between">
                <div>
                  <Text fw={700}>
                    {t("games.openPlay", {
                      name: s.name,
                      day: longDate(s.play_date, zone),
                      time: timeRange(s.hour_start, s.hour_end),
                    })}
                  </Text>
                  <Text size="sm">
                    {t("games.session", {
                      range: s.range,
                      price: money(s.price, s.currency, s.currency_decimals),
                      joined: s.joined,
                      cap: s.cap,
                    })}
                  </Text>
                </div>
                <Button variant="light" component={Link} to="/open-play">
                  {t("games.joinOpenPlay")}
                </Button>
              </Group>
            </Card>
          ))}
          {f.bookings.map((b) => (
            <Card
              key={`b${b.reservation_id}`}
              withBorder
              component="article"
              aria-label={t("games.gameOf", { booker: b.booker })}
            >
              <Group justify="space-between" align="start">
                <div>
                  <Text fw={700}>
                    {t("games.game", {
                      booker: b.booker,
                      court: b.court_name,
                      day: longDate(b.date, zone),
                      time: timeRange(b.hour_start, b.hour_end),
                    })}
                  </Text>
                  <Text size="sm">{t("games.looking", { range: b.range, room: b.room })}</Text>
                  {b.note !== null && (
                    <Text size="sm" c="dimmed">
                      “{b.note}”
                    </Text>
                  )}
                </div>
                {b.asked === null ? (
                  <Button onClick={() => setAsking(b)}>{t("games.ask")}</Button>
                ) : (
                  <Badge color={b.asked === "accepted" ? "teal" : b.asked === "asked" ? "yellow" : "gray"}>
                    {t("games.askState", { status: b.asked })}
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
  const t = useT()
  const me = useSession().session!.user!
  const [message, setMessage] = useState("")
  const waivers = useBookingWaivers(facilityId, forId ?? me.id)
  return (
    <Confirm
      title={t("games.askTitle", { booker: game.booker })}
      confirm={t("games.ask")}
      color="teal"
      done={t("games.asked")}
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
        {t("games.askNote", { booker: game.booker, day: longDate(game.date, zone), court: game.court_name })}
      </Text>
      <Textarea
        label={t("games.message")}
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
  const t = useT()
  const [answering, setAnswering] = useState<{ q: JoinRequest; accept: boolean }>()
  const [withdrawing, setWithdrawing] = useState<JoinRequest>()
  const waiting = requests.to_me.filter((q) => q.status === "asked")
  const when = (q: JoinRequest) => `${longDate(q.date, zone)}, ${timeRange(q.hour_start, q.hour_end)}, ${q.court_name}`
  if (waiting.length === 0 && requests.mine.length === 0) return null
  return (
    <Stack gap="sm">
      {waiting.length > 0 && (
        <Card withBorder component="section" aria-label={t("games.askingYours")}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t("games.askingYours")}
            </Title>
            {waiting.map((q) => (
              <Group key={q.id} justify="space-between">
                <div>
                  <Text size="sm" fw={600}>
                    {q.name}
                    {q.rating === null ? ` ${t("games.unratedTag")}` : ` (${q.rating})`}: {when(q)}
                  </Text>
                  {q.message !== null && (
                    <Text size="sm" c="dimmed">
                      “{q.message}”
                    </Text>
                  )}
                </div>
                <Group gap="xs">
                  <Button size="xs" color="teal" onClick={() => setAnswering({ q, accept: true })}>
                    {t("games.accept")}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setAnswering({ q, accept: false })}>
                    {t("games.decline")}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      {requests.mine.length > 0 && (
        <Card withBorder component="section" aria-label={t("games.yourRequests")}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t("games.yourRequests")}
            </Title>
            {requests.mine.map((q) => (
              <Group key={q.id} justify="space-between">
                <Text size="sm">
                  {q.name}: {when(q)}
                </Text>
                <Group gap="xs">
                  <Badge color={q.status === "accepted" ? "teal" : q.status === "asked" ? "yellow" : "gray"}>
                    {t("games.requestState", { status: q.status })}
                  </Badge>
                  {q.status === "asked" && (
                    <Button size="compact-xs" variant="default" onClick={() => setWithdrawing(q)}>
                      {t("lessons.withdraw")}
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
          title={t(answering.accept ? "games.acceptTitle" : "games.declineTitle", { name: answering.q.name })}
          confirm={t(answering.accept ? "games.accept" : "games.decline")}
          color={answering.accept ? "teal" : "red"}
          done={t(answering.accept ? "games.accepted" : "games.declined")}
          onClose={() => setAnswering(undefined)}
          onConfirm={() =>
            (answering.accept ? acceptJoinRequest(answering.q.id) : declineJoinRequest(answering.q.id)).then(onChanged)
          }
        >
          <Text size="sm">
            {t(answering.accept ? "games.acceptNote" : "games.declineNote", {
              name: answering.q.name,
              when: when(answering.q),
            })}
          </Text>
        </Confirm>
      )}
      {withdrawing !== undefined && (
        <Confirm
          title={t("games.withdrawTitle")}
          confirm={t("lessons.withdraw")}
          done={t("games.withdrawn")}
          onClose={() => setWithdrawing(undefined)}
          onConfirm={() => withdrawJoinRequest(withdrawing.id).then(onChanged)}
        >
          <Text size="sm">{t("games.withdrawNote")}</Text>
        </Confirm>
      )}
    </Stack>
  )
}
