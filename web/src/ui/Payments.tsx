import { Badge, Button, Checkbox, Group, NumberInput, Select, Stack, Table, Text, Title } from "@mantine/core"
import { useState } from "react"
import { payPendingReservation, reservationPayments } from "../api/payments"
import { randomId } from "../api/request"
import { useManages, useSession } from "../session"
import { ReaderPicker, ReaderProgress, SavedCardPicker, TestMode, useProviders } from "./CardPayments"
import { money } from "./format"
import { Confirm } from "./Confirm"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { RefundButtons, RefundDialog, type Refunding } from "./RefundDialog"
import { METHOD_LABELS, type PayMethod } from "../../../engine/payments/rules"
import { toMinor } from "../../../engine/money"
import { useT } from "../i18n/I18n"

interface Club {
  readonly currency: string
  readonly currency_decimals: number
}

/** The ways staff take money at the desk, and the ways a player pays online. */
export const STAFF_METHODS: ReadonlyArray<PayMethod> = [
  "cash",
  "check",
  "prepaid",
  "card_reader",
  "accounts_receivable",
  "adjustment",
]
export const PLAYER_METHODS: ReadonlyArray<PayMethod> = ["prepaid", "card", "accounts_receivable"]

const isMethod = (method: string): method is PayMethod => method in METHOD_LABELS

/** Ways to pay as a picker's options, named in the screens' language. */
export const useMethodOptions = () => {
  const t = useT()
  return (methods: ReadonlyArray<PayMethod>) => methods.map((value) => ({ value, label: t(`method.${value}`) }))
}

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
  const t = useT()
  const methodOptions = useMethodOptions()
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
  const playerMethods = PLAYER_METHODS.filter((m) => tabs || m !== "accounts_receivable")
  const cash = (amount: number) => money(amount, club.currency, club.currency_decimals)
  const methodOf = (p: { method: string; method_label: string }) =>
    isMethod(p.method) ? t(`method.${p.method}`) : p.method_label
  const minor = (major: number | string) => toMinor(major, club.currency_decimals)
  const done = async () => {
    await state.reload()
    await onChanged?.()
  }
  const [asking, setAsking] = useState(false)
  const payNow = () =>
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
    ).then(() => (setCustom(""), done()))
  const pay = () => action.run("pay", payNow, undefined, t("pay.thanks"))
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
              {due > 0
                ? t("pay.pending", { amount: cash(due) })
                : waiting > 0
                  ? t("pay.waiting", { amount: cash(waiting) })
                  : t("pay.nothingPending")}
            </Title>
            {due > 0 && (
              <Group align="end" gap="xs" wrap="wrap">
                <Select
                  label={t("pay.payBy")}
                  data={methodOptions(staff ? STAFF_METHODS : playerMethods)}
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
                    label={t("pay.creditsFirst")}
                    checked={useCredits}
                    onChange={(e) => setUseCredits(e.currentTarget.checked)}
                  />
                )}
                {staff && (
                  <NumberInput
                    label={t("pay.customPrice", { currency: club.currency })}
                    value={custom}
                    onChange={setCustom}
                    min={0}
                    decimalScale={club.currency_decimals}
                    w={150}
                  />
                )}
                <Button
                  loading={action.busy === "pay"}
                  // At a reader, the payment waits for the reader it goes to (they load after the method is chosen).
                  disabled={method === "card_reader" && readerId === undefined}
                  // The desk records money by saying first how much and how; a player's button says it already.
                  onClick={() => (staff ? setAsking(true) : void pay())}
                >
                  {staff ? t("pay.take") : t("pay.pay", { amount: cash(due) })}
                </Button>
                {asking && (
                  <Confirm
                    title={t("pay.takeTitle")}
                    confirm={t("pay.take")}
                    color="blue"
                    done={t("pay.recorded")}
                    onClose={() => setAsking(false)}
                    onConfirm={payNow}
                  >
                    <Text role="note">
                      {t(useCredits ? "pay.takeSaysCredits" : "pay.takeSays", {
                        amount: cash(custom === "" ? due : minor(custom)),
                        method: methodOf({ method, method_label: method }),
                      })}
                    </Text>
                  </Confirm>
                )}
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
              <Table aria-label={t("pay.payments")}>
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
                          {p.custom_price ? t("pay.customTag", { method: methodOf(p) }) : methodOf(p)}
                          <Text size="xs" c="dimmed">
                            {together.length > 1
                              ? t("pay.together", {
                                  what: (p.description ?? "").split(" · ")[0],
                                  amount: cash(together.reduce((sum, q) => sum + q.amount, 0)),
                                  count: together.length,
                                })
                              : (p.description ?? "").split(" · ")[0]}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{p.refund_of === null ? cash(p.amount) : `−${cash(p.amount)}`}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" color={p.status === "paid" ? "teal" : "gray"}>
                            {t(`paymentStatus.${p.status}`)}
                          </Badge>
                        </Table.Td>
                        {staff && (
                          <Table.Td>
                            {mayRefund && p.refundable > 0 && (
                              <RefundButtons payment={p} onRefund={setRefunding}>
                                <NumberInput
                                  aria-label={t("pay.refundPart", { id: p.id })}
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
                                  {t("pay.part")}
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
            {payments.length === 0 && due === 0 && <Text c="dimmed">{t("pay.none")}</Text>}

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
