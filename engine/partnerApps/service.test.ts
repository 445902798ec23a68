import * as crypto from "node:crypto"
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { type AuthorizeRequest, PartnerApps } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const apps = Effect.serviceFunctions(PartnerApps)
const REDIRECT = "https://app.example.com/callback"
const verifier = crypto.randomBytes(32).toString("base64url")
const challenge = crypto.createHash("sha256").update(verifier).digest("base64url")

/** A club with its owner, and an app the platform's admin registered (confidential unless told). */
const clubAndApp = async (confidential = true) => {
  const facility = await engine.facility()
  const owner = await engine.person([facility.id, "owner"])
  const admin = await engine.person()
  const registered = Either.getOrThrow(
    await engine.as(
      { ...admin.caller, platformAdmin: true },
      apps.register({
        name: " Ladder app ",
        description: "Ladders for the club",
        homepage_url: "https://app.example.com",
        redirect_uris: [REDIRECT],
        confidential,
        scope: "write",
        rate_per_minute: 60,
      }),
    ),
  )
  const request: AuthorizeRequest = {
    response_type: "code",
    client_id: registered.app.client_id,
    redirect_uri: REDIRECT,
    scope: "read",
    state: "s1",
    code_challenge: challenge,
    code_challenge_method: "S256",
  }
  const auth = {
    client_id: registered.app.client_id,
    ...(registered.client_secret === null ? {} : { client_secret: registered.client_secret }),
  }
  return { facility, owner, admin, registered, request, auth }
}

const codeOf = (redirect: string) => new URL(redirect).searchParams.get("code")!

describe("partner apps", () => {
  it("are registered by the platform's admins only; a confidential app's secret is shown once", async () => {
    const { facility, owner, registered } = await clubAndApp()
    expect(registered.app.name).toBe("Ladder app")
    expect(registered.client_secret).toMatch(/^vas_/)
    expect(JSON.stringify(registered.app)).not.toContain(registered.client_secret!)
    expect(
      refusalOf(
        await engine.as(
          owner.caller,
          apps.register({
            name: "Mine",
            description: "",
            homepage_url: null,
            redirect_uris: [REDIRECT],
            confidential: false,
            scope: "read",
            rate_per_minute: 60,
          }),
        ),
      )._tag,
    ).toBe("Forbidden")
    expect(refusalOf(await engine.as(owner.caller, apps.grants(facility.id + 1)))._tag).toBe("Forbidden")
  })

  it("reach a club when its owner consents in person; the code is exchanged once, with its verifier", async () => {
    const { facility, owner, request, auth } = await clubAndApp()
    const asked = Either.getOrThrow(await engine.as(owner.caller, apps.consentRequest(request)))
    expect(asked).toMatchObject({ scope: "read", facility_ids: [facility.id] })
    expect(
      refusalWords(await engine.as({ ...owner.caller, byToken: true }, apps.consent(request, facility.id, true))),
    ).toEqual(["Forbidden", "Sign in to do this; an API token cannot."])
    expect(
      refusalWords(
        await engine.as(owner.caller, apps.consentRequest({ ...request, redirect_uri: "https://evil.example.com/" })),
      ),
    ).toEqual(["Unprocessable", "This redirect address is not one the app registered."])

    const denied = Either.getOrThrow(await engine.as(owner.caller, apps.consent(request, facility.id, false)))
    expect(new URL(denied.redirect_to).searchParams.get("error")).toBe("access_denied")
    const given = Either.getOrThrow(await engine.as(owner.caller, apps.consent(request, facility.id, true)))
    expect(new URL(given.redirect_to).searchParams.get("state")).toBe("s1")
    // A wrong verifier spends the code: whoever stole it gets one guess.
    const stolen = { grant_type: "authorization_code", code: codeOf(given.redirect_to), redirect_uri: REDIRECT }
    for (const code_verifier of ["x".repeat(43), verifier])
      expect(refusalOf(await engine.as(owner.caller, apps.token({ ...stolen, code_verifier }, auth)))).toMatchObject({
        _tag: "OAuthError",
        error: "invalid_grant",
      })

    const again = Either.getOrThrow(await engine.as(owner.caller, apps.consent(request, facility.id, true)))
    const exchange = { grant_type: "authorization_code", code: codeOf(again.redirect_to), redirect_uri: REDIRECT }
    const tokens = Either.getOrThrow(
      await engine.as(owner.caller, apps.token({ ...exchange, code_verifier: verifier }, auth)),
    )
    expect(tokens).toMatchObject({ token_type: "Bearer", scope: "read", facility_id: facility.id })
    const refresh = (refresh_token: string | undefined) =>
      engine.as(owner.caller, apps.token({ grant_type: "refresh_token", refresh_token }, auth))
    const renewed = Either.getOrThrow(await refresh(tokens.refresh_token))
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token)
    expect(refusalOf(await refresh(tokens.refresh_token))).toMatchObject({ _tag: "OAuthError", error: "invalid_grant" })
    // A refresh token used twice was stolen: every token of the grant ends, the renewed one too.
    expect(refusalOf(await refresh(renewed.refresh_token))).toMatchObject({
      _tag: "OAuthError",
      error: "invalid_grant",
    })
    expect(
      refusalOf(await engine.as(owner.caller, apps.token({ ...exchange, code_verifier: verifier }, auth))),
    ).toMatchObject({ _tag: "OAuthError", error: "invalid_grant" })
  })

  it("prove themselves: a wrong secret is an invalid client, and client credentials need the club's grant", async () => {
    const { facility, owner, request, auth } = await clubAndApp()
    const other = await engine.facility()
    expect(
      refusalOf(
        await engine.as(
          owner.caller,
          apps.token(
            { grant_type: "client_credentials", facility_id: facility.id },
            { ...auth, client_secret: "vas_x" },
          ),
        ),
      ),
    ).toMatchObject({ _tag: "OAuthError", error: "invalid_client" })
    expect(
      refusalOf(
        await engine.as(owner.caller, apps.token({ grant_type: "client_credentials", facility_id: other.id }, auth)),
      ),
    ).toMatchObject({ _tag: "OAuthError", error: "invalid_grant" })
    Either.getOrThrow(await engine.as(owner.caller, apps.consent(request, facility.id, true)))
    const byCredentials = Either.getOrThrow(
      await engine.as(owner.caller, apps.token({ grant_type: "client_credentials", facility_id: facility.id }, auth)),
    )
    expect(byCredentials).toMatchObject({ facility_id: facility.id, scope: "read" })
    expect(byCredentials).not.toHaveProperty("refresh_token")

    const publicApp = await clubAndApp(false)
    expect(
      refusalOf(
        await engine.as(
          publicApp.owner.caller,
          apps.token({ grant_type: "client_credentials", facility_id: publicApp.facility.id }, publicApp.auth),
        ),
      ),
    ).toMatchObject({ _tag: "OAuthError", error: "unauthorized_client" })
  })

  it("lose a club's grant when its admin ends it; another club's admin cannot end it", async () => {
    const { facility, owner, request, auth } = await clubAndApp()
    const stranger = await engine.person([(await engine.facility()).id, "owner"])
    Either.getOrThrow(await engine.as(owner.caller, apps.consent(request, facility.id, true)))
    const [grant] = Either.getOrThrow(await engine.as(owner.caller, apps.grants(facility.id)))
    expect(refusalOf(await engine.as(stranger.caller, apps.revokeGrant(facility.id, grant!.id)))._tag).toBe("Forbidden")
    Either.getOrThrow(await engine.as(owner.caller, apps.revokeGrant(facility.id, grant!.id)))
    expect(
      refusalOf(
        await engine.as(owner.caller, apps.token({ grant_type: "client_credentials", facility_id: facility.id }, auth)),
      ),
    ).toMatchObject({ _tag: "OAuthError", error: "invalid_grant" })
  })

  it("tell an app's resource server whether its token is live (RFC 7662), and nothing to another app", async () => {
    const { facility, owner, request, auth } = await clubAndApp()
    const other = await clubAndApp()
    Either.getOrThrow(await engine.as(owner.caller, apps.consent(request, facility.id, true)))
    const token = Either.getOrThrow(
      await engine.as(owner.caller, apps.token({ grant_type: "client_credentials", facility_id: facility.id }, auth)),
    )
    const facts = Either.getOrThrow(await engine.as(owner.caller, apps.introspect(token.access_token, auth)))
    expect(facts).toMatchObject({
      active: true,
      scope: "read",
      client_id: auth.client_id,
      token_type: "Bearer",
      sub: String(owner.caller.userId),
      facility_id: facility.id,
    })
    expect(facts.active && facts.exp - facts.iat).toBe(3600)
    expect(Either.getOrThrow(await engine.as(owner.caller, apps.introspect(token.access_token, other.auth)))).toEqual({
      active: false,
    })
    expect(Either.getOrThrow(await engine.as(owner.caller, apps.introspect("vat_unknown", auth)))).toEqual({
      active: false,
    })
    Either.getOrThrow(await engine.as(owner.caller, apps.revoke(token.access_token, auth)))
    expect(Either.getOrThrow(await engine.as(owner.caller, apps.introspect(token.access_token, auth)))).toEqual({
      active: false,
    })
  })

  it("of a club's own are registered by its owner or admin, reach that club only, and are retired by it", async () => {
    const facility = await engine.facility()
    const other = await engine.facility()
    const owner = await engine.person([facility.id, "owner"])
    const manager = await engine.person([facility.id, "manager"])
    const otherOwner = await engine.person([other.id, "owner"])
    Object.assign(owner.caller, { roles: [...owner.caller.roles, { facility_id: other.id, role: "owner" }] })
    const app = {
      name: "Our scheduler",
      description: "",
      homepage_url: null,
      redirect_uris: [REDIRECT],
      confidential: true,
      scope: "write" as const,
      rate_per_minute: 60,
    }
    expect(refusalOf(await engine.as(manager.caller, apps.registerForClub(facility.id, app)))._tag).toBe("Forbidden")
    const registered = Either.getOrThrow(await engine.as(owner.caller, apps.registerForClub(facility.id, app)))
    expect(registered.app.facility_id).toBe(facility.id)
    const auth = { client_id: registered.app.client_id, client_secret: registered.client_secret! }
    // Registering let it in: its own token by client credentials, at once, and none at another club.
    const token = Either.getOrThrow(
      await engine.as(owner.caller, apps.token({ grant_type: "client_credentials", facility_id: facility.id }, auth)),
    )
    expect(token).toMatchObject({ facility_id: facility.id, scope: "write" })
    const request: AuthorizeRequest = {
      response_type: "code",
      client_id: registered.app.client_id,
      redirect_uri: REDIRECT,
      scope: "read",
      code_challenge: challenge,
      code_challenge_method: "S256",
    }
    expect(Either.getOrThrow(await engine.as(owner.caller, apps.consentRequest(request))).facility_ids).toEqual([
      facility.id,
    ])
    expect(refusalWords(await engine.as(owner.caller, apps.consent(request, other.id, true)))).toEqual([
      "Unprocessable",
      "This app is another club's own: it reaches that club only.",
    ])
    // The database holds it too, whatever the code above it does.
    const elsewhere = await engine.sql((sql) =>
      Effect.either(sql`insert into app_grants (facility_id, app_id, user_id, scope)
        values (${other.id}, ${registered.app.id}, ${otherOwner.caller.userId}, 'read')`),
    )
    expect(Either.isLeft(elsewhere) && String((elsewhere.left.cause as Error).message)).toMatch(
      /granted at that club only/,
    )

    expect(
      Either.getOrThrow(await engine.as(owner.caller, apps.clubApps(facility.id))).map((a) => a.client_id),
    ).toEqual([registered.app.client_id])
    expect(refusalOf(await engine.as(otherOwner.caller, apps.clubApps(facility.id)))._tag).toBe("Forbidden")
    expect(refusalOf(await engine.as(otherOwner.caller, apps.retireClubApp(other.id, registered.app.id)))._tag).toBe(
      "NotFound",
    )
    Either.getOrThrow(await engine.as(owner.caller, apps.retireClubApp(facility.id, registered.app.id)))
    const [retired] = Either.getOrThrow(await engine.as(owner.caller, apps.clubApps(facility.id)))
    expect(retired?.retired_at).not.toBeNull()
    // A retired app no longer proves itself, so nothing it holds is spent again.
    expect(refusalOf(await engine.as(owner.caller, apps.introspect(token.access_token, auth)))).toMatchObject({
      error: "invalid_client",
    })
  })
})
