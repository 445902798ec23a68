import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listenFakeEventbrite } from "../../adapters/providers/eventbrite/fakeServer"
import { makeClinicClub } from "../../fixtures/testing/clinics"
import { startEngine } from "../../fixtures/testing/engine"
import { ClinicListings } from "./clinicListings"
import { Clinics } from "./service"
import { Enrolments } from "./enrolments"

const TOKENS = { "club-token": "org-1", "other-token": "org-2" }
let eventbrite: Awaited<ReturnType<typeof listenFakeEventbrite>>
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  eventbrite = await listenFakeEventbrite(TOKENS)
  engine = await startEngine({ EVENTBRITE_URL: eventbrite.url })
})
afterAll(async () => {
  await engine?.close()
  await eventbrite?.close()
})

const listings = Effect.serviceFunctions(ClinicListings)
const clinics = Effect.serviceFunctions(Clinics)
const enrolments = Effect.serviceFunctions(Enrolments)
const LISTING = {
  event_format: "class",
  game_description: "Drills and live ball.",
  league_name: "Winter League",
} as const

const connectedClub = async () => {
  const club = await makeClinicClub(engine, { capacity: 6 })
  await engine.credential(club.facility.id, "eventbrite", { token: "club-token", company_id: "org-1" })
  return club
}
const failure = (result: Either.Either<unknown, { message: string }>) =>
  Either.isLeft(result) ? result.left.message : "succeeded"
const listingRows = (lessonId: number) =>
  engine.sql((sql) => sql`select external_id from clinic_lesson_listings where clinic_lesson_id = ${lessonId}`)

describe("listing clinic sessions on Eventbrite", () => {
  it("lists the next session as a published event with its places left, and a second sync updates the same event", async () => {
    const { manager, clinic, sessions, price, facility } = await connectedClub()
    const player = await engine.person([facility.id, "player"])
    Either.getOrThrow(
      await engine.as(
        player.caller,
        enrolments.enrol(clinic.id, {
          facility_id: facility.id,
          clinic_price_id: price.id,
          units: 1,
          lesson_ids: [sessions[0]!.id],
          waitlist: false,
        }),
      ),
    )
    const first = Either.getOrThrow(
      await engine.as(manager.caller, listings.sync("eventbrite", clinic.id, "auto", LISTING)),
    )
    expect(first).toMatchObject({ clinic_lesson_id: sessions[0]!.id, service: "eventbrite", event_format: "class" })
    const event = eventbrite.events().find((e) => e.id === first.external_id)!
    expect(event).toMatchObject({
      organization_id: "org-1",
      status: "live",
      name: { text: "Winter League: Cardio Tennis" },
      currency: "USD",
      capacity: 6,
      format_id: "9",
      start: { timezone: "America/New_York", utc: new Date(sessions[0]!.starts_at).toISOString().replace(".000", "") },
    })
    expect(Date.parse(event.end.utc) - Date.parse(event.start.utc)).toBe(3600_000)
    expect(event.ticket_classes).toEqual([expect.objectContaining({ quantity_total: 5, free: true })])
    expect(first.url).toBe(event.url)

    const again = Either.getOrThrow(
      await engine.as(
        manager.caller,
        listings.sync("eventbrite", clinic.id, sessions[0]!.id, {
          ...LISTING,
          league_name: null,
          event_format: "camp",
        }),
      ),
    )
    expect(again.external_id).toBe(first.external_id)
    expect(eventbrite.events().filter((e) => e.id === first.external_id)).toHaveLength(1)
    expect(eventbrite.events().find((e) => e.id === first.external_id)).toMatchObject({
      name: { text: "Cardio Tennis" },
      format_id: "18",
      ticket_classes: [expect.objectContaining({ id: first.ticket_ref })],
    })
    expect(await listingRows(sessions[0]!.id)).toHaveLength(1)
  })

  it("escapes what the club wrote, so the listing carries no markup of its own", async () => {
    const { manager, clinic } = await connectedClub()
    const listed = Either.getOrThrow(
      await engine.as(
        manager.caller,
        listings.sync("eventbrite", clinic.id, "auto", { ...LISTING, game_description: "<script>x()</script> & more" }),
      ),
    )
    const event = eventbrite.events().find((e) => e.id === listed.external_id)!
    expect(event.description.html).toContain("&lt;script&gt;x()&lt;/script&gt; &amp; more")
  })

  it("refuses a cancelled session, a club that has not connected Eventbrite, and a token Eventbrite refuses, writing nothing", async () => {
    const { manager, clinic, sessions } = await connectedClub()
    await engine.sql(
      (sql) => sql`update reservations set status = 'admin_cancelled' where id = ${sessions[1]!.reservation_id}`,
    )
    expect(
      failure(await engine.as(manager.caller, listings.sync("eventbrite", clinic.id, sessions[1]!.id, LISTING))),
    ).toBe("That session is cancelled; it cannot be listed.")

    const unconnected = await makeClinicClub(engine)
    expect(
      failure(
        await engine.as(
          unconnected.manager.caller,
          listings.sync("eventbrite", unconnected.clinic.id, "auto", LISTING),
        ),
      ),
    ).toMatch(/has not connected Eventbrite/)

    const wrong = await makeClinicClub(engine)
    await engine.credential(wrong.facility.id, "eventbrite", { token: "revoked", company_id: "org-9" })
    expect(
      failure(await engine.as(wrong.manager.caller, listings.sync("eventbrite", wrong.clinic.id, "auto", LISTING))),
    ).toBe("Eventbrite refused the club's token: The OAuth token you provided was invalid.")
    for (const id of [...sessions, ...unconnected.sessions, ...wrong.sessions].map((s) => s.id))
      expect(await listingRows(id)).toEqual([])
  })

  it("takes back an event it could not finish, so the next try lists the session once", async () => {
    const { manager, clinic, sessions } = await connectedClub()
    const before = eventbrite.events().length
    eventbrite.failNext("/ticket_classes/")
    expect(failure(await engine.as(manager.caller, listings.sync("eventbrite", clinic.id, "auto", LISTING)))).toBe(
      "Eventbrite has trouble (An unexpected error occurred.); try again later.",
    )
    expect(eventbrite.events()).toHaveLength(before)
    expect(await listingRows(sessions[0]!.id)).toEqual([])
    Either.getOrThrow(await engine.as(manager.caller, listings.sync("eventbrite", clinic.id, "auto", LISTING)))
    expect(eventbrite.events()).toHaveLength(before + 1)
  })

  it("is for the club's managers: its desk is refused, another club's manager finds no clinic", async () => {
    const { clinic, facility } = await connectedClub()
    const desk = await engine.person([facility.id, "front_desk"])
    expect(failure(await engine.as(desk.caller, listings.sync("eventbrite", clinic.id, "auto", LISTING)))).toBe(
      "Only the club's managers list its clinics elsewhere.",
    )
    const other = await makeClinicClub(engine)
    expect(
      failure(await engine.as(other.manager.caller, listings.sync("eventbrite", clinic.id, "auto", LISTING))),
    ).toBe("Clinic was not found.")
    expect(
      Either.isRight(await engine.as(other.manager.caller, clinics.show(other.clinic.id, other.facility.id, "auto"))),
    ).toBe(true)
  })
})
