import { HttpApiBuilder, HttpApiEndpoint, HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import {
  checkinLogs,
  gateList,
  gatePasswordHash,
  insertCheckinLog,
  isClubMember,
  isClubReservation,
  isGateSessionOpen,
  openGateSession,
} from "../../sql/frontDesk"
import { Effect, Option, Schema } from "effect"
import { localDate } from "../../../engine/dates"
import { IsoDate } from "../../../engine/people"
import { findFacilityBySlug } from "../../sql/facilities"
import { clearFailures, recentFailures, recordFailure } from "../../sql/signInFailures"
import { FAILURE_WINDOW_MINUTES } from "../../../engine/signIn"
import { Actor } from "../actor"
import { Authn } from "../authn"
import { clientAddress } from "../clientAddress"
import { signInVerdict } from "../../../engine/signIn"
import { apiGroup, notFound, TooManyRequests, Unauthorized, unprocessable } from "../errors"
import { verifyPassword } from "../../security/passwords"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { randomToken, Secrets } from "../../security/secrets"
import { ServerSettings } from "../settings"

export const CheckinLog = Schema.Struct({
  id: Schema.Number,
  user_id: Schema.NullOr(Schema.Number),
  reservation_id: Schema.NullOr(Schema.Number),
  method: Schema.Literal("desk", "door", "app"),
  note: Schema.NullOr(Schema.String),
  created_by: Schema.NullOr(Schema.Number),
  created_at: Schema.String,
})

export const GateEntry = Schema.Struct({
  reservation_id: Schema.Number,
  court: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  kind: Schema.String,
  status: Schema.String,
  players: Schema.Array(Schema.String),
})

const GATE_COOKIE = "venue_gate"
const GATE_HOURS = 12
const SlugPath = Schema.Struct({ facilitySlug: Schema.String.pipe(Schema.maxLength(60)) })

export const FrontDeskGroup = apiGroup("frontDesk")
  .add(
    HttpApiEndpoint.get("checkinLogs", "/api/facilities/:id/checkin_logs")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ date: Schema.optional(IsoDate), page: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(CheckinLog))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("createCheckinLog", "/api/facilities/:id/checkin_logs")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          user_id: Schema.optional(Schema.NullOr(Id)),
          reservation_id: Schema.optional(Schema.NullOr(Id)),
          method: Schema.optionalWith(Schema.Literal("desk", "door", "app"), { default: () => "desk" as const }),
          note: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(300)))),
        }),
      )
      .addSuccess(CheckinLog, { status: 201 })
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("authenticateGateList", "/f/:facilitySlug/authenticate_gate_list")
      .setPath(SlugPath)
      .setPayload(
        Schema.Struct({
          password: Schema.String.pipe(
            Schema.minLength(1, { message: () => "The gate list needs its password." }),
            Schema.maxLength(100),
          ),
        }),
      )
      .addSuccess(Schema.Struct({ expires_at: Schema.String }))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("gateListActivity", "/f/:facilitySlug/gate_list_activity")
      .setPath(SlugPath)
      .setUrlParams(
        Schema.Struct({ limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 200))) }),
      )
      .addSuccess(Schema.Struct({ date: Schema.String, activity: Schema.Array(GateEntry) }))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

const facilityBySlug = (slug: string) =>
  Effect.flatMap(
    findFacilityBySlug(slug),
    Option.match({ onNone: () => Effect.fail(notFound("Facility")), onSome: Effect.succeed }),
  )

export const FrontDeskLive = HttpApiBuilder.group(apiOf(FrontDeskGroup), "frontDesk", (handlers) =>
  handlers
    .handle("checkinLogs", ({ path, urlParams }) =>
      Effect.gen(function* () {
        return yield* checkinLogs(path.id, urlParams.date ?? null, urlParams.page ?? 1)
      }),
    )
    .handle("createCheckinLog", ({ path, payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        if (payload.reservation_id) {
          if (!(yield* isClubReservation(path.id, payload.reservation_id)))
            return yield* Effect.fail(unprocessable("That reservation is not one of this facility's."))
        }
        if (payload.user_id) {
          if (!(yield* isClubMember(path.id, payload.user_id)))
            return yield* Effect.fail(unprocessable("That person is not a member of this facility."))
        }
        return yield* insertCheckinLog({
          facility_id: path.id,
          user_id: payload.user_id ?? null,
          reservation_id: payload.reservation_id ?? null,
          method: payload.method,
          note: payload.note ?? null,
          created_by: actor.user?.id ?? null,
        })
      }),
    )
    .handle("authenticateGateList", ({ path, payload }) =>
      Effect.gen(function* () {
        const facility = yield* facilityBySlug(path.facilitySlug)
        const ip = yield* clientAddress
        const key = `gate:${facility.id}`
        const failures = yield* recentFailures(key, ip)
        if (signInVerdict(failures)._tag === "refuse") {
          return yield* Effect.fail(
            new TooManyRequests({
              message: `Too many wrong passwords; wait ${FAILURE_WINDOW_MINUTES} minutes.`,
              errors: [],
            }),
          )
        }
        if (!(yield* verifyPassword(yield* gatePasswordHash(facility.id), payload.password))) {
          yield* recordFailure(key, ip)
          return yield* Effect.fail(new Unauthorized({ message: "The gate list password is wrong.", errors: [] }))
        }
        yield* clearFailures(key, ip)
        const secrets = yield* Secrets
        const token = randomToken()
        const expiresAt = yield* openGateSession(facility.id, secrets.digest(token), GATE_HOURS)
        const { secureCookies } = yield* ServerSettings
        yield* HttpApp.appendPreResponseHandler((_, response) =>
          Effect.orDie(
            HttpServerResponse.setCookie(response, GATE_COOKIE, token, {
              httpOnly: true,
              sameSite: "strict",
              path: `/f/${facility.slug}`,
              secure: secureCookies,
              maxAge: `${GATE_HOURS} hours`,
            }),
          ),
        )
        return { expires_at: expiresAt }
      }),
    )
    .handle("gateListActivity", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const facility = yield* facilityBySlug(path.facilitySlug)
        const request = yield* HttpServerRequest.HttpServerRequest
        const token = request.cookies[GATE_COOKIE]
        const secrets = yield* Secrets
        const valid = token !== undefined && (yield* isGateSessionOpen(facility.id, secrets.digest(token)))
        if (!valid)
          return yield* Effect.fail(new Unauthorized({ message: "Enter the gate list password first.", errors: [] }))
        const date = localDate(new Date(), facility.time_zone)
        return { date, activity: yield* gateList(facility.id, date, urlParams.limit ?? 50) }
      }),
    ),
)

export const frontDeskPlugin: Plugin = {
  name: "front_desk",
  description: "Check-in logs, and the password-protected gate list for door staff.",
  group: FrontDeskGroup,
  handlers: FrontDeskLive,
}
