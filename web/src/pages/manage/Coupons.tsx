import { Badge, Card, Group, MultiSelect, NumberInput, Select, Stack, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { getFacility } from "../../api/facilities"
import { createCoupon, deleteCoupon, listCoupons } from "../../api/payments"
import { Form } from "../../components"
import { money, shortDate } from "../../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { CouponItem } from "../../../../engine/pricing/rules"
import { DeleteButton } from "../../ui/Confirm"
import { RecordTable } from "../../ui/RecordTable"
import { toMinor } from "../../../../engine/money"
import { useT } from "../../i18n/I18n"

const COUPON_ITEMS = [...CouponItem.literals]

export const CouponsEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const itemName = (item: string) => t("coupons.item", { item })
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
            label={t("coupons.title")}
            rows={rows}
            empty={t("coupons.none")}
            columns={[
              {
                title: t("coupons.code"),
                cell: (c) => (
                  <>
                    {c.code} {!c.active && <Badge color="gray">{t("coupons.off")}</Badge>}
                  </>
                ),
              },
              {
                title: t("coupons.discount"),
                cell: (c) =>
                  c.kind === "percent" ? `${c.percent}%` : money(c.amount ?? 0, club.data?.currency ?? "USD", decimals),
              },
              {
                title: t("coupons.valid"),
                cell: (c) =>
                  `${c.valid_from === null ? "…" : shortDate(c.valid_from, "UTC")} – ${c.valid_until === null ? "…" : shortDate(c.valid_until, "UTC")}`,
              },
              {
                title: t("coupons.uses"),
                cell: (c) =>
                  [
                    c.max_uses === null ? String(c.uses) : t("coupons.usesOf", { uses: c.uses, max: c.max_uses }),
                    ...(c.max_uses_per_player === null ? [] : [t("coupons.perPlayer", { max: c.max_uses_per_player })]),
                  ].join(", "),
              },
              {
                title: t("watch.for"),
                cell: (c) =>
                  c.applies_to.length === 0 ? t("coupons.everything") : c.applies_to.map(itemName).join(", "),
              },
              {
                title: "",
                cell: (c) =>
                  c.active && (
                    <DeleteButton
                      what={t("coupons.what", { code: c.code })}
                      says={t("coupons.deleteNote")}
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
          {t("coupons.new")}
        </Title>
        <Form
          submit={t("coupons.create")}
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
              label={t("coupons.code")}
              required
              value={coupon.code}
              onChange={(e) => setCoupon({ ...coupon, code: e.currentTarget.value })}
            />
            <Select
              label={t("rules.kind")}
              data={[
                { value: "percent", label: t("coupons.percentOff") },
                { value: "amount", label: t("coupons.amountOff") },
              ]}
              value={coupon.kind}
              onChange={(v) => v && setCoupon({ ...coupon, kind: v as "percent" })}
              allowDeselect={false}
            />
            <NumberInput
              label={t(coupon.kind === "percent" ? "coupons.percent" : "coupons.amount")}
              value={coupon.value}
              onChange={(v) => setCoupon({ ...coupon, value: v })}
              min={0}
              decimalScale={2}
            />
          </Group>
          <Group grow>
            <TextInput
              label={t("pickers.from")}
              type="date"
              value={coupon.valid_from}
              onChange={(e) => setCoupon({ ...coupon, valid_from: e.currentTarget.value })}
            />
            <TextInput
              label={t("coupons.until")}
              type="date"
              value={coupon.valid_until}
              onChange={(e) => setCoupon({ ...coupon, valid_until: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <NumberInput
              label={t("coupons.usesInAll")}
              value={coupon.max_uses}
              onChange={(v) => setCoupon({ ...coupon, max_uses: v })}
              min={1}
            />
            <NumberInput
              label={t("coupons.usesPerPlayer")}
              value={coupon.max_uses_per_player}
              onChange={(v) => setCoupon({ ...coupon, max_uses_per_player: v })}
              min={1}
            />
          </Group>
          <MultiSelect
            label={t("watch.for")}
            placeholder={t("coupons.everythingPlaceholder")}
            data={COUPON_ITEMS.map((item) => ({ value: item, label: itemName(item) }))}
            value={coupon.applies_to}
            onChange={(v) => setCoupon({ ...coupon, applies_to: v })}
          />
        </Form>
      </Card>
    </Stack>
  )
}
