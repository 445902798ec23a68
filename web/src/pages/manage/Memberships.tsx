import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useState } from "react"
import { Link } from "react-router"
import { getFacility } from "../../api/facilities"
import {
  addMembershipPlanFee,
  addMembershipPlanPrice,
  createMembershipPlan,
  listMembershipPlans,
  listMemberships,
} from "../../api/memberships"
import { Form } from "../../components"
import type { Club } from "../../ui/ClubPage"
import { money } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"
import { dayAt, type MembershipView, priceTerms, STATUS_LABELS } from "../../ui/Memberships"
import { useT } from "../../i18n/I18n"
import { toMinor } from "../../../../engine/money"

type Plan = Awaited<ReturnType<typeof listMembershipPlans>>[number]

/** Days ahead the renewals list looks. */
const RENEWING_DAYS = 14

/**
 * Managers' memberships: who renews soon, whose card was declined, who owes; the plans with their
 * prices and fees, and new ones. Each membership is run from its member's page.
 */
export const MembershipsEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const memberships = useLoad(() => listMemberships({ facility_id: facilityId }), [facilityId])
  return (
    <Loaded state={club}>
      {(c) => (
        <Stack gap="md">
          <Loaded state={memberships}>
            {(rows) => {
              const soon = Date.now() + RENEWING_DAYS * 86_400_000
              const renewing = rows
                .filter((m) => m.status === "active" && m.price.renews && Date.parse(m.ends_at!) <= soon)
                .sort((a, b) => a.ends_at!.localeCompare(b.ends_at!))
              return (
                <SimpleGrid cols={{ base: 1, lg: 3 }}>
                  <Who
                    club={c}
                    title={`Renewing in ${RENEWING_DAYS} days`}
                    rows={renewing}
                    none="No renewal in the next two weeks."
                    detail={(m) =>
                      `${dayAt(m.ends_at!, c)} · ${money(m.price.amount, c.currency, c.currency_decimals)}`
                    }
                  />
                  <Who
                    club={c}
                    title="Declined renewals"
                    rows={rows.filter((m) => m.collection_error !== null)}
                    none="No card was declined."
                    detail={(m) => m.collection_error!}
                  />
                  <Who
                    club={c}
                    title="Owing"
                    rows={rows.filter((m) => m.balance_due > 0)}
                    none="Every membership is paid up."
                    detail={(m) =>
                      `${money(m.balance_due, c.currency, c.currency_decimals)} · ${t(STATUS_LABELS[m.status])}`
                    }
                  />
                </SimpleGrid>
              )
            }}
          </Loaded>
          <Plans club={c} />
        </Stack>
      )}
    </Loaded>
  )
}

const Who = ({
  club,
  title,
  rows,
  none,
  detail,
}: {
  club: Club
  title: string
  rows: ReadonlyArray<MembershipView>
  none: string
  detail: (m: MembershipView) => string
}) => (
  <Card withBorder component="section" aria-label={title}>
    <Title order={2} size="h4" mb="xs">
      {title} {rows.length > 0 && <Badge variant="light">{rows.length}</Badge>}
    </Title>
    {rows.length === 0 ? (
      <Text c="dimmed">{none}</Text>
    ) : (
      <Stack gap={4} component="ul" className="plain-list">
        {rows.map((m) => (
          <li key={m.id}>
            <Anchor component={Link} to={`/members/${m.owner_id}?facility=${club.id}`}>
              {m.owner.name}
            </Anchor>{" "}
            <Text span size="sm" c="dimmed">
              {m.plan_name}
            </Text>
            <Text size="sm">{detail(m)}</Text>
          </li>
        ))}
      </Stack>
    )}
  </Card>
)

const BLANK_PLAN = {
  name: "",
  description: "",
  coverage: "single" as Plan["coverage"],
  max_members: 0 as number | string,
  booking_window_days: "" as number | string,
  max_active_bookings: "" as number | string,
  lesson_discount_percent: 0 as number | string,
  clinic_discount_percent: 0 as number | string,
  player_can_cancel: true,
  several_per_person: false,
}
const MEMBERS_BY_COVERAGE: Record<Plan["coverage"], number> = { single: 0, couple: 1, family: 4 }

/** A plan's name and what it gives. */
const PlanTerms = ({ plan: p }: { plan: Plan }) => (
  <>
    <Text fw={500}>
      {p.name}{" "}
      {!p.active && (
        <Badge color="gray" size="sm">
          Off sale
        </Badge>
      )}
    </Text>
    <Text size="sm" c="dimmed">
      {p.coverage}
      {p.max_members > 0 ? `, ${p.max_members} more` : ""}
      {p.booking_window_days === null ? "" : ` · books ${p.booking_window_days} days ahead`}
      {p.max_active_bookings === null ? "" : ` · ${p.max_active_bookings} bookings at a time`}
      {p.lesson_discount_percent > 0 ? ` · ${p.lesson_discount_percent}% off lessons` : ""}
      {p.clinic_discount_percent > 0 ? ` · ${p.clinic_discount_percent}% off clinics` : ""}
    </Text>
  </>
)

const PlanPrices = ({ plan, club }: { plan: Plan; club: Club }) => {
  const t = useT()
  return plan.prices.map((x) => (
    <Text key={x.id} size="sm" c={x.active ? undefined : "dimmed"}>
      {priceTerms(t, x, club)}
      {x.active ? "" : " (off sale)"}
    </Text>
  ))
}

const PlanFees = ({ plan, club }: { plan: Plan; club: Club }) =>
  plan.fees.map((f) => (
    <Text key={f.id} size="sm">
      {f.name}: {money(f.amount, club.currency, club.currency_decimals)}
    </Text>
  ))

/** The club's plans with their prices and fees; a new plan, a price or a fee added to one. */
const Plans = ({ club }: { club: Club }) => {
  const plans = useLoad(() => listMembershipPlans({ facility_id: club.id }), [club.id])
  const [draft, setDraft] = useState(BLANK_PLAN)
  const orNull = (v: number | string) => (v === "" ? null : Number(v))
  return (
    <Stack gap="md">
      <Loaded state={plans}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>No membership plans yet.</Text>
          ) : (
            <>
              {/* A phone lists the plans one under another; a wider screen compares them in a table. */}
              <Stack gap="xs" hiddenFrom="sm" aria-label="Membership plans">
                {rows.map((p) => (
                  <Card key={p.id} withBorder padding="sm" component="article" aria-label={p.name}>
                    <PlanTerms plan={p} />
                    <PlanPrices plan={p} club={club} />
                    <PlanFees plan={p} club={club} />
                    <Group mt="xs">
                      <AddToPlan club={club} plan={p} onAdded={plans.reload} />
                    </Group>
                  </Card>
                ))}
              </Stack>
              <Table aria-label="Membership plans" verticalSpacing="sm" visibleFrom="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Prices</Table.Th>
                    <Table.Th>Joining fees</Table.Th>
                    <Table.Th>Add</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <PlanTerms plan={p} />
                      </Table.Td>
                      <Table.Td>
                        <PlanPrices plan={p} club={club} />
                      </Table.Td>
                      <Table.Td>
                        <PlanFees plan={p} club={club} />
                      </Table.Td>
                      <Table.Td>
                        <AddToPlan club={club} plan={p} onAdded={plans.reload} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )
        }
      </Loaded>
      <Card withBorder component="section" aria-label="New plan">
        <Title order={2} size="h4" mb="xs">
          New plan
        </Title>
        <Form
          submit="Add plan"
          onSubmit={async () => {
            await createMembershipPlan(club.id, {
              name: draft.name,
              description: draft.description,
              coverage: draft.coverage,
              max_members: Number(draft.max_members),
              booking_window_days: orNull(draft.booking_window_days),
              max_active_bookings: orNull(draft.max_active_bookings),
              lesson_discount_percent: Number(draft.lesson_discount_percent),
              clinic_discount_percent: Number(draft.clinic_discount_percent),
              player_can_cancel: draft.player_can_cancel,
              several_per_person: draft.several_per_person,
            })
            setDraft(BLANK_PLAN)
            await plans.reload()
          }}
        >
          <TextInput
            label="Name"
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <TextInput
            label="Description"
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
          />
          <Group grow>
            <Select
              label="Covers"
              data={[
                { value: "single", label: "One person" },
                { value: "couple", label: "A couple" },
                { value: "family", label: "A family" },
              ]}
              value={draft.coverage}
              onChange={(v) =>
                v &&
                setDraft({
                  ...draft,
                  coverage: v as Plan["coverage"],
                  max_members: MEMBERS_BY_COVERAGE[v as Plan["coverage"]],
                })
              }
              allowDeselect={false}
            />
            <NumberInput
              label="Members beyond the owner"
              min={0}
              max={20}
              value={draft.max_members}
              onChange={(max_members) => setDraft({ ...draft, max_members })}
            />
          </Group>
          <Group grow>
            <NumberInput
              label="Booking window (days)"
              min={0}
              placeholder="The club's"
              value={draft.booking_window_days}
              onChange={(booking_window_days) => setDraft({ ...draft, booking_window_days })}
            />
            <NumberInput
              label="Bookings at a time"
              min={1}
              placeholder="The club's"
              value={draft.max_active_bookings}
              onChange={(max_active_bookings) => setDraft({ ...draft, max_active_bookings })}
            />
          </Group>
          <Group grow>
            <NumberInput
              label="Off lessons (%)"
              min={0}
              max={100}
              value={draft.lesson_discount_percent}
              onChange={(lesson_discount_percent) => setDraft({ ...draft, lesson_discount_percent })}
            />
            <NumberInput
              label="Off clinics (%)"
              min={0}
              max={100}
              value={draft.clinic_discount_percent}
              onChange={(clinic_discount_percent) => setDraft({ ...draft, clinic_discount_percent })}
            />
          </Group>
          <Switch
            label="Members cancel it themselves"
            checked={draft.player_can_cancel}
            onChange={(e) => setDraft({ ...draft, player_can_cancel: e.currentTarget.checked })}
          />
          <Switch
            label="A person may hold several at once"
            checked={draft.several_per_person}
            onChange={(e) => setDraft({ ...draft, several_per_person: e.currentTarget.checked })}
          />
        </Form>
      </Card>
    </Stack>
  )
}

/** A price or a joining fee added to a plan. */
const AddToPlan = ({ club, plan, onAdded }: { club: Club; plan: Plan; onAdded: () => unknown }) => {
  const [open, setOpen] = useState<"price" | "fee">()
  const [unit, setUnit] = useState<"day" | "week" | "month" | "year">("month")
  const [count, setCount] = useState<number | string>(1)
  const [amount, setAmount] = useState<number | string>("")
  const [renews, setRenews] = useState(true)
  const [feeName, setFeeName] = useState("Joining fee")
  const minor = () => toMinor(amount, club.currency_decimals)
  const done = async () => (setOpen(undefined), setAmount(""), await onAdded())
  if (open === undefined)
    return (
      <Group gap={4}>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setOpen("price")}
          aria-label={`Price for ${plan.name}`}
        >
          Price
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen("fee")} aria-label={`Fee for ${plan.name}`}>
          Fee
        </Button>
      </Group>
    )
  return (
    <Form
      submit={open === "price" ? "Add price" : "Add fee"}
      onSubmit={async () => {
        if (open === "price")
          await addMembershipPlanPrice(club.id, plan.id, {
            interval_unit: unit,
            interval_count: Number(count),
            amount: minor(),
            renews,
          })
        else await addMembershipPlanFee(club.id, plan.id, { name: feeName, amount: minor() })
        await done()
      }}
    >
      {open === "price" ? (
        <Group grow>
          <NumberInput label="Every" min={1} max={36} value={count} onChange={setCount} />
          <Select
            label="Unit"
            data={["day", "week", "month", "year"]}
            value={unit}
            onChange={(v) => v && setUnit(v as typeof unit)}
            allowDeselect={false}
          />
        </Group>
      ) : (
        <TextInput label="Fee" required value={feeName} onChange={(e) => setFeeName(e.currentTarget.value)} />
      )}
      <NumberInput
        label={`Amount (${club.currency})`}
        required
        min={0}
        decimalScale={club.currency_decimals}
        value={amount}
        onChange={setAmount}
      />
      {open === "price" && (
        <Switch label="Renews" checked={renews} onChange={(e) => setRenews(e.currentTarget.checked)} />
      )}
      <Button size="xs" variant="subtle" onClick={() => setOpen(undefined)}>
        Cancel
      </Button>
    </Form>
  )
}
