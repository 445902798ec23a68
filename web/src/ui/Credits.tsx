import { Button, Group, NumberInput, Select, Table, Text, TextInput } from "@mantine/core"
import { useState } from "react"
import { addDebit, buyCredits, getBalance, userPayments } from "../api/payments"
import { SavedCardPicker, TestMode, useProviders } from "./CardPayments"
import { money, shortDate } from "./format"
import { Failure, Loaded, useAction, useLoad } from "./load"
import type { PayMethod } from "../../../engine/payments/rules"
import { useT } from "../i18n/I18n"
import { useManages } from "../session"
import { RefundButtons, RefundDialog, type Refunding } from "./RefundDialog"
import { toMinor } from "../../../engine/money"

/** A person's club credits at a facility, lot by lot, and their payments there (the statement). */
export const CreditsAndPayments = ({
  userId,
  facilityId,
  manage = false,
  sell = false,
}: {
  userId: number
  facilityId: number
  /** A manager may grant or take back credits, with a reason. */
  manage?: boolean
  /** Staff sell credits for cash, check or card; without it the person buys by card. */
  sell?: boolean
}) => {
  const t = useT()
  const [buy, setBuy] = useState<number | string>("")
  const [buyMethod, setBuyMethod] = useState<string>(sell ? "cash" : "card")
  const [cardId, setCardId] = useState<number>()
  const providers = useProviders(facilityId)
  const balance = useLoad(() => getBalance(userId, facilityId), [userId, facilityId])
  const [amount, setAmount] = useState<number | string>("")
  const [reason, setReason] = useState("")
  const action = useAction()
  const payments = useLoad(() => userPayments({ user_id: userId, facility_id: facilityId }), [userId, facilityId])
  // Money goes back on a manager's word (packages, clinics, memberships, credits, bookings alike).
  const mayRefund = useManages(facilityId) && sell
  const [refunding, setRefunding] = useState<Refunding>()
  return (
    <Loaded state={balance}>
      {(b) => (
        <>
          <Text fw={700} aria-label={t("credits.balanceLabel")}>
            {t("credits.balance", { amount: money(b.balance, b.currency, b.currency_decimals) })}
          </Text>
          {manage && (
            <Group align="end" gap="xs" my="xs">
              <NumberInput
                label={t("credits.adjustLabel", { currency: b.currency })}
                value={amount}
                onChange={setAmount}
                decimalScale={b.currency_decimals}
                w={220}
              />
              <TextInput
                label={t("credits.reason")}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
              <Button
                disabled={amount === "" || Number(amount) === 0}
                loading={action.busy === "adjust"}
                onClick={() =>
                  void action.run(
                    "adjust",
                    () => addDebit(userId, facilityId, toMinor(amount, b.currency_decimals), reason),
                    () => (setAmount(""), setReason(""), balance.reload()),
                    t("credits.adjusted"),
                  )
                }
              >
                {t("credits.adjust")}
              </Button>
            </Group>
          )}
          <Group align="end" gap="xs" my="xs">
            <NumberInput
              label={t(sell ? "credits.sellLabel" : "credits.buyLabel", { currency: b.currency })}
              value={buy}
              onChange={setBuy}
              min={0}
              decimalScale={b.currency_decimals}
              w={180}
            />
            {sell && (
              <Select
                label={t("credits.paidBy")}
                data={(["cash", "check", "card"] as const).map((m) => ({ value: m, label: t(`method.${m}`) }))}
                value={buyMethod}
                onChange={(v) => v && setBuyMethod(v)}
                allowDeselect={false}
                w={120}
              />
            )}
            {buyMethod === "card" && (
              <>
                <SavedCardPicker userId={userId} facilityId={facilityId} value={cardId} onChange={setCardId} />
                <TestMode on={providers.data?.cards.test_mode} />
              </>
            )}
            <Button
              variant="light"
              disabled={buy === "" || Number(buy) <= 0 || (buyMethod === "card" && cardId === undefined)}
              loading={action.busy === "buy"}
              onClick={() =>
                void action.run(
                  "buy",
                  () =>
                    buyCredits(userId, facilityId, {
                      amount: toMinor(buy, b.currency_decimals),
                      method: buyMethod,
                      ...(buyMethod === "card" && cardId !== undefined ? { card_id: cardId } : {}),
                    }),
                  () => (setBuy(""), balance.reload(), payments.reload()),
                  t(sell ? "credits.sold" : "credits.bought"),
                )
              }
            >
              {t(sell ? "credits.sell" : "credits.buyByCard")}
            </Button>
          </Group>
          {action.error !== undefined && <Failure message={action.error} />}
          <Loaded state={payments}>
            {(rows) =>
              rows.length === 0 ? (
                <Text c="dimmed">{t("credits.noPayments")}</Text>
              ) : (
                <Table aria-label={t("credits.statement")}>
                  <Table.Tbody>
                    {rows.map((p) => (
                      <Table.Tr key={p.id}>
                        {/* A business date is a calendar day: written as one, whatever the zone. */}
                        <Table.Td>{shortDate(p.business_date, "UTC")}</Table.Td>
                        <Table.Td>{p.description ?? t(`method.${p.method as PayMethod}`)}</Table.Td>
                        <Table.Td>{t(`method.${p.method as PayMethod}`)}</Table.Td>
                        <Table.Td ta="right">
                          {p.refund_of === null ? "" : "−"}
                          {money(p.amount, b.currency, b.currency_decimals)}
                        </Table.Td>
                        <Table.Td>{t(`paymentStatus.${p.status}`)}</Table.Td>
                        {mayRefund && (
                          <Table.Td>
                            {p.refund_of === null && p.refundable > 0 && (
                              <RefundButtons payment={p} onRefund={setRefunding} />
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )
            }
          </Loaded>
          {refunding !== undefined && (
            <RefundDialog
              refunding={refunding}
              club={b}
              onClose={() => setRefunding(undefined)}
              onDone={() => (setRefunding(undefined), balance.reload(), payments.reload())}
            />
          )}
        </>
      )}
    </Loaded>
  )
}
