import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { grantRole } from "../../adapters/sql/users"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays, localDate } from "../dates"
import { planFields } from "./membershipPlans"
import { MembershipFiles } from "./membershipFiles"
import { Memberships } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const memberships = Effect.serviceFunctions(Memberships)
const files = Effect.serviceFunctions(MembershipFiles)
const ZONE = "America/New_York"
const today = () => localDate(new Date(), ZONE)

/** A club with an Adult plan (monthly 50.00, yearly 500.00) and a Family plan covering three more. */
const club = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const as = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) =>
    engine.as(manager.caller, effect).then(Either.getOrThrow)
  const adult = await as(memberships.savePlan(facility.id, undefined, planFields({ name: "Adult" })))
  for (const [interval_unit, amount] of [
    ["month", 5000],
    ["year", 50000],
  ] as const)
    await as(
      memberships.savePrice(facility.id, adult.id, undefined, {
        interval_unit,
        interval_count: 1,
        amount,
        renews: true,
        active: true,
      }),
    )
  const family = await as(
    memberships.savePlan(facility.id, undefined, planFields({ name: "Family", coverage: "family", max_members: 3 })),
  )
  await as(
    memberships.savePrice(facility.id, family.id, undefined, {
      interval_unit: "month",
      interval_count: 1,
      amount: 9000,
      renews: true,
      active: true,
    }),
  )
  return { facility, manager, as }
}

/** A player of each club given, with their e-mail. */
const player = async (...facilityIds: ReadonlyArray<number>) => {
  const person = await engine.person([facilityIds[0]!, "player"])
  for (const id of facilityIds.slice(1)) await engine.sql(() => grantRole(id, person.id, "player"))
  const [row] = await engine.sql((sql) => sql<{ email: string }>`select email from users where id = ${person.id}`)
  return { ...person, email: row!.email }
}

const rows = (...records: ReadonlyArray<Record<string, string>>) =>
  records.map((record, i) => ({ line: i + 2, record }))

describe("importing memberships", () => {
  it("checks the whole file first, naming every problem by line, and writes nothing", async () => {
    const { facility, as } = await club()
    const owner = await player(facility.id)
    const stranger = await player((await engine.facility()).id)
    const next = addDays(today(), 20)
    const { planned, problems } = await as(
      files.plan(
        facility.id,
        rows(
          {
            code: "A1",
            owner_email: owner.email,
            plan: "Adult",
            price: "50.00 every 1 month",
            status: "active",
            acquired_on: today(),
            ends_on: next,
          },
          { code: "A1", owner_email: stranger.email, plan: "Gold", price: "1 a month", status: "frozen" },
          {
            code: "A3",
            owner_email: owner.email,
            plan: "Adult",
            price: "45.00 every 1 month",
            status: "active",
            acquired_on: "2020-01-01",
            ends_on: "2020-02-01",
          },
          {
            code: "",
            owner_email: owner.email,
            plan: "Adult",
            price: "50.00 every 1 month",
            status: "active",
            acquired_on: next,
            ends_on: today(),
            member_emails: stranger.email,
            balance_due: "12.345",
          },
        ),
      ),
    )
    expect(problems).toEqual([
      "line 3: code A1 is in the file twice",
      `line 3: ${stranger.email} is not a person of this club; import the members first`,
      "line 3: Gold is not a plan of this club",
      'line 3: status "frozen" is not one of pending, active, paused, cancel_scheduled, cancelled, expired',
      "line 3: a membership that is frozen needs acquired_on and ends_on",
      "line 4: Adult has no price of 45.00 every 1 month",
      "line 4: ends_on 2020-02-01 has passed; the period of a membership that is active runs to today or later",
      "line 5: code is empty; every membership needs its number",
      `line 5: ${stranger.email} is not a person of this club; import the members first`,
      `line 5: balance_due "12.345" has more decimals than the club's currency`,
      "line 5: ends_on is before acquired_on",
    ])
    expect(planned).toHaveLength(2)
  })

  it("brings back what another club's export wrote, after a dry run; running the file again adds nothing", async () => {
    const from = await club()
    const into = await club()
    const [ava, ben, cleo, dan] = await Promise.all([1, 2, 3, 4].map(() => player(from.facility.id, into.facility.id)))
    const plans = await from.as(memberships.plans(from.facility.id))
    const priceOf = (plan: string, unit: string) =>
      plans.find((p) => p.name === plan)!.prices.find((x) => x.interval_unit === unit)!.id
    const start = (ownerId: number, priceId: number, members: ReadonlyArray<number> = []) =>
      from.as(
        memberships.create(from.facility.id, {
          owner_id: ownerId,
          membership_plan_price_id: priceId,
          members,
          start: true,
          notify_via_email: true,
        }),
      )
    const family = await start(ava!.id, priceOf("Family", "month"), [ben!.id])
    const paused = await start(cleo!.id, priceOf("Adult", "year"))
    await from.as(memberships.act(paused.id, "pause"))
    const ended = await start(dan!.id, priceOf("Adult", "month"))
    await from.as(memberships.act(ended.id, "cancel_immediately"))
    const exported = await from.as(memberships.exportRows(from.facility.id))

    const { planned, problems } = await into.as(
      files.plan(into.facility.id, rows(...exported.map((r) => ({ ...r }) as Record<string, string>))),
    )
    expect(problems).toEqual([])
    const dry = await into.as(files.apply(into.facility.id, planned, { dryRun: true }))
    expect(dry.map((d) => d.action)).toEqual(["create", "create", "create"])
    expect(await into.as(memberships.list(into.facility.id))).toEqual([])

    let progress = 0
    await into.as(files.apply(into.facility.id, planned, { dryRun: false, onRow: (n) => (progress = n) }))
    expect(progress).toBe(3)
    const brought = await into.as(memberships.list(into.facility.id))
    const view = (ms: typeof brought) =>
      ms
        .map((m) => [
          m.code,
          m.owner_id,
          m.plan_name,
          m.price.interval_unit,
          m.status,
          m.members.map((x) => x.id),
          m.balance_due,
        ])
        .sort()
    expect(view(brought)).toEqual(view(await from.as(memberships.list(from.facility.id))))
    const byCode = new Map(brought.map((m) => [m.code, m]))
    expect(byCode.get(family.code)).toMatchObject({ membership_origin: "import", status: "active" })
    // Day by day as the club keeps them: an imported period ends on the day the export said.
    expect(localDate(new Date(byCode.get(family.code)!.ends_at!), ZONE)).toBe(
      localDate(new Date(family.ends_at!), ZONE),
    )
    expect(byCode.get(paused.code)!.actions).toContain("resume")

    const again = await into.as(
      files.plan(into.facility.id, rows(...exported.map((r) => ({ ...r }) as Record<string, string>))),
    )
    const second = await into.as(files.apply(into.facility.id, again.planned, { dryRun: false }))
    expect(second.map((d) => d.action)).toEqual(["skip", "skip", "skip"])
    expect(await into.as(memberships.list(into.facility.id))).toHaveLength(3)
  })
})
