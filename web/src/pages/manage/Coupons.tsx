import { Badge, Card, Group, MultiSelect, NumberInput, Select, Stack, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { getFacility } from "../../api/facilities"
import { createCoupon, deleteCoupon, listCoupons } from "../../api/payments"
import { Form } from "../../components"
import { money } from "../../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { CouponItem } from "../../../../engine/pricing"
import { DeleteButton } from "../../ui/Confirm"
import { RecordTable } from "../../ui/RecordTable"
import { toMinor } from "../../../../engine/money"

const COUPON_ITEMS = [...CouponItem.literals]

export const CouponsEditor = ({ facilityId }: { facilityId: number }) => {
  const coupons = useLoad(() => listCoupons(facilityId), [facilityId])
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const decimals = club.data?.currency_decimals ?? 2
  const blank = {
    code: "",
    kind: "percent" as "percent" | "amount",
    value: "" as number | string,
    valid_from: "",
    valid_until: "",
    max_uses: "" as number | string,
    max_uses_per_player: "" as number | string,
    applies_to: [] as Array<string>,
  }
  const [coupon, setCoupon] = useState(blank)
  const action = useAction()
  const optional = (v: number | string) => (v === "" ? null : Number(v))
  return (
    <Stack gap="md">
      <Loaded state={coupons}>
        {(rows) => (
          <RecordTable
            label="Coupons"
            rows={rows}
            empty="No coupons yet."
            columns={[
              {
                title: "Code",
                cell: (c) => (
                  <>
                    {c.code} {!c.active && <Badge color="gray">off</Badge>}
                  </>
                ),
              },
              {
                title: "Discount",
                cell: (c) =>
                  c.kind === "percent" ? `${c.percent}%` : money(c.amount ?? 0, club.data?.currency ?? "USD", decimals),
              },
              { title: "Valid", cell: (c) => `${c.valid_from ?? "…"} – ${c.valid_until ?? "…"}` },
              {
                title: "Uses",
                cell: (c) =>
                  `${c.uses}${c.max_uses !== null ? ` of ${c.max_uses}` : ""}${c.max_uses_per_player !== null ? `, ${c.max_uses_per_player} a player` : ""}`,
              },
              { title: "For", cell: (c) => (c.applies_to.length === 0 ? "everything" : c.applies_to.join(", ")) },
              {
                title: "",
                cell: (c) =>
                  c.active && (
                    <DeleteButton
                      what={`the coupon ${c.code}`}
                      says="It can no longer be used; what it took off earlier stays in the ledger."
                      onDelete={() => deleteCoupon(facilityId, c.id)}
                      onDeleted={coupons.reload}
                    />
                  ),
              },
            ]}
          />
        )}
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="sm">
          New coupon
        </Title>
        <Form
          submit="Create coupon"
          onSubmit={() =>
            createCoupon(facilityId, {
              code: coupon.code,
              kind: coupon.kind,
              ...(coupon.kind === "percent"
                ? { percent: optional(coupon.value) }
                : { amount: coupon.value === "" ? null : toMinor(coupon.value, decimals) }),
              valid_from: coupon.valid_from || null,
              valid_until: coupon.valid_until || null,
              max_uses: optional(coupon.max_uses),
              max_uses_per_player: optional(coupon.max_uses_per_player),
              applies_to: coupon.applies_to as Array<"reservation">,
            }).then(() => (setCoupon(blank), coupons.reload()))
          }
        >
          <Group grow>
            <TextInput
              label="Code"
              required
              value={coupon.code}
              onChange={(e) => setCoupon({ ...coupon, code: e.currentTarget.value })}
            />
            <Select
              label="Kind"
              data={[
                { value: "percent", label: "Percent off" },
                { value: "amount", label: "Amount off" },
              ]}
              value={coupon.kind}
              onChange={(v) => v && setCoupon({ ...coupon, kind: v as "percent" })}
              allowDeselect={false}
            />
            <NumberInput
              label={coupon.kind === "percent" ? "Percent" : "Amount"}
              value={coupon.value}
              onChange={(v) => setCoupon({ ...coupon, value: v })}
              min={0}
              decimalScale={2}
            />
          </Group>
          <Group grow>
            <TextInput
              label="From"
              type="date"
              value={coupon.valid_from}
              onChange={(e) => setCoupon({ ...coupon, valid_from: e.currentTarget.value })}
            />
            <TextInput
              label="Until"
              type="date"
              value={coupon.valid_until}
              onChange={(e) => setCoupon({ ...coupon, valid_until: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <NumberInput
              label="Uses in all"
              value={coupon.max_uses}
              onChange={(v) => setCoupon({ ...coupon, max_uses: v })}
              min={1}
            />
            <NumberInput
              label="Uses per player"
              value={coupon.max_uses_per_player}
              onChange={(v) => setCoupon({ ...coupon, max_uses_per_player: v })}
              min={1}
            />
          </Group>
          <MultiSelect
            label="For"
            placeholder="Everything"
            data={COUPON_ITEMS}
            value={coupon.applies_to}
            onChange={(v) => setCoupon({ ...coupon, applies_to: v })}
          />
        </Form>
      </Card>
    </Stack>
  )
}
