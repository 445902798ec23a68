import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalWords } from "../../fixtures/testing/refusals"
import { MemberFiles } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const files = Effect.serviceFunctions(MemberFiles)
const rows = (...records: ReadonlyArray<Record<string, string>>) =>
  records.map((record, i) => ({ line: i + 2, record }))
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

describe("a club's member file", () => {
  it("is imported by its managers after every row is checked: a bad row is named, or set aside when asked", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const parent = `parent-${unique()}@example.com`
    const file = rows(
      { name: "Nora Lindqvist", email: parent, birth_date: "1984-03-12" },
      { name: "Ella Lindqvist", birth_date: "2014-06-30", guardian_email: parent },
      { name: "No Body", email: "not an address" },
    )

    expect(refusalWords(await engine.as(desk.caller, files.plan(facility.id, file, "ymd", false)))).toEqual([
      "Forbidden",
      "Only the club's managers import its members.",
    ])
    const strict = Either.getOrThrow(await engine.as(manager.caller, files.plan(facility.id, file, "ymd", false)))
    expect(strict.problems.map((p) => [p.line, p.field])).toEqual([[4, "email"]])

    const lenient = Either.getOrThrow(await engine.as(manager.caller, files.plan(facility.id, file, "ymd", true)))
    expect(lenient.problems).toEqual([])
    expect(lenient.rejected.map((p) => p.line)).toEqual([4])
    const done = Either.getOrThrow(await engine.as(manager.caller, files.apply(facility.id, lenient.plan)))
    expect(done).toMatchObject({ created: 2, updated: 0 })

    const again = Either.getOrThrow(
      await engine.as(manager.caller, files.plan(facility.id, file.slice(0, 2), "ymd", false)),
    )
    expect(Either.getOrThrow(await engine.as(manager.caller, files.apply(facility.id, again.plan)))).toMatchObject({
      created: 0,
      unchanged: 2,
    })
    const written = Either.getOrThrow(await engine.as(manager.caller, files.export(facility.id)))
    expect(written.find((r) => r.first_name === "Ella")).toMatchObject({ guardian_email: parent })
  })

  it("sets aside a child whose guardian's row is bad, with it", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const parent = `parent-${unique()}@example.com`
    const file = rows(
      { name: "Tomás Reyes", email: parent, birth_date: "not a date" },
      { name: "Ana Reyes", birth_date: "2015-02-01", guardian_email: parent },
      { name: "Solo Player", email: `solo-${unique()}@example.com` },
    )
    const planned = Either.getOrThrow(await engine.as(manager.caller, files.plan(facility.id, file, "ymd", true)))
    expect(planned.rejected.map((p) => p.line).sort()).toEqual([2, 3])
    expect(planned.plan).toHaveLength(1)
    const other = await engine.person([(await engine.facility()).id, "manager"])
    expect(refusalWords(await engine.as(other.caller, files.export(facility.id)))[0]).toBe("Forbidden")
  })
})
