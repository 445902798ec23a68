import { step, withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import {
  actsFor,
  CurrentCaller,
  isManagerAt,
  isStaffAt,
  orderAccess,
  personAccess,
  requireStaffAt,
  reservationAccess,
  ownedBy,
} from "../access"
import { addDays, localDate } from "../dates"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import type { PayMethod, RefundWay } from "../payments/rules"
import { Letters } from "../mail/letters"
import {
  type Channel,
  type Order,
  orderAmounts,
  type Product,
  receiptText,
  returnAmount,
  returnShare,
  saleProblem,
} from "./rules"
import { Charges } from "../payments/charges"
import { Refunds } from "../payments/refunds"
import type { Reservation } from "../records"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "../payments/port"
import { ReservationsRepo } from "../reservations/port"
import { ShopRepo } from "./port"
import { Transactions } from "../ports"

export interface OrderLineInput {
  readonly product_id: number
  readonly quantity: number
  /** Staff only: the unit price instead of the product's. */
  readonly price?: number | undefined
}

export interface OrderPayment {
  readonly method: PayMethod
  readonly payment_intent_id?: string | undefined
  readonly card_id?: number | undefined
  readonly coupon_code?: string | undefined
}

export interface OrderInput {
  /** The buyer: by default the caller (for players), nobody (for staff: a walk-in sale). */
  readonly user_id?: number | undefined
  readonly lines: ReadonlyArray<OrderLineInput>
  readonly notes?: string | undefined
  readonly device_id?: string | undefined
  /** How it is paid now; left out, an upsell is added to its booking's payment and paid with it. */
  readonly payment?: OrderPayment | undefined
  /** An upsell bought with this booking. */
  readonly reservation_id?: number | undefined
}

export interface ReturnInput {
  readonly lines: ReadonlyArray<{ readonly order_line_id: number; readonly quantity: number }>
  /** How the money goes back: the way it came (default), to club credits, or by bank. */
  readonly refund?: RefundWay | undefined
  readonly note?: string | undefined
}

/**
 * Orders of the pro shop (the API's POST /api/facilities/{id}/orders): at the desk by staff (to a
 * member or someone without an account, any way the ledger takes money), online by players, or
 * added to a booking as an upsell. One transaction writes the order, its lines, the stock they take
 * (under the products' locks, so stock never goes below nothing unless a product allows
 * back-orders), the coupon's use and the ledger row, or nothing. Returns give money back through
 * the ledger and put stock back.
 */
export class Orders extends Effect.Service<Orders>()("venue/Orders", {
  dependencies: [Charges.Default, Refunds.Default, Letters.Default],
  effect: Effect.gen(function* () {
    const repo = yield* ShopRepo
    const facilities = yield* FacilitiesRepo
    const ledger = yield* LedgerRepo
    const reservations = yield* ReservationsRepo
    const transactions = yield* Transactions
    const charges = yield* Charges
    const refunds = yield* Refunds
    const letters = yield* Letters

    const facilityOf = (id: number) => orNotFound("Facility")(facilities.find(id))

    /** An order the caller may see: the club's staff any of its orders, a person their own and their children's. */
    const visible = (orderId: number) =>
      Effect.gen(function* () {
        const order = yield* orNotFound("Order")(repo.findOrder(orderId))
        yield* orderAccess(order)
        return order
      })

    /** An order of the club named (the API's paths name both), for whoever may see it. */
    const ofClub = (facilityId: number, orderId: number) =>
      Effect.filterOrFail(
        visible(orderId),
        (order) => ownedBy(facilityId, order),
        () => notFound("Order"),
      )

    /** Merges lines naming one product twice at one price, so stock is checked for the whole quantity. */
    const merged = (lines: ReadonlyArray<OrderLineInput>) => {
      const byKey = new Map<string, OrderLineInput>()
      for (const l of lines) {
        const key = `${l.product_id}:${l.price ?? ""}`
        const seen = byKey.get(key)
        byKey.set(key, seen === undefined ? l : { ...seen, quantity: seen.quantity + l.quantity })
      }
      return [...byKey.values()]
    }

    /**
     * Who buys (the caller, a child they handle, or whom staff name; nobody for a walk-in) and the
     * booking an upsell goes with, refused before anything is held.
     */
    const checkOrder = step("Orders.checkOrder", (facilityId: number, input: OrderInput) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const staff = isStaffAt(caller, facilityId)
        if (!staff && caller.userId === undefined) return yield* Effect.fail(forbidden("Sign in to buy."))
        const buyer = input.user_id ?? (staff ? null : caller.userId!)
        if (!staff && buyer !== null && (yield* actsFor([buyer])).length === 0)
          return yield* Effect.fail(forbidden("You buy for yourself or a child you handle."))
        if (staff && buyer !== null) yield* personAccess(buyer, facilityId)
        if (input.lines.length === 0) return yield* Effect.fail(unprocessable("An order needs at least one product."))
        if (!staff && input.lines.some((l) => l.price !== undefined))
          return yield* Effect.fail(forbidden("Only the club's staff set a price at the till."))
        if (input.payment === undefined && input.reservation_id === undefined)
          return yield* Effect.fail(unprocessable("Say how the order is paid, or name the booking it goes with."))
        if (input.payment?.coupon_code !== undefined && buyer === null)
          return yield* Effect.fail(unprocessable("A coupon is used by a member: name the buyer."))
        // An upsell goes with a booking of this club that the caller may see (theirs, a child's, or staff).
        const booking =
          input.reservation_id === undefined
            ? undefined
            : yield* orNotFound("Reservation")(reservations.find(input.reservation_id))
        if (booking !== undefined) {
          yield* reservationAccess(booking)
          if (!ownedBy(facilityId, booking))
            return yield* Effect.fail(unprocessable("That booking is not one of this club's."))
          if (booking.status !== "booked" && booking.status !== "checked")
            return yield* Effect.fail(unprocessable("That booking is over or cancelled: nothing more goes with it."))
        }
        return { staff, staffId: staff ? (caller.userId ?? null) : null, buyer, booking }
      }),
    )

    /**
     * The order's products, locked so the stock read here stays true until commit, each line
     * checked against what may be sold where and how much is on hand.
     */
    const holdProducts = step(
      "Orders.holdProducts",
      (facilityId: number, lines: ReadonlyArray<OrderLineInput>, channel: Channel, withBooking: boolean) =>
        Effect.gen(function* () {
          const ids = [...new Set(lines.map((l) => l.product_id))]
          yield* repo.lockProducts(facilityId, ids)
          const products = new Map((yield* repo.products(facilityId, { ids })).map((p) => [p.id, p]))
          if (products.size !== ids.length)
            return yield* Effect.fail(unprocessable("A product in the order is not one of this club's."))
          for (const l of lines) {
            const p = products.get(l.product_id)!
            const wanted = lines.filter((x) => x.product_id === p.id).reduce((n, x) => n + x.quantity, 0)
            const problem = saleProblem(p, wanted, p.on_hand, channel)
            if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
            if (withBooking && !p.booking_upsell_item)
              return yield* Effect.fail(unprocessable(`${p.name} is not offered with bookings.`))
          }
          return lines.map((l) => {
            const p = products.get(l.product_id)!
            return { product: p, quantity: l.quantity, unit_price: l.price ?? p.price, tax_rate: p.tax }
          })
        }),
    )

    /** The order's lines with their shares of discount and tax, its amounts, and the stock they take. */
    const writeLines = step(
      "Orders.writeLines",
      (
        facilityId: number,
        orderId: number,
        priced: Effect.Effect.Success<ReturnType<typeof holdProducts>>,
        amounts: ReturnType<typeof orderAmounts>,
        staffId: number | null,
      ) =>
        Effect.gen(function* () {
          const lineIds = yield* repo.insertLines(
            facilityId,
            orderId,
            priced.map((l, k) => ({
              product_id: l.product.id,
              name: l.product.name,
              sku: l.product.sku,
              quantity: l.quantity,
              unit_price: l.unit_price,
              discount: amounts.lines[k]!.discount,
              tax_rate: l.tax_rate,
              tax: amounts.lines[k]!.tax,
              total: amounts.lines[k]!.total,
              cost: l.product.cost,
            })),
          )
          yield* repo.setAmounts(orderId, {
            subtotal: amounts.subtotal,
            discount: amounts.discount,
            tax: amounts.tax,
            total: amounts.total,
          })
          yield* repo.insertStock(
            priced.flatMap((l, k) =>
              l.product.stock_enabled
                ? [
                    {
                      facility_id: facilityId,
                      product_id: l.product.id,
                      action: "sale" as const,
                      amount: -l.quantity,
                      cost: null,
                      note: null,
                      order_id: orderId,
                      order_line_id: lineIds[k]!,
                      staff_id: staffId,
                    },
                  ]
                : [],
            ),
          )
        }),
    )

    /**
     * Pays the order: now, through the ledger by the way chosen, or, for an upsell without a
     * payment, as a fee of its booking (the buyer's share when they play in it) paid with it.
     */
    const payOrder = step(
      "Orders.payOrder",
      (
        order: {
          readonly id: number
          readonly facility_id: number
          readonly total: number
          readonly description: string
        },
        buyer: number | null,
        input: OrderInput,
        booking: Reservation | undefined,
      ) =>
        input.payment === undefined
          ? repo.addToBooking({
              facility_id: order.facility_id,
              reservation_id: booking!.id,
              reservation_user_id: booking!.users.find((u) => u.user_id === buyer)?.id ?? null,
              order_id: order.id,
              amount: order.total,
              description: order.description,
            })
          : order.total === 0
            ? Effect.void
            : Effect.asVoid(
                charges.sell(
                  buyer,
                  order.facility_id,
                  {
                    amount: order.total,
                    method: input.payment.method,
                    payment_intent_id: input.payment.payment_intent_id,
                    device_id: input.device_id,
                    card_id: input.payment.card_id,
                  },
                  {
                    description: order.description,
                    payable_type: "order",
                    record: Effect.succeed(order.id),
                    paid: (paymentId) => repo.setOrderPayment(order.id, paymentId),
                  },
                ),
              ),
    )

    const place = (facilityId: number, input: OrderInput) =>
      Effect.gen(function* () {
        const { staff, staffId, buyer, booking } = yield* checkOrder(facilityId, input)
        const facility = yield* facilityOf(facilityId)
        const payment = input.payment
        const channel: Channel = staff && input.reservation_id === undefined ? "desk" : "online"
        const businessDate = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)

        const orderId = yield* transactions.run(
          Effect.gen(function* () {
            const priced = yield* holdProducts(facilityId, merged(input.lines), channel, booking !== undefined)
            const id = yield* repo.insertOrder({
              facility_id: facilityId,
              user_id: buyer,
              staff_id: staffId,
              channel: input.reservation_id === undefined ? channel : "booking",
              reservation_id: input.reservation_id ?? null,
              notes: input.notes ?? null,
              device_id: input.device_id ?? null,
              coupon_code: payment?.coupon_code?.toUpperCase() ?? null,
              subtotal: 0,
              discount: 0,
              tax: 0,
              total: 0,
              business_date: businessDate,
            })
            const discount =
              payment?.coupon_code === undefined
                ? 0
                : (yield* charges.useCoupon(
                    { facility_id: facilityId, user_id: buyer!, reservation_id: input.reservation_id ?? null },
                    payment.coupon_code,
                    "product",
                    businessDate,
                    [
                      {
                        payable_type: "order",
                        payable_id: id,
                        amount: priced.reduce((n, l) => n + l.unit_price * l.quantity, 0),
                      },
                    ],
                  ))[0]!
            const amounts = orderAmounts(priced, discount, facility.prices_include_tax)
            yield* writeLines(facilityId, id, priced, amounts, staffId)
            const description = `Shop order ${id}: ${priced.map((l) => `${l.quantity} × ${l.product.name}`).join(", ")}`
            yield* payOrder({ id, facility_id: facilityId, total: amounts.total, description }, buyer, input, booking)
            return id
          }),
        )
        const order = yield* visible(orderId)
        if (order.user_id !== null) yield* sendReceipt(order, facility)
        return order
      })

    /** The buyer's receipt by mail; a mail that cannot go is logged, the sale stands. */
    const sendReceipt = (order: Order, club: Parameters<typeof receiptText>[1]) =>
      letters.tell(order.user_id!, {
        subject: (say) => say("receipt.subject", { club: club.name }),
        text: (_, language) => receiptText(order, club, language),
        facilityId: order.facility_id,
        kind: "receipt",
      })

    /**
     * Returned extras of a booking come off the booking's fee for them; what the booking has already
     * paid beyond its fees then goes back from its payments for that share, newest first.
     */
    const lowerBookingFee = (order: Order, amount: number, how: RefundWay) =>
      Effect.gen(function* () {
        // The booking first, as its payments take it: its fees and payments hold still until commit.
        yield* reservations.lock(order.reservation_id!)
        const fee = yield* repo.bookingFee(order.facility_id, order.reservation_id!, order.id)
        if (Option.isNone(fee)) return
        yield* repo.setBookingFee(fee.value.id, Math.max(0, fee.value.amount - amount))
        const share = fee.value.reservation_user_id
        const booking = yield* orNotFound("Reservation")(reservations.find(order.reservation_id!))
        const ofShare = (p: { readonly payable_type: string; readonly payable_id: number | null }) =>
          share === null
            ? p.payable_type === "reservation"
            : p.payable_type === "reservation_user" && p.payable_id === share
        const paid = (yield* ledger.ofReservation(order.facility_id, booking.id))
          .filter((p) => ofShare(p) && p.refund_of === null && p.status !== "failed" && p.status !== "cancelled")
          .reverse()
        const due = booking.fees.filter((f) => f.ru_id === share).reduce((n, f) => n + f.amount, 0)
        const kept = paid.reduce((n, p) => n + p.amount - p.refunded, 0)
        let owed = Math.min(Math.max(0, kept - due), amount)
        for (const p of paid) {
          if (owed === 0) break
          const part = Math.min(owed, p.refundable)
          if (part === 0) continue
          yield* refunds.refund(p.id, part, how)
          owed -= part
        }
      })

    /**
     * Takes back units of an order's lines: the money for them (their share of the line's total,
     * rounded so that returning every unit gives back the whole line) refunded through the ledger,
     * and the units put back in stock. Staff only.
     */
    const returnItems = (facilityId: number, orderId: number, input: ReturnInput) =>
      Effect.gen(function* () {
        const order = yield* ofClub(facilityId, orderId)
        yield* requireStaffAt(order.facility_id)
        const caller = yield* CurrentCaller
        const staffId = caller.userId ?? null
        if (input.lines.length === 0) return yield* Effect.fail(unprocessable("Say which items come back."))
        // Giving money back is a refund, a manager's; the desk may give it as club credits where the club allows.
        if (!isManagerAt(caller, facilityId) && (order.payment_id !== null || order.with_booking)) {
          const deskMay = (yield* facilityOf(facilityId)).desk_returns_to_credit
          if (!deskMay || order.with_booking || order.user_id === null || input.refund !== "credit")
            return yield* Effect.fail(
              forbidden(
                deskMay
                  ? 'The front desk gives a member\'s return back as club credits only (refund "credit"); a manager refunds it to a card, in cash or off a booking.'
                  : "Only a manager gives back money for a return at this club.",
              ),
            )
        }
        const today = localDate(new Date(yield* Clock.currentTimeMillis), (yield* facilityOf(facilityId)).time_zone)
        yield* transactions.run(
          Effect.gen(function* () {
            if (order.payment_id !== null) yield* ledger.lock(order.payment_id)
            const fresh = Option.getOrThrow(yield* repo.findOrder(orderId))
            const products = new Map(
              (yield* repo.products(order.facility_id, { ids: fresh.lines.map((l) => l.product_id) })).map((p) => [
                p.id,
                p,
              ]),
            )
            let amount = 0
            for (const r of input.lines) {
              const line = fresh.lines.find((l) => l.id === r.order_line_id)
              if (line === undefined) return yield* Effect.fail(unprocessable("An item named is not in this order."))
              if (r.quantity > line.quantity - line.returned)
                return yield* Effect.fail(
                  unprocessable(`Only ${line.quantity - line.returned} of ${line.name} can still come back.`),
                )
              const part = returnAmount(line, r.quantity)
              amount += part
              yield* repo.insertReturn({
                facility_id: order.facility_id,
                order_id: order.id,
                order_line_id: line.id,
                quantity: r.quantity,
                amount: part,
                tax: returnShare(line.tax, line, r.quantity),
                business_date: today,
                refund_id: null,
                staff_id: staffId,
              })
              if (products.get(line.product_id)?.stock_enabled === true)
                yield* repo.insertStock([
                  {
                    facility_id: order.facility_id,
                    product_id: line.product_id,
                    action: "return",
                    amount: r.quantity,
                    cost: null,
                    note: input.note ?? null,
                    order_id: order.id,
                    order_line_id: line.id,
                    staff_id: staffId,
                  },
                ])
            }
            if (amount > 0 && order.payment_id !== null)
              yield* refunds.refund(order.payment_id, amount, input.refund ?? "refund")
            if (amount > 0 && order.with_booking) yield* lowerBookingFee(order, amount, input.refund ?? "refund")
          }),
        )
        return yield* visible(orderId)
      })

    /** The club's orders, newest first, between two business dates (staff: the last 30 days by default), or a person's own. */
    const list = (
      facilityId: number,
      filter: { readonly user_id?: number; readonly from?: string; readonly to?: string; readonly limit?: number },
    ) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const limit = Math.min(filter.limit ?? 50, 200)
        if (isStaffAt(caller, facilityId)) {
          // The club's orders are read by business day: the last 30 unless a period is named.
          const facility = yield* facilityOf(facilityId)
          const to = filter.to ?? localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
          return yield* repo.orders(facilityId, { ...filter, from: filter.from ?? addDays(to, -29), to, limit })
        }
        const person = filter.user_id ?? caller.userId
        if (person === undefined || (yield* actsFor([person])).length === 0)
          return yield* Effect.fail(forbidden("You see your own purchases and your children's."))
        return yield* repo.orders(facilityId, { ...filter, user_id: person, limit })
      })

    /** Products a player may add when booking at the club: upsell items sold online and in stock. */
    const upsells = (facilityId: number): Effect.Effect<ReadonlyArray<Product>> =>
      Effect.map(repo.products(facilityId, { upsell: true, archived: false }), (all) =>
        all.filter((p) => saleProblem(p, 1, p.on_hand, "online") === undefined),
      )

    return withSpans("Orders", { place, returnItems, visible, ofClub, list, upsells })
  }),
}) {}
