import { Effect, Either, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalWords, visitor } from "../../fixtures/testing/refusals"
import { PartnerApps } from "../partnerApps/service"
import { Accounts } from "./service"
import { Identities } from "./identities"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const identities = Effect.serviceFunctions(Identities)
const accounts = Effect.serviceFunctions(Accounts)
const operator = { userId: undefined, platformAdmin: true, roles: [] }

/** A person with a password, signed in: their session's cookie and caller. */
const signedIn = async (facilityId: number) => {
  const email = `identity-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`
  const made = Either.getOrThrow(
    await engine.as(
      operator,
      accounts.createAccount({
        email,
        first_name: "Ida",
        last_name: "Identity",
        password: "a long password 9",
        platform_admin: false,
      }),
    ),
  )
  const session = Either.getOrThrow(await engine.as(visitor, accounts.signIn(email, "a long password 9", "192.0.2.9")))
  const caller = {
    userId: made.user.id,
    platformAdmin: false,
    roles: [{ facility_id: facilityId, role: "player" as const }],
  }
  return { user: made.user, cookie: session.token, caller }
}

describe("who calls", () => {
  it("by session cookie: the holder of a live session, nobody after signing out", async () => {
    const facility = await engine.facility()
    const { user, cookie } = await signedIn(facility.id)
    const found = Either.getOrThrow(await engine.as(visitor, identities.bySession(cookie)))
    expect(Option.getOrThrow(found).user.id).toBe(user.id)
    expect(Option.isNone(Either.getOrThrow(await engine.as(visitor, identities.bySession("not-a-session"))))).toBe(true)
    Either.getOrThrow(await engine.as(visitor, accounts.signOut(Option.getOrThrow(found).digest)))
    Either.getOrThrow(
      await engine.as(
        visitor,
        Effect.flatMap(Identities, (i) => i.afterWrite),
      ),
    )
    expect(Option.isNone(Either.getOrThrow(await engine.as(visitor, identities.bySession(cookie))))).toBe(true)
  })

  it("by bearer token: the token's holder within its scope and club; a revoked or malformed one is refused", async () => {
    const facility = await engine.facility()
    const { user, caller } = await signedIn(facility.id)
    const token = Either.getOrThrow(await engine.as(caller, accounts.createApiToken("scores", "read", facility.id)))
    const who = Either.getOrThrow(await engine.as(visitor, identities.byBearer(`Bearer ${token.token}`)))
    expect(who).toMatchObject({ scope: "read", facilityId: facility.id, app: undefined })
    expect(who.user.id).toBe(user.id)

    expect(refusalWords(await engine.as(visitor, identities.byBearer(`Token ${token.token}`)))).toEqual([
      "Unauthorized",
      'The Authorization header must be "Bearer <token>".',
    ])
    Either.getOrThrow(await engine.as(caller, accounts.revokeApiToken(token.id)))
    expect(refusalWords(await engine.as(visitor, identities.byBearer(`Bearer ${token.token}`)))).toEqual([
      "Unauthorized",
      "The API token is unknown or revoked.",
    ])
    expect(refusalWords(await engine.as(visitor, identities.byBearer("Bearer vat_unknown")))).toEqual([
      "Unauthorized",
      "The app's token is unknown, expired or revoked.",
    ])
  })

  it("names the club of a record for a policy, and a record nobody has as not found", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const reservation = await engine.booking(facility.id, player.id, 24)
    expect(Either.getOrThrow(await engine.as(visitor, identities.facilityOf("reservation", reservation)))).toBe(
      facility.id,
    )
    expect(refusalWords(await engine.as(visitor, identities.facilityOf("reservation", 2_000_000_000)))).toEqual([
      "NotFound",
      "Reservation was not found.",
    ])
  })

  it("counts an app's calls at a club against its limit a minute", async () => {
    const facility = await engine.facility()
    const app = { id: await appId(), ratePerMinute: 2 }
    const standings = []
    for (let i = 0; i < 3; i++)
      standings.push(Either.getOrThrow(await engine.as(visitor, identities.countAppCall(app, facility.id))))
    expect(standings.map((s) => [s.remaining, s.refused])).toEqual([
      [1, false],
      [0, false],
      [0, true],
    ])
  })
})

/** A partner app's id, as the platform's admin registered it, allowed two calls a minute. */
const appId = async () =>
  Either.getOrThrow(
    await engine.as(
      operator,
      Effect.flatMap(PartnerApps, (apps) =>
        apps.register({
          name: "Counted",
          description: "",
          homepage_url: null,
          redirect_uris: ["https://app.example.com/cb"],
          confidential: false,
          scope: "read",
          rate_per_minute: 2,
        }),
      ),
    ),
  ).app.id
