import { Table, Text, Title } from "@mantine/core"
import { getFacility } from "../api/facilities"
import { listOrders } from "../api/shop"
import { dateTime, money } from "./format"
import { Loaded, useLoad } from "./load"
import { orderItems, paidBy } from "./orderText"
import { useT } from "../i18n/I18n"

/** A person's purchases from the club's shop, newest first (staff see the last 30 days), with what came back. */
export const ShopPurchases = ({ userId, facilityId }: { userId: number; facilityId: number }) => {
  const t = useT()
  const data = useLoad(
    () =>
      Promise.all([getFacility(facilityId), listOrders(facilityId, { user_id: userId })]).then(([club, orders]) => ({
        club,
        orders,
      })),
    [userId, facilityId],
  )
  return (
    <Loaded state={data}>
      {({ club, orders }) =>
        orders.length === 0 ? null : (
          <section aria-label={t("purchases.title")}>
            <Title order={3} size="h5" mt="sm">
              {t("purchases.title")}
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("purchases.when")}</Table.Th>
                  <Table.Th>{t("purchases.items")}</Table.Th>
                  <Table.Th>{t("purchases.paid")}</Table.Th>
                  <Table.Th ta="right">{t("purchases.total")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>{dateTime(o.created_at, club.time_zone)}</Table.Td>
                    <Table.Td>
                      {orderItems(o.lines)}
                      {o.refunded > 0 && (
                        <Text size="xs" c="dimmed">
                          {t("purchases.givenBack", {
                            amount: money(o.refunded, club.currency, club.currency_decimals),
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{paidBy(o, t)}</Table.Td>
                    <Table.Td ta="right">{money(o.total, club.currency, club.currency_decimals)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        )
      }
    </Loaded>
  )
}
