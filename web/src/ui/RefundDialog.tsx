import { Button, Group, Modal, Stack, Text } from "@mantine/core"
import type { ReactNode } from "react"
import { partialRefund, refundPayment, refundPaymentToCredit } from "../api/payments"
import { money } from "./format"
import { Failure, useAction } from "./load"
import type { PayMethod } from "../../../engine/payments/rules"
import { type MessageId, useT } from "../i18n/I18n"

export interface Refunding {
  readonly payment: {
    readonly id: number
    readonly amount: number
    readonly method: string
    readonly payable_type?: string
  }
  readonly amount: number
  readonly to: "method" | "credits"
  readonly part?: boolean
}

/** What giving a payment back means for what it bought, said before it is done. */
const CONSEQUENCE: Record<string, MessageId> = {
  user_package: "refund.consequence.package",
  user_clinic: "refund.consequence.clinic",
  membership: "refund.consequence.membership",
  credits: "refund.consequence.credits",
}

/** A manager gives (part of) a payment back, by the way it was paid or as club credits, after saying how much and where. */
export const RefundDialog = ({
  refunding,
  club,
  onClose,
  onDone,
}: {
  refunding: Refunding
  club: { readonly currency: string; readonly currency_decimals: number }
  onClose: () => void
  onDone: () => unknown
}) => {
  const t = useT()
  const action = useAction()
  const cash = (amount: number) => money(amount, club.currency, club.currency_decimals)
  const { payment } = refunding
  const consequence =
    payment.payable_type === undefined || refunding.part ? undefined : CONSEQUENCE[payment.payable_type]
  return (
    <Modal opened onClose={onClose} title={t("refund.title")}>
      <Stack>
        <Text role="note">
          {t(refunding.to === "credits" ? "refund.toCredits" : "refund.toMethod", {
            amount: cash(refunding.amount),
            id: payment.id,
            method: t(`method.${payment.method as PayMethod}`),
            paid: cash(payment.amount),
          })}{" "}
          {consequence === undefined ? "" : `${t(consequence)} `}
          {t("refund.ledger")}
        </Text>
        {action.error !== undefined && <Failure message={action.error} />}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t("refund.keep")}
          </Button>
          <Button
            color="red"
            loading={action.busy === "refund"}
            onClick={() =>
              void action.run(
                "refund",
                () =>
                  refunding.to === "credits"
                    ? refundPaymentToCredit(payment.id)
                    : refunding.part
                      ? partialRefund(payment.id, refunding.amount)
                      : refundPayment(payment.id),
                onDone,
                t("refund.made"),
              )
            }
          >
            {t("refund.do", { amount: cash(refunding.amount) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** A payment's Refund and To credits buttons (and whatever else goes beside them), for a manager. */
export const RefundButtons = ({
  payment,
  onRefund,
  children,
}: {
  payment: Refunding["payment"] & { readonly refundable: number }
  onRefund: (refunding: Refunding) => void
  children?: ReactNode
}) => {
  const t = useT()
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => onRefund({ payment, amount: payment.refundable, to: "method" })}
      >
        {t("refund.refund")}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => onRefund({ payment, amount: payment.refundable, to: "credits" })}
      >
        {t("refund.toCreditsButton")}
      </Button>
      {children}
    </Group>
  )
}
