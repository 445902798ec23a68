import { Effect, Either } from "effect"
import * as fs from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { claimDeliveries } from "../adapters/sql/announcements"
import { startEngine } from "../fixtures/testing/engine"
import { operator } from "./access"
import { JOBS, JobQueues } from "./jobs"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const items = () =>
  engine
    .as(
      operator,
      Effect.flatMap(JobQueues, (q) => q.items),
    )
    .then(Either.getOrThrow)
    .then((rows) => new Map(rows.map((r) => [r.job, r])))

describe("the jobs' work items", () => {
  it("show a delivery held on a lease as leased, and as due again once its lease has ended", async () => {
    const facility = await engine.facility()
    const people = [await engine.person([facility.id, "player"]), await engine.person([facility.id, "player"])]
    const [announcement] = await engine.sql(
      (sql) => sql<{ id: number }>`
        insert into announcements (facility_id, title, content, audience, status, published_at)
        values (${facility.id}, 'Courts', '<p>Open</p>', 'everyone', 'published', now()) returning id`,
    )
    for (const p of people)
      await engine.sql(
        (sql) => sql`
          insert into announcement_deliveries (announcement_id, user_id, email)
          select ${announcement!.id}, id, email from users where id = ${p.id}`,
      )
    expect(await items().then((m) => m.get("announcement-mail"))).toMatchObject({ leased: 0, due: 2, failed: 0 })
    await engine.sql(() => claimDeliveries(1))
    expect(await items().then((m) => m.get("announcement-mail"))).toMatchObject({ leased: 1, due: 1, failed: 0 })
    await engine.sql(
      (sql) =>
        sql`update announcement_deliveries set claimed_at = now() - interval '6 minutes' where status = 'sending'`,
    )
    expect(await items().then((m) => m.get("announcement-mail"))).toMatchObject({ leased: 0, due: 2, failed: 0 })
    // Every job that keeps items is listed, and only the jobs there are.
    const listed = [...(await items()).keys()]
    expect(listed.every((job) => JOBS.includes(job))).toBe(true)
    expect(listed).toEqual(expect.arrayContaining(["renewals", "announcement-mail", "booking-mail", "webhooks"]))
  })

  it("are each described in docs/operations.md's table of jobs", () => {
    const operations = fs.readFileSync(new URL("../docs/operations.md", import.meta.url), "utf8")
    for (const name of JOBS) expect(operations).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, "m"))
  })
})
