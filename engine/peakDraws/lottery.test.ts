import { createHash } from "node:crypto"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { drawLottery, entriesProblem, type LotteryEntry, seedState, ticketWeight } from "./lottery"

const SLOTS = ["c1-08", "c1-09", "c2-08", "c2-09", "c3-08"]
const digestOf = (text: string) => createHash("sha256").update(text).digest("hex")

/** Entries with distinct people (each person once), households of one or two entries. */
const entries: fc.Arbitrary<ReadonlyArray<LotteryEntry>> = fc
  .array(
    fc.record({
      size: fc.integer({ min: 1, max: 4 }),
      household: fc.integer({ min: 1, max: 8 }),
      choices: fc.uniqueArray(fc.constantFrom(...SLOTS), { minLength: 1, maxLength: 3 }),
      recent_wins: fc.integer({ min: 0, max: 5 }),
    }),
    { maxLength: 14 },
  )
  .map((rows) => {
    let person = 0
    return rows.map((r, i) => ({
      id: i + 1,
      people: Array.from({ length: r.size }, () => ++person),
      household: `h${r.household}`,
      choices: r.choices,
      recent_wins: r.recent_wins,
    }))
  })
const digest = fc.string().map(digestOf)

describe("a peak-hours draw", () => {
  it("gives the same result for the same entries and seed, in whatever order the entries come", () => {
    fc.assert(
      fc.property(entries, digest, fc.nat(), (es, d, shift) => {
        const turned = es.map((_, i) => es[(i + shift) % es.length]!)
        expect(drawLottery(turned, SLOTS, d)).toEqual(drawLottery(es, SLOTS, d))
      }),
    )
  })

  it("gives no slot twice and each entry one slot at most, of those it asked for", () => {
    fc.assert(
      fc.property(entries, digest, (es, d) => {
        const { awards, unplaced } = drawLottery(es, SLOTS, d)
        expect(new Set(awards.map((a) => a.slot)).size).toBe(awards.length)
        expect(new Set(awards.map((a) => a.entry_id)).size).toBe(awards.length)
        for (const a of awards) expect(es.find((e) => e.id === a.entry_id)!.choices).toContain(a.slot)
        expect([...awards.map((a) => a.entry_id), ...unplaced].sort((a, b) => a - b)).toEqual(es.map((e) => e.id))
      }),
    )
  })

  it("places nobody's second entry while an entry that could still be placed got nothing", () => {
    fc.assert(
      fc.property(entries, digest, (es, d) => {
        const { awards, unplaced } = drawLottery(es, SLOTS, d)
        const taken = new Set(awards.map((a) => a.slot))
        // An entry left out asked only for slots that went to others.
        for (const id of unplaced) expect(es.find((e) => e.id === id)!.choices.every((c) => taken.has(c))).toBe(true)
        // A household's second slot comes in a later round than every other household's first.
        const firstRound = new Set(awards.filter((a) => a.round === 1).map((a) => a.entry_id))
        const householdOf = (id: number) => es.find((e) => e.id === id)!.household
        const households = new Set(awards.filter((a) => a.round === 1).map((a) => householdOf(a.entry_id)))
        expect(households.size).toBe(firstRound.size)
      }),
    )
  })

  it("over many draws, gives a player who won less lately a larger share of a contested slot", () => {
    const contested = (winsA: number, winsB: number) => {
      const pair: ReadonlyArray<LotteryEntry> = [
        { id: 1, people: [1], household: "a", choices: ["c1-08"], recent_wins: winsA },
        { id: 2, people: [2], household: "b", choices: ["c1-08"], recent_wins: winsB },
      ]
      let a = 0
      for (let week = 0; week < 2000; week++)
        if (drawLottery(pair, SLOTS, digestOf(`week ${week}`)).awards[0]!.entry_id === 1) a++
      return a / 2000
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 }), (wins, more) => {
        // Weighted sampling: the share of weight w against v is w / (w + v).
        const share = contested(wins, wins + more)
        const expected = ticketWeight(wins) / (ticketWeight(wins) + ticketWeight(wins + more))
        expect(share).toBeGreaterThan(0.5)
        expect(Math.abs(share - expected)).toBeLessThan(0.05)
      }),
      { numRuns: 12 },
    )
  })

  it("refuses a person in two entries, so nobody gains by entering twice", () => {
    fc.assert(
      fc.property(
        entries.filter((es) => es.length >= 2),
        fc.nat(),
        (es, pick) => {
          const [a, b] = [es[pick % es.length]!, es[(pick + 1) % es.length]!]
          const twice = es.map((e) => (e.id === b.id ? { ...e, people: [...e.people, a.people[0]!] } : e))
          expect(entriesProblem(es, SLOTS)).toBeUndefined()
          expect(entriesProblem(twice, SLOTS)).toMatch(/each person enters a draw once/)
        },
      ),
    )
    expect(entriesProblem([{ id: 1, people: [1], household: "h", choices: ["c9"], recent_wins: 0 }], SLOTS)).toBe(
      "Entry 1 asks for c9, which is not drawn.",
    )
  })

  it("reads its seed from a SHA-256 digest, refusing anything else", () => {
    expect(seedState(digestOf("published"))).toHaveLength(4)
    expect(() => seedState("not a digest")).toThrow(/SHA-256/)
  })
})
