import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { applyCoupon } from "../../../engine/pricing/rules"
import { buyMembership, listMembershipPlans, listMemberships } from "../api/memberships"
import { exchangeCoupon } from "../api/payments"
import { acceptWaiver, membershipWaivers } from "../api/waivers"
import { useSession } from "../session"
import { SavedCardPicker, TestMode, useProviders } from "../ui/CardPayments"
import { type Club, ClubPage } from "../ui/ClubPage"
import { Confirm } from "../ui/Confirm"
import { type Person, PersonPicker, useFamily } from "../ui/family"
import { money } from "../ui/format"
import { Failure, Loaded, useLoad } from "../ui/load"
import { MembershipList, priceTerms } from "../ui/Memberships"
import { PLAYER_WAYS } from "../ui/payWays"
import { PayWaySelect } from "../ui/PayWaySelect"
import { type Translate, useT } from "../i18n/I18n"
import { useSentence } from "../i18n/sentences"
import { WaiverAcceptance } from "../ui/WaiverAcceptance"

type Plan = Awaited<ReturnType<typeof listMembershipPlans>>[number]

/** What a plan gives its members, in short lines. */
const benefits = (t: Translate, p: Plan) => [
  t(`plan.covers.${p.coverage}`, { more: p.max_members }),
  t("plan.memberRates"),
  ...(p.booking_window_days === null ? [] : [t("plan.bookAhead", { days: p.booking_window_days })]),
  ...(p.max_active_bookings === null ? [] : [t("plan.maxBookings", { bookings: p.max_active_bookings })]),
  ...(p.lesson_discount_percent === 0 ? [] : [t("plan.lessonDiscount", { percent: p.lesson_discount_percent / 100 })]),
  ...(p.clinic_discount_percent === 0 ? [] : [t("plan.clinicDiscount", { percent: p.clinic_discount_percent / 100 })]),
  t(p.player_can_cancel ? "plan.cancelAnyTime" : "plan.cancelOnRequest"),
]

/**
 * A player's memberships at a club: theirs and their children's (plan, renewal, what is owed and
 * paid, cancel or ask to), and the club's plans side by side to join, with the plan's waivers and
 * payment in one confirmation.
 */
export const Membership = () => {
  const t = useT()
  const family = useFamily()
  const [forWhom, setForWhom] = useState<number>()
  const [version, setVersion] = useState(0)
  const person = family.find((p) => p.id === forWhom) ?? family[0]
  return (
    <ClubPage title={t("nav.membership")} none={t("membership.none")}>
      {(c) =>
        person === undefined ? null : (
          <Stack gap="md">
            <Card withBorder component="section" aria-label={t("membership.yours")}>
              <Title order={2} size="h4" mb="xs">
                {t("membership.yours")}
              </Title>
              <Held club={c} family={family} version={version} onChanged={() => setVersion(version + 1)} />
            </Card>
            <PersonPicker label={t("membership.plansFor")} people={family} value={person} onChange={setForWhom} />
            <Plans key={person.id} club={c} person={person} onJoined={() => setVersion(version + 1)} />
          </Stack>
        )
      }
    </ClubPage>
  )
}

const Held = ({
  club,
  family,
  version,
  onChanged,
}: {
  club: Club
  family: ReadonlyArray<Person>
  version: number
  onChanged: () => void
}) => {
  const t = useT()
  const ids = family.map((p) => p.id)
  const held = useLoad(async () => {
    const all = (await Promise.all(ids.map((id) => listMemberships({ facility_id: club.id, user_id: id })))).flat()
    return [...new Map(all.map((m) => [m.id, m])).values()]
  }, [club.id, ids.join(), version])
  return (
    <Loaded state={held}>
      {(rows) => (
        <MembershipList
          club={club}
          memberships={rows}
          viewer="member"
          none={t("membership.noneYet")}
          onChanged={onChanged}
        />
      )}
    </Loaded>
  )
}

const Plans = ({ club, person, onJoined }: { club: Club; person: Person; onJoined: () => void }) => {
  const t = useT()
  const plans = useLoad(() => listMembershipPlans({ facility_id: club.id }), [club.id])
  const [joining, setJoining] = useState<Plan>()
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  return (
    <Loaded state={plans}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{t("membership.noneOnline")}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="section" aria-label={t("membership.plans")}>
              {rows.map((p) => (
                <Card key={p.id} withBorder component="article" aria-label={p.name}>
                  <Stack gap={6}>
                    <Group justify="space-between">
                      <Title order={3} size="h4">
                        {p.name}
                      </Title>
                      {p.waiver_ids.length > 0 && (
                        <Badge variant="outline" color="gray">
                          {t("membership.waiver")}
                        </Badge>
                      )}
                    </Group>
                    {p.description !== "" && <Text size="sm">{p.description}</Text>}
                    {p.prices.map((x) => (
                      <Text key={x.id} fw={600}>
                        {priceTerms(t, x, club)}
                      </Text>
                    ))}
                    {p.fees
                      .filter((f) => f.active)
                      .map((f) => (
                        <Text key={f.id} size="sm" c="dimmed">
                          {t("membership.feeOnJoining", { fee: f.name, amount: cash(f.amount) })}
                        </Text>
                      ))}
                    <Stack gap={0} component="ul" className="plain-list" aria-label={t("membership.whatItGives")}>
                      {benefits(t, p).map((b) => (
                        <Text component="li" key={b} size="sm">
                          ✓ {b}
                        </Text>
                      ))}
                    </Stack>
                    <Button variant="light" onClick={() => setJoining(p)} disabled={p.prices.length === 0}>
                      {t("membership.join", { plan: p.name })}
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
            {joining !== undefined && (
              <Join
                club={club}
                plan={joining}
                person={person}
                onClose={() => setJoining(undefined)}
                onJoined={onJoined}
              />
            )}
          </>
        )
      }
    </Loaded>
  )
}

/** Joining a plan: its price, its waivers accepted, and how the first period and fees are paid, said in full first. */
const Join = ({
  club,
  plan,
  person,
  onClose,
  onJoined,
}: {
  club: Club
  plan: Plan
  person: Person
  onClose: () => void
  onJoined: () => void
}) => {
  const t = useT()
  const say = useSentence()
  const me = useSession().session?.user?.id
  const providers = useProviders(club.id)
  const [priceId, setPriceId] = useState(plan.prices[0]!.id)
  const [way, setWay] = useState("card")
  const [cardId, setCardId] = useState<number>()
  const [accepted, setAccepted] = useState<ReadonlyArray<number>>([])
  const [code, setCode] = useState("")
  const [coupon, setCoupon] = useState<{ code: string; discount: number } | { problem: string }>()
  const waivers = useLoad(
    () =>
      plan.waiver_ids.length === 0
        ? Promise.resolve([])
        : membershipWaivers({ facility_id: club.id, user_id: person.id }).then((all) =>
            all.filter((w) => plan.waiver_ids.includes(w.waiver.id) && !w.accepted),
          ),
    [club.id, person.id, plan.id],
  )
  const tabs = useSession().session?.facilities.find((f) => f.id === club.id)?.players_charge_accounts === true
  const ways = PLAYER_WAYS.filter((w) => tabs || w.value !== "accounts_receivable")
  const price = plan.prices.find((p) => p.id === priceId)!
  const fees = plan.fees.filter((f) => f.active)
  const full = price.amount + fees.reduce((sum, f) => sum + f.amount, 0)
  const applied = coupon !== undefined && "code" in coupon ? coupon : undefined
  const total = full - (applied?.discount ?? 0)
  const checkCoupon = async () => {
    const found = await exchangeCoupon(code.trim(), club.id, "membership").catch(() => undefined)
    setCoupon(
      found === undefined
        ? { problem: t("membership.noCoupon", { code: code.trim().toUpperCase() }) }
        : !found.valid
          ? {
              problem:
                found.problem === null || found.problem === undefined
                  ? t("membership.couponUnusable")
                  : say(found.problem),
            }
          : {
              code: found.code,
              discount: applyCoupon(
                full,
                found.kind === "percent"
                  ? { kind: "percent", percent: found.percent! }
                  : { kind: "amount", amount: found.amount! },
              ).discount,
            },
    )
  }
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  const unaccepted = (waivers.data ?? []).filter((w) => !accepted.includes(w.waiver.id))
  return (
    <Confirm
      title={t("membership.joinTitle", { plan: plan.name })}
      confirm={t("membership.joinAndPay", { amount: cash(total) })}
      color="blue"
      disabled={waivers.data === undefined || unaccepted.length > 0 || (way === "card" && cardId === undefined)}
      done={t("membership.joined", { person: person.name, plan: plan.name })}
      onClose={onClose}
      onConfirm={async () => {
        for (const w of waivers.data ?? [])
          await acceptWaiver(w.waiver.id, person.id === me ? {} : { user_id: person.id })
        await buyMembership({
          facility_id: club.id,
          membership_plan_price_id: price.id,
          ...(applied === undefined ? {} : { coupon_code: applied.code }),
          ...(person.id === me ? {} : { user_child_id: person.id }),
          ...(total === 0
            ? {}
            : {
                payment: {
                  method: way as "card",
                  ...(way === "card" && cardId !== undefined ? { card_id: cardId } : {}),
                },
              }),
        })
        onJoined()
      }}
    >
      {plan.prices.length > 1 && (
        <Select
          label={t("clinics.price")}
          data={plan.prices.map((p) => ({ value: String(p.id), label: priceTerms(t, p, club) }))}
          value={String(priceId)}
          onChange={(v) => v && setPriceId(Number(v))}
          allowDeselect={false}
        />
      )}
      <Text role="note">
        {t(fees.length > 0 ? "membership.joinWhatFees" : "membership.joinWhat", {
          person: person.name,
          plan: plan.name,
          terms: priceTerms(t, price, club),
          fees: fees.map((f) => `${f.name} ${cash(f.amount)}`).join(", "),
          amount: cash(total),
        })}{" "}
        {price.renews
          ? t(`membership.renewsEvery.${price.interval_unit}`, { count: price.interval_count })
          : t("membership.noRenew")}
      </Text>
      <WaiverAcceptance
        waivers={waivers.data ?? []}
        personName={person.name}
        accepted={accepted}
        onChange={setAccepted}
      />
      <Group align="end" gap="xs">
        <TextInput
          label={t("membership.coupon")}
          value={code}
          onChange={(e) => (setCode(e.currentTarget.value), setCoupon(undefined))}
          w={160}
        />
        <Button variant="default" disabled={code.trim() === ""} onClick={() => void checkCoupon()}>
          {t("membership.apply")}
        </Button>
      </Group>
      {coupon !== undefined && "problem" in coupon && <Failure message={coupon.problem} />}
      {total > 0 && (
        <>
          <PayWaySelect ways={ways} value={way} onChange={setWay} />
          {way === "card" && (
            <>
              <SavedCardPicker userId={person.id} facilityId={club.id} value={cardId} onChange={setCardId} />
              <TestMode on={providers.data?.cards.test_mode} />
            </>
          )}
        </>
      )}
    </Confirm>
  )
}
