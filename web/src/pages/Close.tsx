import { Group, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Navigate } from "react-router"
import { closeLineParts, closeParts, type Sold } from "../../../engine/payments/close"
import { SOLD_WORDS } from "../ui/soldWords"
import { isStaff } from "../../../engine/roles"
import { closeReport } from "../api/payments"
import { useSession } from "../session"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { longDate, money, shortDate, timeOfDay, todayAt } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"
import { type Translate, useT } from "../i18n/I18n"

/** A close line in words ("Refund: Card to Club Credits"). */
const lineLabel = (t: Translate, key: string) => {
  const line = closeLineParts(key)
  const method = t(`method.${line.method}`)
  if (line.refund) return t(line.to_credit ? "close.refundToCredit" : "close.refund", { method })
  return line.to_credit ? t("close.toCredit", { method }) : method
}

/** The daily close: money taken and value moved on a day, each by method with its total. */
export const Close = () => {
  const t = useT()
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
          <Title order={1}>{t("nav.close")}</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>{t("close.notStaff")}</Text>
        ) : (
          <>
            <TextInput
              type="date"
              label={t("audit.day")}
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
                      <Text>{t("close.none")}</Text>
                    ) : (
                      <Table aria-label={t("close.table")} maw={640}>
                        <Table.Tbody>
                          {closeParts(r).map((part) => [
                            <Table.Tr key={part.moves}>
                              <Table.Th>{t(part.moves === "money" ? "close.moneyTaken" : "close.valueMoved")}</Table.Th>
                              <Table.Th ta="right">{t("close.rows", { count: part.count })}</Table.Th>
                              <Table.Th ta="right">{money(part.total, r.currency, r.currency_decimals)}</Table.Th>
                            </Table.Tr>,
                            ...part.lines.map((l) => (
                              <Table.Tr key={`${part.moves}-${l.method}`}>
                                <Table.Td pl="lg">{lineLabel(t, l.method)}</Table.Td>
                                <Table.Td ta="right">× {l.count}</Table.Td>
                                <Table.Td ta="right">{money(l.signed, r.currency, r.currency_decimals)}</Table.Td>
                              </Table.Tr>
                            )),
                          ])}
                        </Table.Tbody>
                      </Table>
                    )}
                    {r.by_sale.length > 0 && (
                      <Table aria-label={t("close.bySale")} maw={640}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{t("close.whatSold")}</Table.Th>
                            <Table.Th ta="right">{t("close.moneyTaken")}</Table.Th>
                            <Table.Th ta="right">{t("close.valueMovedColumn")}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {r.by_sale.map((b) => (
                            <Table.Tr key={b.sold}>
                              <Table.Td>{t(SOLD_WORDS[b.sold as Sold] ?? "close.sold.other")}</Table.Td>
                              <Table.Td ta="right">{money(b.money, r.currency, r.currency_decimals)}</Table.Td>
                              <Table.Td ta="right">{money(b.value, r.currency, r.currency_decimals)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    )}
                    {r.shop_by_tax.length > 0 && (
                      <Table aria-label={t("close.byTax")} maw={640}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{t("close.taxRate")}</Table.Th>
                            <Table.Th ta="right">{t("close.beforeTax")}</Table.Th>
                            <Table.Th ta="right">{t("close.tax")}</Table.Th>
                            <Table.Th ta="right">{t("close.taken")}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {r.shop_by_tax.map((rate) => (
                            <Table.Tr key={rate.tax_rate}>
                              <Table.Td>{t("close.rate", { rate: rate.tax_rate })}</Table.Td>
                              <Table.Td ta="right">{money(rate.net, r.currency, r.currency_decimals)}</Table.Td>
                              <Table.Td ta="right">{money(rate.tax, r.currency, r.currency_decimals)}</Table.Td>
                              <Table.Td ta="right">{money(rate.gross, r.currency, r.currency_decimals)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    )}
                    {r.paid_earlier.length > 0 && (
                      <Table aria-label={t("close.paidBefore")} maw={640}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{t("close.paidBeforeHeading")}</Table.Th>
                            <Table.Th>{t("close.paidOn")}</Table.Th>
                            <Table.Th ta="right">{t("close.paid")}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {r.paid_earlier.map((b) => (
                            <Table.Tr key={b.reservation_id}>
                              <Table.Td>
                                {t(b.series_id === null ? "close.played" : "close.playedSeries", {
                                  court: b.court_name,
                                  time: timeOfDay(b.hour_start),
                                })}
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
