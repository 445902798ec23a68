import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, Multipart } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { MAX_IMAGE_BYTES } from "../../../engine/images"
import { Leaderboard, LeaderboardWithStandings, SPORTS } from "../../../engine/leaderboards/rules"
import { IsoDate } from "../../../engine/people/rules"
import { Leaderboards } from "../../../engine/leaderboards/service"
import { asCaller } from "../actor"
import { publicImage } from "../files"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { bodyOf, fileBytes } from "../forms"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

/** A leaderboard's fields as sent (the JSON body's fields plus an image); on update only those sent change. */
const LeaderboardChange = Schema.Struct({
  name: Schema.optional(Schema.String.pipe(Schema.maxLength(120))),
  description: Schema.optional(Schema.String.pipe(Schema.maxLength(2000))),
  sport: Schema.optional(Schema.NullOr(Schema.Literal(...SPORTS))),
  starts_on: Schema.optional(IsoDate),
  ends_on: Schema.optional(Schema.NullOr(IsoDate)),
  active: Schema.optional(Schema.Boolean),
})

const Text = Schema.optional(Schema.String)
const LeaderboardForm = HttpApiSchema.Multipart(
  Schema.Struct({
    name: Text,
    description: Text,
    sport: Text,
    starts_on: Text,
    ends_on: Text,
    active: Text,
    image: Schema.optional(Multipart.SingleFileSchema),
  }),
  { maxFileSize: Option.some(MAX_IMAGE_BYTES) },
)
const FORM = { flags: new Set(["active"]), nullable: new Set(["sport", "ends_on"]) }
const changeOf = (payload: unknown) => bodyOf(LeaderboardChange, payload, FORM, "The leaderboard is not valid.")

const MatchResult = Schema.Struct({
  reservation_id: Schema.Number,
  winner_team: Schema.NullOr(Schema.Literal(1, 2)),
  score: Schema.String,
  /** Whether the caller may change it: nobody recorded it yet, they did, or they are the club's staff. */
  may_change: Schema.Boolean,
})

const FacilityPath = Schema.Struct({ id: IdParam })
const LeaderboardPath = Schema.Struct({ id: IdParam, leaderboardId: IdParam })
const base = "/api/facilities/:id/leaderboards"

export const LeaderboardsGroup = apiGroup("leaderboards")
  .add(
    HttpApiEndpoint.get("leaderboards", base)
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(Leaderboard))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createLeaderboard", base)
      .setPath(FacilityPath)
      .setPayload(Schema.Union(LeaderboardForm, LeaderboardChange))
      .addSuccess(LeaderboardWithStandings, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("leaderboard", `${base}/:leaderboardId`)
      .setPath(LeaderboardPath)
      .addSuccess(LeaderboardWithStandings)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("updateLeaderboard", `${base}/:leaderboardId`)
      .setPath(LeaderboardPath)
      .setPayload(Schema.Union(LeaderboardForm, LeaderboardChange))
      .addSuccess(LeaderboardWithStandings)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deleteLeaderboard", `${base}/:leaderboardId`)
      .setPath(LeaderboardPath)
      .addSuccess(LeaderboardWithStandings)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("leaderboardImage", `${base}/:leaderboardId/image`)
      .setPath(LeaderboardPath)
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "image/*" }))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("matchResult", "/api/reservations/:id/match_result")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          winner_team: Schema.NullOr(Schema.Literal(1, 2)),
          score: Schema.optional(Schema.String.pipe(Schema.maxLength(60))),
        }),
      )
      .addSuccess(MatchResult)
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .add(
    HttpApiEndpoint.get("showMatchResult", "/api/reservations/:id/match_result")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(MatchResult)
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .middleware(Authn)

const use = <A, E, R>(f: (service: Leaderboards) => Effect.Effect<A, E, R>) => asCaller(Effect.flatMap(Leaderboards, f))

const save = (facilityId: number, id: number | undefined, payload: unknown) =>
  Effect.flatMap(changeOf(payload), (change) => use((l) => l.save(facilityId, id, change, fileBytes(payload, "image"))))

const LeaderboardsLive = HttpApiBuilder.group(apiOf(LeaderboardsGroup), "leaderboards", (handlers) =>
  handlers
    .handle("leaderboards", ({ path }) => use((l) => l.list(path.id)))
    .handle("createLeaderboard", ({ path, payload }) => save(path.id, undefined, payload))
    .handle("leaderboard", ({ path }) => use((l) => l.show(path.id, path.leaderboardId)))
    .handle("updateLeaderboard", ({ path, payload }) => save(path.id, path.leaderboardId, payload))
    .handle("deleteLeaderboard", ({ path }) => use((l) => l.remove(path.id, path.leaderboardId)))
    .handle("leaderboardImage", ({ path }) =>
      Effect.map(
        use((l) => l.image(path.id, path.leaderboardId)),
        publicImage,
      ),
    )
    .handle("matchResult", ({ path, payload }) => use((l) => l.recordResult(path.id, payload)))
    .handle("showMatchResult", ({ path }) => use((l) => l.resultOf(path.id))),
)

export const leaderboardsPlugin: Plugin = {
  name: "leaderboards",
  description: "The club's ladders: standings from its official matches' results, by a documented rating rule.",
  group: LeaderboardsGroup,
  handlers: LeaderboardsLive,
}
