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
import { Link, Navigate, useLocation, useParams } from "react-router"
import { localInstant } from "../../../engine/dates"
import { MANAGER_ROLES } from "../../../engine/roles"
import { listCourts } from "../api/courts"
import {
  createPeakDraw,
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
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { addDays, dateTime, longDate, timeRange, TIMES, todayAt } from "../ui/format"
import { HoursPicker } from "../ui/pickers"
import { useBookingWaivers } from "../ui/BookingWaivers"
import { PersonPicker, useFamily } from "../ui/family"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"

const drawPage = (draw: Pick<PeakDraw, "facility_id" | "id">) => `/draws/${draw.facility_id}/${draw.id}`
const entriesOpen = (draw: PeakDraw) => draw.status === "open" && Date.parse(draw.entries_close_at) > Date.now()

const StatusBadge = ({ draw }: { draw: PeakDraw }) =>
  draw.status === "drawn" ? (
    <Badge color="teal" variant="light">
      drawn
    </Badge>
  ) : entriesOpen(draw) ? (
    <Badge color="blue" variant="light">
      taking entries
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {draw.status === "cancelled" ? "cancelled" : "entries closed"}
    </Badge>
  )

/**
 * Peak draws for players: a club's busiest hours given out by lot instead of to the fastest
 * click. A player enters for themself (or a child) with their group and the slots they want,
 * best first; each draw's page shows how it went and how to check it.
 */
export const Draws = () => {
  const { session } = useSession()
  const location = useLocation()
  const { facility, choices, choose } = useFacilityChoice()
  if (session === undefined) return null
  if (session.user === null)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} />
  const manager = facility?.role !== null && facility?.role !== undefined && MANAGER_ROLES.includes(facility.role)
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Peak draws</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        <Text size="sm" c="dimmed" maw={720}>
          The club&apos;s busiest hours go by lot, not to the fastest click. Each family holds one ticket; a family that
          won peak slots in the last weeks weighs less, so those who missed out come first more often. Nobody gets a
          second slot while someone who asked for a free one has none.
        </Text>
        {facility === undefined ? (
          <Text>Join a club to enter its draws.</Text>
        ) : (
          <DrawBoard key={facility.id} facilityId={facility.id} zone={facility.time_zone} manager={manager} />
        )}
      </Stack>
    </main>
  )
}

const DrawBoard = ({ facilityId, zone, manager }: { facilityId: number; zone: string; manager: boolean }) => {
  const draws = useLoad(() => peakDraws(facilityId), [facilityId])
  return (
    <Stack gap="lg">
      {manager && <NewDraw facilityId={facilityId} zone={zone} onCreated={draws.reload} />}
      <Loaded state={draws}>
        {(list) =>
          list.length === 0 ? (
            <Text>The club draws no peak hours at the moment.</Text>
          ) : (
            <Stack gap="md">
              {list.map((draw) => (
                <DrawCard key={draw.id} draw={draw} zone={zone} />
              ))}
            </Stack>
          )
        }
      </Loaded>
    </Stack>
  )
}

const DrawCard = ({ draw, zone }: { draw: PeakDraw; zone: string }) => {
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
          {longDate(draw.play_date, zone)}, {timeRange(draw.hour_start, draw.hour_end)}; slots of {draw.slot_minutes}{" "}
          minutes. Entries close {dateTime(draw.entries_close_at, zone)}; the draw is at {dateTime(draw.draw_at, zone)}.
        </Text>
        <Loaded state={shown}>
          {(full) => (
            <Stack gap="xs">
              <MyEntries draw={full} onChanged={shown.reload} />
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
                    <Button onClick={() => setEntering(true)}>Enter the draw</Button>
                  </Group>
                ))}
            </Stack>
          )}
        </Loaded>
        <Link to={drawPage(draw)}>
          {draw.status === "drawn" ? "The result, with every weight and the seed" : "The draw's page"}
        </Link>
      </Stack>
    </Card>
  )
}

const slotName = (draw: ShownDraw, key: string | null) =>
  key === null ? "" : (draw.slots.find((s) => s.key === key)?.label ?? key)

const MyEntries = ({ draw, onChanged }: { draw: ShownDraw; onChanged: () => void }) => {
  const [withdrawing, setWithdrawing] = useState<number>()
  const mine = draw.entries.filter((e) => e.mine)
  if (mine.length === 0) return null
  return (
    <Stack gap={4} aria-label="Your entries">
      {mine.map((e) => (
        <Group key={e.id} gap="xs" wrap="wrap">
          <Text size="sm">
            Entry {e.id}: {e.choices.map((c) => slotName(draw, c)).join(", then ")}.
          </Text>
          {e.outcome === "won" && (
            <Badge color="teal">
              {e.problem === null ? `won ${slotName(draw, e.slot)}` : `won, not booked: ${e.problem}`}
            </Badge>
          )}
          {e.outcome === "lost" && <Badge color="gray">no slot this time</Badge>}
          {entriesOpen(draw) && (
            <Button size="compact-xs" variant="default" onClick={() => setWithdrawing(e.id)}>
              Withdraw
            </Button>
          )}
        </Group>
      ))}
      {withdrawing !== undefined && (
        <Confirm
          title="Withdraw this entry?"
          confirm="Withdraw"
          done="Entry withdrawn."
          onClose={() => setWithdrawing(undefined)}
          onConfirm={() => withdrawPeakDrawEntry(draw.facility_id, draw.id, withdrawing).then(onChanged)}
        >
          <Text size="sm">
            Your group leaves the draw. You may enter again while entries are open, until{" "}
            {dateTime(draw.entries_close_at, draw.time_zone)}.
          </Text>
        </Confirm>
      )}
    </Stack>
  )
}

/** An entry: for whom, the group's other players, and up to five slots in the order they are wanted. */
const EntryForm = ({ draw, onClose, onEntered }: { draw: ShownDraw; onClose: () => void; onEntered: () => void }) => {
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
      .map((p) => ({ value: String(p.id), label: p.name })),
  ]
  return (
    <Card withBorder bg="var(--mantine-color-gray-0)" component="form" aria-label="Your entry">
      <Stack gap="xs">
        <PersonPicker
          label="For"
          people={family}
          value={family.find((p) => p.id === forId) ?? { id: me.id, name: "" }}
          onChange={setForId}
        />
        <MultiSelect
          label="Slots you want, the one you want most first"
          description="Up to five. If your first is taken by someone drawn before you, you get your next one still free."
          data={draw.slots.map((s) => ({ value: s.key, label: s.label }))}
          value={choices}
          maxValues={5}
          onChange={setChoices}
        />
        {choices.length > 0 && (
          <List type="ordered" size="sm" aria-label="Your order">
            {choices.map((c) => (
              <List.Item key={c}>{slotName(draw, c)}</List.Item>
            ))}
          </List>
        )}
        <MultiSelect
          label="Who plays with you"
          description="Each person enters a draw once: in one group only."
          placeholder="Type a name"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={players.map((p) => p.value)}
          maxValues={3}
          onChange={(values) => setPlayers(options.filter((o) => values.includes(o.value)))}
          nothingFoundMessage={debounced.trim().length < 2 ? "Type at least two letters" : "No member by that name"}
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
                "Entered. You will hear by e-mail how the draw went; a slot won is booked for you.",
              )
            }
          >
            Enter
          </Button>
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** A manager's new draw: the day's peak hours and courts, and when entries close and the draw runs, at the club's time. */
const NewDraw = ({ facilityId, zone, onCreated }: { facilityId: number; zone: string; onCreated: () => void }) => {
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const [open, setOpen] = useState(false)
  const blank = () => {
    const day = addDays(todayAt(zone), 7)
    return {
      name: "Saturday morning peak",
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
          Set up a draw
        </Button>
      </Group>
    )
  const closes = localInstant(draft.close_date, Number(draft.close_time), zone)
  return (
    <Card withBorder component="section" aria-label="Set up a draw">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Set up a draw
        </Title>
        <Text size="sm" c="dimmed">
          From now until the draw its courts and hours are kept from first-come booking. At the draw each winner is
          booked at the club&apos;s price and pays it as you choose below; what nobody won opens to everyone.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Name" value={draft.name} onChange={(e) => change({ name: e.currentTarget.value })} />
          <TextInput
            type="date"
            label="Day played"
            value={draft.play_date}
            onChange={(e) => change({ play_date: e.currentTarget.value })}
          />
          <Select
            label="Slot length"
            data={["60", "90", "120"].map((m) => ({ value: m, label: `${m} minutes` }))}
            value={draft.slot_minutes}
            onChange={(v) => v && change({ slot_minutes: v })}
            allowDeselect={false}
          />
          <HoursPicker hourStart={draft.hour_start} hourEnd={draft.hour_end} onChange={change} />
          <MultiSelect
            label="Courts"
            data={(courts.data ?? []).filter((c) => c.active).map((c) => ({ value: String(c.id), label: c.name }))}
            value={draft.court_ids}
            onChange={(v) => change({ court_ids: v })}
          />
          <TextInput
            type="date"
            label="Entries close on"
            value={draft.close_date}
            onChange={(e) => change({ close_date: e.currentTarget.value })}
          />
          <Select
            label="at"
            data={TIMES}
            value={draft.close_time}
            onChange={(v) => v && change({ close_time: v })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Checkbox
          label="Charge each winner's saved card at the draw (else they owe it until the day, like any booking)"
          checked={draft.charge_at_draw}
          onChange={(e) => change({ charge_at_draw: e.currentTarget.checked })}
        />
        <Text size="sm">The draw runs an hour after entries close, and everyone who entered is mailed.</Text>
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
                "Draw set up: its slots are kept for it until the draw.",
              )
            }
          >
            Set up
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            Not now
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
        {draw.club}: {longDate(draw.play_date, zone)}, {timeRange(draw.hour_start, draw.hour_end)}.{" "}
        {draw.entries.length} {draw.entries.length === 1 ? "entry" : "entries"} for {draw.slots.length} slots. Entries
        close {dateTime(draw.entries_close_at, zone)}; the draw is at {dateTime(draw.draw_at, zone)}.
      </Text>
      {draw.entries.some((e) => e.mine) && (
        <Alert color="blue" title="Your entries">
          {draw.entries
            .filter((e) => e.mine)
            .map((e) =>
              e.outcome === "won"
                ? `Entry ${e.id} won ${slotName(draw, e.slot)}${e.problem === null ? ", booked for you" : `, but could not be booked: ${e.problem}`}.`
                : e.outcome === "lost"
                  ? `Entry ${e.id} got no slot this time.`
                  : `Entry ${e.id} is in the draw.`,
            )
            .join(" ")}
        </Alert>
      )}
      <Card withBorder component="section" aria-label="How the draw is fair">
        <Title order={2} size="h4">
          How the draw is fair
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            Each household (a family, or a group on its own) holds one ticket, however many entries it made.
          </List.Item>
          <List.Item>
            A ticket weighs 1 ÷ (1 + peak slots its players won in the club&apos;s last {draw.recent_weeks} weeks): a
            household that won nothing lately weighs 1, one that won twice weighs 1/3.
          </List.Item>
          <List.Item>
            Each ticket draws a number u between 0 and 1 from the seed; tickets go in the order of u^(1/weight), highest
            first, so a heavier ticket tends to come earlier.
          </List.Item>
          <List.Item>
            Round 1 walks that order and gives each household&apos;s entry its most wanted slot still free; later rounds
            do the same for households with another entry. Nobody gets a second slot while another entry that could be
            placed got none.
          </List.Item>
          <List.Item>
            The seed is the SHA-256 digest of a text published when entries close, before the draw: the same entries and
            seed always give the same result.
          </List.Item>
        </List>
      </Card>
      {draw.seed !== null && (
        <Stack gap={4} component="section" aria-label="Seed">
          <Title order={2} size="h4">
            Seed
          </Title>
          <Text size="sm">SHA-256 of the text below:</Text>
          <Code block tabIndex={0}>
            {draw.seed_text}
          </Code>
          <Code tabIndex={0}>{draw.seed}</Code>
        </Stack>
      )}
      {record === null ? (
        <Text>The draw has not run yet: the result, every weight and the order will show here once it has.</Text>
      ) : (
        <>
          <Stack gap={4} component="section" aria-label="Result">
            <Title order={2} size="h4">
              Result
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label="Slots drawn">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Slot</Table.Th>
                    <Table.Th>Entry</Table.Th>
                    <Table.Th>Round</Table.Th>
                    <Table.Th>Booked</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {draw.slots.map((slot) => {
                    const award = record.awards.find((a) => a.slot === slot.key)
                    const entry = award === undefined ? undefined : byEntry.get(award.entry_id)
                    return (
                      <Table.Tr key={slot.key}>
                        <Table.Td>{slot.label}</Table.Td>
                        <Table.Td>
                          {award === undefined
                            ? "nobody: open to all"
                            : `#${award.entry_id}${entry?.mine ? " (yours)" : ""}`}
                        </Table.Td>
                        <Table.Td>{award?.round ?? ""}</Table.Td>
                        <Table.Td>
                          {award === undefined ? "" : entry?.problem === null ? "yes" : entry?.problem}
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
          <Stack gap={4} component="section" aria-label="Tickets">
            <Title order={2} size="h4">
              Tickets in drawn order
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label="Tickets in drawn order">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Place</Table.Th>
                    <Table.Th>Household</Table.Th>
                    <Table.Th>Peak wins lately</Table.Th>
                    <Table.Th>Weight</Table.Th>
                    <Table.Th>Key u^(1/weight)</Table.Th>
                    <Table.Th>Entries and their choices</Table.Th>
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
            To recompute it: <Code>venue draws show {draw.id} --facility SLUG</Code> reads this record, draws again from
            the seed and says whether it matches.
          </Text>
        </>
      )}
    </Stack>
  )
}
