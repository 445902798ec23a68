import { ClubShell } from "../ui/ClubPage"
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Link, useSearchParams } from "react-router"
import { listCourts } from "../api/courts"
import { quoteBooking } from "../api/reservations"
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
import { longDate, money, timeOf, timeOptions, timeRange, todayAt } from "../ui/format"
import { Message, useT } from "../i18n/I18n"
import { useFamily } from "../ui/family"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { useBookingWaivers } from "../ui/BookingWaivers"
import { RecordTable } from "../ui/RecordTable"

const DURATIONS = [3600, 5400, 7200]

/**
 * Slot watch for players: watch a taken time, and when it comes free the club offers it to one
 * watcher at a time, held for them for a while; the mail's link lands here, where the offer is
 * booked (through the ordinary booking) or passed on.
 */
export const Watches = () => {
  const t = useT()
  return (
    <ClubShell title={t("watch.title")} none={t("watch.none")}>
      {(facility) => <WatchBoard key={facility.id} facilityId={facility.id} zone={facility.time_zone} />}
    </ClubShell>
  )
}

const WatchBoard = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const mine = useLoad(() => mySlotWatches(facilityId), [facilityId])
  const courts = useLoad(() => listCourts(facilityId), [facilityId])
  const courtName = (id: number | null) =>
    id === null ? t("watch.anyCourt") : (courts.data?.find((c) => c.id === id)?.name ?? String(id))
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
      <Stack gap="xs" component="section" aria-label={t("watch.yours")}>
        <Title order={2} size="h4">
          {t("watch.yours")}
        </Title>
        <Loaded state={mine}>
          {({ watches }) => (
            <RecordTable
              label={t("watch.watches")}
              empty={t("watch.empty")}
              rows={watches}
              columns={[
                { title: t("clinics.day"), cell: (w) => longDate(w.date, zone) },
                { title: t("watch.window"), cell: (w) => timeRange(w.from, w.to) },
                {
                  title: t("watch.for"),
                  cell: (w) => t("watch.forWhom", { hours: w.duration / 3600, person: w.person }),
                },
                { title: t("grid.court"), cell: (w) => courtName(w.court_id) },
                { title: t("watch.status"), cell: (w) => <WatchStatus watch={w} /> },
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

const WatchStatus = ({ watch }: { watch: SlotWatch }) => {
  const t = useT()
  return (
    <Badge variant="light" color={watch.status === "active" ? "blue" : watch.status === "booked" ? "teal" : "gray"}>
      {t("watch.state", { status: watch.status })}
    </Badge>
  )
}

const StopWatch = ({
  facilityId,
  watch,
  onStopped,
}: {
  facilityId: number
  watch: SlotWatch
  onStopped: () => void
}) => {
  const t = useT()
  const action = useAction()
  return (
    <Button
      size="xs"
      variant="default"
      loading={action.busy === "stop"}
      onClick={() => void action.run("stop", () => stopSlotWatch(facilityId, watch.id), onStopped, t("watch.stopped"))}
    >
      {t("watch.stop")}
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
  const t = useT()
  const [taking, setTaking] = useState<SlotOffer>()
  const [booked, setBooked] = useState<string>()
  const action = useAction()
  if (offers.length === 0 && booked === undefined) return null
  const slot = (o: SlotOffer) => `${o.court}, ${longDate(o.date, zone)}, ${timeRange(o.hour_start, o.hour_end)}`
  return (
    <Stack gap="xs" component="section" aria-label={t("watch.offers")}>
      <Title order={2} size="h4">
        {t("watch.offered")}
      </Title>
      {booked !== undefined && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setBooked(undefined)}>
          <Message id="watch.booked" values={{ booked, link: (words) => <Link to="/reservations">{words}</Link> }} />
        </Alert>
      )}
      {action.error !== undefined && <Failure message={action.error} />}
      {offers.map((o) => (
        <Card key={o.id} withBorder id={`offer-${o.id}`} aria-label={t("watch.offerOf", { slot: slot(o) })}>
          <Stack gap="xs">
            <Text fw={500}>{slot(o)}</Text>
            <Text size="sm">{t("watch.held", { person: o.person, until: timeOf(o.expires_at, zone) })}</Text>
            <Group>
              <Button onClick={() => setTaking(o)}>{t("watch.bookIt")}</Button>
              <Button
                variant="default"
                loading={action.busy === `pass-${o.id}`}
                onClick={() =>
                  void action.run(
                    `pass-${o.id}`,
                    () => declineSlotOffer(facilityId, o.id),
                    onChanged,
                    t("watch.passedOn"),
                  )
                }
              >
                {t("watch.passOn")}
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
            setBooked(t("watch.bookedSlot", { slot: slot(taking) }))
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
  const t = useT()
  const { session } = useSession()
  const waivers = useBookingWaivers(facilityId, offer.user_id)
  // The price is said before the offer is taken: the one a booking of that time costs this player.
  const quote = useLoad(
    () =>
      quoteBooking({
        facility_id: facilityId,
        court_id: offer.court_id,
        date: offer.date,
        hour_start: offer.hour_start,
        hour_end: offer.hour_end,
        player_ids: [],
        guests: [],
        ...(offer.user_id !== session?.user?.id ? { booked_for: offer.user_id } : {}),
      }),
    [offer.id],
  )
  return (
    <Confirm
      title={t("watch.bookTitle")}
      confirm={t("watch.bookIt")}
      color="teal"
      done={t("watch.bookedDone")}
      disabled={waivers.waiting}
      onClose={onClose}
      onConfirm={() =>
        waivers
          .acceptTicked()
          .then(() => acceptSlotOffer(facilityId, offer.id))
          .then(onBooked)
      }
    >
      <Loaded state={quote}>
        {(q) => (
          <Text size="sm" role="note">
            {q.price_problem === null
              ? t("watch.bookPrice", {
                  slot,
                  person: offer.person,
                  amount: money(q.total, q.currency, q.currency_decimals),
                })
              : t("watch.bookNote", { slot, person: offer.person })}
          </Text>
        )}
      </Loaded>
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
  const t = useT()
  const [params] = useSearchParams()
  const me = useSession().session!.user!
  const who = useFamily((name) => t("watch.me", { name })).map((p) => ({ value: String(p.id), label: p.label }))
  const blank = () => ({
    for: String(me.id),
    date: params.get("date") ?? todayAt(zone),
    from: params.get("from") ?? String(18 * 3600),
    to: params.get("to") ?? String(20 * 3600),
    duration: "3600",
    court: params.get("court") ?? "any",
  })
  const [draft, setDraft] = useState(blank)
  const times = timeOptions(t("watch.midnight"))
  const action = useAction()
  const change = (next: Partial<ReturnType<typeof blank>>) => setDraft({ ...draft, ...next })
  return (
    <Card withBorder component="section" aria-label={t("watch.new")}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("watch.new")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("watch.about")}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label={t("clinics.day")}
            value={draft.date}
            onChange={(e) => change({ date: e.currentTarget.value })}
          />
          <Select
            label={t("pickers.from")}
            data={times}
            value={draft.from}
            onChange={(v) => v && change({ from: v })}
            allowDeselect={false}
          />
          <Select
            label={t("pickers.to")}
            data={times}
            value={draft.to}
            onChange={(v) => v && change({ to: v })}
            allowDeselect={false}
          />
          <Select
            label={t("watch.howLong")}
            data={DURATIONS.map((s) => ({ value: String(s), label: t("watch.hours", { hours: s / 3600 }) }))}
            value={draft.duration}
            onChange={(v) => v && change({ duration: v })}
            allowDeselect={false}
          />
          {who.length > 1 && (
            <Select
              label={t("watch.for")}
              data={who}
              value={draft.for}
              onChange={(v) => v && change({ for: v })}
              allowDeselect={false}
            />
          )}
          <Select
            label={t("grid.court")}
            data={[{ value: "any", label: t("watch.anyCourt") }, ...courts]}
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
                t("watch.watching"),
              )
            }
          >
            {t("watch.watch")}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
