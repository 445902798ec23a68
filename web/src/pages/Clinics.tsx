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
import { clinicPriceTerms } from "../ui/clinicTerms"
import { type Translate, useT } from "../i18n/I18n"
import { providerLabel } from "../ui/Ratings"
import type { PayWay } from "../ui/payWays"
import { PayWaySelect } from "../ui/PayWaySelect"
import { useSentence } from "../i18n/sentences"
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
import { dayNames, longDate, money, timeRange, todayAt } from "../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { ClinicUpgrade } from "./ClinicUpgrade"
import { WaiverAcceptance } from "../ui/WaiverAcceptance"

type Clinic = Awaited<ReturnType<typeof listClinics>>[number]
type Purchase = Awaited<ReturnType<typeof clinicUsersLesson>>[number]

const WAYS: ReadonlyArray<PayWay> = [
  { value: "later", label: "clinics.payLater" },
  { value: "card", label: "clinics.savedCard" },
  { value: "prepaid", label: "method.prepaid" },
  { value: "accounts_receivable", label: "method.accounts_receivable" },
]

const ages = (t: Translate, c: Pick<Clinic, "age_start" | "age_end">) =>
  c.age_start === null && c.age_end === null
    ? t("clinics.allAges")
    : c.age_end === null
      ? t("clinics.agesFrom", { from: c.age_start })
      : c.age_start === null
        ? t("clinics.agesUpTo", { to: c.age_end })
        : t("clinics.ages", { from: c.age_start, to: c.age_end })

/** When a clinic meets, its days grouped by time: "Tue, Thu · 4:00 PM – 5:30 PM". */
const meets = (times: Clinic["times"]) => {
  const byTime = new Map<string, Array<number>>()
  for (const t of times)
    byTime.set(timeRange(t.hour_start, t.hour_end), [
      ...(byTime.get(timeRange(t.hour_start, t.hour_end)) ?? []),
      t.weekday,
    ])
  const short = dayNames("short")
  return [...byTime].map(([time, days]) => `${days.map((d) => short[d]).join(", ")} · ${time}`)
}

const level = (t: Translate, c: Pick<Clinic, "rating_provider" | "rating_min" | "rating_max">) =>
  c.rating_provider === null
    ? null
    : `${providerLabel(t, c.rating_provider)} ${c.rating_min ?? "…"}–${c.rating_max ?? "…"}`

/**
 * A player's clinics at a club: the programs (by category, age, level and day), one's sessions with places
 * left, enrolment for oneself or a child, and what each purchase has left, to pay or to cancel.
 */
export const Clinics = () => {
  const t = useT()
  const family = useFamily()
  const [forWhom, setForWhom] = useState<number>()
  const [open, setOpen] = useState<Clinic>()
  const [version, setVersion] = useState(0)
  const person = family.find((p) => p.id === forWhom) ?? family[0]
  return (
    <ClubPage title={t("nav.clinics")} none={t("clinics.none")}>
      {(c) =>
        person === undefined ? null : (
          <Stack gap="md">
            <PersonPicker label={t("clinics.for")} people={family} value={person} onChange={setForWhom} />
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
            <Card withBorder component="section" aria-label={t("clinics.yours")}>
              <Title order={2} size="h4" mb="xs">
                {t("clinics.yours")}
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
  const t = useT()
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
                label={t("clinics.category")}
                placeholder={t("clinics.all")}
                data={categories.map((k) => ({ value: String(k.id), label: k.name }))}
                value={category}
                onChange={setCategory}
                clearable
                w={200}
              />
              <NumberInput label={t("clinics.age")} value={age} onChange={setAge} min={3} max={99} w={100} />
              <Select
                label={t("clinics.day")}
                placeholder={t("clinics.any")}
                data={dayNames("long").map((d, i) => ({ value: String(i), label: d }))}
                value={day}
                onChange={setDay}
                clearable
                clearButtonProps={{ "aria-label": t("clinics.anyDay") }}
                w={150}
              />
              {systems.length > 0 && (
                <>
                  <Select
                    label={t("clinics.ratingSystem")}
                    placeholder={t("clinics.anyLevel")}
                    data={systems.map((p) => ({ value: p, label: providerLabel(t, p) }))}
                    value={system}
                    onChange={setSystem}
                    clearable
                    w={150}
                  />
                  <NumberInput
                    label={t("clinics.yourRating")}
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
              <Text c="dimmed">{t("clinics.noMatch")}</Text>
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
                          {ages(t, c)}
                        </Badge>
                        {level(t, c) !== null && (
                          <Badge variant="outline" color="grape">
                            {level(t, c)}
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
                        {t("clinics.open")}
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
  const t = useT()
  const say = useSentence()
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
    <Card
      withBorder
      component="section"
      aria-label={t("clinics.enrolIn", { clinic: clinic.public_name ?? clinic.name })}
    >
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
                {t("clinics.clinicFor", { clinic: clinic.public_name ?? clinic.name, person: person.name })}
              </Title>
              <Stack gap={2} component="ul" className="plain-list" aria-label={t("clinics.sessionsToCome")}>
                {b.sessions.length === 0 && <Text c="dimmed">{t("clinics.noSessions")}</Text>}
                {b.sessions.map((s) => (
                  <Group component="li" key={s.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {longDate(s.date, club.time_zone)}, {timeRange(s.hour_start, s.hour_end)}
                    </Text>
                    <Text size="sm" c={s.places_left === 0 ? "red" : "dimmed"}>
                      {s.cancelled || s.raincheck
                        ? t("clinics.calledOff")
                        : s.places_left === 0
                          ? t("clinics.full", { waiting: s.waitlisted })
                          : t("clinics.placesLeft", { places: s.places_left })}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Select
                label={t("clinics.price")}
                data={prices.map((p) => ({
                  value: String(p.id),
                  label: t("clinics.priceOption", {
                    name: p.name,
                    terms: clinicPriceTerms(t, p.lessons, p.lesson_unit),
                    amount: cash(cost(p)),
                  }),
                }))}
                value={priceId === undefined ? null : String(priceId)}
                onChange={(v) => setPriceId(v === null ? undefined : Number(v))}
                allowDeselect={false}
              />
              {full.length > 0 && (
                <Checkbox
                  label={t("clinics.joinWaitlistWhereFull", { full: full.length })}
                  checked={waitlist}
                  onChange={(e) => setWaitlist(e.currentTarget.checked)}
                />
              )}
              {quote?.eligibility != null && <Failure message={say(quote.eligibility)} />}
              {quotes.error !== undefined && <Failure message={quotes.error} />}
              {quote !== undefined && quote.amount !== quote.listed && (
                <Text size="sm" role="note">
                  {t(
                    price?.lesson_unit === "per_week_per_next_sessions" ? "clinics.nowProrated" : "clinics.nowMember",
                    { amount: cash(quote.amount), person: first, listed: cash(quote.listed) },
                  )}
                </Text>
              )}
              {quote !== undefined && quote.sessions < quote.lessons && price?.lesson_unit === "session" && (
                <Text size="sm" role="note">
                  {t("clinics.onlySome", {
                    sessions: quote.sessions,
                    lessons: quote.lessons,
                    other: quote.lessons - quote.sessions,
                  })}
                </Text>
              )}
              <Group justify="end">
                <Button variant="default" onClick={onClose}>
                  {t("common.close")}
                </Button>
                <Button
                  disabled={price === undefined || quote === undefined || quote.eligibility !== null}
                  onClick={() => setAsking(true)}
                >
                  {t(onlyWaiting ? "clinics.putOnWaitlist" : "clinics.enrol", { person: first })}
                </Button>
              </Group>
              {asking && price !== undefined && (
                <Confirm
                  title={t(onlyWaiting ? "clinics.waitlistTitle" : "clinics.enrolTitle")}
                  confirm={
                    onlyWaiting
                      ? t("clinics.joinWaitlist")
                      : payWay === "later"
                        ? t("clinics.enrolPayLater")
                        : t("clinics.enrolAndPay", { amount: cash(cost(price)) })
                  }
                  color="blue"
                  disabled={
                    (payWay === "card" && cardId === undefined) ||
                    (full.length > 0 && !waitlist) ||
                    unaccepted.length > 0
                  }
                  done={t(
                    onlyWaiting
                      ? "clinics.doneWaitlist"
                      : full.length > 0
                        ? "clinics.doneEnrolledWaiting"
                        : "clinics.doneEnrolled",
                    { person: person.name, clinic: clinic.public_name ?? clinic.name, full: full.length },
                  )}
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
                    {t("clinics.confirmWhat", {
                      person: person.name,
                      price: price.name,
                      clinic: clinic.public_name ?? clinic.name,
                      amount: cash(cost(price)),
                    })}{" "}
                    {next.length === 0
                      ? t("clinics.confirmNoneFree", { person: first })
                      : onlyWaiting
                        ? t("clinics.confirmAllFull", { sessions: next.length, person: first })
                        : full.length > 0
                          ? t("clinics.confirmPlacesWaiting", { places: next.length - full.length, full: full.length })
                          : t("clinics.confirmPlaces", { places: next.length - full.length })}
                    {onlyWaiting ? "" : ` ${t(payWay === "later" ? "clinics.paidLater" : "clinics.paidNow")}`}
                  </Text>
                  <WaiverAcceptance
                    waivers={asked}
                    personName={person.name}
                    accepted={accepted}
                    onChange={setAccepted}
                  />
                  {!onlyWaiting && <PayWaySelect ways={WAYS} value={way} onChange={setWay} />}
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
  const t = useT()
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
          <Text c="dimmed">{t("clinics.noPurchases")}</Text>
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
                    <Text fw={700}>{t("clinics.pendingSessions", { sessions: p.pending_sessions })}</Text>
                    {p.payment?.status !== "totally_refunded" && p.payment?.status !== "refunded_to_credit" && (
                      <Button size="compact-xs" variant="subtle" onClick={() => setUpgrading(p)}>
                        {t("clinics.upgrade")}
                      </Button>
                    )}
                    {p.sessions.length > 0 && p.sessions.every((s) => s.waitlist) ? (
                      <Badge color="yellow">{t("clinics.onWaitlist")}</Badge>
                    ) : p.pending_payment ? (
                      <Button size="xs" onClick={() => setPaying(p)}>
                        {t("pay.pay", { amount: cash(p.amount) })}
                      </Button>
                    ) : (
                      <Badge color={p.payment?.status === "paid" ? "teal" : "gray"}>
                        {p.payment === null || p.payment === undefined ? "" : t(`paymentStatus.${p.payment.status}`)}
                      </Badge>
                    )}
                  </Stack>
                </Group>
                <Stack gap={2} mt="xs" component="ul" className="plain-list" aria-label={t("clinics.places")}>
                  {p.sessions.map((s) => (
                    <Group component="li" key={s.clinic_lesson_id} justify="space-between" wrap="nowrap">
                      <Text size="sm">
                        {longDate(s.date, club.time_zone)}, {timeRange(s.hour_start, s.hour_end)}
                        {s.waitlist ? ` · ${t("clinics.waitlist")}` : ""}
                        {s.cancelled || s.raincheck ? ` · ${t("clinics.calledOffShort")}` : ""}
                      </Text>
                      {s.date >= today && !s.cancelled && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          style={{ flexShrink: 0 }}
                          onClick={() => setCancelling({ purchase: p, session: s })}
                        >
                          {t("clinics.cancel")}
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
                title={t("clinics.cancelTitle")}
                confirm={t("clinics.cancelConfirm")}
                done={t(cancelling.session.waitlist ? "clinics.cancelledWaiting" : "clinics.cancelledPlace")}
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
                  {t(cancelling.session.waitlist ? "clinics.cancelNoteWaiting" : "clinics.cancelNotePlace", {
                    person: cancelling.purchase.user_name,
                    clinic: cancelling.purchase.clinic_name,
                    day: longDate(cancelling.session.date, club.time_zone),
                    time: timeRange(cancelling.session.hour_start, cancelling.session.hour_end),
                  })}
                </Text>
              </Confirm>
            )}
            {paying !== undefined && (
              <TakeMoney
                facilityId={club.id}
                title={t("clinics.payTitle")}
                amount={{ minor: paying.amount, shown: cash(paying.amount) }}
                ways={WAYS.filter((w) => w.value !== "later")}
                cardOwner={me}
                description={t("clinics.payDescription", { clinic: paying.clinic_name, price: paying.price_name })}
                done={t("clinics.paid", { clinic: paying.clinic_name })}
                onClose={() => setPaying(undefined)}
                says={(by) =>
                  t("clinics.paySays", {
                    clinic: paying.clinic_name,
                    person: paying.user_name,
                    amount: cash(paying.amount),
                    by,
                  })
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
