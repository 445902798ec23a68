import { HttpApiBuilder, HttpApiEndpoint, HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { ACTIVE } from "../../sql/statuses"
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { localDate } from "../../../engine/dates"
import { IsoDate } from "../../../engine/people"
import { findFacilityBySlug } from "../../sql/facilities"
import {
  clearFailures,
  FAILURE_WINDOW_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  recentFailures,
  recordFailure,
} from "../../sql/signInFailures"
import { Actor } from "../actor"
import { Authn } from "../authn"
import { apiGroup, notFound, sqlDefects, TooManyRequests, Unauthorized, unprocessable } from "../errors"
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

const logColumns = `id, user_id, reservation_id, method, note, created_by, to_json(created_at) #>> '{}' as created_at`

export const FrontDeskLive = HttpApiBuilder.group(apiOf(FrontDeskGroup), "frontDesk", (handlers) =>
  handlers
    .handle("checkinLogs", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const page = urlParams.page ?? 1
        return yield* sql<typeof CheckinLog.Type>`
          select ${sql.literal(logColumns)} from checkin_logs c
          where facility_id = ${path.id}
            and (${urlParams.date ?? null}::date is null
                 or (created_at at time zone (select time_zone from facilities where id = ${path.id}))::date = ${urlParams.date ?? null}::date)
          order by created_at desc, id desc limit 50 offset ${(page - 1) * 50}`
      }).pipe(sqlDefects),
    )
    .handle("createCheckinLog", ({ path, payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const sql = yield* SqlClient.SqlClient
        if (payload.reservation_id) {
          const own =
            yield* sql`select 1 from reservations where facility_id = ${path.id} and id = ${payload.reservation_id}`
          if (own.length === 0)
            return yield* Effect.fail(unprocessable("That reservation is not one of this facility's."))
        }
        if (payload.user_id) {
          const member =
            yield* sql`select 1 from facility_users where facility_id = ${path.id} and user_id = ${payload.user_id}`
          if (member.length === 0)
            return yield* Effect.fail(unprocessable("That person is not a member of this facility."))
        }
        const [row] = yield* sql<typeof CheckinLog.Type>`
          insert into checkin_logs (facility_id, user_id, reservation_id, method, note, created_by)
          values (${path.id}, ${payload.user_id ?? null}, ${payload.reservation_id ?? null}, ${payload.method}, ${payload.note ?? null}, ${actor.user?.id ?? null})
          returning ${sql.literal(logColumns)}`
        return row!
      }).pipe(sqlDefects),
    )
    .handle("authenticateGateList", ({ path, payload }) =>
      Effect.gen(function* () {
        const facility = yield* facilityBySlug(path.facilitySlug)
        const sql = yield* SqlClient.SqlClient
        const request = yield* HttpServerRequest.HttpServerRequest
        const ip = Option.getOrElse(request.remoteAddress, () => "unknown")
        const key = `gate:${facility.id}`
        const failures = yield* recentFailures(key, ip)
        if (failures.by_account >= MAX_FAILURES_PER_ACCOUNT) {
          return yield* Effect.fail(
            new TooManyRequests({
              message: `Too many wrong passwords; wait ${FAILURE_WINDOW_MINUTES} minutes.`,
              errors: [],
            }),
          )
        }
        const [row] = yield* sql<{
          gate_password_hash: string | null
        }>`select gate_password_hash from facilities where id = ${facility.id}`
        if (!(yield* verifyPassword(row?.gate_password_hash ?? null, payload.password))) {
          yield* recordFailure(key, ip)
          return yield* Effect.fail(new Unauthorized({ message: "The gate list password is wrong.", errors: [] }))
        }
        yield* clearFailures(key, ip)
        const secrets = yield* Secrets
        const token = randomToken()
        const [session] = yield* sql<{ expires_at: string }>`
          insert into gate_sessions (token_hash, facility_id, expires_at)
          values (${secrets.digest(token)}, ${facility.id}, now() + make_interval(hours => ${GATE_HOURS}))
          returning to_json(expires_at) #>> '{}' as expires_at`
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
        return { expires_at: session!.expires_at }
      }).pipe(sqlDefects),
    )
    .handle("gateListActivity", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const facility = yield* facilityBySlug(path.facilitySlug)
        const request = yield* HttpServerRequest.HttpServerRequest
        const token = request.cookies[GATE_COOKIE]
        const sql = yield* SqlClient.SqlClient
        const secrets = yield* Secrets
        const valid =
          token !== undefined &&
          (yield* sql`select 1 from gate_sessions where token_hash = ${secrets.digest(token)} and facility_id = ${facility.id} and expires_at > now()`)
            .length > 0
        if (!valid)
          return yield* Effect.fail(new Unauthorized({ message: "Enter the gate list password first.", errors: [] }))
        const date = localDate(new Date(), facility.time_zone)
        const rows = yield* sql<typeof GateEntry.Type>`
          select r.id as reservation_id, c.name as court, r.hour_start, r.hour_end, r.kind, r.status,
            coalesce((select json_agg(u.name order by u.id) from reservation_users u where u.reservation_id = r.id), '[]') as players
          from reservations r join courts c on c.id = r.court_id
          where r.facility_id = ${facility.id} and r.local_date = ${date} and r.status in ${sql.literal(ACTIVE)} and r.parent_id is null
          order by r.hour_start, c.sort_order limit ${urlParams.limit ?? 50}`
        return { date, activity: rows }
      }).pipe(sqlDefects),
    ),
)

export const frontDeskPlugin: Plugin = {
  name: "front_desk",
  description: "Check-in logs, and the password-protected gate list for door staff.",
  group: FrontDeskGroup,
  handlers: FrontDeskLive,
}
