import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalWords } from "../../fixtures/testing/refusals"
import { KeptMail } from "./keptMail"
import { Mailer } from "./mailer"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const kept = Effect.serviceFunctions(KeptMail)
const admin = { userId: undefined, platformAdmin: true, roles: [] }

describe("the mail a server without SMTP keeps", () => {
  it("is read by the platform's admins, by address, and by no club's staff", async () => {
    const facility = await engine.facility()
    const owner = await engine.person([facility.id, "owner"])
    const to = `kept-${Date.now().toString(36)}@example.com`
    Either.getOrThrow(
      await engine.as(
        admin,
        Effect.flatMap(Mailer, (m) => m.send({ to, subject: "Your court", text: "Court 1 at 9." })),
      ),
    )
    const mails = Either.getOrThrow(await engine.as(admin, kept.recent({ to })))
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[to, "Your court"]])
    expect(refusalWords(await engine.as(owner.caller, kept.recent({ to })))).toEqual([
      "Forbidden",
      "Only the platform's admins read the mail kept by the server.",
    ])
  })
})
