import { Alert, Badge, Button, Card, Group, Select, Stack, Switch, Text } from "@mantine/core"
import { useState } from "react"
import { localDate } from "../../../engine/dates"
import {
  cancelMembership,
  cancelMembershipImmediately,
  cancelOwnMembership,
  continueMembership,
  createMembership,
  createMembershipPayment,
  deleteMembership,
  getMembership,
  listMembershipCharges,
  listMembershipPlans,
  listMemberships,
  pauseMembership,
  recoverMembership,
  requestMembershipCancel,
  resumeMembership,
  startMembership,
} from "../api/memberships"
import type { Club } from "./ClubPage"
import { Confirm } from "./Confirm"
import { longDate, money } from "./format"
import { Loaded, useLoad } from "./load"
import { PLAYER_WAYS, STAFF_WAYS } from "./payWays"
import { TakeMoney } from "./TakeMoney"
import { useSession } from "../session"

export type MembershipView = Awaited<ReturnType<typeof getMembership>>
type Action = MembershipView["actions"][number]
type Price = MembershipView["price"]

export const STATUS_LABELS: Record<MembershipView["status"], string> = {
  pending: "Not started",
  active: "Active",
  paused: "Paused",
  cancel_scheduled: "Ends at period end",
  cancelled: "Cancelled",
  expired: "Expired",
  deleted: "Deleted",
}
const STATUS_COLORS: Record<MembershipView["status"], string> = {
  pending: "gray",
  active: "teal",
  paused: "yellow",
  cancel_scheduled: "orange",
  cancelled: "red",
  expired: "gray",
  deleted: "gray",
}

/** "$65.00 a month", "$180.00 every 3 months", "$300.00 once, for 3 months". */
export const priceTerms = (p: Pick<Price, "amount" | "interval_unit" | "interval_count" | "renews">, club: Club) => {
  const amount = money(p.amount, club.currency, club.currency_decimals)
  const span = p.interval_count === 1 ? p.interval_unit : `${p.interval_count} ${p.interval_unit}s`
  return p.renews
    ? p.interval_count === 1
      ? `${amount} a ${span}`
      : `${amount} every ${span}`
    : `${amount} once, for ${p.interval_count === 1 ? `1 ${span}` : span}`
}

/** A membership's timestamp as the club's calendar day. */
export const dayAt = (at: string, club: Club) => longDate(localDate(new Date(at), club.time_zone), club.time_zone)

/** When the membership's period ends, and what happens then, in a sentence. */
export const periodLine = (m: MembershipView, club: Club) => {
  if (m.ends_at === null) return m.status === "pending" ? "Starts when the club starts it." : ""
  const end = dayAt(m.ends_at, club)
  switch (m.status) {
    case "active":
      return m.price.renews ? `Renews on ${end} at ${priceTerms(m.price, club)}.` : `Ends on ${end}.`
    case "paused":
      return `Paused since ${dayAt(m.paused_at!, club)}; the paused days are added to the period when it resumes.`
    case "cancel_scheduled":
      return `Ends on ${end}; it will not renew.`
    case "cancelled":
    case "expired":
      return `Ended on ${end}.`
    default:
      return ""
  }
}

/** What each action does, said before it is done; staff's first, then the member's own. */
const ACTIONS: Record<
  Action,
  {
    label: string
    color: string
    run: (id: number) => Promise<unknown>
    says: (m: MembershipView, club: Club) => string
  }
> = {
  start: {
    label: "Start",
    color: "blue",
    run: startMembership,
    says: (m, club) =>
      `Starts ${m.plan_name} for ${m.owner.name} today. Its first period, ${money(m.price.amount, club.currency, club.currency_decimals)}, is charged to the membership.`,
  },
  pause: {
    label: "Pause",
    color: "yellow",
    run: pauseMembership,
    says: (m) =>
      `Pauses ${m.owner.name}'s membership now: no member rates or member booking until it resumes. The paused days are added to the period.`,
  },
  resume: {
    label: "Resume",
    color: "blue",
    run: resumeMembership,
    says: (m) => `Resumes ${m.owner.name}'s membership; the days it was paused are added to its period.`,
  },
  continue: {
    label: "Keep it",
    color: "blue",
    run: continueMembership,
    says: (m, club) => `Keeps ${m.owner.name}'s membership: it renews on ${dayAt(m.ends_at!, club)} instead of ending.`,
  },
  cancel: {
    label: "Cancel at period end",
    color: "orange",
    run: cancelMembership,
    says: (m, club) =>
      `${m.owner.name}'s membership ends on ${dayAt(m.ends_at!, club)}, at the end of its period; it will not renew.`,
  },
  cancel_immediately: {
    label: "Cancel now",
    color: "red",
    run: cancelMembershipImmediately,
    says: (m) =>
      `${m.owner.name}'s membership ends now. Nothing is refunded by this; refund a payment from the payments list if the club owes some.`,
  },
  recover: {
    label: "Recover",
    color: "blue",
    run: recoverMembership,
    says: (m, club) =>
      `Starts ${m.owner.name}'s membership again today; a new period, ${money(m.price.amount, club.currency, club.currency_decimals)}, is charged.`,
  },
  delete: {
    label: "Delete",
    color: "red",
    run: deleteMembership,
    says: () => "Removes the membership from the club's lists. Its payments stay in the ledger.",
  },
  player_cancel: {
    label: "Cancel my membership",
    color: "red",
    run: cancelOwnMembership,
    says: (m, club) => `Your membership ends on ${dayAt(m.ends_at!, club)}, at the end of the period you paid for.`,
  },
  cancel_request: {
    label: "Ask the club to cancel",
    color: "orange",
    run: requestMembershipCancel,
    says: () => "The club is asked to cancel your membership; it answers by mail.",
  },
}
const STAFF_ACTIONS: ReadonlyArray<Action> = [
  "start",
  "pause",
  "resume",
  "continue",
  "cancel",
  "cancel_immediately",
  "recover",
  "delete",
]

/**
 * Who is looking: the member (or their guardian), the club's desk (takes what it owes, in cash or
 * by card, and changes nothing else), or a manager (every staff action).
 */
export type MembershipViewer = "member" | "desk" | "manager"

/**
 * One membership as its member or the club's staff see it: plan, state, period, who it covers,
 * what it owes and its charges, and the actions the engine allows it now, each confirmed first.
 * A player is offered their own cancel (or a request where the plan asks for one).
 */
export const MembershipCard = ({
  club,
  membership: m,
  viewer,
  onChanged,
}: {
  club: Club
  membership: MembershipView
  viewer: MembershipViewer
  onChanged: () => unknown
}) => {
  const [asking, setAsking] = useState<Action>()
  const [paying, setPaying] = useState(false)
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  const offered =
    viewer === "manager"
      ? STAFF_ACTIONS.filter((a) => m.actions.includes(a))
      : viewer === "desk"
        ? []
        : m.actions.includes("player_cancel")
          ? (["player_cancel"] as const)
          : m.actions.filter((a) => a === "cancel_request")
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${m.plan_name}, ${m.owner.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="start">
          <div>
            <Text fw={600}>
              {m.plan_name} · {m.owner.name}
            </Text>
            <Text size="sm" c="dimmed">
              {priceTerms(m.price, club)} · {m.code}
            </Text>
          </div>
          <Badge color={STATUS_COLORS[m.status]}>{STATUS_LABELS[m.status]}</Badge>
        </Group>
        <Text size="sm">{periodLine(m, club)}</Text>
        {m.members.length > 0 && <Text size="sm">Also covers {m.members.map((x) => x.name).join(", ")}.</Text>}
        {m.cancel_requested && m.status !== "cancelled" && (
          <Text size="sm" c="orange">
            {viewer !== "member"
              ? "The member asked to cancel."
              : "You asked the club to cancel; it will answer by mail."}
          </Text>
        )}
        {m.collection_error !== null && (
          <Alert color="red" variant="light" title="Renewal declined">
            {m.collection_error}
          </Alert>
        )}
        <Charges club={club} membership={m} />
        <Group gap="xs">
          {m.balance_due > 0 && (
            <Button size="xs" onClick={() => setPaying(true)}>
              Pay {cash(m.balance_due)}
            </Button>
          )}
          {offered.map((a) => (
            <Button key={a} size="xs" variant="light" color={ACTIONS[a].color} onClick={() => setAsking(a)}>
              {ACTIONS[a].label}
            </Button>
          ))}
        </Group>
      </Stack>
      {asking !== undefined && (
        <Confirm
          title={`${ACTIONS[asking].label}?`}
          confirm={ACTIONS[asking].label}
          color={ACTIONS[asking].color}
          done={`${m.plan_name} for ${m.owner.name}: ${ACTIONS[asking].label.toLowerCase()} done.`}
          onClose={() => setAsking(undefined)}
          onConfirm={async () => {
            await ACTIONS[asking].run(m.id)
            await onChanged()
          }}
        >
          <Text role="note">{ACTIONS[asking].says(m, club)}</Text>
        </Confirm>
      )}
      {paying && (
        <PayMembership
          club={club}
          membership={m}
          staff={viewer !== "member"}
          onClose={() => setPaying(false)}
          onPaid={onChanged}
        />
      )}
    </Card>
  )
}

/** What the membership has been charged, paid or due. */
const Charges = ({ club, membership: m }: { club: Club; membership: MembershipView }) => {
  const charges = useLoad(() => listMembershipCharges(m.id), [m.id, m.balance_due, m.status])
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  return (
    <Loaded state={charges}>
      {(rows) =>
        rows.length === 0 ? null : (
          <Stack gap={2} component="ul" className="plain-list" aria-label="Charges">
            {rows.map((c) => (
              <Group component="li" key={c.id} justify="space-between" wrap="nowrap">
                <Text size="sm">{c.description}</Text>
                <Text size="sm" c={c.payment_id === null ? "red" : "dimmed"} style={{ flexShrink: 0 }}>
                  {cash(c.amount)} · {c.payment_id === null ? `due ${longDate(c.due_on, club.time_zone)}` : "paid"}
                </Text>
              </Group>
            ))}
          </Stack>
        )
      }
    </Loaded>
  )
}

/** Pays everything the membership owes with one payment, after saying what and how. */
const PayMembership = ({
  club,
  membership: m,
  staff,
  onClose,
  onPaid,
}: {
  club: Club
  membership: MembershipView
  staff: boolean
  onClose: () => void
  onPaid: () => unknown
}) => {
  const me = useSession().session?.user?.id
  const amount = money(m.balance_due, club.currency, club.currency_decimals)
  return (
    <TakeMoney
      facilityId={club.id}
      title="Pay this membership?"
      amount={{ minor: m.balance_due, shown: amount }}
      ways={staff ? STAFF_WAYS : PLAYER_WAYS}
      cardOwner={staff ? m.owner_id : me}
      description={`Membership: ${m.plan_name}`}
      done={`${m.plan_name} for ${m.owner.name} is paid.`}
      onClose={onClose}
      says={(by) => `${amount} for ${m.plan_name} (${m.owner.name}): every charge still due, taken now by ${by}.`}
      take={async (payment) => {
        await createMembershipPayment({ membership_id: m.id, payment })
        await onPaid()
      }}
    />
  )
}

/** A heading and the memberships, or a sentence when there are none. */
export const MembershipList = ({
  club,
  memberships,
  viewer,
  none,
  onChanged,
}: {
  club: Club
  memberships: ReadonlyArray<MembershipView>
  viewer: MembershipViewer
  none: string
  onChanged: () => unknown
}) =>
  memberships.length === 0 ? (
    <Text c="dimmed">{none}</Text>
  ) : (
    <Stack gap="sm">
      {memberships.map((m) => (
        <MembershipCard key={m.id} club={club} membership={m} viewer={viewer} onChanged={onChanged} />
      ))}
    </Stack>
  )

/**
 * A person's memberships on their member page: run by the club's managers with the actions the
 * engine allows, paid at the desk; a manager also adds one, started now or left to start.
 */
export const StaffMemberships = ({
  club,
  userId,
  name,
  manage,
}: {
  club: Club
  userId: number
  name: string
  manage: boolean
}) => {
  const held = useLoad(() => listMemberships({ facility_id: club.id, user_id: userId }), [club.id, userId])
  const plans = useLoad(
    () => (manage ? listMembershipPlans({ facility_id: club.id }) : Promise.resolve([])),
    [club.id, manage],
  )
  const [priceId, setPriceId] = useState<string | null>(null)
  const [start, setStart] = useState(true)
  const [asking, setAsking] = useState(false)
  const choices = (plans.data ?? []).flatMap((p) =>
    p.active
      ? p.prices
          .filter((x) => x.active)
          .map((x) => ({ value: String(x.id), label: `${p.name}: ${priceTerms(x, club)}`, plan: p, price: x }))
      : [],
  )
  const chosen = choices.find((c) => c.value === priceId)
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  return (
    <Stack gap="sm">
      <Loaded state={held}>
        {(rows) => (
          <MembershipList
            club={club}
            memberships={rows}
            viewer={manage ? "manager" : "desk"}
            none="No membership."
            onChanged={held.reload}
          />
        )}
      </Loaded>
      {manage && choices.length > 0 && (
        <Group align="end">
          <Select
            label="Add a membership"
            placeholder="Plan and price"
            data={choices.map(({ value, label }) => ({ value, label }))}
            value={priceId}
            onChange={setPriceId}
            w={300}
          />
          <Switch label="Start today" checked={start} onChange={(e) => setStart(e.currentTarget.checked)} />
          <Button disabled={chosen === undefined} onClick={() => setAsking(true)}>
            Add
          </Button>
        </Group>
      )}
      {asking && chosen !== undefined && (
        <Confirm
          title="Add this membership?"
          confirm="Add membership"
          color="blue"
          done={`${name} has ${chosen.plan.name}.`}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await createMembership({
              facility_id: club.id,
              owner_id: userId,
              membership_plan_price_id: chosen.price.id,
              start,
            })
            setPriceId(null)
            await held.reload()
          }}
        >
          <Text role="note">
            {name}: {chosen.plan.name}, {priceTerms(chosen.price, club)}.{" "}
            {start
              ? `It starts today; ${cash(
                  chosen.price.amount + chosen.plan.fees.filter((f) => f.active).reduce((s, f) => s + f.amount, 0),
                )} (the first period${chosen.plan.fees.some((f) => f.active) ? " and joining fees" : ""}) is charged to the membership, to pay here or later.`
              : `It waits, not started; its joining fees are charged now and its first period when it starts.`}
          </Text>
        </Confirm>
      )}
    </Stack>
  )
}
