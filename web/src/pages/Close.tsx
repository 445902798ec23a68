import { Group, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Navigate } from "react-router"
import { closeParts } from "../../../engine/close"
import { isStaff } from "../../../engine/roles"
import { closeReport } from "../api/payments"
import { useSession } from "../session"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { formatSecondsOfDay } from "../../../engine/dates"
import { longDate, money, shortDate, todayAt } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"

/** The daily close: money taken and value moved on a day, each by method with its total. */
export const Close = () => {
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice((role) => admin || (role !== null && isStaff(role)))
  const [date, setDate] = useState<string>()
  const day = date ?? (facility ? todayAt(facility.time_zone) : "")
  const report = useLoad(
    () => (facility === undefined ? Promise.resolve(undefined) : closeReport(facility.id, day)),
    [facility?.id, day],
  )
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/close" />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Daily close</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>You are not staff at any facility.</Text>
        ) : (
          <>
            <TextInput
              type="date"
              label="Day"
              value={day}
              onChange={(e) => e.currentTarget.value !== "" && setDate(e.currentTarget.value)}
              maw={200}
            />
            <Loaded state={report}>
              {(r) =>
                r === undefined ? null : (
                  <Stack gap="xs">
                    <Title order={2} size="h4">
                      {longDate(r.date, facility.time_zone)}
                    </Title>
                    {r.groups.length === 0 ? (
                      <Text>No payments on this day.</Text>
                    ) : (
                      <Table aria-label="Close" maw={640}>
                        <Table.Tbody>
                          {closeParts(r).map((part) => [
                            <Table.Tr key={part.moves}>
                              <Table.Th>{part.label}</Table.Th>
                              <Table.Th ta="right">{part.count === 1 ? "1 row" : `${part.count} rows`}</Table.Th>
                              <Table.Th ta="right">{money(part.total, r.currency, r.currency_decimals)}</Table.Th>
                            </Table.Tr>,
                            ...part.lines.map((l) => (
                              <Table.Tr key={`${part.moves}-${l.method}`}>
                                <Table.Td pl="lg">{l.label}</Table.Td>
                                <Table.Td ta="right">× {l.count}</Table.Td>
                                <Table.Td ta="right">{money(l.signed, r.currency, r.currency_decimals)}</Table.Td>
                              </Table.Tr>
                            )),
                          ])}
                        </Table.Tbody>
                      </Table>
                    )}
                    {r.by_sale.length > 0 && (
                      <Table aria-label="By what was sold" maw={640}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>What was sold</Table.Th>
                            <Table.Th ta="right">Money taken</Table.Th>
                            <Table.Th ta="right">Value moved</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {r.by_sale.map((b) => (
                            <Table.Tr key={b.sold}>
                              <Table.Td>{b.label}</Table.Td>
                              <Table.Td ta="right">{money(b.money, r.currency, r.currency_decimals)}</Table.Td>
                              <Table.Td ta="right">{money(b.value, r.currency, r.currency_decimals)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    )}
                    {r.shop_by_tax.length > 0 && (
                      <Table aria-label="Shop sales by tax rate" maw={640}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>Shop sales at tax rate</Table.Th>
                            <Table.Th ta="right">Before tax</Table.Th>
                            <Table.Th ta="right">Tax</Table.Th>
                            <Table.Th ta="right">Taken</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {r.shop_by_tax.map((t) => (
                            <Table.Tr key={t.tax_rate}>
                              <Table.Td>{t.tax_rate}%</Table.Td>
                              <Table.Td ta="right">{money(t.net, r.currency, r.currency_decimals)}</Table.Td>
                              <Table.Td ta="right">{money(t.tax, r.currency, r.currency_decimals)}</Table.Td>
                              <Table.Td ta="right">{money(t.gross, r.currency, r.currency_decimals)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    )}
                    {r.paid_earlier.length > 0 && (
                      <Table aria-label="Played this day, paid before" maw={640}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>Played this day, paid on an earlier day (in that day&apos;s close)</Table.Th>
                            <Table.Th>Paid on</Table.Th>
                            <Table.Th ta="right">Paid</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {r.paid_earlier.map((b) => (
                            <Table.Tr key={b.reservation_id}>
                              <Table.Td>
                                {b.court_name}, {formatSecondsOfDay(b.hour_start)}
                                {b.series_id === null ? "" : " (series)"}
                              </Table.Td>
                              <Table.Td>{shortDate(b.paid_on, facility.time_zone)}</Table.Td>
                              <Table.Td ta="right">{money(b.amount, r.currency, r.currency_decimals)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    )}
                  </Stack>
                )
              }
            </Loaded>
          </>
        )}
      </Stack>
    </main>
  )
}
