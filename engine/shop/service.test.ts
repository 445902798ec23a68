import { Effect, Either } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { localDate } from "../dates"
import type { GeneralSettings } from "../facilities/rules"
import type { ProductFields } from "./rules"
import { Orders } from "./orders"
import { Ledger } from "../payments/ledger"
import { PendingPayments } from "../payments/pendingPayments"
import { Shop } from "./service"
import { runs } from "../../fixtures/testing/properties"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const shop = Effect.serviceFunctions(Shop)
const orders = Effect.serviceFunctions(Orders)
const book = Effect.serviceFunctions(Ledger)
const pendingPayments = Effect.serviceFunctions(PendingPayments)

const BALLS: ProductFields = {
  name: "Tennis balls (can of 3)",
  sku: "BALL-3",
  product_category_id: null,
  price: 600,
  tax: 8.875,
  cost: 350,
  stock_enabled: true,
  allow_backorder: false,
  low_stock_at: 5,
  visible_on: ["desk", "online"],
  sellable_on: ["desk", "online"],
  booking_upsell_item: true,
  description: "",
}

const ok = <A, E>(result: Either.Either<A, E>): A => {
  if (Either.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`)
  return result.right
}
const refused = <A, E>(result: Either.Either<A, E>) => {
  if (Either.isRight(result)) throw new Error("expected a refusal")
  return result.left as { _tag: string; message: string }
}

/** A club with a manager, a player and a stocked product (`stock` units received). */
const shopClub = async (stock = 10, settings: Partial<GeneralSettings> = {}, fields: Partial<ProductFields> = {}) => {
  const facility = await engine.facility(settings)
  const manager = await engine.person([facility.id, "manager"])
  const player = await engine.person([facility.id, "player"])
  const product = ok(await engine.as(manager.caller, shop.saveProduct(facility.id, undefined, { ...BALLS, ...fields })))
  if (stock > 0)
    ok(
      await engine.as(
        manager.caller,
        shop.addStock(facility.id, product.id, { action: "receive", amount: stock, cost: 350 }),
      ),
    )
  return { facility, manager, player, product }
}

const onHand = async (club: Awaited<ReturnType<typeof shopClub>>) =>
  ok(await engine.as(club.manager.caller, shop.product(club.facility.id, club.product.id))).on_hand

const ledgerOf = (facilityId: number) =>
  engine.sql(
    (sql) =>
      sql<{ payable_type: string; method: string; amount: number; refund_of: number | null }>`
      select payable_type, method, amount, refund_of from payments where facility_id = ${facilityId} order by id`,
  )

describe("the pro shop", () => {
  it("sells at the desk to someone without an account: tax added, stock taken, one ledger row", async () => {
    const club = await shopClub(10)
    const order = ok(
      await engine.as(
        club.manager.caller,
        orders.place(club.facility.id, {
          lines: [{ product_id: club.product.id, quantity: 3 }],
          payment: { method: "cash" },
        }),
      ),
    )
    // 3 × 6.00 = 18.00, 8.875% tax = 1.5975 → 1.60
    expect(order).toMatchObject({ user_id: null, channel: "desk", subtotal: 1800, tax: 160, total: 1960 })
    expect(order.lines).toMatchObject([{ quantity: 3, unit_price: 600, tax: 160, total: 1960, returned: 0 }])
    expect(await onHand(club)).toBe(7)
    expect(await ledgerOf(club.facility.id)).toEqual([
      { payable_type: "order", method: "cash", amount: 1960, refund_of: null },
    ])
  })

  it("carves the tax out of the price when the club's prices include it", async () => {
    const club = await shopClub(10, { prices_include_tax: true }, { price: 1210, tax: 21 })
    const order = ok(
      await engine.as(
        club.manager.caller,
        orders.place(club.facility.id, {
          lines: [{ product_id: club.product.id, quantity: 1 }],
          payment: { method: "cash" },
        }),
      ),
    )
    expect(order).toMatchObject({ subtotal: 1210, tax: 210, total: 1210 })
  })

  it("refuses what it cannot sell, and writes nothing", async () => {
    const club = await shopClub(2)
    const other = await shopClub(5)
    const place = (caller: typeof club.manager.caller, input: Parameters<typeof orders.place>[1]) =>
      engine.as(caller, orders.place(club.facility.id, input))
    const cash = { method: "cash" } as const
    expect(
      refused(
        await place(club.manager.caller, { lines: [{ product_id: club.product.id, quantity: 3 }], payment: cash }),
      ).message,
    ).toBe("Only 2 of Tennis balls (can of 3) are in stock.")
    expect(
      refused(
        await place(club.manager.caller, { lines: [{ product_id: other.product.id, quantity: 1 }], payment: cash }),
      ).message,
    ).toBe("A product in the order is not one of this club's.")
    expect(
      refused(
        await place(club.player.caller, {
          lines: [{ product_id: club.product.id, quantity: 1, price: 1 }],
          payment: { method: "card" },
        }),
      )._tag,
    ).toBe("Forbidden")
    expect(
      refused(await place(club.player.caller, { lines: [{ product_id: club.product.id, quantity: 1 }], payment: cash }))
        ._tag,
    ).toBe("Forbidden")
    ok(await engine.as(club.manager.caller, shop.toggleArchive(club.facility.id, club.product.id)))
    expect(
      refused(
        await place(club.manager.caller, { lines: [{ product_id: club.product.id, quantity: 1 }], payment: cash }),
      ).message,
    ).toBe("Tennis balls (can of 3) is archived and no longer sold.")
    expect(await ledgerOf(club.facility.id)).toEqual([])
    const counts = await engine.sql(
      (sql) => sql<{ n: number }>`select count(*)::int as n from orders where facility_id = ${club.facility.id}`,
    )
    expect(counts[0]!.n).toBe(0)
  })

  it("lets a player buy online from their club account, and their coupon takes its share off before tax", async () => {
    const club = await shopClub(10, { players_charge_accounts: true })
    await engine.sql(
      (sql) =>
        sql`insert into coupons (facility_id, code, kind, percent) values (${club.facility.id}, 'SHOP10', 'percent', 10)`,
    )
    const order = ok(
      await engine.as(
        club.player.caller,
        orders.place(club.facility.id, {
          lines: [{ product_id: club.product.id, quantity: 2 }],
          payment: { method: "accounts_receivable", coupon_code: "shop10" },
        }),
      ),
    )
    // 12.00 less 1.20 = 10.80, tax 0.9585 → 0.96
    expect(order).toMatchObject({
      user_id: club.player.id,
      channel: "online",
      subtotal: 1200,
      discount: 120,
      tax: 96,
      total: 1176,
    })
    expect(ok(await engine.as(club.player.caller, orders.list(club.facility.id, {}))).map((o) => o.id)).toEqual([
      order.id,
    ])
    expect(
      refused(await engine.as((await engine.person([club.facility.id, "player"])).caller, orders.visible(order.id)))
        ._tag,
    ).toBe("NotFound")
  })

  it("takes items back: their share of the line refunded, the units back in stock", async () => {
    const club = await shopClub(10)
    const order = ok(
      await engine.as(
        club.manager.caller,
        orders.place(club.facility.id, {
          lines: [{ product_id: club.product.id, quantity: 3 }],
          payment: { method: "cash" },
        }),
      ),
    )
    const line = order.lines[0]!.id
    const back = ok(
      await engine.as(
        club.manager.caller,
        orders.returnItems(club.facility.id, order.id, { lines: [{ order_line_id: line, quantity: 2 }] }),
      ),
    )
    // Two thirds of 19.60
    expect(back).toMatchObject({ refunded: 1307 })
    expect(back.lines[0]!.returned).toBe(2)
    expect(await onHand(club)).toBe(9)
    expect(
      refused(
        await engine.as(
          club.manager.caller,
          orders.returnItems(club.facility.id, order.id, { lines: [{ order_line_id: line, quantity: 2 }] }),
        ),
      ).message,
    ).toBe("Only 1 of Tennis balls (can of 3) can still come back.")
    const last = ok(
      await engine.as(
        club.manager.caller,
        orders.returnItems(club.facility.id, order.id, { lines: [{ order_line_id: line, quantity: 1 }] }),
      ),
    )
    expect(last.refunded).toBe(1960)
  })

  it("takes a return's tax off the close of the day it was made, at its line's rate", async () => {
    const club = await shopClub(10)
    const order = ok(
      await engine.as(
        club.manager.caller,
        orders.place(club.facility.id, {
          lines: [{ product_id: club.product.id, quantity: 3 }],
          payment: { method: "cash" },
        }),
      ),
    )
    ok(
      await engine.as(
        club.manager.caller,
        orders.returnItems(club.facility.id, order.id, { lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }] }),
      ),
    )
    // 3 × 6.00 + 8.875 % = 19.60 (tax 1.60); one can back: 6.53 with 0.53 of tax.
    const day = localDate(new Date(), "America/New_York")
    const close = ok(await engine.as(club.manager.caller, book.closeReport(club.facility.id, day)))
    expect(close.shop_by_tax).toEqual([{ tax_rate: 8.875, gross: 1960 - 653, tax: 160 - 53, net: 1800 - 600 }])
    const sales = ok(await engine.as(club.manager.caller, shop.salesReport(club.facility.id, { from: day, to: day })))
    expect(sales.by_tax).toEqual(close.shop_by_tax)
    // Every unit back: nothing taken, nothing owed in tax.
    ok(
      await engine.as(
        club.manager.caller,
        orders.returnItems(club.facility.id, order.id, { lines: [{ order_line_id: order.lines[0]!.id, quantity: 2 }] }),
      ),
    )
    const after = ok(await engine.as(club.manager.caller, book.closeReport(club.facility.id, day)))
    expect(after.shop_by_tax).toEqual([{ tax_rate: 8.875, gross: 0, tax: 0, net: 0 }])
  })

  it("adds a booking's extras to its payment: owed with the court, paid with it, and returns come off it", async () => {
    const club = await shopClub(10)
    const reservation = await engine.booking(club.facility.id, club.player.id, 48, 2000)
    const extras = (quantity: number) =>
      engine.as(
        club.player.caller,
        orders.place(club.facility.id, {
          lines: [{ product_id: club.product.id, quantity }],
          reservation_id: reservation,
        }),
      )
    const order = ok(await extras(2))
    // 12.00 and its tax
    expect(order).toMatchObject({ channel: "booking", total: 1307, payment_id: null, with_booking: true })
    expect(await onHand(club)).toBe(8)
    const owed = async () =>
      ok(await engine.as(club.player.caller, book.reservationPayments(reservation))).pending.reduce(
        (n, i) => n + i.pending,
        0,
      )
    expect(await owed()).toBe(3307)
    expect(await ledgerOf(club.facility.id)).toEqual([])

    // Back before the booking is paid: half of 13.07 (rounded up) off the fee, nothing to refund.
    const line = order.lines[0]!.id
    ok(
      await engine.as(
        club.manager.caller,
        orders.returnItems(club.facility.id, order.id, { lines: [{ order_line_id: line, quantity: 1 }] }),
      ),
    )
    expect(await owed()).toBe(2653)
    ok(
      await engine.as(
        club.manager.caller,
        pendingPayments.payPending(reservation, { method: "cash", use_credits: false }),
      ),
    )
    expect(await owed()).toBe(0)

    // Back after: the booking's payment gives it back.
    const back = ok(
      await engine.as(
        club.manager.caller,
        orders.returnItems(club.facility.id, order.id, { lines: [{ order_line_id: line, quantity: 1 }] }),
      ),
    )
    expect(back.refunded).toBe(1307)
    expect(await onHand(club)).toBe(10)
    expect((await ledgerOf(club.facility.id)).map((p) => [p.method, Number(p.amount)])).toEqual([
      ["cash", 2653],
      ["reversal_cash", 653],
    ])
  })

  it("refuses extras for a booking of another club or one that is cancelled", async () => {
    const club = await shopClub(10)
    const other = await shopClub(10)
    const theirs = await engine.booking(other.facility.id, other.player.id, 48)
    const elsewhere = await engine.as(
      club.player.caller,
      orders.place(club.facility.id, {
        lines: [{ product_id: club.product.id, quantity: 1 }],
        reservation_id: theirs,
      }),
    )
    expect(refused(elsewhere)._tag).toBe("NotFound")
    expect(
      refused(
        await engine.as(
          club.player.caller,
          orders.place(club.facility.id, { lines: [{ product_id: club.product.id, quantity: 1 }] }),
        ),
      ).message,
    ).toBe("Say how the order is paid, or name the booking it goes with.")
    expect(await onHand(club)).toBe(10)
  })

  it("keeps stock by entries: a count sets on hand by an adjustment, history shows each balance", async () => {
    const club = await shopClub(10)
    ok(
      await engine.as(
        club.manager.caller,
        shop.addStock(club.facility.id, club.product.id, { action: "count", amount: 8, note: "Monday count" }),
      ),
    )
    expect(await onHand(club)).toBe(8)
    expect(
      refused(
        await engine.as(
          club.manager.caller,
          shop.addStock(club.facility.id, club.product.id, { action: "adjust", amount: -9 }),
        ),
      ).message,
    ).toBe("That would leave Tennis balls (can of 3) below nothing in stock (8 on hand).")
    const history = ok(
      await engine.as(club.manager.caller, shop.history(club.facility.id, club.product.id, { limit: 10, offset: 0 })),
    )
    expect(history.map((e) => [e.action, e.amount, e.balance])).toEqual([
      ["count", -2, 8],
      ["receive", 10, 10],
    ])
    const report = ok(await engine.as(club.manager.caller, shop.stockReport(club.facility.id)))
    expect(report).toMatchObject({ value: 8 * 350, units: 8, low: [] })
  })

  it("keeps on hand equal to its entries and the ledger equal to what orders took, over any receive/sell/return/adjust", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant("receive" as const), n: fc.integer({ min: 1, max: 5 }) }),
            fc.record({ kind: fc.constant("sell" as const), n: fc.integer({ min: 1, max: 4 }) }),
            fc.record({ kind: fc.constant("return" as const), n: fc.integer({ min: 1, max: 2 }) }),
            fc.record({
              kind: fc.constant("adjust" as const),
              n: fc.integer({ min: -3, max: 3 }).filter((n) => n !== 0),
            }),
          ),
          { minLength: 1, maxLength: 12 },
        ),
        async (steps) => {
          const club = await shopClub(0)
          const fid = club.facility.id
          let model = 0
          const sold: Array<{ order: number; line: number; left: number }> = []
          for (const step of steps) {
            if (step.kind === "receive") {
              ok(
                await engine.as(
                  club.manager.caller,
                  shop.addStock(fid, club.product.id, { action: "receive", amount: step.n }),
                ),
              )
              model += step.n
            } else if (step.kind === "adjust") {
              const r = await engine.as(
                club.manager.caller,
                shop.addStock(fid, club.product.id, { action: "adjust", amount: step.n }),
              )
              expect(Either.isRight(r)).toBe(model + step.n >= 0)
              if (Either.isRight(r)) model += step.n
            } else if (step.kind === "sell") {
              const r = await engine.as(
                club.manager.caller,
                orders.place(fid, {
                  lines: [{ product_id: club.product.id, quantity: step.n }],
                  payment: { method: "cash" },
                }),
              )
              expect(Either.isRight(r)).toBe(step.n <= model)
              if (Either.isRight(r)) {
                model -= step.n
                sold.push({ order: r.right.id, line: r.right.lines[0]!.id, left: step.n })
              }
            } else {
              const s = sold.find((x) => x.left > 0)
              if (s === undefined) continue
              const n = Math.min(step.n, s.left)
              ok(
                await engine.as(
                  club.manager.caller,
                  orders.returnItems(fid, s.order, { lines: [{ order_line_id: s.line, quantity: n }] }),
                ),
              )
              s.left -= n
              model += n
            }
          }
          const [sums] = await engine.sql(
            (sql) => sql<{ entries: number; ledger: number; kept: number }>`
              select
                (select coalesce(sum(amount), 0)::int from stock_entries where facility_id = ${fid}) as entries,
                (select coalesce(sum(case when refund_of is null then amount else -amount end), 0)::int
                   from payments where facility_id = ${fid}) as ledger,
                (select coalesce(sum(o.total - coalesce((select sum(r.amount) from order_returns r where r.order_id = o.id), 0)), 0)::int
                   from orders o where o.facility_id = ${fid}) as kept`,
          )
          expect(await onHand(club)).toBe(model)
          expect(sums!.entries).toBe(model)
          expect(sums!.ledger).toBe(sums!.kept)
        },
      ),
      { numRuns: runs(8) },
    )
  })
})
