import { ClubShell } from "../ui/ClubPage"
import { Alert, Anchor, Badge, Button, Card, Group, NumberInput, Stack, Table, Text, Title } from "@mantine/core"
import { useState } from "react"
import { isStaff, MANAGER_ROLES } from "../../../engine/roles"
import { localDate } from "../../../engine/dates"
import {
  type CompetitionView,
  competitionDraw,
  competitions,
  confirmCompetitionScore,
  type DrawSheetView,
  makeCompetitionDraw,
  scheduleCompetitionDivision,
  withdrawCompetitionEntry,
} from "../api/competitions"
import { useSession } from "../session"
import { Confirm } from "../ui/Confirm"
import { longDate, timeRange } from "../ui/format"
import { HoursPicker } from "../ui/pickers"
import { useFamily } from "../ui/family"
import { Loaded, useLoad } from "../ui/load"
import { getFacility } from "../api/facilities"
import { money } from "../ui/format"
import { type MessageId, useT } from "../i18n/I18n"
import { entryName, sideName, sideOf } from "../ui/drawSheet"
import { ScoreDialog, ScoreShown, scoreText } from "../ui/ScoreDialog"
import { feeBack } from "../../../engine/competitions/rules"
import { EnterDialog, PartnerAnswer } from "./competitions/Entry"
import { NewCompetition } from "./competitions/NewCompetition"
import { daysOf, UnavailabilityDialog } from "./competitions/Unavailability"

type Division = CompetitionView["divisions"][number]
type Match = DrawSheetView["matches"][number]

const FORMAT: Record<CompetitionView["format"], MessageId> = {
  single_elimination: "competitions.format.single_elimination",
  double_elimination: "competitions.format.double_elimination",
  round_robin: "competitions.format.round_robin",
  groups_knockout: "competitions.format.groups_knockout",
  league: "competitions.format.league",
}

/**
 * The club's tournaments and leagues: players enter a division (for themselves or a child), see
 * the draw with each match's court and time, their next match, and report or confirm a score;
 * the club's managers make the draw and put the matches on the courts, and the desk's scores count
 * at once.
 */
export const Competitions = () => {
  const t = useT()
  const admin = useSession().session?.user?.is_platform_admin ?? false
  return (
    <ClubShell title={t("competitions.title")} about={t("competitions.about")} none={t("competitions.none")}>
      {(facility) => (
        <Board
          key={facility.id}
          facilityId={facility.id}
          zone={facility.time_zone}
          staff={admin || (facility.role !== null && isStaff(facility.role))}
          manager={admin || (facility.role !== null && MANAGER_ROLES.includes(facility.role))}
        />
      )}
    </ClubShell>
  )
}

interface Club {
  readonly facilityId: number
  readonly zone: string
  readonly staff: boolean
  readonly manager: boolean
  /** An amount in the club's currency. */
  readonly cash: (amount: number) => string
  /** The club's address in public pages' paths, once loaded. */
  readonly slug: string | undefined
  /** The club's cancellation policy, which an entry fee withdrawn follows (once loaded). */
  readonly policy: Parameters<typeof feeBack>[1] | undefined
}

const Board = (props: Omit<Club, "cash" | "slug" | "policy">) => {
  const t = useT()
  const list = useLoad(() => competitions(props.facilityId), [props.facilityId])
  const facility = useLoad(() => getFacility(props.facilityId), [props.facilityId])
  const f = facility.data
  const club = {
    ...props,
    cash: (n: number) => (f === undefined ? String(n) : money(n, f.currency, f.currency_decimals)),
    slug: f?.slug,
    policy: f,
  }
  return (
    <Stack gap="lg">
      {props.manager && f !== undefined && (
        <NewCompetition
          facilityId={props.facilityId}
          zone={props.zone}
          currencyDecimals={f.currency_decimals}
          onCreated={() => void list.reload()}
        />
      )}
      <Loaded state={list}>
        {(all) =>
          all.length === 0 ? (
            <Text>{t("competitions.noneComing")}</Text>
          ) : (
            <Stack gap="lg">
              {all.map((c) => (
                <CompetitionCard key={c.id} club={club} competition={c} />
              ))}
            </Stack>
          )
        }
      </Loaded>
    </Stack>
  )
}

const CompetitionCard = ({ club, competition: c }: { club: Club; competition: CompetitionView }) => {
  const t = useT()
  const soon = Date.now() < Date.parse(c.entries_open_at)
  const open = !soon && Date.now() < Date.parse(c.entries_close_at)
  const day = (instant: string) => longDate(localDate(new Date(instant), club.zone), club.zone)
  return (
    <Card withBorder component="section" aria-label={c.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {c.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t(FORMAT[c.format])}</Badge>
            {club.slug !== undefined && (
              <Anchor href={`/f/${club.slug}/competitions/${c.id}`} target="_blank" size="sm">
                {t("competitions.publicPage")}
              </Anchor>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {t(soon ? "competitions.whenSoon" : open ? "competitions.whenOpen" : "competitions.when", {
            from: longDate(c.starts_on, club.zone),
            to: longDate(c.ends_on, club.zone),
            opens: day(c.entries_open_at),
            closes: day(c.entries_close_at),
          })}
        </Text>
        {c.divisions.map((d) => (
          <DivisionPanel key={d.id} club={club} competition={c} division={d} entriesOpen={open} />
        ))}
      </Stack>
    </Card>
  )
}

const DivisionPanel = ({
  club,
  competition: c,
  division: d,
  entriesOpen,
}: {
  club: Club
  competition: CompetitionView
  division: Division
  entriesOpen: boolean
}) => {
  const t = useT()
  const me = useSession().session!.user!
  const family = useFamily()
  const sheet = useLoad(() => competitionDraw(club.facilityId, d.id), [club.facilityId, d.id])
  const [dialog, setDialog] = useState<"enter" | "withdraw" | "draw" | "schedule">()
  const [away, setAway] = useState<DrawSheetView["entries"][number]>()
  const [answering, setAnswering] = useState<{ entry: DrawSheetView["entries"][number]; accept: boolean }>()
  const [hours, setHours] = useState({ hour_start: String(9 * 3600), hour_end: String(18 * 3600) })
  const [minutes, setMinutes] = useState<number | string>(90)
  return (
    <Card withBorder component="section" aria-label={t("competitions.division", { name: d.name })}>
      <Loaded state={sheet}>
        {(s) => {
          const entered = s.entries.filter((e) => e.status === "entered").length
          const mine = s.entries.filter(
            (e) => e.status !== "withdrawn" && e.players.some((p) => family.some((f) => f.id === p.user_id)),
          )
          const mySide = (m: Match) => sideOf(s, m, me.id)
          const next = s.matches.find(
            (m) => m.won === null && !m.void && mySide(m) !== -1 && m.entry_ids.every((x) => x !== null),
          )
          const champion = s.entries.find((e) => e.id === s.champion)
          return (
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {d.name}
                </Title>
                <Text size="sm">{t("competitions.places", { entered, cap: d.cap })}</Text>
              </Group>
              {champion !== undefined && (
                <Alert color="yellow" title={t("competitions.champion")}>
                  {entryName(champion)}
                </Alert>
              )}
              {next !== undefined && (
                <Alert color="teal" title={t("competitions.nextMatch")}>
                  {t("competitions.against", { who: opponentOf(s, next, mySide(next)) })}{" "}
                  {next.scheduled !== null
                    ? t("competitions.at", {
                        day: longDate(next.scheduled.date, club.zone),
                        time: timeRange(next.scheduled.hour_start, next.scheduled.hour_end),
                        court: next.scheduled.court,
                      })
                    : t("competitions.notScheduled")}
                </Alert>
              )}
              {mine.map((e) => (
                <Group key={e.id} gap="xs">
                  <Badge color={e.status === "entered" ? "teal" : "yellow"}>
                    {t(`competitions.status.${e.status}` as MessageId, { who: entryName(e) })}
                  </Badge>
                  {e.status === "awaiting_partner" &&
                    family.some((f) => f.id === e.players.find((p) => !p.accepted)?.user_id) && (
                      <>
                        <Button size="compact-xs" color="teal" onClick={() => setAnswering({ entry: e, accept: true })}>
                          {t("competitions.sayYes")}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => setAnswering({ entry: e, accept: false })}
                        >
                          {t("competitions.decline")}
                        </Button>
                      </>
                    )}
                  {s.division.drawn_at === null && (
                    <Button size="compact-xs" variant="default" onClick={() => setDialog("withdraw")}>
                      {t("competitions.withdraw")}
                    </Button>
                  )}
                  {e.status !== "withdrawn" && s.matches.every((m) => m.scheduled === null || m.won !== null) && (
                    <Button size="compact-xs" variant="default" onClick={() => setAway(e)}>
                      {t("competitions.unavailable")}
                    </Button>
                  )}
                </Group>
              ))}
              <Group>
                {entriesOpen && s.division.drawn_at === null && (
                  <Button onClick={() => setDialog("enter")}>{t("competitions.enter")}</Button>
                )}
                {club.manager && s.division.drawn_at === null && !entriesOpen && (
                  <Button variant="light" onClick={() => setDialog("draw")}>
                    {t("competitions.makeDraw")}
                  </Button>
                )}
                {club.manager &&
                  s.division.drawn_at !== null &&
                  s.matches.some((m) => m.scheduled === null && m.won === null) && (
                    <Button variant="light" onClick={() => setDialog("schedule")}>
                      {t("competitions.schedule")}
                    </Button>
                  )}
              </Group>
              {s.matches.length > 0 && <Matches club={club} sheet={s} meId={me.id} onChanged={sheet.reload} />}
              {dialog === "enter" && (
                <EnterDialog
                  facilityId={club.facilityId}
                  competition={c}
                  division={d}
                  entered={entered}
                  fee={club.cash(c.fee)}
                  onClose={() => setDialog(undefined)}
                  onEntered={() => {
                    setDialog(undefined)
                    return sheet.reload()
                  }}
                />
              )}
              {away !== undefined && (
                <UnavailabilityDialog
                  facilityId={club.facilityId}
                  competition={c}
                  entryId={away.id}
                  who={entryName(away)}
                  zone={club.zone}
                  onClose={() => setAway(undefined)}
                />
              )}
              {answering !== undefined && (
                <PartnerAnswer
                  facilityId={club.facilityId}
                  competition={c}
                  entry={answering.entry}
                  accept={answering.accept}
                  onClose={() => setAnswering(undefined)}
                  onAnswered={() => {
                    setAnswering(undefined)
                    return sheet.reload()
                  }}
                />
              )}
              {dialog === "withdraw" && mine[0] !== undefined && (
                <Confirm
                  title={t("competitions.withdrawTitle")}
                  confirm={t("competitions.withdraw")}
                  done={t("competitions.withdrawn")}
                  onClose={() => setDialog(undefined)}
                  onConfirm={() =>
                    withdrawCompetitionEntry(club.facilityId, mine[0]!.id).then(() => {
                      setDialog(undefined)
                      return sheet.reload()
                    })
                  }
                >
                  <Text size="sm">{withdrawNote(t, club, c)}</Text>
                </Confirm>
              )}
              {dialog === "draw" && (
                <Confirm
                  title={t("competitions.makeDraw")}
                  confirm={t("competitions.draw")}
                  color="teal"
                  done={t("competitions.drawn")}
                  onClose={() => setDialog(undefined)}
                  onConfirm={() =>
                    makeCompetitionDraw(club.facilityId, d.id).then(() => {
                      setDialog(undefined)
                      return sheet.reload()
                    })
                  }
                >
                  <Text size="sm">{t("competitions.drawNote", { entered })}</Text>
                </Confirm>
              )}
              {dialog === "schedule" && (
                <Confirm
                  title={t("competitions.schedule")}
                  confirm={t("competitions.scheduleConfirm")}
                  color="teal"
                  done={t("competitions.scheduled")}
                  onClose={() => setDialog(undefined)}
                  onConfirm={() =>
                    scheduleCompetitionDivision(club.facilityId, d.id, {
                      dates: daysOf(c.starts_on, c.ends_on),
                      hour_start: Number(hours.hour_start),
                      hour_end: Number(hours.hour_end),
                      match_minutes: Number(minutes),
                      rest_minutes: 30,
                      most_per_day: 3,
                    }).then(() => {
                      setDialog(undefined)
                      return sheet.reload()
                    })
                  }
                >
                  <HoursPicker
                    hourStart={hours.hour_start}
                    hourEnd={hours.hour_end}
                    onChange={(next) => setHours({ ...hours, ...next })}
                  />
                  <NumberInput
                    label={t("competitions.matchMinutes")}
                    min={15}
                    max={300}
                    step={15}
                    value={minutes}
                    onChange={setMinutes}
                  />
                  <Text size="sm">
                    {t("competitions.scheduleNote", {
                      from: longDate(c.starts_on, club.zone),
                      to: longDate(c.ends_on, club.zone),
                    })}
                  </Text>
                </Confirm>
              )}
            </Stack>
          )
        }}
      </Loaded>
    </Card>
  )
}

const Matches = ({
  club,
  sheet: s,
  meId,
  onChanged,
}: {
  club: Club
  sheet: DrawSheetView
  meId: number
  onChanged: () => void
}) => {
  const t = useT()
  const [reporting, setReporting] = useState<Match>()
  const [confirming, setConfirming] = useState<Match>()
  const side = (id: number | null) => sideName(s, id) ?? t("competitions.tbd")
  return (
    <>
      <Table aria-label={t("competitions.matchesOf", { name: s.division.name })} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("competitions.col.match")}</Table.Th>
            <Table.Th>{t("competitions.col.players")}</Table.Th>
            <Table.Th>{t("competitions.col.when")}</Table.Th>
            <Table.Th>{t("competitions.col.score")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.matches
            .filter((m) => !m.void)
            .map((m) => {
              const mine = sideOf(s, m, meId) !== -1
              const canReport = m.due && m.score === null && (mine || club.staff)
              const toConfirm = m.score !== null && !m.confirmed && mine && m.reported_by !== meId
              return (
                <Table.Tr key={m.id} aria-label={m.key}>
                  <Table.Td>{m.key}</Table.Td>
                  <Table.Td>{t("competitions.versus", { a: side(m.entry_ids[0]), b: side(m.entry_ids[1]) })}</Table.Td>
                  <Table.Td>
                    {m.scheduled === null
                      ? t("competitions.notScheduled")
                      : t("competitions.at", {
                          day: longDate(m.scheduled.date, club.zone),
                          time: timeRange(m.scheduled.hour_start, m.scheduled.hour_end),
                          court: m.scheduled.court,
                        })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <ScoreShown match={m} />
                      {canReport && (
                        <Button size="compact-xs" onClick={() => setReporting(m)}>
                          {t("competitions.report")}
                        </Button>
                      )}
                      {toConfirm && (
                        <Button size="compact-xs" color="teal" onClick={() => setConfirming(m)}>
                          {t("competitions.confirm")}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )
            })}
        </Table.Tbody>
      </Table>
      {reporting !== undefined && (
        <ScoreDialog
          facilityId={club.facilityId}
          staff={club.staff}
          sport={s.competition.sport}
          match={reporting}
          names={[side(reporting.entry_ids[0]), side(reporting.entry_ids[1])]}
          onClose={() => setReporting(undefined)}
          onDone={() => {
            setReporting(undefined)
            onChanged()
          }}
        />
      )}
      {confirming !== undefined && (
        <Confirm
          title={t("competitions.confirmTitle")}
          confirm={t("competitions.confirm")}
          color="teal"
          done={t("competitions.confirmed")}
          onClose={() => setConfirming(undefined)}
          onConfirm={() =>
            confirmCompetitionScore(club.facilityId, confirming.id).then(() => {
              setConfirming(undefined)
              onChanged()
            })
          }
        >
          <Text size="sm">{t("competitions.confirmNote", { score: scoreText(t, confirming) })}</Text>
        </Confirm>
      )}
    </>
  )
}

const opponentOf = (s: DrawSheetView, m: Match, mine: number) => {
  const e = s.entries.find((x) => x.id === m.entry_ids[mine === 0 ? 1 : 0])
  return e === undefined ? "" : entryName(e)
}

/** What withdrawing says of the fee: how much of it comes back and how, by the club's policy. */
const withdrawNote = (t: ReturnType<typeof useT>, club: Club, c: CompetitionView) => {
  if (c.fee === 0 || club.policy === undefined) return t("competitions.withdrawNote")
  const back = feeBack(c.fee, club.policy, Date.now() >= Date.parse(c.entries_close_at) ? "late" : "open")
  return back.amount === 0
    ? t("competitions.withdrawFeeKept", { fee: club.cash(c.fee) })
    : t("competitions.withdrawFeeBack", { back: club.cash(back.amount), fee: club.cash(c.fee), to: back.to })
}
