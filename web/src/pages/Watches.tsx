import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Link, Navigate, useLocation, useSearchParams } from "react-router"
import { listCourts } from "../api/courts"
import { children } from "../api/users"
import {
  acceptSlotOffer,
  declineSlotOffer,
  mySlotWatches,
  type SlotOffer,
  type SlotWatch,
  stopSlotWatch,
  watchSlot,
} from "../api/slotWatch"
import { useSession } from "../session"
import { Confirm } from "../ui/Confirm"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { longDate, timeOf, timeRange, TIMES, todayAt } from "../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { useBookingWaivers } from "../ui/BookingWaivers"
import { RecordTable } from "../ui/RecordTable"

const DURATIONS = [3600, 5400, 7200].map((s) => ({
  value: String(s),
  label: `${s / 3600} hour${s === 3600 ? "" : "s"}`,
}))

/**
 * Slot watch for players: watch a taken time, and when it comes free the club offers it to one
 * watcher at a time, held for them for a while; the mail's link lands here, where the offer is
 * booked (through the ordinary booking) or passed on.
 */
export const Watches = () => {
  const { session } = useSession()
  const location = useLocation()
  const { facility, choices, choose } = useFacilityChoice()
  if (session === undefined) return null
  if (session.user === null)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search + location.hash)}`} />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Slot watch</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>Join a club to watch its courts.</Text>
        ) : (
          <WatchBoard key={facility.id} facilityId={facility.id} zone={facility.time_zone} />
        )}
      </Stack>
    </main>
  )
}

const WatchBoard = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const mine = useLoad(() => mySlotWatches(facilityId), [facilityId])
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const courtName = (id: number | null) =>
    id === null ? "Any court" : (courts.data?.find((c) => c.id === id)?.name ?? `Court ${id}`)
  return (
    <Stack gap="lg">
      <Loaded state={mine}>
        {({ offers }) => (
          <Offers
            facilityId={facilityId}
            zone={zone}
            offers={offers.filter((o) => o.status === "open")}
            onChanged={mine.reload}
          />
        )}
      </Loaded>
      <NewWatch
        facilityId={facilityId}
        zone={zone}
        courts={(courts.data ?? []).filter((c) => c.active).map((c) => ({ value: String(c.id), label: c.name }))}
        onWatched={mine.reload}
      />
      <Stack gap="xs" component="section" aria-label="Your watches">
        <Title order={2} size="h4">
          Your watches
        </Title>
        <Loaded state={mine}>
          {({ watches }) => (
            <RecordTable
              label="Watches"
              empty="You watch nothing at this club."
              rows={watches}
              columns={[
                { title: "Day", cell: (w) => longDate(w.date, zone) },
                { title: "Window", cell: (w) => timeRange(w.from, w.to) },
                { title: "For", cell: (w) => `${w.duration / 3600} h, ${w.person}` },
                { title: "Court", cell: (w) => courtName(w.court_id) },
                { title: "Status", cell: (w) => <WatchStatus watch={w} /> },
                {
                  title: "",
                  cell: (w) =>
                    w.status === "active" ? (
                      <StopWatch facilityId={facilityId} watch={w} onStopped={mine.reload} />
                    ) : null,
                },
              ]}
            />
          )}
        </Loaded>
      </Stack>
    </Stack>
  )
}

const WatchStatus = ({ watch }: { watch: SlotWatch }) => (
  <Badge variant="light" color={watch.status === "active" ? "blue" : watch.status === "booked" ? "teal" : "gray"}>
    {watch.status === "active" ? "watching" : watch.status}
  </Badge>
)

const StopWatch = ({
  facilityId,
  watch,
  onStopped,
}: {
  facilityId: number
  watch: SlotWatch
  onStopped: () => void
}) => {
  const action = useAction()
  return (
    <Button
      size="xs"
      variant="default"
      loading={action.busy === "stop"}
      onClick={() => void action.run("stop", () => stopSlotWatch(facilityId, watch.id), onStopped, "Stopped watching.")}
    >
      Stop
    </Button>
  )
}

const Offers = ({
  facilityId,
  zone,
  offers,
  onChanged,
}: {
  facilityId: number
  zone: string
  offers: ReadonlyArray<SlotOffer>
  onChanged: () => void
}) => {
  const [taking, setTaking] = useState<SlotOffer>()
  const [booked, setBooked] = useState<string>()
  const action = useAction()
  if (offers.length === 0 && booked === undefined) return null
  const slot = (o: SlotOffer) => `${o.court}, ${longDate(o.date, zone)}, ${timeRange(o.hour_start, o.hour_end)}`
  return (
    <Stack gap="xs" component="section" aria-label="Offers">
      <Title order={2} size="h4">
        Offered to you
      </Title>
      {booked !== undefined && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setBooked(undefined)}>
          {booked} <Link to="/reservations">See your reservations</Link> to pay.
        </Alert>
      )}
      {action.error !== undefined && <Failure message={action.error} />}
      {offers.map((o) => (
        <Card key={o.id} withBorder id={`offer-${o.id}`} aria-label={`Offer of ${slot(o)}`}>
          <Stack gap="xs">
            <Text fw={500}>{slot(o)}</Text>
            <Text size="sm">
              Held for {o.person} until {timeOf(o.expires_at, zone)}; then it passes to the next player watching it.
            </Text>
            <Group>
              <Button onClick={() => setTaking(o)}>Book it</Button>
              <Button
                variant="default"
                loading={action.busy === `pass-${o.id}`}
                onClick={() =>
                  void action.run(`pass-${o.id}`, () => declineSlotOffer(facilityId, o.id), onChanged, "Passed on.")
                }
              >
                Pass it on
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      {taking !== undefined && (
        <TakeOffer
          facilityId={facilityId}
          offer={taking}
          slot={slot(taking)}
          onClose={() => setTaking(undefined)}
          onBooked={() => {
            setBooked(`Booked ${slot(taking)}.`)
            setTaking(undefined)
            onChanged()
          }}
        />
      )}
    </Stack>
  )
}

/** Asks before booking an offer, with the club's booking waivers the player has still to accept. */
const TakeOffer = ({
  facilityId,
  offer,
  slot,
  onClose,
  onBooked,
}: {
  facilityId: number
  offer: SlotOffer
  slot: string
  onClose: () => void
  onBooked: () => void
}) => {
  const { session } = useSession()
  const waivers = useBookingWaivers(facilityId, offer.user_id)
  return (
    <Confirm
      title="Book this court?"
      confirm="Book it"
      color="teal"
      done="Booked."
      disabled={waivers.waiting}
      onClose={onClose}
      onConfirm={() =>
        waivers
          .acceptTicked()
          .then(() => acceptSlotOffer(facilityId, offer.id))
          .then(onBooked)
      }
    >
      <Text size="sm">
        {slot} for {offer.person}, at the club&apos;s price for a booking; it is owed like any booking and cancelled by
        the club&apos;s rules.
      </Text>
      {waivers.checks(offer.user_id !== session?.user?.id)}
    </Confirm>
  )
}

const NewWatch = ({
  facilityId,
  zone,
  courts,
  onWatched,
}: {
  facilityId: number
  zone: string
  courts: ReadonlyArray<{ value: string; label: string }>
  onWatched: () => void
}) => {
  const [params] = useSearchParams()
  const me = useSession().session!.user!
  const kids = useLoad(() => children(), [])
  const who = [
    { value: String(me.id), label: `Me (${me.first_name} ${me.last_name})` },
    ...(kids.data ?? []).map((k) => ({ value: String(k.id), label: `${k.first_name} ${k.last_name}` })),
  ]
  const blank = () => ({
    for: String(me.id),
    date: params.get("date") ?? todayAt(zone),
    from: params.get("from") ?? String(18 * 3600),
    to: params.get("to") ?? String(20 * 3600),
    duration: "3600",
    court: params.get("court") ?? "any",
  })
  const [draft, setDraft] = useState(blank)
  const action = useAction()
  const change = (next: Partial<ReturnType<typeof blank>>) => setDraft({ ...draft, ...next })
  return (
    <Card withBorder component="section" aria-label="Watch a time">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Watch a time
        </Title>
        <Text size="sm" c="dimmed">
          If a court comes free in this window, it is offered to those watching one at a time, in the club’s order, and
          held for you for a while.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label="Day"
            value={draft.date}
            onChange={(e) => change({ date: e.currentTarget.value })}
          />
          <Select
            label="From"
            data={TIMES}
            value={draft.from}
            onChange={(v) => v && change({ from: v })}
            allowDeselect={false}
          />
          <Select
            label="To"
            data={TIMES}
            value={draft.to}
            onChange={(v) => v && change({ to: v })}
            allowDeselect={false}
          />
          <Select
            label="How long"
            data={DURATIONS}
            value={draft.duration}
            onChange={(v) => v && change({ duration: v })}
            allowDeselect={false}
          />
          {who.length > 1 && (
            <Select
              label="For"
              data={who}
              value={draft.for}
              onChange={(v) => v && change({ for: v })}
              allowDeselect={false}
            />
          )}
          <Select
            label="Court"
            data={[{ value: "any", label: "Any court" }, ...courts]}
            value={draft.court}
            onChange={(v) => v && change({ court: v })}
            allowDeselect={false}
          />
        </SimpleGrid>
        {action.error !== undefined && <Failure message={action.error} />}
        <Group>
          <Button
            loading={action.busy === "watch"}
            onClick={() =>
              void action.run(
                "watch",
                () =>
                  watchSlot(facilityId, {
                    date: draft.date,
                    from: Number(draft.from),
                    to: Number(draft.to),
                    duration: Number(draft.duration),
                    court_id: draft.court === "any" ? null : Number(draft.court),
                    ...(draft.for === String(me.id) ? {} : { for_user_id: Number(draft.for) }),
                  }),
                onWatched,
                "Watching. You will hear by e-mail if it comes free.",
              )
            }
          >
            Watch
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
