import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { erasePerson, PERSONAL_DATA, personColumns } from "./personalData"
import { startEngine } from "../../fixtures/testing/engine"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

describe("personal data", () => {
  it("every column that points at a person is registered with what erasing does to it", async () => {
    const columns = await engine.sql(() => personColumns)
    const registered = new Set(
      Object.values(PERSONAL_DATA)
        .flat()
        .map((c) => `${c.table}.${c.column}`),
    )
    const missing = columns.map((c) => `${c.table}.${c.column}`).filter((c) => !registered.has(c))
    expect(missing).toEqual([])
    expect(columns.length).toBeGreaterThan(30)
  })

  it("erasing a person deletes what identifies them and scrubs their name from kept records", async () => {
    const facility = await engine.facility()
    const person = await engine.person([facility.id, "player"])
    const other = await engine.person([facility.id, "player"])
    await engine.sql((sql) =>
      Effect.gen(function* () {
        yield* sql`insert into billing_addresses (user_id, address) values (${person.id}, '1 Main St, Springfield')`
        yield* sql`insert into provider_customers (facility_id, user_id, provider, customer_ref)
          values (${facility.id}, ${person.id}, 'stripe', 'cus_1'), (${facility.id}, ${other.id}, 'stripe', 'cus_2')`
        yield* sql`insert into saved_cards (facility_id, user_id, provider, customer_ref, card_ref, brand, last4, name_on_card)
          values (${facility.id}, ${person.id}, 'stripe', 'cus_1', 'card_1', 'visa', '4242', 'Pat')`
        const [court] = yield* sql<{ id: number }>`
          insert into courts (facility_id, name, sport) values (${facility.id}, 'Court 1', 'tennis') returning id`
        const [r] = yield* sql<{ id: number }>`
          insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by)
          values (${facility.id}, ${court!.id}, tstzrange('2020-01-01 10:00Z', '2020-01-01 11:00Z'), '2020-01-01', 36000, 39600, ${person.id})
          returning id`
        yield* sql`insert into reservation_users (facility_id, reservation_id, user_id, name)
          values (${facility.id}, ${r!.id}, ${person.id}, 'Pat Player'), (${facility.id}, ${r!.id}, ${other.id}, 'Sam Other')`
      }),
    )
    await engine.sql(() => erasePerson(person.id))
    const left = await engine.sql((sql) =>
      Effect.all({
        user: sql<{ email: string | null; first_name: string; anonymized: boolean }>`
          select email, first_name, anonymized_at is not null as anonymized from users where id = ${person.id}`,
        customers: sql<{ user_id: number }>`select user_id from provider_customers where facility_id = ${facility.id}`,
        cards: sql`select 1 from saved_cards where user_id = ${person.id}`,
        addresses: sql`select 1 from billing_addresses where user_id = ${person.id}`,
        names: sql<{ name: string }>`select name from reservation_users where facility_id = ${facility.id} order by id`,
        booked: sql<{ created_by: number }>`select created_by from reservations where facility_id = ${facility.id}`,
      }),
    )
    expect(left.user).toEqual([{ email: null, first_name: "Former", anonymized: true }])
    expect(left.customers.map((c) => Number(c.user_id))).toEqual([other.id])
    expect(left.cards).toEqual([])
    expect(left.addresses).toEqual([])
    expect(left.names.map((n) => n.name)).toEqual(["Former member", "Sam Other"])
    expect(left.booked.map((b) => Number(b.created_by))).toEqual([person.id])
  })
})
