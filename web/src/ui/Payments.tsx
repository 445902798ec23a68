import { Badge, Button, Checkbox, Group, NumberInput, Select, Stack, Table, Text, Title } from "@mantine/core"
import { useState } from "react"
import { payPendingReservation, reservationPayments } from "../api/payments"
import { randomId } from "../api/request"
import { useManages, useSession } from "../session"
import { ReaderPicker, ReaderProgress, SavedCardPicker, TestMode, useProviders } from "./CardPayments"
import { money } from "./format"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { RefundButtons, RefundDialog, type Refunding } from "./RefundDialog"
import { PAYMENT_STATUS_LABELS } from "../../../engine/payments"
import { toMinor } from "../../../engine/money"

interface Club {
  readonly currency: string
  readonly currency_decimals: number
}

/** The ways staff take money at the desk, and the ways a player pays online. */
export const STAFF_METHODS = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "prepaid", label: "Club Credits" },
  { value: "card_reader", label: "Card reader" },
  { value: "accounts_receivable", label: "Club Account" },
  { value: "adjustment", label: "Adjustment" },
]
export const PLAYER_METHODS = [
  { value: "prepaid", label: "Club Credits" },
  { value: "card", label: "Card" },
  { value: "accounts_receivable", label: "Club Account" },
]

/**
 * What a reservation has pending and its payments: staff take payment (any method, a card at a
 * reader with its progress, a custom price) and refund; players pay their share by club credits
 * or a saved card.
 */
export const ReservationMoney = ({
  reservationId,
  facilityId,
  club,
  staff,
  onChanged,
}: {
  reservationId: number
  facilityId: number
  club: Club
  staff: boolean
  onChanged?: () => unknown
}) => {
  const state = useLoad(() => reservationPayments(reservationId), [reservationId])
  const { session } = useSession()
  const providers = useProviders(facilityId)
  const testMode = providers.data?.cards.test_mode ?? false
  const [cardId, setCardId] = useState<number>()
  const [readerId, setReaderId] = useState<string>()
  // A player pays by card unless they choose credits: credits first would refuse at a $0 balance.
  const [method, setMethod] = useState<string>(staff ? "cash" : "card")
  const [useCredits, setUseCredits] = useState(false)
  const [custom, setCustom] = useState<number | string>("")
  const [partial, setPartial] = useState<Record<number, number | string>>({})
  const [refunding, setRefunding] = useState<Refunding>()
  const action = useAction()
  // Money goes back on a manager's word: the API refuses the front desk, so the desk is not offered it.
  const mayRefund = useManages(facilityId)
  // A club account takes a player's own charges only where the club allows it.
  const tabs = session?.facilities.find((f) => f.id === facilityId)?.players_charge_accounts === true
  const playerMethods = PLAYER_METHODS.filter((m) => tabs || m.value !== "accounts_receivable")
  const cash = (amount: number) => money(amount, club.currency, club.currency_decimals)
  const minor = (major: number | string) => toMinor(major, club.currency_decimals)
  const done = async () => {
    await state.reload()
    await onChanged?.()
  }
  return (
    <Loaded state={state}>
      {({ payments, pending }) => {
        const due = pending.reduce((sum, p) => sum + p.pending, 0)
        // Money on its way (a card at the reader, a bank transfer) is not pending, nor paid yet.
        const waiting = payments
          .filter((p) => p.status === "pending" && p.refund_of === null)
          .reduce((sum, p) => sum + p.amount, 0)
        return (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {due > 0 ? `Pending ${cash(due)}` : waiting > 0 ? `Waiting for ${cash(waiting)}` : "Nothing pending"}
            </Title>
            {due > 0 && (
              <Group align="end" gap="xs" wrap="wrap">
                <Select
                  label="Pay by"
                  data={staff ? STAFF_METHODS : playerMethods}
                  value={method}
                  onChange={(v) => v && setMethod(v)}
                  allowDeselect={false}
                  w={150}
                />
                {method === "card" && session?.user && (
                  <SavedCardPicker
                    userId={session.user.id}
                    facilityId={facilityId}
                    value={cardId}
                    onChange={setCardId}
                    allowAdd
                  />
                )}
                {method === "card_reader" && (
                  <ReaderPicker facilityId={facilityId} value={readerId} onChange={setReaderId} />
                )}
                {(method === "card" || method === "card_reader") && <TestMode on={testMode} />}
                {method !== "prepaid" && method !== "accounts_receivable" && (
                  <Checkbox
                    label="Club credits first"
                    checked={useCredits}
                    onChange={(e) => setUseCredits(e.currentTarget.checked)}
                  />
                )}
                {staff && (
                  <NumberInput
                    label={`Custom price (${club.currency})`}
                    value={custom}
                    onChange={setCustom}
                    min={0}
                    decimalScale={club.currency_decimals}
                    w={150}
                  />
                )}
                <Button
                  loading={action.busy === "pay"}
                  onClick={() =>
                    void action.run(
                      "pay",
                      () =>
                        payPendingReservation(
                          reservationId,
                          {
                            method: method as "cash",
                            use_credits: useCredits,
                            ...(method === "card" && cardId !== undefined ? { card_id: cardId } : {}),
                            ...(method === "card_reader" && readerId !== undefined ? { device_id: readerId } : {}),
                            ...(custom === "" ? {} : { custom_price: minor(custom) }),
                          },
                          randomId(),
                        ),
                      () => (setCustom(""), done()),
                      staff ? "Payment recorded." : "Paid. Thank you!",
                    )
                  }
                >
                  {staff ? "Take payment" : `Pay ${cash(due)}`}
                </Button>
              </Group>
            )}
            {action.error !== undefined && <Failure message={action.error} />}
            {payments
              .filter((p) => p.method === "card_reader" && p.status === "pending" && p.payment_intent_id && p.device_id)
              .map((p) => (
                <ReaderProgress
                  key={p.id}
                  facilityId={facilityId}
                  intent={p.payment_intent_id!}
                  readerId={p.device_id!}
                  testMode={testMode}
                  onSettled={done}
                />
              ))}
            {payments.length > 0 && (
              <Table aria-label="Payments">
                <Table.Tbody>
                  {payments.map((p) => {
                    // Shares paid together are one charge at the provider: say so, so three rows do not read as three charges.
                    const together = payments.filter(
                      (q) =>
                        p.payment_intent_id !== null &&
                        q.refund_of === null &&
                        q.payment_intent_id === p.payment_intent_id,
                    )
                    return (
                      <Table.Tr key={p.id}>
                        <Table.Td>
                          {p.method_label}
                          {p.custom_price ? " (custom price)" : ""}
                          <Text size="xs" c="dimmed">
                            {(p.description ?? "").split(" · ")[0]}
                            {together.length > 1
                              ? ` · one charge of ${cash(together.reduce((sum, q) => sum + q.amount, 0))} for ${together.length} shares`
                              : ""}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{p.refund_of === null ? cash(p.amount) : `−${cash(p.amount)}`}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" color={p.status === "paid" ? "teal" : "gray"}>
                            {PAYMENT_STATUS_LABELS[p.status]}
                          </Badge>
                        </Table.Td>
                        {staff && (
                          <Table.Td>
                            {mayRefund && p.refundable > 0 && (
                              <RefundButtons payment={p} onRefund={setRefunding}>
                                <NumberInput
                                  aria-label={`Part of payment ${p.id} to refund`}
                                  size="xs"
                                  w={80}
                                  min={0}
                                  decimalScale={club.currency_decimals}
                                  value={partial[p.id] ?? ""}
                                  onChange={(v) => setPartial({ ...partial, [p.id]: v })}
                                />
                                <Button
                                  size="compact-xs"
                                  variant="light"
                                  disabled={(partial[p.id] ?? "") === ""}
                                  onClick={() =>
                                    setRefunding({
                                      payment: p,
                                      amount: minor(partial[p.id]!),
                                      to: "method",
                                      part: true,
                                    })
                                  }
                                >
                                  Part
                                </Button>
                              </RefundButtons>
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            )}
            {payments.length === 0 && due === 0 && <Text c="dimmed">No payments.</Text>}
            {refunding !== undefined && (
              <RefundDialog
                refunding={refunding}
                club={club}
                onClose={() => setRefunding(undefined)}
                onDone={() => {
                  setRefunding(undefined)
                  setPartial({})
                  return done()
                }}
              />
            )}
          </Stack>
        )
      }}
    </Loaded>
  )
}
