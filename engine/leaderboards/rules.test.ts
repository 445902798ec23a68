import { describe, expect, it } from "vitest"
import { ladder, type MatchResult } from "./rules"

const singles = (id: number, a: number, b: number, winner: 1 | 2): MatchResult => ({
  reservation_id: id,
  players: [
    { user_id: a, name: `P${a}`, team: 1 },
    { user_id: b, name: `P${b}`, team: 2 },
  ],
  winner_team: winner,
})

describe("the ladder", () => {
  it("moves equal players by sixteen points, the winner up and the loser down", () => {
    expect(ladder([singles(1, 1, 2, 1)])).toEqual([
      { rank: 1, user_id: 1, name: "P1", rating: 1016, played: 1, won: 1, lost: 0 },
      { rank: 2, user_id: 2, name: "P2", rating: 984, played: 1, won: 0, lost: 1 },
    ])
  })

  it("gives more for beating a stronger side than a weaker one, in the order played", () => {
    // P1 beats P2 twice; then P3 (new, 1000) beats P1 (about 1031) and gains more than 16.
    const [top] = ladder([singles(1, 1, 2, 1), singles(2, 1, 2, 1), singles(3, 3, 1, 1)])
    expect(top!.user_id).toBe(3)
    expect(top!.rating).toBeGreaterThan(1016)
  })

  it("averages a doubles side, moves each of its players, and breaks ties by wins, then fewer matches, then name", () => {
    const doubles: MatchResult = {
      reservation_id: 1,
      players: [
        { user_id: 1, name: "Ann", team: 1 },
        { user_id: 2, name: "Bea", team: 1 },
        { user_id: 3, name: "Cal", team: 2 },
        { user_id: 4, name: "Dan", team: 2 },
      ],
      winner_team: 2,
    }
    const table = ladder([doubles])
    expect(table.map((s) => [s.name, s.rating])).toEqual([
      ["Cal", 1016],
      ["Dan", 1016],
      ["Ann", 984],
      ["Bea", 984],
    ])
    // A match with an empty side counts for nobody.
    expect(ladder([{ ...doubles, players: doubles.players.filter((p) => p.team === 1) }])).toEqual([])
  })
})
