import { describe, expect, it } from "vitest"
import { type Order, receiptText } from "./rules"

const club = { name: "Demo Racquet Club", currency: "USD", currency_decimals: 2 }
const order = (o: Partial<Order>): Order => ({
  id: 7,
  facility_id: 1,
  user_id: 2,
  customer_name: "Pat Player",
  staff_id: null,
  channel: "desk",
  reservation_id: null,
  notes: null,
  device_id: null,
  coupon_code: null,
  subtotal: 350,
  discount: 0,
  tax: 31,
  total: 381,
  refunded: 0,
  payment_id: 3,
  method: "cash",
  payment_status: "paid",
  payment_intent_id: null,
  with_booking: false,
  created_at: "2026-11-27T10:00:00.000Z",
  lines: [
    {
      id: 1,
      product_id: 1,
      name: "Sports drink",
      sku: null,
      quantity: 1,
      unit_price: 350,
      discount: 0,
      tax_rate: 8.875,
      tax: 31,
      total: 381,
      returned: 0,
    },
  ],
  ...o,
})

const lastLine = (o: Order) => receiptText(o, club).split("\n").at(-1)

describe("a receipt", () => {
  it("says paid in full only for what the ledger holds as paid", () => {
    expect(lastLine(order({}))).toBe("Paid in full.")
    expect(lastLine(order({ channel: "booking", with_booking: true, payment_id: null, payment_status: null }))).toBe(
      "$3.81 is added to your court booking, to pay with it.",
    )
    expect(lastLine(order({ payment_status: "pending", method: "ach" }))).toBe(
      "The payment is on its way; you will hear if it does not arrive.",
    )
    expect(lastLine(order({ payment_id: null, payment_status: null }))).toBe("$3.81 is still to pay.")
    expect(lastLine(order({ total: 0, tax: 0, subtotal: 0 }))).toBe("Nothing was charged.")
  })
})

describe("a receipt in the buyer's language", () => {
  it("writes its words and its money as a reader of Spanish or Portuguese does", () => {
    expect(receiptText(order({}), club, "es").split("\n")).toEqual([
      "Gracias por tu compra en Demo Racquet Club.",
      "",
      "Pedido 7, 2026-11-27",
      "  1 × Sports drink  3,50\u00a0US$",
      "  Impuestos  0,31\u00a0US$",
      "  Total  3,81\u00a0US$",
      "",
      "Pagado por completo.",
    ])
    expect(
      receiptText(order({ payment_id: null, payment_status: null }), club, "pt-BR")
        .split("\n")
        .at(-1),
    ).toBe("Ainda faltam US$\u00a03,81 a pagar.")
  })
})
