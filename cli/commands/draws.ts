import { Effect, Schema } from "effect"
import { secondsOfDayIn } from "../../engine/i18n/languageFormats"
import type { Language } from "../../engine/i18n/languages"
import { checkDraw, type DrawToCheck, DrawToCheck as DrawToCheckSchema, parseSlot } from "../../engine/peakDraws/rules"
import { PeakDraws } from "../../engine/peakDraws/service"
import { CliFailure, command, EXIT, type Output, usage } from "../run"
import { facilityId, readText } from "./files"

type Checked = Effect.Effect.Success<ReturnType<typeof checkDraw>> & { readonly draw: DrawToCheck }

/** A checked draw refuses (exit 1) when the seed or the result does not hold up: scripts can trust the code. */
const verdict = (draw: DrawToCheck) =>
  Effect.flatMap(checkDraw(draw), (checked) =>
    checked.drawn && !(checked.seed_matches && checked.commitment_kept && checked.same)
      ? Effect.fail(
          new CliFailure({
            code: EXIT.failed,
            message: !checked.seed_matches
              ? `Draw ${draw.id}'s seed is not the SHA-256 digest of its published text.`
              : !checked.commitment_kept
                ? `Draw ${draw.id}'s seed text does not reveal the secret its commitment promised before entries closed.`
                : `Draw ${draw.id} does not recompute to its recorded result from its seed.`,
          }),
        )
      : Effect.succeed({ ...checked, draw }),
  )

const describeIn =
  (language: Language) =>
  ({ draw, drawn, recomputed }: Checked) => {
    if (!drawn || draw.record === null) return `Draw ${draw.id} has not been drawn yet.`
    const slot = (key: string) => {
      const s = parseSlot(key, draw.slot_minutes)
      return `court ${s.court_id} at ${secondsOfDayIn(language, s.hour_start)}`
    }
    const entries = (household: string) => draw.record!.inputs.filter((i) => i.household === household)
    return [
      `Draw ${draw.id}: seed ${draw.seed} is the SHA-256 of its published text${draw.commitment === null ? "" : ", which reveals the secret committed to before entries closed"}.`,
      "place  household      wins  weight   key       entries",
      ...draw.record.tickets.map(
        (t, i) =>
          `${String(i + 1).padStart(5)}  ${t.household.padEnd(13)} ${String(entries(t.household).reduce((n, e) => n + e.recent_wins, 0)).padStart(5)}  ${t.weight.toFixed(4)}  ${t.key.toFixed(6)}  ${entries(
            t.household,
          )
            .map((e) => `#${e.id}`)
            .join(" ")}`,
      ),
      ...draw.record.awards.map((a) => `  round ${a.round}: entry #${a.entry_id} wins ${slot(a.slot)}`),
      ...(draw.record.unplaced.length > 0
        ? [`  no slot: ${draw.record.unplaced.map((id) => `#${id}`).join(" ")}`]
        : []),
      `Recomputed from the seed: the same ${recomputed?.awards.length} awards in the same order.`,
    ].join("\n")
  }

/** `venue draws show <draw> --facility SLUG`: a club's draw as its public page shows it, recomputed from its seed. */
export const drawsShow = (draw: string, options: { facility: string }, output: Output) =>
  command(
    output,
    function* () {
      const drawId = Number(draw)
      if (!Number.isSafeInteger(drawId) || drawId <= 0) return yield* Effect.fail(usage("Name the draw by its number."))
      const id = yield* facilityId(options.facility)
      const shown = yield* Effect.flatMap(PeakDraws, (d) => d.show(id, drawId))
      return yield* verdict(shown)
    },
    describeIn(output.language),
  )

/**
 * `venue draws verify <file>`: a draw's public page saved as JSON (`GET …/peak_draws/{id}`)
 * recomputed without the club's database: anyone can check a result this way.
 */
export const drawsVerify = (file: string, output: Output) =>
  command(
    output,
    function* () {
      const text = yield* readText(file)
      const json = yield* Effect.try({
        try: () => JSON.parse(text) as unknown,
        catch: () => usage(`${file} is not JSON: save a draw's page with GET /api/facilities/{id}/peak_draws/{draw}.`),
      })
      const draw = yield* Schema.decodeUnknown(DrawToCheckSchema)(json).pipe(
        Effect.mapError(() => usage(`${file} is not a draw's page: it lacks its slots, seed or record.`)),
      )
      return yield* verdict(draw)
    },
    describeIn(output.language),
  )
