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
import { type MessageId, useT } from "../../i18n/I18n"
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
                    title={t("plans.renewing", { days: RENEWING_DAYS })}
                    rows={renewing}
                    none={t("plans.noRenewal")}
                    detail={(m) =>
                      `${dayAt(m.ends_at!, c)} · ${money(m.price.amount, c.currency, c.currency_decimals)}`
                    }
                  />
                  <Who
                    club={c}
                    title={t("plans.declined")}
                    rows={rows.filter((m) => m.collection_error !== null)}
                    none={t("plans.noDeclined")}
                    detail={(m) => m.collection_error!}
                  />
                  <Who
                    club={c}
                    title={t("plans.owing")}
                    rows={rows.filter((m) => m.balance_due > 0)}
                    none={t("plans.noneOwing")}
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
const COVERAGE: Record<Plan["coverage"], MessageId> = {
  single: "plans.single",
  couple: "plans.couple",
  family: "plans.family",
}
const UNITS: Record<"day" | "week" | "month" | "year", MessageId> = {
  day: "plans.unit.day",
  week: "plans.unit.week",
  month: "plans.unit.month",
  year: "plans.unit.year",
}

/** A plan's name and what it gives. */
const PlanTerms = ({ plan: p }: { plan: Plan }) => {
  const t = useT()
  const terms = [
    p.max_members > 0
      ? t("plans.coversMore", { covers: t(COVERAGE[p.coverage]), more: p.max_members })
      : t(COVERAGE[p.coverage]),
    ...(p.booking_window_days === null ? [] : [t("plans.booksAhead", { days: p.booking_window_days })]),
    ...(p.max_active_bookings === null ? [] : [t("plans.atATime", { count: p.max_active_bookings })]),
    ...(p.lesson_discount_percent > 0 ? [t("plans.offLessons", { percent: p.lesson_discount_percent })] : []),
    ...(p.clinic_discount_percent > 0 ? [t("plans.offClinics", { percent: p.clinic_discount_percent })] : []),
  ]
  return (
    <>
      <Text fw={500}>
        {p.name}{" "}
        {!p.active && (
          <Badge color="gray" size="sm">
            {t("packageEditor.offSale")}
          </Badge>
        )}
      </Text>
      <Text size="sm" c="dimmed">
        {terms.join(" · ")}
      </Text>
    </>
  )
}

const PlanPrices = ({ plan, club }: { plan: Plan; club: Club }) => {
  const t = useT()
  return plan.prices.map((x) => (
    <Text key={x.id} size="sm" c={x.active ? undefined : "dimmed"}>
      {x.active ? priceTerms(t, x, club) : t("plans.priceOffSale", { terms: priceTerms(t, x, club) })}
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
  const t = useT()
  const plans = useLoad(() => listMembershipPlans({ facility_id: club.id }), [club.id])
  const [draft, setDraft] = useState(BLANK_PLAN)
  const orNull = (v: number | string) => (v === "" ? null : Number(v))
  return (
    <Stack gap="md">
      <Loaded state={plans}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>{t("plans.none")}</Text>
          ) : (
            <>
              {/* A phone lists the plans one under another; a wider screen compares them in a table. */}
              <Stack gap="xs" hiddenFrom="sm" aria-label={t("plans.title")}>
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
              <Table aria-label={t("plans.title")} verticalSpacing="sm" visibleFrom="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("plans.plan")}</Table.Th>
                    <Table.Th>{t("plans.prices")}</Table.Th>
                    <Table.Th>{t("plans.fees")}</Table.Th>
                    <Table.Th>{t("plans.add")}</Table.Th>
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
      <Card withBorder component="section" aria-label={t("plans.new")}>
        <Title order={2} size="h4" mb="xs">
          {t("plans.new")}
        </Title>
        <Form
          submit={t("plans.addPlan")}
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
            label={t("plans.name")}
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <TextInput
            label={t("plans.description")}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
          />
          <Group grow>
            <Select
              label={t("plans.covers")}
              data={[
                { value: "single", label: t("plans.onePerson") },
                { value: "couple", label: t("plans.aCouple") },
                { value: "family", label: t("plans.aFamily") },
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
              label={t("plans.membersBeyond")}
              min={0}
              max={20}
              value={draft.max_members}
              onChange={(max_members) => setDraft({ ...draft, max_members })}
            />
          </Group>
          <Group grow>
            <NumberInput
              label={t("plans.window")}
              min={0}
              placeholder={t("plans.theClubs")}
              value={draft.booking_window_days}
              onChange={(booking_window_days) => setDraft({ ...draft, booking_window_days })}
            />
            <NumberInput
              label={t("plans.bookingsAtATime")}
              min={1}
              placeholder={t("plans.theClubs")}
              value={draft.max_active_bookings}
              onChange={(max_active_bookings) => setDraft({ ...draft, max_active_bookings })}
            />
          </Group>
          <Group grow>
            <NumberInput
              label={t("plans.offLessonsLabel")}
              min={0}
              max={100}
              value={draft.lesson_discount_percent}
              onChange={(lesson_discount_percent) => setDraft({ ...draft, lesson_discount_percent })}
            />
            <NumberInput
              label={t("plans.offClinicsLabel")}
              min={0}
              max={100}
              value={draft.clinic_discount_percent}
              onChange={(clinic_discount_percent) => setDraft({ ...draft, clinic_discount_percent })}
            />
          </Group>
          <Switch
            label={t("plans.playerCancels")}
            checked={draft.player_can_cancel}
            onChange={(e) => setDraft({ ...draft, player_can_cancel: e.currentTarget.checked })}
          />
          <Switch
            label={t("plans.several")}
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
  const t = useT()
  const [open, setOpen] = useState<"price" | "fee">()
  const [unit, setUnit] = useState<"day" | "week" | "month" | "year">("month")
  const [count, setCount] = useState<number | string>(1)
  const [amount, setAmount] = useState<number | string>("")
  const [renews, setRenews] = useState(true)
  const [feeName, setFeeName] = useState(() => t("plans.joiningFee"))
  const minor = () => toMinor(amount, club.currency_decimals)
  const done = async () => (setOpen(undefined), setAmount(""), await onAdded())
  if (open === undefined)
    return (
      <Group gap={4}>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setOpen("price")}
          aria-label={t("plans.priceFor", { name: plan.name })}
        >
          {t("plans.price")}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setOpen("fee")}
          aria-label={t("plans.feeFor", { name: plan.name })}
        >
          {t("plans.fee")}
        </Button>
      </Group>
    )
  return (
    <Form
      submit={t(open === "price" ? "teachers.addPrice" : "plans.addFee")}
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
          <NumberInput label={t("plans.every")} min={1} max={36} value={count} onChange={setCount} />
          <Select
            label={t("plans.unit")}
            data={Object.entries(UNITS).map(([value, label]) => ({ value, label: t(label) }))}
            value={unit}
            onChange={(v) => v && setUnit(v as typeof unit)}
            allowDeselect={false}
          />
        </Group>
      ) : (
        <TextInput
          label={t("plans.fee")}
          required
          value={feeName}
          onChange={(e) => setFeeName(e.currentTarget.value)}
        />
      )}
      <NumberInput
        label={t("plans.amount", { currency: club.currency })}
        required
        min={0}
        decimalScale={club.currency_decimals}
        value={amount}
        onChange={setAmount}
      />
      {open === "price" && (
        <Switch label={t("plans.renews")} checked={renews} onChange={(e) => setRenews(e.currentTarget.checked)} />
      )}
      <Button size="xs" variant="subtle" onClick={() => setOpen(undefined)}>
        {t("record.cancel")}
      </Button>
    </Form>
  )
}
