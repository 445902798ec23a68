import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { Alerts } from "./service"
import { Shop } from "../shop/service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const alerts = Effect.serviceFunctions(Alerts)
const shop = Effect.serviceFunctions(Shop)

describe("alerts", () => {
  it("tell a club's staff what needs them, urgent first, in the club's money; never another club's or a player", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const player = await engine.person([facility.id, "player"])
    const other = await engine.facility()
    const otherManager = await engine.person([other.id, "manager"])

    const grips = Either.getOrThrow(
      await engine.as(
        manager.caller,
        shop.saveProduct(facility.id, undefined, {
          name: "Overgrips",
          sku: null,
          product_category_id: null,
          price: 900,
          tax: 0,
          cost: null,
          stock_enabled: true,
          allow_backorder: false,
          low_stock_at: 5,
          visible_on: ["desk"],
          sellable_on: ["desk"],
          booking_upsell_item: false,
          description: "",
        }),
      ),
    )
    Either.getOrThrow(
      await engine.as(manager.caller, shop.addStock(facility.id, grips.id, { action: "receive", amount: 3 })),
    )
    await engine.sql(
      (sql) => sql`
        insert into payments (facility_id, payable_type, method, amount, status, business_date, payer_id)
        values (${facility.id}, 'reservation', 'card', 4250, 'failed', current_date, ${player.id})`,
    )

    const seen = Either.getOrThrow(await engine.as(desk.caller, alerts.now(facility.id)))
    expect(seen.map((a) => [a.kind, a.severity])).toEqual([
      ["failed_payment", "urgent"],
      ["low_stock", "attention"],
    ])
    expect(seen[0]!.detail).toBe("$42.50 by card failed.")
    expect(seen[1]).toMatchObject({ title: "Low stock: Overgrips", detail: "3 left (reorder at 5)." })
    // Every club the caller works at when none is named: the other club's manager sees none of these.
    expect(Either.getOrThrow(await engine.as(otherManager.caller, alerts.now()))).toEqual([])
    const refused = await engine.as(player.caller, alerts.now(facility.id))
    expect(refusalOf(refused)._tag).toBe("Forbidden")
  })
})
