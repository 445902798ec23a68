import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { ReservationChanges } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const changes = Effect.serviceFunctions(ReservationChanges)

/** A club with its desk, a booker with a booking a day ahead, and another member. */
const booked = async () => {
  const club = await engine.facility()
  const desk = await engine.person([club.id, "front_desk"])
  const booker = await engine.person([club.id, "player"])
  const member = await engine.person([club.id, "player"])
  const id = await engine.booking(club.id, booker.id, 24)
  return { club, desk, booker, member, id }
}

describe("changes to one reservation", () => {
  it("adds a member of the club or a guest while there is room, never a stranger or the same player twice", async () => {
    const { club, booker, member, id } = await booked()
    const stranger = await engine.person([(await engine.facility()).id, "player"])

    const withMember = Either.getOrThrow(await engine.as(booker.caller, changes.invite(id, { id: member.id })))
    expect(withMember.users.map((u) => u.user_id)).toEqual(expect.arrayContaining([booker.id, member.id]))
    expect(refusalOf(await engine.as(booker.caller, changes.invite(id, { id: member.id }))).message).toBe(
      "This player is in the reservation already.",
    )
    expect(refusalOf(await engine.as(booker.caller, changes.invite(id, { id: stranger.id }))).message).toBe(
      "The invited player is not a member of this facility.",
    )
    const withGuest = Either.getOrThrow(await engine.as(booker.caller, changes.invite(id, { name: "Pat Guest" })))
    expect(withGuest.users).toHaveLength(3)

    Either.getOrThrow(await engine.as(booker.caller, changes.setType(id, 0)))
    expect(refusalOf(await engine.as(booker.caller, changes.setType(id, 2))).message).toBe(
      "The reservation has 3 players; remove some before making it for 2.",
    )
    Either.getOrThrow(await engine.as(booker.caller, changes.setType(id, 4)))
    const filler = await engine.person([club.id, "player"])
    Either.getOrThrow(await engine.as(booker.caller, changes.invite(id, { id: filler.id })))
    expect(refusalOf(await engine.as(booker.caller, changes.invite(id, { name: "One Too Many" }))).message).toBe(
      "This reservation is for 4 players and is full.",
    )
  })

  it("lets the booker remove others and a player leave, and keeps one player", async () => {
    const { booker, member, id } = await booked()
    const withMember = Either.getOrThrow(await engine.as(booker.caller, changes.invite(id, { id: member.id })))
    const ruOf = (userId: number) => withMember.users.find((u) => u.user_id === userId)!.id

    expect(refusalOf(await engine.as(member.caller, changes.removePlayer(id, ruOf(booker.id))))).toMatchObject({
      _tag: "Forbidden",
      message: "Only the booker removes other players; you may leave yourself.",
    })
    const left = Either.getOrThrow(await engine.as(member.caller, changes.removePlayer(id, ruOf(member.id))))
    expect(left.users.map((u) => u.user_id)).toEqual([booker.id])
    expect(refusalOf(await engine.as(booker.caller, changes.removePlayer(id, ruOf(booker.id)))).message).toBe(
      "A reservation keeps at least one player; cancel it instead.",
    )
  })

  it("keeps the club's calls for its staff: a player is refused, another club's desk and a stranger do not find it", async () => {
    const { desk, booker, id } = await booked()
    const otherDesk = await engine.person([(await engine.facility()).id, "front_desk"])
    const stranger = await engine.person()

    expect(refusalOf(await engine.as(booker.caller, changes.setAllowCancel(id, false)))).toMatchObject({
      _tag: "Forbidden",
      message: "Only the club's staff may do this.",
    })
    // Those with no relation to the booking learn nothing of it, not even that it is there.
    expect(refusalOf(await engine.as(otherDesk.caller, changes.toggleOfficialMatch(id)))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(stranger.caller, changes.setGuestName(id, "Anyone")))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(otherDesk.caller, changes.invite(id, { name: "Sneaky" })))._tag).toBe("NotFound")

    const flagged = Either.getOrThrow(await engine.as(desk.caller, changes.toggleOfficialMatch(id)))
    expect(flagged.official_match).toBe(true)
    const refused = await engine.as(desk.caller, changes.changeStatus(id, "booked"))
    expect(refusalOf(refused).message).toBe("A booked reservation cannot be set to booked.")
    expect(refusalOf(await engine.as(desk.caller, changes.dropChildCourt(id))).message).toBe(
      "This is not a child court reservation; cancel the reservation instead.",
    )
  })
})
