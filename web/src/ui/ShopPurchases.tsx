import { Table, Text, Title } from "@mantine/core"
import { getFacility } from "../api/facilities"
import { listOrders } from "../api/shop"
import { dateTime, money } from "./format"
import { Loaded, useLoad } from "./load"
import { orderItems, paidBy } from "./orderText"

/** A person's purchases from the club's shop, newest first (staff see the last 30 days), with what came back. */
export const ShopPurchases = ({ userId, facilityId }: { userId: number; facilityId: number }) => {
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
          <section aria-label="Shop purchases">
            <Title order={3} size="h5" mt="sm">
              Shop purchases
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th>Paid</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
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
                          {money(o.refunded, club.currency, club.currency_decimals)} given back
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{paidBy(o)}</Table.Td>
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
