import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { OpenPlayFormat, OpenPlayGame, OpenPlayPlayer, OpenPlaySession } from "../../../engine/openPlay/rules"
import { IsoDate } from "../../../engine/people/rules"
import { OpenPlay } from "../../../engine/openPlay/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam, SecondsOfDay } from "../schemas"

const Rating = Schema.NullOr(Schema.Number.pipe(Schema.between(0, 30)))

/** A session as staff (or a member, on one court they book, free places) set it up: courts and hours, format, a range on a rating kind, the price of a place, a cap. */
const SessionRequest = Schema.Struct({
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Name the session." }), Schema.maxLength(120)),
  format: OpenPlayFormat,
  play_date: IsoDate,
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
  court_ids: Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(20)),
  rating_kind: Schema.String.pipe(
    Schema.pattern(/^[a-z_]{2,20}$/, { message: () => "Name a rating kind: dupr, ntrp_default, utr…" }),
  ),
  rating_min: Schema.optionalWith(Rating, { default: () => null }),
  rating_max: Schema.optionalWith(Rating, { default: () => null }),
  /** Each player's place, in minor units. */
  price: Schema.Int.pipe(Schema.between(0, 1_000_000)),
  cap: Schema.Int.pipe(Schema.between(2, 240)),
})

export const ShownSession = Schema.Struct({
  ...OpenPlaySession.fields,
  /** The range as players read it: "DUPR 3.5–4.5". */
  range: Schema.String,
  price_label: Schema.String,
  /** The club's money, for a screen to say the price in its reader's language. */
  currency: Schema.String,
  currency_decimals: Schema.Number,
  joined: Schema.Number,
  waitlisted: Schema.Number,
  /** The caller's rating of the session's kind, and whether it is in the range. */
  my_rating: Schema.NullOr(Schema.Number),
  fits: Schema.Boolean,
  /** Joined first, then the waitlist, each in the order they came; private profiles as initials. */
  players: Schema.Array(Schema.Struct({ ...OpenPlayPlayer.omit("ru_id").fields, mine: Schema.Boolean })),
  games: Schema.Array(OpenPlayGame),
})

const JoinRequest = Schema.Struct({ for_user_id: Schema.optional(Id) })
const Joined = Schema.Struct({ status: Schema.Literal("joined", "waitlisted"), place: Schema.String })
const GameResult = Schema.Struct({
  winner_team: Schema.Literal(1, 2),
  score: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(60)), { default: () => "" }),
})

const FacilityPath = Schema.Struct({ id: IdParam })
const SessionPath = Schema.Struct({ id: IdParam, sessionId: IdParam })
const PlayerPath = Schema.Struct({ id: IdParam, sessionId: IdParam, userId: IdParam })
const GamePath = Schema.Struct({ id: IdParam, sessionId: IdParam, gameId: IdParam })
const base = "/api/facilities/:id/open_play"

export const OpenPlayGroup = apiGroup("openPlay")
  .add(
    HttpApiEndpoint.get("openPlaySessions", base)
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(ShownSession))
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("createOpenPlay", base)
      .setPath(FacilityPath)
      .setPayload(SessionRequest)
      .addSuccess(OpenPlaySession, { status: 201 })
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.get("openPlaySession", `${base}/:sessionId`)
      .setPath(SessionPath)
      .addSuccess(ShownSession)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("joinOpenPlay", `${base}/:sessionId/players`)
      .setPath(SessionPath)
      .setPayload(JoinRequest)
      .addSuccess(Joined, { status: 201 })
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.del("leaveOpenPlay", `${base}/:sessionId/players/:userId`)
      .setPath(PlayerPath)
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("arrangeOpenPlay", `${base}/:sessionId/arrangement`)
      .setPath(SessionPath)
      .addSuccess(ShownSession)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.put("recordOpenPlayResult", `${base}/:sessionId/games/:gameId/result`)
      .setPath(GamePath)
      .setPayload(GameResult)
      .addSuccess(OpenPlayGame)
      .annotate(PolicyTag, Policy.member()),
  )
  .middleware(Authn)

const OpenPlayLive = HttpApiBuilder.group(apiOf(OpenPlayGroup), "openPlay", (handlers) =>
  handlers
    .handle("openPlaySessions", ({ path }) => using(OpenPlay, (o) => o.list(path.id)))
    .handle("createOpenPlay", ({ path, payload }) => using(OpenPlay, (o) => o.create(path.id, payload)))
    .handle("openPlaySession", ({ path }) => using(OpenPlay, (o) => o.show(path.id, path.sessionId)))
    .handle("joinOpenPlay", ({ path, payload }) =>
      using(OpenPlay, (o) => o.join(path.id, path.sessionId, payload.for_user_id)),
    )
    .handle("leaveOpenPlay", ({ path }) => using(OpenPlay, (o) => o.leave(path.id, path.sessionId, path.userId)))
    .handle("arrangeOpenPlay", ({ path }) => using(OpenPlay, (o) => o.arrange(path.id, path.sessionId)))
    .handle("recordOpenPlayResult", ({ path, payload }) =>
      using(OpenPlay, (o) => o.recordResult(path.id, path.sessionId, path.gameId, payload)),
    ),
)

export const openPlayPlugin: Plugin = {
  name: "openPlay",
  description:
    "Open play by rating: staff set up sessions for a range of the club's rating kind; members join or wait, pay their place like a booking, and are arranged into balanced games whose results count for the leaderboards.",
  group: OpenPlayGroup,
  handlers: OpenPlayLive,
}
