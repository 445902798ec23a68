import type { PayMethod } from "../../../engine/payments/rules"
import type { Order } from "../api/shop"
import type { Translate } from "../i18n/I18n"

/** "2 × Water, 1 × Grip": what an order holds, as its receipt says it. */
export const orderItems = (lines: ReadonlyArray<{ readonly quantity: number; readonly name: string }>) =>
  lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")

/** How an order was paid, as the ledger has it. */
export const paidBy = (order: Order, t: Translate) =>
  order.with_booking
    ? t("order.withBooking", { id: order.reservation_id })
    : order.method === null
      ? order.total === 0
        ? t("order.nothingToPay")
        : t("order.notPaid")
      : t(`method.${order.method as PayMethod}`)
