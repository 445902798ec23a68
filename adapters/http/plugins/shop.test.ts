import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { outboxFor } from "../../sql/mailOutbox"

/** The pro shop's calls through HTTP: categories, products (JSON and multipart), stock, orders, returns, reports. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

// The smallest PNG: a 1×1 transparent pixel.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
)

/** A club with a Balls category and a stocked can of balls (12 received at 3.50). */
const shopClub = async () => {
  const club = await makeClub(server)
  const { facility, manager } = club
  const category = await manager.post(`/api/facilities/${facility.id}/product_categories`, { name: "Balls" })
  expect(category.status).toBe(201)
  const product = await manager.post(`/api/facilities/${facility.id}/products`, {
    name: "Championship balls",
    sku: "BALL-1",
    product_category_id: category.body.id,
    price: 600,
    tax: 8.875,
    cost: 350,
    stock_enabled: true,
    low_stock_at: 3,
    sellable_on: ["desk", "online"],
  })
  expect(product.status).toBe(201)
  const stocked = await manager.post(`/api/facilities/${facility.id}/products/${product.body.id}/create_stock`, {
    action: "receive",
    amount: 12,
    cost: 350,
  })
  expect(stocked.status).toBe(201)
  expect(stocked.body.on_hand).toBe(12)
  return { ...club, category: category.body, product: product.body }
}

describe("product categories", () => {
  it("are listed for anyone, changed by managers only, and named once per club", async () => {
    const { facility, manager, desk, category } = await shopClub()
    const anyone = await fetch(`${server.url}/api/facilities/${facility.id}/product_categories`)
    expect(await anyone.json()).toEqual([
      { id: category.id, facility_id: facility.id, name: "Balls", products_count: 1 },
    ])
    expect((await desk.post(`/api/facilities/${facility.id}/product_categories`, { name: "Grips" })).status).toBe(403)
    const twice = await manager.post(`/api/facilities/${facility.id}/product_categories`, { name: "balls" })
    expect(twice.status).toBe(422)
    expect(twice.body.message).toBe("The club has a category called balls already.")
    const renamed = await manager.put(`/api/facilities/${facility.id}/product_categories/${category.id}`, {
      name: "Tennis balls",
    })
    expect(renamed.body.name).toBe("Tennis balls")
    const gone = await manager.del(`/api/facilities/${facility.id}/product_categories/${category.id}`)
    expect(gone.status).toBe(200)
    const products = await manager.get(`/api/facilities/${facility.id}/products`)
    expect(products.body[0]).toMatchObject({ product_category_id: null, category_name: null })
  })
})

describe("products", () => {
  it("are created and changed as JSON or a multipart form with an image, which must be an image", async () => {
    const { facility, manager, product } = await shopClub()
    const form = new FormData()
    form.set("name", "Overgrip (3 pack)")
    form.set("price", "900")
    form.set("tax", "8.875")
    form.set("sellable_on", "desk,online")
    form.set("booking_upsell_item", "true")
    form.set("image", new Blob([PNG], { type: "image/png" }), "grip.png")
    const created = await manager.request("POST", `/api/facilities/${facility.id}/products`, form as never)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: "Overgrip (3 pack)",
      price: 900,
      has_image: true,
      booking_upsell_item: true,
    })
    const image = await fetch(`${server.url}/api/facilities/${facility.id}/products/${created.body.id}/image`)
    expect(image.headers.get("content-type")).toBe("image/png")
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG)

    // an update without an image or a category keeps them.
    const change = new FormData()
    change.set("price", "950")
    const changed = await manager.request(
      "PUT",
      `/api/facilities/${facility.id}/products/${created.body.id}`,
      change as never,
    )
    expect(changed.body).toMatchObject({ price: 950, has_image: true, name: "Overgrip (3 pack)" })
    const json = await manager.put(`/api/facilities/${facility.id}/products/${product.id}`, {
      description: "Extra duty",
    })
    expect(json.body).toMatchObject({ description: "Extra duty", product_category_id: product.product_category_id })

    const fake = new FormData()
    fake.set("image", new Blob(["<script>alert(1)</script>"], { type: "image/png" }), "x.png")
    const refused = await manager.request("PUT", `/api/facilities/${facility.id}/products/${product.id}`, fake as never)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe("The image is not a PNG, JPEG, WebP or GIF.")
  })

  it("refuse bad input with a sentence: tax out of range, negative price, a SKU taken, another club's category", async () => {
    const { facility, manager, product } = await shopClub()
    const other = await shopClub()
    const post = (body: object) =>
      manager.post(`/api/facilities/${facility.id}/products`, { name: "X", price: 100, ...body })
    const tax = await post({ tax: 120 })
    expect(tax.status).toBe(400)
    expect(JSON.stringify(tax.body)).toContain("A tax rate is a percentage from 0 to 100.")
    expect((await post({ price: -1 })).status).toBe(400)
    const sku = await post({ sku: "ball-1" })
    expect(sku.status).toBe(422)
    expect(sku.body.message).toBe("Another of the club's products has the SKU ball-1.")
    const category = await post({ product_category_id: other.category.id })
    expect(category.body.message).toBe("That category is not one of this club's.")
    const decimals = await post({ tax: 8.8755 })
    expect(decimals.body.message).toBe("A tax rate has at most three decimals (8.875).")
    const theirs = await manager.put(`/api/facilities/${facility.id}/products/${other.product.id}`, { price: 1 })
    expect(theirs.status).toBe(404)
    const list = await manager.get(`/api/facilities/${facility.id}/products`)
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([product.id])
  })

  it("are archived and back, deleted only without history, and shown to players only where visible online", async () => {
    const { facility, manager, player, product } = await shopClub()
    const desk = await manager.post(`/api/facilities/${facility.id}/products`, {
      name: "Court towel",
      price: 300,
      visible_on: ["desk"],
    })
    const seen = await player.get(`/api/facilities/${facility.id}/products`)
    expect(seen.body.map((p: { name: string }) => p.name)).toEqual(["Championship balls"])
    expect((await player.get(`/api/facilities/${facility.id}/products/${desk.body.id}`)).status).toBe(404)
    const archived = await manager.put(`/api/facilities/${facility.id}/products/${product.id}/toggle_archive`)
    expect(archived.body.archived).toBe(true)
    expect((await player.get(`/api/facilities/${facility.id}/products`)).body).toEqual([])
    const listed = await manager.get(`/api/facilities/${facility.id}/products?archived=true`)
    expect(listed.body.map((p: { id: number }) => p.id)).toEqual([product.id])
    const kept = await manager.del(`/api/facilities/${facility.id}/products/${product.id}`)
    expect(kept.status).toBe(422)
    expect(kept.body.message).toBe(
      "Championship balls has been sold or stocked; archive it instead, so its history stays.",
    )
    expect((await manager.del(`/api/facilities/${facility.id}/products/${desk.body.id}`)).status).toBe(200)
  })

  it("keep their stock history with each balance, for staff", async () => {
    const { facility, manager, desk, player, product } = await shopClub()
    await manager.post(`/api/facilities/${facility.id}/products/${product.id}/create_stock`, {
      action: "adjust",
      amount: -2,
      note: "Damaged",
    })
    const counted = await manager.post(`/api/facilities/${facility.id}/products/${product.id}/create_stock`, {
      action: "count",
      amount: 9,
    })
    expect(counted.body.on_hand).toBe(9)
    const history = await desk.get(`/api/facilities/${facility.id}/products/${product.id}/transactions?per_page=2`)
    expect(
      history.body.map((e: { action: string; amount: number; balance: number }) => [e.action, e.amount, e.balance]),
    ).toEqual([
      ["count", -1, 9],
      ["adjust", -2, 10],
    ])
    expect((await player.get(`/api/facilities/${facility.id}/products/${product.id}/transactions`)).status).toBe(403)
    const sale = await manager.post(`/api/facilities/${facility.id}/products/${product.id}/create_stock`, {
      action: "sale",
      amount: 1,
    })
    expect(sale.status).toBe(400)
    const below = await manager.post(`/api/facilities/${facility.id}/products/${product.id}/create_stock`, {
      action: "adjust",
      amount: -10,
    })
    expect(below.body.message).toBe("That would leave Championship balls below nothing in stock (9 on hand).")
  })
})

describe("orders", () => {
  it("are sold at the desk to anyone by any way, in one ledger row, shown in the reports", async () => {
    const { facility, desk, product } = await shopClub()
    const order = await desk.post(`/api/facilities/${facility.id}/orders`, {
      product_orders_attributes: [{ product_id: product.id, quantity: 2 }],
      notes: "Walk-in",
      payment: { method: "cash" },
    })
    expect(order.status).toBe(201)
    expect(order.body).toMatchObject({ subtotal: 1200, tax: 107, total: 1307, method: "cash", notes: "Walk-in" })
    const listed = await desk.get(`/api/facilities/${facility.id}/orders`)
    expect(listed.body.map((o: { id: number }) => o.id)).toEqual([order.body.id])
    const sales = await desk.get(`/api/facilities/${facility.id}/shop_reports/sales`)
    expect(sales.body.products).toMatchObject([
      { name: "Championship balls", quantity: 2, total: 1307, tax: 107, cost: 700 },
    ])
    expect(sales.body.categories).toEqual([{ category_name: "Balls", quantity: 2, total: 1307, tax: 107 }])
    expect(sales.body.by_tax).toEqual([{ tax_rate: 8.875, net: 1200, tax: 107, gross: 1307 }])
    const close = await desk.get(`/api/facilities/${facility.id}/close_report?date=${sales.body.to}`)
    expect(close.body.shop_by_tax).toEqual([{ tax_rate: 8.875, net: 1200, tax: 107, gross: 1307 }])
    expect(close.body.money_taken.total).toBe(1307)
    const stock = await desk.get(`/api/facilities/${facility.id}/shop_reports/stock`)
    expect(stock.body).toMatchObject({ value: 10 * 350, units: 10, low: [] })
  })

  it("send no receipt to a member who turned receipts off", async () => {
    const { facility, desk, player, user, product } = await shopClub()
    await player.put("/api/notification_settings", { muted: ["receipt"], reminder_hours: 24 })
    const sold = await desk.post(`/api/facilities/${facility.id}/orders`, {
      user_id: user.id,
      product_orders_attributes: [{ product_id: product.id, quantity: 1 }],
      payment: { method: "cash" },
    })
    expect(sold.status).toBe(201)
    expect(await server.run(outboxFor(user.email!))).toEqual([])
  })

  it("are sold to a member at the desk at a staff price, seen by the member, and taken back by staff", async () => {
    const { facility, desk, manager, player, user, product } = await shopClub()
    const bought = await player.post(`/api/facilities/${facility.id}/orders`, {
      product_orders_attributes: [{ product_id: product.id, quantity: 1 }],
      payment: { method: "cash" },
    })
    expect(bought.status).toBe(403)
    const sold = await desk.post(`/api/facilities/${facility.id}/orders`, {
      user_id: user.id,
      product_orders_attributes: [{ product_id: product.id, quantity: 3, price: 500 }],
      payment: { method: "check" },
    })
    expect(sold.body).toMatchObject({ user_id: user.id, subtotal: 1500, total: 1633 })
    const [receipt] = await server.run(outboxFor(user.email!))
    expect(receipt!.subject).toMatch(/^Your receipt from /)
    expect(receipt!.body).toContain("3 × Championship balls  $15.00")
    expect(receipt!.body).toContain("Total  $16.33")
    const theirs = await player.get(`/api/facilities/${facility.id}/orders`)
    expect(theirs.body.map((o: { id: number }) => o.id)).toEqual([sold.body.id])
    expect((await player.get(`/api/facilities/${facility.id}/orders/${sold.body.id}`)).status).toBe(200)
    const byPlayer = await player.post(`/api/facilities/${facility.id}/orders/${sold.body.id}/return`, {
      lines: [{ order_line_id: sold.body.lines[0].id, quantity: 1 }],
    })
    expect(byPlayer.status).toBe(403)
    // Money back is a refund, a manager's: the desk is refused, even to credits, until the club allows credits.
    const returnOne = (client: typeof desk, refund?: string) =>
      client.post(`/api/facilities/${facility.id}/orders/${sold.body.id}/return`, {
        lines: [{ order_line_id: sold.body.lines[0].id, quantity: 1 }],
        ...(refund === undefined ? {} : { refund }),
      })
    for (const refund of [undefined, "refund", "credit"])
      expect(await returnOne(desk, refund).then((r) => [r.status, r.body.message])).toEqual([
        403,
        "Only a manager gives back money for a return at this club.",
      ])
    const back = await returnOne(manager)
    expect(back.status).toBe(200)
    expect(back.body).toMatchObject({ refunded: 544 })
    const product2 = await desk.get(`/api/facilities/${facility.id}/products/${product.id}`)
    expect(product2.body.on_hand).toBe(10)
    await manager.put(`/api/facilities/${facility.id}/general_settings`, { desk_returns_to_credit: true })
    expect((await returnOne(desk, "refund")).body.message).toBe(
      'The front desk gives a member\'s return back as club credits only (refund "credit"); a manager refunds it to a card, in cash or off a booking.',
    )
    expect((await returnOne(desk, "credit")).body).toMatchObject({ refunded: 1089 })
    expect((await player.get(`/api/users/${user.id}/balance/${facility.id}`)).body.balance).toBe(545)
  })

  it("refuse another club's product or order, archived products, negative quantities and running out", async () => {
    const { facility, desk, manager, product } = await shopClub()
    const other = await shopClub()
    const order = (body: object) =>
      desk.post(`/api/facilities/${facility.id}/orders`, { payment: { method: "cash" }, ...body })
    expect(
      (await order({ product_orders_attributes: [{ product_id: other.product.id, quantity: 1 }] })).body.message,
    ).toBe("A product in the order is not one of this club's.")
    expect((await order({ product_orders_attributes: [{ product_id: product.id, quantity: -1 }] })).status).toBe(400)
    expect(
      (await order({ product_orders_attributes: [{ product_id: product.id, quantity: 1, price: -5 }] })).status,
    ).toBe(400)
    expect((await order({ product_orders_attributes: [{ product_id: product.id, quantity: 13 }] })).body.message).toBe(
      "Only 12 of Championship balls are in stock.",
    )
    const sold = await other.desk.post(`/api/facilities/${other.facility.id}/orders`, {
      product_orders_attributes: [{ product_id: other.product.id, quantity: 1 }],
      payment: { method: "cash" },
    })
    expect((await desk.get(`/api/facilities/${facility.id}/orders/${sold.body.id}`)).status).toBe(404)
    expect((await desk.get(`/api/facilities/${other.facility.id}/orders/${sold.body.id}`)).status).toBe(403)
    expect(
      (
        await desk.post(`/api/facilities/${facility.id}/orders/${sold.body.id}/return`, {
          lines: [{ order_line_id: sold.body.lines[0].id, quantity: 1 }],
        })
      ).status,
    ).toBe(404)
    await manager.put(`/api/facilities/${facility.id}/products/${product.id}/toggle_archive`)
    expect((await order({ product_orders_attributes: [{ product_id: product.id, quantity: 1 }] })).body.message).toBe(
      "Championship balls is archived and no longer sold.",
    )
    // Another club's card payment (or any provider id) is never put on a cash sale, where nobody checks it.
    for (const named of [{ payment_intent_id: "pi_of_another_club" }, { device_id: "tmr_of_another_club" }]) {
      const cash = await other.desk.post(`/api/facilities/${other.facility.id}/orders`, {
        product_orders_attributes: [{ product_id: other.product.id, quantity: 1 }],
        payment: { method: "cash", ...named },
      })
      expect([cash.status, cash.body.message]).toEqual([
        422,
        "A cash payment names no card payment or reader; payment_intent_id and device_id go with card payments.",
      ])
    }
    const stranger = await makeUser(server)
    expect(
      (
        await stranger.client.post(`/api/facilities/${facility.id}/orders`, {
          product_orders_attributes: [{ product_id: product.id, quantity: 1 }],
          payment: { method: "card" },
        })
      ).status,
    ).toBe(403)
    const ledger = await manager.get(`/api/facilities/${facility.id}/orders`)
    expect(ledger.body).toEqual([])
  })
})

describe("upsells", () => {
  it("are added to a player's own booking, only the club's booking extras, and never to someone else's booking", async () => {
    const { facility, manager, player, user, booking, product } = await shopClub()
    await manager.put(`/api/facilities/${facility.id}/general_settings`, { players_charge_accounts: true })
    const water = await manager.post(`/api/facilities/${facility.id}/products`, {
      name: "Water",
      price: 200,
      sellable_on: ["desk", "online"],
      booking_upsell_item: true,
    })
    const mine = await booking()
    const offered = await player.get(`/api/facilities/${facility.id}/products?booking_upsell_item=true`)
    expect(offered.body.map((p: { name: string }) => p.name)).toEqual(["Water"])
    const added = await player.post(`/api/facilities/${facility.id}/orders`, {
      reservation_id: mine.id,
      product_orders_attributes: [{ product_id: water.body.id, quantity: 2 }],
      payment: { method: "accounts_receivable" },
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ channel: "booking", reservation_id: mine.id, user_id: user.id, total: 400 })
    const balls = await player.post(`/api/facilities/${facility.id}/orders`, {
      reservation_id: mine.id,
      product_orders_attributes: [{ product_id: product.id, quantity: 1 }],
      payment: { method: "accounts_receivable" },
    })
    expect(balls.body.message).toBe("Championship balls is not offered with bookings.")
    const other = await makeUser(server, { roles: [[facility.id, "player"]] })
    const theirs = await other.client.post(`/api/facilities/${facility.id}/orders`, {
      reservation_id: mine.id,
      product_orders_attributes: [{ product_id: water.body.id, quantity: 1 }],
      payment: { method: "accounts_receivable" },
    })
    expect(theirs.status).toBe(404)
    const elsewhere = await shopClub()
    const foreign = await elsewhere.booking()
    const across = await player.post(`/api/facilities/${facility.id}/orders`, {
      reservation_id: foreign.id,
      product_orders_attributes: [{ product_id: water.body.id, quantity: 1 }],
      payment: { method: "accounts_receivable" },
    })
    expect(across.status).toBe(404)
  })

  it("without a payment go with the booking's payment: owed with the court and paid with it", async () => {
    const { facility, manager, player, booking } = await shopClub()
    const water = await manager.post(`/api/facilities/${facility.id}/products`, {
      name: "Water",
      price: 200,
      sellable_on: ["online"],
      booking_upsell_item: true,
    })
    const mine = await booking()
    const before = await player.get(`/api/reservations/${mine.id}/payments`)
    const added = await player.post(`/api/facilities/${facility.id}/orders`, {
      reservation_id: mine.id,
      product_orders_attributes: [{ product_id: water.body.id, quantity: 3 }],
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ total: 600, payment_id: null, with_booking: true })
    const after = await player.get(`/api/reservations/${mine.id}/payments`)
    const owed = (body: { pending: ReadonlyArray<{ pending: number }> }) =>
      body.pending.reduce((n, i) => n + i.pending, 0)
    expect(owed(after.body)).toBe(owed(before.body) + 600)
    const unpaid = await player.post(`/api/facilities/${facility.id}/orders`, {
      product_orders_attributes: [{ product_id: water.body.id, quantity: 1 }],
    })
    expect(unpaid.status).toBe(422)
    expect(unpaid.body.message).toBe("Say how the order is paid, or name the booking it goes with.")
  })
})

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL with parallel sales", () => {
  it("30 desks selling the last 12 cans at once sell exactly 12, and stock never goes below nothing", async () => {
    const { facility, product } = await shopClub()
    const desks = await Promise.all(
      Array.from({ length: 30 }, () => makeUser(server, { roles: [[facility.id, "front_desk"]] })),
    )
    const answers = await Promise.all(
      desks.map(({ client }) =>
        client.post(`/api/facilities/${facility.id}/orders`, {
          product_orders_attributes: [{ product_id: product.id, quantity: 1 }],
          payment: { method: "cash" },
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(12)
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.message)).toEqual(
      Array(18).fill("Championship balls is out of stock."),
    )
    const after = await desks[0]!.client.get(`/api/facilities/${facility.id}/products/${product.id}`)
    expect(after.body.on_hand).toBe(0)
  })
})

describe("the demo club's shop", () => {
  it("has categories, stocked products, upsells for booking and a week of sales that the orders and the reports agree on", async () => {
    const demo = await startTestServer({
      DEMO: "1",
      DEMO_ADMIN_EMAIL: "owner@example.com",
      DEMO_ADMIN_PASSWORD: "demo pass 1234",
    })
    try {
      const manager = new TestClient(demo.url)
      await manager.signIn("manager@demo.example.com", "demo pass 1234")
      const facility = (await manager.get("/api/session")).body.facilities[0].id as number
      const categories = await manager.get(`/api/facilities/${facility}/product_categories`)
      expect(categories.body.map((c: { name: string }) => c.name)).toEqual([
        "Balls",
        "Drinks",
        "Grips & strings",
        "Rentals",
      ])
      const upsells = await manager.get(`/api/facilities/${facility}/products?booking_upsell_item=true`)
      expect(upsells.body.map((p: { name: string }) => p.name)).toEqual([
        "Racquet rental",
        "Sports drink",
        "Water bottle",
      ])
      const stock = await manager.get(`/api/facilities/${facility}/shop_reports/stock`)
      expect(stock.body.low.map((p: { name: string }) => p.name)).toEqual(["Pickleball outdoor balls (4 pack)"])
      const sales = await manager.get(`/api/facilities/${facility}/shop_reports/sales`)
      const balls = sales.body.products.find((p: { name: string }) => p.name.startsWith("Championship"))
      expect(balls.quantity).toBe(14)
      const orders = await manager.get(`/api/facilities/${facility}/orders`)
      expect(orders.body).toHaveLength(14)
      const taken = sales.body.products.reduce((sum: number, p: { total: number }) => sum + p.total, 0)
      expect(orders.body.reduce((sum: number, o: { total: number }) => sum + o.total, 0)).toBe(taken)
    } finally {
      await demo.close()
    }
  })
})
