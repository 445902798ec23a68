import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { ProductFiles } from "./productFiles"
import { Shop } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const files = Effect.serviceFunctions(ProductFiles)
const shop = Effect.serviceFunctions(Shop)

const rows = (...records: ReadonlyArray<Record<string, string>>) =>
  records.map((record, i) => ({ line: i + 2, record }))

const BALLS = {
  name: "Championship balls",
  sku: "BALL-1",
  category: "Balls",
  price: "6.99",
  tax: "8.875",
  cost: "3.50",
  opening_stock: "24",
  low_stock_at: "6",
  sellable_on: "desk,online",
}
const RESTRING = { name: "Restring", category: "Services", price: "25.00", stock_enabled: "no" }

const club = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const as = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) =>
    engine.as(manager.caller, effect).then(Either.getOrThrow)
  return { facility, manager, as }
}

describe("products from and to files", () => {
  it("refuses a file with any problem, each said by line, and writes nothing", async () => {
    const { facility, as } = await club()
    const { problems } = await as(
      files.plan(
        facility.id,
        rows(
          { ...BALLS, price: "6.999", tax: "120" },
          { name: "", price: "" },
          { ...RESTRING, opening_stock: "3" },
          { ...BALLS, sellable_on: "desk,shop" },
          { ...RESTRING, name: "Grip", sku: "GRIP-9", tax: "8.875%" },
          { ...RESTRING, name: "Towel", sku: "TOWEL-1", tax: "eight" },
        ),
      ),
    )
    // "8.875%" is a rate like 8.875; a word is not.
    expect(problems).toEqual([
      "line 2: A tax rate is a percentage from 0 to 100.",
      'line 2: price "6.999" has more decimals than the club\'s currency',
      "line 3: name is empty; every product needs one",
      "line 3: price is empty",
      "line 4: opening_stock needs stock_enabled",
      "line 5: BALL-1 is in the file twice",
      "line 5: sellable_on names shop; use desk and online",
      'line 7: tax "eight" is not a number: write the rate as 8.875 or 8.875%',
    ])
  })

  it("imports products with their categories and opening stock, updates them on a second run, and a dry run writes nothing", async () => {
    const { facility, as } = await club()
    const first = await as(files.plan(facility.id, rows(BALLS, RESTRING)))
    expect(first.problems).toEqual([])
    const dry = await as(files.apply(facility.id, first.planned, { dryRun: true }))
    expect(dry.map((r) => r.action)).toEqual(["create", "create"])
    expect(await as(shop.products(facility.id))).toEqual([])
    await as(files.apply(facility.id, first.planned, { dryRun: false }))
    const products = await as(shop.products(facility.id))
    expect(products.map((p) => [p.name, p.category_name, p.price, p.on_hand, p.stock_enabled])).toEqual([
      ["Championship balls", "Balls", 699, 24, true],
      ["Restring", "Services", 2500, 0, false],
    ])
    const again = await as(files.plan(facility.id, rows({ ...BALLS, price: "7.49", opening_stock: "99" })))
    // Stock the club has is counted, not opened again: the row says its opening stock is left out.
    expect(await as(files.apply(facility.id, again.planned, { dryRun: false }))).toEqual([
      { line: 2, name: "Championship balls", action: "update", stock_ignored: true },
    ])
    const balls = (await as(shop.products(facility.id)))[0]!
    expect([balls.price, balls.on_hand]).toEqual([749, 24])
    // The same rows again change nothing, and say so.
    const same = await as(files.plan(facility.id, rows({ ...BALLS, price: "7.49" }, RESTRING)))
    expect((await as(files.apply(facility.id, same.planned, { dryRun: false }))).map((r) => r.action)).toEqual([
      "unchanged",
      "unchanged",
    ])

    // The export reads back into another club as it was.
    const exported = await as(files.exportRows(facility.id))
    const other = await club()
    const copied = await other.as(files.plan(other.facility.id, rows(...exported)))
    expect(copied.problems).toEqual([])
    await other.as(files.apply(other.facility.id, copied.planned, { dryRun: false }))
    expect(await other.as(files.exportRows(other.facility.id))).toEqual(exported)
  })

  it("takes stock: on hand set to what was counted by count entries, unknown or unstocked products refused", async () => {
    const { facility, as } = await club()
    await as(
      files.apply(facility.id, (await as(files.plan(facility.id, rows(BALLS, RESTRING)))).planned, { dryRun: false }),
    )
    const wrong = await as(
      files.planCount(
        facility.id,
        rows({ sku: "NOPE", counted: "1" }, { name: "Restring", counted: "2" }, { sku: "BALL-1", counted: "-1" }),
      ),
    )
    expect(wrong.problems).toEqual([
      "line 2: NOPE is not a product of this club",
      "line 3: Restring does not keep stock",
      'line 4: counted "-1" is not a whole number',
    ])
    const { planned } = await as(files.planCount(facility.id, rows({ sku: "ball-1", counted: "21" })))
    expect(await as(files.applyCount(facility.id, planned, { dryRun: true }))).toEqual([
      { line: 2, name: "Championship balls", before: 24, after: 21 },
    ])
    expect((await as(shop.products(facility.id)))[0]!.on_hand).toBe(24)
    await as(files.applyCount(facility.id, planned, { dryRun: false }))
    const history = await as(
      shop.history(facility.id, (await as(shop.products(facility.id)))[0]!.id, { limit: 5, offset: 0 }),
    )
    expect(history.map((e) => [e.action, e.amount, e.balance])).toEqual([
      ["count", -3, 21],
      ["receive", 24, 24],
    ])
  })
})
