import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalWords } from "../../fixtures/testing/refusals"
import { insertClinic } from "../../adapters/sql/clinics"
import { Comments } from "./service"
import { Groups } from "./groups"
import { Tags } from "./tags"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const comments = Effect.serviceFunctions(Comments)
const tags = Effect.serviceFunctions(Tags)
const groups = Effect.serviceFunctions(Groups)

const clinicOf = (facilityId: number, slug: string) =>
  engine.sql(() =>
    insertClinic(facilityId, {
      slug,
      name: "Junior squad",
      public_name: null,
      description: "",
      category_id: null,
      sport: null,
      age_start: null,
      age_end: null,
      rating_provider: null,
      rating_min: null,
      rating_max: null,
      capacity: 8,
      coach_ids: [],
      court_ids: [],
      waiver_ids: [],
      active: true,
    }),
  )

const ok = <A, E>(result: Either.Either<A, E>): A => {
  if (Either.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`)
  return result.right
}

/** A club with its manager, two desk staff and a player; and another club with its desk. */
const clubs = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const desk = await engine.person([facility.id, "front_desk"])
  const otherDesk = await engine.person([facility.id, "front_desk"])
  const player = await engine.person([facility.id, "player"])
  const elsewhere = await engine.facility()
  const theirDesk = await engine.person([elsewhere.id, "front_desk"])
  const theirPlayer = await engine.person([elsewhere.id, "player"])
  return { facility, manager, desk, otherDesk, player, elsewhere, theirDesk, theirPlayer }
}

describe("staff notes on a person", () => {
  it("are the club's staff's own: written and read by its desk, never by the player or another club", async () => {
    const c = await clubs()
    const note = ok(
      await engine.as(
        c.desk.caller,
        comments.create({
          facility_id: c.facility.id,
          model: "User",
          model_id: c.player.id,
          comment: "  Prefers early courts. ",
        }),
      ),
    )
    expect(note).toMatchObject({
      comment: "Prefers early courts.",
      model: "User",
      model_id: c.player.id,
      author_id: c.desk.id,
    })
    expect(note.created_at_text).toMatch(/^\d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} [AP]M$/)
    expect(
      ok(await engine.as(c.otherDesk.caller, comments.on(c.facility.id, "User", c.player.id))).map((n) => n.id),
    ).toEqual([note.id])
    expect(refusalWords(await engine.as(c.player.caller, comments.on(c.facility.id, "User", c.player.id)))[0]).toBe(
      "Forbidden",
    )
    expect(refusalWords(await engine.as(c.theirDesk.caller, comments.one(note.id)))[0]).toBe("NotFound")
    // Another club's staff cannot write on this club's people, nor this club's desk on theirs.
    expect(
      refusalWords(
        await engine.as(
          c.desk.caller,
          comments.create({ facility_id: c.facility.id, model: "User", model_id: c.theirPlayer.id, comment: "x" }),
        ),
      ),
    ).toEqual(["NotFound", "User was not found."])
    expect(
      refusalWords(
        await engine.as(
          c.theirDesk.caller,
          comments.create({ facility_id: c.facility.id, model: "User", model_id: c.player.id, comment: "x" }),
        ),
      )[0],
    ).toBe("Forbidden")
  })

  it("are changed or deleted by their author or a manager; any desk toggles done and pinned", async () => {
    const c = await clubs()
    const board = ok(
      await engine.as(
        c.desk.caller,
        comments.create({
          facility_id: c.facility.id,
          model: "Facility",
          model_id: c.facility.id,
          comment: "Restock balls",
        }),
      ),
    )
    expect(refusalWords(await engine.as(c.otherDesk.caller, comments.edit(board.id, "Something else")))).toEqual([
      "Forbidden",
      "Only its author or a manager changes a comment.",
    ])
    expect(ok(await engine.as(c.manager.caller, comments.edit(board.id, "Restock balls and grips"))).comment).toBe(
      "Restock balls and grips",
    )
    expect(refusalWords(await engine.as(c.desk.caller, comments.edit(board.id, "   ")))).toEqual([
      "Unprocessable",
      "A comment needs some text.",
    ])
    expect(ok(await engine.as(c.otherDesk.caller, comments.toggle(board.id, "done"))).done).toBe(true)
    expect(ok(await engine.as(c.otherDesk.caller, comments.toggle(board.id, "done"))).done).toBe(false)
    const later = ok(
      await engine.as(
        c.desk.caller,
        comments.create({ facility_id: c.facility.id, model: "Facility", model_id: c.facility.id, comment: "Later" }),
      ),
    )
    ok(await engine.as(c.desk.caller, comments.toggle(board.id, "pinned")))
    // Pinned first, then newest.
    expect(
      ok(await engine.as(c.desk.caller, comments.on(c.facility.id, "Facility", c.facility.id))).map((n) => n.id),
    ).toEqual([board.id, later.id])
    expect(refusalWords(await engine.as(c.otherDesk.caller, comments.remove(later.id)))[0]).toBe("Forbidden")
    ok(await engine.as(c.desk.caller, comments.remove(later.id)))
    expect(refusalWords(await engine.as(c.desk.caller, comments.one(later.id)))[0]).toBe("NotFound")
  })

  it("on a booking are found through the booking, for its club's staff only", async () => {
    const c = await clubs()
    const booking = await engine.booking(c.facility.id, c.player.id, 24)
    ok(
      await engine.as(
        c.desk.caller,
        comments.create({
          facility_id: c.facility.id,
          model: "Reservation",
          model_id: booking,
          comment: "Paid at the desk",
        }),
      ),
    )
    expect(ok(await engine.as(c.manager.caller, comments.onReservation(booking))).map((n) => n.comment)).toEqual([
      "Paid at the desk",
    ])
    expect(refusalWords(await engine.as(c.theirDesk.caller, comments.onReservation(booking)))[0]).toBe("Forbidden")
    expect(
      refusalWords(
        await engine.as(
          c.theirDesk.caller,
          comments.create({ facility_id: c.elsewhere.id, model: "Reservation", model_id: booking, comment: "x" }),
        ),
      ),
    ).toEqual(["NotFound", "Reservation was not found."])
  })
})

describe("tags", () => {
  it("are created and related in one call, one per name whatever its case, and listed per subject", async () => {
    const c = await clubs()
    const vip = ok(
      await engine.as(c.desk.caller, tags.create(c.facility.id, " VIP ", { model: "User", model_id: c.player.id })),
    )
    expect(vip).toMatchObject({ name: "VIP", uses: 1 })
    const again = ok(await engine.as(c.desk.caller, tags.create(c.facility.id, "vip")))
    expect(again.id).toBe(vip.id)
    const booking = await engine.booking(c.facility.id, c.player.id, 24)
    ok(await engine.as(c.desk.caller, tags.create(c.facility.id, "vip", { model: "Reservation", model_id: booking })))
    ok(await engine.as(c.desk.caller, tags.create(c.facility.id, "League")))
    expect(ok(await engine.as(c.desk.caller, tags.list(c.facility.id))).map((t) => [t.name, t.uses])).toEqual([
      ["League", 0],
      ["VIP", 2],
    ])
    expect(
      ok(await engine.as(c.desk.caller, tags.list(c.facility.id, { model: "User", model_id: c.player.id }))).map(
        (t) => t.name,
      ),
    ).toEqual(["VIP"])
    const off = ok(await engine.as(c.desk.caller, tags.removeFrom(vip.id, { model: "User", model_id: c.player.id })))
    expect(off.uses).toBe(1)
    expect(
      refusalWords(await engine.as(c.desk.caller, tags.removeFrom(vip.id, { model: "User", model_id: c.player.id }))),
    ).toEqual(["Unprocessable", 'That user does not carry "VIP".'])
  })

  it("are the club's: another club's staff cannot see, put or change them, and only managers rename or delete", async () => {
    const c = await clubs()
    const vip = ok(await engine.as(c.desk.caller, tags.create(c.facility.id, "VIP")))
    ok(await engine.as(c.desk.caller, tags.create(c.facility.id, "Coach")))
    expect(refusalWords(await engine.as(c.theirDesk.caller, tags.rename(vip.id, "Mine")))[0]).toBe("NotFound")
    expect(
      refusalWords(
        await engine.as(
          c.desk.caller,
          tags.create(c.facility.id, "VIP", { model: "User", model_id: c.theirPlayer.id }),
        ),
      ),
    ).toEqual(["NotFound", "User was not found."])
    expect(refusalWords(await engine.as(c.desk.caller, tags.rename(vip.id, "Gold")))[0]).toBe("Forbidden")
    expect(refusalWords(await engine.as(c.manager.caller, tags.rename(vip.id, "coach")))).toEqual([
      "Conflict",
      'The club already has a tag "coach".',
    ])
    expect(refusalWords(await engine.as(c.manager.caller, tags.rename(vip.id, "x".repeat(41))))[0]).toBe(
      "Unprocessable",
    )
    expect(ok(await engine.as(c.manager.caller, tags.rename(vip.id, "Gold"))).name).toBe("Gold")
    ok(await engine.as(c.manager.caller, tags.remove(vip.id)))
    expect(ok(await engine.as(c.desk.caller, tags.list(c.facility.id))).map((t) => t.name)).toEqual(["Coach"])
  })
})

describe("groups", () => {
  it("gather the club's people, the club's own or a clinic's, kept by its staff", async () => {
    const c = await clubs()
    const team = ok(
      await engine.as(c.desk.caller, groups.create({ facility_id: c.facility.id, title: " Ladies' team " })),
    )
    expect(team).toMatchObject({
      title: "Ladies' team",
      groupable_type: "Facility",
      groupable_id: c.facility.id,
      members: [],
    })
    const withPlayer = ok(await engine.as(c.desk.caller, groups.addUser(team.id, c.player.id)))
    expect(withPlayer.members.map((m) => m.id)).toEqual([c.player.id])
    expect(refusalWords(await engine.as(c.desk.caller, groups.addUser(team.id, c.player.id)))).toEqual([
      "Unprocessable",
      "That person is in the group already.",
    ])
    expect(refusalWords(await engine.as(c.desk.caller, groups.addUser(team.id, c.theirPlayer.id)))).toEqual([
      "NotFound",
      "User was not found.",
    ])
    // The club's people not yet in it, by name: the other desk is, the player no longer.
    const candidates = ok(await engine.as(c.desk.caller, groups.candidates(team.id, "Test")))
    expect(candidates.some((p) => p.id === c.otherDesk.id)).toBe(true)
    expect(ok(await engine.as(c.desk.caller, groups.candidates(team.id, ""))).some((p) => p.id === c.player.id)).toBe(
      false,
    )

    const clinic = await clinicOf(c.facility.id, `squad-${team.id}`)
    const squad = ok(
      await engine.as(
        c.desk.caller,
        groups.create({ facility_id: c.facility.id, title: "Squad", groupable_type: "Clinic", groupable_id: clinic }),
      ),
    )
    expect(squad).toMatchObject({ groupable_type: "Clinic", groupable_id: clinic })
    const theirClinic = await clinicOf(c.elsewhere.id, `theirs-${team.id}`)
    expect(
      refusalWords(
        await engine.as(
          c.desk.caller,
          groups.create({
            facility_id: c.facility.id,
            title: "X",
            groupable_type: "Clinic",
            groupable_id: theirClinic,
          }),
        ),
      ),
    ).toEqual(["NotFound", "Clinic was not found."])
    expect(
      ok(await engine.as(c.manager.caller, groups.list(c.facility.id))).map((g) => [g.title, g.members_count]),
    ).toEqual([
      ["Ladies' team", 1],
      ["Squad", 0],
    ])
    expect(refusalWords(await engine.as(c.theirDesk.caller, groups.show(team.id)))[0]).toBe("NotFound")
    expect(refusalWords(await engine.as(c.player.caller, groups.list(c.facility.id)))[0]).toBe("Forbidden")
    expect(refusalWords(await engine.as(c.desk.caller, groups.rename(team.id, " ")))).toEqual([
      "Unprocessable",
      "A group needs a title.",
    ])
    expect(ok(await engine.as(c.desk.caller, groups.removeUser(team.id, c.player.id))).members).toEqual([])
    ok(await engine.as(c.desk.caller, groups.remove(squad.id)))
    expect(ok(await engine.as(c.desk.caller, groups.list(c.facility.id))).map((g) => g.title)).toEqual(["Ladies' team"])
  })
})
