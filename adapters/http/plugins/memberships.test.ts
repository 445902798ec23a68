import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { outboxFor } from "../../sql/mailOutbox"

/** The memberships calls through HTTP: plans, a membership's life by actions, and who may do what. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** A club with an Adult plan (monthly 50.00, joining fee 25.00) and a pricier Gold plan. */
const planClub = async () => {
  const club = await makeClub(server)
  const { facility, manager } = club
  const plan = await manager.post(`/api/facilities/${facility.id}/membership_plans`, {
    name: "Adult",
    booking_window_days: 14,
  })
  expect(plan.status).toBe(201)
  const monthly = await manager.post(`/api/facilities/${facility.id}/membership_plans/${plan.body.id}/prices`, {
    interval_unit: "month",
    amount: 5000,
  })
  expect(monthly.status).toBe(201)
  const fee = await manager.post(`/api/facilities/${facility.id}/membership_plans/${plan.body.id}/fees`, {
    name: "Joining fee",
    amount: 2500,
  })
  expect(fee.status).toBe(201)
  const gold = await manager.post(`/api/facilities/${facility.id}/membership_plans`, { name: "Gold" })
  const goldMonthly = await manager.post(`/api/facilities/${facility.id}/membership_plans/${gold.body.id}/prices`, {
    interval_unit: "month",
    amount: 8000,
  })
  return {
    ...club,
    plan: plan.body,
    monthly: monthly.body,
    fee: fee.body,
    gold: gold.body,
    goldMonthly: goldMonthly.body,
  }
}

describe("membership plans", () => {
  it("are listed for anyone with their prices, filtered by interval, without prices, or as upgrades", async () => {
    const { facility, manager, plan, monthly, player, user, goldMonthly } = await planClub()
    await manager.post(`/api/facilities/${facility.id}/membership_plans/${plan.id}/prices`, {
      interval_unit: "year",
      amount: 50000,
    })
    const anonymous = await fetch(`${server.url}/api/membership_plans?facility_id=${facility.id}`)
    const all = (await anonymous.json()) as Array<{ name: string; prices: Array<{ interval_unit: string }> }>
    expect(all.map((p) => [p.name, p.prices.map((x) => x.interval_unit)])).toEqual([
      ["Adult", ["month", "year"]],
      ["Gold", ["month"]],
    ])
    const yearly = await player.get(`/api/membership_plans?facility_id=${facility.id}&interval_unit=year`)
    expect(yearly.body.map((p: { name: string }) => p.name)).toEqual(["Adult"])
    const bare = await player.get(`/api/membership_plans?facility_id=${facility.id}&exclude_prices=true`)
    expect(bare.body.every((p: { prices: Array<unknown> }) => p.prices.length === 0)).toBe(true)
    const one = await player.get(`/api/membership_plans/${plan.id}?facility_id=${facility.id}`)
    expect(one.body).toMatchObject({ name: "Adult", fees: [{ name: "Joining fee", amount: 2500 }] })

    const m = await manager.post("/api/memberships", {
      facility_id: facility.id,
      owner_id: user.id,
      membership_plan_price_id: monthly.id,
    })
    const upgrades = await player.get(
      `/api/membership_plans?facility_id=${facility.id}&is_upgrade=true&membership_id=${m.body.id}`,
    )
    expect(upgrades.body.map((p: { prices: Array<{ id: number }> }) => p.prices.map((x) => x.id))).toEqual([
      [goldMonthly.id],
    ])
  })

  it("are changed by managers only, each field checked", async () => {
    const { facility, manager, desk, plan, monthly, fee } = await planClub()
    const renamed = await manager.put(`/api/facilities/${facility.id}/membership_plans/${plan.id}`, {
      name: "Adult single",
      coverage: "single",
    })
    expect(renamed.body.name).toBe("Adult single")
    const bad = await manager.put(`/api/facilities/${facility.id}/membership_plans/${plan.id}`, {
      name: "Family",
      coverage: "family",
      max_members: 0,
    })
    expect([bad.status, bad.body.message]).toEqual([422, "A family plan covers its owner and at least one more."])
    const twice = await manager.post(`/api/facilities/${facility.id}/membership_plans`, { name: "Gold" })
    expect([twice.status, twice.body.message]).toEqual([422, "The club already has a plan named Gold."])
    const price = await manager.put(`/api/facilities/${facility.id}/membership_plans/${plan.id}/prices/${monthly.id}`, {
      interval_unit: "month",
      amount: 5500,
    })
    expect(price.body.amount).toBe(5500)
    const feeChanged = await manager.put(`/api/facilities/${facility.id}/membership_plans/${plan.id}/fees/${fee.id}`, {
      name: "Joining fee",
      amount: 3000,
      active: false,
    })
    expect(feeChanged.body).toMatchObject({ amount: 3000, active: false })
    expect((await desk.post(`/api/facilities/${facility.id}/membership_plans`, { name: "Desk plan" })).status).toBe(403)
    const negative = await manager.post(`/api/facilities/${facility.id}/membership_plans/${plan.id}/prices`, {
      interval_unit: "month",
      amount: -1,
    })
    expect(negative.status).toBe(400)
  })
})

describe("a membership", () => {
  it("is created by a manager, moved through actions, edited, given to another owner and deleted", async () => {
    const { facility, manager, user, monthly } = await planClub()
    const { user: partner } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const made = await manager.post("/api/memberships", {
      facility_id: facility.id,
      owner_id: user.id,
      membership_plan_price_id: monthly.id,
      start: false,
      code: "ADULT-001",
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      status: "pending",
      code: "ADULT-001",
      balance_due: 2500,
      membership_origin: "admin",
    })
    const id = made.body.id as number
    const step = async (action: string) => (await manager.post(`/api/memberships/${id}/${action}`)).body.status
    expect(await step("start")).toBe("active")
    expect((await manager.get(`/api/memberships/${id}`)).body.balance_due).toBe(7500)
    expect(await step("pause")).toBe("paused")
    expect(await step("resume")).toBe("active")
    expect(await step("cancel")).toBe("cancel_scheduled")
    expect(await step("continue")).toBe("active")
    const refused = await manager.post(`/api/memberships/${id}/recover`)
    expect([refused.status, refused.body.message]).toEqual([
      422,
      "Only a membership that is cancelled or expired can be recovered; this one is active.",
    ])
    expect(await step("cancel_immediately")).toBe("cancelled")
    expect(await step("recover")).toBe("active")

    const edited = await manager.put(`/api/memberships/${id}`, { notify_via_email: false, code: "ADULT-002" })
    expect(edited.body).toMatchObject({ notify_via_email: false, code: "ADULT-002" })
    const owner = await manager.post(`/api/memberships/${id}/change_owner`, { owner_id: partner.id })
    expect(owner.body.owner_id).toBe(partner.id)
    const list = await manager.get(`/api/memberships?facility_id=${facility.id}&user_id=${partner.id}`)
    expect(list.body.map((m: { id: number }) => m.id)).toEqual([id])
    const stillLive = await manager.del(`/api/memberships/${id}`)
    expect([stillLive.status, stillLive.body.message]).toEqual([
      422,
      "Cancel the membership before deleting it; it is active.",
    ])
    await manager.post(`/api/memberships/${id}/cancel_immediately`)
    expect((await manager.del(`/api/memberships/${id}`)).body.status).toBe("deleted")
    expect((await manager.get(`/api/memberships/${id}`)).status).toBe(404)
  })

  it("is its owner's to see and cancel; another club's staff and players reach nothing", async () => {
    const { facility, manager, player, user, monthly, desk } = await planClub()
    const made = await manager.post("/api/memberships", {
      facility_id: facility.id,
      owner_id: user.id,
      membership_plan_price_id: monthly.id,
    })
    const id = made.body.id as number
    const mine = await player.get(`/api/memberships?facility_id=${facility.id}`)
    expect(mine.body.map((m: { id: number }) => m.id)).toEqual([id])
    expect((await player.get(`/api/memberships/${id}`)).body.plan_name).toBe("Adult")
    expect((await player.post(`/api/memberships/${id}/pause`)).status).toBe(403)
    expect((await desk.post(`/api/memberships/${id}/pause`)).status).toBe(403)
    const asked = await player.post(`/api/player_memberships/${id}/create_cancel_request`)
    expect(asked.body.cancel_requested).toBe(true)
    const again = await player.post(`/api/player_memberships/${id}/create_cancel_request`)
    expect([again.status, again.body.message]).toEqual([
      422,
      "The member has asked to cancel already; the club will answer.",
    ])
    expect((await player.post(`/api/player_memberships/${id}/cancel`)).body.status).toBe("cancel_scheduled")

    const other = await makeClub(server)
    expect((await other.manager.get(`/api/memberships/${id}`)).status).toBe(404)
    expect((await other.player.get(`/api/memberships/${id}`)).status).toBe(404)
    expect((await other.manager.post(`/api/memberships/${id}/continue`)).status).toBe(403)
    expect((await other.player.post(`/api/player_memberships/${id}/cancel`)).status).toBe(404)
    const otherList = await other.manager.get(`/api/memberships?facility_id=${facility.id}`)
    expect(otherList.body).toEqual([])
    const foreignOwner = await manager.post("/api/memberships", {
      facility_id: facility.id,
      owner_id: other.user.id,
      membership_plan_price_id: monthly.id,
    })
    expect([foreignOwner.status, foreignOwner.body.message]).toEqual([
      422,
      `Person ${other.user.id} is not a member of this club.`,
    ])
    const foreignPlan = await other.manager.post("/api/memberships", {
      facility_id: other.facility.id,
      owner_id: other.user.id,
      membership_plan_price_id: monthly.id,
    })
    expect([foreignPlan.status, foreignPlan.body.message]).toEqual([
      422,
      "That price is not one of this club's membership plans.",
    ])
  })
})

describe("what a membership owes", () => {
  const started = async () => {
    const club = await planClub()
    const made = await club.manager.post("/api/memberships", {
      facility_id: club.facility.id,
      owner_id: club.user.id,
      membership_plan_price_id: club.monthly.id,
    })
    return { ...club, id: made.body.id as number }
  }
  const ledger = async (club: Awaited<ReturnType<typeof started>>) =>
    (
      (await club.player.get(`/api/users/payments?user_id=${club.user.id}`)).body as Array<{
        amount: number
        payable_type: string
        method: string
      }>
    ).filter((p) => p.payable_type === "membership")

  it("is charged, changed, waived and paid: each payment one ledger row, a fee charged once", async () => {
    const club = await started()
    const { manager, player, desk, id, fee } = club
    const charges = async () =>
      (await player.get(`/api/memberships/${id}/charges`)).body as Array<{
        id: number
        kind: string
        amount: number
        payment_id: number | null
      }>
    expect((await charges()).map((c) => [c.kind, c.amount])).toEqual([
      ["fee", 2500],
      ["period", 5000],
    ])
    const again = await manager.post(`/api/memberships/${id}/membership_fee_payments`, { fee_id: fee.id })
    expect([again.status, again.body.message]).toEqual([422, "The membership has been charged Joining fee already."])
    expect((await manager.del(`/api/memberships/${id}/membership_fee_payments/${fee.id}`)).body.kind).toBe("fee")
    expect((await manager.post(`/api/memberships/${id}/membership_fee_payments`, { fee_id: fee.id })).status).toBe(201)

    const extra = await manager.post("/api/membership_pending_payments", {
      membership_id: id,
      amount: 1200,
      description: "Locker",
    })
    expect(extra.status).toBe(201)
    expect((await manager.put(`/api/membership_payments/${extra.body.id}`, { amount: 1500 })).body.amount).toBe(1500)
    expect((await desk.put(`/api/membership_payments/${extra.body.id}`, { amount: 1 })).status).toBe(403)
    expect((await manager.del(`/api/membership_payments/${extra.body.id}`)).body.description).toBe("Locker")
    expect((await manager.get(`/api/memberships/${id}`)).body.balance_due).toBe(7500)

    // The member pays the joining fee from club credits, then the desk takes the month in cash.
    await club.grant(5000)
    const fees = await player.post(`/api/memberships/${id}/membership_fee_payments/pay`, {
      payment: { method: "prepaid" },
    })
    expect(fees.body.balance_due).toBe(5000)
    const cashOnly = await player.post("/api/membership_payments", { membership_id: id, payment: { method: "cash" } })
    expect(cashOnly.status).toBe(403)
    const month = await desk.post("/api/membership_payments", { membership_id: id, payment: { method: "cash" } })
    expect([month.status, month.body.balance_due]).toEqual([201, 0])
    expect((await ledger(club)).map((p) => [p.method, p.amount]).sort()).toEqual([
      ["cash", 5000],
      ["prepaid", 2500],
    ])
    const paidTwice = await desk.post("/api/membership_payments", { membership_id: id, payment: { method: "cash" } })
    expect([paidTwice.status, paidTwice.body.message]).toEqual([422, "The membership owes nothing to pay."])
    const paidCharge = (await charges()).find((c) => c.kind === "period")!
    const locked = await manager.del(`/api/membership_payments/${paidCharge.id}`)
    expect([locked.status, locked.body.message]).toEqual([
      422,
      "That charge is paid; a paid charge is refunded, not changed.",
    ])
    const other = await makeClub(server)
    expect((await other.manager.put(`/api/membership_payments/${paidCharge.id}`, { amount: 1 })).status).toBe(404)
    expect((await other.player.get(`/api/memberships/${id}/charges`)).status).toBe(404)
  })

  it("upgrades to a plan that costs more, charging the proration for the rest of the period; a cheaper one is refused", async () => {
    const club = await started()
    const { manager, id, goldMonthly, facility, plan } = club
    const cheaper = await manager.post(`/api/facilities/${facility.id}/membership_plans/${plan.id}/prices`, {
      interval_unit: "month",
      amount: 3000,
    })
    const down = await manager.post(`/api/memberships/${id}/upgrade`, { membership_plan_price_id: cheaper.body.id })
    expect([down.status, down.body.message]).toEqual([
      422,
      "An upgrade moves to a plan that costs more; this one costs the same or less.",
    ])
    const yearly = await manager.post(`/api/facilities/${facility.id}/membership_plans/${plan.id}/prices`, {
      interval_unit: "year",
      amount: 90000,
    })
    const otherInterval = await manager.post(`/api/memberships/${id}/upgrade`, {
      membership_plan_price_id: yearly.body.id,
    })
    expect(otherInterval.body.message).toBe("An upgrade keeps the membership's billing interval.")
    const up = await manager.post(`/api/memberships/${id}/upgrade`, {
      membership_plan_price_id: goldMonthly.id,
      payment: { method: "cash" },
    })
    expect(up.body).toMatchObject({ plan_name: "Gold", membership_plan_price_id: goldMonthly.id, balance_due: 7500 })
    const upgradeRow = (await ledger(club)).find((p) => p.method === "cash")!
    // Almost the whole month remains: the difference (30.00) less a moment's worth.
    expect(upgradeRow.amount).toBeGreaterThan(2990)
    expect(upgradeRow.amount).toBeLessThanOrEqual(3000)
  })
})

describe("a player's own membership", () => {
  it("is bought and paid at once, after the plan's waivers, less a coupon for memberships; refused, nothing is written", async () => {
    const club = await planClub()
    const { facility, manager, player, user, monthly, plan } = club
    const waiver = await manager.post(`/api/facilities/${facility.id}/facility_waivers`, {
      name: "Member rules",
      category: "memberships",
      content: "Rules for members.",
    })
    await manager.put(`/api/facilities/${facility.id}/membership_plans/${plan.id}`, {
      name: "Adult",
      waiver_ids: [waiver.body.id],
    })
    const buy = (extra: Record<string, unknown> = {}) =>
      player.post("/api/player_memberships", {
        facility_id: facility.id,
        membership_plan_price_id: monthly.id,
        payment: { method: "prepaid" },
        ...extra,
      })
    const unsigned = await buy()
    expect([unsigned.status, unsigned.body.message]).toEqual([422, 'The owner has not accepted "Member rules" yet.'])
    await player.post(`/api/waivers/${waiver.body.id}/accept`, {})
    const unpaid = await buy({ payment: undefined })
    expect([unpaid.status, unpaid.body.message]).toEqual([422, "Say how the membership is paid."])
    const unknown = await buy({ coupon_code: "SPRING" })
    expect([unknown.status, unknown.body.message]).toEqual([422, "There is no coupon SPRING here."])
    await manager.post(`/api/facilities/${facility.id}/coupons`, {
      code: "COURTS",
      kind: "amount",
      amount: 500,
      applies_to: ["reservation"],
    })
    const courtsOnly = await buy({ coupon_code: "courts" })
    expect([courtsOnly.status, courtsOnly.body.message]).toEqual([
      422,
      "This coupon is for reservation, not memberships.",
    ])
    const broke = await buy()
    expect(broke.status).toBe(422)
    expect((await player.get(`/api/memberships?facility_id=${facility.id}`)).body).toEqual([])

    // A coupon takes its share off the joining fee and the first month; the rest is paid at once.
    await manager.post(`/api/facilities/${facility.id}/coupons`, {
      code: "JOIN20",
      kind: "percent",
      percent: 20,
      applies_to: ["membership"],
      max_uses_per_player: 1,
    })
    await club.grant(7500)
    const bought = await buy({ coupon_code: "join20" })
    expect(bought.status).toBe(201)
    expect(bought.body).toMatchObject({
      owner_id: user.id,
      status: "active",
      membership_origin: "player",
      coupon_code: "JOIN20",
      balance_due: 0,
    })
    expect(await club.balance()).toBe(1500)
    const paid = await player.get(`/api/memberships/${bought.body.id}/charges`)
    expect(
      paid.body.map((c: { description: string; amount: number }) => [
        c.description.endsWith("(coupon JOIN20)"),
        c.amount,
      ]),
    ).toEqual([
      [true, 2000],
      [true, 4000],
    ])
    // One live membership of a plan per person: a second is refused, naming the first.
    const twice = await buy({ coupon_code: "JOIN20" })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toContain(bought.body.code)
    const other = await makeClub(server)
    const elsewhere = await other.player.post("/api/player_memberships", {
      facility_id: other.facility.id,
      membership_plan_price_id: monthly.id,
      payment: { method: "prepaid" },
    })
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      422,
      "That price is not one of this club's membership plans.",
    ])
  })

  it("a player covers on their membership only their children and family who accepted; others see names, not e-mails", async () => {
    const { facility, manager, player, user, plan, monthly, grant } = await planClub()
    const family = await manager.put(`/api/facilities/${facility.id}/membership_plans/${plan.id}`, {
      name: "Family",
      coverage: "family",
      max_members: 3,
    })
    expect(family.status).toBe(200)
    const { user: neighbour, client: neighbourClient } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const { user: partner, client: partnerClient } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const child = (await player.post("/api/users/add_to_family", { first_name: "Kid", last_name: "Member" })).body.user
    await player.post("/api/users/add_to_family", { related_user_id: partner.id, handled: false, name: "partner" })
    await grant(50_000)
    const buy = (members: Array<number>) =>
      player.post("/api/player_memberships", {
        facility_id: facility.id,
        membership_plan_price_id: monthly.id,
        payment: { method: "prepaid" },
        members,
      })
    for (const members of [[neighbour.id], [partner.id]]) {
      const refused = await buy(members)
      expect([refused.status, refused.body.message]).toEqual([
        422,
        `Person ${members[0]} has not joined your family: add only yourself, your children and family who accepted your request; the desk adds anyone else.`,
      ])
    }
    await partnerClient.post("/api/users/accept_guardian", { user_id: user.id })
    const bought = await buy([child.id, partner.id])
    expect([bought.status, bought.body.message]).toEqual([201, undefined])
    expect(bought.body.members.find((m: { id: number }) => m.id === partner.id).email).toBe(partner.email)
    // The desk adds the neighbour, who sees who else is covered by name, not their e-mails.
    const edited = await manager.put(`/api/memberships/${bought.body.id}`, {
      members: [child.id, partner.id, neighbour.id],
    })
    expect(edited.status).toBe(200)
    const seen = await neighbourClient.get(`/api/memberships/${bought.body.id}`)
    expect(seen.status).toBe(200)
    expect(seen.body.owner).toMatchObject({ id: user.id, email: null })
    expect(seen.body.members.find((m: { id: number }) => m.id === neighbour.id).email).toBe(neighbour.email)
    for (const email of [user.email!, partner.email!]) expect(seen.text).not.toContain(email)
  })

  it("staff ask a person of the club by mail to check their membership details", async () => {
    const club = await planClub()
    const { facility, desk, user, monthly, manager } = club
    await manager.post("/api/memberships", {
      facility_id: facility.id,
      owner_id: user.id,
      membership_plan_price_id: monthly.id,
    })
    const asked = await desk.post(`/api/memberships/request_verification?facility_id=${facility.id}&user_id=${user.id}`)
    expect(asked.body).toEqual({ sent: true, email: user.email })
    const mails = await server.run(outboxFor(user.email!))
    expect(mails.at(-1)?.body).toMatch(/- Adult, M-\d+-\w+: active/)
    const stranger = await makeClub(server)
    const outside = await desk.post(
      `/api/memberships/request_verification?facility_id=${facility.id}&user_id=${stranger.user.id}`,
    )
    expect(outside.status).toBe(422)
    expect(
      (await club.player.post(`/api/memberships/request_verification?facility_id=${facility.id}&user_id=${user.id}`))
        .status,
    ).toBe(403)
  })
})

describe("the demo club's memberships", () => {
  it("are plans for adults, families and the summer, and members in every state, each consistent", async () => {
    const demo = await startTestServer({
      DEMO: "1",
      DEMO_ADMIN_EMAIL: "owner@example.com",
      DEMO_ADMIN_PASSWORD: "demo pass 1234",
    })
    try {
      const manager = new TestClient(demo.url)
      await manager.signIn("manager@demo.example.com", "demo pass 1234")
      const facility = (await manager.get("/api/session")).body.facilities[0].id as number
      const plans = await manager.get(`/api/membership_plans?facility_id=${facility}`)
      expect(plans.body.map((p: { name: string }) => p.name)).toEqual(["Adult", "Family", "Summer pass"])
      const all = (await manager.get(`/api/memberships?facility_id=${facility}`)).body as Array<{
        status: string
        owner: { name: string }
        members: Array<{ name: string }>
        balance_due: number
        acquired_at: string | null
        ends_at: string | null
        paused_at: string | null
      }>
      for (const m of all) {
        const live = ["active", "paused", "cancel_scheduled"].includes(m.status)
        if (live) expect(m.acquired_at !== null && m.ends_at !== null && m.ends_at > m.acquired_at).toBe(true)
        expect(m.paused_at !== null).toBe(m.status === "paused")
      }
      expect(new Set(all.map((m) => m.status))).toEqual(
        new Set(["active", "paused", "cancel_scheduled", "cancelled", "expired", "pending"]),
      )
      expect(all.find((m) => m.owner.name === "Lucas Miller")?.members.map((m) => m.name)).toEqual(["Mia Wilson"])
      expect(all.find((m) => m.owner.name === "Amelia White")?.balance_due).toBe(6500)
      // The players the walks book as stay non-members.
      for (const name of ["Olivia Martin", "Emma Johnson", "Noah Brown", "Liam Garcia"])
        expect(all.some((m) => m.owner.name === name)).toBe(false)
    } finally {
      await demo.close()
    }
  })
})
