import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { outboxFor } from "../../adapters/sql/mailOutbox"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords, visitor } from "../../fixtures/testing/refusals"
import { Accounts } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const accounts = Effect.serviceFunctions(Accounts)
const SITE = "https://club.example.com"
let counter = 0
const address = () => `account-${Date.now().toString(36)}-${counter++}@example.com`
/** The token in the newest mail to `to`. */
const mailedToken = async (to: string) => {
  const mails = await engine.sql(() => outboxFor(to))
  return /token=([\w-]+)/.exec(mails.at(-1)!.body)![1]!
}

describe("accounts", () => {
  it("are made from a mailed link, once; an address with an account is told so by mail, and the answer is the same", async () => {
    const email = address()
    const signUp = { email, first_name: "Ana", last_name: "Lima", password: "a long password 1" }
    const asked = Either.getOrThrow(await engine.as(visitor, accounts.signUp(signUp, "192.0.2.1", SITE)))
    const token = await mailedToken(email)
    const session = Either.getOrThrow(await engine.as(visitor, accounts.confirmSignUp(token)))
    expect(session.user).toMatchObject({ email, first_name: "Ana" })
    expect(refusalWords(await engine.as(visitor, accounts.confirmSignUp(token)))).toEqual([
      "Unprocessable",
      "This sign-up link is invalid or has expired; sign up again.",
    ])

    const again = Either.getOrThrow(await engine.as(visitor, accounts.signUp(signUp, "192.0.2.1", SITE)))
    expect(again).toEqual(asked)
    const mails = await engine.sql(() => outboxFor(email))
    expect(mails.at(-1)!.body).toContain(`${SITE}/sign-in`)
    expect(
      refusalOf(await engine.as(visitor, accounts.signUp({ ...signUp, password: "short" }, "192.0.2.1", SITE)))._tag,
    ).toBe("Unprocessable")
  })

  it("sign in by password; a wrong one says nothing of whether the address has an account", async () => {
    const email = address()
    const signUp = { email, first_name: "Bo", last_name: "Berg", password: "a long password 2" }
    Either.getOrThrow(await engine.as(visitor, accounts.signUp(signUp, "192.0.2.2", SITE)))
    Either.getOrThrow(await engine.as(visitor, accounts.confirmSignUp(await mailedToken(email))))

    const wrong = refusalWords(await engine.as(visitor, accounts.signIn(email, "not the password", "192.0.2.2")))
    const nobody = refusalWords(await engine.as(visitor, accounts.signIn(address(), "not the password", "192.0.2.2")))
    expect(wrong).toEqual(["Unauthorized", "The e-mail address or password is wrong."])
    expect(nobody).toEqual(wrong)
    const session = Either.getOrThrow(await engine.as(visitor, accounts.signIn(email, signUp.password, "192.0.2.2")))
    expect(session.token).not.toBe(session.csrf_token)
  })

  it("change passwords by the mailed reset link, once; every session and API token of the person ends", async () => {
    const facility = await engine.facility()
    const email = address()
    Either.getOrThrow(
      await engine.as(
        visitor,
        accounts.signUp(
          { email, first_name: "Cy", last_name: "Cole", password: "a long password 3" },
          "192.0.2.3",
          SITE,
        ),
      ),
    )
    const { user } = Either.getOrThrow(await engine.as(visitor, accounts.confirmSignUp(await mailedToken(email))))
    const caller = {
      userId: user.id,
      platformAdmin: false,
      roles: [{ facility_id: facility.id, role: "player" as const }],
    }
    const apiToken = Either.getOrThrow(await engine.as(caller, accounts.createApiToken("scores", "read", facility.id)))
    expect(apiToken.token).toMatch(/^vt_/)
    expect(
      refusalWords(await engine.as(caller, accounts.createApiToken("elsewhere", "read", facility.id + 1))),
    ).toEqual(["Unprocessable", "A token is limited to a club you have a role at."])

    Either.getOrThrow(await engine.as(visitor, accounts.forgotPassword(email, "192.0.2.3", SITE)))
    const reset = await mailedToken(email)
    Either.getOrThrow(await engine.as(visitor, accounts.resetPassword(reset, "a new long password")))
    expect(refusalOf(await engine.as(visitor, accounts.resetPassword(reset, "another long password")))._tag).toBe(
      "Unprocessable",
    )
    const tokens = Either.getOrThrow(
      await engine.as(
        caller,
        Effect.flatMap(Accounts, (a) => a.apiTokens),
      ),
    )
    expect(tokens.every((t) => t.revoked_at !== null)).toBe(true)
    Either.getOrThrow(await engine.as(visitor, accounts.signIn(email, "a new long password", "192.0.2.3")))

    // Nobody learns from a reset asked for an address without an account.
    Either.getOrThrow(await engine.as(visitor, accounts.forgotPassword(address(), "192.0.2.3", SITE)))
  })

  it("are made, and their passwords set, by the server's operator only", async () => {
    const player = await engine.person()
    const operator = { userId: undefined, platformAdmin: true, roles: [] }
    expect(
      refusalOf(
        await engine.as(
          player.caller,
          accounts.createAccount({ email: address(), first_name: "A", last_name: "B", platform_admin: true }),
        ),
      )._tag,
    ).toBe("Forbidden")
    const made = Either.getOrThrow(
      await engine.as(
        operator,
        accounts.createAccount({ email: address(), first_name: "A", last_name: "B", platform_admin: false }),
      ),
    )
    expect(made.generated).toBe(true)
    expect(
      refusalOf(
        await engine.as(
          operator,
          accounts.createAccount({ email: made.user.email!, first_name: "A", last_name: "B", platform_admin: false }),
        ),
      )._tag,
    ).toBe("Conflict")
    expect(refusalOf(await engine.as(player.caller, accounts.setPassword(made.user.id, undefined)))._tag).toBe(
      "Forbidden",
    )
    const set = Either.getOrThrow(await engine.as(operator, accounts.setPassword(made.user.id, "chosen long password")))
    expect(set).toEqual({ password: "chosen long password", generated: false })
  })
})
