import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { DrawEntry, DrawRecord, PeakDraw } from "../../../engine/peakDraws/rules"
import { IsoDate } from "../../../engine/people/rules"
import { PeakDraws } from "../../../engine/peakDraws/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam, SecondsOfDay } from "../schemas"

const Instant = Schema.String.pipe(
  Schema.filter((s) => !Number.isNaN(Date.parse(s)), { message: () => "Give a date and time (ISO 8601)." }),
)

/** A draw as a manager sets it up: the day's peak hours, courts and slot length, and its times. */
const DrawRequest = Schema.Struct({
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Name the draw." }), Schema.maxLength(120)),
  play_date: IsoDate,
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
  slot_minutes: Schema.Literal(30, 45, 60, 90, 120),
  court_ids: Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(40)),
  entries_close_at: Instant,
  draw_at: Instant,
  /** How many weeks of earlier draws' wins lower a household's weight. */
  recent_weeks: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 26)), { default: () => 4 }),
  /** Charge each winner's saved card at the draw; else their booking is owed until the day. */
  charge_at_draw: Schema.optionalWith(Schema.Boolean, { default: () => false }),
})

/** An entry: for the caller or a child they handle, with the group's other players and the slots wanted, best first. */
const EntryRequest = Schema.Struct({
  for_user_id: Schema.optional(Id),
  player_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(3)), { default: () => [] }),
  choices: Schema.Array(Schema.String.pipe(Schema.maxLength(40))).pipe(Schema.minItems(1), Schema.maxItems(5)),
})

const ShownDraw = Schema.Struct({
  ...PeakDraw.fields,
  club: Schema.String,
  time_zone: Schema.String,
  /** Each slot: its key, its label in English, and its court and start for a screen to say in its reader's language. */
  slots: Schema.Array(
    Schema.Struct({ key: Schema.String, label: Schema.String, court: Schema.String, hour_start: Schema.Number }),
  ),
  /** Every entry, names left out; `mine` marks the caller's own (and their children's). */
  entries: Schema.Array(
    Schema.Struct({
      id: Schema.Number,
      choices: Schema.Array(Schema.String),
      outcome: Schema.NullOr(Schema.Literal("won", "lost")),
      slot: Schema.NullOr(Schema.String),
      problem: Schema.NullOr(Schema.String),
      mine: Schema.Boolean,
      /** Who entered it: told to the club's staff and to a person it names (or their guardian), else null. */
      entrant: Schema.NullOr(Schema.String),
      /** The caller's own (themself, their children) the entry names and who have not yet accepted. */
      invited: Schema.Array(Schema.Number),
      /** The caller's own the entry names who are of its group. */
      playing: Schema.Array(Schema.Number),
    }),
  ),
  record: Schema.NullOr(DrawRecord),
})

const FacilityPath = Schema.Struct({ id: IdParam })
const DrawPath = Schema.Struct({ id: IdParam, drawId: IdParam })
const EntryPath = Schema.Struct({ id: IdParam, drawId: IdParam, entryId: IdParam })
const NamedPath = Schema.Struct({ id: IdParam, drawId: IdParam, entryId: IdParam, userId: IdParam })
const base = "/api/facilities/:id/peak_draws"

export const PeakDrawsGroup = apiGroup("peakDraws")
  .add(
    HttpApiEndpoint.get("peakDraws", base)
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(PeakDraw))
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("createPeakDraw", base)
      .setPath(FacilityPath)
      .setPayload(DrawRequest)
      .addSuccess(PeakDraw, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("peakDraw", `${base}/:drawId`)
      .setPath(DrawPath)
      .addSuccess(ShownDraw)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("enterPeakDraw", `${base}/:drawId/entries`)
      .setPath(DrawPath)
      .setPayload(EntryRequest)
      .addSuccess(DrawEntry, { status: 201 })
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.del("withdrawPeakDrawEntry", `${base}/:drawId/entries/:entryId`)
      .setPath(EntryPath)
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("acceptPeakDrawInvitation", `${base}/:drawId/entries/:entryId/accept`)
      .setPath(EntryPath)
      .setPayload(Schema.Struct({ for_user_id: Schema.optional(Id) }))
      .addSuccess(DrawEntry)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.del("dropPeakDrawPlayer", `${base}/:drawId/entries/:entryId/players/:userId`)
      .setPath(NamedPath)
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.member()),
  )
  .middleware(Authn)

const PeakDrawsLive = HttpApiBuilder.group(apiOf(PeakDrawsGroup), "peakDraws", (handlers) =>
  handlers
    .handle("peakDraws", ({ path }) => using(PeakDraws, (d) => d.list(path.id)))
    .handle("createPeakDraw", ({ path, payload }) => using(PeakDraws, (d) => d.create(path.id, payload)))
    .handle("peakDraw", ({ path }) => using(PeakDraws, (d) => d.show(path.id, path.drawId)))
    .handle("enterPeakDraw", ({ path, payload }) => using(PeakDraws, (d) => d.enter(path.id, path.drawId, payload)))
    .handle("withdrawPeakDrawEntry", ({ path }) =>
      using(PeakDraws, (d) => d.withdraw(path.id, path.drawId, path.entryId)),
    )
    .handle("acceptPeakDrawInvitation", ({ path, payload }) =>
      using(PeakDraws, (d) => d.accept(path.id, path.drawId, path.entryId, payload.for_user_id)),
    )
    .handle("dropPeakDrawPlayer", ({ path }) =>
      using(PeakDraws, (d) => d.dropPerson(path.id, path.drawId, path.entryId, path.userId)),
    ),
)

export const peakDrawsPlugin: Plugin = {
  name: "peakDraws",
  description:
    "Peak hours shared by lot: managers set up a draw of a day's peak slots, players enter with ranked choices and name their group (anyone outside their household accepts first, and may leave), the draw (reproducible from its published seed) books the winners and opens the rest.",
  group: PeakDrawsGroup,
  handlers: PeakDrawsLive,
}
