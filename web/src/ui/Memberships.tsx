import { Alert, Badge, Button, Card, Group, Select, Stack, Switch, Text } from "@mantine/core"
import { useState } from "react"
import { localDate } from "../../../engine/dates"
import { STAFF_ACTIONS } from "../../../engine/memberships/rules"
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
import { type MessageId, type Translate, useT } from "../i18n/I18n"

export type MembershipView = Awaited<ReturnType<typeof getMembership>>
type Action = MembershipView["actions"][number]
type Price = MembershipView["price"]

export const STATUS_LABELS: Record<MembershipView["status"], MessageId> = {
  pending: "membership.status.pending",
  active: "membership.status.active",
  paused: "membership.status.paused",
  cancel_scheduled: "membership.status.cancel_scheduled",
  cancelled: "membership.status.cancelled",
  expired: "membership.status.expired",
  deleted: "membership.status.deleted",
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
export const priceTerms = (
  t: Translate,
  p: Pick<Price, "amount" | "interval_unit" | "interval_count" | "renews">,
  club: Club,
) =>
  t(`membership.price.${p.renews ? "renews" : "once"}.${p.interval_unit}`, {
    amount: money(p.amount, club.currency, club.currency_decimals),
    count: p.interval_count,
  })

/** A membership's timestamp as the club's calendar day. */
export const dayAt = (at: string, club: Club) => longDate(localDate(new Date(at), club.time_zone), club.time_zone)

/** When the membership's period ends, and what happens then, in a sentence. */
export const periodLine = (t: Translate, m: MembershipView, club: Club) => {
  if (m.ends_at === null) return m.status === "pending" ? t("membership.period.pending") : ""
  const end = dayAt(m.ends_at, club)
  switch (m.status) {
    case "active":
      return m.price.renews
        ? t("membership.period.renews", { end, terms: priceTerms(t, m.price, club) })
        : t("membership.period.ends", { end })
    case "paused":
      return t("membership.period.paused", { since: dayAt(m.paused_at!, club) })
    case "cancel_scheduled":
      return t("membership.period.endsNoRenew", { end })
    case "cancelled":
    case "expired":
      return t("membership.period.ended", { end })
    default:
      return ""
  }
}

/** What each action does, said before it is done; staff's first, then the member's own. */
const ACTIONS: Record<
  Action,
  {
    label: MessageId
    color: string
    run: (id: number) => Promise<unknown>
    says: (t: Translate, m: MembershipView, club: Club) => string
  }
> = {
  start: {
    label: "membership.action.start",
    color: "blue",
    run: startMembership,
    says: (t, m, club) =>
      t("membership.says.start", {
        plan: m.plan_name,
        person: m.owner.name,
        amount: money(m.price.amount, club.currency, club.currency_decimals),
      }),
  },
  pause: {
    label: "membership.action.pause",
    color: "yellow",
    run: pauseMembership,
    says: (t, m) => t("membership.says.pause", { person: m.owner.name }),
  },
  resume: {
    label: "membership.action.resume",
    color: "blue",
    run: resumeMembership,
    says: (t, m) => t("membership.says.resume", { person: m.owner.name }),
  },
  continue: {
    label: "membership.action.continue",
    color: "blue",
    run: continueMembership,
    says: (t, m, club) => t("membership.says.continue", { person: m.owner.name, end: dayAt(m.ends_at!, club) }),
  },
  cancel: {
    label: "membership.action.cancel",
    color: "orange",
    run: cancelMembership,
    says: (t, m, club) => t("membership.says.cancel", { person: m.owner.name, end: dayAt(m.ends_at!, club) }),
  },
  cancel_immediately: {
    label: "membership.action.cancel_immediately",
    color: "red",
    run: cancelMembershipImmediately,
    says: (t, m) => t("membership.says.cancel_immediately", { person: m.owner.name }),
  },
  recover: {
    label: "membership.action.recover",
    color: "blue",
    run: recoverMembership,
    says: (t, m, club) =>
      t("membership.says.recover", {
        person: m.owner.name,
        amount: money(m.price.amount, club.currency, club.currency_decimals),
      }),
  },
  delete: {
    label: "membership.action.delete",
    color: "red",
    run: deleteMembership,
    says: (t) => t("membership.says.delete"),
  },
  player_cancel: {
    label: "membership.action.player_cancel",
    color: "red",
    run: cancelOwnMembership,
    says: (t, m, club) => t("membership.says.player_cancel", { end: dayAt(m.ends_at!, club) }),
  },
  cancel_request: {
    label: "membership.action.cancel_request",
    color: "orange",
    run: requestMembershipCancel,
    says: (t) => t("membership.says.cancel_request"),
  },
}

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
  const t = useT()
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
              {priceTerms(t, m.price, club)} · {m.code}
            </Text>
          </div>
          <Badge color={STATUS_COLORS[m.status]}>{t(STATUS_LABELS[m.status])}</Badge>
        </Group>
        <Text size="sm">{periodLine(t, m, club)}</Text>
        {m.members.length > 0 && (
          <Text size="sm">{t("membership.alsoCovers", { names: m.members.map((x) => x.name).join(", ") })}</Text>
        )}
        {m.cancel_requested && m.status !== "cancelled" && (
          <Text size="sm" c="orange">
            {t(viewer !== "member" ? "membership.memberAsked" : "membership.youAsked")}
          </Text>
        )}
        {m.collection_error !== null && (
          <Alert color="red" variant="light" title={t("membership.renewalDeclined")}>
            {m.collection_error}
          </Alert>
        )}
        <Charges club={club} membership={m} />
        <Group gap="xs">
          {m.balance_due > 0 && (
            <Button size="xs" onClick={() => setPaying(true)}>
              {t("pay.pay", { amount: cash(m.balance_due) })}
            </Button>
          )}
          {offered.map((a) => (
            <Button key={a} size="xs" variant="light" color={ACTIONS[a].color} onClick={() => setAsking(a)}>
              {t(ACTIONS[a].label)}
            </Button>
          ))}
        </Group>
      </Stack>
      {asking !== undefined && (
        <Confirm
          title={t("membership.actionTitle", { action: t(ACTIONS[asking].label) })}
          confirm={t(ACTIONS[asking].label)}
          color={ACTIONS[asking].color}
          done={t("membership.actionDone", {
            plan: m.plan_name,
            person: m.owner.name,
            action: t(ACTIONS[asking].label).toLocaleLowerCase(),
          })}
          onClose={() => setAsking(undefined)}
          onConfirm={async () => {
            await ACTIONS[asking].run(m.id)
            await onChanged()
          }}
        >
          <Text role="note">{ACTIONS[asking].says(t, m, club)}</Text>
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
  const t = useT()
  const charges = useLoad(() => listMembershipCharges(m.id), [m.id, m.balance_due, m.status])
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  return (
    <Loaded state={charges}>
      {(rows) =>
        rows.length === 0 ? null : (
          <Stack gap={2} component="ul" className="plain-list" aria-label={t("membership.charges")}>
            {rows.map((c) => (
              <Group component="li" key={c.id} justify="space-between" wrap="nowrap">
                <Text size="sm">{c.description}</Text>
                <Text size="sm" c={c.payment_id === null ? "red" : "dimmed"} style={{ flexShrink: 0 }}>
                  {cash(c.amount)} ·{" "}
                  {c.payment_id === null
                    ? t("membership.due", { day: longDate(c.due_on, club.time_zone) })
                    : t("membership.paid")}
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
  const t = useT()
  const me = useSession().session?.user?.id
  const amount = money(m.balance_due, club.currency, club.currency_decimals)
  return (
    <TakeMoney
      facilityId={club.id}
      title={t("membership.payTitle")}
      amount={{ minor: m.balance_due, shown: amount }}
      ways={staff ? STAFF_WAYS : PLAYER_WAYS}
      cardOwner={staff ? m.owner_id : me}
      description={t("membership.payDescription", { plan: m.plan_name })}
      done={t("membership.payDone", { plan: m.plan_name, person: m.owner.name })}
      onClose={onClose}
      says={(by) => t("membership.paySays", { amount, plan: m.plan_name, person: m.owner.name, by })}
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
  const t = useT()
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
          .map((x) => ({
            value: String(x.id),
            label: t("membership.planPrice", { plan: p.name, terms: priceTerms(t, x, club) }),
            plan: p,
            price: x,
          }))
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
            none={t("membership.noneStaff")}
            onChanged={held.reload}
          />
        )}
      </Loaded>
      {manage && choices.length > 0 && (
        <Group align="end">
          <Select
            label={t("membership.add")}
            placeholder={t("membership.planAndPrice")}
            data={choices.map(({ value, label }) => ({ value, label }))}
            value={priceId}
            onChange={setPriceId}
            w={300}
          />
          <Switch
            label={t("membership.startToday")}
            checked={start}
            onChange={(e) => setStart(e.currentTarget.checked)}
          />
          <Button disabled={chosen === undefined} onClick={() => setAsking(true)}>
            {t("ratings.addButton")}
          </Button>
        </Group>
      )}
      {asking && chosen !== undefined && (
        <Confirm
          title={t("membership.addTitle")}
          confirm={t("membership.addConfirm")}
          color="blue"
          done={t("membership.added", { person: name, plan: chosen.plan.name })}
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
            {t("membership.addWhat", {
              person: name,
              plan: chosen.plan.name,
              terms: priceTerms(t, chosen.price, club),
            })}{" "}
            {start
              ? t(chosen.plan.fees.some((f) => f.active) ? "membership.startsTodayFees" : "membership.startsToday", {
                  amount: cash(
                    chosen.price.amount + chosen.plan.fees.filter((f) => f.active).reduce((s, f) => s + f.amount, 0),
                  ),
                })
              : t("membership.waits")}
          </Text>
        </Confirm>
      )}
    </Stack>
  )
}
