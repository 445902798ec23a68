import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { GameOpening, JoinRequest, MAX_SEARCH_DAYS, OpenBooking } from "../../../engine/openGames/rules"
import { IsoDate } from "../../../engine/people/rules"
import { OpenGames } from "../../../engine/openGames/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { ShownSession } from "./openPlay"

const RatingKind = Schema.String.pipe(
  Schema.pattern(/^[a-z_]{2,20}$/, { message: () => "Name a rating kind: dupr, ntrp_default, utr…" }),
)
const Rating = Schema.NullOr(Schema.Number.pipe(Schema.between(0, 30)))
const SecondsParam = Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 86400))

/** What a player looks for: days from a date, the hours a game starts in, a level (their own rating of the kind by default). */
const Search = Schema.Struct({
  date: IsoDate,
  days: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, MAX_SEARCH_DAYS)), {
    default: () => 1,
  }),
  hour_start: Schema.optionalWith(SecondsParam, { default: () => 0 }),
  hour_end: Schema.optionalWith(SecondsParam, { default: () => 86400 }),
  rating_kind: RatingKind,
  rating: Schema.optional(Schema.NumberFromString.pipe(Schema.between(0, 30))),
  for_user_id: Schema.optional(IdParam),
})

/** An open booking as another player sees it: its room and range, the booker by name (initials for a private profile). */
const FoundBooking = Schema.Struct({
  ...OpenBooking.omit("booker_name", "booker_public").fields,
  range: Schema.String,
  room: Schema.Number,
  booker: Schema.String,
  /** The player's request to join it, if they made one. */
  asked: Schema.NullOr(JoinRequest.fields.status),
})
const Found = Schema.Struct({
  rating_kind: Schema.String,
  /** The level searched: the one given, else the player's rating of the kind (null: unrated, who fit only games for all levels). */
  rating: Schema.NullOr(Schema.Number),
  sessions: Schema.Array(Schema.extend(ShownSession, Schema.Struct({ date: Schema.String }))),
  bookings: Schema.Array(FoundBooking),
})

const Opening = Schema.Struct({
  rating_kind: RatingKind,
  rating_min: Schema.optionalWith(Rating, { default: () => null }),
  rating_max: Schema.optionalWith(Rating, { default: () => null }),
  wanted: Schema.Int.pipe(Schema.between(1, 8)),
  note: Schema.optionalWith(Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(200))), { default: () => null }),
})
const Ask = Schema.Struct({
  for_user_id: Schema.optional(Id),
  message: Schema.optional(Schema.Trim.pipe(Schema.maxLength(300))),
})

const FacilityPath = Schema.Struct({ id: IdParam })
const ReservationPath = Schema.Struct({ id: IdParam })
const RequestPath = Schema.Struct({ id: IdParam })

export const OpenGamesGroup = apiGroup("openGames")
  .add(
    HttpApiEndpoint.get("findGames", "/api/facilities/:id/games")
      .setPath(FacilityPath)
      .setUrlParams(Search)
      .addSuccess(Found)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.put("openGame", "/api/reservations/:id/opening")
      .setPath(ReservationPath)
      .setPayload(Opening)
      .addSuccess(Schema.extend(GameOpening, Schema.Struct({ range: Schema.String })))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("closeGame", "/api/reservations/:id/opening")
      .setPath(ReservationPath)
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("askToJoin", "/api/reservations/:id/join_requests")
      .setPath(ReservationPath)
      .setPayload(Ask)
      .addSuccess(JoinRequest, { status: 201 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("joinRequests", "/api/facilities/:id/join_requests")
      .setPath(FacilityPath)
      .addSuccess(Schema.Struct({ to_me: Schema.Array(JoinRequest), mine: Schema.Array(JoinRequest) }))
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.put("acceptJoinRequest", "/api/join_requests/:id/accept")
      .setPath(RequestPath)
      .addSuccess(JoinRequest)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("declineJoinRequest", "/api/join_requests/:id/decline")
      .setPath(RequestPath)
      .addSuccess(JoinRequest)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("withdrawJoinRequest", "/api/join_requests/:id")
      .setPath(RequestPath)
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

const OpenGamesLive = HttpApiBuilder.group(apiOf(OpenGamesGroup), "openGames", (handlers) =>
  handlers
    .handle("findGames", ({ path, urlParams }) => using(OpenGames, (g) => g.find(path.id, urlParams)))
    .handle("openGame", ({ path, payload }) => using(OpenGames, (g) => g.open(path.id, payload)))
    .handle("closeGame", ({ path }) => using(OpenGames, (g) => g.close(path.id)))
    .handle("askToJoin", ({ path, payload }) => using(OpenGames, (g) => g.ask(path.id, payload)))
    .handle("joinRequests", ({ path }) => using(OpenGames, (g) => g.requests(path.id)))
    .handle("acceptJoinRequest", ({ path }) => using(OpenGames, (g) => g.accept(path.id)))
    .handle("declineJoinRequest", ({ path }) => using(OpenGames, (g) => g.decline(path.id)))
    .handle("withdrawJoinRequest", ({ path }) => using(OpenGames, (g) => g.withdraw(path.id))),
)

export const openGamesPlugin: Plugin = {
  name: "openGames",
  description:
    "Find me a game: a booker opens their booking to players of a level; players find open bookings and open play sessions by days, hours and level, and ask to join; the booker accepts or declines.",
  group: OpenGamesGroup,
  handlers: OpenGamesLive,
}
