import { ClubShell } from "../ui/ClubPage"
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  Group,
  List,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useState } from "react"
import { Link, useParams } from "react-router"
import { localInstant } from "../../../engine/dates"
import { MANAGER_ROLES, STAFF_ROLES } from "../../../engine/roles"
import { listCourts } from "../api/courts"
import {
  acceptPeakDrawInvitation,
  createPeakDraw,
  dropPeakDrawPlayer,
  enterPeakDraw,
  type PeakDraw,
  peakDraw,
  peakDraws,
  type ShownDraw,
  withdrawPeakDrawEntry,
} from "../api/peakDraws"
import { findPlayers } from "../api/reservations"
import { useSession } from "../session"
import { Confirm } from "../ui/Confirm"
import { addDays, dateTime, directoryLabel, longDate, timeOfDay, timeOptions, timeRange, todayAt } from "../ui/format"
import { HoursPicker } from "../ui/pickers"
import { useBookingWaivers } from "../ui/BookingWaivers"
import { PersonPicker, useFamily } from "../ui/family"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { Message, useT } from "../i18n/I18n"
import { useSentence } from "../i18n/sentences"

const drawPage = (draw: Pick<PeakDraw, "facility_id" | "id">) => `/draws/${draw.facility_id}/${draw.id}`
const entriesOpen = (draw: PeakDraw) => draw.status === "open" && Date.parse(draw.entries_close_at) > Date.now()

const StatusBadge = ({ draw }: { draw: PeakDraw }) => {
  const t = useT()
  return draw.status === "drawn" ? (
    <Badge color="teal" variant="light">
      {t("draws.drawn")}
    </Badge>
  ) : entriesOpen(draw) ? (
    <Badge color="blue" variant="light">
      {t("draws.taking")}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t(draw.status === "cancelled" ? "draws.cancelled" : "draws.closed")}
    </Badge>
  )
}

/**
 * Peak draws for players: a club's busiest hours given out by lot instead of to the fastest
 * click. A player enters for themself (or a child) with their group and the slots they want,
 * best first; each draw's page shows how it went and how to check it.
 */
export const Draws = () => {
  const t = useT()
  return (
    <ClubShell title={t("draws.title")} about={t("draws.about")} none={t("draws.none")}>
      {(facility) => (
        <DrawBoard
          key={facility.id}
          facilityId={facility.id}
          zone={facility.time_zone}
          manager={facility.role !== null && MANAGER_ROLES.includes(facility.role)}
          staff={facility.role !== null && STAFF_ROLES.includes(facility.role)}
        />
      )}
    </ClubShell>
  )
}

const DrawBoard = ({
  facilityId,
  zone,
  manager,
  staff,
}: {
  facilityId: number
  zone: string
  manager: boolean
  staff: boolean
}) => {
  const t = useT()
  const draws = useLoad(() => peakDraws(facilityId), [facilityId])
  return (
    <Stack gap="lg">
      {manager && <NewDraw facilityId={facilityId} zone={zone} onCreated={draws.reload} />}
      <Loaded state={draws}>
        {(list) =>
          list.length === 0 ? (
            <Text>{t("draws.noDraws")}</Text>
          ) : (
            <Stack gap="md">
              {list.map((draw) => (
                <DrawCard key={draw.id} draw={draw} zone={zone} staff={staff} />
              ))}
            </Stack>
          )
        }
      </Loaded>
    </Stack>
  )
}

const DrawCard = ({ draw, zone, staff }: { draw: PeakDraw; zone: string; staff: boolean }) => {
  const t = useT()
  const [entering, setEntering] = useState(false)
  const shown = useLoad(() => peakDraw(draw.facility_id, draw.id), [draw.facility_id, draw.id])
  return (
    <Card withBorder component="section" aria-label={draw.name}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {draw.name}
          </Title>
          <StatusBadge draw={draw} />
        </Group>
        <Text size="sm">
          {t("draws.card", {
            day: longDate(draw.play_date, zone),
            time: timeRange(draw.hour_start, draw.hour_end),
            minutes: draw.slot_minutes,
            closes: dateTime(draw.entries_close_at, zone),
            drawAt: dateTime(draw.draw_at, zone),
          })}
        </Text>
        <Loaded state={shown}>
          {(full) => (
            <Stack gap="xs">
              <MyEntries draw={full} onChanged={shown.reload} />
              <NamedIn draw={full} onChanged={shown.reload} />
              {staff && entriesOpen(draw) && <ClubEntries draw={full} onChanged={shown.reload} />}
              {entriesOpen(draw) &&
                (entering ? (
                  <EntryForm
                    draw={full}
                    onClose={() => setEntering(false)}
                    onEntered={() => {
                      setEntering(false)
                      shown.reload()
                    }}
                  />
                ) : (
                  <Group>
                    <Button onClick={() => setEntering(true)}>{t("draws.enter")}</Button>
                  </Group>
                ))}
            </Stack>
          )}
        </Loaded>
        <Link to={drawPage(draw)}>{t(draw.status === "drawn" ? "draws.resultLink" : "draws.pageLink")}</Link>
      </Stack>
    </Card>
  )
}

/** A slot as its reader says it: its court and its start in their language's time. */
const slotLabelOf = (slot: ShownDraw["slots"][number]) => `${slot.court}, ${timeOfDay(slot.hour_start)}`
const slotName = (draw: ShownDraw, key: string | null) => {
  const slot = key === null ? undefined : draw.slots.find((s) => s.key === key)
  return slot === undefined ? (key ?? "") : slotLabelOf(slot)
}

const MyEntries = ({ draw, onChanged }: { draw: ShownDraw; onChanged: () => void }) => {
  const t = useT()
  const say = useSentence()
  const [withdrawing, setWithdrawing] = useState<number>()
  const mine = draw.entries.filter((e) => e.mine)
  if (mine.length === 0) return null
  return (
    <Stack gap={4} aria-label={t("draws.yourEntries")}>
      {mine.map((e) => (
        <Group key={e.id} gap="xs" wrap="wrap">
          <Text size="sm">
            {t("draws.entry", {
              id: e.id,
              choices: e.choices.map((c) => slotName(draw, c)).join(t("draws.then")),
            })}
          </Text>
          {e.outcome === "won" && (
            <Badge color="teal">
              {e.problem === null
                ? t("draws.won", { slot: slotName(draw, e.slot) })
                : t("draws.wonNotBooked", { problem: say(e.problem) })}
            </Badge>
          )}
          {e.outcome === "lost" && <Badge color="gray">{t("draws.lost")}</Badge>}
          {entriesOpen(draw) && (
            <Button size="compact-xs" variant="default" onClick={() => setWithdrawing(e.id)}>
              {t("lessons.withdraw")}
            </Button>
          )}
        </Group>
      ))}
      {withdrawing !== undefined && (
        <Confirm
          title={t("draws.withdrawTitle")}
          confirm={t("lessons.withdraw")}
          done={t("draws.withdrawn")}
          onClose={() => setWithdrawing(undefined)}
          onConfirm={() => withdrawPeakDrawEntry(draw.facility_id, draw.id, withdrawing).then(onChanged)}
        >
          <Text size="sm">{t("draws.withdrawNote", { until: dateTime(draw.entries_close_at, draw.time_zone) })}</Text>
        </Confirm>
      )}
    </Stack>
  )
}

/** Entries that name the caller or a child of theirs: accept or decline an invitation, or leave a group. */
const NamedIn = ({ draw, onChanged }: { draw: ShownDraw; onChanged: () => void }) => {
  const t = useT()
  const me = useSession().session!.user!
  const family = useFamily()
  const action = useAction()
  const named = draw.entries.filter((e) => e.invited.length > 0 || e.playing.length > 0)
  if (named.length === 0) return null
  const whom = (id: number) => (id === me.id ? "none" : (family.find((p) => p.id === id)?.name ?? ""))
  const run = (key: string, work: () => Promise<unknown>, done: string) => void action.run(key, work, onChanged, done)
  const open = entriesOpen(draw)
  return (
    <Stack gap={4} aria-label={t("draws.namedIn")}>
      {named.flatMap((e) => [
        ...e.invited.map((id) => (
          <Group key={`${e.id}-${id}`} gap="xs" wrap="wrap">
            <Text size="sm">
              {t("draws.invitedBy", { entrant: e.entrant ?? "", who: whom(id), id: e.id })}{" "}
              {e.choices.map((c) => slotName(draw, c)).join(t("draws.then"))}
            </Text>
            {open && (
              <>
                <Button
                  size="compact-xs"
                  loading={action.busy === `accept-${e.id}-${id}`}
                  onClick={() =>
                    run(
                      `accept-${e.id}-${id}`,
                      () => acceptPeakDrawInvitation(draw.facility_id, draw.id, e.id, id === me.id ? undefined : id),
                      t("draws.accepted"),
                    )
                  }
                >
                  {t("draws.accept")}
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  loading={action.busy === `decline-${e.id}-${id}`}
                  onClick={() =>
                    run(
                      `decline-${e.id}-${id}`,
                      () => dropPeakDrawPlayer(draw.facility_id, draw.id, e.id, id),
                      t("draws.declined"),
                    )
                  }
                >
                  {t("draws.decline")}
                </Button>
              </>
            )}
          </Group>
        )),
        ...e.playing.map((id) => (
          <Group key={`${e.id}-${id}-in`} gap="xs" wrap="wrap">
            <Text size="sm">{t("draws.playingIn", { entrant: e.entrant ?? "", who: whom(id), id: e.id })}</Text>
            {open && (
              <Button
                size="compact-xs"
                variant="default"
                loading={action.busy === `leave-${e.id}-${id}`}
                onClick={() =>
                  run(
                    `leave-${e.id}-${id}`,
                    () => dropPeakDrawPlayer(draw.facility_id, draw.id, e.id, id),
                    t("draws.left"),
                  )
                }
              >
                {t("draws.leave")}
              </Button>
            )}
          </Group>
        )),
      ])}
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}

/** The club's staff see every entry with its entrant while entries are open, and remove one (its entrant is told). */
const ClubEntries = ({ draw, onChanged }: { draw: ShownDraw; onChanged: () => void }) => {
  const t = useT()
  const [removing, setRemoving] = useState<ShownDraw["entries"][number]>()
  if (draw.entries.length === 0) return null
  return (
    <>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={t("draws.clubEntries")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("draws.entrant")}</Table.Th>
              <Table.Th>{t("draws.entriesChoices")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draw.entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{`#${e.id} ${e.entrant ?? ""}`}</Table.Td>
                <Table.Td>{e.choices.map((c) => slotName(draw, c)).join(" › ")}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="default" color="red" onClick={() => setRemoving(e)}>
                    {t("draws.remove")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {removing !== undefined && (
        <Confirm
          title={t("draws.removeTitle", { id: removing.id })}
          confirm={t("draws.remove")}
          done={t("draws.removed")}
          onClose={() => setRemoving(undefined)}
          onConfirm={() => withdrawPeakDrawEntry(draw.facility_id, draw.id, removing.id).then(onChanged)}
        >
          <Text size="sm">{t("draws.removeNote", { entrant: removing.entrant ?? "" })}</Text>
        </Confirm>
      )}
    </>
  )
}

/** An entry: for whom, the group's other players, and up to five slots in the order they are wanted. */
const EntryForm = ({ draw, onClose, onEntered }: { draw: ShownDraw; onClose: () => void; onEntered: () => void }) => {
  const t = useT()
  const me = useSession().session!.user!
  const family = useFamily()
  const [forId, setForId] = useState(me.id)
  const [choices, setChoices] = useState<Array<string>>([])
  const [players, setPlayers] = useState<Array<{ value: string; label: string }>>([])
  const [search, setSearch] = useState("")
  const [debounced] = useDebouncedValue(search, 250)
  const found = useLoad(
    () => (debounced.trim().length < 2 ? Promise.resolve([]) : findPlayers(draw.facility_id, debounced)),
    [draw.facility_id, debounced],
  )
  const action = useAction()
  const waivers = useBookingWaivers(draw.facility_id, forId)
  const options = [
    ...players,
    ...(found.data ?? [])
      .filter((p) => p.id !== forId && !players.some((q) => q.value === String(p.id)))
      .map((p) => ({ value: String(p.id), label: directoryLabel(p) })),
  ]
  return (
    <Card withBorder bg="var(--mantine-color-gray-0)" component="form" aria-label={t("draws.yourEntry")}>
      <Stack gap="xs">
        <PersonPicker
          label={t("watch.for")}
          people={family}
          value={family.find((p) => p.id === forId) ?? { id: me.id }}
          onChange={setForId}
        />
        <MultiSelect
          label={t("draws.slots")}
          description={t("draws.slotsNote")}
          data={draw.slots.map((s) => ({ value: s.key, label: slotLabelOf(s) }))}
          value={choices}
          maxValues={5}
          onChange={setChoices}
        />
        {choices.length > 0 && (
          <List type="ordered" size="sm" aria-label={t("draws.order")}>
            {choices.map((c) => (
              <List.Item key={c}>{slotName(draw, c)}</List.Item>
            ))}
          </List>
        )}
        <MultiSelect
          label={t("draws.who")}
          description={t("draws.whoNote")}
          placeholder={t("draws.typeName")}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={players.map((p) => p.value)}
          maxValues={3}
          onChange={(values) => setPlayers(options.filter((o) => values.includes(o.value)))}
          nothingFoundMessage={t(debounced.trim().length < 2 ? "draws.twoLetters" : "draws.noMember")}
          filter={({ options }) => options}
        />
        {/* A slot won is booked at the draw, so the club's booking waiver is accepted now. */}
        {waivers.checks(forId !== me.id)}
        {action.error !== undefined && <Failure message={action.error} />}
        <Group>
          <Button
            disabled={choices.length === 0 || waivers.waiting}
            loading={action.busy === "enter"}
            onClick={() =>
              void action.run(
                "enter",
                () =>
                  waivers.acceptTicked().then(() =>
                    enterPeakDraw(draw.facility_id, draw.id, {
                      choices,
                      player_ids: players.map((p) => Number(p.value)),
                      ...(forId === me.id ? {} : { for_user_id: forId }),
                    }),
                  ),
                onEntered,
                t("draws.entered"),
              )
            }
          >
            {t("draws.enterButton")}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t("openPlay.notNow")}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** A manager's new draw: the day's peak hours and courts, and when entries close and the draw runs, at the club's time. */
const NewDraw = ({ facilityId, zone, onCreated }: { facilityId: number; zone: string; onCreated: () => void }) => {
  const t = useT()
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const [open, setOpen] = useState(false)
  const blank = () => {
    const day = addDays(todayAt(zone), 7)
    return {
      name: t("draws.defaultName"),
      play_date: day,
      hour_start: String(8 * 3600),
      hour_end: String(11 * 3600),
      slot_minutes: "90",
      court_ids: [] as Array<string>,
      // Near when the booking window opens: winners are booked by the club's rules at the draw.
      close_date: addDays(day, -2),
      close_time: String(18 * 3600),
      charge_at_draw: false,
    }
  }
  const [draft, setDraft] = useState(blank)
  const change = (next: Partial<ReturnType<typeof blank>>) => setDraft({ ...draft, ...next })
  const action = useAction()
  if (!open)
    return (
      <Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          {t("draws.setUpTitle")}
        </Button>
      </Group>
    )
  const closes = localInstant(draft.close_date, Number(draft.close_time), zone)
  return (
    <Card withBorder component="section" aria-label={t("draws.setUpTitle")}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("draws.setUpTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("draws.setUpNote")}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t("lessons.name")}
            value={draft.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("draws.dayPlayed")}
            value={draft.play_date}
            onChange={(e) => change({ play_date: e.currentTarget.value })}
          />
          <Select
            label={t("draws.slotLength")}
            data={["60", "90", "120"].map((m) => ({ value: m, label: t("lessons.minutes", { minutes: m }) }))}
            value={draft.slot_minutes}
            onChange={(v) => v && change({ slot_minutes: v })}
            allowDeselect={false}
          />
          <HoursPicker hourStart={draft.hour_start} hourEnd={draft.hour_end} onChange={change} />
          <MultiSelect
            label={t("clubHome.courts")}
            data={(courts.data ?? []).filter((c) => c.active).map((c) => ({ value: String(c.id), label: c.name }))}
            value={draft.court_ids}
            onChange={(v) => change({ court_ids: v })}
          />
          <TextInput
            type="date"
            label={t("draws.closeOn")}
            value={draft.close_date}
            onChange={(e) => change({ close_date: e.currentTarget.value })}
          />
          <Select
            label={t("draws.at")}
            data={timeOptions(t("watch.midnight"))}
            value={draft.close_time}
            onChange={(v) => v && change({ close_time: v })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Checkbox
          label={t("draws.chargeAtDraw")}
          checked={draft.charge_at_draw}
          onChange={(e) => change({ charge_at_draw: e.currentTarget.checked })}
        />
        <Text size="sm">{t("draws.runsAfter")}</Text>
        {action.error !== undefined && <Failure message={action.error} />}
        <Group>
          <Button
            loading={action.busy === "create"}
            onClick={() =>
              void action.run(
                "create",
                () =>
                  createPeakDraw(facilityId, {
                    name: draft.name,
                    play_date: draft.play_date,
                    hour_start: Number(draft.hour_start),
                    hour_end: Number(draft.hour_end),
                    slot_minutes: Number(draft.slot_minutes) as 60 | 90 | 120,
                    court_ids: draft.court_ids.map(Number),
                    entries_close_at: closes.toISOString(),
                    draw_at: new Date(closes.getTime() + 3600_000).toISOString(),
                    charge_at_draw: draft.charge_at_draw,
                  }),
                () => {
                  setOpen(false)
                  setDraft(blank())
                  onCreated()
                },
                t("draws.setUpDone"),
              )
            }
          >
            {t("openPlay.setUp")}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t("openPlay.notNow")}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/**
 * A draw's public page, for anyone with its link (the mails carry it): no names, only entry
 * numbers and opaque household codes; once drawn, every ticket's weight and place, each award
 * and the seed, so the result can be checked by hand or recomputed with `venue draws show`.
 */
export const DrawResult = () => {
  const params = useParams()
  const facilityId = Number(params.facility)
  const drawId = Number(params.draw)
  const shown = useLoad(() => peakDraw(facilityId, drawId), [facilityId, drawId])
  return (
    <main>
      <Loaded state={shown}>{(draw) => <DrawRecordView draw={draw} />}</Loaded>
    </main>
  )
}

const DrawRecordView = ({ draw }: { draw: ShownDraw }) => {
  const t = useT()
  const say = useSentence()
  const zone = draw.time_zone
  const record = draw.record
  const byEntry = new Map(draw.entries.map((e) => [e.id, e]))
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{draw.name}</Title>
        <StatusBadge draw={draw} />
      </Group>
      <Text>
        {t("draws.record", {
          club: draw.club,
          day: longDate(draw.play_date, zone),
          time: timeRange(draw.hour_start, draw.hour_end),
          entries: draw.entries.length,
          slots: draw.slots.length,
          closes: dateTime(draw.entries_close_at, zone),
          drawAt: dateTime(draw.draw_at, zone),
        })}
      </Text>
      {draw.entries.some((e) => e.mine) && (
        <Alert color="blue" title={t("draws.yourEntries")}>
          {draw.entries
            .filter((e) => e.mine)
            .map((e) =>
              e.outcome === "won"
                ? e.problem === null
                  ? t("draws.entryWonBooked", { id: e.id, slot: slotName(draw, e.slot) })
                  : t("draws.entryWonNotBooked", { id: e.id, slot: slotName(draw, e.slot), problem: say(e.problem) })
                : t(e.outcome === "lost" ? "draws.entryLost" : "draws.entryIn", { id: e.id }),
            )
            .join(" ")}
        </Alert>
      )}
      <Card withBorder component="section" aria-label={t("draws.fair")}>
        <Title order={2} size="h4">
          {t("draws.fair")}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>{t("draws.fair1")}</List.Item>
          <List.Item>{t("draws.fair2", { weeks: draw.recent_weeks })}</List.Item>
          <List.Item>{t("draws.fair3")}</List.Item>
          <List.Item>{t("draws.fair4")}</List.Item>
          <List.Item>{t("draws.fair5")}</List.Item>
        </List>
      </Card>
      {draw.commitment !== null && (
        <Stack gap={4} component="section" aria-label={t("draws.commitment")}>
          <Title order={2} size="h4">
            {t("draws.commitment")}
          </Title>
          <Text size="sm">{t("draws.commitmentOf")}</Text>
          <Code tabIndex={0}>{draw.commitment}</Code>
        </Stack>
      )}
      {draw.seed !== null && (
        <Stack gap={4} component="section" aria-label={t("draws.seed")}>
          <Title order={2} size="h4">
            {t("draws.seed")}
          </Title>
          <Text size="sm">{t("draws.seedOf")}</Text>
          <Code block tabIndex={0}>
            {draw.seed_text}
          </Code>
          <Code tabIndex={0}>{draw.seed}</Code>
        </Stack>
      )}
      {record === null ? (
        <Text>{t("draws.notRun")}</Text>
      ) : (
        <>
          <Stack gap={4} component="section" aria-label={t("openPlay.result")}>
            <Title order={2} size="h4">
              {t("openPlay.result")}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label={t("draws.slotsDrawn")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("draws.slot")}</Table.Th>
                    <Table.Th>{t("draws.entryHead")}</Table.Th>
                    <Table.Th>{t("openPlay.roundHead")}</Table.Th>
                    <Table.Th>{t("draws.booked")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {draw.slots.map((slot) => {
                    const award = record.awards.find((a) => a.slot === slot.key)
                    const entry = award === undefined ? undefined : byEntry.get(award.entry_id)
                    return (
                      <Table.Tr key={slot.key}>
                        <Table.Td>{slotLabelOf(slot)}</Table.Td>
                        <Table.Td>
                          {award === undefined
                            ? t("draws.nobody")
                            : `#${award.entry_id}${entry?.mine ? ` ${t("draws.yours")}` : ""}`}
                        </Table.Td>
                        <Table.Td>{award?.round ?? ""}</Table.Td>
                        <Table.Td>
                          {award === undefined
                            ? ""
                            : entry?.problem === null || entry?.problem === undefined
                              ? t("draws.yes")
                              : say(entry.problem)}
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
          <Stack gap={4} component="section" aria-label={t("draws.tickets")}>
            <Title order={2} size="h4">
              {t("draws.ticketsOrder")}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label={t("draws.ticketsOrder")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("draws.place")}</Table.Th>
                    <Table.Th>{t("draws.household")}</Table.Th>
                    <Table.Th>{t("draws.recentWins")}</Table.Th>
                    <Table.Th>{t("draws.weight")}</Table.Th>
                    <Table.Th>{t("draws.key")}</Table.Th>
                    <Table.Th>{t("draws.entriesChoices")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {record.tickets.map((ticket, place) => {
                    const inputs = record.inputs.filter((i) => i.household === ticket.household)
                    return (
                      <Table.Tr key={ticket.household}>
                        <Table.Td>{place + 1}</Table.Td>
                        <Table.Td>
                          <Code>{ticket.household}</Code>
                        </Table.Td>
                        <Table.Td>{inputs.reduce((n, i) => n + i.recent_wins, 0)}</Table.Td>
                        <Table.Td>{ticket.weight.toFixed(4)}</Table.Td>
                        <Table.Td>{ticket.key.toFixed(6)}</Table.Td>
                        <Table.Td>
                          {inputs
                            .map((i) => `#${i.id}: ${i.choices.map((c) => slotName(draw, c)).join(" › ")}`)
                            .join("; ")}
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
          <Text size="sm">
            <Message id="draws.recompute" values={{ code: (words) => <Code>{words}</Code>, id: draw.id }} />
          </Text>
        </>
      )}
    </Stack>
  )
}
