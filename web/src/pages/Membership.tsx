import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { applyCoupon } from "../../../engine/pricing"
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
import { WaiverAcceptance } from "../ui/WaiverAcceptance"

type Plan = Awaited<ReturnType<typeof listMembershipPlans>>[number]

const COVERS: Record<Plan["coverage"], (p: Plan) => string> = {
  single: () => "One person",
  couple: () => "Two people",
  family: (p) => `A family: the owner and up to ${p.max_members} more`,
}

/** What a plan gives its members, in short lines. */
const benefits = (p: Plan) => [
  COVERS[p.coverage](p),
  "Member court rates",
  ...(p.booking_window_days === null ? [] : [`Book ${p.booking_window_days} days ahead`]),
  ...(p.max_active_bookings === null ? [] : [`Up to ${p.max_active_bookings} bookings at a time`]),
  ...(p.lesson_discount_percent === 0 ? [] : [`${p.lesson_discount_percent}% off lessons`]),
  ...(p.clinic_discount_percent === 0 ? [] : [`${p.clinic_discount_percent}% off clinics`]),
  p.player_can_cancel ? "Cancel any time, from the end of a period" : "Cancelled on request to the club",
]

/**
 * A player's memberships at a club: theirs and their children's (plan, renewal, what is owed and
 * paid, cancel or ask to), and the club's plans side by side to join, with the plan's waivers and
 * payment in one confirmation.
 */
export const Membership = () => {
  const family = useFamily()
  const [forWhom, setForWhom] = useState<number>()
  const [version, setVersion] = useState(0)
  const person = family.find((p) => p.id === forWhom) ?? family[0]
  return (
    <ClubPage title="Membership" path="/membership" none="Join a club to see its memberships.">
      {(c) =>
        person === undefined ? null : (
          <Stack gap="md">
            <Card withBorder component="section" aria-label="Your memberships">
              <Title order={2} size="h4" mb="xs">
                Your memberships
              </Title>
              <Held club={c} family={family} version={version} onChanged={() => setVersion(version + 1)} />
            </Card>
            <PersonPicker label="Plans for" people={family} value={person} onChange={setForWhom} />
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
          none="No membership yet: compare the plans below."
          onChanged={onChanged}
        />
      )}
    </Loaded>
  )
}

const Plans = ({ club, person, onJoined }: { club: Club; person: Person; onJoined: () => void }) => {
  const plans = useLoad(() => listMembershipPlans({ facility_id: club.id }), [club.id])
  const [joining, setJoining] = useState<Plan>()
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  return (
    <Loaded state={plans}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">The club sells no memberships online.</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="section" aria-label="Plans">
              {rows.map((p) => (
                <Card key={p.id} withBorder component="article" aria-label={p.name}>
                  <Stack gap={6}>
                    <Group justify="space-between">
                      <Title order={3} size="h4">
                        {p.name}
                      </Title>
                      {p.waiver_ids.length > 0 && (
                        <Badge variant="outline" color="gray">
                          Waiver
                        </Badge>
                      )}
                    </Group>
                    {p.description !== "" && <Text size="sm">{p.description}</Text>}
                    {p.prices.map((x) => (
                      <Text key={x.id} fw={600}>
                        {priceTerms(x, club)}
                      </Text>
                    ))}
                    {p.fees
                      .filter((f) => f.active)
                      .map((f) => (
                        <Text key={f.id} size="sm" c="dimmed">
                          {f.name}: {cash(f.amount)} on joining
                        </Text>
                      ))}
                    <Stack gap={0} component="ul" className="plain-list" aria-label="What it gives">
                      {benefits(p).map((b) => (
                        <Text component="li" key={b} size="sm">
                          ✓ {b}
                        </Text>
                      ))}
                    </Stack>
                    <Button variant="light" onClick={() => setJoining(p)} disabled={p.prices.length === 0}>
                      Join {p.name}
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
        ? { problem: `There is no coupon ${code.trim().toUpperCase()} here.` }
        : !found.valid
          ? { problem: found.problem ?? "This coupon cannot be used." }
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
      title={`Join ${plan.name}?`}
      confirm={`Join and pay ${cash(total)}`}
      color="blue"
      disabled={waivers.data === undefined || unaccepted.length > 0 || (way === "card" && cardId === undefined)}
      done={`${person.name} is a member: ${plan.name}.`}
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
          label="Price"
          data={plan.prices.map((p) => ({ value: String(p.id), label: priceTerms(p, club) }))}
          value={String(priceId)}
          onChange={(v) => v && setPriceId(Number(v))}
          allowDeselect={false}
        />
      )}
      <Text role="note">
        {person.name}: {plan.name}, {priceTerms(price, club)}
        {fees.length > 0 ? `, and ${fees.map((f) => `${f.name} ${cash(f.amount)}`).join(", ")}` : ""}. {cash(total)} is
        taken today and the membership starts now.{" "}
        {price.renews
          ? `It renews every ${price.interval_count === 1 ? price.interval_unit : `${price.interval_count} ${price.interval_unit}s`} from today, charged to your saved card or club account, until cancelled.`
          : "It does not renew."}
      </Text>
      <WaiverAcceptance
        waivers={waivers.data ?? []}
        personName={person.name}
        accepted={accepted}
        onChange={setAccepted}
      />
      <Group align="end" gap="xs">
        <TextInput
          label="Coupon"
          value={code}
          onChange={(e) => (setCode(e.currentTarget.value), setCoupon(undefined))}
          w={160}
        />
        <Button variant="default" disabled={code.trim() === ""} onClick={() => void checkCoupon()}>
          Apply
        </Button>
      </Group>
      {coupon !== undefined && "problem" in coupon && <Failure message={coupon.problem} />}
      {total > 0 && (
        <>
          <Select label="Paid by" data={ways} value={way} onChange={(v) => v && setWay(v)} allowDeselect={false} />
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
