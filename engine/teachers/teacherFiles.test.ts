import { Effect, Either } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { formatPrices, parsePrices } from "./teacherFile"
import { TeacherFiles } from "./teacherFiles"
import { Teachers } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const files = Effect.serviceFunctions(TeacherFiles)
const teachers = Effect.serviceFunctions(Teachers)

const emailOf = (id: number) =>
  engine.sql((sql) => Effect.map(sql<{ email: string }>`select email from users where id = ${id}`, (r) => r[0]!.email))

describe("teacher files", () => {
  it("plan who is created, made a teacher or updated; keep other staff in their role; managers only", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const player = await engine.person([facility.id, "player"])
    const pro = await engine.person([facility.id, "teacher"])
    const record = (line: number, email: string) => ({
      line,
      record: { email, first_name: "New", last_name: `Name ${line}`, prices: "60 min Adult 80.00" },
    })
    const records = [
      record(2, "brand.new@example.com"),
      record(3, await emailOf(player.id)),
      record(4, await emailOf(pro.id)),
      record(5, await emailOf(desk.id)),
    ]
    const refused = await engine.as(desk.caller, files.planImport(facility.id, records))
    expect(Either.isLeft(refused) && refused.left._tag).toBe("Forbidden")

    const { plan, problems } = Either.getOrThrow(
      await engine.as(manager.caller, files.planImport(facility.id, records)),
    )
    expect(plan.map((p) => p.action)).toEqual(["create", "add", "update"])
    expect(problems).toEqual([
      {
        line: 5,
        field: "email",
        message: `${await emailOf(desk.id)} is the club's front desk; a person holds one role per club.`,
      },
    ])

    Either.getOrThrow(
      await engine.as(
        manager.caller,
        files.applyImport(facility.id, plan, () => {}),
      ),
    )
    const listed = Either.getOrThrow(
      await engine.as(manager.caller, teachers.list({ facility_id: facility.id, search: "", current: false })),
    )
    // The player became a teacher; an existing person keeps their own name.
    expect(listed.map((t) => t.id)).toEqual(expect.arrayContaining([player.id, pro.id]))
    expect(listed).toHaveLength(3)
    expect(listed.find((t) => t.id === player.id)!.name).toMatch(/^Test Person/)
    const exported = Either.getOrThrow(await engine.as(manager.caller, files.exportRows(facility.id)))
    expect(exported.map((r) => r.prices)).toEqual(["60 min Adult 80.00", "60 min Adult 80.00", "60 min Adult 80.00"])
  })

  it("read back the prices they write", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            duration: fc.integer({ min: 15, max: 240 }),
            user_type: fc.constantFrom("Adult" as const, "Child" as const, "Player" as const),
            quantity: fc.integer({ min: 1, max: 20 }),
            price: fc.integer({ min: 0, max: 10_000_000 }),
          }),
          { maxLength: 6 },
        ),
        fc.constantFrom(0, 2, 3),
        (rows, decimals) => {
          const prices = rows.map((r) => ({
            ...r,
            shift: null,
            surface: null,
            player_category_description: null,
            clinic_category_description: null,
          }))
          expect(parsePrices(formatPrices(prices, decimals), decimals)).toEqual(Either.right(prices))
        },
      ),
    )
  })
})
