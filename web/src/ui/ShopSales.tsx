import { Button, NumberInput, Select, Stack, Table, Text, Title } from "@mantine/core"
import { useState } from "react"
import type { RefundWay } from "../../../engine/payments/rules"
import { returnAmount } from "../../../engine/shop/rules"
import { listOrders, type Order, returnOrder } from "../api/shop"
import { Confirm } from "./Confirm"
import { orderItems, paidBy } from "./orderText"
import { dateTime, money } from "./format"
import { Loaded, type Loading, useLoad } from "./load"
import { useManages } from "../session"
import { useT } from "../i18n/I18n"

type Club = {
  readonly currency: string
  readonly currency_decimals: number
  readonly time_zone: string
  readonly desk_returns_to_credit: boolean
}

/** The desk's last 20 sales (of the last 30 days), each with a return: what comes back and how the money goes. */
export const ShopSales = ({
  facilityId,
  club,
  reloadKey,
}: {
  facilityId: number
  club: Club
  /** Changes when a sale is made, so the list shows it. */
  reloadKey: unknown
}) => {
  const t = useT()
  const orders = useLoad(() => listOrders(facilityId, { limit: 20 }), [facilityId, reloadKey])
  const [returning, setReturning] = useState<Order>()
  const show = (n: number) => money(n, club.currency, club.currency_decimals)
  return (
    <Stack gap="xs" component="section" aria-label={t("sales.recent")}>
      <Title order={2} size="h4">
        {t("sales.recent")}
      </Title>
      <Loaded state={orders}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{t("sales.none")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("purchases.when")}</Table.Th>
                    <Table.Th>{t("sales.to")}</Table.Th>
                    <Table.Th>{t("purchases.items")}</Table.Th>
                    <Table.Th>{t("purchases.paid")}</Table.Th>
                    <Table.Th ta="right">{t("purchases.total")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((o) => (
                    <Table.Tr key={o.id}>
                      <Table.Td>{dateTime(o.created_at, club.time_zone)}</Table.Td>
                      <Table.Td>{o.customer_name ?? t("sales.noAccount")}</Table.Td>
                      <Table.Td>
                        {orderItems(o.lines)}
                        {o.refunded > 0 && (
                          <Text size="xs" c="dimmed">
                            {t("purchases.givenBack", { amount: show(o.refunded) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{paidBy(o, t)}</Table.Td>
                      <Table.Td ta="right">{show(o.total)}</Table.Td>
                      <Table.Td>
                        {o.lines.some((l) => l.returned < l.quantity) && (
                          <Button size="compact-sm" variant="light" onClick={() => setReturning(o)}>
                            {t("sales.returnItems", { id: o.id })}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </Loaded>
      {returning !== undefined && (
        <ReturnDialog
          facilityId={facilityId}
          order={returning}
          show={show}
          orders={orders}
          deskReturnsToCredit={club.desk_returns_to_credit}
          onClose={() => setReturning(undefined)}
        />
      )}
    </Stack>
  )
}

/** Which items come back and how the money goes, said in full before anything changes. */
const ReturnDialog = ({
  facilityId,
  order,
  show,
  orders,
  deskReturnsToCredit,
  onClose,
}: {
  facilityId: number
  order: Order
  deskReturnsToCredit: boolean
  show: (n: number) => string
  orders: Loading<ReadonlyArray<Order>>
  onClose: () => void
}) => {
  const t = useT()
  const [back, setBack] = useState<ReadonlyMap<number, number>>(new Map())
  const manages = useManages(facilityId)
  // Refunds are a manager's; the desk gives a member's return back as credits where the club allows.
  const deskCredits = !manages && deskReturnsToCredit && !order.with_booking && order.user_id !== null
  const [way, setWay] = useState<RefundWay>(deskCredits ? "credit" : "refund")
  const refused = !manages && !deskCredits
  const lines = order.lines.filter((l) => l.returned < l.quantity)
  const amount = lines.reduce((n, l) => n + returnAmount(l, back.get(l.id) ?? 0), 0)
  const units = [...back.values()].reduce((n, q) => n + q, 0)
  const how = order.with_booking
    ? t("sales.howBooking", { id: order.reservation_id })
    : way === "credit"
      ? t("sales.howCredits")
      : t("sales.howPaid", { way: paidBy(order, t) })
  return (
    <Confirm
      title={t("sales.returnItems", { id: order.id })}
      confirm={
        refused
          ? t("sales.managerGives")
          : units === 0
            ? t("sales.chooseBack")
            : t("sales.giveBack", { amount: show(amount) })
      }
      color="orange"
      disabled={units === 0 || refused}
      done={t("sales.returned")}
      onClose={onClose}
      onConfirm={() =>
        returnOrder(facilityId, order.id, {
          lines: [...back.entries()].filter(([, q]) => q > 0).map(([id, q]) => ({ order_line_id: id, quantity: q })),
          ...(order.with_booking ? {} : { refund: way }),
        }).then(() => orders.reload())
      }
    >
      <Table>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.name}</Table.Td>
              <Table.Td w={110}>
                <NumberInput
                  aria-label={t("sales.howMany", { item: l.name })}
                  size="xs"
                  min={0}
                  max={l.quantity - l.returned}
                  value={back.get(l.id) ?? 0}
                  onChange={(v) =>
                    setBack(
                      new Map(back).set(
                        l.id,
                        Math.min(l.quantity - l.returned, Math.max(0, Math.floor(Number(v) || 0))),
                      ),
                    )
                  }
                />
              </Table.Td>
              <Table.Td ta="right">{t("sales.of", { count: l.quantity - l.returned })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {manages && !order.with_booking && order.user_id !== null && (
        <Select
          label={t("sales.moneyBack")}
          data={[
            { value: "refund", label: t("sales.wayPaid") },
            { value: "credit", label: t("sales.asCredits") },
          ]}
          value={way}
          onChange={(v) => v && setWay(v as RefundWay)}
          allowDeselect={false}
        />
      )}
      <Text>
        {refused
          ? t("sales.refused")
          : units === 0
            ? t("sales.chooseHowMany")
            : t("sales.backNote", { units, amount: show(amount), how })}
      </Text>
    </Confirm>
  )
}
