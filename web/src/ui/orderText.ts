import { METHOD_LABELS, type PayMethod } from "../../../engine/payments"
import type { Order } from "../api/shop"

/** "2 × Water, 1 × Grip": what an order holds, as its receipt says it. */
export const orderItems = (lines: ReadonlyArray<{ readonly quantity: number; readonly name: string }>) =>
  lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")

/** How an order was paid, as the ledger has it. */
export const paidBy = (order: Order) =>
  order.with_booking
    ? `With booking ${order.reservation_id}`
    : order.method === null
      ? order.total === 0
        ? "Nothing to pay"
        : "Not paid"
      : (METHOD_LABELS[order.method as PayMethod] ?? order.method)
