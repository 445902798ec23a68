import { Effect, Either } from "effect"
import { operator } from "../access"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { Letters } from "./letters"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const letters = Effect.serviceFunctions(Letters)
const tell = async (...args: Parameters<typeof letters.tell>) =>
  Either.getOrThrow(await engine.as(operator, letters.tell(...args)))
const mailTo = (userId: number) =>
  engine.sql(
    (sql) => sql<{ subject: string; body: string }>`
      select subject, body from mail_outbox where to_address = (select email from users where id = ${userId}) order by id`,
  )

describe("letters", () => {
  it("go to the person, or to the guardians of a child without an address; a kind turned off is not sent", async () => {
    const facility = await engine.facility()
    const adult = await engine.person([facility.id, "player"])
    const guardian = await engine.person([facility.id, "player"])
    const other = await engine.person([facility.id, "player"])
    const child = await engine.person([facility.id, "player"])
    await engine.sql((sql) =>
      Effect.all([
        sql`update users set email = null where id = ${child.id}`,
        sql`insert into family_links (user_id, related_user_id, handled, name) values (${guardian.id}, ${child.id}, true, 'Kid')`,
        sql`insert into family_links (user_id, related_user_id, handled, name) values (${other.id}, ${child.id}, false, 'Friend')`,
      ]),
    )
    const letter = { subject: "Enrolled: Juniors", text: "Kid is enrolled.", kind: "booking_confirmation" as const }
    expect(await tell(adult.id, letter)).toBe(1)
    expect(await tell(child.id, letter)).toBe(1)
    expect((await mailTo(adult.id)).map((m) => m.subject)).toEqual(["Enrolled: Juniors"])
    const [toGuardian] = await mailTo(guardian.id)
    expect(toGuardian!.body).toMatch(/^Hello .+,\n\nKid is enrolled\.$/)
    // A link the child's person did not hand over carries no mail.
    expect(await mailTo(other.id)).toEqual([])

    await engine.sql(
      (sql) => sql`
        insert into notification_settings (user_id, muted, reminder_hours) values (${guardian.id}, '{booking_confirmation}', 24)`,
    )
    expect(await tell(child.id, letter)).toBe(0)
    expect(await tell(child.id, { subject: "Sessions changed", text: "Moved." })).toBe(1)
  })
})
