import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64"
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus"

/**
 * A draw for peak slots, fair and explainable. In plain words:
 *
 * - Each household (a family, or a booking group on its own) holds one ticket, whatever the
 *   number of its entries. A ticket's weight is 1 divided by (1 + the peak slots its players won in
 *   the club's recent weeks): a household that won nothing lately weighs 1, one that won twice 1/3.
 * - The tickets are put in a random order in which a heavier ticket tends to come earlier: each
 *   draws a number u between 0 and 1 from the seeded generator and sorts by u^(1/weight), highest
 *   first (weighted sampling without replacement).
 * - Round 1 walks that order: each household's first entry gets its most wanted slot still free.
 *   Later rounds walk the same order for households with another entry still unplaced. So nobody's
 *   household gets a second slot while another entry that could still have been placed got none.
 * - The seed is a SHA-256 digest of text published before the draw; the same entries and seed
 *   always give the same result, so anyone can recompute it.
 */

/** A booking group's entry: the slots it wants, most wanted first. */
export interface LotteryEntry {
  readonly id: number
  /** Who would play: each person enters a draw once, in one group. */
  readonly people: ReadonlyArray<number>
  /** The household its ticket is: entries of one family share one. */
  readonly household: string
  /** Keys of the draw's slots, most wanted first. */
  readonly choices: ReadonlyArray<string>
  /** Peak slots its people won in the club's recent weeks. */
  readonly recent_wins: number
}

export interface LotteryTicket {
  readonly household: string
  readonly weight: number
  /** u^(1/weight): the order's sort key, highest first. */
  readonly key: number
}

export interface LotteryAward {
  readonly entry_id: number
  readonly slot: string
  readonly round: number
}

export interface LotteryResult {
  /** Every ticket in the drawn order, with its weight and key. */
  readonly tickets: ReadonlyArray<LotteryTicket>
  readonly awards: ReadonlyArray<LotteryAward>
  /** Entries that won nothing: every slot they asked for went to someone earlier. */
  readonly unplaced: ReadonlyArray<number>
}

/** A household's weight: falls with the peak slots its players won lately. */
export const ticketWeight = (recentWins: number) => 1 / (1 + Math.max(0, recentWins))

/** Why a draw's entries cannot stand, as a sentence; undefined when they can. */
export const entriesProblem = (entries: ReadonlyArray<LotteryEntry>, slots: ReadonlyArray<string>) => {
  const seen = new Map<number, number>()
  for (const entry of entries) {
    if (entry.people.length === 0) return `Entry ${entry.id} names nobody.`
    if (entry.choices.length === 0) return `Entry ${entry.id} asks for no slot.`
    const unknown = entry.choices.find((c) => !slots.includes(c))
    if (unknown !== undefined) return `Entry ${entry.id} asks for ${unknown}, which is not drawn.`
    if (new Set(entry.choices).size !== entry.choices.length) return `Entry ${entry.id} names a slot twice.`
    for (const person of entry.people) {
      const other = seen.get(person)
      if (other !== undefined && other !== entry.id)
        return `Person ${person} is in entries ${other} and ${entry.id}; each person enters a draw once.`
      seen.set(person, entry.id)
    }
  }
  return undefined
}

/** The generator's 128-bit state from a SHA-256 digest (its first 32 hex digits). */
export const seedState = (digest: string): ReadonlyArray<number> => {
  if (!/^[0-9a-f]{64}$/.test(digest)) throw new Error("A draw's seed is a SHA-256 digest in lower-case hex.")
  const words = [0, 8, 16, 24].map((at) => Number.parseInt(digest.slice(at, at + 8), 16) | 0)
  // The generator's state must not be all zero.
  return words.every((w) => w === 0) ? [1, 0, 0, 0] : words
}

/** The draw: tickets ordered by weighted chance, then rounds of one slot per household. */
export const drawLottery = (
  entries: ReadonlyArray<LotteryEntry>,
  slots: ReadonlyArray<string>,
  digest: string,
): LotteryResult => {
  const rng = xoroshiro128plusFromState(seedState(digest))
  const byHousehold = new Map<string, Array<LotteryEntry>>()
  for (const entry of [...entries].sort((a, b) => a.id - b.id))
    byHousehold.set(entry.household, [...(byHousehold.get(entry.household) ?? []), entry])
  // Numbers are drawn in the households' sorted order: the result does not hang on the input's order.
  const households = [...byHousehold.keys()].sort()
  const tickets = households
    .map((household): LotteryTicket => {
      const weight = ticketWeight(byHousehold.get(household)!.reduce((n, e) => n + e.recent_wins, 0))
      // 1 - u is in (0, 1]: a zero would put a ticket last whatever its weight.
      const u = 1 - uniformFloat64(rng)
      return { household, weight, key: u ** (1 / weight) }
    })
    .sort((a, b) => b.key - a.key || (a.household < b.household ? -1 : 1))

  const free = new Set(slots)
  const waiting = new Map(households.map((h) => [h, [...byHousehold.get(h)!]]))
  const awards: Array<LotteryAward> = []
  for (let round = 1; ; round++) {
    let placed = false
    for (const { household } of tickets) {
      const left = waiting.get(household)!
      const at = left.findIndex((e) => e.choices.some((c) => free.has(c)))
      if (at < 0) continue
      const [entry] = left.splice(at, 1)
      const slot = entry!.choices.find((c) => free.has(c))!
      free.delete(slot)
      awards.push({ entry_id: entry!.id, slot, round })
      placed = true
    }
    if (!placed) break
  }
  const won = new Set(awards.map((a) => a.entry_id))
  return {
    tickets,
    awards,
    unplaced: entries
      .map((e) => e.id)
      .filter((id) => !won.has(id))
      .sort((a, b) => a - b),
  }
}
