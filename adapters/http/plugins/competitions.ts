import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import {
  CompetitionFile,
  CompetitionWithDivisions,
  Division,
  DrawSheet,
  Entry,
  MatchMove,
  MatchScoreSchema,
  MoveResult,
  NewDivision,
  ScheduleRequest,
  ScheduleResult,
  Unavailability,
} from "../../../engine/competitions/rules"
import { IsoDate } from "../../../engine/people/rules"
import { Competitions } from "../../../engine/competitions/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { HowPaid, Id, IdParam } from "../schemas"

const FacilityPath = Schema.Struct({ id: IdParam })
const CompetitionPath = Schema.Struct({ id: IdParam, competitionId: IdParam })
const DivisionPath = Schema.Struct({ id: IdParam, divisionId: IdParam })
const EntryPath = Schema.Struct({ id: IdParam, entryId: IdParam })
const MatchPath = Schema.Struct({ id: IdParam, matchId: IdParam })
const base = "/api/facilities/:id"

export const CompetitionsGroup = apiGroup("competitions")
  .add(
    HttpApiEndpoint.get("competitions", `${base}/competitions`)
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(CompetitionWithDivisions))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createCompetition", `${base}/competitions`)
      .setPath(FacilityPath)
      .setPayload(CompetitionFile)
      .addSuccess(CompetitionWithDivisions, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("competition", `${base}/competitions/:competitionId`)
      .setPath(CompetitionPath)
      .addSuccess(CompetitionWithDivisions)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("addCompetitionDivision", `${base}/competitions/:competitionId/divisions`)
      .setPath(CompetitionPath)
      .setPayload(NewDivision)
      .addSuccess(Division, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("competitionDraw", `${base}/competition_divisions/:divisionId/draw`)
      .setPath(DivisionPath)
      .addSuccess(DrawSheet)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("makeCompetitionDraw", `${base}/competition_divisions/:divisionId/draw`)
      .setPath(DivisionPath)
      .addSuccess(DrawSheet, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("scheduleCompetitionDivision", `${base}/competition_divisions/:divisionId/schedule`)
      .setPath(DivisionPath)
      .setPayload(ScheduleRequest)
      .addSuccess(ScheduleResult)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("enterCompetition", `${base}/competition_divisions/:divisionId/entries`)
      .setPath(DivisionPath)
      .setPayload(
        Schema.Struct({
          player_id: Id,
          partner_id: Schema.optional(Id),
          payment: Schema.optional(Schema.Struct(HowPaid)),
        }),
      )
      .addSuccess(Entry, { status: 201 })
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("answerCompetitionPartner", `${base}/competition_entries/:entryId/answer`)
      .setPath(EntryPath)
      .setPayload(Schema.Struct({ accept: Schema.Boolean }))
      .addSuccess(Entry)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.del("withdrawCompetitionEntry", `${base}/competition_entries/:entryId`)
      .setPath(EntryPath)
      .addSuccess(Entry)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("reportCompetitionScore", `${base}/competition_matches/:matchId/score`)
      .setPath(MatchPath)
      .setPayload(MatchScoreSchema)
      .addSuccess(DrawSheet)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("confirmCompetitionScore", `${base}/competition_matches/:matchId/confirm`)
      .setPath(MatchPath)
      .addSuccess(DrawSheet)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.get("competitionEntryUnavailability", `${base}/competition_entries/:entryId/unavailable`)
      .setPath(EntryPath)
      .addSuccess(Unavailability)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.put("setCompetitionEntryUnavailability", `${base}/competition_entries/:entryId/unavailable`)
      .setPath(EntryPath)
      .setPayload(Unavailability)
      .addSuccess(Unavailability)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.get("competitionMatchesOnDay", `${base}/competition_matches`)
      .setPath(FacilityPath)
      .setUrlParams(Schema.Struct({ date: IsoDate }))
      .addSuccess(Schema.Array(DrawSheet))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("moveCompetitionMatch", `${base}/competition_matches/:matchId/move`)
      .setPath(MatchPath)
      .setPayload(MatchMove)
      .addSuccess(MoveResult)
      .annotate(PolicyTag, Policy.staff()),
  )
  .middleware(Authn)

const CompetitionsLive = HttpApiBuilder.group(apiOf(CompetitionsGroup), "competitions", (handlers) =>
  handlers
    .handle("competitions", ({ path }) => using(Competitions, (c) => c.list(path.id)))
    .handle("createCompetition", ({ path, payload }) =>
      using(Competitions, (c) => c.setUp(path.id, payload, { dryRun: false })),
    )
    .handle("competition", ({ path }) => using(Competitions, (c) => c.show(path.id, path.competitionId)))
    .handle("addCompetitionDivision", ({ path, payload }) =>
      using(Competitions, (c) => c.addDivision(path.id, path.competitionId, payload)),
    )
    .handle("competitionDraw", ({ path }) => using(Competitions, (c) => c.drawOf(path.id, path.divisionId)))
    .handle("makeCompetitionDraw", ({ path }) => using(Competitions, (c) => c.makeDraw(path.id, path.divisionId)))
    .handle("scheduleCompetitionDivision", ({ path, payload }) =>
      using(Competitions, (c) => c.schedule(path.id, path.divisionId, payload)),
    )
    .handle("enterCompetition", ({ path, payload }) =>
      using(Competitions, (c) => c.enter(path.id, path.divisionId, payload)),
    )
    .handle("answerCompetitionPartner", ({ path, payload }) =>
      using(Competitions, (c) => c.answerPartner(path.id, path.entryId, payload.accept)),
    )
    .handle("withdrawCompetitionEntry", ({ path }) => using(Competitions, (c) => c.withdraw(path.id, path.entryId)))
    .handle("reportCompetitionScore", ({ path, payload }) =>
      using(Competitions, (c) => c.report(path.id, path.matchId, payload)),
    )
    .handle("confirmCompetitionScore", ({ path }) => using(Competitions, (c) => c.confirm(path.id, path.matchId)))
    .handle("competitionEntryUnavailability", ({ path }) =>
      using(Competitions, (c) => c.unavailable(path.id, path.entryId)),
    )
    .handle("setCompetitionEntryUnavailability", ({ path, payload }) =>
      using(Competitions, (c) => c.setUnavailable(path.id, path.entryId, payload)),
    )
    .handle("competitionMatchesOnDay", ({ path, urlParams }) =>
      using(Competitions, (c) => c.onDay(path.id, urlParams.date)),
    )
    .handle("moveCompetitionMatch", ({ path, payload }) =>
      using(Competitions, (c) => c.move(path.id, path.matchId, payload)),
    ),
)

export const competitionsPlugin: Plugin = {
  name: "competitions",
  description:
    "Competitions: tournaments (single or double elimination, round robins, groups then a knock-out) and leagues in divisions; entries with partners and a waitlist, the draw seeded by rating, matches scheduled onto courts as bookings, scores reported and confirmed, winners carried on.",
  group: CompetitionsGroup,
  handlers: CompetitionsLive,
}
