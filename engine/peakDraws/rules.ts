import { Data, Effect, Schema } from "effect"
import { drawLottery, type LotteryEntry, type LotteryResult } from "./lottery"

import { formatSecondsOfDay } from "../dates"

/**
 * Peak draws: a club's peak hours on one day given out by lot (see `lottery.ts` for the rule).
 * While a draw takes entries its courts and hours are kept for staff by a schedule rule, so nobody
 * books them first come; at the draw the rule goes, winners are booked through the one booking use
 * case, and what nobody won is open to everyone (and offered to those who watch it).
 */

export const DrawStatus = Schema.Literal("open", "drawn", "cancelled")

export const PeakDraw = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  play_date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  slot_minutes: Schema.Number,
  court_ids: Schema.Array(Schema.Number),
  entries_close_at: Schema.String,
  draw_at: Schema.String,
  /** How many weeks of the club's earlier draws lower a household's weight. */
  recent_weeks: Schema.Number,
  /** The club's payment policy for its winners: their saved card charged at the draw, or owed until the day. */
  charge_at_draw: Schema.Boolean,
  status: DrawStatus,
  /**
   * Published when entries open: the SHA-256 digest of a secret the server drew then, revealed
   * in the seed text when entries close, so nobody can work the seed out while entries are taken
   * and the club cannot pick it after seeing them (null for draws made before there was one).
   */
  commitment: Schema.NullOr(Schema.String),
  /** Published when entries close: the text the seed is the SHA-256 digest of, and the digest. */
  seed_text: Schema.NullOr(Schema.String),
  seed: Schema.NullOr(Schema.String),
  drawn_at: Schema.NullOr(Schema.String),
})
export type PeakDraw = typeof PeakDraw.Type

export const DrawEntry = Schema.Struct({
  id: Schema.Number,
  draw_id: Schema.Number,
  /** Whom it books for; `made_by` entered it (themself, or their guardian). */
  user_id: Schema.Number,
  made_by: Schema.NullOr(Schema.Number),
  /** The others of the booking group: of the entrant's household, or named and accepted. */
  player_ids: Schema.Array(Schema.Number),
  /** Named from outside the household and not yet accepted: not of the group (not booked, not weighed). */
  invited_ids: Schema.Array(Schema.Number),
  /** Slot keys, most wanted first. */
  choices: Schema.Array(Schema.String),
  outcome: Schema.NullOr(Schema.Literal("won", "lost")),
  slot: Schema.NullOr(Schema.String),
  reservation_id: Schema.NullOr(Schema.Number),
  /** Why a won slot could not be booked (the booking rules refused it); the slot went to first come. */
  problem: Schema.NullOr(Schema.String),
})
export type DrawEntry = typeof DrawEntry.Type

export interface NewDraw {
  readonly facility_id: number
  readonly name: string
  readonly play_date: string
  readonly hour_start: number
  readonly hour_end: number
  readonly slot_minutes: number
  readonly court_ids: ReadonlyArray<number>
  readonly entries_close_at: string
  readonly draw_at: string
  readonly recent_weeks: number
  readonly charge_at_draw: boolean
  readonly created_by: number | null
  /** Drawn when the draw is made (`drawSecret`): the secret kept, its digest published. */
  readonly secret: string
  readonly commitment: string
}

/** What a draw's result keeps: the inputs as drawn (households, recent wins) and the lottery's answer. */
export const DrawRecord = Schema.Struct({
  inputs: Schema.Array(
    Schema.Struct({
      id: Schema.Number,
      household: Schema.String,
      choices: Schema.Array(Schema.String),
      recent_wins: Schema.Number,
    }),
  ),
  tickets: Schema.Array(Schema.Struct({ household: Schema.String, weight: Schema.Number, key: Schema.Number })),
  awards: Schema.Array(Schema.Struct({ entry_id: Schema.Number, slot: Schema.String, round: Schema.Number })),
  unplaced: Schema.Array(Schema.Number),
})
export type DrawRecord = typeof DrawRecord.Type

/** What recomputing a draw needs: its slots, its published seed and the record it was drawn by. */
export const DrawToCheck = Schema.Struct({
  ...PeakDraw.pick("id", "court_ids", "hour_start", "hour_end", "slot_minutes", "seed_text", "seed").fields,
  /** Older pages have none; a draw with one is checked against it. */
  commitment: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  record: Schema.NullOr(DrawRecord),
})
export type DrawToCheck = typeof DrawToCheck.Type

/** A text's SHA-256 digest in lower-case hex. */
export const sha256 = (text: string) =>
  Effect.promise(() => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).pipe(
    Effect.map((bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("")),
  )

/**
 * Each entry as the lottery takes it: its people, its household as a code that is the same for
 * one family and names nobody on the public page, and the peak slots its people won lately.
 */
export const lotteryInputs = (
  draw: Pick<PeakDraw, "id">,
  entries: ReadonlyArray<Pick<DrawEntry, "id" | "user_id" | "player_ids" | "choices">>,
  households: ReadonlyMap<number, number>,
  wins: ReadonlyMap<number, number>,
) =>
  Effect.forEach(entries, (e) =>
    Effect.map(sha256(`${draw.id}:${households.get(e.user_id) ?? e.user_id}`), (digest) => ({
      id: e.id,
      people: [e.user_id, ...e.player_ids],
      household: `h${digest.slice(0, 12)}`,
      choices: e.choices,
      recent_wins: [e.user_id, ...e.player_ids].reduce((n, p) => n + (wins.get(p) ?? 0), 0),
    })),
  )

/** What a drawn draw keeps: the inputs less who the people were, and the lottery's answer. */
export const recordOf = (inputs: ReadonlyArray<LotteryEntry>, result: LotteryResult): DrawRecord => ({
  ...result,
  inputs: inputs.map(({ id, household, choices, recent_wins }) => ({ id, household, choices, recent_wins })),
})

/**
 * A value as JSON with each object's keys in order: a record read back from the database (whose
 * `jsonb` reorders keys) or from a saved page compares equal to the lottery's own answer.
 */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )

/**
 * Checks a drawn draw as anyone can: the seed is the digest of the published text, and the
 * lottery run again from the record's inputs and that seed gives the record's order and awards.
 */
export const checkDraw = (draw: DrawToCheck) =>
  Effect.gen(function* () {
    if (draw.record === null || draw.seed === null || draw.seed_text === null)
      return { drawn: false, seed_matches: false, commitment_kept: false, same: false, recomputed: null } as const
    const seed_matches = (yield* sha256(draw.seed_text)) === draw.seed
    const commitment_kept = yield* keepsCommitment(draw)
    const recomputed = drawLottery(
      draw.record.inputs.map((i) => ({ ...i, people: [] })),
      drawSlots(draw),
      draw.seed,
    )
    const { tickets, awards, unplaced } = draw.record
    const same = canonical(recomputed) === canonical({ tickets, awards, unplaced })
    return { drawn: true, seed_matches, commitment_kept, same, recomputed } as const
  })

/** A slot of a draw: a court from a start, by key `court@start`. */
export const slotKey = (courtId: number, start: number) => `${courtId}@${start}`

export const parseSlot = (key: string, minutes: number) => {
  const [court, start] = key.split("@").map(Number)
  return { court_id: court!, hour_start: start!, hour_end: start! + minutes * 60 }
}

/** Every slot a draw gives out: each court, from the first hour on by the slot's length. */
export const drawSlots = (draw: Pick<PeakDraw, "court_ids" | "hour_start" | "hour_end" | "slot_minutes">) =>
  draw.court_ids.flatMap((court) => {
    const keys: Array<string> = []
    for (let s = draw.hour_start; s + draw.slot_minutes * 60 <= draw.hour_end; s += draw.slot_minutes * 60)
      keys.push(slotKey(court, s))
    return keys
  })

/** Why a draw cannot be set up as asked, as a sentence; undefined when it can. */
export const drawProblem = (
  draw: Pick<NewDraw, "play_date" | "hour_start" | "hour_end" | "slot_minutes" | "entries_close_at" | "draw_at">,
  now: Date,
  playStarts: Date,
) => {
  if (draw.hour_end - draw.hour_start < draw.slot_minutes * 60)
    return `The hours hold no slot of ${draw.slot_minutes} minutes.`
  if (Date.parse(draw.entries_close_at) <= now.getTime()) return "Entries close later than now."
  if (Date.parse(draw.draw_at) < Date.parse(draw.entries_close_at)) return "The draw comes after entries close."
  if (Date.parse(draw.draw_at) >= playStarts.getTime()) return "The draw comes before the first slot is played."
  return undefined
}

/** The text a draw's seed digests, fixed when entries close: the draw and every entry's choices. */
export const seedText = (
  draw: PeakDraw,
  entries: ReadonlyArray<Pick<DrawEntry, "id" | "choices">>,
  secret: string | null = null,
) =>
  [
    `draw ${draw.id} of club ${draw.facility_id}, ${draw.play_date} ${draw.hour_start}-${draw.hour_end}, courts ${draw.court_ids.join(",")}`,
    ...[...entries].sort((a, b) => a.id - b.id).map((e) => `entry ${e.id}: ${e.choices.join(",")}`),
    ...(secret === null ? [] : [`${SECRET_LINE}${secret}`]),
  ].join("\n")

const SECRET_LINE = "secret "

/** A draw's secret and its commitment: 32 random bytes in hex, and their SHA-256 digest. */
export const drawSecret = Effect.gen(function* () {
  const secret = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("")
  return { secret, commitment: yield* sha256(secret) }
})

/** Whether the seed text reveals the secret the commitment promised (a draw with no commitment has none to keep). */
const keepsCommitment = (draw: Pick<DrawToCheck, "commitment" | "seed_text">) =>
  Effect.gen(function* () {
    if (draw.commitment === null) return true
    const line = (draw.seed_text ?? "").split("\n").find((l) => l.startsWith(SECRET_LINE))
    return line !== undefined && (yield* sha256(line.slice(SECRET_LINE.length))) === draw.commitment
  })

/** A slot as people read it: "Court 2, 9:00 AM" (its time as `time` writes seconds of the day, English by default). */
export const slotLabel = (
  key: string,
  minutes: number,
  courtName: (id: number) => string,
  time: (seconds: number) => string = formatSecondsOfDay,
) => {
  const slot = parseSlot(key, minutes)
  return `${courtName(slot.court_id)}, ${time(slot.hour_start)}`
}

/** A person entered the draw already, in this or another group. */
export class AlreadyEntered extends Data.TaggedError("AlreadyEntered")<{ readonly userId: number }> {}
