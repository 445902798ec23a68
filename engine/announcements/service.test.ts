import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { claimDeliveries } from "../../adapters/sql/announcements"
import { outboxFor } from "../../adapters/sql/mailOutbox"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalWords, visitor } from "../../fixtures/testing/refusals"
import type { Caller } from "../access"
import { Announcements } from "./service"
import { Groups } from "../notes/groups"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const announcements = Effect.serviceFunctions(Announcements)
const groups = Effect.serviceFunctions(Groups)

const ok = <A, E>(result: Either.Either<A, E>): A => {
  if (Either.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`)
  return result.right
}

/** The mail kept for a person. */
const inboxOf = (id: number) =>
  engine.sql((sql) =>
    Effect.flatMap(sql<{ email: string }>`select email from users where id = ${id}`, (r) => outboxFor(r[0]!.email)),
  )

/** Sends until nothing is pending, as the background sender does. */
const sendAll = async () => {
  let taken = 0
  for (;;) {
    const n = ok(await engine.as(visitor, announcements.sendPending(2)))
    if (n === 0) return taken
    taken += n
  }
}

/** An announcement to everyone of the club, published by its manager. */
const toEveryone = async (c: Awaited<ReturnType<typeof club>>, title: string, content: string) =>
  ok(
    await engine.as(
      c.manager.caller,
      announcements.save(c.facility.id, undefined, { title, content, publish: true }, {}),
    ),
  )

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF")
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

const club = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const desk = await engine.person([facility.id, "front_desk"])
  const inGroup = await engine.person([facility.id, "player"])
  const alsoInGroup = await engine.person([facility.id, "player"])
  const outside = await engine.person([facility.id, "player"])
  const elsewhere = await engine.facility()
  const theirManager = await engine.person([elsewhere.id, "manager"])
  const group = ok(await engine.as(manager.caller, groups.create({ facility_id: facility.id, title: "League" })))
  for (const p of [inGroup, alsoInGroup]) ok(await engine.as(manager.caller, groups.addUser(group.id, p.id)))
  return { facility, manager, desk, inGroup, alsoInGroup, outside, elsewhere, theirManager, group }
}

describe("announcements", () => {
  it("are mailed once to each person of their audience when published, and read by that audience only", async () => {
    const c = await club()
    const draft = ok(
      await engine.as(
        c.manager.caller,
        announcements.save(
          c.facility.id,
          undefined,
          {
            title: " League night ",
            content: "<p>Friday <b>7 PM</b>.</p><script>x()</script>",
            audience: "group",
            audience_id: c.group.id,
          },
          { attachments: [{ filename: "../../draw.pdf", bytes: PDF }], thumbnail: PNG },
        ),
      ),
    )
    expect(draft).toMatchObject({
      title: "League night",
      content: "<p>Friday <b>7 PM</b>.</p>",
      status: "draft",
      audience_name: "League",
      has_thumbnail: true,
      attachments: [{ filename: "draw.pdf", content_type: "application/pdf" }],
      delivery: { recipients: 0 },
    })
    // A draft is its club's staff's alone.
    expect(ok(await engine.as(c.inGroup.caller, announcements.list(c.facility.id, {})))).toEqual([])
    expect(ok(await engine.as(c.desk.caller, announcements.list(c.facility.id, {}))).map((a) => a.id)).toEqual([
      draft.id,
    ])

    const published = ok(
      await engine.as(c.manager.caller, announcements.save(c.facility.id, draft.id, { publish: true }, {})),
    )
    expect(published).toMatchObject({ status: "published", delivery: { recipients: 2, pending: 2, sent: 0 } })
    expect(await sendAll()).toBe(2)
    // Published again, saved again: nobody is added or mailed twice.
    ok(
      await engine.as(
        c.manager.caller,
        announcements.save(c.facility.id, draft.id, { title: "League night!", publish: true }, {}),
      ),
    )
    expect(await sendAll()).toBe(0)
    for (const p of [c.inGroup, c.alsoInGroup]) {
      const inbox = await inboxOf(p.id)
      expect(inbox).toHaveLength(1)
      expect(inbox[0]!.subject).toMatch(/: League night$/)
      expect(inbox[0]!.body).toBe("Friday 7 PM.\n\nAttached, in the app: draw.pdf.")
    }
    expect(await inboxOf(c.outside.id)).toEqual([])

    // The group reads it (and so opens it); the rest of the club does not see it.
    const read = ok(await engine.as(c.inGroup.caller, announcements.show(c.facility.id, draft.id)))
    expect(read.delivery).toBeUndefined()
    expect(ok(await engine.as(c.inGroup.caller, announcements.list(c.facility.id, {}))).map((a) => a.title)).toEqual([
      "League night!",
    ])
    expect(refusalWords(await engine.as(c.outside.caller, announcements.show(c.facility.id, draft.id)))[0]).toBe(
      "NotFound",
    )
    expect(ok(await engine.as(visitor, announcements.list(c.facility.id, {})))).toEqual([])
    const [seen] = ok(await engine.as(c.desk.caller, announcements.list(c.facility.id, {})))
    expect(seen!.delivery).toEqual({ recipients: 2, sent: 2, sending: 0, failed: 0, pending: 0, opened: 1 })
    const metrics = ok(await engine.as(c.desk.caller, announcements.metrics(c.facility.id, {})))
    expect(metrics).toMatchObject({ announcements: 1, recipients: 2, sent: 2, opened: 1 })
    expect(metrics.by_audience).toEqual([{ audience: "group", announcements: 1, recipients: 2, sent: 2, opened: 1 }])
    expect(refusalWords(await engine.as(c.inGroup.caller, announcements.metrics(c.facility.id, {})))[0]).toBe(
      "Forbidden",
    )

    // Once sent, its audience stays.
    expect(
      refusalWords(
        await engine.as(c.manager.caller, announcements.save(c.facility.id, draft.id, { audience: "everyone" }, {})),
      ),
    ).toEqual(["Unprocessable", "An announcement already sent keeps its audience."])
  })

  it("to everyone reach every person of the club, and anyone reads them", async () => {
    const c = await club()
    const a = await toEveryone(c, "Courts resurfaced", "<p>Done.</p>")
    // Manager, desk, three players: everyone who belongs to the club.
    expect(a.delivery?.recipients).toBe(5)
    expect(ok(await engine.as(visitor, announcements.list(c.facility.id, {}))).map((x) => x.id)).toEqual([a.id])
    expect(ok(await engine.as(c.outside.caller, announcements.list(c.facility.id, { search: "resurf" })))).toHaveLength(
      1,
    )
    expect(ok(await engine.as(c.outside.caller, announcements.list(c.facility.id, { search: "nothing" })))).toEqual([])
  })

  it("a sender that dies mid-batch loses no mail: its deliveries are taken again when their lease ends", async () => {
    const c = await club()
    await sendAll()
    const a = await toEveryone(c, "Net replaced", "<p>New.</p>")
    // A server takes three deliveries and is killed before it sends any.
    const taken = await engine.sql(() => claimDeliveries(3))
    expect(taken).toHaveLength(3)
    expect(await sendAll()).toBe(2)
    const stateOf = () =>
      engine.sql(
        (sql) => sql<{ status: string; n: number }>`
          select status, count(*)::int as n from announcement_deliveries where announcement_id = ${a.id}
          group by status order by status`,
      )
    expect(await stateOf()).toEqual([
      { status: "sending", n: 3 },
      { status: "sent", n: 2 },
    ])
    await engine.sql(
      (sql) => sql`
        update announcement_deliveries set claimed_at = claimed_at - interval '6 minutes'
        where announcement_id = ${a.id} and status = 'sending'`,
    )
    expect(await sendAll()).toBe(3)
    expect(await stateOf()).toEqual([{ status: "sent", n: 5 }])
    for (const p of [c.manager, c.desk, c.inGroup, c.alsoInGroup, c.outside])
      expect((await inboxOf(p.id)).filter((m) => m.subject.endsWith("Net replaced"))).toHaveLength(1)
  })

  it("refuse what is not the writer's: another club's audience, a desk writing, another club's manager", async () => {
    const c = await club()
    const theirGroup = ok(
      await engine.as(c.theirManager.caller, groups.create({ facility_id: c.elsewhere.id, title: "Theirs" })),
    )
    expect(
      refusalWords(
        await engine.as(
          c.manager.caller,
          announcements.save(
            c.facility.id,
            undefined,
            { title: "x", audience: "group", audience_id: theirGroup.id },
            {},
          ),
        ),
      ),
    ).toEqual(["NotFound", "Group was not found."])
    expect(
      refusalWords(await engine.as(c.desk.caller, announcements.save(c.facility.id, undefined, { title: "x" }, {})))[0],
    ).toBe("Forbidden")
    const mine = ok(
      await engine.as(c.manager.caller, announcements.save(c.facility.id, undefined, { title: "Mine" }, {})),
    )
    expect(refusalWords(await engine.as(c.theirManager.caller, announcements.remove(c.facility.id, mine.id)))[0]).toBe(
      "Forbidden",
    )
    expect(refusalWords(await engine.as(c.theirManager.caller, announcements.show(c.elsewhere.id, mine.id)))[0]).toBe(
      "NotFound",
    )
    const [file] = ok(
      await engine.as(
        c.manager.caller,
        announcements.save(
          c.facility.id,
          mine.id,
          {},
          { attachments: [{ filename: "a.txt", bytes: new TextEncoder().encode("Hello") }] },
        ),
      ),
    ).attachments
    expect(refusalWords(await engine.as(c.theirManager.caller, announcements.removeAttachment(file!.id)))[0]).toBe(
      "NotFound",
    )
    expect(refusalWords(await engine.as(c.inGroup.caller, announcements.attachment(file!.id)))[0]).toBe("NotFound")
    expect(ok(await engine.as(c.manager.caller, announcements.removeAttachment(file!.id))).filename).toBe("a.txt")
    expect(ok(await engine.as(c.manager.caller, announcements.show(c.facility.id, mine.id))).attachments).toEqual([])
  })

  it("refuse bad input with a sentence and write nothing", async () => {
    const c = await club()
    const save = (
      input: Parameters<typeof announcements.save>[2],
      files: Parameters<typeof announcements.save>[3] = {},
    ) => engine.as(c.manager.caller, announcements.save(c.facility.id, undefined, input, files))
    expect(refusalWords(await save({ title: "  " }))).toEqual(["Unprocessable", "An announcement needs a title."])
    expect(refusalWords(await save({ title: "x", audience: "plan" }))).toEqual([
      "Unprocessable",
      "An announcement to a plan names which one (audience_id).",
    ])
    expect(refusalWords(await save({ title: "x" }, { thumbnail: PDF }))).toEqual([
      "Unprocessable",
      "The thumbnail is not a PNG, JPEG, WebP or GIF.",
    ])
    expect(
      refusalWords(
        await save(
          { title: "x" },
          { attachments: [{ filename: "run.exe", bytes: Uint8Array.from([0x4d, 0x5a, 0, 1, 2]) }] },
        ),
      ),
    ).toEqual(["Unprocessable", "The attachment run.exe is not a PDF, an image or plain text."])
    expect(
      refusalWords(
        await save(
          { title: "x" },
          { attachments: Array.from({ length: 6 }, (_, i) => ({ filename: `${i}.pdf`, bytes: PDF })) },
        ),
      ),
    ).toEqual(["Unprocessable", "An announcement holds at most 5 attachments."])
    expect(ok(await engine.as(c.desk.caller, announcements.list(c.facility.id, {})))).toEqual([])
  })

  it("of the platform are written by its admins, to everyone only", async () => {
    const c = await club()
    const admin: Caller = { userId: c.manager.id, platformAdmin: true, roles: [] }
    expect(
      refusalWords(await engine.as(c.manager.caller, announcements.save(null, undefined, { title: "x" }, {})))[0],
    ).toBe("Forbidden")
    expect(
      refusalWords(
        await engine.as(
          admin,
          announcements.save(null, undefined, { title: "x", audience: "group", audience_id: c.group.id }, {}),
        ),
      ),
    ).toEqual(["Unprocessable", "The platform's announcements go to everyone."])
    const a = ok(
      await engine.as(admin, announcements.save(null, undefined, { title: "New app", content: "<p>Hi</p>" }, {})),
    )
    expect(a.facility_id).toBeNull()
    expect(ok(await engine.as(c.inGroup.caller, announcements.list(null, {}))).map((x) => x.id)).not.toContain(a.id)
    ok(await engine.as(admin, announcements.save(null, a.id, { publish: true }, {})))
    expect(ok(await engine.as(c.inGroup.caller, announcements.list(null, {}))).map((x) => x.id)).toContain(a.id)
    ok(await engine.as(admin, announcements.remove(null, a.id)))
  })
})
