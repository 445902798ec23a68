import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { Posts } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const posts = Effect.serviceFunctions(Posts)

describe("a club's posts", () => {
  it("are written by its managers: an address from the title, script cleaned away, each address once", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const news = { title: "Courts résurfaced!", content: '<p>Open again.</p><script>alert("x")</script>' }

    expect(refusalOf(await engine.as(desk.caller, posts.save(facility.id, undefined, news)))._tag).toBe("Forbidden")
    const written = Either.getOrThrow(await engine.as(manager.caller, posts.save(facility.id, undefined, news)))
    expect(written).toMatchObject({ title: "Courts résurfaced!", slug: "courts-resurfaced", status: "draft" })
    expect(written.content).toContain("Open again.")
    expect(written.content).not.toContain("script")

    const same = await engine.as(manager.caller, posts.save(facility.id, undefined, { title: "Courts resurfaced" }))
    expect(refusalOf(same)).toMatchObject({
      _tag: "Conflict",
      message: 'Another post of the club has the address "courts-resurfaced".',
    })
    const badSlug = await engine.as(manager.caller, posts.save(facility.id, undefined, { title: "x", slug: "Not OK" }))
    expect(refusalOf(badSlug).message).toBe("A post's slug is lower-case letters and digits joined by dashes.")
    // A change touches only what it names.
    const published = Either.getOrThrow(
      await engine.as(manager.caller, posts.save(facility.id, written.id, { status: "published" })),
    )
    expect(published).toMatchObject({ title: written.title, slug: written.slug, status: "published" })
  })

  it("are read by anyone once published, by the club's staff in every state; another club's id is not found", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const player = await engine.person([facility.id, "player"])
    const other = await engine.facility()
    const save = (input: Parameters<typeof posts.save>[2]) =>
      engine.as(manager.caller, posts.save(facility.id, undefined, input)).then(Either.getOrThrow)
    const open = await save({ title: "Open day", status: "published" })
    const draft = await save({ title: "Summer camp", status: "draft" })

    expect(Either.getOrThrow(await engine.as(player.caller, posts.list(facility.id, {}))).map((p) => p.id)).toEqual([
      open.id,
    ])
    expect(refusalOf(await engine.as(player.caller, posts.show(facility.id, draft.id)))._tag).toBe("NotFound")
    expect(Either.getOrThrow(await engine.as(desk.caller, posts.list(facility.id, {})))).toHaveLength(2)
    expect(refusalOf(await engine.as(player.caller, posts.show(other.id, open.id)))._tag).toBe("NotFound")

    Either.getOrThrow(await engine.as(manager.caller, posts.remove(facility.id, open.id)))
    expect(Either.getOrThrow(await engine.as(player.caller, posts.list(facility.id, {})))).toEqual([])
  })
})
