import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core"
import { useState } from "react"
import { clinicPriceTerms } from "../../../engine/clinics"
import {
  bookClinic,
  cancelClinicSession,
  clinicDashboard,
  enrolQuote,
  clinicUsersLesson,
  listClinics,
  payPendingClinicPackagesPublic,
} from "../api/clinics"
import { acceptProgramWaiver, acceptWaiver, listWaivers, programWaivers } from "../api/waivers"
import { useSession } from "../session"
import { SavedCardPicker } from "../ui/CardPayments"
import { Confirm } from "../ui/Confirm"
import { TakeMoney } from "../ui/TakeMoney"
import { type Club, ClubPage } from "../ui/ClubPage"
import { type Person, PersonPicker, useFamily } from "../ui/family"
import { longDate, money, timeRange, todayAt } from "../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { ClinicUpgrade } from "./ClinicUpgrade"
import { WaiverAcceptance } from "../ui/WaiverAcceptance"

type Clinic = Awaited<ReturnType<typeof listClinics>>[number]
type Purchase = Awaited<ReturnType<typeof clinicUsersLesson>>[number]

const WAYS = [
  { value: "later", label: "Pay later" },
  { value: "card", label: "Saved card" },
  { value: "prepaid", label: "Club Credits" },
  { value: "accounts_receivable", label: "Club Account" },
]

const ages = (c: Pick<Clinic, "age_start" | "age_end">) =>
  c.age_start === null && c.age_end === null
    ? "All ages"
    : c.age_end === null
      ? `Ages ${c.age_start}+`
      : c.age_start === null
        ? `Up to ${c.age_end}`
        : `Ages ${c.age_start}–${c.age_end}`

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

/** When a clinic meets, its days grouped by time: "Tue, Thu · 4:00 PM – 5:30 PM". */
const meets = (times: Clinic["times"]) => {
  const byTime = new Map<string, Array<number>>()
  for (const t of times)
    byTime.set(timeRange(t.hour_start, t.hour_end), [
      ...(byTime.get(timeRange(t.hour_start, t.hour_end)) ?? []),
      t.weekday,
    ])
  return [...byTime].map(([time, days]) => `${days.map((d) => DAYS[d]!.slice(0, 3)).join(", ")} · ${time}`)
}

const level = (c: Pick<Clinic, "rating_provider" | "rating_min" | "rating_max">) =>
  c.rating_provider === null ? null : `${c.rating_provider.toUpperCase()} ${c.rating_min ?? "…"}–${c.rating_max ?? "…"}`

/**
 * A player's clinics at a club: the programs (by category, age, level and day), one's sessions with places
 * left, enrolment for oneself or a child, and what each purchase has left, to pay or to cancel.
 */
export const Clinics = () => {
  const family = useFamily()
  const [forWhom, setForWhom] = useState<number>()
  const [open, setOpen] = useState<Clinic>()
  const [version, setVersion] = useState(0)
  const person = family.find((p) => p.id === forWhom) ?? family[0]
  return (
    <ClubPage title="Clinics" path="/clinics" none="Join a club to see its clinics.">
      {(c) =>
        person === undefined ? null : (
          <Stack gap="md">
            <PersonPicker label="Clinics for" people={family} value={person} onChange={setForWhom} />
            <ClinicList club={c} onOpen={setOpen} />
            {open !== undefined && (
              <Enrol
                key={`${open.id}-${person.id}`}
                club={c}
                clinic={open}
                person={person}
                onDone={() => (setOpen(undefined), setVersion(version + 1))}
                onClose={() => setOpen(undefined)}
              />
            )}
            <Card withBorder component="section" aria-label="Your clinics">
              <Title order={2} size="h4" mb="xs">
                Your clinics
              </Title>
              <Purchases club={c} version={version} onChanged={() => setVersion(version + 1)} />
            </Card>
          </Stack>
        )
      }
    </ClubPage>
  )
}

const ClinicList = ({ club, onOpen }: { club: Club; onOpen: (c: Clinic) => void }) => {
  const clinics = useLoad(() => listClinics(club.id), [club.id])
  const [category, setCategory] = useState<string | null>(null)
  const [age, setAge] = useState<number | string>("")
  const [day, setDay] = useState<string | null>(null)
  const [system, setSystem] = useState<string | null>(null)
  const [rating, setRating] = useState<number | string>("")
  return (
    <Loaded state={clinics}>
      {(rows) => {
        const categories = [...new Map(rows.flatMap((c) => (c.category ? [[c.category.id, c.category]] : []))).values()]
        const systems = [...new Set(rows.flatMap((c) => (c.rating_provider === null ? [] : [c.rating_provider])))]
        const shown = rows.filter(
          (c) =>
            (category === null || String(c.category?.id) === category) &&
            (age === "" ||
              ((c.age_start === null || Number(age) >= c.age_start) &&
                (c.age_end === null || Number(age) <= c.age_end))) &&
            (day === null || c.times.some((t) => String(t.weekday) === day)) &&
            // A level to check needs the rating system and the rating; a clinic for every level always fits.
            (system === null ||
              rating === "" ||
              c.rating_provider === null ||
              (c.rating_provider === system &&
                (c.rating_min === null || Number(rating) >= c.rating_min) &&
                (c.rating_max === null || Number(rating) <= c.rating_max))),
        )
        return (
          <Stack gap="xs">
            <Group align="end">
              <Select
                label="Category"
                placeholder="All"
                data={categories.map((k) => ({ value: String(k.id), label: k.name }))}
                value={category}
                onChange={setCategory}
                clearable
                w={200}
              />
              <NumberInput label="Age" value={age} onChange={setAge} min={3} max={99} w={100} />
              <Select
                label="Day"
                placeholder="Any"
                data={DAYS.map((d, i) => ({ value: String(i), label: d }))}
                value={day}
                onChange={setDay}
                clearable
                clearButtonProps={{ "aria-label": "Any day" }}
                w={150}
              />
              {systems.length > 0 && (
                <>
                  <Select
                    label="Rating system"
                    placeholder="Any level"
                    data={systems.map((p) => ({ value: p, label: p.toUpperCase() }))}
                    value={system}
                    onChange={setSystem}
                    clearable
                    w={150}
                  />
                  <NumberInput
                    label="Your rating"
                    value={rating}
                    onChange={setRating}
                    min={0}
                    max={100}
                    decimalScale={2}
                    disabled={system === null}
                    w={120}
                  />
                </>
              )}
            </Group>
            {shown.length === 0 ? (
              <Text c="dimmed">No clinics match.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {shown.map((c) => (
                  <Card key={c.id} withBorder component="article" aria-label={c.public_name ?? c.name}>
                    <Stack gap={6}>
                      <Title order={2} size="h4">
                        {c.public_name ?? c.name}
                      </Title>
                      <Group gap={4}>
                        {c.category && <Badge variant="light">{c.category.name}</Badge>}
                        <Badge variant="outline" color="gray">
                          {ages(c)}
                        </Badge>
                        {level(c) !== null && (
                          <Badge variant="outline" color="grape">
                            {level(c)}
                          </Badge>
                        )}
                      </Group>
                      {meets(c.times).map((m) => (
                        <Text key={m} size="sm" fw={500}>
                          {m}
                        </Text>
                      ))}
                      {c.description !== "" && <Text size="sm">{c.description}</Text>}
                      <Text size="sm" c="dimmed">
                        {c.prices
                          .filter((p) => p.active)
                          .map((p) => `${p.name}: ${money(p.amount, club.currency, club.currency_decimals)}`)
                          .join(" · ")}
                      </Text>
                      <Button variant="light" onClick={() => onOpen(c)}>
                        Sessions and enrolment
                      </Button>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        )
      }}
    </Loaded>
  )
}

/** One clinic's sessions to come with places left, and enrolment in them after a confirmation. */
const Enrol = ({
  club,
  clinic,
  person,
  onDone,
  onClose,
}: {
  club: Club
  clinic: Clinic
  person: Person
  onDone: () => void
  onClose: () => void
}) => {
  const me = useSession().session?.user?.id
  const board = useLoad(() => clinicDashboard(clinic.id), [clinic.id])
  // The sessions the person holds a place in already: a new purchase takes the next others.
  const mine = useLoad(() => clinicUsersLesson(club.id, clinic.id), [club.id, clinic.id])
  const held = new Set(
    (mine.data ?? []).filter((p) => p.user_id === person.id).flatMap((p) => p.sessions.map((s) => s.clinic_lesson_id)),
  )
  const prices = clinic.prices.filter((p) => p.active)
  const [priceId, setPriceId] = useState(prices[0]?.id)
  const [way, setWay] = useState("later")
  const [cardId, setCardId] = useState<number>()
  const [waitlist, setWaitlist] = useState(false)
  const [asking, setAsking] = useState(false)
  const price = prices.find((p) => p.id === priceId)
  const cost = (p: { id: number; amount: number }) =>
    quotes.data?.find((q) => q.clinic_price_id === p.id)?.amount ?? p.amount
  // The program waivers the clinic asks for, accepted for this clinic as part of enrolling.
  const waivers = useLoad(
    () =>
      clinic.waiver_ids.length === 0
        ? Promise.resolve([])
        : programWaivers({ facility_id: club.id, user_id: person.id }).then((all) =>
            all.filter((w) => clinic.waiver_ids.includes(w.waiver.id)),
          ),
    [club.id, person.id, clinic.id],
  )
  // A child's enrolment asks first for the club's children's waivers not accepted for them yet.
  const childWaivers = useLoad(
    () =>
      person.id === me
        ? Promise.resolve([])
        : listWaivers({ facility_id: club.id, user_id: person.id }).then((all) =>
            all.filter((w) => w.waiver.category === "childs" && !w.accepted),
          ),
    [club.id, person.id, me],
  )
  // What each price charges this person now, by the server's rule (prorated, member price).
  const quotes = useLoad(
    () =>
      Promise.all(
        prices.map((p) =>
          enrolQuote(clinic.id, {
            facility_id: club.id,
            clinic_price_id: p.id,
            ...(person.id === me ? {} : { user_child_id: person.id }),
          }),
        ),
      ),
    [clinic.id, person.id],
  )
  const quote = quotes.data?.find((q) => q.clinic_price_id === priceId)
  const asked = [...(childWaivers.data ?? []), ...(waivers.data ?? [])]
  const [accepted, setAccepted] = useState<ReadonlyArray<number>>([])
  const unaccepted = asked.filter((w) => !accepted.includes(w.waiver.id))
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  return (
    <Card withBorder component="section" aria-label={`Enrol in ${clinic.public_name ?? clinic.name}`}>
      <Loaded state={board}>
        {(b) => {
          const next = b.sessions
            .filter((s) => !s.cancelled && !s.raincheck && !held.has(s.id))
            .slice(0, price?.lessons ?? 0)
          const full = next.filter((s) => s.places_left === 0)
          // Only waiting: nothing is charged until a place opens.
          const onlyWaiting = next.length > 0 && full.length === next.length
          const payWay = onlyWaiting ? "later" : way
          const first = person.name.split(" ")[0]
          return (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {clinic.public_name ?? clinic.name} for {person.name}
              </Title>
              <Stack gap={2} component="ul" className="plain-list" aria-label="Sessions to come">
                {b.sessions.length === 0 && <Text c="dimmed">No sessions to come.</Text>}
                {b.sessions.map((s) => (
                  <Group component="li" key={s.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {longDate(s.date, club.time_zone)}, {timeRange(s.hour_start, s.hour_end)}
                    </Text>
                    <Text size="sm" c={s.places_left === 0 ? "red" : "dimmed"}>
                      {s.cancelled || s.raincheck
                        ? "Called off"
                        : s.places_left === 0
                          ? `Full, ${s.waitlisted} waiting`
                          : `${s.places_left} place${s.places_left === 1 ? "" : "s"} left`}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Select
                label="Price"
                data={prices.map((p) => ({
                  value: String(p.id),
                  label: `${p.name}: ${clinicPriceTerms(p.lessons, p.lesson_unit)}, ${cash(cost(p))}`,
                }))}
                value={priceId === undefined ? null : String(priceId)}
                onChange={(v) => setPriceId(v === null ? undefined : Number(v))}
                allowDeselect={false}
              />
              {full.length > 0 && (
                <Checkbox
                  label={`Join the waitlist where a session is full (${full.length})`}
                  checked={waitlist}
                  onChange={(e) => setWaitlist(e.currentTarget.checked)}
                />
              )}
              {quote?.eligibility != null && <Failure message={quote.eligibility} />}
              {quotes.error !== undefined && <Failure message={quotes.error} />}
              {quote !== undefined && quote.amount !== quote.listed && (
                <Text size="sm" role="note">
                  {cash(quote.amount)} now, for {first}
                  {price?.lesson_unit === "per_week_per_next_sessions"
                    ? ` (listed ${cash(quote.listed)}, prorated to the sessions left)`
                    : ` (listed ${cash(quote.listed)}, at the member price)`}
                  .
                </Text>
              )}
              {quote !== undefined && quote.sessions < quote.lessons && price?.lesson_unit === "session" && (
                <Text size="sm" role="note">
                  Only {quote.sessions} of its {quote.lessons} sessions are still to come: the other{" "}
                  {quote.lessons - quote.sessions} stay pending, to use in a later run of this clinic.
                </Text>
              )}
              <Group justify="end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button
                  disabled={price === undefined || quote === undefined || quote.eligibility !== null}
                  onClick={() => setAsking(true)}
                >
                  {onlyWaiting ? `Put ${first} on the waitlist` : `Enrol ${first}`}
                </Button>
              </Group>
              {asking && price !== undefined && (
                <Confirm
                  title={onlyWaiting ? "Join the waitlist?" : "Enrol?"}
                  confirm={
                    onlyWaiting
                      ? "Join the waitlist"
                      : payWay === "later"
                        ? "Enrol, pay later"
                        : `Enrol and pay ${cash(cost(price))}`
                  }
                  color="blue"
                  disabled={
                    (payWay === "card" && cardId === undefined) ||
                    (full.length > 0 && !waitlist) ||
                    unaccepted.length > 0
                  }
                  done={
                    onlyWaiting
                      ? `${person.name} is on the waitlist of ${clinic.public_name ?? clinic.name}.`
                      : full.length > 0
                        ? `${person.name} is enrolled in ${clinic.public_name ?? clinic.name}, waiting for ${full.length} full session${full.length === 1 ? "" : "s"}.`
                        : `${person.name} is enrolled in ${clinic.public_name ?? clinic.name}.`
                  }
                  onClose={() => setAsking(false)}
                  onConfirm={async () => {
                    for (const w of childWaivers.data ?? []) await acceptWaiver(w.waiver.id, { user_id: person.id })
                    for (const w of waivers.data ?? [])
                      await acceptProgramWaiver({ waiver_id: w.waiver.id, program_id: clinic.id, user_id: person.id })
                    await bookClinic(clinic.id, {
                      facility_id: club.id,
                      clinic_price_id: price.id,
                      ...(person.id === me ? {} : { user_child_id: person.id }),
                      waitlist,
                      ...(payWay === "later"
                        ? {}
                        : {
                            payment: {
                              method: payWay as "card",
                              ...(payWay === "card" && cardId !== undefined ? { card_id: cardId } : {}),
                            },
                          }),
                    })
                    onDone()
                  }}
                >
                  <Text role="note">
                    {person.name}: {price.name} of {clinic.public_name ?? clinic.name}, {cash(cost(price))}.{" "}
                    {next.length === 0
                      ? `No session to come is free for ${first}: the sessions stay pending, to use later.`
                      : onlyWaiting
                        ? `Every one of the next ${next.length} session${next.length === 1 ? " is" : "s is"} full: ${first} waits for a place, and is told by mail when one opens. Nothing is paid until then.`
                        : `Places in the next ${next.length - full.length} session${next.length - full.length === 1 ? "" : "s"}${
                            full.length > 0
                              ? `, waiting in ${full.length} that ${full.length === 1 ? "is" : "are"} full`
                              : ""
                          }.`}{" "}
                    {onlyWaiting ? "" : payWay === "later" ? "Paid later, at the desk or here." : "Paid now."}
                  </Text>
                  <WaiverAcceptance
                    waivers={asked}
                    personName={person.name}
                    accepted={accepted}
                    onChange={setAccepted}
                  />
                  {!onlyWaiting && (
                    <Select
                      label="Paid by"
                      data={WAYS}
                      value={way}
                      onChange={(v) => v && setWay(v)}
                      allowDeselect={false}
                    />
                  )}
                  {payWay === "card" && me !== undefined && (
                    <SavedCardPicker userId={me} facilityId={club.id} value={cardId} onChange={setCardId} allowAdd />
                  )}
                </Confirm>
              )}
            </Stack>
          )
        }}
      </Loaded>
    </Card>
  )
}

const Purchases = ({ club, version, onChanged }: { club: Club; version: number; onChanged: () => void }) => {
  const me = useSession().session?.user?.id
  const purchases = useLoad(() => clinicUsersLesson(club.id), [club.id, version])
  const [paying, setPaying] = useState<Purchase>()
  const [upgrading, setUpgrading] = useState<Purchase>()
  const [cancelling, setCancelling] = useState<{ purchase: Purchase; session: Purchase["sessions"][number] }>()
  const action = useAction()
  const today = todayAt(club.time_zone)
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  return (
    <Loaded state={purchases}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">No clinics yet.</Text>
        ) : (
          <Stack gap="sm">
            {/* A failed cancel shows the first entry of the server's errors, in an alert. */}
            {action.error !== undefined && <Failure message={action.error} />}
            {rows.map((p) => (
              <Card
                key={p.id}
                withBorder
                padding="sm"
                component="article"
                aria-label={`${p.clinic_name}, ${p.user_name}`}
              >
                <Group justify="space-between" align="start">
                  <div>
                    <Text fw={600}>{p.clinic_name}</Text>
                    <Text size="sm">
                      {p.user_name} · {p.price_name}
                    </Text>
                  </div>
                  <Stack gap={4} align="end">
                    <Text fw={700}>
                      {p.pending_sessions} session{p.pending_sessions === 1 ? "" : "s"} pending
                    </Text>
                    {p.payment?.status !== "totally_refunded" && p.payment?.status !== "refunded_to_credit" && (
                      <Button size="compact-xs" variant="subtle" onClick={() => setUpgrading(p)}>
                        Upgrade
                      </Button>
                    )}
                    {p.sessions.length > 0 && p.sessions.every((s) => s.waitlist) ? (
                      <Badge color="yellow">On the waitlist</Badge>
                    ) : p.pending_payment ? (
                      <Button size="xs" onClick={() => setPaying(p)}>
                        Pay {cash(p.amount)}
                      </Button>
                    ) : (
                      <Badge color={p.payment?.status === "paid" ? "teal" : "gray"}>
                        {p.payment?.status.replace(/_/g, " ")}
                      </Badge>
                    )}
                  </Stack>
                </Group>
                <Stack gap={2} mt="xs" component="ul" className="plain-list" aria-label="Places">
                  {p.sessions.map((s) => (
                    <Group component="li" key={s.clinic_lesson_id} justify="space-between" wrap="nowrap">
                      <Text size="sm">
                        {longDate(s.date, club.time_zone)}, {timeRange(s.hour_start, s.hour_end)}
                        {s.waitlist ? " · waitlist" : ""}
                        {s.cancelled || s.raincheck ? " · called off" : ""}
                      </Text>
                      {s.date >= today && !s.cancelled && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          style={{ flexShrink: 0 }}
                          onClick={() => setCancelling({ purchase: p, session: s })}
                        >
                          Cancel
                        </Button>
                      )}
                    </Group>
                  ))}
                </Stack>
              </Card>
            ))}
            {upgrading !== undefined && (
              <ClinicUpgrade
                club={club}
                purchase={upgrading}
                onClose={() => setUpgrading(undefined)}
                onDone={onChanged}
              />
            )}
            {cancelling !== undefined && (
              <Confirm
                title="Cancel this place?"
                confirm="Cancel the place"
                done={
                  cancelling.session.waitlist
                    ? "Taken off the waitlist of that session."
                    : "Place cancelled; the session is yours to use again."
                }
                onClose={() => setCancelling(undefined)}
                onConfirm={async () => {
                  const { purchase, session } = cancelling
                  await cancelClinicSession(
                    purchase.clinic_id,
                    session.clinic_lesson_id,
                    purchase.user_id === me ? undefined : purchase.user_id,
                  )
                  onChanged()
                }}
              >
                <Text role="note">
                  {cancelling.purchase.user_name}, {cancelling.purchase.clinic_name} on{" "}
                  {longDate(cancelling.session.date, club.time_zone)},{" "}
                  {timeRange(cancelling.session.hour_start, cancelling.session.hour_end)}:{" "}
                  {cancelling.session.waitlist
                    ? "leaves that session's waitlist."
                    : "the place goes to the first on the waitlist, and the session goes back to the purchase's pending sessions, to use on another day. Nothing is refunded."}
                </Text>
              </Confirm>
            )}
            {paying !== undefined && (
              <TakeMoney
                facilityId={club.id}
                title="Pay this clinic?"
                amount={{ minor: paying.amount, shown: cash(paying.amount) }}
                ways={WAYS.filter((w) => w.value !== "later")}
                cardOwner={me}
                description={`Clinic: ${paying.clinic_name}, ${paying.price_name}`}
                done={`${paying.clinic_name} is paid.`}
                onClose={() => setPaying(undefined)}
                says={(by) =>
                  `${paying.clinic_name} for ${paying.user_name}: ${cash(paying.amount)}, taken now by ${by}.`
                }
                take={async (how) => {
                  await payPendingClinicPackagesPublic(paying.clinic_id, {
                    ...how,
                    user_clinic_ids: [paying.id],
                    ...(paying.user_id === me ? {} : { user_child_id: paying.user_id }),
                  })
                  onChanged()
                }}
              />
            )}
          </Stack>
        )
      }
    </Loaded>
  )
}
