import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { listenFakeDupr } from "../../providers/dupr/fakeServer"
import { outboxFor } from "../../sql/mailOutbox"

let server: TestServer
let dupr: Awaited<ReturnType<typeof listenFakeDupr>>
beforeAll(async () => {
  dupr = await listenFakeDupr("test-dupr-key")
  server = await startTestServer({ DUPR_URL: dupr.url, DUPR_API_KEY: "test-dupr-key" })
})
afterAll(async () => {
  await server.close()
  await dupr.close()
})

const query = <A extends object>(text: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, text) as Effect.Effect<ReadonlyArray<A>>)

describe("families and guardians", () => {
  it("adds a few children a day, not dozens: each would be another place in line for a freed court", async () => {
    const club = await makeFacility(server)
    const { client: parent } = await makeUser(server, { roles: [[club.id, "player"]] })
    const add = (n: number) => parent.post("/api/users/add_to_family", { first_name: `Kid${n}`, last_name: "Many" })
    for (let n = 0; n < 5; n++) expect((await add(n)).status).toBe(201)
    const sixth = await add(5)
    expect([sixth.status, sixth.body.message]).toEqual([
      429,
      "A guardian adds at most 5 children a day; ask the club to add more.",
    ])
    expect((await parent.get("/api/users/childrens")).body).toHaveLength(5)
  })

  it("a guardian acts for a handled child, and is refused for a child they do not handle", async () => {
    const club = await makeFacility(server)
    const { client: parent, user: parentUser } = await makeUser(server, { roles: [[club.id, "player"]] })
    const { client: stranger } = await makeUser(server, { roles: [[club.id, "player"]] })

    const added = await parent.post("/api/users/add_to_family", {
      first_name: "Leo",
      last_name: "Junior",
      birth_date: "2016-04-02",
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      handled: true,
      name: "child",
      direction: "related",
      user: { first_name: "Leo", email: null, public_profile: false },
    })
    const child = added.body.user.id as number

    // The child joined the guardian's club, and is listed as theirs.
    expect((await parent.get("/api/users/childrens")).body.map((u: { id: number }) => u.id)).toEqual([child])
    expect((await parent.get("/api/users/handled_users")).body.map((u: { id: number }) => u.id)).toEqual([child])

    // Acting for the child: profile, ratings, billing address, activity.
    expect((await parent.get(`/api/users/${child}`)).body.first_name).toBe("Leo")
    expect((await parent.put(`/api/users/${child}`, { first_name: "Leon" })).body.first_name).toBe("Leon")
    expect((await parent.post(`/api/users/${child}/ratings`, { provider: "utr", rating: 3.5 })).status).toBe(201)
    expect((await parent.post("/api/billing_addresses", { user_id: child, address: "1 Court Lane" })).status).toBe(201)
    expect((await parent.get(`/api/users/activity?user_id=${child}`)).body.length).toBeGreaterThan(0)

    // Someone who does not handle the child is refused everywhere.
    expect((await stranger.get(`/api/users/${child}`)).status).toBe(404)
    expect((await stranger.put(`/api/users/${child}`, { first_name: "Hacked" })).status).toBe(404)
    expect((await stranger.post(`/api/users/${child}/ratings`, { provider: "dupr", rating: 5 })).status).toBe(404)
    expect((await stranger.post("/api/billing_addresses", { user_id: child, address: "Elsewhere" })).status).toBe(404)
    expect((await stranger.get(`/api/users/activity?user_id=${child}`)).status).toBe(404)
    expect((await parent.get(`/api/users/${child}`)).body.first_name).toBe("Leon")

    // Acting for an existing account is a request the person accepts themself; an unhandled link is fine.
    const { user: adult, client: adultClient } = await makeUser(server, { roles: [[club.id, "player"]] })
    const asked = await parent.post("/api/users/add_to_family", {
      related_user_id: adult.id,
      handled: true,
      name: "partner",
    })
    expect(asked.status).toBe(201)
    expect(asked.body).toMatchObject({ handled: false, awaiting_acceptance: true })
    expect((await parent.get(`/api/users/${adult.id}`)).status).toBe(404)
    expect((await parent.post("/api/users/add_to_family", { related_user_id: adult.id, handled: false })).status).toBe(
      409,
    )
    expect((await parent.post("/api/users/add_to_family", { related_user_id: parentUser.id })).status).toBe(422)
    const family = await parent.get("/api/users/family")
    expect(family.body.map((m: { user: { id: number }; handled: boolean }) => [m.user.id, m.handled])).toEqual([
      [child, true],
      [adult.id, false],
    ])
    // Until they say yes, the asker sees the name they typed and nothing of the person's own.
    expect(family.body[1].user).toMatchObject({ first_name: "partner", last_name: "", email: null, phone: null })
    expect(JSON.stringify(family.body)).not.toContain(adult.email)
    // Nobody else accepts for them; they see the request and say yes.
    expect((await stranger.post("/api/users/accept_guardian", { user_id: parentUser.id })).status).toBe(404)
    const theirs = await adultClient.get("/api/users/family")
    expect(theirs.body).toEqual([
      expect.objectContaining({ direction: "guardian", handled: false, awaiting_acceptance: true }),
    ])
    const accepted = await adultClient.post("/api/users/accept_guardian", { user_id: parentUser.id })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ direction: "guardian", handled: true, awaiting_acceptance: false })
    expect((await parent.get(`/api/users/${adult.id}`)).status).toBe(200)
    expect((await adultClient.post("/api/users/accept_guardian", { user_id: parentUser.id })).status).toBe(404)

    expect((await parent.post("/api/users/remove_from_family", { related_user_id: child })).status).toBe(204)
    expect((await parent.get(`/api/users/${child}`)).status).toBe(404)
    expect((await parent.post("/api/users/remove_from_family", { related_user_id: child })).status).toBe(404)
  })
})

describe("contacts and claiming an account", () => {
  it("staff create a contact without a password; the person claims it with the mailed code", async () => {
    const club = await makeFacility(server)
    const { client: desk } = await makeUser(server, { roles: [[club.id, "front_desk"]] })
    const created = await desk.post("/api/users/create_contact", {
      facility_id: club.id,
      first_name: "Casey",
      last_name: "Contact",
      email: "casey@example.com",
      birth_date: "1990-05-01",
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ has_password: false, birth_date: "1990-05-01" })
    const id = created.body.id as number
    expect((await new TestClient(server.url).signIn("casey@example.com", "anything at all")).status).toBe(401)
    expect(
      (
        await desk.post("/api/users/create_contact", {
          facility_id: club.id,
          first_name: "X",
          last_name: "Y",
          email: "CASEY@example.com",
        })
      ).status,
    ).toBe(409)

    expect((await desk.post(`/api/users/${id}/send_reconfirmation_email`)).status).toBe(202)
    const mail = (await server.run(outboxFor("casey@example.com"))).at(-1)!
    const code = /code (\d{6})/.exec(mail.body)![1]!

    const anyone = new TestClient(server.url)
    expect(
      (await anyone.put(`/api/users/${id}/verify_account_code`, { code: "000000", password: "casey's password" })).body
        .message,
    ).toBe("The code is wrong.")
    expect((await anyone.put(`/api/users/${id}/verify_account_code`, { code, password: "short" })).status).toBe(422)
    expect(
      (await anyone.put(`/api/users/${id}/verify_account_code`, { code, password: "casey's password" })).status,
    ).toBe(204)
    expect((await anyone.signIn("casey@example.com", "casey's password")).status).toBe(200)
    expect(
      (await anyone.put(`/api/users/${id}/verify_account_code`, { code, password: "again and again" })).status,
    ).toBe(422)
    expect((await desk.post(`/api/users/${id}/send_reconfirmation_email`)).status).toBe(422)
  })

  it("stops guessing after five wrong codes", async () => {
    const club = await makeFacility(server)
    const { client: desk } = await makeUser(server, { roles: [[club.id, "front_desk"]] })
    const id = (
      await desk.post("/api/users/create_contact", {
        facility_id: club.id,
        first_name: "G",
        last_name: "Uess",
        email: "guess@example.com",
      })
    ).body.id
    await desk.post(`/api/users/${id}/send_reconfirmation_email`)
    const anyone = new TestClient(server.url)
    for (let i = 0; i < 5; i++)
      expect(
        (await anyone.put(`/api/users/${id}/verify_account_code`, { code: `11111${i}`, password: "whatever pw" }))
          .status,
      ).toBe(422)
    expect(
      (await anyone.put(`/api/users/${id}/verify_account_code`, { code: "111115", password: "whatever pw" })).status,
    ).toBe(429)
  })
})

describe("removing a member", () => {
  it("anonymises a contact the club made that belongs nowhere else, keeping their row and records", async () => {
    const club = await makeFacility(server)
    const other = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[club.id, "manager"]] })
    const leaving = (
      await manager.post("/api/users/create_contact", {
        facility_id: club.id,
        first_name: "Lee",
        last_name: "Leaving",
        email: `lee-${Date.now()}@example.com`,
      })
    ).body as { id: number }
    const { user: staying } = await makeUser(server, {
      roles: [
        [club.id, "player"],
        [other.id, "player"],
      ],
    })
    await query(
      (sql) =>
        sql`insert into user_activity (facility_id, user_id, actor_id, kind, description) values (${club.id}, ${leaving.id}, ${leaving.id}, 'paid', 'A payment')`,
    )

    const removed = await manager.put(`/api/users/${leaving.id}/destroy_by_manager`, { facility_id: club.id })
    expect(removed.body).toEqual({ removed: true, anonymized: true })
    const [row] = await query<{ email: string | null; first_name: string; anonymized_at: string | null }>(
      (sql) => sql`select email, first_name, anonymized_at from users where id = ${leaving.id}`,
    )
    expect(row).toMatchObject({ email: null, first_name: "Former" })
    expect(row!.anonymized_at).not.toBeNull()
    // Their history stays attached to the same person row.
    const history = await query(
      (sql) => sql`select 1 from user_activity where user_id = ${leaving.id} and kind = 'paid'`,
    )
    expect(history).toHaveLength(1)

    expect((await manager.put(`/api/users/${staying.id}/destroy_by_manager`, { facility_id: club.id })).body).toEqual({
      removed: true,
      anonymized: false,
    })
    expect((await manager.put(`/api/users/${staying.id}/destroy_by_manager`, { facility_id: club.id })).status).toBe(
      404,
    )
    expect((await manager.put(`/api/users/${staying.id}/destroy_by_manager`, { facility_id: other.id })).status).toBe(
      403,
    )
  })

  it("never erases an account someone signed up for, and removes only roles below the remover's", async () => {
    const club = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[club.id, "manager"]] })
    const { user: admin } = await makeUser(server, { roles: [[club.id, "admin"]] })
    const { user: member, client: memberClient, email } = await makeUser(server, { roles: [[club.id, "player"]] })
    const { user: platformAdmin } = await makeUser(server, { roles: [[club.id, "player"]], platformAdmin: true })

    const overRank = await manager.put(`/api/users/${admin.id}/destroy_by_manager`, { facility_id: club.id })
    expect(overRank.status).toBe(403)
    expect(overRank.body.message).toBe("As manager you may not remove someone who is admin.")

    for (const person of [member, platformAdmin]) {
      const removed = await manager.put(`/api/users/${person.id}/destroy_by_manager`, { facility_id: club.id })
      expect(removed.body).toEqual({ removed: true, anonymized: false })
    }
    const [kept] = await query<{ email: string | null; anonymized_at: string | null }>(
      (sql) => sql`select email, anonymized_at from users where id = ${member.id}`,
    )
    expect(kept).toEqual({ email, anonymized_at: null })
    expect((await memberClient.get("/api/session")).body.user.id).toBe(member.id)
  })
})

describe("ratings", () => {
  const bounds: ReadonlyArray<[string, number, number]> = [
    ["dupr", 2, 8],
    ["utr", 1, 16.5],
    ["rpr", 0, 21],
    ["club_locker", 1, 21],
    ["ntrp_custom", 1, 7],
  ]

  it("keeps each provider's rating inside its range, with the API's labels", async () => {
    const club = await makeFacility(server)
    const { user, client: own } = await makeUser(server, { roles: [[club.id, "player"]] })
    const { client: desk } = await makeUser(server, { roles: [[club.id, "front_desk"]] })
    for (const [provider, min, max] of bounds) {
      // A person's own DUPR rating comes only from their proven account; the club keeps a value of its own.
      const [client, club_value] = provider === "dupr" ? [desk, { facility_id: club.id }] : [own, {}]
      expect(
        (await client.post(`/api/users/${user.id}/ratings`, { provider, rating: min - 0.01, ...club_value })).status,
        provider,
      ).toBe(422)
      expect(
        (await client.post(`/api/users/${user.id}/ratings`, { provider, rating: max + 0.01, ...club_value })).status,
        provider,
      ).toBe(422)
      const created = await client.post(`/api/users/${user.id}/ratings`, { provider, rating: min, ...club_value })
      expect(created.status, provider).toBe(201)
      expect((await client.put(`/api/users/${user.id}/ratings/${created.body.id}`, { rating: max })).body.rating).toBe(
        max,
      )
      expect(
        (await client.put(`/api/users/${user.id}/ratings/${created.body.id}`, { rating: max + 0.01 })).status,
      ).toBe(422)
    }
    const client = own
    const list = (await client.get("/api/users/ratings")).body as Array<{
      provider: string
      label: string
      rating: number
    }>
    expect(list.map((r) => [r.provider, r.label, r.rating])).toEqual([
      ["club_locker", "CLUB_LOCKER", 21],
      ["dupr", "DUPR", 8],
      ["ntrp_custom", "NRP Custom", 7],
      ["rpr", "WPR", 21],
      ["utr", "UTR", 16.5],
    ])
    const refused = await client.post(`/api/users/${user.id}/ratings`, { provider: "dupr", rating: 1.99 })
    expect(refused.body.message).toBe("A DUPR rating is from 2 to 8; 1.99 is outside.")
    expect((await client.post(`/api/users/${user.id}/ratings`, { provider: "dupr", rating: 4 })).status).toBe(422)
    expect((await client.put(`/api/users/${user.id}/rating`, { rating: 7.5 })).status).toBe(422)
    expect((await client.put(`/api/users/${user.id}/rating`, { rating: 4.5 })).body.rating).toBe(4.5)
  })

  it("links DUPR through the provider and unlinks it", async () => {
    const { user, client } = await makeUser(server)
    // The link waits for the code mailed to the address DUPR holds for the account; nothing counts before.
    const asked = await client.post(`/api/users/${user.id}/link_to_dupr`, { dupr_id: "DEMO01" })
    expect(asked.status).toBe(200)
    expect(asked.body).toMatchObject({ verification: "code_sent", sent_to: "o…n@dupr.example", ratings: [] })
    expect(asked.body.user.dupr_id).toBeNull()
    const code = /: (\d{6})\b/.exec((await TestClient.mailTo!("olivia.martin@dupr.example")) ?? "")![1]!
    expect((await client.post(`/api/users/${user.id}/verify_dupr`, { code: "000000" })).body.message).toBe(
      "The code is wrong.",
    )
    const linked = await client.post(`/api/users/${user.id}/verify_dupr`, { code })
    expect(linked.status).toBe(200)
    expect(linked.body).toMatchObject({ verification: "verified", sent_to: null })
    expect(linked.body.user.dupr_id).toBe("DEMO01")
    expect(linked.body.ratings).toEqual([expect.objectContaining({ provider: "dupr", rating: 4.38 })])
    // A code is used once; the id is one person's: someone else cannot start linking it.
    expect((await client.post(`/api/users/${user.id}/verify_dupr`, { code })).status).toBe(422)
    const { user: other, client: otherClient } = await makeUser(server)
    const taken = await otherClient.post(`/api/users/${other.id}/link_to_dupr`, { dupr_id: "DEMO01" })
    expect([taken.status, taken.body.message]).toEqual([
      409,
      "This DUPR account is linked to another person; a DUPR id is one person's.",
    ])
    // Nor type a DUPR rating in, nor guess codes without end, nor link an account DUPR gives no address for.
    const typed = await otherClient.post(`/api/users/${other.id}/ratings`, { provider: "dupr", rating: 7 })
    expect([typed.status, typed.body.message]).toEqual([
      422,
      "A DUPR rating comes from a DUPR account proven yours: link it, and its rating follows.",
    ])
    expect((await otherClient.post(`/api/users/${other.id}/link_to_dupr`, { dupr_id: "DEMO03" })).status).toBe(200)
    for (let i = 0; i < 5; i++)
      expect((await otherClient.post(`/api/users/${other.id}/verify_dupr`, { code: "123456" })).status).toBe(422)
    expect((await otherClient.post(`/api/users/${other.id}/verify_dupr`, { code: "123456" })).status).toBe(429)
    const noAddress = await otherClient.post(`/api/users/${other.id}/link_to_dupr`, { dupr_id: "DEMO04" })
    expect([noAddress.status, noAddress.body.message]).toEqual([
      422,
      "DUPR gives no e-mail address for this account, so it cannot be proven yours: ask DUPR to add one.",
    ])
    const unknown = await client.post(`/api/users/${user.id}/link_to_dupr`, { dupr_id: "NOPE99" })
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe("DUPR knows no player NOPE99.")
    const unlinked = await client.post(`/api/users/${user.id}/unlink_dupr`)
    expect(unlinked.body.dupr_id).toBeNull()
    expect((await client.get("/api/users/ratings")).body).toEqual([])
    expect((await client.post("/api/user_club_lockers", { club_locker_code: "CL-12345" })).body.club_locker_code).toBe(
      "CL-12345",
    )
    expect((await client.del("/api/user_club_lockers")).body.club_locker_code).toBeNull()
    expect((await client.post(`/api/users/${user.id}/send_nprp_questionnaire`)).status).toBe(202)
  })

  it("a shared member's linked accounts and own ratings are theirs; each club keeps its own values for them", async () => {
    const a = await makeFacility(server)
    const b = await makeFacility(server)
    const { user, client } = await makeUser(server, {
      roles: [
        [a.id, "player"],
        [b.id, "player"],
      ],
    })
    const { client: deskA } = await makeUser(server, { roles: [[a.id, "front_desk"]] })
    const { client: deskB } = await makeUser(server, { roles: [[b.id, "front_desk"]] })
    const own = await client.post(`/api/users/${user.id}/ratings`, { provider: "utr", rating: 5 })
    expect(own.body).toMatchObject({ facility_id: null, rating: 5 })
    // B's staff neither link nor unlink the person's DUPR, nor set their self-rating, nor change their own rating.
    expect((await deskB.post(`/api/users/${user.id}/link_to_dupr`, { dupr_id: "DEMO01" })).status).toBe(404)
    expect((await deskB.post(`/api/users/${user.id}/unlink_dupr`)).status).toBe(404)
    expect((await deskB.put(`/api/users/${user.id}/rating`, { rating: 6 })).status).toBe(404)
    const rewrite = await deskB.put(`/api/users/${user.id}/ratings/${own.body.id}`, { rating: 9 })
    expect([rewrite.status, rewrite.body.message]).toEqual([
      403,
      "This is the person's own rating; your club keeps a value of its own: add one.",
    ])
    // B keeps its value for them; A's staff neither see it change nor change it.
    const atB = await deskB.post(`/api/users/${user.id}/ratings`, { provider: "utr", rating: 9 })
    expect(atB.body).toMatchObject({ facility_id: b.id, rating: 9 })
    expect((await deskA.put(`/api/users/${user.id}/ratings/${atB.body.id}`, { rating: 2 })).status).toBe(404)
    const atA = await deskA.post(`/api/users/${user.id}/ratings`, { provider: "utr", rating: 4 })
    expect(atA.body).toMatchObject({ facility_id: a.id, rating: 4 })
    expect((await deskB.put(`/api/users/${user.id}/ratings/${atB.body.id}`, { rating: 8 })).body.rating).toBe(8)
    const theirs = (await client.get("/api/users/ratings")).body as Array<{
      facility_id: number | null
      rating: number
    }>
    expect(theirs.map((r) => [r.facility_id, r.rating])).toEqual([
      [null, 5],
      [a.id, 4],
      [b.id, 8],
    ])
    expect((await client.put(`/api/users/${user.id}/ratings/${atA.body.id}`, { rating: 7 })).status).toBe(404)
    // On the member's profile each club's desk reads the person's own ratings and its club's value, not the other's.
    const seenBy = async (desk: typeof deskA) =>
      ((await desk.get(`/api/users/ratings?user_id=${user.id}`)).body as Array<{ facility_id: number | null }>).map(
        (r) => r.facility_id,
      )
    expect(await seenBy(deskA)).toEqual([null, a.id])
    expect(await seenBy(deskB)).toEqual([null, b.id])
    const { client: stranger } = await makeUser(server, { roles: [[(await makeFacility(server)).id, "front_desk"]] })
    expect((await stranger.get(`/api/users/ratings?user_id=${user.id}`)).status).toBe(404)
  })
})

describe("booking passes and billing addresses", () => {
  it("staff keep passes per facility, non-resident by default; others see only their own", async () => {
    const club = await makeFacility(server)
    const other = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[club.id, "manager"]] })
    const { client: foreign } = await makeUser(server, { roles: [[other.id, "manager"]] })
    const { user: player, client: playerClient } = await makeUser(server, { roles: [[club.id, "player"]] })

    const pass = await manager.post(`/api/facilities/${club.id}/booking_passes`, {
      user_id: player.id,
      reservation_pass: true,
    })
    expect(pass.body).toMatchObject({ affiliation: "non_resident", reservation_pass: true, clinic_pass: false })
    expect((await manager.post(`/api/facilities/${club.id}/booking_passes`, { user_id: player.id })).status).toBe(409)
    expect(
      (await manager.put(`/api/facilities/${club.id}/booking_passes/${pass.body.id}`, { affiliation: "resident" })).body
        .affiliation,
    ).toBe("resident")
    expect(
      (await manager.put(`/api/facilities/${club.id}/booking_passes/${pass.body.id}`, { affiliation: "martian" }))
        .status,
    ).toBe(400)
    expect((await playerClient.get(`/api/users/${player.id}/booking_passes`)).body).toHaveLength(1)
    expect((await foreign.get(`/api/facilities/${club.id}/booking_passes`)).status).toBe(403)
    expect((await foreign.get(`/api/facilities/${other.id}/booking_passes/${pass.body.id}`)).status).toBe(404)
    expect((await playerClient.post(`/api/facilities/${club.id}/booking_passes`, { user_id: player.id })).status).toBe(
      403,
    )
    expect((await manager.del(`/api/facilities/${club.id}/booking_passes/${pass.body.id}`)).status).toBe(204)
  })

  it("lists a facility's guests for staff", async () => {
    const club = await makeFacility(server)
    const { client: desk } = await makeUser(server, { roles: [[club.id, "front_desk"]] })
    await desk.post("/api/users/create_contact", { facility_id: club.id, first_name: "Walk", last_name: "In" })
    const guests = await desk.get(`/api/guest_users?facility_id=${club.id}&q=walk`)
    expect(guests.body.map((u: { first_name: string }) => u.first_name)).toEqual(["Walk"])
  })

  it("keeps billing addresses to their owner", async () => {
    const { client: owner } = await makeUser(server)
    const { client: other } = await makeUser(server)
    const address = await owner.post("/api/billing_addresses", { address: "12 Baseline Road" })
    expect(address.status).toBe(201)
    expect((await other.put(`/api/billing_addresses/${address.body.id}`, { address: "Mine now" })).status).toBe(404)
    expect((await other.del(`/api/billing_addresses/${address.body.id}`)).status).toBe(404)
    expect(
      (await owner.put(`/api/billing_addresses/${address.body.id}`, { address: "14 Baseline Road" })).body.address,
    ).toBe("14 Baseline Road")
    expect((await owner.get("/api/billing_addresses")).body).toEqual([
      expect.objectContaining({ address: "14 Baseline Road" }),
    ])
    expect((await owner.post("/api/billing_addresses", { address: "   " })).status).toBe(400)
  })
})

describe("asking someone with an account into the family", () => {
  it("shows nothing of theirs (no e-mail, phone, birth date, PINs) until they accept; then contacts, never PINs", async () => {
    const { client: asker } = await makeUser(server)
    const { user: target, client: targetClient } = await makeUser(server)
    await query(
      (sql) =>
        sql`update users set phone = '+1 555 0100', pin_1 = '7', birth_date = '1990-02-03' where id = ${target.id}`,
    )
    const asked = await asker.post("/api/users/add_to_family", { related_user_id: target.id, handled: false })
    expect(asked.status).toBe(201)
    expect(asked.body).toMatchObject({ awaiting_acceptance: true, acting_asked: false, handled: false })
    for (const answer of [asked.text, (await asker.get("/api/users/family")).text])
      for (const secret of [target.email!, target.last_name, "555 0100", "1990-02-03", '"7"'])
        expect(answer).not.toContain(secret)
    expect((await asker.get(`/api/users/${target.id}`)).status).toBe(404)

    // They see who asks (no contact data of the asker either) and say yes; then the asker sees contacts, no PINs.
    const theirs = await targetClient.get("/api/users/family")
    expect(theirs.body).toEqual([
      expect.objectContaining({ direction: "guardian", awaiting_acceptance: true, acting_asked: false }),
    ])
    expect(theirs.body[0].user.email).toBeNull()
    expect((await targetClient.post("/api/users/accept_guardian", { user_id: asked.body.user.id })).status).toBe(404)
    const accepter = await targetClient.post("/api/users/accept_guardian", { user_id: theirs.body[0].user.id })
    expect(accepter.body).toMatchObject({ awaiting_acceptance: false, handled: false })
    const after = (await asker.get("/api/users/family")).body[0]
    expect(after.user).toMatchObject({
      email: target.email,
      phone: "+1 555 0100",
      pin_1: null,
      is_platform_admin: false,
    })
    expect(after).toMatchObject({ handled: false, awaiting_acceptance: false })
  })
})

describe("staff and other people's families", () => {
  it("no one, staff included, becomes the guardian of an existing account without its holder's yes", async () => {
    const club = await makeFacility(server)
    const { client: desk } = await makeUser(server, { roles: [[club.id, "owner"]] })
    const { user: member } = await makeUser(server, { roles: [[club.id, "player"]] })
    const linked = await desk.post("/api/users/add_to_family", { related_user_id: member.id, handled: true })
    expect(linked.body).toMatchObject({ handled: false, awaiting_acceptance: true })
    expect((await desk.get("/api/users/handled_users")).body).toEqual([])
    const [row] = await query<{ handled: boolean }>(
      (sql) => sql`select handled from family_links where related_user_id = ${member.id}`,
    )
    expect(row).toEqual({ handled: false })
  })
})
