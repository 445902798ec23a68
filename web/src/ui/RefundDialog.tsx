import { Button, Group, Modal, Stack, Text } from "@mantine/core"
import type { ReactNode } from "react"
import { partialRefund, refundPayment, refundPaymentToCredit } from "../api/payments"
import { money } from "./format"
import { Failure, useAction } from "./load"

export interface Refunding {
  readonly payment: {
    readonly id: number
    readonly amount: number
    readonly method_label: string
    readonly payable_type?: string
  }
  readonly amount: number
  readonly to: "method" | "credits"
  readonly part?: boolean
}

/** What giving a payment back means for what it bought, said before it is done. */
const CONSEQUENCE: Record<string, string> = {
  user_package: "The package's unused lessons go with it.",
  user_clinic: "The clinic purchase keeps no sessions to use once it is refunded.",
  membership: "The membership itself goes on: end it on its card if it should.",
  credits: "The club credits it bought are taken back.",
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
  const action = useAction()
  const cash = (amount: number) => money(amount, club.currency, club.currency_decimals)
  const { payment } = refunding
  return (
    <Modal opened onClose={onClose} title="Give this money back?">
      <Stack>
        <Text role="note">
          {cash(refunding.amount)} of payment {payment.id} ({payment.method_label}, {cash(payment.amount)}){" "}
          {refunding.to === "credits"
            ? "goes back as club credits the player can spend here."
            : "goes back by the way it was paid."}{" "}
          {(payment.payable_type !== undefined && !refunding.part && CONSEQUENCE[payment.payable_type]) || ""} The
          ledger keeps the refund as its own row.
        </Text>
        {action.error !== undefined && <Failure message={action.error} />}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            Keep the money
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
                "Refund made.",
              )
            }
          >
            Refund {cash(refunding.amount)}
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
}) => (
  <Group gap={4} wrap="nowrap">
    <Button
      size="compact-xs"
      variant="light"
      onClick={() => onRefund({ payment, amount: payment.refundable, to: "method" })}
    >
      Refund
    </Button>
    <Button
      size="compact-xs"
      variant="light"
      onClick={() => onRefund({ payment, amount: payment.refundable, to: "credits" })}
    >
      To credits
    </Button>
    {children}
  </Group>
)
